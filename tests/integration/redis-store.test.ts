/**
 * Production store over HTTP: two `next start` processes share one real Redis (through the
 * Upstash REST bridge and the production @upstash/redis client). Quotas are exact across
 * instances, a revocation on one is seen by the other at once, and a Redis crash gives fast 503s
 * in the envelope (the public status reports it) with recovery after Redis returns, no restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { type RedisServerHandle, startRedisServer } from "../support/redis-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";

const TOKEN = "integration-bridge-token";
let redis: RedisServerHandle;
let bridge: UpstashBridge;
let rpc: LocalRpc;
let a: NextServer;
let b: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  redis = await startRedisServer({ persist: true });
  bridge = await startUpstashBridge({ redisUrl: redis.url, token: TOKEN });
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  seed = writeSeedFile([
    { id: "acct_q1", tier: "free" },
    { id: "acct_q2", tier: "free" },
  ]);
  const env = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "1500",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
  };
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await rpc?.close();
  await bridge?.close();
  await redis?.stop();
});

const scan = (server: NextServer, key: string) =>
  fetch(server.url + "/api/v1/scan", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ tokenAddress: fx.clean.mint, responseMode: "platform" }),
  });

describe("two instances, one Redis", () => {
  it("admit exactly 10 of 50 concurrent Free scans between them", async () => {
    const key = seed.byId.acct_q1;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => scan(i % 2 ? a : b, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    const usage = await (await fetch(b.url + "/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })).json();
    expect(usage.used).toBe(10);
  });

  it("refuse a batch of 5 on one instance when the other used 6, consuming nothing", async () => {
    const key = seed.byId.acct_q2;
    for (let i = 0; i < 6; i++) expect((await scan(a, key)).status).toBe(200);
    const res = await fetch(b.url + "/api/v1/scan/batch", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({
        chain: "solana",
        items: Array.from({ length: 5 }, () => ({ tokenAddress: fx.clean.mint, chain: "solana" })),
      }),
    });
    expect(res.status).toBe(429);
    const usage = await (await fetch(a.url + "/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })).json();
    expect(usage.used).toBe(6);
  });

  it("see a key created on one and revoked on the other at once", async () => {
    const onA = new HttpClient(a.url);
    expect(await onA.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const created = await (
      await onA.fetch("/api/keys", { method: "POST", json: { name: "shared" }, headers: { origin: a.url } })
    ).json();
    const sandboxOnB = () =>
      fetch(b.url + "/api/v1/scan/sandbox", { method: "POST", headers: { authorization: `Bearer ${created.key}` } });
    expect((await sandboxOnB()).status).toBe(200);
    expect((await onA.fetch(`/api/keys/${created.id}`, { method: "DELETE", headers: { origin: a.url } })).status).toBe(
      200,
    );
    expect((await sandboxOnB()).status).toBe(401);
  });
});

describe("scan cache on Redis", () => {
  let c: NextServer;
  beforeAll(async () => {
    c = await startNextServer({
      SEED_FILE: seed.path,
      SOLANA_RPC_URL: rpc.url,
      UPSTASH_REDIS_REST_URL: bridge.url,
      UPSTASH_REDIS_REST_TOKEN: TOKEN,
      STORE_TIMEOUT_MS: "1500",
      SCAN_CACHE_TTL_SECONDS: "30",
      RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    });
  });
  afterAll(async () => {
    bridge.setResponseDelay(0);
    await c?.stop();
  });

  it("a hit reads the cache in the same store round trip as the key, rate limit and quota: one, not five", async () => {
    const fullScan = () =>
      fetch(c.url + "/api/v1/scan", {
        method: "POST",
        headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
        body: JSON.stringify({ tokenAddress: fx.clean.mint }),
      });
    expect((await (await fullScan()).json()).cache.hit).toBe(false);
    await new Promise((r) => setTimeout(r, 100)); // the miss's writes after the answer
    // Every store answer now takes 100 ms, like a remote Upstash region.
    bridge.takeLog();
    bridge.setResponseDelay(100);
    const res = await fullScan();
    bridge.setResponseDelay(0);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.cache.hit).toBe(true);
    expect(res.headers.get("ratelimit-remaining")).not.toBeNull();
    const log = bridge.takeLog();
    expect(
      log.map((e) => e.commands),
      JSON.stringify(log),
    ).toEqual([["EVALSHA"]]);
    const usage = await (
      await fetch(c.url + "/api/v1/usage", { headers: { authorization: `Bearer ${seed.keys.enterprise}` } })
    ).json();
    expect(usage.used).toBe(2); // the hit still consumed quota
  });
});

describe("Redis down", () => {
  it("fails closed with 503 in the envelope, reports it publicly, and recovers without a restart", async () => {
    const key = seed.keys.pro;
    expect((await scan(a, key)).status).toBe(200);
    await redis.kill();
    try {
      for (const server of [a, b]) {
        const started = Date.now();
        const res = await scan(server, key);
        expect(res.status).toBe(503);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        const env = await envelope(res);
        expect(env.reason).toBe("UPSTREAM_UNAVAILABLE");
        expect(Date.now() - started).toBeLessThan(5000);
      }
      // The public status still answers and says the store is down (probes are cached ≤ 5 s).
      let storeState = "";
      for (let i = 0; i < 40 && storeState !== "down"; i++) {
        const st = await fetch(a.url + "/api/status/public");
        expect(st.status).toBe(200);
        storeState = (await st.json()).components.find((c: { name: string }) => c.name === "store").status;
        if (storeState !== "down") await new Promise((r) => setTimeout(r, 250));
      }
      expect(storeState).toBe("down");
    } finally {
      await redis.restart();
    }
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await scan(b, key)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
