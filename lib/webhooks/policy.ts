import type { WebhookConfig } from "./config";
import { httpFailureClass } from "./failure-class";

/**
 * Delivery policy as pure functions (unit-tested):
 *
 * - Success: a 2xx answer received within the timeout. Anything else fails the attempt: 3xx
 *   (redirects are never followed), 4xx, 5xx, timeouts, connection/TLS errors, and targets the
 *   SSRF guard refuses at delivery time.
 * - Retries: after failed attempt n (1-based) the next attempt is due after schedule[n-1]
 *   (default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), each delay jittered by ±10%. After the
 *   last scheduled retry fails the delivery is final (`failed`). 8 attempts over ~27.6 h by default.
 * - Retry-After (seconds or HTTP date) on a failed attempt replaces the scheduled delay, bounded
 *   to [schedule[0], WEBHOOK_MAX_RETRY_AFTER_MS]; it never adds attempts.
 * - 410 Gone: final at once, and the endpoint is disabled ("the receiver answered 410 Gone").
 * - Endpoint disabling: after WEBHOOK_DISABLE_AFTER_FAILURES consecutive failed attempts (default
 *   20; any success resets the count) once the failure streak has lasted WEBHOOK_DISABLE_AFTER_MS
 *   (default 24 h), so a short outage under heavy traffic does not disable an endpoint, but a
 *   receiver that has been failing for a day does. The reason is stored and shown by the API.
 */

export interface AttemptResult {
  status: number;
  error?: string;
  retryAfter?: number;
}

export function isSuccess(r: AttemptResult): boolean {
  return r.status >= 200 && r.status < 300 && !r.error;
}

/** Delay before retry number `retry` (1-based), jittered; null when the schedule is exhausted. */
export function retryDelayMs(
  retry: number,
  schedule: number[],
  jitter: number,
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry > schedule.length) return null;
  const base = schedule[retry - 1];
  const factor = 1 + jitter * (2 * random() - 1);
  return Math.max(1, Math.round(base * factor));
}

export interface NextStep {
  /** pending: retry at nextAttemptAt; delivered / failed: final. */
  status: "pending" | "delivered" | "failed";
  nextAttemptAt: number | null;
  /** Disable the endpoint at once (410). */
  disableNow: boolean;
  /** Human-readable summary of the attempt's failure, null on success. */
  error: string | null;
}

/**
 * What happens after attempt number `attempt` (1-based) of a delivery finished with `r` at `now`.
 */
export function nextStep(
  attempt: number,
  r: AttemptResult,
  now: number,
  cfg: Pick<WebhookConfig, "retryScheduleMs" | "jitter" | "maxRetryAfterMs">,
  random: () => number = Math.random,
): NextStep {
  if (isSuccess(r)) return { status: "delivered", nextAttemptAt: null, disableNow: false, error: null };
  const error = describeFailure(r);
  if (r.status === 410) return { status: "failed", nextAttemptAt: null, disableNow: true, error };
  const delay = retryDelayMs(attempt, cfg.retryScheduleMs, cfg.jitter, random);
  if (delay === null) return { status: "failed", nextAttemptAt: null, disableNow: false, error };
  let wait = delay;
  if (r.retryAfter !== undefined && Number.isFinite(r.retryAfter)) {
    wait = Math.min(Math.max(r.retryAfter * 1000, cfg.retryScheduleMs[0]), cfg.maxRetryAfterMs);
  }
  return { status: "pending", nextAttemptAt: now + wait, disableNow: false, error };
}

/**
 * The attempt's failure as a short class (lib/webhooks/failure-class.ts): the transport class when
 * the exchange broke (`timeout`, `refused`, `tls_error`, ...), else `http_<status>` (3xx included:
 * redirects are not followed).
 */
export function describeFailure(r: AttemptResult): string {
  return r.error ?? httpFailureClass(r.status);
}

/** The reason stored on an endpoint disabled by a failure streak. */
export function streakReason(
  cfg: Pick<WebhookConfig, "disableAfterFailures" | "disableAfterMs">,
  lastError: string,
): string {
  const hours = cfg.disableAfterMs / 3_600_000;
  const span =
    cfg.disableAfterMs > 0
      ? ` over at least ${hours >= 1 ? `${+hours.toFixed(1)} h` : `${Math.round(cfg.disableAfterMs / 1000)} s`}`
      : "";
  return `Disabled automatically after ${cfg.disableAfterFailures} consecutive failed delivery attempts${span} (last: ${lastError}). Fix the receiver, then re-enable the endpoint.`;
}

export const GONE_REASON =
  "Disabled automatically: the receiver answered 410 Gone. Re-enable the endpoint to resume deliveries.";

/**
 * Mirrors the repository's disable rule (the stores apply it atomically); used by unit tests and
 * the docs so the rule has one statement in code.
 */
export function shouldDisable(
  consecutiveFailures: number,
  failingSince: number | null,
  now: number,
  cfg: Pick<WebhookConfig, "disableAfterFailures" | "disableAfterMs">,
): boolean {
  return (
    failingSince !== null && consecutiveFailures >= cfg.disableAfterFailures && now - failingSince >= cfg.disableAfterMs
  );
}
