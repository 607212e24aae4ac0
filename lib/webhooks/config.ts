/**
 * Webhook settings, read from the environment (documented in docs/webhooks.md):
 *
 * | Variable                          | Default                                      | Meaning |
 * |-----------------------------------|----------------------------------------------|---------|
 * | WEBHOOK_ALLOW_LOOPBACK            | unset (off)                                  | DEV/TEST ONLY. `1` also admits http(s)://127.0.0.1, [::1] and localhost targets. Ignored (with an error log) when VERCEL_ENV=production. |
 * | WEBHOOK_RETRY_SCHEDULE_MS         | 5000,300000,1800000,7200000,18000000,36000000,36000000 | Delays before retries 1..n (ms), jittered ±10%. 7 retries = 8 attempts. |
 * | WEBHOOK_TIMEOUT_MS                | 15000                                        | One attempt's total budget (DNS, connect, TLS, response). 2xx within it = success. |
 * | WEBHOOK_DISABLE_AFTER_FAILURES    | 20                                           | Consecutive failed attempts (no success in between) that disable an endpoint ... |
 * | WEBHOOK_DISABLE_AFTER_MS          | 86400000 (24 h)                              | ... provided the failure streak has lasted at least this long. |
 * | WEBHOOK_MAX_ENDPOINTS             | 10                                           | Endpoints per account. |
 * | WEBHOOK_LEASE_MS                  | 60000                                        | How long a claimed delivery is reserved for one worker (must exceed WEBHOOK_TIMEOUT_MS). |
 * | WEBHOOK_MAX_RETRY_AFTER_MS        | 86400000 (24 h)                              | Upper bound for a receiver's Retry-After. |
 *
 * Why VERCEL_ENV and not NODE_ENV guards the loopback switch: the integration tests run the real
 * production build (`next start`, NODE_ENV=production) against a local HTTPS receiver, so NODE_ENV
 * cannot tell tests from production. VERCEL_ENV=production is only ever set on the real deployment.
 */
export interface WebhookConfig {
  allowLoopback: boolean;
  retryScheduleMs: number[];
  timeoutMs: number;
  disableAfterFailures: number;
  disableAfterMs: number;
  maxEndpoints: number;
  leaseMs: number;
  maxRetryAfterMs: number;
  /** Attempts kept in each endpoint's delivery log. */
  logSize: number;
  /** How long a final delivery record stays readable (resend), seconds. */
  retainSeconds: number;
  /** Jitter ratio applied to every retry delay (±). */
  jitter: number;
}

export const DEFAULT_RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

type Env = Record<string, string | undefined>;
type Warn = (msg: string, fields?: Record<string, unknown>) => void;

function int(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`Invalid configuration: ${name} must be an integer in ${min}..${max}`);
  return n;
}

export function parseRetrySchedule(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === "") return [...DEFAULT_RETRY_SCHEDULE_MS];
  const parts = raw.split(",").map((p) => p.trim());
  const out = parts.map(Number);
  if (!out.length || out.length > 20 || out.some((n) => !Number.isInteger(n) || n < 1 || n > 7 * 24 * 3600_000)) {
    throw new Error("Invalid configuration: WEBHOOK_RETRY_SCHEDULE_MS must be 1..20 comma-separated integers (ms, 1..604800000)");
  }
  return out;
}

/** True when WEBHOOK_ALLOW_LOOPBACK=1 may be honoured (never when VERCEL_ENV=production). */
export function loopbackAllowed(env: Env): boolean {
  return env.WEBHOOK_ALLOW_LOOPBACK === "1" && env.VERCEL_ENV !== "production";
}

export function loadWebhookConfig(env: Env = process.env): WebhookConfig {
  const timeoutMs = int(env, "WEBHOOK_TIMEOUT_MS", 15_000, 100, 120_000);
  return {
    allowLoopback: loopbackAllowed(env),
    retryScheduleMs: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE_MS),
    timeoutMs,
    disableAfterFailures: int(env, "WEBHOOK_DISABLE_AFTER_FAILURES", 20, 1, 10_000),
    disableAfterMs: int(env, "WEBHOOK_DISABLE_AFTER_MS", 86_400_000, 0),
    maxEndpoints: int(env, "WEBHOOK_MAX_ENDPOINTS", 10, 1, 1000),
    leaseMs: Math.max(int(env, "WEBHOOK_LEASE_MS", 60_000, 1000), timeoutMs + 5_000),
    maxRetryAfterMs: int(env, "WEBHOOK_MAX_RETRY_AFTER_MS", 86_400_000, 1000),
    logSize: 50,
    retainSeconds: 7 * 24 * 3600,
    jitter: 0.1,
  };
}

const SLOT = Symbol.for("token-risk-api.webhook-config");
const g = globalThis as unknown as Record<symbol, WebhookConfig | undefined>;

/**
 * The process-wide webhook configuration. The first call logs the loopback switch loudly (this
 * happens at the first webhook operation; `announceWebhookConfig` lets startup do it earlier).
 */
export function webhookConfig(log?: { warn: Warn; error: Warn }): WebhookConfig {
  let c = g[SLOT];
  if (!c) {
    c = g[SLOT] = loadWebhookConfig();
    announce(c, log);
  }
  return c;
}

/** Tests: replace (or with null, reset) the process-wide webhook configuration. */
export function setWebhookConfigForTests(c: WebhookConfig | null): void {
  g[SLOT] = c ?? undefined;
}

/** For lib/startup.ts: read and validate the webhook settings at process start, with the warnings. */
export function announceWebhookConfig(log?: { warn: Warn; error: Warn }): WebhookConfig {
  return webhookConfig(log);
}

function announce(c: WebhookConfig, log?: { warn: Warn; error: Warn }) {
  const warn: Warn = log?.warn ?? ((m, f) => process.stderr.write(`${JSON.stringify({ level: "warn", msg: m, ...f })}\n`));
  const error: Warn = log?.error ?? ((m, f) => process.stderr.write(`${JSON.stringify({ level: "error", msg: m, ...f })}\n`));
  if (c.allowLoopback) {
    warn("!!! WEBHOOK_ALLOW_LOOPBACK=1: webhook targets on 127.0.0.1/[::1]/localhost (also plain http) are ALLOWED. DEV/TEST ONLY: never set this in production !!!");
  } else if (process.env.WEBHOOK_ALLOW_LOOPBACK === "1") {
    error("WEBHOOK_ALLOW_LOOPBACK=1 is IGNORED because VERCEL_ENV=production: loopback webhook targets stay refused.");
  }
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

// Startup warning: this module is loaded at server start (the in-process scheduler imports the
// worker), so an enabled loopback switch is announced then, not only at the first delivery.
if (process.env.WEBHOOK_ALLOW_LOOPBACK === "1" && process.env.NEXT_PHASE !== "phase-production-build") {
  try {
    webhookConfig();
  } catch {
    /* an invalid setting is reported by the first webhook operation */
  }
}
