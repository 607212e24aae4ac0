/**
 * The second blind held-out Solana evaluation (v2, issues 26 and 29): the engine over the cases in
 * tests/eval/heldout/solana2/, written without reading the engine and committed before it ran.
 * Same harness as the first set (tests/eval/heldout/solana-heldout.ts): every case's accounts are
 * served through a snapshot ChainReader, its market pairs through a static market port, with the
 * shipped trust list and the held-out fixed clock. Returns the first set's report type.
 */
import { scanToken } from "@/lib/engine/scan-token";
import type { LargestAccount, RawAccount } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import { DEFAULT_TRUST_LIST } from "@/lib/trust";
import { formatReport, outcomeOf, snapshotReader, summarise } from "../harness";
import { HELDOUT_NOW_MS, type SolanaHeldoutCase } from "./solana/build";
import type { SolanaHeldoutOutcome, SolanaHeldoutReport } from "./solana-heldout";
import { SOLANA_HELDOUT2_CASES } from "./solana2/cases";

/** Builds every v2 case (byte-exact accounts), then scans each one; returns the confusion matrix and outcomes. */
export async function runSolanaHeldout2(
  cases: readonly SolanaHeldoutCase[] = SOLANA_HELDOUT2_CASES,
): Promise<SolanaHeldoutReport> {
  const accounts = new Map<string, RawAccount>();
  const largest = new Map<string, LargestAccount[]>();
  const pairs = new Map<string, MarketPair[]>();
  const mints: string[] = [];
  for (const c of cases) {
    const w = await c.build();
    // Later accounts win: a case's byte-exact mainnet dump replaces the codec-built account of the same address.
    for (const a of w.accounts) accounts.set(a.address, a);
    for (const [k, v] of w.largest) largest.set(k, v);
    if (w.pairs.length > 0) pairs.set(w.mint, w.pairs);
    mints.push(w.mint);
  }
  const reader = snapshotReader(accounts, largest, "heldout2-snapshot");
  const market = createStaticMarket(pairs, "heldout2-market");
  const outcomes: SolanaHeldoutOutcome[] = [];
  for (const [i, c] of cases.entries()) {
    const result = await scanToken({ chain: "solana", tokenAddress: mints[i] }, reader, {
      mode: "sandbox",
      market,
      trust: DEFAULT_TRUST_LIST,
      now: () => HELDOUT_NOW_MS,
    });
    outcomes.push(outcomeOf(c, result));
  }
  return summarise(outcomes);
}

/** The printed v2 report: the shared report, per-kind accuracy, then the false alarms on real tokens by name. */
export function formatSolanaHeldout2(r: SolanaHeldoutReport): string {
  const falseAlarms = r.outcomes.filter(
    (o) => o.case.kind === "real" && o.case.expected === "safe" && o.got === "danger",
  );
  const byKind = (["real", "benign", "attack", "venue"] as const)
    .map((k) => {
      const of = r.outcomes.filter((o) => o.case.kind === k);
      return `${k} ${of.filter((o) => o.correct).length}/${of.length}`;
    })
    .join(", ");
  return [
    formatReport(r, "Solana held-out v2 (blind)"),
    "",
    `By kind: ${byKind}`,
    falseAlarms.length === 0
      ? "False alarms on real tokens: none"
      : `False alarms on real tokens: ${falseAlarms.map((o) => `${o.case.name} (${o.result.riskLevel})`).join(", ")}`,
  ].join("\n");
}
