/**
 * DexScreener adapter for the market-data port.
 *
 * Chains: the `{chainId}` path segment is DexScreener's chain id, which for the chains served here equals the
 * service's canonical name: `solana`, `ethereum`, `base`, `bsc` (lib/market/types.ts MarketChain).
 * Endpoints (public, documented at docs.dexscreener.com/api/reference, both limited to
 * 300 requests a minute per caller):
 *   GET {base}/token-pairs/v1/{chainId}/{tokenAddress}     ->  Pair[]   (one token: createDexScreenerClient)
 *   GET {base}/tokens/v1/{chainId}/{addr1},{addr2},...      ->  Pair[]   (up to 30 tokens: createDexScreenerBulkClient,
 *       what the server uses, behind lib/market/coalescing-market.ts)
 * Pair fields used: chainId, dexId, url, pairAddress, labels, baseToken{address,name,symbol},
 * quoteToken{...}, priceNative (string), priceUsd (string), txns.h24{buys,sells},
 * volume.h24, priceChange.h24 (percent), liquidity{usd,base,quote}, fdv, marketCap, pairCreatedAt (ms).
 *
 * Every failure is an answer, not an exception: HTTP 429 / non-2xx / timeout / invalid JSON
 * / a non-array / an empty array -> status `unknown` with the reason (liquidity is then
 * unknown, never safe). Individual malformed pairs are dropped; if none survive, unknown.
 */
import { z } from "zod";
import { HttpClientError, type HttpResult, type HttpTransport, httpTransport } from "../net/http-client";
import {
  type BulkMarketSource,
  type MarketChain,
  type MarketDataPort,
  type MarketPair,
  type MarketResult,
  marketTokenKey,
} from "./types";
import { parseRetryAfter, sharedLimiter, type UpstreamLimiter } from "./upstream-limiter";

export const DEFAULT_DEXSCREENER_BASE_URL = "https://api.dexscreener.com";
export const DEFAULT_MARKET_TIMEOUT_MS = 3000;
/** Documented: "One or multiple, comma-separated token addresses (up to 30 addresses)". */
export const DEXSCREENER_MAX_TOKENS_PER_REQUEST = 30;
/** Documented rate limit of the pair endpoints (token-pairs/v1, tokens/v1): 300 requests per minute. */
export const DEXSCREENER_REQUESTS_PER_MINUTE = 300;
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
  txns: z
    .object({ h24: z.object({ buys: optNum, sells: optNum }).nullish() })
    .partial()
    .nullish(),
  volume: z.object({ h24: optNum }).partial().nullish(),
  priceChange: z.object({ h24: optNum }).partial().nullish(),
  liquidity: z.object({ usd: optNum, base: optNum, quote: optNum }).partial().nullish(),
  fdv: optNum,
  marketCap: optNum,
  pairCreatedAt: optNum,
});

