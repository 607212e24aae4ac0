import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCoalescingMarket, pairCacheKey } from "@/lib/market/coalescing-market";
import { createDexScreenerBulkClient } from "@/lib/market/dexscreener";
import { createUpstreamLimiter, DEFAULT_RETRY_AFTER_MS, parseRetryAfter } from "@/lib/market/upstream-limiter";
import { MemoryStore } from "@/lib/store/memory-store";
import { type DexScreenerServer, startDexScreenerServer } from "../../support/dexscreener-server";
import { fixtureAddress } from "../../support/solana-fixtures";

let dex: DexScreenerServer;
beforeAll(async () => {
  dex = await startDexScreenerServer();
});
afterAll(() => dex.close());
beforeEach(() => {
  dex.requests.length = 0;
});

const tokens = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => fixtureAddress(`${prefix}:${i}`));
const bulkRequests = () => dex.requests.filter((r) => r.startsWith("GET /tokens/v1/solana/"));
const addressesIn = (r: string) => r.slice("GET /tokens/v1/solana/".length).split(",");
// A fresh limiter per test: the process-wide one would carry one test's 429 into the next.
const client = (perMinute = 300) =>
  createDexScreenerBulkClient({ baseUrl: dex.url, limiter: createUpstreamLimiter("DexScreener", perMinute) });
const BATCH_WINDOW = { quietMs: 20, maxMs: 250 };

