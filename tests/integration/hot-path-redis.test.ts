/**
 * The API hot path (issue 17 item 1) on the deployed shape: two `next start` instances share one
 * real Redis behind the Upstash REST bridge. Each instance caches an API key's (immutable)
 * key → account link, but the key's revocation is read inside the one hot-path script, so a key
 * revoked through one instance is refused on the very next request on the other, on every route
 * kind. The per-second limit (now a window inside the script) is shared by the instances and
 * answers 429 with its headers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../support/solana-fixtures";

const TOKEN = "hot-path-bridge-token";
const rb = useRedisBridge(TOKEN);
let rpc: LocalRpc;
let a: NextServer;
let b: NextServer;
let token: Fixture;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  token = await buildFixture({ ...FIXTURE_SPECS.clean, name: "hot-path-redis" });
  rpc = await startLocalRpc({ fixtures: [token] });
  seed = writeSeedFile([{ id: "acct_rl", tier: "free" }]);
  const env = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "1500",
    SCAN_CACHE_TTL_SECONDS: "30",
    SELL_SIMULATION: "off",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_FREE_PER_SEC: "3",
  };
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await rpc?.close();
});

const call = (server: NextServer, key: string, kind: "sandbox" | "scan" | "usage") =>
  kind === "usage"
    ? fetch(server.url + "/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })
    : fetch(server.url + (kind === "sandbox" ? "/api/v1/scan/sandbox" : "/api/v1/scan"), {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(kind === "sandbox" ? {} : { tokenAddress: token.mint }),
      });

describe("hot path on two instances sharing Redis", () => {
  it("a key revoked on one instance is refused on the next request on the other, for every request kind", async () => {
    const onA = new HttpClient(a.url);
    expect(await onA.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const created = await (
      await onA.fetch("/api/keys", { method: "POST", json: { name: "hot path" }, headers: { origin: a.url } })
    ).json();
    // B learns the key (its key → account link is now cached) and answers from the hot path:
    // a cache miss, then a hit, the sandbox and usage.
    const first = await call(b, created.key, "scan");
    expect(first.status).toBe(200);
    expect((await first.json()).cache.hit).toBe(false);
    const hit = await call(b, created.key, "scan");
    expect((await hit.json()).cache.hit).toBe(true);
    expect((await call(b, created.key, "sandbox")).status).toBe(200);
    expect((await call(b, created.key, "usage")).status).toBe(200);
    rb.bridge.takeLog();
    // One more hit on B: a single store round trip, so the link really is cached on B.
    expect((await call(b, created.key, "scan")).status).toBe(200);
    expect(rb.bridge.takeLog().map((e) => e.commands)).toEqual([["EVALSHA"]]);

    expect((await onA.fetch(`/api/keys/${created.id}`, { method: "DELETE", headers: { origin: a.url } })).status).toBe(
      200,
    );
    for (const kind of ["scan", "sandbox", "usage"] as const) {
      const res = await call(b, created.key, kind);
      expect(res.status, kind).toBe(401);
      expect((await envelope(res)).reason).toBe("UNAUTHORIZED");
    }
    // The refused requests were not billed: the account's usage (read through its session) did not move.
    const usage = await (await onA.fetch("/api/v1/usage", { headers: { origin: a.url } })).json();
    expect(usage.used).toBe(3); // the three scans before the revocation
  });

  it("the per-second limit is shared by the instances: 3 of 8 concurrent requests pass, the rest get 429 with headers", async () => {
    const key = seed.byId.acct_rl;
    // Warm both instances (route code loaded, key link cached), then let the window empty.
    expect((await call(a, key, "usage")).status).toBe(200);
    expect((await call(b, key, "usage")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 ? a : b, key, "sandbox")));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const res of results) {
      expect(res.headers.get("ratelimit-limit")).toBe("3");
      expect(res.headers.get("ratelimit-policy")).toBe("3;w=1");
      if (res.status === 429) {
        expect((await envelope(res)).reason).toBe("RATE_LIMITED");
        expect(res.headers.get("ratelimit-remaining")).toBe("0");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
    }
    // The window slides: after a second, requests pass again.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(b, key, "sandbox")).status).toBe(200);
  });
});
