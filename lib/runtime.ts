import { resolveSigningSalt } from "@/lib/auth/request-signing";
import { applySeed, loadSeedFile, type SeedFile } from "@/lib/auth/seed";
import { sessionSecret } from "@/lib/auth/session-secret";
import { type ServerConfig, serverConfig } from "@/lib/config";
import { createLogger, type Logger } from "@/lib/observability/logger";
import { createStoreFrom } from "@/lib/store/create-store";
import type { Store } from "@/lib/store/types";

/**
 * The process-wide runtime: configuration, store and logger, created once. Kept on globalThis
 * because Next may load this module in more than one bundle (instrumentation and routes).
 *
 * Two stages: building the runtime (configuration, secrets, seed file parsing) fails hard on a
 * broken configuration; provisioning (writing the seed and the demo account into the store)
 * needs the store, so when the store is down it is retried on later calls instead, and the
 * server recovers without a restart.
 */
export interface Runtime {
  config: ServerConfig;
  store: Store;
  log: Logger;
  /** Salt for request signing (API_SIGNING_SALT; the documented dev salt outside production). */
  signingSalt: string;
  now: () => Date;
}

const SLOT = Symbol.for("token-risk-api.runtime");
interface Slot {
  built: Promise<{ runtime: Runtime; seed: SeedFile | null }>;
  provisioned: boolean;
  provisioning: Promise<void> | null;
  /** Set once built and provisioned: read synchronously on every request (readyRuntime). */
  ready: Runtime | null;
}
const g = globalThis as unknown as Record<symbol, Slot | undefined>;

export async function getRuntime(): Promise<Runtime> {
  let slot = g[SLOT];
  if (!slot) {
    const fresh: Slot = { built: build(), provisioned: false, provisioning: null, ready: null };
    fresh.built.catch(() => {
      if (g[SLOT] === fresh) g[SLOT] = undefined;
    });
    g[SLOT] = slot = fresh;
  }
  const { runtime, seed } = await slot.built;
  if (!slot.provisioned) {
    const s = slot;
    s.provisioning ??= provision(runtime, seed)
      .then(() => {
        s.provisioned = true;
        s.ready = runtime;
      })
      .catch((err) => runtime.log.warn("provisioning deferred: store unavailable", { error: (err as Error).message }))
      .finally(() => {
        s.provisioning = null;
      });
    await s.provisioning;
  }
  return runtime;
}

/** The runtime when it is built and provisioned, else null (then await getRuntime()). */
export function readyRuntime(): Runtime | null {
  return g[SLOT]?.ready ?? null;
}

async function build(): Promise<{ runtime: Runtime; seed: SeedFile | null }> {
  const config = serverConfig();
  const log = createLogger(config.logLevel);
  // Both throw in production when unset: the server must not start half-configured.
  const signingSalt = resolveSigningSalt({
    API_SIGNING_SALT: config.apiSigningSalt,
    NODE_ENV: config.production ? "production" : undefined,
  });
  sessionSecret();
  if (!config.apiSigningSalt)
    log.warn("API_SIGNING_SALT is unset: using the public development salt (never in production)");
  const seed = config.seedFile ? await loadSeedFile(config.seedFile) : null;
  const store: Store = createStoreFrom(config.store);
  return { runtime: { config, store, log, signingSalt, now: () => new Date() }, seed };
}

async function provision({ store, log, config }: Runtime, seed: SeedFile | null) {
  if (seed) {
    const seeded = await applySeed(store, seed);
    log.info("seed file applied", { file: config.seedFile, ...seeded });
  }
  // Demo logins (DEMO_ACCOUNT) are created and printed by lib/startup.ts, once per server process.
}