/** Why a DexScreener request failed in transport (both endpoints): the reason reported with `unknown` market data. */
function transportFailure(err: unknown, timeoutMs: number): string {
  const kind = err instanceof HttpClientError ? err.kind : "network";
  if (kind === "timeout") return `DexScreener timed out after ${timeoutMs} ms`;
  if (kind === "too_large") return "DexScreener answered too large a response";
  return "DexScreener is unreachable";
}

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
    priceChange24hPct: p.priceChange?.h24 ?? null,
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
        res = await transport(`${base}/token-pairs/v1/${chain}/${encodeURIComponent(tokenAddress)}`, {
          headers: { accept: "application/json" },
          timeoutMs,
          maxBytes: MAX_RESPONSE_BYTES,
        });
      } catch (err) {
        return done("unknown", transportFailure(err, timeoutMs));
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

export interface DexScreenerBulkOptions extends DexScreenerOptions {
  /** Default: the process-wide limiter for this base URL at the documented 300 requests a minute. */
  limiter?: UpstreamLimiter;
  requestsPerMinute?: number;
}

/**
 * Several tokens per request (GET /tokens/v1/{chainId}/{a},{b},..., up to 30 per request), behind
 * the shared client-side rate limiter. A pair belongs to every requested token it trades (base or
 * quote). Each token gets its own answer; a failed request (429, timeout, malformed) makes each of
 * its tokens `unknown` with the reason, never an exception. A 429 blocks the upstream for its
 * `Retry-After` (the limiter refuses at once until then).
 * `requests` is 1 on the first token a request served and 0 on the others, so the sum over a
 * batch is the number of HTTP requests made.
 */
export function createDexScreenerBulkClient(options: DexScreenerBulkOptions = {}): BulkMarketSource {
  const base = (options.baseUrl ?? DEFAULT_DEXSCREENER_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_MARKET_TIMEOUT_MS;
  const transport = options.transport ?? httpTransport;
  const limiter =
    options.limiter ?? sharedLimiter(base, "DexScreener", options.requestsPerMinute ?? DEXSCREENER_REQUESTS_PER_MINUTE);

  async function fetchChunk(chain: MarketChain, tokens: string[], out: Map<string, MarketResult>): Promise<void> {
    const started = now();
    const answer = (
      status: MarketResult["status"],
      reason: string,
      pairsOf: (t: string) => MarketPair[] = () => [],
      sent = 1,
    ) => {
      const latencyMs = Math.round(now() - started);
      tokens.forEach((t, i) => {
        const pairs = pairsOf(t);
        const tokenStatus = status === "ok" && pairs.length === 0 ? "unknown" : status;
        const tokenReason =
          status === "ok"
            ? pairs.length === 0
              ? "DexScreener lists no pairs for this token"
              : `${pairs.length} pair${pairs.length === 1 ? "" : "s"} listed by DexScreener`
            : reason;
        out.set(t, { status: tokenStatus, reason: tokenReason, pairs, requests: i === 0 ? sent : 0, latencyMs });
      });
    };
    const slot = limiter.tryAcquire();
    if (!slot.ok) return answer("unknown", slot.reason, undefined, 0);
    let res: HttpResult;
    try {
      res = await transport(`${base}/tokens/v1/${chain}/${tokens.map(encodeURIComponent).join(",")}`, {
        headers: { accept: "application/json" },
        timeoutMs,
        maxBytes: MAX_RESPONSE_BYTES,
      });
    } catch (err) {
      return answer("unknown", transportFailure(err, timeoutMs));
    }
    if (res.status === 429) {
      const waitMs = parseRetryAfter(res.headers["retry-after"]);
      limiter.backOff(waitMs);
      return answer(
        "unknown",
        `DexScreener rate-limited the request (HTTP 429); retrying after ${Math.ceil(waitMs / 1000)} s`,
      );
    }
    if (res.status < 200 || res.status > 299) return answer("unknown", `DexScreener answered HTTP ${res.status}`);
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return answer("unknown", "DexScreener answered invalid JSON");
    }
    if (!Array.isArray(body)) return answer("unknown", "DexScreener answered a malformed body (not an array of pairs)");
    const byToken = new Map<string, MarketPair[]>(tokens.map((t) => [marketTokenKey(chain, t), []]));
    for (const raw of body) {
      const p = parseDexScreenerPair(raw);
      if (!p || p.chainId !== chain) continue;
      for (const side of new Set([
        marketTokenKey(chain, p.baseToken.address),
        marketTokenKey(chain, p.quoteToken.address),
      ]))
        byToken.get(side)?.push(p);
    }
    answer("ok", "", (t) => byToken.get(marketTokenKey(chain, t)) ?? []);
  }

  return {
    name: "dexscreener",
    maxTokensPerRequest: DEXSCREENER_MAX_TOKENS_PER_REQUEST,
    async getPairsMany(chain, tokens) {
      const unique = [...new Set(tokens)];
      const out = new Map<string, MarketResult>();
      const chunks: string[][] = [];
      for (let i = 0; i < unique.length; i += DEXSCREENER_MAX_TOKENS_PER_REQUEST)
        chunks.push(unique.slice(i, i + DEXSCREENER_MAX_TOKENS_PER_REQUEST));
      await Promise.all(chunks.map((c) => fetchChunk(chain, c, out)));
      return out;
    },
  };
}
