import vercel from "@/vercel.json";
import { cronJobs } from "@/lib/cron/jobs";
import { createScheduler, schedulerEnabled } from "@/lib/cron/scheduler";
import { installPeerAddressHook } from "@/lib/net/client-ip";
import { getRuntime } from "@/lib/runtime";

/**
 * Runs once per server process (instrumentation.ts). Bootstraps the runtime (configuration
 * check, seed file, demo key print) so problems show at start; a broken configuration is fatal
 * in production, an unreachable store is not (provisioning is retried by later requests).
 * Off Vercel, starts the in-process scheduler for the crons declared in vercel.json.
 */
export async function startServer() {
  // Before anything else: per-client limits need the socket peer (lib/net/client-ip.ts).
  await installPeerAddressHook();
  let runtime;
  try {
    runtime = await getRuntime();
  } catch (err) {
    process.stderr.write(`FATAL: ${(err as Error).message}\n`);
    if (process.env.NODE_ENV === "production") process.exit(1);
    return;
  }
  if (schedulerEnabled()) {
    const log = runtime.log;
    createScheduler({
      crons: vercel.crons,
      jobs: cronJobs(runtime),
      onRun: (path, result) => log.info("cron run", { path, result: result as Record<string, unknown> }),
      onError: (path, err) => log.warn("cron run failed", { path, error: (err as Error)?.message ?? String(err) }),
    });
    log.info("in-process scheduler started", { jobs: vercel.crons.map((c) => `${c.path} ${c.schedule}`) });
  }
}
