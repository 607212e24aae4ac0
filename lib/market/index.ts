export {
  type CoalescingMarket,
  type CoalescingMarketOptions,
  createCoalescingMarket,
  type PairCacheStore,
  pairCacheKey,
} from "./coalescing-market";
export {
  createDexScreenerBulkClient,
  createDexScreenerClient,
  DEFAULT_DEXSCREENER_BASE_URL,
  DEFAULT_MARKET_TIMEOUT_MS,
  DEXSCREENER_MAX_TOKENS_PER_REQUEST,
  DEXSCREENER_REQUESTS_PER_MINUTE,
  type DexScreenerBulkOptions,
  type DexScreenerOptions,
  parseDexScreenerPair,
} from "./dexscreener";
export { createStaticMarket } from "./static-market";
export type { BulkMarketSource, MarketDataPort, MarketPair, MarketResult } from "./types";
export { createUpstreamLimiter, parseRetryAfter, sharedLimiter, type UpstreamLimiter } from "./upstream-limiter";
