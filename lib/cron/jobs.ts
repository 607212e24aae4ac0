import type { CronJob } from "@/lib/cron/scheduler";
import type { Runtime } from "@/lib/runtime";
import { prefetchMarketData, scanLive } from "@/lib/scan/scan-service";
import { runUptimeProbe } from "@/lib/status/uptime";
import { runWatchlist } from "@/lib/watchlist/watchlist-cron";
import { emitEvent } from "@/lib/webhooks/emit";
import { deliverDue } from "@/lib/webhooks/worker";

/**
 * The cron jobs, by the path Vercel Cron calls. The routes under app/api/cron and the
 * in-process scheduler run these same functions. Budgets stay under Vercel's function limit.
 */
export const CRON_BUDGET_MS = 50_000;

export function runWatchlistJob(runtime: Runtime) {
  return runWatchlist(runtime, {
    scan: (input) => scanLive(input, { config: runtime.config, store: runtime.store }),
    prefetch: (tokens) => prefetchMarketData({ config: runtime.config, store: runtime.store }, tokens),
    emit: (event) => emitEvent(runtime, event),
    budgetMs: CRON_BUDGET_MS,
  });
}

export function cronJobs(runtime: Runtime): CronJob[] {
  return [
    { path: "/api/cron/webhooks", run: () => deliverDue(runtime, { budgetMs: CRON_BUDGET_MS }) },
    { path: "/api/cron/watchlist", run: () => runWatchlistJob(runtime) },
    { path: "/api/cron/uptime", run: () => runUptimeProbe(runtime) },
  ];
}
