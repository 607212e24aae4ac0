/**
 * The second blind held-out Solana evaluation (v2, issues 26 and 29): the engine over the cases in
 * tests/eval/heldout/solana2/, written without reading the engine and committed before it ran.
 * The first set's harness (tests/eval/heldout/solana-heldout.ts) over the v2 cases: every case's accounts are served
 * through a snapshot ChainReader (a later account at the same address wins, so a case's byte-exact mainnet dump
 * replaces a codec-built one), its market pairs through a static market port, with the shipped trust list and the
 * held-out fixed clock. Returns the first set's report type.
 */
import type { SolanaHeldoutCase } from "./solana/build";
import { formatSolanaHeldout, runSolanaHeldout, type SolanaHeldoutReport } from "./solana-heldout";
import { SOLANA_HELDOUT2_CASES } from "./solana2/cases";

/** Builds every v2 case (byte-exact accounts), then scans each one; returns the confusion matrix and outcomes. */
export function runSolanaHeldout2(
  cases: readonly SolanaHeldoutCase[] = SOLANA_HELDOUT2_CASES,
): Promise<SolanaHeldoutReport> {
  return runSolanaHeldout(cases);
}

/** The printed v2 report: the shared report, per-kind accuracy, then the false alarms on real tokens by name. */
export function formatSolanaHeldout2(r: SolanaHeldoutReport): string {
  return formatSolanaHeldout(r, "Solana held-out v2 (blind)");
}
