import type { ChainName } from "@/lib/chains/supported";
import { isApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import type { ChainScanInput } from "@/lib/scan/scan-service";
import type { FullScan as FullScanResponse } from "@/lib/scan/types";
import {
  parseWatchKey,
  type WatchAttempt,
  type WatchEntry,
  type WatchResult,
  watchKey,
} from "@/lib/store/watchlist-repo";
import { mapBounded } from "@/lib/util/map-bounded";

/**
 * The watchlist cron: rescans due entries within a time budget with bounded concurrency and
 * emits `risk.changed` when the risk level or the score band (10-point bands: 0-9, 10-19, ...,
 * 90-100) changes. Entries are claimed with a lease, so overlapping runs and many instances
 * never scan one entry twice at once; what the budget does not reach stays due for next time.
 */
export interface RiskChangedData {
  tokenAddress: string;
  chain: ChainName;
  previous: { safetyScore: number; riskLevel: string; scannedAt: string };
  current: { safetyScore: number; riskLevel: string; scannedAt: string; scanId: string };
  changedFindings: { id: string; previous: string | null; current: string | null }[];
}

export interface WatchlistRunOptions {
  scan: (input: ChainScanInput) => Promise<FullScanResponse>;
  /** Fetches what the scans of a claimed batch share (market data in bulk) before they start. */
  prefetch?: (tokens: { chain: ChainName; tokenAddress: string }[]) => Promise<void>;
  emit: (event: { accountId: string; type: "risk.changed"; data: Record<string, unknown> }) => Promise<void>;
  budgetMs?: number;
  concurrency?: number;
  batchSize?: number;
  intervalMs?: number;
  retryMs?: number;
}

export interface WatchlistRunReport {
  claimed: number;
  scanned: number;
  changed: number;
  failed: number;
  budgetExhausted: boolean;
}

export const scoreBand = (score: number) => Math.min(9, Math.floor(score / 10));

export function toWatchResult(full: FullScanResponse): WatchResult {
  return {
    safetyScore: full.safetyScore,
    riskLevel: full.riskLevel,
    scannedAt: full.scannedAt,
    findings: Object.fromEntries(full.findings.map((f) => [f.id, f.status])),
  };
}

export function riskChange(previous: WatchResult, current: WatchResult): RiskChangedData["changedFindings"] | null {
  if (previous.riskLevel === current.riskLevel && scoreBand(previous.safetyScore) === scoreBand(current.safetyScore))
    return null;
  const ids = new Set([...Object.keys(previous.findings), ...Object.keys(current.findings)]);
  return [...ids]
    .filter((id) => previous.findings[id] !== current.findings[id])
    .sort()
    .map((id) => ({ id, previous: previous.findings[id] ?? null, current: current.findings[id] ?? null }));
}

/**
 * One rescan of one entry (the cron, or "scan now"): scans, emits `risk.changed` when the risk
 * moved, and saves the result with the attempt's outcome and the next run. A failure keeps the
 * last result and is recorded with its reason; transient (5xx) failures are retried sooner.
 */
export async function rescanEntry(
  runtime: Runtime,
  entry: WatchEntry,
  options: Pick<WatchlistRunOptions, "scan" | "emit"> & { intervalMs: number; retryMs: number },
): Promise<WatchAttempt & { changed: boolean }> {
  const { accountId, tokenAddress, chain } = entry;
  const key = watchKey(chain, tokenAddress);
  const now = () => runtime.now().getTime();
  const attempt = (outcome: "ok" | "failed", reason: string | null, next: number): WatchAttempt => ({
    at: new Date(now()).toISOString(),
    outcome,
    reason,
    nextRunAt: new Date(next).toISOString(),
  });
  let full: FullScanResponse;
  try {
    full = await options.scan({ chain, tokenAddress });
  } catch (err) {
    const transient = isApiError(err) && err.status >= 500;
    const next = now() + (transient ? options.retryMs : options.intervalMs);
    const reason = isApiError(err) ? err.message : "Internal error while scanning.";
    const a = attempt("failed", reason, next);
    runtime.log.warn("watchlist rescan failed", { accountId, tokenAddress, chain, error: reason });
    await runtime.store.watchlist.saveResult(accountId, key, null, null, next, a);
    return { ...a, changed: false };
  }
  const current = toWatchResult(full);
  const changed = entry.lastResult ? riskChange(entry.lastResult, current) : null;
  if (changed && entry.lastResult) {
    const data: RiskChangedData = {
      tokenAddress,
      chain,
      previous: {
        safetyScore: entry.lastResult.safetyScore,
        riskLevel: entry.lastResult.riskLevel,
        scannedAt: entry.lastResult.scannedAt,
      },
      current: {
        safetyScore: current.safetyScore,
        riskLevel: current.riskLevel,
        scannedAt: current.scannedAt,
        scanId: full.scanId,
      },
      changedFindings: changed,
    };
    // Emit before saving: if the emit fails, the entry keeps its old result and the change is seen again next run.
    await options.emit({ accountId, type: "risk.changed", data: data as unknown as Record<string, unknown> });
  }
  const next = now() + options.intervalMs;
  const a = attempt("ok", null, next);
  await runtime.store.watchlist.saveResult(accountId, key, current, changed ? current.scannedAt : null, next, a);
  return { ...a, changed: changed !== null };
}

/** The rescan interval (WATCHLIST_INTERVAL_MS, read in lib/config.ts). */
export const watchlistIntervalMs = (runtime: Runtime) => runtime.config.watchlistIntervalMs;

export async function runWatchlist(runtime: Runtime, options: WatchlistRunOptions): Promise<WatchlistRunReport> {
  const budgetMs = options.budgetMs ?? 50_000;
  const intervalMs = options.intervalMs ?? watchlistIntervalMs(runtime);
  const retryMs = options.retryMs ?? 5 * 60_000;
  const leaseMs = runtime.config.rpcTimeoutMs * 4 + 10_000;
  const started = Date.now();
  const report: WatchlistRunReport = { claimed: 0, scanned: 0, changed: 0, failed: 0, budgetExhausted: false };

  // Only entries due when the run started: an entry rescanned in this run is due again later and
  // must not be picked up by this same run, however short the interval.
  const horizon = runtime.now().getTime();
  while (Date.now() - started < budgetMs) {
    const claims = await runtime.store.watchlist.claimDue(horizon, options.batchSize ?? 25, leaseMs);
    if (claims.length === 0) return report;
    report.claimed += claims.length;
    await options.prefetch?.(claims.map((c) => parseWatchKey(c.tokenAddress)));
    await mapBounded(claims, options.concurrency ?? 4, async ({ accountId, tokenAddress }) => {
      // Claimed but not started before the budget ran out: the lease expires and it is due again.
      if (Date.now() - started >= budgetMs) return;
      const entry = await runtime.store.watchlist.get(accountId, tokenAddress);
      if (!entry) return;
      const outcome = await rescanEntry(runtime, entry, { ...options, intervalMs, retryMs });
      if (outcome.outcome === "failed") report.failed += 1;
      else {
        report.scanned += 1;
        if (outcome.changed) report.changed += 1;
      }
    });
  }
  report.budgetExhausted = true;
  return report;
}
