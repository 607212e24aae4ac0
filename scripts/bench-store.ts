/**
 * The bench's store part: what one store round trip adds to a request on Redis, measured so that a reader can trust
 * the figure on a shared machine.
 *
 * Two `next start` servers on the same build, seed and RPC: one on the embedded store, one on a real redis-server
 * behind the Upstash REST bridge (tests/support/upstash-bridge.ts) delaying every answer by the injected store RTT.
 * Requests are sequential. The run is cut into slices; in each slice, kind by kind, a few pairs: one request to each
 * server back to back (which one goes first alternates pair by pair), then one PING for the store RTT. Per slice and
 * kind: (median Redis - median embedded) / median PING, in store RTTs. The
 * figure is the median over slices with its interquartile range: two servers measured seconds apart on this machine
 * meet different speeds (the other sessions' load moves by more than the store's cost within a minute); measured
 * side by side in every slice, they meet the same one.
 *
 * The unit: a PING through the bridge sent by the store's own transport (lib/store/upstash/requester.ts, the same
 * node:http client the server uses for its trips), so one "store RTT" is the injected delay plus one HTTP exchange as
 * our client makes it. A PING sent with the global fetch (undici; the unit until 2026-11-26) is reported beside it: it
 * cost 0.2-0.4 ms more per exchange here, so it made every trip look cheaper in RTTs.
 *
 * Breakdown per kind (ms, medians over slices): the Redis request split by the bridge's log into the time until its
 * store trip reached the bridge, the time in the bridge (Redis and the injected delay) and the time after the answer,
 * next to the embedded request; and what the store adds, split into the time in the bridge, one HTTP exchange of the
 * store client (the PING's time outside the bridge) and the rest (the server's own extra work and its wake-ups around
 * the trip). Store round trips per request are counted from the bridge's log (writes after the answer included).
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UpstashRequester } from "../lib/store/upstash/requester";
import { pct, REQUEST_KINDS, type RequestKind } from "../tests/support/store-trips";
import type { UpstashBridge } from "../tests/support/upstash-bridge";

export interface StoreOverheadOptions {
  embeddedUrl: string;
  redisUrl: string;
  bridge: UpstashBridge;
  apiKey: string;
  /** A live token to answer from the scan cache (scanned first on both servers). */
  hitToken: string;
  /** Never-scanned live tokens, one per cache-miss sample, per server (slices + 1 each). */
  missTokens: { embedded: string[]; redis: string[] };
  slices: number;
  /** Requests per kind and server in a slice (a cache miss takes one). */
  perSlice: number;
  /** Requests per kind and server before the first slice (JIT, the key's first use, route chunks). */
  warmup: number;
  /** Wait after each request (both servers) for writes after the answer to reach the bridge (default 40 ms). */
  settleMs?: number;
}

/** Per slice of one kind: medians (ms) of the two servers and of the store RTT, and the Redis requests' phases. */
export interface KindSlice {
  embeddedMs: number;
  redisMs: number;
  rttMs: number;
  addedRtt: number;
  toStore: number;
  inBridge: number;
  fromStore: number;
}

export interface KindOverhead {
  /**
   * Store round trips per request (median over samples: all, and those whose answer the response waited for). The
   * asserted counts are measured apart (tests/support/store-trips.ts): in a run longer than a minute, the key's
   * last-used write (once a minute, after the answer) lands in some sample.
   */
  trips: number;
  tripsBeforeAnswer: number;
  commands: string[][];
  /** What the store adds, in store RTTs: median over slices, with its interquartile range. */
  addedRtt: { median: number; q1: number; q3: number };
  /** Medians over slices, ms. */
  embeddedMs: number;
  redisMs: number;
  breakdownMs: { toStore: number; inBridge: number; fromStore: number };
  /** What the store adds (ms; median over slices of each slice's difference), split: in the bridge | one HTTP exchange of the store client | the server's rest. */
  addedMs: { total: number; inBridge: number; exchange: number; rest: number };
  slices: KindSlice[];
}

export interface StoreOverhead {
  rtt: {
    /** PING through the store's own transport: the unit. */
    storeClientMs: number;
    storeClientInBridgeMs: number;
    /** PING through the global fetch (the former unit), for comparison. */
    fetchMs: number;
  };
  slices: number;
  perSlice: number;
  kinds: Record<RequestKind, KindOverhead>;
}

