/**
 * Store round trips per request kind on the embedded store: the real route handlers run in this
 * process on the real runtime (MemoryStore, seed file, a local JSON-RPC for live scans), and every
 * call of the store port (repositories included) is counted. One port call is what becomes one
 * round trip on Redis (tests/integration/store-round-trips.test.ts counts those at the bridge);
 * both must show the same hot path.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "@/lib/runtime";
import type { Store } from "@/lib/store/types";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { writeSeedFile } from "../../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../../support/solana-fixtures";
import {
  REQUEST_KINDS,
  type RequestKind,
  STORE_ROUND_TRIP_TARGETS,
  STORE_ROUND_TRIPS_TODAY,
} from "../../support/store-trips";

type RouteHandler = (req: Request) => Promise<Response>;
let rpc: LocalRpc;
let tokens: Fixture[];
let seed: ReturnType<typeof writeSeedFile>;
let runtime: Runtime;
let routes: { scan: RouteHandler; sandbox: RouteHandler; usage: RouteHandler };
const calls: string[] = [];

/** Wraps every method of the store and its repositories so each call is logged by name. */
function countCalls(store: Store) {
  const wrap = (target: object, prefix: string) => {
    let proto = Object.getPrototypeOf(target);
    const names = new Set<string>();
    while (proto && proto !== Object.prototype) {
      for (const n of Object.getOwnPropertyNames(proto))
        if (n !== "constructor" && typeof (target as Record<string, unknown>)[n] === "function") names.add(n);
      proto = Object.getPrototypeOf(proto);
    }
    for (const n of names) {
      const original = (target as Record<string, (...a: unknown[]) => unknown>)[n].bind(target);
      // Private synchronous helpers are called by the public operations; count only the port's
      // (async) operations, which are what a networked adapter turns into round trips.
      (target as Record<string, unknown>)[n] = (...args: unknown[]) => {
        const r = original(...args);
        if (r instanceof Promise) calls.push(prefix + n);
        return r;
      };
    }
  };
  wrap(store, "");
  wrap(store.webhooks, "webhooks.");
  wrap(store.watchlist, "watchlist.");
  wrap(store.probes, "probes.");
}

beforeAll(async () => {
  tokens = [];
  for (let i = 0; i < 6; i++) tokens.push(await buildFixture({ ...FIXTURE_SPECS.clean, name: `hot-path-memory-${i}` }));
  rpc = await startLocalRpc({ fixtures: tokens });
  seed = writeSeedFile();
  Object.assign(process.env, {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    SCAN_CACHE_TTL_SECONDS: "30",
    SELL_SIMULATION: "off",
    MARKET_DATA: "off",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    DEMO_ACCOUNT: "0",
    LOG_LEVEL: "silent",
  });
  delete process.env.UPSTASH_REDIS_REST_URL;
  delete process.env.KV_REST_API_URL;
  const { getRuntime } = await import("@/lib/runtime");
  runtime = await getRuntime();
  expect(runtime.store.kind).toBe("memory");
  countCalls(runtime.store);
  routes = {
    scan: (await import("@/app/api/v1/scan/route")).POST as RouteHandler,
    sandbox: (await import("@/app/api/v1/scan/sandbox/route")).POST as RouteHandler,
    usage: (await import("@/app/api/v1/usage/route")).GET as RouteHandler,
  };
}, 60_000);
afterAll(async () => {
  await rpc?.close();
});

const post = (path: string, body: unknown, key: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function send(kind: RequestKind, i: number, key = seed.keys.enterprise): Promise<Response> {
  switch (kind) {
    case "sandbox":
      return routes.sandbox(post("/api/v1/scan/sandbox", {}, key));
    case "liveCacheHit":
      return routes.scan(post("/api/v1/scan", { tokenAddress: tokens[0].mint }, key));
    case "liveCacheMiss":
      return routes.scan(post("/api/v1/scan", { tokenAddress: tokens[1 + i].mint }, key));
    case "usage":
      return routes.usage(
        new Request("http://localhost/api/v1/usage", { headers: { authorization: `Bearer ${key}` } }),
      );
  }
}

/** Port calls of one request, writes after the answer included (they run in the background here). */
async function measure(kind: RequestKind, i: number) {
  calls.length = 0;
  const res = await send(kind, i);
  expect(res.status, `${kind}: ${await res.clone().text()}`).toBe(200);
  await new Promise((r) => setTimeout(r, 30));
  return [...calls];
}

describe("store port calls per request kind on the embedded store", () => {
  it("warm-up: the first request of a key reads its record once (the key → account link), then the hot path", async () => {
    const first = await measure("usage", 0);
    expect(first).toEqual(["findApiKeyByHash", "admit", "updateApiKey"]);
  });

  const counted = {} as Record<RequestKind, string[][]>;
  for (const kind of REQUEST_KINDS) {
    it(`${kind}: the hot path's port calls, the same on every request, within issue 17's target`, async () => {
      if (kind === "liveCacheHit") expect((await send(kind, 0)).status).toBe(200); // fills the entry
      counted[kind] = [];
      for (let i = 0; i < 3; i++) counted[kind].push(await measure(kind, i));
      const expected = kind === "liveCacheMiss" ? ["admit", "setCache"] : ["admit"];
      for (const c of counted[kind]) expect(c).toEqual(expected);
      expect(counted[kind][0].length).toBe(STORE_ROUND_TRIPS_TODAY[kind]);
      expect(counted[kind][0].length).toBeLessThanOrEqual(STORE_ROUND_TRIP_TARGETS[kind]);
    });
  }

  it("answers are unchanged: a hit is a hit, usage counts the scans, the rate and quota headers are sent", async () => {
    const hit = await send("liveCacheHit", 0);
    expect((await hit.json()).cache.hit).toBe(true);
    expect(hit.headers.get("ratelimit-policy")).toBe("100000;w=86400");
    const sandbox = await send("sandbox", 0);
    expect(sandbox.headers.get("ratelimit-policy")).toBe("1000;w=1");
    const usage = await (await send("usage", 0)).json();
    // 1 fill + 3 hits + 3 misses + 1 hit just now.
    expect(usage.used).toBe(8);
    expect(usage.history).toHaveLength(30);
  });

  it("an invalid scan body is refused with 400 and not billed (the unit reserved up front is given back)", async () => {
    const before = (await (await send("usage", 0)).json()).used;
    calls.length = 0;
    const bad = await routes.scan(post("/api/v1/scan", { tokenAddress: "not-a-mint!" }, seed.keys.enterprise));
    expect(bad.status).toBe(400);
    expect(calls).toEqual(["admit", "consumeQuota"]);
    expect((await (await send("usage", 0)).json()).used).toBe(before);
  });
});
