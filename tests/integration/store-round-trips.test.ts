/**
 * Store round trips per request kind on the deployed shape: `next start` on the production
 * Upstash REST client, a real Redis behind the project's bridge with a 2 ms answer delay. The
 * bridge's request log counts every round trip (writes after the response included).
 *
 * The counts are asserted exactly (STORE_ROUND_TRIPS_TODAY) and against issue 17's targets
 * (sandbox <= 1, cache hit <= 2, cache miss <= 3, usage <= 2): every kind is one EVALSHA (the hot
 * path, Store.admit), a cache miss adds the SET of its cache entry. The embedded store's port calls
 * per kind are counted in-process by tests/unit/api/hot-path-memory.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../support/solana-fixtures";
import {
  type KindFigures,
  measureRequestKinds,
  REQUEST_KINDS,
  type RequestKind,
  STORE_ROUND_TRIP_TARGETS,
  STORE_ROUND_TRIPS_BEFORE_HOT_PATH,
  STORE_ROUND_TRIPS_TODAY,
} from "../support/store-trips";

const TOKEN = "store-round-trips-token";
const SAMPLES = 4;
const rb = useRedisBridge(TOKEN);
let rpc: LocalRpc;
let server: NextServer;
let tokens: Fixture[];
let seed: ReturnType<typeof writeSeedFile>;
let figures: Record<RequestKind, KindFigures>;

beforeAll(async () => {
  tokens = [];
  for (let i = 0; i < SAMPLES + 2; i++)
    tokens.push(await buildFixture({ ...FIXTURE_SPECS.clean, name: `store-trips-${i}` }));
  rpc = await startLocalRpc({ fixtures: tokens });
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    SCAN_CACHE_TTL_SECONDS: "30",
    SELL_SIMULATION: "off",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
  });
  rb.bridge.setResponseDelay(2);
  figures = await measureRequestKinds({
    baseUrl: server.url,
    apiKey: seed.keys.enterprise,
    hitToken: tokens[0].mint,
    missTokens: tokens.slice(1).map((t) => t.mint),
    samples: SAMPLES,
    bridge: rb.bridge,
    settleMs: 60,
  });
  process.stdout.write(
    `[store-round-trips] ${REQUEST_KINDS.map((k) => `${k}: ${figures[k].trips.join("/")} (before response ${figures[k].beforeResponse.join("/")}) ${JSON.stringify(figures[k].commands[0])}`).join("\n[store-round-trips] ")}\n`,
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
});

describe("store round trips per request kind on Redis (Upstash REST), counted by the bridge", () => {
  for (const kind of REQUEST_KINDS) {
    it(`${kind}: today's count exactly, the same on every request, within issue 17's target`, () => {
      const f = figures[kind];
      expect(f.trips).toHaveLength(SAMPLES);
      // Deterministic: every sample makes the same number of round trips.
      expect(new Set(f.trips).size).toBe(1);
      expect(f.trips[0], JSON.stringify(f.commands)).toBe(STORE_ROUND_TRIPS_TODAY[kind]);
      expect(f.trips[0]).toBeLessThanOrEqual(STORE_ROUND_TRIP_TARGETS[kind]);
      expect(f.trips[0]).toBeLessThan(STORE_ROUND_TRIPS_BEFORE_HOT_PATH[kind]);
      // The first round trip is the hot path: key, account, rate limit, quota and reads in one script.
      for (const c of f.commands) expect(c[0]).toEqual(["EVALSHA"]);
      if (kind === "liveCacheMiss") for (const c of f.commands) expect(c[1]).toEqual(["SET"]);
    });
  }
});
