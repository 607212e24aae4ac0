/**
 * The market-data port: who trades this mint, where, with how much liquidity. The live
 * adapter is DexScreener (lib/market/dexscreener.ts); the sandbox serves its snapshot.
 * Failures never throw: they come back as `status: "unknown"` (never safe).
 */

/**
 * Chains as DexScreener names them in its API paths and `chainId` fields (docs.dexscreener.com/api/reference:
 * `solana`, `ethereum`, `base`, `bsc`): the same words as the service's canonical chain names.
 */
export type MarketChain = "solana" | "ethereum" | "base" | "bsc";

/** EVM addresses compare case-insensitively (DexScreener answers them checksummed, callers may not). */
export const marketTokenKey = (chain: MarketChain, address: string) =>
  chain === "solana" ? address : address.toLowerCase();

export interface MarketPair {
  chainId: string;
  dexId: string;
  url: string | null;
  pairAddress: string;
  labels: string[];
  baseToken: { address: string; name: string | null; symbol: string | null };
  quoteToken: { address: string; name: string | null; symbol: string | null };
  priceNative: number | null;
  priceUsd: number | null;
  buys24h: number | null;
  sells24h: number | null;
  volume24hUsd: number | null;
  liquidityUsd: number | null;
  liquidityBase: number | null;
  liquidityQuote: number | null;
  fdv: number | null;
  marketCap: number | null;
  /** Milliseconds since the Unix epoch. */
  pairCreatedAt: number | null;
  /** Price change over 24 h in percent (DexScreener `priceChange.h24`); null/absent when not given. */
  priceChange24hPct?: number | null;
}

export interface MarketResult {
  status: "ok" | "unknown";
  /** Why the status is unknown (rate limited, malformed, empty, timeout...). */
  reason: string;
  pairs: MarketPair[];
  /** HTTP requests made. */
  requests: number;
  latencyMs: number;
}

export interface MarketDataPort {
  readonly name: string;
  readonly kind: "market" | "snapshot";
  getPairs(chain: MarketChain, tokenAddress: string): Promise<MarketResult>;
}

/** An upstream that answers several tokens per request (DexScreener's tokens/v1). */
export interface BulkMarketSource {
  readonly name: string;
  readonly maxTokensPerRequest: number;
  /** One answer per distinct token; never rejects. */
  getPairsMany(chain: MarketChain, tokens: string[]): Promise<Map<string, MarketResult>>;
}
