/**
 * The blind EVM held-out evaluation (tests/eval/heldout, issue 25 item 6) runs end to end: every case compiles,
 * launches on its own local Hardhat node (pairs, liquidity, trades over time, owner actions), passes its proof (the
 * token does what its rationale says: the hidden mint mints, the trap traps, the honest token sells, the burnt admin
 * cannot upgrade; tests/eval/heldout/evm/proofs.ts) and is analysed by the engine's scanEvmToken without an exception. No accuracy threshold here: the figures are measured by `npm run eval`
 * and recorded in tests/eval/heldout/README.md; the set is not tuned against. The figures the README's evaluation
 * block and docs/analysis.md show must be this run's (the set runs once in the suite; its result is reused).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ANALYSIS_MARKERS,
  analysisParagraph,
  between,
  evmHeldoutFigures,
  README_MARKERS,
  readmeRow,
} from "../eval/figures";
import { HELDOUT_EVM_CASES } from "../eval/heldout/evm/cases";
import { HELDOUT_EVM_PROOFS } from "../eval/heldout/evm/proofs";
import { type HeldoutEvmReport, runEvmHeldout } from "../eval/heldout/evm-heldout";

// The seen sets (v1, v2) run in the suite only with TRK_ALL_HELDOUT=1 (about a minute each on this machine's CI);
// `npm run eval` always runs them and writes their figures. The latest set (v3) always runs (heldout3-eval.test.ts).
describe.runIf(process.env.TRK_ALL_HELDOUT === "1")("EVM held-out evaluation", () => {
  let report: HeldoutEvmReport;

  it("launches every case, proves its behaviour, and the engine analyses each one", { timeout: 300_000 }, async () => {
    report = await runEvmHeldout();
    expect(report.failures).toEqual([]);
    expect(report.total).toBe(HELDOUT_EVM_CASES.length);
    expect(report.analysed).toBe(HELDOUT_EVM_CASES.length);
    expect(report.outcomes.map((o) => o.case.name).sort()).toEqual(HELDOUT_EVM_CASES.map((c) => c.name).sort());
    for (const o of report.outcomes) {
      expect(["low", "medium", "high", "critical"]).toContain(o.result.riskLevel);
      expect(o.result.findings.length).toBeGreaterThan(0);
    }
  });

  it("the README's evaluation block and docs/analysis.md show this run's figures (npm run eval -- --write-docs)", () => {
    expect(report, "the run above").toBeDefined();
    const figures = evmHeldoutFigures(report);
    expect(between(readFileSync("README.md", "utf8"), README_MARKERS).split("\n")).toContain(readmeRow(figures));
    expect(between(readFileSync("docs/analysis.md", "utf8"), ANALYSIS_MARKERS)).toContain(analysisParagraph(figures));
  });

  it("is the set the brief asks for: at least 40 distinct cases, both verdicts, each with a source", () => {
    const names = new Set(HELDOUT_EVM_CASES.map((c) => c.name));
    expect(names.size).toBe(HELDOUT_EVM_CASES.length);
    expect(HELDOUT_EVM_CASES.length).toBeGreaterThanOrEqual(40);
    const danger = HELDOUT_EVM_CASES.filter((c) => c.expected === "danger").length;
    expect(danger / HELDOUT_EVM_CASES.length).toBeGreaterThan(0.5);
    expect(danger / HELDOUT_EVM_CASES.length).toBeLessThan(0.7);
    for (const c of HELDOUT_EVM_CASES) {
      expect(HELDOUT_EVM_PROOFS[c.name], c.name).toBeTypeOf("function");
      expect(c.source.length, c.name).toBeGreaterThan(20);
      expect(c.rationale.length, c.name).toBeGreaterThan(20);
    }
  });
});
