/**
 * Resilience around one JSON-RPC POST (every call is an idempotent read or a simulation):
 *  - transient failures (network error, HTTP 429/5xx, invalid JSON) are retried once after 100 ms;
 *    timeouts are not retried (that would double the wait);
 *  - each URL has a circuit breaker (./breaker.ts); while it is open the URL fails at once, and when it is
 *    half-open ONE trial request (no retry) goes out;
 *  - fallback URLs are tried in order when a URL fails or is open.
 */
import { UpstreamUnavailable } from "../errors";
import { type BreakerSettings, breakerAdmit, breakerResult, DEFAULT_BREAKER } from "./breaker";
import { isRetryable } from "./transport";

export async function postWithFallback(
  urls: string[],
  send: (url: string) => Promise<unknown>,
  label: string,
  breaker: BreakerSettings = DEFAULT_BREAKER,
): Promise<unknown> {
  let lastError: unknown = null;
  for (const url of urls) {
    const admission = breakerAdmit(url, Date.now(), breaker);
    if (admission.kind === "open") {
      lastError = new UpstreamUnavailable(`${label} is failing; requests are paused briefly (circuit open).`, {
        retryAfterSeconds: Math.ceil(admission.retryInMs / 1000),
      });
      continue;
    }
    // The half-open trial is one request: no retry.
    const trial = admission.kind === "trial";
    for (let attempt = 0; ; attempt++) {
      try {
        const out = await send(url);
        breakerResult(url, true, Date.now(), false, breaker);
        return out;
      } catch (err) {
        lastError = err;
        if (trial || attempt >= 1 || !isRetryable(err)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    breakerResult(url, false, Date.now(), trial, breaker);
  }
  throw lastError;
}
