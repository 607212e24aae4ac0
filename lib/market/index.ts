export { createDexScreenerClient, parseDexScreenerPair, DEFAULT_DEXSCREENER_BASE_URL, DEFAULT_MARKET_TIMEOUT_MS, type DexScreenerOptions } from "./dexscreener";
export { createStaticMarket } from "./static-market";
export type { MarketDataPort, MarketPair, MarketResult } from "./types";
