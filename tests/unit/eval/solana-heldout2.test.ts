/**
 * The second blind held-out Solana set (v2) builds, its byte-exact mainnet mints pass their proofs, and
 * every case is analysed end to end without an exception. No accuracy threshold: the figures are reported
 * by `npm run eval` (and `npx tsx --tsconfig tsconfig.json tests/eval/heldout/solana2/run.ts`).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeMintAccount } from "@/lib/chains/solana/mint-decoder";
import {
  ANALYSIS_MARKERS,
  analysisParagraph,
  between,
  HELDOUT_SET_NAMES,
  README_MARKERS,
  readmeRow,
  solanaHeldoutFigures,
} from "@/tests/eval/figures";
import { keyBytes, pda } from "@/tests/eval/heldout/solana/build";
import { SOLANA_HELDOUT_CASES } from "@/tests/eval/heldout/solana/cases";
import type { SolanaHeldoutReport } from "@/tests/eval/heldout/solana-heldout";
import { SOLANA_HELDOUT2_CASES } from "@/tests/eval/heldout/solana2/cases";
import { REAL_FIXTURES } from "@/tests/eval/heldout/solana2/token-cases";
import { runSolanaHeldout2 } from "@/tests/eval/heldout/solana2-heldout";

describe("Solana held-out evaluation v2", () => {
  it("has at least 40 cases, 8 real mints and 8 venue cases, each with a rationale and a source", () => {
    const names = new Set(SOLANA_HELDOUT2_CASES.map((c) => c.name));
    expect(names.size).toBe(SOLANA_HELDOUT2_CASES.length);
    expect(SOLANA_HELDOUT2_CASES.length).toBeGreaterThanOrEqual(40);
    expect(SOLANA_HELDOUT2_CASES.filter((c) => c.kind === "real").length).toBeGreaterThanOrEqual(8);
    expect(SOLANA_HELDOUT2_CASES.filter((c) => c.kind === "venue").length).toBeGreaterThanOrEqual(8);
    for (const c of SOLANA_HELDOUT2_CASES) {
      expect(c.rationale.length, c.name).toBeGreaterThan(40);
      expect(c.source.length, c.name).toBeGreaterThan(10);
    }
    const v1Names = new Set(SOLANA_HELDOUT_CASES.map((c) => c.name));
    for (const c of SOLANA_HELDOUT2_CASES) expect(v1Names.has(c.name), c.name).toBe(false);
  });

  it("every case builds a mint the Solana decoder reads, with a holder table", async () => {
    for (const c of SOLANA_HELDOUT2_CASES) {
      const w = await c.build();
      const mint = w.accounts.findLast((a) => a.address === w.mint);
      expect(mint, c.name).toBeDefined();
      expect(() => decodeMintAccount(mint?.owner ?? "", mint?.data ?? new Uint8Array()), c.name).not.toThrow();
      expect(w.largest.get(w.mint)?.length ?? 0, c.name).toBeGreaterThan(0);
    }
  }, 60_000);

  it("its real mints are not the first set's, and the byte-exact LST mints are minted by their pools' withdraw PDAs", async () => {
    const v1Mints = new Set<string>();
    for (const c of SOLANA_HELDOUT_CASES.filter((x) => x.kind === "real")) v1Mints.add((await c.build()).mint);
    const v2Mints = new Set<string>();
    for (const c of SOLANA_HELDOUT2_CASES.filter((x) => x.kind === "real")) v2Mints.add((await c.build()).mint);
    expect(v2Mints.size).toBeGreaterThanOrEqual(8);
    for (const m of v2Mints) expect(v1Mints.has(m), m).toBe(false);

    const caseOf = { pwrSOL: "real-pwrsol-byte-exact", laineSOL: "real-lainesol-byte-exact" } as const;
    for (const [name, f] of Object.entries(REAL_FIXTURES) as [
      keyof typeof caseOf,
      (typeof REAL_FIXTURES)[keyof typeof caseOf],
    ][]) {
      const decoded = decodeMintAccount("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", f.data);
      const withdraw = await pda(f.program, [keyBytes(f.pool), "withdraw"]);
      expect(decoded.mintAuthority, f.mint).toBe(withdraw);
      expect(decoded.freezeAuthority, f.mint).toBeNull();
      const built = await SOLANA_HELDOUT2_CASES.find((c) => c.name === caseOf[name])?.build();
      // The snapshot serves the mainnet bytes (the last account at the mint address wins).
      expect(
        Buffer.from(built?.accounts.findLast((a) => a.address === f.mint)?.data ?? []).equals(Buffer.from(f.data)),
      ).toBe(true);
    }
  }, 60_000);

  let report: SolanaHeldoutReport;

  it("every case is analysed without an exception", async () => {
    report = await runSolanaHeldout2();
    expect(report.outcomes).toHaveLength(SOLANA_HELDOUT2_CASES.length);
    for (const o of report.outcomes) {
      expect(o.result.tokenAddress, o.case.name).toBeTruthy();
      expect(["low", "medium", "high", "critical"], o.case.name).toContain(o.result.riskLevel);
    }
  }, 90_000);

  it("the README's evaluation block and docs/analysis.md show this run's figures (npm run eval -- --write-docs)", () => {
    expect(report, "the run above").toBeDefined();
    const figures = solanaHeldoutFigures(report, HELDOUT_SET_NAMES.solanaV2);
    expect(between(readFileSync("README.md", "utf8"), README_MARKERS).split("\n")).toContain(readmeRow(figures));
    expect(between(readFileSync("docs/analysis.md", "utf8"), ANALYSIS_MARKERS)).toContain(analysisParagraph(figures));
  });
});
