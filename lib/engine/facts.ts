/**
 * Derived facts computed ONCE per scan from what was read (and shared by the checks and the
 * result payload): which liquidity figure and which top-holder figure count, and where each
 * came from. Caller-supplied figures win and are labelled `caller`.
 */
import type { CallerFigure, EngineResult, HolderFacts, MarketFacts, ScanInput } from "./types";

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
