/**
 * DexScreener adapter for the market-data port.
 *
 * Endpoint (public, documented at docs.dexscreener.com):
 *   GET {base}/token-pairs/v1/{chainId}/{tokenAddress}  ->  Pair[]
 * Pair fields used: chainId, dexId, url, pairAddress, labels, baseToken{address,name,symbol},
 * quoteToken{...}, priceNative (string), priceUsd (string), txns.h24{buys,sells},
 * volume.h24, liquidity{usd,base,quote}, fdv, marketCap, pairCreatedAt (ms).
 *
 * Every failure is an answer, not an exception: HTTP 429 / non-2xx / timeout / invalid JSON
 * / a non-array / an empty array -> status `unknown` with the reason (liquidity is then
 * unknown, never safe). Individual malformed pairs are dropped; if none survive, unknown.
 */
import { z } from "zod";
import { HttpClientError, httpTransport, type HttpResult, type HttpTransport } from "../net/http-client";
import type { MarketDataPort, MarketPair, MarketResult } from "./types";

export const DEFAULT_DEXSCREENER_BASE_URL = "https://api.dexscreener.com";
export const DEFAULT_MARKET_TIMEOUT_MS = 3000;
/** A token's pair list is a few kB; a much larger answer is not one. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export interface DexScreenerOptions {
  baseUrl?: string;
  timeoutMs?: number;
  transport?: HttpTransport;
}

const num = z.union([z.number(), z.string()]).transform((v) => {
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : null;
});
const optNum = num.nullish().transform((v) => (v === undefined ? null : v));
const token = z.object({ address: z.string().min(1), name: z.string().nullish(), symbol: z.string().nullish() });

const PairSchema = z.object({
  chainId: z.string(),
  dexId: z.string(),
  url: z.string().nullish(),
  pairAddress: z.string().min(1),
  labels: z.array(z.string()).nullish(),
  baseToken: token,
  quoteToken: token,
  priceNative: optNum,
  priceUsd: optNum,
  txns: z.object({ h24: z.object({ buys: optNum, sells: optNum }).nullish() }).partial().nullish(),
  volume: z.object({ h24: optNum }).partial().nullish(),
  liquidity: z.object({ usd: optNum, base: optNum, quote: optNum }).partial().nullish(),
  fdv: optNum,
  marketCap: optNum,
  pairCreatedAt: optNum,
});

export function parseDexScreenerPair(raw: unknown): MarketPair | null {
  const r = PairSchema.safeParse(raw);
  if (!r.success) return null;
  const p = r.data;
  return {
    chainId: p.chainId,
    dexId: p.dexId,
    url: p.url ?? null,
    pairAddress: p.pairAddress,
    labels: p.labels ?? [],
    baseToken: { address: p.baseToken.address, name: p.baseToken.name ?? null, symbol: p.baseToken.symbol ?? null },
    quoteToken: { address: p.quoteToken.address, name: p.quoteToken.name ?? null, symbol: p.quoteToken.symbol ?? null },
    priceNative: p.priceNative,
    priceUsd: p.priceUsd,
    buys24h: p.txns?.h24?.buys ?? null,
    sells24h: p.txns?.h24?.sells ?? null,
    volume24hUsd: p.volume?.h24 ?? null,
    liquidityUsd: p.liquidity?.usd ?? null,
    liquidityBase: p.liquidity?.base ?? null,
    liquidityQuote: p.liquidity?.quote ?? null,
    fdv: p.fdv,
    marketCap: p.marketCap,
    pairCreatedAt: p.pairCreatedAt,
  };
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

export function createDexScreenerClient(options: DexScreenerOptions = {}): MarketDataPort {
  const base = (options.baseUrl ?? DEFAULT_DEXSCREENER_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_MARKET_TIMEOUT_MS;
  const transport = options.transport ?? httpTransport;
  return {
    name: "dexscreener",
    kind: "market",
    async getPairs(chain, tokenAddress): Promise<MarketResult> {
      const started = now();
      const done = (status: MarketResult["status"], reason: string, pairs: MarketPair[] = []): MarketResult => ({
        status,
        reason,
        pairs,
        requests: 1,
        latencyMs: Math.round(now() - started),
      });
      let res: HttpResult;
      try {
        res = await transport(`${base}/token-pairs/v1/${chain}/${encodeURIComponent(tokenAddress)}`, { headers: { accept: "application/json" }, timeoutMs, maxBytes: MAX_RESPONSE_BYTES });
      } catch (err) {
        const kind = err instanceof HttpClientError ? err.kind : "network";
        return done("unknown", kind === "timeout" ? `DexScreener timed out after ${timeoutMs} ms` : kind === "too_large" ? "DexScreener answered too large a response" : "DexScreener is unreachable");
      }
      if (res.status === 429) return done("unknown", "DexScreener rate-limited the request (HTTP 429)");
      if (res.status < 200 || res.status > 299) return done("unknown", `DexScreener answered HTTP ${res.status}`);
      let body: unknown;
      try {
        body = JSON.parse(res.text);
      } catch {
        return done("unknown", "DexScreener answered invalid JSON");
      }
      if (!Array.isArray(body)) return done("unknown", "DexScreener answered a malformed body (not an array of pairs)");
      if (body.length === 0) return done("unknown", "DexScreener lists no pairs for this token");
      const pairs = body.map(parseDexScreenerPair).filter((p): p is MarketPair => p !== null && p.chainId === chain);
      if (pairs.length === 0) return done("unknown", "DexScreener answered pairs that could not be parsed");
      return done("ok", `${pairs.length} pair${pairs.length === 1 ? "" : "s"} listed by DexScreener`, pairs);
    },
  };
}
