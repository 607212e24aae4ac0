import { getRuntime } from "@/lib/runtime";

/**
 * Bootstraps the runtime at process start (configuration check, seed file, demo key print) so
 * problems show at start, not at the first request. A broken configuration is fatal in
 * production. An unreachable store is not: provisioning is retried by later requests.
 */
export async function startServer() {
  try {
    await getRuntime();
  } catch (err) {
    process.stderr.write(`FATAL: ${(err as Error).message}\n`);
    if (process.env.NODE_ENV === "production") process.exit(1);
  }
}
