export { createDexScreenerClient, createDexScreenerBulkClient, parseDexScreenerPair, DEFAULT_DEXSCREENER_BASE_URL, DEFAULT_MARKET_TIMEOUT_MS, DEXSCREENER_MAX_TOKENS_PER_REQUEST, DEXSCREENER_REQUESTS_PER_MINUTE, type DexScreenerOptions, type DexScreenerBulkOptions } from "./dexscreener";
export { createCoalescingMarket, pairCacheKey, type CoalescingMarket, type CoalescingMarketOptions, type PairCacheStore } from "./coalescing-market";
export { createUpstreamLimiter, parseRetryAfter, sharedLimiter, type UpstreamLimiter } from "./upstream-limiter";
export { createStaticMarket } from "./static-market";
export type { BulkMarketSource, MarketDataPort, MarketPair, MarketResult } from "./types";
