/**
 * Derived facts computed ONCE per scan from what was read (and shared by the checks and the
 * result payload): which liquidity figure and which top-holder figure count, and where each
 * came from. Caller-supplied figures win and are labelled `caller`.
 */
import { holderGroups } from "./holder-structure";
import type { CallerFigure, EngineResult, HolderEntry, HolderFacts, MarketFacts, ScanInput } from "./types";

export function liquidityFact(input: ScanInput, market: MarketFacts | undefined): EngineResult["liquidity"] {
  if (typeof input.liquidityUsd === "number") return { usd: input.liquidityUsd, source: "caller" };
  if (market && market.status === "ok" && market.liquidityUsd !== null)
    return { usd: market.liquidityUsd, source: "market" };
  return { usd: null, source: "unknown" };
}

export function topHolderFact(input: ScanInput, holders: HolderFacts): CallerFigure {
  if (typeof input.topHolderPct === "number") return { value: input.topHolderPct, source: "caller" };
  if (holders.status === "ok" && holders.top1Pct !== null) return { value: holders.top1Pct, source: "onchain" };
  return { value: null, source: "unknown" };
}

/** Percent of supply, 0..100, 4 decimals (round half up), exact bigint arithmetic. */
export function pctOf(amount: bigint, supply: bigint): number {
  if (supply <= 0n) return 0;
  const scaled = (amount * 1_000_000n * 2n + supply) / (supply * 2n);
  return Number(scaled) / 10_000;
}

/**
 * The holder figures from a top-holder table (largest first) and the supply: what counts (not excluded;
 * grouped by owner, near-identical owners clustered: holder-structure.ts) and the raw ones.
 */
export function holderShares(top: HolderEntry[], supply: bigint, options: { cluster?: boolean } = {}): HolderFacts {
  const sum = (list: HolderEntry[]) => list.reduce((s, h) => s + BigInt(h.amount), 0n);
  const groups = holderGroups(top, supply, options.cluster ?? true);
  return {
    status: "ok",
    top,
    top1Pct: groups.length ? pctOf(groups[0].amount, supply) : 0,
    top10Pct: pctOf(
      groups.slice(0, 10).reduce((s, g) => s + g.amount, 0n),
      supply,
    ),
    excludedPct: pctOf(sum(top.filter((h) => h.excluded)), supply),
    top1PctRaw: top.length ? pctOf(BigInt(top[0].amount), supply) : 0,
    top10PctRaw: pctOf(sum(top.slice(0, 10)), supply),
    owners: new Set(top.filter((h) => !h.excluded).map((h) => h.owner ?? h.tokenAccount)).size,
    clusters: groups
      .filter((g) => g.kind === "cluster")
      .map((g) => ({ owners: g.owners, pct: pctOf(g.amount, supply) })),
  };
}
