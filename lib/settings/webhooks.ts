/**
 * Webhook settings (documented in docs/webhooks.md). Read and validated with the rest of the
 * configuration in lib/config.ts at start; this module only declares them (no environment reads):
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
  /** WEBHOOK_ALLOW_LOOPBACK=1 was set (ignored when VERCEL_ENV=production: then allowLoopback is false). */
  loopbackRequested: boolean;
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

export function parseRetrySchedule(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === "") return [...DEFAULT_RETRY_SCHEDULE_MS];
  const parts = raw.split(",").map((p) => p.trim());
  const out = parts.map(Number);
  if (!out.length || out.length > 20 || out.some((n) => !Number.isInteger(n) || n < 1 || n > 7 * 24 * 3600_000)) {
    throw new Error(
      "Invalid configuration: WEBHOOK_RETRY_SCHEDULE_MS must be 1..20 comma-separated integers (ms, 1..604800000)",
    );
  }
  return out;
}

/** True when WEBHOOK_ALLOW_LOOPBACK=1 may be honoured (never when VERCEL_ENV=production). */
export function loopbackAllowed(env: Env): boolean {
  return env.WEBHOOK_ALLOW_LOOPBACK === "1" && env.VERCEL_ENV !== "production";
}
