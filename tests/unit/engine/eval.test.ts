import { describe, expect, it } from "vitest";
import { isValidSolanaAddress } from "@/lib/engine";
import { DEFAULT_TRUST_LIST } from "@/lib/trust";
import { EVAL_CASES } from "../../eval/cases";
import { formatReport, runEval, verdictOf } from "../../eval/harness";

// `npm run eval` in CI: the engine must get every labelled token right (issue 15).
describe("labelled evaluation set (tests/eval)", () => {
  it("has at least 60 well-formed cases: unique names and mints, rationale and source each, both classes", () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_CASES.map((c) => c.name)).size).toBe(EVAL_CASES.length);
    expect(new Set(EVAL_CASES.map((c) => c.spec.mint)).size).toBe(EVAL_CASES.length);
    for (const c of EVAL_CASES) {
      expect(isValidSolanaAddress(c.spec.mint), c.name).toBe(true);
      expect(c.rationale.length, c.name).toBeGreaterThan(15);
      expect(c.source.length, c.name).toBeGreaterThan(5);
    }
    const kinds = (k: string) => EVAL_CASES.filter((c) => c.kind === k);
    expect(kinds("real-mint").length).toBeGreaterThanOrEqual(20);
    expect(kinds("attack-pattern").length).toBeGreaterThanOrEqual(30);
    // Every listed issuer mint of the shipped trust list that is a stablecoin / LST is in the set.
    const mints = new Set(EVAL_CASES.map((c) => c.spec.mint));
    for (const e of DEFAULT_TRUST_LIST.entries.filter(
      (x) => x.category === "stablecoin" || x.category === "liquid-staking" || x.category === "wrapped",
    ))
      expect(mints.has(e.mint), e.symbol).toBe(true);
  });

  it("verdict classes: low/medium are safe, high/critical danger", () => {
    expect(["low", "medium", "high", "critical"].map((l) => verdictOf(l as never))).toEqual([
      "safe",
      "safe",
      "danger",
      "danger",
    ]);
  });

  it("every case is right (no network)", async () => {
    const report = await runEval();
    const misses = report.outcomes.filter((o) => !o.correct);
    expect(
      misses.map((o) => `${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel}`),
      formatReport(report),
    ).toEqual([]);
    expect(report.matrix.danger.safe + report.matrix.safe.danger).toBe(0);
    expect(report.precision).toBe(1);
    expect(report.recall).toBe(1);
    expect(formatReport(report)).toContain("Misses: none");
  }, 60_000);
});
