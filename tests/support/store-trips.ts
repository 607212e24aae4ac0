/**
 * Store round trips and latency per request kind, measured from outside against a running
 * server (`next start`). With an Upstash REST bridge in front of a real Redis, every store
 * round trip is one HTTP request to the bridge, so its request log counts them exactly; the
 * embedded store has no round trips to count (latency only).
 *
 * Kinds: sandbox scan, live scan answered from the scan cache (hit), live scan of a token never
 * scanned (miss), GET /api/v1/usage. Requests are sequential (one at a time), so each round trip
 * in the log belongs to the request being measured. Writes done after the response (`after()`)
 * are counted too: the log is read until `settleMs` pass without a new round trip; `beforeResponse` counts the round
 * trips that arrived at the bridge before the answer did (the ones the client waits for).
 */
import type { UpstashBridge } from "./upstash-bridge";

export const REQUEST_KINDS = ["sandbox", "liveCacheHit", "liveCacheMiss", "usage"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Store round trips per request on Redis before the hot-path work (issue 17 item 1), measured
 * 2026-11-23: sandbox = HGETALL key, HGETALL account, EVALSHA rate limit; a cache hit adds GET
 * cache + EVAL quota; a cache miss adds SET cache, then HGETALL + SMEMBERS (webhook lookup)
 * after the answer; usage ended with one MGET of the counters.
 */
export const STORE_ROUND_TRIPS_BEFORE_HOT_PATH: Record<RequestKind, number> = {
  sandbox: 3,
  liveCacheHit: 5,
  liveCacheMiss: 8,
  usage: 3,
};

/**
 * Today's store round trips per request on Redis, all of them (writes after the answer
 * included), asserted exactly by tests/integration/store-round-trips.test.ts and reported by
 * `npm run bench`. Every kind starts with ONE EVALSHA (Store.admit: key, account, signing nonce,
 * rate limit, quota reservation and the route's reads); a cache miss adds the SET of the new cache
 * entry (its account has no webhook endpoints, counted in the same script, so no outbox lookup).
 * Once a minute per key per instance the last-used write (after the answer) adds one, and the first
 * request of a key on an instance adds one read of the key record (the key → account link): the
 * measurement's warm-up absorbs both. Issue 17's targets: <= 1 / 2 / 3 / 2.
 */
export const STORE_ROUND_TRIPS_TODAY: Record<RequestKind, number> = {
  sandbox: 1,
  liveCacheHit: 1,
  liveCacheMiss: 2,
  usage: 1,
};
export const STORE_ROUND_TRIP_TARGETS: Record<RequestKind, number> = {
  sandbox: 1,
  liveCacheHit: 2,
  liveCacheMiss: 3,
  usage: 2,
};

export interface KindFigures {
  /** Milliseconds per request, in order. */
  ms: number[];
  /** Store round trips per request (all, and those before the answer); empty without a bridge. */
  trips: number[];
  beforeResponse: number[];
  /** Commands per round trip, for the report (e.g. ["EVALSHA"], ["HGETALL","GET"]). */
  commands: string[][][];
  /**
   * Where a request with store trips before its answer spent its time (ms; with a bridge): until the first trip
   * reached the bridge (the server's work before it, the store client's encoding and the HTTP exchange), inside the
   * bridge (Redis and the injected delay), and from the last trip's answer until the client had the response.
   */
  phases: { toStore: number; inBridge: number; fromStore: number }[];
}

export interface MeasureOptions {
  baseUrl: string;
  apiKey: string;
  /** A live token to answer from the scan cache (scanned once first). */
  hitToken: string;
  /** Never-scanned live tokens: one per cache-miss sample. */
  missTokens: string[];
  samples: number;
  bridge?: UpstashBridge | null;
  /** Wait after each answer for writes done after the response (default 40 ms + the bridge delay). */
  settleMs?: number;
  /** Requests per kind before the measured ones (default 1; a cache miss always warms with one token). */
  warmup?: number;
  /** Only these kinds (default all); the others are absent from the result. */
  kinds?: readonly RequestKind[];
}

export async function measureRequestKinds(o: MeasureOptions): Promise<Record<RequestKind, KindFigures>> {
  const auth = { authorization: `Bearer ${o.apiKey}` };
  const json = { ...auth, "content-type": "application/json" };
  const scan = (mint: string) => ({
    method: "POST",
    path: "/api/v1/scan",
    headers: json,
    body: JSON.stringify({ tokenAddress: mint, chain: "solana" }),
  });
  const specs: Record<
    RequestKind,
    (i: number) => { method: string; path: string; headers: Record<string, string>; body?: string }
  > = {
    sandbox: () => ({ method: "POST", path: "/api/v1/scan/sandbox", headers: json, body: "{}" }),
    liveCacheHit: () => scan(o.hitToken),
    liveCacheMiss: (i) => scan(o.missTokens[i]),
    usage: () => ({ method: "GET", path: "/api/v1/usage", headers: auth }),
  };
  if (o.missTokens.length < o.samples + 1)
    throw new Error(`need ${o.samples + 1} never-scanned tokens, got ${o.missTokens.length}`);
  const send = async (s: ReturnType<(typeof specs)[RequestKind]>) => {
    const res = await fetch(o.baseUrl + s.path, { method: s.method, headers: s.headers, body: s.body });
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`${s.method} ${s.path}: expected 200, got ${res.status} ${text.slice(0, 300)}`);
  };
  const kinds = o.kinds ?? REQUEST_KINDS;
  // Warm-up: route chunks, the key's first use, the scan cache entry of the hit token, and the JIT.
  for (const k of kinds)
    for (let i = 0; i < (k === "liveCacheMiss" ? 1 : (o.warmup ?? 1)); i++) await send(specs[k](o.samples));
  const settleMs = o.settleMs ?? 40;
  // The warm-up's writes after the answer (the key's last-used time among them) may still be on their way on a loaded
  // machine: drain the log until a whole settle period passes without a new round trip.
  do {
    await new Promise((r) => setTimeout(r, settleMs));
  } while ((o.bridge?.takeLog().length ?? 0) > 0);

  const out = {} as Record<RequestKind, KindFigures>;
  for (const kind of kinds) {
    const f: KindFigures = { ms: [], trips: [], beforeResponse: [], commands: [], phases: [] };
    for (let i = 0; i < o.samples; i++) {
      const t0 = performance.now();
      await send(specs[kind](i));
      const t1 = performance.now();
      f.ms.push(t1 - t0);
      await new Promise((r) => setTimeout(r, settleMs));
      if (o.bridge) {
        // Writes after the answer may still be on their way on a loaded machine: read the log
        // until a whole settle period passes without a new round trip.
        const log = o.bridge.takeLog();
        for (let more = log; more.length > 0; ) {
          await new Promise((r) => setTimeout(r, settleMs));
          more = o.bridge.takeLog();
          log.push(...more);
        }
        f.trips.push(log.length);
        const before = log.filter((e) => e.receivedAt < t1);
        f.beforeResponse.push(before.length);
        f.commands.push(log.map((e) => e.commands));
        if (before.length)
          f.phases.push({
            toStore: before[0].receivedAt - t0,
            inBridge: before.reduce((s, e) => s + e.answeredAt - e.receivedAt, 0),
            fromStore: t1 - before[before.length - 1].answeredAt,
          });
      }
    }
    out[kind] = f;
  }
  return out;
}

/** Nearest-rank percentile of unsorted numbers. */
export function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
