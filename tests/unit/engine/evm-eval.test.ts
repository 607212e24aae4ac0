import { isAddress } from "viem";
import { describe, expect, it } from "vitest";
import { evmTrustList } from "@/lib/trust";
import { EVM_EVAL_CASES } from "../../eval/evm-cases";
import { formatEvmReport, runEvmEval } from "../../eval/evm-harness";

// `npm run eval` reports the EVM cases too; the engine must get every one right.
describe("labelled evaluation set, EVM part (tests/eval/evm-cases.ts)", () => {
  it("well-formed: unique names and chain+address pairs, checksummed addresses, rationale and source, both classes on every chain", () => {
    expect(EVM_EVAL_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EVM_EVAL_CASES.map((c) => c.name)).size).toBe(EVM_EVAL_CASES.length);
    expect(new Set(EVM_EVAL_CASES.map((c) => `${c.spec.chain}:${c.spec.address}`)).size).toBe(EVM_EVAL_CASES.length);
    for (const c of EVM_EVAL_CASES) {
      expect(isAddress(c.spec.address, { strict: true }), c.name).toBe(true);
      expect(c.rationale.length, c.name).toBeGreaterThan(15);
      expect(c.source.length, c.name).toBeGreaterThan(5);
    }
    for (const chain of ["ethereum", "base", "bsc"] as const) {
      expect(
        EVM_EVAL_CASES.some((c) => c.spec.chain === chain && c.expected === "danger"),
        chain,
      ).toBe(true);
      expect(
        EVM_EVAL_CASES.some((c) => c.spec.chain === chain && c.expected === "safe"),
        chain,
      ).toBe(true);
    }
    // The wrapped native token of every chain is a real-token case.
    for (const chain of ["ethereum", "base", "bsc"] as const) {
      const wrapped = evmTrustList(chain).entries.find((e) => /^W(ETH|BNB)$/.test(e.symbol))!;
      expect(
        EVM_EVAL_CASES.some((c) => c.spec.chain === chain && c.spec.address === wrapped.mint),
        `${chain} ${wrapped.symbol}`,
      ).toBe(true);
    }
  });

  it("every case is right (no network)", async () => {
    const report = await runEvmEval();
    const misses = report.outcomes.filter((o) => !o.correct);
    expect(
      misses.map((o) => `${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel}`),
      formatEvmReport(report),
    ).toEqual([]);
    expect(report.precision).toBe(1);
    expect(report.recall).toBe(1);
  });
});
