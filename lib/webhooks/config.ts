import { loadConfig, type ServerConfig } from "@/lib/config";
import type { WebhookConfig } from "@/lib/settings/webhooks";

/**
 * The webhook settings in use. They are read and validated at start with the rest of the
 * configuration (lib/config.ts, `config.webhooks`); the declarations and defaults live in
 * ./settings.ts (documented in docs/webhooks.md).
 */
export {
  DEFAULT_RETRY_SCHEDULE_MS,
  loopbackAllowed,
  parseRetrySchedule,
  type WebhookConfig,
} from "@/lib/settings/webhooks";

type Warn = (msg: string, fields?: Record<string, unknown>) => void;

/** The webhook settings an environment gives (validated like at start; throws on an invalid one). */
export function loadWebhookConfig(env: Record<string, string | undefined>): WebhookConfig {
  return loadConfig(env).webhooks;
}

const SLOT = Symbol.for("token-risk-api.webhook-config");
const g = globalThis as unknown as Record<symbol, WebhookConfig | undefined>;

/** The webhook settings of the runtime's configuration (lib/config.ts), or the tests' replacement. */
export function webhookConfig(runtime: { config: ServerConfig }): WebhookConfig {
  return g[SLOT] ?? runtime.config.webhooks;
}

/** Tests: replace (or with null, reset) the process-wide webhook configuration. */
export function setWebhookConfigForTests(c: WebhookConfig | null): void {
  g[SLOT] = c ?? undefined;
}

/** For lib/startup.ts: the loopback switch is announced loudly once, at server start. */
export function announceWebhookConfig(runtime: {
  config: ServerConfig;
  log: { warn: Warn; error: Warn };
}): WebhookConfig {
  const c = webhookConfig(runtime);
  const { warn, error } = runtime.log;
  if (c.allowLoopback) {
    warn(
      "!!! WEBHOOK_ALLOW_LOOPBACK=1: webhook targets on 127.0.0.1/[::1]/localhost (also plain http) are ALLOWED. DEV/TEST ONLY: never set this in production !!!",
    );
  } else if (c.loopbackRequested) {
    error("WEBHOOK_ALLOW_LOOPBACK=1 is IGNORED because VERCEL_ENV=production: loopback webhook targets stay refused.");
  }
  return c;
}

/** Logged on every registration or delivery that relies on the loopback switch. */
export function warnLoopbackUse(log: { warn: Warn }, what: string, url: string) {
  log.warn(`!!! WEBHOOK_ALLOW_LOOPBACK in use: ${what} to a loopback target (dev/test only) !!!`, { url });
}

/** Whether a URL only passes thanks to the loopback switch. */
export function isLoopbackTarget(url: string): boolean {
  try {
    const h = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
    return h === "127.0.0.1" || h === "::1" || h === "localhost";
  } catch {
    return false;
  }
}
