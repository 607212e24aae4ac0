/**
 * The eighth blind EVM held-out evaluation (tests/eval/heldout/evm8, v8) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions, official Safe, OpenZeppelin TimelockController and ERC1967Proxy, clones, helper contracts), passes its proof
 * (the one-key path mints, drains, takes the backing, halts sells or pulls the pool; the flaw prints; the governed path
 * refuses one key; the bound holds; the honest token sells) and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine.
 */
import { describe, expect, it } from "vitest";
import { isRealTokenShape } from "../eval/figures";
import type { HeldoutEvmReport } from "../eval/heldout/evm-heldout";
import { HELDOUT_EVM8_CASES } from "../eval/heldout/evm8/cases";
import { runEvmHeldout8 } from "../eval/heldout/evm8-heldout";

// Suite time (CI must stay under 20 minutes; launching 42 cases takes 50-90 s): like v1-v7, it runs in the suite only
// with TRK_ALL_HELDOUT=1.
describe.runIf(process.env.TRK_ALL_HELDOUT === "1")("EVM held-out evaluation v8", () => {
  let report: HeldoutEvmReport;

  it("is the set the brief asks for: at least 40 distinct cases, about half danger, 8+ real tokens, each sourced", () => {
    const names = new Set(HELDOUT_EVM8_CASES.map((c) => c.name));
    expect(names.size).toBe(HELDOUT_EVM8_CASES.length);
    expect(HELDOUT_EVM8_CASES.length).toBeGreaterThanOrEqual(40);
    const danger = HELDOUT_EVM8_CASES.filter((c) => c.expected === "danger").length / HELDOUT_EVM8_CASES.length;
    expect(danger).toBeGreaterThan(0.4);
    expect(danger).toBeLessThan(0.6);
    expect(
      HELDOUT_EVM8_CASES.filter((c) => isRealTokenShape(c) && c.expected === "safe").length,
    ).toBeGreaterThanOrEqual(8);
    for (const c of HELDOUT_EVM8_CASES) {
      expect(c.proof, c.name).toBeTypeOf("function");
      expect(c.source.length, c.name).toBeGreaterThan(20);
      expect(c.rationale.length, c.name).toBeGreaterThan(20);
    }
  });

  it("launches every case, proves its behaviour, and the engine analyses each one", { timeout: 300_000 }, async () => {
    report = await runEvmHeldout8();
    // Only names and stages are compared, never a level or a score.
    expect(report.failures.map((f) => `${f.name} (${f.stage})`)).toEqual([]);
    expect(report.total).toBe(HELDOUT_EVM8_CASES.length);
    expect(report.analysed).toBe(HELDOUT_EVM8_CASES.length);
    expect(report.outcomes.map((o) => o.case.name).sort()).toEqual(HELDOUT_EVM8_CASES.map((c) => c.name).sort());
    const unanalysed = report.outcomes
      .filter(
        (o) => !["low", "medium", "high", "critical"].includes(o.result.riskLevel) || o.result.findings.length === 0,
      )
      .map((o) => o.case.name);
    expect(unanalysed).toEqual([]);
  });
});
