import type { FullScanResponse } from "@/lib/api/schemas";
import { ENGINE_VERSION } from "@/lib/engine";
import type { ScanInput } from "@/lib/engine/types";
import type { Runtime } from "@/lib/runtime";
import { scanLive } from "@/lib/scan/scan-service";
import { deepFreeze, LruMap } from "@/lib/util/lru-map";

/**
 * Short-lived cache of live scan results per (chain, token, engine version), in the store so all
 * instances share it, plus per-instance coalescing: concurrent identical scans share one
 * in-flight analysis. Scans with caller-supplied figures bypass it (their result depends on them).
 * A hit is marked `cache: {hit: true, ageMs}` and keeps the original scan id and scannedAt.
 * Hits still consume quota (metering happens before the scan). SCAN_CACHE_TTL_SECONDS=0 disables it.
 */
const inFlight = new Map<string, Promise<FullScanResponse>>();

/**
 * Hot tokens are hit many times per second: keep the parsed form of the last cached text per key
 * (deep-frozen, shared) and parse again only when the stored text changed.
 */
const parsed = new LruMap<string, { raw: string; full: FullScanResponse }>(256);
function parseCached(key: string, raw: string): FullScanResponse {
  const memo = parsed.get(key);
  if (memo && memo.raw === raw) return memo.full;
  const full = deepFreeze(JSON.parse(raw) as FullScanResponse);
  parsed.set(key, { raw, full });
  return full;
}

export function scanCacheTtlSeconds(env: Record<string, string | undefined> = process.env): number {
  const v = Number(env.SCAN_CACHE_TTL_SECONDS);
  return Number.isInteger(v) && v >= 0 ? v : 30;
}

export async function scanLiveCached(runtime: Runtime, input: ScanInput): Promise<FullScanResponse> {
  const ttl = scanCacheTtlSeconds();
  if (ttl === 0 || input.liquidityUsd !== undefined || input.topHolderPct !== undefined) return scanLive(input, { config: runtime.config });
  const key = `scan:${ENGINE_VERSION}:${input.chain}:${input.tokenAddress}:live`;

  const cached = await runtime.store.getCache(key);
  if (cached) {
    const full = parseCached(key, cached);
    const ageMs = Math.max(0, runtime.now().getTime() - Date.parse(full.scannedAt));
    return { ...full, cache: { hit: true, ageMs } };
  }
  const running = inFlight.get(key);
  if (running) {
    const full = await running;
    return { ...full, cache: { hit: true, ageMs: Math.max(0, runtime.now().getTime() - Date.parse(full.scannedAt)) } };
  }
  const p = scanLive(input, { config: runtime.config }).then(async (full) => {
    await runtime.store.setCache(key, JSON.stringify(full), ttl).catch((err) => runtime.log.warn("scan cache write failed", { error: (err as Error).message }));
    return full;
  });
  inFlight.set(key, p);
  try {
    return await p;
  } finally {
    inFlight.delete(key);
  }
}
