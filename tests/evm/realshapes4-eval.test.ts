/**
 * The "real shapes 4" dev evaluation (tests/eval/realshapes4) runs end to end: every case compiles, launches on a local
 * Hardhat node (a WETH pair, liquidity, holders, trades over hours, the owner's actions), passes its proof (the honest
 * token's bound holds and it sells; the rug's owner action has its effect) and is analysed by scanEvmToken. Every rug
 * shape must be high or critical and every honest token low or medium, except the misses and false alarms listed
 * below with their behaviour class, which are measured and left (see docs/evm.md "Not done yet"); a listed case that
 * turns right fails here, so the lists only shrink.
 */
import { describe, expect, it } from "vitest";
import type { HeldoutEvmReport } from "../eval/heldout/evm-heldout";
import { runEvmHeldout2 } from "../eval/heldout/evm2-heldout";
import { REAL_SHAPES4_CASES } from "../eval/realshapes4/cases";
import { compileRealShapes4 } from "../eval/realshapes4/compile";

/** Honest tokens still rated high or worse, by behaviour class (2026-11-26). */
const KNOWN_FALSE_ALARMS: Record<string, string> = {
  "op-bridged-token-bridge-minter": "mint / burn held by a contract (the bridge) whose own rules are not analysed",
  "bal-shape-roles-held-by-schedule":
    "mint held by a contract (the emission schedule) whose own rules are not analysed",
  "rpl-shape-public-fixed-inflation":
    "a mint anyone can trigger (fixed-rate accrual to a fixed vault) is read as a privilege",
};

/** Rug shapes still rated low or medium, by behaviour class (2026-11-26). */
const KNOWN_MISSES: Record<string, string> = {};

// Suite time (CI must stay under 20 minutes; launching 21 tokens takes about 45 s): it runs with TRK_ALL_HELDOUT=1,
// like the on-chain held-out sets (`TRK_ALL_HELDOUT=1 TRK_BUILD_DONE=1 npx vitest run --project evm tests/evm/realshapes4-eval.test.ts`).
describe.runIf(process.env.TRK_ALL_HELDOUT === "1")("EVM dev evaluation: real shapes 4", () => {
  let report: HeldoutEvmReport;

  it("has at least 10 honest shapes and 5 rug shapes, each sourced and proved", () => {
    const names = new Set(REAL_SHAPES4_CASES.map((c) => c.name));
    expect(names.size).toBe(REAL_SHAPES4_CASES.length);
    expect(REAL_SHAPES4_CASES.filter((c) => c.expected === "safe").length).toBeGreaterThanOrEqual(10);
    expect(
      REAL_SHAPES4_CASES.filter((c) => c.kind === "rug-shape" && c.expected === "danger").length,
    ).toBeGreaterThanOrEqual(5);
    for (const c of REAL_SHAPES4_CASES) {
      expect(c.proof, c.name).toBeTypeOf("function");
      expect(c.source.length, c.name).toBeGreaterThan(20);
    }
    for (const name of [...Object.keys(KNOWN_FALSE_ALARMS), ...Object.keys(KNOWN_MISSES)])
      expect(names.has(name), name).toBe(true);
  });

  it("launches and proves every case; every rug shape is high or critical, except the listed misses (still missed)", {
    timeout: 240_000,
  }, async () => {
    report = await runEvmHeldout2({
      cases: REAL_SHAPES4_CASES,
      compile: compileRealShapes4,
      marketName: "realshapes4-market",
    });
    expect(report.failures).toEqual([]);
    expect(report.analysed).toBe(REAL_SHAPES4_CASES.length);
    const missed = report.outcomes.filter((o) => o.case.expected === "danger" && !o.correct).map((o) => o.case.name);
    expect(missed.sort()).toEqual(Object.keys(KNOWN_MISSES).sort());
  });

  it("every honest token is low or medium, except the listed false alarms (which must still be wrong)", () => {
    expect(report, "the run above").toBeDefined();
    const wrongSafe = report.outcomes
      .filter((o) => o.case.expected === "safe" && !o.correct)
      .map((o) => o.case.name)
      .sort();
    expect(wrongSafe).toEqual(Object.keys(KNOWN_FALSE_ALARMS).sort());
  });
});