describe("DexScreener bulk market data (GET /tokens/v1, up to 30 tokens per request)", () => {
  it("answers 100 concurrent single-token requests with 4 HTTP requests, each token with its own pairs", async () => {
    const mints = tokens("bulk", 100);
    mints.forEach((m, i) =>
      dex.setPairs(m, [
        { pairAddress: fixtureAddress(`bulk-pair:${i}`), baseToken: { address: m }, liquidityUsd: 1000 + i },
      ]),
    );
    const market = createCoalescingMarket(client(), BATCH_WINDOW);
    const results = await Promise.all(mints.map((m) => market.getPairs("solana", m)));
    expect(bulkRequests()).toHaveLength(4);
    expect(dex.requests).toHaveLength(4);
    for (const r of bulkRequests()) expect(addressesIn(r).length).toBeLessThanOrEqual(30);
    expect(new Set(bulkRequests().flatMap(addressesIn))).toEqual(new Set(mints));
    results.forEach((r, i) => {
      expect(r.status).toBe("ok");
      expect(r.pairs).toHaveLength(1);
      expect(r.pairs[0]).toMatchObject({ baseToken: { address: mints[i] }, liquidityUsd: 1000 + i });
    });
    // The sum of `requests` over the scans is the number of HTTP requests made.
    expect(results.reduce((n, r) => n + r.requests, 0)).toBe(4);
  });

  it("preload (a batch's items, known up front) makes ceil(n / 30) requests however late the scans come", async () => {
    const mints = tokens("preload", 70);
    mints.forEach((m, i) =>
      dex.setPairs(m, [
        { pairAddress: fixtureAddress(`preload-pair:${i}`), baseToken: { address: m }, liquidityUsd: 3000 + i },
      ]),
    );
    const market = createCoalescingMarket(client(), { quietMs: 1, maxMs: 2 });
    market.preload(mints);
    const results = [];
    // Scans arriving one by one, far apart compared with the window.
    for (const [i, m] of mints.entries()) {
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 5));
      results.push(await market.getPairs("solana", m));
    }
    expect(bulkRequests()).toHaveLength(3);
    results.forEach((r, i) => expect(r.pairs[0].liquidityUsd).toBe(3000 + i));
    expect(results.reduce((n, r) => n + r.requests, 0)).toBe(3);
    // A second scan of a preloaded token reuses the answer and counts no request.
    expect(await market.getPairs("solana", mints[0])).toMatchObject({ status: "ok", requests: 0 });
    expect(bulkRequests()).toHaveLength(3);
  });

  it("asks once for a token requested twice in a window, and gives a pair to both tokens it trades", async () => {
    const [a, b, none] = tokens("pairs", 3);
    dex.setPairs(a, [{ pairAddress: fixtureAddress("a-b"), baseToken: { address: a } }]);
    dex.setPairs(b, []);
    const market = createCoalescingMarket(client(), BATCH_WINDOW);
    const [ra1, ra2, rb, rn] = await Promise.all([a, a, b, none].map((t) => market.getPairs("solana", t)));
    expect(bulkRequests()).toEqual([`GET /tokens/v1/solana/${a},${b},${none}`]);
    expect(ra1.pairs).toEqual(ra2.pairs);
    expect(ra1.status).toBe("ok");
    // The pair's quote token is wrapped SOL in the stand-in; b has no pair of its own.
    expect(rb).toMatchObject({ status: "unknown", reason: "DexScreener lists no pairs for this token", pairs: [] });
    expect(rn.status).toBe("unknown");
  });

  it("a 429 makes each token unknown (never a failure), and Retry-After is honoured: no request until it has passed", async () => {
    const mints = tokens("limited", 40);
    dex.setFault(mints[35], "429");
    dex.setRetryAfter("2");
    try {
      const market = createCoalescingMarket(client(), BATCH_WINDOW);
      const first = await Promise.all(mints.map((m) => market.getPairs("solana", m)));
      // Two requests (30 + 10); the one with the faulty token is refused as a whole.
      expect(bulkRequests()).toHaveLength(2);
      const limited = first.filter((r) => /HTTP 429/.test(r.reason));
      expect(limited).toHaveLength(10);
      for (const r of limited) expect(r).toMatchObject({ status: "unknown", pairs: [] });
      dex.setFault(mints[35], null);
      const again = await market.getPairs("solana", mints[0]);
      expect(again).toMatchObject({ status: "unknown", requests: 0 });
      expect(again.reason).toMatch(/asked to retry after 2 s/);
      expect(bulkRequests()).toHaveLength(2);
    } finally {
      dex.setFault(mints[35], null);
      dex.setRetryAfter("1");
    }
  });

  it("the client-side limit refuses requests over the documented rate without calling DexScreener", async () => {
    const market = createCoalescingMarket(client(2), { quietMs: 0, maxMs: 0 });
    const [t1, t2, t3] = tokens("rate", 3);
    await market.getPairs("solana", t1);
    await market.getPairs("solana", t2);
    const third = await market.getPairs("solana", t3);
    expect(bulkRequests()).toHaveLength(2);
    expect(third).toMatchObject({ status: "unknown", requests: 0 });
    expect(third.reason).toMatch(/limit of 2 requests a minute/);
  });

  it("caches pair lists in the store: a second window for the same tokens makes no request; unknown answers are not cached", async () => {
    const store = new MemoryStore();
    const [listed, unlisted] = tokens("cached", 2);
    dex.setPairs(listed, [
      { pairAddress: fixtureAddress("cached-pair"), baseToken: { address: listed }, liquidityUsd: 4242 },
    ]);
    const market = createCoalescingMarket(client(), { ...BATCH_WINDOW, cache: { store, ttlSeconds: 30 } });
    await Promise.all([listed, unlisted].map((t) => market.getPairs("solana", t)));
    // The write-back does not hold up the answer; give it a turn.
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.getCache(pairCacheKey("solana", listed))).toContain("4242");
    expect(await store.getCache(pairCacheKey("solana", unlisted))).toBeNull();
    dex.requests.length = 0;
    const [hit, miss] = await Promise.all(
      [listed, unlisted].map((t) =>
        createCoalescingMarket(client(), { ...BATCH_WINDOW, cache: { store, ttlSeconds: 30 } }).getPairs("solana", t),
      ),
    );
    expect(hit).toMatchObject({ status: "ok", requests: 0 });
    expect(hit.pairs[0].liquidityUsd).toBe(4242);
    expect(bulkRequests()).toEqual([`GET /tokens/v1/solana/${unlisted}`]);
    expect(miss.status).toBe("unknown");
  });

  it("prefetch (the watchlist cron's claimed batch) fills the pair cache in bulk; the scans that follow make no request", async () => {
    const store = new MemoryStore();
    const mints = tokens("prefetch", 40);
    mints.forEach((m, i) =>
      dex.setPairs(m, [
        { pairAddress: fixtureAddress(`prefetch-pair:${i}`), baseToken: { address: m }, liquidityUsd: 7000 + i },
      ]),
    );
    const market = createCoalescingMarket(client(), { quietMs: 5, maxMs: 20, cache: { store, ttlSeconds: 30 } });
    await market.prefetch(mints);
    expect(bulkRequests()).toHaveLength(2);
    // The cron scans with a concurrency of 4: windows of a few tokens each, all from the cache.
    for (let i = 0; i < mints.length; i += 4) {
      const rs = await Promise.all(mints.slice(i, i + 4).map((m) => market.getPairs("solana", m)));
      rs.forEach((r, j) =>
        expect(r).toMatchObject({ status: "ok", requests: 0, pairs: [{ liquidityUsd: 7000 + i + j }] }),
      );
    }
    expect(bulkRequests()).toHaveLength(2);
    // Without a cache, prefetch does nothing (nowhere to keep the answers).
    await createCoalescingMarket(client(), { quietMs: 5, maxMs: 20 }).prefetch(mints);
    expect(bulkRequests()).toHaveLength(2);
  });

  it("never leaves a scan waiting: a source that misbehaves gives unknown", async () => {
    const broken = {
      name: "broken",
      maxTokensPerRequest: 30,
      getPairsMany: async () => null as unknown as Map<string, never>,
    };
    const r = await createCoalescingMarket(broken, BATCH_WINDOW).getPairs("solana", tokens("broken-source", 1)[0]);
    expect(r).toMatchObject({ status: "unknown", pairs: [] });
    expect(r.reason).toMatch(/market data failed/);
  });

  it("a failing cache is a miss, not a market-data failure", async () => {
    const [t] = tokens("broken-cache", 1);
    dex.setPairs(t, [{ pairAddress: fixtureAddress("broken-cache-pair"), baseToken: { address: t } }]);
    const broken = {
      getCacheMany: () => Promise.reject(new Error("store down")),
      setCacheMany: () => Promise.reject(new Error("store down")),
    };
    const r = await createCoalescingMarket(client(), {
      ...BATCH_WINDOW,
      cache: { store: broken, ttlSeconds: 30 },
    }).getPairs("solana", t);
    expect(r.status).toBe("ok");
    expect(bulkRequests()).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP dates, and falls back when absent or unreadable", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter(undefined, now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(parseRetryAfter("soon", now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(parseRetryAfter("999999", now)).toBe(5 * 60_000);
  });
});
