/**
 * The third blind EVM held-out evaluation (tests/eval/heldout/evm3, v3) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions), passes its proof (the token does what its rationale says: the masked controller takes a holder's tokens,
 * the one-hour timelock mints, the sell quota traps, the burnt proxy admin cannot upgrade, the honest token sells) and
 * is analysed by the engine's scanEvmToken without an exception. No accuracy threshold: the figures are measured, not
 * asserted; the expectations were committed before the engine first ran on the set.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ANALYSIS_MARKERS,
  analysisParagraph,
  between,
  evmHeldoutFigures,
  HELDOUT_SET_NAMES,
  isRealTokenShape,
  README_MARKERS,
  readmeRow,
} from "../eval/figures";
import type { HeldoutEvmReport } from "../eval/heldout/evm-heldout";
import { HELDOUT_EVM3_CASES } from "../eval/heldout/evm3/cases";
import { runEvmHeldout3 } from "../eval/heldout/evm3-heldout";

// A seen set: it runs in the suite only with TRK_ALL_HELDOUT=1, like v1 and v2 (`npm run eval` always runs it and
// writes its figures). The latest, blind set (v4) always runs (heldout4-eval.test.ts).
describe.runIf(process.env.TRK_ALL_HELDOUT === "1")("EVM held-out evaluation v3", () => {
  let report: HeldoutEvmReport;

  it("is the set the brief asks for: at least 40 distinct cases, about half danger, 8+ real tokens, each sourced", () => {
    const names = new Set(HELDOUT_EVM3_CASES.map((c) => c.name));
    expect(names.size).toBe(HELDOUT_EVM3_CASES.length);
    expect(HELDOUT_EVM3_CASES.length).toBeGreaterThanOrEqual(40);
    const danger = HELDOUT_EVM3_CASES.filter((c) => c.expected === "danger").length / HELDOUT_EVM3_CASES.length;
    expect(danger).toBeGreaterThan(0.4);
    expect(danger).toBeLessThan(0.6);
    expect(
      HELDOUT_EVM3_CASES.filter((c) => isRealTokenShape(c) && c.expected === "safe").length,
    ).toBeGreaterThanOrEqual(8);
    for (const c of HELDOUT_EVM3_CASES) {
      expect(c.proof, c.name).toBeTypeOf("function");
      expect(c.source.length, c.name).toBeGreaterThan(20);
      expect(c.rationale.length, c.name).toBeGreaterThan(20);
    }
  });

  it("launches every case, proves its behaviour, and the engine analyses each one", { timeout: 240_000 }, async () => {
    report = await runEvmHeldout3();
    expect(report.failures).toEqual([]);
    expect(report.total).toBe(HELDOUT_EVM3_CASES.length);
    expect(report.analysed).toBe(HELDOUT_EVM3_CASES.length);
    expect(report.outcomes.map((o) => o.case.name).sort()).toEqual(HELDOUT_EVM3_CASES.map((c) => c.name).sort());
    for (const o of report.outcomes) {
      expect(["low", "medium", "high", "critical"]).toContain(o.result.riskLevel);
      expect(o.result.findings.length).toBeGreaterThan(0);
    }
  });

  it("the README's evaluation block and docs/analysis.md show this run's figures (npm run eval -- --write-docs)", () => {
    expect(report, "the run above").toBeDefined();
    const figures = evmHeldoutFigures(report, HELDOUT_SET_NAMES.evmV3);
    expect(between(readFileSync("README.md", "utf8"), README_MARKERS).split("\n")).toContain(readmeRow(figures));
    expect(between(readFileSync("docs/analysis.md", "utf8"), ANALYSIS_MARKERS)).toContain(analysisParagraph(figures));
  });
});