/** The median (the mean of the two middle values of an even count: nearest rank would pick the lower one). */
function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureStoreOverhead(o: StoreOverheadOptions): Promise<StoreOverhead> {
  const settleMs = o.settleMs ?? 40;
  const auth = { authorization: `Bearer ${o.apiKey}` };
  const json = { ...auth, "content-type": "application/json" };
  const scan = (mint: string) => ({
    method: "POST",
    path: "/api/v1/scan",
    headers: json,
    body: JSON.stringify({ tokenAddress: mint, chain: "solana" }),
  });
  type Spec = { method: string; path: string; headers: Record<string, string>; body?: string };
  const spec = (kind: RequestKind, server: "embedded" | "redis", i: number): Spec => {
    if (kind === "sandbox") return { method: "POST", path: "/api/v1/scan/sandbox", headers: json, body: "{}" };
    if (kind === "liveCacheHit") return scan(o.hitToken);
    if (kind === "liveCacheMiss") return scan(o.missTokens[server][i]);
    return { method: "GET", path: "/api/v1/usage", headers: auth };
  };
  if (Math.min(o.missTokens.embedded.length, o.missTokens.redis.length) < o.slices + 1)
    throw new Error(`need ${o.slices + 1} never-scanned tokens per server`);
  const base = { embedded: o.embeddedUrl, redis: o.redisUrl };
  const send = async (server: "embedded" | "redis", s: Spec) => {
    const t0 = performance.now();
    const res = await fetch(base[server] + s.path, { method: s.method, headers: s.headers, body: s.body });
    const text = await res.text();
    const t1 = performance.now();
    if (res.status !== 200)
      throw new Error(`${server} ${s.method} ${s.path}: expected 200, got ${res.status} ${text.slice(0, 300)}`);
    return { t0, t1 };
  };
  /** The bridge's log until a whole settle period passes without a new round trip. */
  const settledLog = async () => {
    await sleep(settleMs);
    const log = o.bridge.takeLog();
    for (let more = log; more.length > 0; ) {
      await sleep(settleMs);
      more = o.bridge.takeLog();
      log.push(...more);
    }
    return log;
  };

  const requester = new UpstashRequester({ url: o.bridge.url, token: o.bridge.token, timeoutMs: 2000, retries: 0 });
  const pingStoreClient = async () => {
    o.bridge.takeLog();
    const t0 = performance.now();
    await requester.request({ body: ["PING"] });
    const ms = performance.now() - t0;
    const [e] = o.bridge.takeLog();
    return { ms, inBridge: e ? e.answeredAt - e.receivedAt : Number.NaN };
  };
  const pingFetch = async () => {
    const t0 = performance.now();
    const res = await fetch(o.bridge.url, {
      method: "POST",
      headers: { authorization: `Bearer ${o.bridge.token}`, "content-type": "application/json" },
      body: JSON.stringify(["PING"]),
    });
    await res.text();
    o.bridge.takeLog();
    return performance.now() - t0;
  };

  // Warm-up, both servers alike (the hit token gets its cache entry on each).
  for (const kind of REQUEST_KINDS)
    for (const server of ["embedded", "redis"] as const)
      for (let i = 0; i < (kind === "liveCacheMiss" ? 1 : o.warmup); i++)
        await send(server, spec(kind, server, o.slices));
  for (let i = 0; i < 20; i++) {
    await pingStoreClient();
    await pingFetch();
  }
  await settledLog();

  const perKind = Object.fromEntries(REQUEST_KINDS.map((k) => [k, [] as KindSlice[]])) as Record<
    RequestKind,
    KindSlice[]
  >;
  const counts = Object.fromEntries(
    REQUEST_KINDS.map((k) => [k, { trips: [] as number[], before: [] as number[], commands: [] as string[][][] }]),
  ) as Record<RequestKind, { trips: number[]; before: number[]; commands: string[][][] }>;
  const rttAll: { ms: number; inBridge: number }[] = [];
  const fetchAll: number[] = [];
  for (let s = 0; s < o.slices; s++) {
    for (const kind of REQUEST_KINDS) {
      const n = kind === "liveCacheMiss" ? 1 : o.perSlice;
      const ms = { embedded: [] as number[], redis: [] as number[] };
      const phases: { toStore: number; inBridge: number; fromStore: number }[] = [];
      const rtts: { ms: number; inBridge: number }[] = [];
      // Pairs: one request to each server back to back, which one first alternating, then one PING (the unit).
      for (let i = 0; i < n; i++) {
        const order = (s + i) % 2 === 0 ? (["embedded", "redis"] as const) : (["redis", "embedded"] as const);
        for (const server of order) {
          const { t0, t1 } = await send(server, spec(kind, server, s));
          ms[server].push(t1 - t0);
          const log = await settledLog();
          if (server !== "redis") continue;
          // Trips whose answer the response waited for (a write after the answer can reach the bridge before the
          // client has read the response, never be answered before it).
          const before = log.filter((e) => e.answeredAt < t1);
          counts[kind].trips.push(log.length);
          counts[kind].before.push(before.length);
          counts[kind].commands.push(log.map((e) => e.commands));
          if (before.length)
            phases.push({
              toStore: before[0].receivedAt - t0,
              inBridge: before.reduce((sum, e) => sum + e.answeredAt - e.receivedAt, 0),
              fromStore: t1 - before[before.length - 1].answeredAt,
            });
        }
        rtts.push(await pingStoreClient());
        fetchAll.push(await pingFetch());
      }
      rttAll.push(...rtts);
      const rttMs = median(rtts.map((r) => r.ms));
      const embeddedMs = median(ms.embedded);
      const redisMs = median(ms.redis);
      perKind[kind].push({
        embeddedMs,
        redisMs,
        rttMs,
        addedRtt: (redisMs - embeddedMs) / rttMs,
        toStore: median(phases.map((p) => p.toStore)),
        inBridge: median(phases.map((p) => p.inBridge)),
        fromStore: median(phases.map((p) => p.fromStore)),
      });
    }
  }

  const rttMs = median(rttAll.map((r) => r.ms));
  const rttInBridge = median(rttAll.map((r) => r.inBridge));
  const kinds = Object.fromEntries(
    REQUEST_KINDS.map((kind) => {
      const sl = perKind[kind];
      const of = (f: (x: KindSlice) => number) => median(sl.map(f));
      const added = sl.map((x) => x.addedRtt);
      const embeddedMs = of((x) => x.embeddedMs);
      const redisMs = of((x) => x.redisMs);
      const inBridge = of((x) => x.inBridge);
      const c = counts[kind];
      const before = median(c.before);
      // The median over slices of each slice's difference (like the figure in RTTs), not a difference of medians.
      const total = of((x) => x.redisMs - x.embeddedMs);
      // One HTTP exchange of the store client per trip before the answer (the PING's time outside the bridge).
      const exchange = before * (rttMs - rttInBridge);
      const k: KindOverhead = {
        trips: median(c.trips),
        tripsBeforeAnswer: before,
        commands: c.commands[0] ?? [],
        addedRtt: { median: median(added), q1: pct(added, 25), q3: pct(added, 75) },
        embeddedMs,
        redisMs,
        breakdownMs: { toStore: of((x) => x.toStore), inBridge, fromStore: of((x) => x.fromStore) },
        addedMs: { total, inBridge, exchange, rest: total - inBridge - exchange },
        slices: sl,
      };
      return [kind, k];
    }),
  ) as Record<RequestKind, KindOverhead>;
  return {
    rtt: { storeClientMs: rttMs, storeClientInBridgeMs: rttInBridge, fetchMs: median(fetchAll) },
    slices: o.slices,
    perSlice: o.perSlice,
    kinds,
  };
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** One line per kind, for the bench's log and the standalone run. */
export function describeStoreOverhead(m: StoreOverhead): string[] {
  return [
    `store RTT p50 ${r2(m.rtt.storeClientMs)} ms through the store's transport (${r2(m.rtt.storeClientInBridgeMs)} ms in the bridge); ${r2(m.rtt.fetchMs)} ms through fetch`,
    ...REQUEST_KINDS.map((k) => {
      const f = m.kinds[k];
      const a = f.addedMs;
      const b = f.breakdownMs;
      return `${k}: ${f.trips} trip(s) (${f.tripsBeforeAnswer} before the answer); adds ${r2(f.addedRtt.median)} RTT [IQR ${r2(f.addedRtt.q1)}–${r2(f.addedRtt.q3)}] = ${r2(a.total)} ms (bridge ${r2(a.inBridge)} | exchange ${r2(a.exchange)} | rest ${r2(a.rest)}); Redis ${r2(f.redisMs)} ms (${r2(b.toStore)} | ${r2(b.inBridge)} | ${r2(b.fromStore)}) vs embedded ${r2(f.embeddedMs)} ms`;
    }),
  ];
}

interface TracedRequest {
  method: string;
  url: string;
  arrive: number;
  hash?: number;
  head?: number;
  finish: number;
  trips: { create: number; socket?: number; written?: number; headers?: number; end?: number }[];
}

/**
 * Where a request's time goes inside each server (./bench-store-trace.cjs marks): per server and request kind, medians
 * (ms) of: arrival → the API key's hash (Next and the wrapper before authentication), hash → the response's head
 * (admission, handler, answer: where the store trip sits), head → end; and on Redis the trip's parts: hash → HTTP
 * request created (the store client: admission spec, JSON, the library), created → socket (the agent; the request is
 * written right after), socket → write completed (as Node reports it, ticks later), → answer's headers (with the
 * previous step, the exchange: both legs and the bridge), headers → end, end → head (the answer's decoding, the
 * handler and the response, after the trip).
 */
export function describeTrace(dir: string, last: number): string[] {
  const lines: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl"))) {
    const rows = readFileSync(join(dir, file), "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as TracedRequest);
    const groups = new Map<string, TracedRequest[]>();
    for (const r of rows) {
      if (!r.url.startsWith("/api/v1/")) continue;
      // Grouped by the outgoing HTTP requests answered before the response (store trips and, for a scan that is not
      // in the cache, RPC requests; the first request of a key also reads its record): a cache miss is its own group.
      const answered = r.trips.filter((t) => t.end !== undefined && r.head !== undefined && t.end <= r.head).length;
      const k = `${r.method} ${r.url.split("?")[0]} [${answered} outgoing]`;
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    // Only on Redis does the usage route make an outgoing request (its store trip).
    const onRedis = rows.some((r) => r.trips.length > 0 && r.url.startsWith("/api/v1/usage"));
    lines.push(`${onRedis ? "Redis" : "embedded"} server (pid ${file.replace(".jsonl", "")}), last ${last} per kind:`);
    for (const [k, all] of groups) {
      const rs = all.slice(-last);
      const m = (f: (r: TracedRequest) => number | undefined) => {
        const xs = rs.map(f).filter((x): x is number => x !== undefined && Number.isFinite(x));
        return xs.length ? r2(pct(xs, 50)).toFixed(2) : "-";
      };
      const trip = (r: TracedRequest) =>
        r.trips.find((t) => t.end !== undefined && r.head !== undefined && t.end <= r.head);
      const t = (f: (x: NonNullable<ReturnType<typeof trip>>, r: TracedRequest) => number | undefined) =>
        m((r) => {
          const x = trip(r);
          return x ? f(x, r) : undefined;
        });
      lines.push(
        `  ${k}: total ${m((r) => r.finish - r.arrive)} = to hash ${m((r) => (r.hash ?? NaN) - r.arrive)} + hash→head ${m((r) => (r.head ?? NaN) - (r.hash ?? NaN))} + head→end ${m((r) => r.finish - (r.head ?? NaN))}` +
          (onRedis
            ? ` | trip: hash→created ${t((x, r) => x.create - (r.hash ?? NaN))}, →socket ${t((x) => (x.socket ?? NaN) - x.create)}, →written ${t((x) => (x.written ?? NaN) - (x.socket ?? NaN))}, →answer ${t((x) => (x.headers ?? NaN) - (x.written ?? NaN))}, →end ${t((x) => (x.end ?? NaN) - (x.headers ?? NaN))}, end→head ${t((x, r) => (r.head ?? NaN) - (x.end ?? NaN))}`
            : ""),
      );
    }
  }
  return lines;
}

/**
 * Standalone: `npx tsx --tsconfig tsconfig.json scripts/bench-store.ts [--slices n] [--per-slice n] [--warmup n]
 * [--store-rtt-ms n] [--rounds n] [--trace]` on the existing build (run `npx next build` first): starts the RPC
 * stand-in, Redis, the bridge and the two servers, and prints each round's figures; with `--trace`, both servers run
 * with ./bench-store-trace.cjs preloaded and where the time goes inside them is printed at the end.
 */
async function standalone() {
  const argv = process.argv.slice(2);
  const opt = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const slices = opt("--slices", 10);
  const rounds = opt("--rounds", 1);
  const { distinctCleanTokens, startRestartableRpc } = await import("../tests/reliability/support/rpc");
  const { startPidNextServer } = await import("../tests/reliability/support/server");
  const { startRedisServer } = await import("../tests/support/redis-server");
  const { writeSeedFile } = await import("../tests/support/seed");
  const { buildAllFixtures } = await import("../tests/support/solana-fixtures");
  const { startUpstashBridge } = await import("../tests/support/upstash-bridge");
  const named = Object.values(await buildAllFixtures());
  const hit = named.find((f) => f.name === "clean");
  if (!hit) throw new Error("no clean fixture");
  const miss = {
    embedded: await distinctCleanTokens((slices + 1) * rounds, "store-emb"),
    redis: await distinctCleanTokens((slices + 1) * rounds, "store-redis"),
  };
  const rpc = await startRestartableRpc([...named, ...miss.embedded, ...miss.redis]);
  const seed = writeSeedFile();
  const redis = await startRedisServer();
  const bridge = await startUpstashBridge({ redisUrl: redis.url, token: "bench-bridge-token" });
  const env: Record<string, string> = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    MARKET_DATA: "off",
    SCAN_CACHE_TTL_SECONDS: "30",
    LOG_LEVEL: "warn",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000000",
    ENTERPRISE_DAILY_QUOTA: "1000000000",
  };
  const traceDir = argv.includes("--trace") ? mkdtempSync(join(tmpdir(), "bench-store-trace-")) : null;
  if (traceDir) {
    process.env.NEXT_NODE_ARGS = `${process.env.NEXT_NODE_ARGS ?? ""} -r ${join(__dirname, "bench-store-trace.cjs")}`;
    Object.assign(env, { BENCH_STORE_TRACE: traceDir });
  }
  const [embedded, onRedis] = await Promise.all([
    startPidNextServer(env),
    startPidNextServer({ ...env, UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token }),
  ]);
  try {
    bridge.setResponseDelay(opt("--store-rtt-ms", 2));
    for (let r = 0; r < rounds; r++) {
      const slice = (xs: { mint: string }[]) => xs.slice(r * (slices + 1), (r + 1) * (slices + 1)).map((t) => t.mint);
      const m = await measureStoreOverhead({
        embeddedUrl: embedded.url,
        redisUrl: onRedis.url,
        bridge,
        apiKey: seed.keys.enterprise,
        hitToken: hit.mint,
        missTokens: { embedded: slice(miss.embedded), redis: slice(miss.redis) },
        slices,
        perSlice: opt("--per-slice", 5),
        warmup: r === 0 ? opt("--warmup", 100) : 10,
      });
      const load = (await import("node:os")).loadavg()[0].toFixed(1);
      process.stdout.write(`round ${r + 1} (load average ${load})\n${describeStoreOverhead(m).join("\n")}\n`);
    }
    if (traceDir) process.stdout.write(`${describeTrace(traceDir, slices * opt("--per-slice", 5)).join("\n")}\n`);
  } finally {
    await Promise.all([embedded.stop(), onRedis.stop()]);
    await bridge.close();
    await redis.stop();
    await rpc.close();
  }
}

if (/bench-store\.ts$/.test(process.argv[1] ?? "")) {
  standalone().then(
    () => process.exit(0),
    (err) => {
      process.stderr.write(`${(err as Error)?.stack ?? err}\n`);
      process.exit(2);
    },
  );
}
