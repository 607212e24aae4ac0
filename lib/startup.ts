import { randomBytes } from "node:crypto";
import { generateApiKey } from "@/lib/auth/api-keys";
import { hashPassword } from "@/lib/auth/password";
import { applySeed, type SeedFile } from "@/lib/auth/seed";
import { probeJsonRpc } from "@/lib/chains/jsonrpc";
import { type CronJob, createScheduler } from "@/lib/cron/scheduler";
import { installPeerAddressHook } from "@/lib/net/client-ip";
import { getRuntime, type Runtime } from "@/lib/runtime";
import { announceWebhookConfig } from "@/lib/webhooks/config";
import vercel from "@/vercel.json";

/**
 * Runs once per server process (instrumentation.ts). Bootstraps the runtime (configuration
 * check, seed file) so problems show at start; a broken configuration is fatal in production, an
 * unreachable store is not (provisioning is retried by later requests). Then: the demo logins
 * (DEMO_ACCOUNT), one reachability check of the Solana RPC (a warning, never fatal), and, off
 * Vercel, the in-process scheduler for the crons declared in vercel.json.
 */
export async function startServer() {
  // Before anything else: per-client limits need the socket peer (lib/net/client-ip.ts).
  await installPeerAddressHook();
  inferAuthOrigin();
  let runtime: Runtime;
  try {
    runtime = await getRuntime();
  } catch (err) {
    process.stderr.write(`FATAL: ${(err as Error).message}\n`);
    if (process.env.NODE_ENV === "production") process.exit(1);
    return;
  }
  announceWebhookConfig(runtime);
  if (runtime.config.demoAccount)
    await createDemoLogins(runtime).catch((err) =>
      runtime.log.warn("demo logins not created", { error: (err as Error).message }),
    );
  void checkRpcReachable(runtime);
  if (runtime.config.schedulerEnabled) {
    const log = runtime.log;
    createScheduler({
      crons: vercel.crons,
      jobs: lazyCronJobs(runtime),
      onRun: (path, result) => log.info("cron run", { path, result: result as Record<string, unknown> }),
      onError: (path, err) => log.warn("cron run failed", { path, error: (err as Error)?.message ?? String(err) }),
    });
    log.info("in-process scheduler started", { jobs: vercel.crons.map((c) => `${c.path} ${c.schedule}`) });
  }
}

/**
 * The cron jobs, loaded when the first one runs (the scheduler's first tick, 15 s after start), not at start: they
 * reach the scan engine, the chain readers and the webhook worker, which the first request of a route that does not
 * use them (the status route, the key console) should not have to load.
 */
function lazyCronJobs(runtime: Runtime): CronJob[] {
  let jobs: Promise<CronJob[]> | null = null;
  const load = () => (jobs ??= import("@/lib/cron/jobs").then((m) => m.cronJobs(runtime)));
  return vercel.crons.map(({ path }) => ({
    path,
    run: async () => {
      const job = (await load()).find((j) => j.path === path);
      if (!job) throw new Error(`no job registered for cron path ${path}`);
      return job.run();
    },
  }));
}

export const DEMO_LOGINS = [
  { id: "acct_demo_free", email: "demo-free@example.com", tier: "free" },
  { id: "acct_demo_pro", email: "demo-pro@example.com", tier: "pro" },
  { id: "acct_demo", email: "demo-enterprise@example.com", tier: "enterprise" },
] as const;

/**
 * Demo Free, Pro and Enterprise logins for a local server, through the SEED_FILE path (verified
 * accounts; `emailVerified` is honoured once sign-ups need verification). Each start draws new
 * random passwords and a new Enterprise key and prints them once, in clear: they are the
 * developer's own local demo credentials. On a store that already holds the accounts (a shared
 * Redis), their passwords are reset to the printed ones.
 */
export async function createDemoLogins(runtime: Runtime): Promise<void> {
  const passwords = DEMO_LOGINS.map(() => randomBytes(12).toString("base64url"));
  const key = generateApiKey();
  const seed: SeedFile = {
    accounts: DEMO_LOGINS.map((d, i) => ({
      id: d.id,
      email: d.email,
      password: passwords[i],
      tier: d.tier,
      emailVerified: true,
      apiKeys: d.tier === "enterprise" ? [{ key, name: "Demo key" }] : [],
    })),
  };
  const { accounts } = await applySeed(runtime.store, seed);
  if (accounts < DEMO_LOGINS.length) {
    for (const [i, d] of DEMO_LOGINS.entries())
      await runtime.store.updateAccount(d.id, { passwordHash: await hashPassword(passwords[i]) });
  }
  const port = runtime.config.port;
  const rows = DEMO_LOGINS.map((d, i) => `    ${d.tier.padEnd(11)} ${d.email.padEnd(28)} ${passwords[i]}`).join("\n");
  process.stdout.write(
    `\n  Demo logins (this process only, embedded store; sign in at http://localhost:${port}/signin):\n\n${rows}\n\n` +
      `  Demo Enterprise API key (this process only, embedded store):\n\n    ${key}\n\n` +
      `  curl -s localhost:${port}/api/v1/scan/sandbox -H 'Authorization: Bearer ${key}' -d '{}'\n\n`,
  );
}

/** One getHealth call to the configured Solana RPC at start: a single warning when it cannot be reached. */
export async function checkRpcReachable(runtime: Runtime): Promise<boolean> {
  const probe = await probeJsonRpc(runtime.config.solanaRpcUrl, "getHealth", {
    timeoutMs: Math.min(5_000, runtime.config.rpcTimeoutMs),
  });
  if (probe.ok) return true;
  runtime.log.warn("Solana RPC check at start failed: live scans will fail until it answers", {
    upstream: "solana-rpc",
    failure: probe.failure,
    setting: "SOLANA_RPC_URL",
  });
  return false;
}

/**
 * Development without NEXTAUTH_URL (the documented `npm run dev`): next-auth may take the origin
 * from the request's Host (AUTH_TRUST_HOST), so sign-in neither warns nor needs configuring.
 * Production keeps next-auth's own rule (NEXTAUTH_URL, or the platform's VERCEL host).
 */
export function inferAuthOrigin(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.NEXTAUTH_URL && !env.AUTH_TRUST_HOST && env.NODE_ENV !== "production") env.AUTH_TRUST_HOST = "1";
}
