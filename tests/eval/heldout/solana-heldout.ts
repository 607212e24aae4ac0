/**
 * The blind held-out Solana evaluation (issues 26 and 29): the engine over the cases in
 * tests/eval/heldout/solana/, written without reading the engine and committed before it ran.
 * Every case's accounts are served through a snapshot ChainReader, its market pairs through a
 * static market port, with the shipped trust list and a fixed clock, as the dev harness does.
 * Reported apart from the dev set; it does not change `npm run eval`'s exit code.
 */
import { scanToken } from "@/lib/engine/scan-token";
import type { LargestAccount, RawAccount } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import { DEFAULT_TRUST_LIST } from "@/lib/trust";
import { formatReport, type Outcome, outcomeOf, type Report, snapshotReader, summarise } from "../harness";
import { HELDOUT_NOW_MS, type SolanaHeldoutCase } from "./solana/build";
import { SOLANA_HELDOUT_CASES } from "./solana/cases";

export type SolanaHeldoutOutcome = Outcome<SolanaHeldoutCase>;
export type SolanaHeldoutReport = Report<SolanaHeldoutCase>;

/** Builds every case (byte-exact accounts), then scans each one; returns the confusion matrix and outcomes. */
export async function runSolanaHeldout(
  cases: readonly SolanaHeldoutCase[] = SOLANA_HELDOUT_CASES,
): Promise<SolanaHeldoutReport> {
  const accounts = new Map<string, RawAccount>();
  const largest = new Map<string, LargestAccount[]>();
  const pairs = new Map<string, MarketPair[]>();
  const mints: string[] = [];
  for (const c of cases) {
    const w = await c.build();
    for (const a of w.accounts) accounts.set(a.address, a);
    for (const [k, v] of w.largest) largest.set(k, v);
    if (w.pairs.length > 0) pairs.set(w.mint, w.pairs);
    mints.push(w.mint);
  }
  const reader = snapshotReader(accounts, largest, "heldout-snapshot");
  const market = createStaticMarket(pairs, "heldout-market");
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

/** The printed held-out report: the shared report, then the false alarms on real tokens by name. */
export function formatSolanaHeldout(r: SolanaHeldoutReport, title = "Solana held-out v1 (seen)"): string {
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
    formatReport(r, title),
    "",
    `By kind: ${byKind}`,
    falseAlarms.length === 0
      ? "False alarms on real tokens: none"
      : `False alarms on real tokens: ${falseAlarms.map((o) => `${o.case.name} (${o.result.riskLevel})`).join(", ")}`,
  ].join("\n");
}
