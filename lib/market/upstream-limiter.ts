/**
 * A client-side limit on requests to one upstream host, shared by every caller in the process
 * (batches, the watchlist cron, single scans): at most `perMinute` requests in any 60 s window,
 * and nothing at all while the upstream has asked us to wait (HTTP 429 + `Retry-After`).
 *
 * It never queues: a request over the limit is refused at once and the caller answers
 * `unknown` (missing market data is unknown, never safe), so no scan waits on a minute-long window.
 */
export interface UpstreamLimiter {
  /** Takes a slot, or says why not. */
  tryAcquire(): { ok: true } | { ok: false; reason: string };
  /** The upstream answered 429: refuse every request for `retryAfterMs`. */
  backOff(retryAfterMs: number): void;
}

export const WINDOW_MS = 60_000;
/** Retry-After missing or unreadable: wait this long. Longer answers are capped. */
export const DEFAULT_RETRY_AFTER_MS = 10_000;
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

export function createUpstreamLimiter(name: string, perMinute: number, now: () => number = Date.now): UpstreamLimiter {
  const sent: number[] = [];
  let blockedUntil = 0;
  return {
    tryAcquire() {
      const t = now();
      if (t < blockedUntil)
        return {
          ok: false,
          reason: `${name} asked to retry after ${Math.ceil((blockedUntil - t) / 1000)} s (HTTP 429); not asked again until then`,
        };
      while (sent.length > 0 && sent[0] <= t - WINDOW_MS) sent.shift();
      if (sent.length >= perMinute)
        return {
          ok: false,
          reason: `${name}'s documented limit of ${perMinute} requests a minute is used up; retry shortly`,
        };
      sent.push(t);
      return { ok: true };
    },
    backOff(retryAfterMs) {
      blockedUntil = Math.max(blockedUntil, now() + Math.min(Math.max(0, retryAfterMs), MAX_RETRY_AFTER_MS));
    },
  };
}

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms; the default when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number = Date.now()): number {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(v)) return Math.min(Number(v) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(v);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - nowMs), MAX_RETRY_AFTER_MS);
  return DEFAULT_RETRY_AFTER_MS;
}

const limiters = new Map<string, UpstreamLimiter>();
/** The process-wide limiter for one upstream (by base URL). */
export function sharedLimiter(key: string, name: string, perMinute: number): UpstreamLimiter {
  const id = `${key}|${perMinute}`;
  let l = limiters.get(id);
  if (!l) limiters.set(id, (l = createUpstreamLimiter(name, perMinute)));
  return l;
}
