/**
 * Circuit breaker per URL, shared by every JSON-RPC client in the process (Solana and EVM):
 * closed → (`threshold` consecutive failures) → open for `openMs`, every call fails fast →
 * half-open: exactly ONE trial request goes out while the others keep failing fast →
 * the trial succeeds: closed; it fails: open for another `openMs`.
 */
import { type BreakerSettings, DEFAULT_BREAKER } from "../../settings/rpc";

export { type BreakerSettings, DEFAULT_BREAKER };

interface BreakerState {
  failures: number;
  openUntil: number;
  /** Epoch ms the half-open trial started (0: none in flight). */
  trialSince: number;
}
const breakers = new Map<string, BreakerState>();
/** A trial that never reports back (it cannot: requests have deadlines) stops blocking after this. */
const TRIAL_LEASE_MS = 30_000;
export type BreakerAdmission = { kind: "closed" } | { kind: "trial" } | { kind: "open"; retryInMs: number };
/** Whether a request to `url` may go out now; a "trial" caller owns the half-open probe. */
export function breakerAdmit(
  url: string,
  now = Date.now(),
  settings: BreakerSettings = DEFAULT_BREAKER,
): BreakerAdmission {
  const b = breakers.get(url);
  if (!b || b.openUntil === 0) return { kind: "closed" };
  if (b.openUntil > now) return { kind: "open", retryInMs: b.openUntil - now };
  if (b.trialSince !== 0 && now - b.trialSince < TRIAL_LEASE_MS) return { kind: "open", retryInMs: settings.openMs };
  b.trialSince = now;
  return { kind: "trial" };
}
export function breakerResult(
  url: string,
  ok: boolean,
  now = Date.now(),
  trial = false,
  settings: BreakerSettings = DEFAULT_BREAKER,
) {
  if (ok) {
    breakers.delete(url);
    return;
  }
  const b = breakers.get(url) ?? { failures: 0, openUntil: 0, trialSince: 0 };
  b.failures += 1;
  // A request that left before the breaker opened cannot extend the open period; the trial's
  // failure (or the threshold reached while closed) opens it for a new period.
  if (trial || (b.openUntil === 0 && b.failures >= settings.threshold)) {
    b.openUntil = now + settings.openMs;
    b.trialSince = 0;
  }
  breakers.set(url, b);
}
/** For tests: forget breaker state. */
export function resetRpcBreakers() {
  breakers.clear();
}
