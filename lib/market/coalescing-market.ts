/**
 * A market-data port that answers single-token requests from bulk upstream requests.
 *
 * Requests arriving within a short window (`quietMs` after the last one, at most `maxMs` after
 * the first) are gathered, de-duplicated and sent as one bulk request per `maxTokensPerRequest`
 * tokens (DexScreener: 30), so a 100-item batch makes 4 requests instead of 100. A window that
 * reaches `maxTokensPerRequest` is sent at once.
 *
 * With a cache (the store's short-TTL cache, shared by all instances), each window first reads
 * its tokens' pair lists in one round trip and asks the upstream only for the rest; `ok` answers
 * are written back in one round trip without holding up the answer. A cache failure is a miss:
 * market data never fails because the cache did. Only `ok` answers are cached: an `unknown`
 * (429, timeout, no pairs yet) is asked again next time.
 */
import type { BulkMarketSource, MarketChain, MarketDataPort, MarketPair, MarketResult } from "./types";

/** The two store operations the pair cache needs (lib/store/types.ts Store has both). */
export interface PairCacheStore {
  getCacheMany(keys: string[]): Promise<(string | null)[]>;
  setCacheMany(entries: { key: string; value: string }[], ttlSeconds: number): Promise<void>;
}

export interface CoalescingMarketOptions {
  quietMs: number;
  maxMs: number;
  cache?: { store: PairCacheStore; ttlSeconds: number } | null;
}

/** Cache key of a token's pair list; the version changes with the MarketPair shape. */
export const pairCacheKey = (chain: string, token: string) => `mkt:v1:${chain}:${token}`;

/** A window entry: chain and token (windows may mix chains; each chain gets its own upstream requests). */
const refOf = (chain: MarketChain, token: string) => `${chain}|${token}`;
const parseRef = (ref: string) => {
  const i = ref.indexOf("|");
  return { chain: ref.slice(0, i) as MarketChain, token: ref.slice(i + 1) };
};

interface Waiter {
  resolve(r: MarketResult): void;
}

export interface CoalescingMarket extends MarketDataPort {
  /**
   * Fetches many tokens ahead of their scans (the watchlist cron, before scanning what it claimed):
   * resolves once their answers are in the store's pair cache, so the scans that follow read it
   * instead of asking the upstream again. Without a cache it does nothing.
   */
  prefetch(tokens: string[], chain?: MarketChain): Promise<void>;
  /**
   * Asks for all these tokens now (a batch knows its items up front), in requests of at most
   * `maxTokensPerRequest`, and keeps the answers for this port's `getPairs`: however the items'
   * scans are spread in time, the batch makes ceil(n / 30) requests. For ports that live as long
   * as one batch (the answers are kept in memory until the port is dropped).
   */
  preload(tokens: string[], chain?: MarketChain): void;
}

