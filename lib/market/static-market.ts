/**
 * A market-data port over a fixed map (the sandbox snapshot, tests). No network, no clock.
 */
import type { MarketDataPort, MarketPair, MarketResult } from "./types";

export function createStaticMarket(
  pairsByMint: ReadonlyMap<string, MarketPair[]>,
  name = "market-snapshot",
): MarketDataPort {
  return {
    name,
    kind: "snapshot",
    async getPairs(_chain, tokenAddress): Promise<MarketResult> {
      const pairs = pairsByMint.get(tokenAddress);
      if (!pairs || pairs.length === 0)
        return {
          status: "unknown",
          reason: "The snapshot has no market data for this token",
          pairs: [],
          requests: 0,
          latencyMs: 0,
        };
      return {
        status: "ok",
        reason: `${pairs.length} pair${pairs.length === 1 ? "" : "s"} in the snapshot`,
        pairs: pairs.map((p) => ({ ...p, labels: [...p.labels] })),
        requests: 0,
        latencyMs: 0,
      };
    },
  };
}
