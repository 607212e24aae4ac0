import { ENGINE_VERSION } from "@/lib/engine";
import type { Runtime } from "@/lib/runtime";
import {
  CACHE_MISS,
  type ChainScanInput as ScanInput,
  type ServedScan,
  type StoredScan,
  scanLive,
  serveFresh,
  serveStored,
  toStoredScan,
} from "@/lib/scan/scan-service";
import { deepFreeze, LruMap } from "@/lib/util/lru-map";

/**
 * Short-lived cache of live scan results per (account, chain, token, engine version), in the store
 * so all instances share it, plus per-instance coalescing: concurrent identical scans by one account
 * share one in-flight analysis. Scans with caller-supplied figures bypass it (their result depends
 * on them). A hit is marked `cache: {hit: true, ageMs}` and keeps the original scan id and scannedAt.
 * The cache is private to the account (docs/billing.md): a hit, its scanId, scannedAt, age and even
 * its speed only ever reflect the caller's own earlier scan, so no account can learn that another
 * one scanned a token.
 * Hits still consume quota (metering happens before the scan). SCAN_CACHE_TTL_SECONDS=0 disables it
 * (read once with the configuration).
 *
 * The store holds the payload's JSON without its `cache` field; a hit appends that field to the
 * entry's UTF-8 bytes (encoded once per entry) instead of parsing and serialising 17 kB again.
 */
const inFlight = new Map<string, Promise<StoredScan>>();

/**
 * Hot tokens are hit many times per second: keep the parsed form of the last cached text per key
 * (deep-frozen, shared) and parse again only when the stored text changed.
 */
const parsed = new LruMap<string, { stored: StoredScan; scannedAtMs: number }>(256);
function parseCached(key: string, raw: string) {
  const memo = parsed.get(key);
  if (memo && memo.stored.json === raw) return memo;
  const payload = deepFreeze(JSON.parse(raw) as StoredScan["payload"]);
  const entry = { stored: { payload, json: raw }, scannedAtMs: Date.parse(payload.scannedAt) };
  parsed.set(key, entry);
  return entry;
}

/**
 * `v3`: per account (v2 entries, shared by all accounts, are never read). Entries hold the payload
 * without `cache`. Chain and address are canonical (EVM: checksummed), so every spelling of a token shares one entry.
 */
export const scanCacheKey = (accountId: string, input: ScanInput) =>
  `scan:v3:${ENGINE_VERSION}:${accountId}:${input.chain}:${input.tokenAddress}:live`;

const cacheApplies = (runtime: Runtime, input: ScanInput) =>
  runtime.config.scanCacheTtlSeconds > 0 && input.liquidityUsd === undefined && input.topHolderPct === undefined;

/**
 * The cache key the scan route's hot path reads (in the same store operation as the API key,
 * rate limit and quota: lib/api/authenticate.ts), or null when the cache does not apply.
 */
export function scanCacheKeyFor(runtime: Runtime, accountId: string, input: ScanInput): string | null {
  return cacheApplies(runtime, input) ? scanCacheKey(accountId, input) : null;
}

/** A cache read started early (see prefetchScanCache), or already done (the hot path). */
export type ScanCachePrefetch = Promise<string | null>;

/**
 * Starts reading the cache entry now, so that the read overlaps other store work (the scan route
 * starts it before consuming quota): with a networked store a hit then costs one round trip less.
 * Null when the cache does not apply. A failed read is reported where the prefetch is awaited.
 */
export function prefetchScanCache(runtime: Runtime, accountId: string, input: ScanInput): ScanCachePrefetch | null {
  if (!cacheApplies(runtime, input)) return null;
  const read = runtime.store.getCache(scanCacheKey(accountId, input));
  read.catch(() => {}); // not unhandled if the request fails before awaiting it (e.g. quota exceeded)
  return read;
}

export async function scanLiveCached(
  runtime: Runtime,
  accountId: string,
  input: ScanInput,
  prefetched?: ScanCachePrefetch | null,
): Promise<ServedScan> {
  if (!cacheApplies(runtime, input)) return serveFresh(await scanLive(input, { config: runtime.config }));
  const ttl = runtime.config.scanCacheTtlSeconds;
  const key = scanCacheKey(accountId, input);
  const hit = (stored: StoredScan, scannedAtMs: number) =>
    serveStored(stored, { hit: true, ageMs: Math.max(0, runtime.now().getTime() - scannedAtMs) });

  const cached = await (prefetched ?? runtime.store.getCache(key));
  if (cached) {
    const { stored, scannedAtMs } = parseCached(key, cached);
    return hit(stored, scannedAtMs);
  }
  const running = inFlight.get(key);
  if (running) {
    const stored = await running;
    return hit(stored, Date.parse(stored.payload.scannedAt));
  }
  const p = scanLive(input, { config: runtime.config }).then(async (full) => {
    const stored = toStoredScan(full);
    await runtime.store
      .setCache(key, stored.json, ttl)
      .catch((err) => runtime.log.warn("scan cache write failed", { error: (err as Error).message }));
    return stored;
  });
  inFlight.set(key, p);
  try {
    return serveStored(await p, CACHE_MISS);
  } finally {
    inFlight.delete(key);
  }
}

/**
 * The account's cached scan of a token, labelled as a hit, without scanning or metering anything
 * (the token report page's GET view); null when there is none or the cache does not apply.
 */
export async function cachedScanOf(
  runtime: Runtime,
  accountId: string,
  input: ScanInput,
): Promise<ServedScan["full"] | null> {
  const key = scanCacheKeyFor(runtime, accountId, input);
  const raw = key ? await runtime.store.getCache(key) : null;
  if (!key || !raw) return null;
  const { stored, scannedAtMs } = parseCached(key, raw);
  return serveStored(stored, { hit: true, ageMs: Math.max(0, runtime.now().getTime() - scannedAtMs) }).full;
}
