/**
 * The blind held-out Solana set builds and is analysed end to end without an exception. No
 * accuracy threshold here: the figures are reported by `npm run eval` (tests/eval/heldout), and the ones the
 * README's evaluation block and docs/analysis.md show must be this run's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeMintAccount } from "@/lib/chains/solana/mint-decoder";
import {
  ANALYSIS_MARKERS,
  analysisParagraph,
  between,
  README_MARKERS,
  readmeRow,
  solanaHeldoutFigures,
} from "@/tests/eval/figures";
import { SOLANA_HELDOUT_CASES } from "@/tests/eval/heldout/solana/cases";
import { runSolanaHeldout, type SolanaHeldoutReport } from "@/tests/eval/heldout/solana-heldout";

describe("Solana held-out evaluation", () => {
  it("has at least 40 token cases and venue cases, each with a rationale and a source", () => {
    const names = new Set(SOLANA_HELDOUT_CASES.map((c) => c.name));
    expect(names.size).toBe(SOLANA_HELDOUT_CASES.length);
    expect(SOLANA_HELDOUT_CASES.filter((c) => c.kind !== "venue").length).toBeGreaterThanOrEqual(40);
    expect(SOLANA_HELDOUT_CASES.filter((c) => c.kind === "venue").length).toBeGreaterThanOrEqual(8);
    for (const c of SOLANA_HELDOUT_CASES) {
      expect(c.rationale.length, c.name).toBeGreaterThan(40);
      expect(c.source.length, c.name).toBeGreaterThan(10);
    }
  });

  it("every case builds a mint the Solana decoder reads", async () => {
    for (const c of SOLANA_HELDOUT_CASES) {
      const w = await c.build();
      const mint = w.accounts.find((a) => a.address === w.mint);
      expect(mint, c.name).toBeDefined();
      expect(() => decodeMintAccount(mint?.owner ?? "", mint?.data ?? new Uint8Array()), c.name).not.toThrow();
      expect(w.largest.get(w.mint)?.length ?? 0, c.name).toBeGreaterThan(0);
    }
  }, 60_000);

  let report: SolanaHeldoutReport;

  it("every case is analysed without an exception", async () => {
    report = await runSolanaHeldout();
    expect(report.outcomes).toHaveLength(SOLANA_HELDOUT_CASES.length);
    for (const o of report.outcomes) {
      expect(o.result.tokenAddress, o.case.name).toBeTruthy();
      expect(["low", "medium", "high", "critical"], o.case.name).toContain(o.result.riskLevel);
    }
  }, 120_000);

  it("the README's evaluation block and docs/analysis.md show this run's figures (npm run eval -- --write-docs)", () => {
    expect(report, "the run above").toBeDefined();
    const figures = solanaHeldoutFigures(report);
    expect(between(readFileSync("README.md", "utf8"), README_MARKERS).split("\n")).toContain(readmeRow(figures));
    expect(between(readFileSync("docs/analysis.md", "utf8"), ANALYSIS_MARKERS)).toContain(analysisParagraph(figures));
  });
});