export function createCoalescingMarket(source: BulkMarketSource, options: CoalescingMarketOptions): CoalescingMarket {
  const cache = options.cache && options.cache.ttlSeconds > 0 ? options.cache : null;
  let pending = new Map<string, Waiter[]>();
  /** Settles when the pending window has been answered and its cache write is done. */
  let windowDone: { promise: Promise<void>; resolve: () => void } | null = null;
  const preloaded = new Map<string, { answer: Promise<MarketResult>; served: boolean }>();
  let quietTimer: NodeJS.Timeout | null = null;
  let maxTimer: NodeJS.Timeout | null = null;

  function flush() {
    if (quietTimer) clearTimeout(quietTimer);
    if (maxTimer) clearTimeout(maxTimer);
    quietTimer = maxTimer = null;
    const window = pending;
    const done = windowDone;
    pending = new Map();
    windowDone = null;
    if (window.size > 0)
      void answer(window)
        // Never leave a scan waiting: anything unexpected answers the window's tokens `unknown`
        // (a waiter already answered keeps its answer).
        .catch((err) => {
          const r: MarketResult = {
            status: "unknown",
            reason: `market data failed (${(err as Error)?.message ?? "error"})`,
            pairs: [],
            requests: 0,
            latencyMs: 0,
          };
          for (const ws of window.values()) ws.forEach((w) => w.resolve(r));
        })
        .finally(() => done?.resolve());
    else done?.resolve();
  }

  async function answer(window: Map<string, Waiter[]>) {
    const byChain = new Map<MarketChain, string[]>();
    for (const ref of window.keys()) {
      const { chain, token } = parseRef(ref);
      byChain.set(chain, [...(byChain.get(chain) ?? []), token]);
    }
    await Promise.all([...byChain].map(([chain, tokens]) => answerChain(chain, tokens, window)));
  }

  async function answerChain(chain: MarketChain, tokens: string[], window: Map<string, Waiter[]>) {
    const started = performance.now();
    const settle = (token: string, r: MarketResult) =>
      window.get(refOf(chain, token))?.forEach((w, i) => w.resolve(i === 0 ? r : { ...r, requests: 0 }));
    let misses = tokens;
    if (cache) {
      const cached = await cache.store
        .getCacheMany(tokens.map((t) => pairCacheKey(chain, t)))
        .catch(() => tokens.map(() => null));
      misses = [];
      tokens.forEach((t, i) => {
        const pairs = decodePairs(cached[i]);
        if (!pairs) return void misses.push(t);
        settle(t, {
          status: "ok",
          reason: `${pairs.length} pair${pairs.length === 1 ? "" : "s"} listed by ${source.name} (cached)`,
          pairs,
          requests: 0,
          latencyMs: Math.round(performance.now() - started),
        });
      });
    }
    if (misses.length === 0) return;
    let results: Map<string, MarketResult>;
    try {
      results = await source.getPairsMany(chain, misses);
    } catch (err) {
      results = new Map(
        misses.map((t) => [
          t,
          {
            status: "unknown",
            reason: `market data failed (${(err as Error)?.message ?? "error"})`,
            pairs: [],
            requests: 0,
            latencyMs: 0,
          },
        ]),
      );
    }
    const fresh: { key: string; value: string }[] = [];
    for (const t of misses) {
      const r = results.get(t) ?? {
        status: "unknown" as const,
        reason: `${source.name} gave no answer for this token`,
        pairs: [],
        requests: 0,
        latencyMs: 0,
      };
      settle(t, r);
      if (r.status === "ok") fresh.push({ key: pairCacheKey(chain, t), value: JSON.stringify(r.pairs) });
    }
    // The answers above are already out; the write only holds up prefetch().
    if (cache && fresh.length > 0) await cache.store.setCacheMany(fresh, cache.ttlSeconds).catch(() => {});
  }

  function enqueue(ref: string, waiter: Waiter) {
    const waiters = pending.get(ref);
    if (waiters) waiters.push(waiter);
    else pending.set(ref, [waiter]);
    if (pending.size >= source.maxTokensPerRequest) return flush();
    if (quietTimer) clearTimeout(quietTimer);
    quietTimer = setTimeout(flush, options.quietMs);
    maxTimer ??= setTimeout(flush, options.maxMs);
  }

  function currentWindowDone(): Promise<void> {
    if (!windowDone) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      windowDone = { promise, resolve };
    }
    return windowDone.promise;
  }

  return {
    name: source.name,
    kind: "market",
    getPairs(chain, tokenAddress) {
      const ref = refOf(chain, tokenAddress);
      const pre = preloaded.get(ref);
      if (pre) {
        // The request is counted once, on the first scan served.
        const first = !pre.served;
        pre.served = true;
        return first ? pre.answer : pre.answer.then((r) => ({ ...r, requests: 0 }));
      }
      return new Promise<MarketResult>((resolve) => enqueue(ref, { resolve }));
    },
    preload(tokens, chain = "solana") {
      for (const t of new Set(tokens)) {
        const ref = refOf(chain, t);
        if (preloaded.has(ref)) continue;
        preloaded.set(ref, {
          answer: new Promise<MarketResult>((resolve) => enqueue(ref, { resolve })),
          served: false,
        });
      }
    },
    async prefetch(tokens, chain = "solana") {
      if (!cache) return;
      const windows: Promise<void>[] = [];
      for (const t of new Set(tokens)) {
        const done = currentWindowDone();
        if (windows.at(-1) !== done) windows.push(done);
        enqueue(refOf(chain, t), { resolve: () => {} });
      }
      await Promise.all(windows);
    },
  };
}

function decodePairs(raw: string | null): MarketPair[] | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) && v.length > 0 ? (v as MarketPair[]) : null;
  } catch {
    return null;
  }
}
