import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FullScanResponseSchema, PlatformScanResponseSchema } from "@/lib/api/schemas";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";

/** The scan cache: per-account results with a short TTL, coalesced concurrent scans, quota still counted. */
let rpc: LocalRpc;
let server: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  seed = writeSeedFile([{ id: "acct_cachequota", tier: "free" }]);
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    SCAN_CACHE_TTL_SECONDS: "2",
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
});

const scan = (tokenAddress: string, extra: Record<string, unknown> = {}, key = seed.keys.enterprise) =>
  fetch(server.url + "/api/v1/scan", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ tokenAddress, ...extra }),
  });

describe("scan cache", () => {
  it("serves a repeat scan from the cache, marked, with the original scan id and no RPC reads", async () => {
    rpc.resetStats();
    const first = FullScanResponseSchema.strict().parse(await (await scan(fx.clean.mint)).json());
    expect(first.cache).toEqual({ hit: false, ageMs: 0 });
    expect(rpc.stats().httpRequests).toBe(2);
    const second = FullScanResponseSchema.strict().parse(await (await scan(fx.clean.mint)).json());
    expect(second.cache.hit).toBe(true);
    expect(second.cache.ageMs).toBeGreaterThanOrEqual(0);
    expect(second.scanId).toBe(first.scanId);
    expect(rpc.stats().httpRequests).toBe(2);
    const platform = PlatformScanResponseSchema.strict().parse(
      await (await scan(fx.clean.mint, { responseMode: "platform" })).json(),
    );
    expect(platform.cache_hit).toBe(true);
  });

  it("expires after the TTL", async () => {
    await scan(fx["freeze-authority"].mint);
    await new Promise((r) => setTimeout(r, 2200));
    rpc.resetStats();
    const again = await (await scan(fx["freeze-authority"].mint)).json();
    expect(again.cache.hit).toBe(false);
    expect(rpc.stats().httpRequests).toBe(2);
  });

  it("coalesces concurrent identical scans into one analysis", async () => {
    rpc.resetStats();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => scan(fx["whale-80"].mint).then((r) => r.json())),
    );
    expect(new Set(results.map((r) => r.scanId)).size).toBe(1);
    expect(results.filter((r) => !r.cache.hit)).toHaveLength(1);
    expect(rpc.stats().httpRequests).toBe(2);
  });

  it("bypasses the cache when the caller supplies figures", async () => {
    await scan(fx["mint-authority"].mint);
    rpc.resetStats();
    const r = await (await scan(fx["mint-authority"].mint, { liquidityUsd: 5000 })).json();
    expect(r.cache.hit).toBe(false);
    expect(r.liquidity).toEqual({ usd: 5000, source: "caller" });
    expect(rpc.stats().httpRequests).toBe(2);
  });

  it("is private to the account: another account's scan is never a hit and reveals nothing of the first", async () => {
    const token = fx["transfer-fee-90"].mint;
    rpc.resetStats();
    const mine = FullScanResponseSchema.strict().parse(await (await scan(token)).json());
    expect(mine.cache.hit).toBe(false);
    const theirs = FullScanResponseSchema.strict().parse(await (await scan(token, {}, seed.keys.pro)).json());
    // A fresh analysis of its own: own scan id and time, no cache age, its own RPC reads.
    expect(theirs.cache).toEqual({ hit: false, ageMs: 0 });
    expect(theirs.scanId).not.toBe(mine.scanId);
    expect(rpc.stats().httpRequests).toBe(4);
    // Each account still hits its own entry.
    const again = FullScanResponseSchema.strict().parse(await (await scan(token, {}, seed.keys.pro)).json());
    expect(again).toMatchObject({ scanId: theirs.scanId, scannedAt: theirs.scannedAt, cache: { hit: true } });
    expect(rpc.stats().httpRequests).toBe(4);
  });

  it("still consumes quota on cache hits", async () => {
    const key = seed.byId.acct_cachequota;
    for (let i = 0; i < 10; i++) expect((await scan(fx.clean.mint, {}, key)).status).toBe(200);
    expect((await scan(fx.clean.mint, {}, key)).status).toBe(429);
  });
});
