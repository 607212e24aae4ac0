import { ApiError } from "@/lib/errors";
import { type LimitSettings, tierLimits } from "@/lib/limits/tiers";
import type { RateLimitResult, Store, Tier } from "@/lib/store/types";

/**
 * Daily quotas (reset 00:00 UTC) and per-second rate limits.
 * Headers (IETF RateLimit fields): on quota-metered routes `RateLimit-Limit/Remaining/Reset`
 * describe the daily quota (`RateLimit-Policy: <n>;w=86400`); on the sandbox, which consumes
 * no quota, they describe the per-second limit (`RateLimit-Policy: <n>;w=1`).
 */
export const QUOTA_HISTORY_DAYS = 30;
const QUOTA_TTL_SECONDS = (QUOTA_HISTORY_DAYS + 5) * 86_400;

/** The last day computed and the epoch-ms range it covers: every metered request asks for it. */
let lastDay = { start: 0, end: 0, day: "" };
export function utcDay(now: Date): string {
  const t = now.getTime();
  if (t >= lastDay.start && t < lastDay.end) return lastDay.day;
  const start = t - (((t % 86_400_000) + 86_400_000) % 86_400_000);
  lastDay = { start, end: start + 86_400_000, day: now.toISOString().slice(0, 10) };
  return lastDay.day;
}

export function secondsUntilUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export const quotaKey = (accountId: string, day: string) => `quota:${accountId}:${day}`;

export interface QuotaState {
  limit: number;
  used: number;
  remaining: number;
  resetSeconds: number;
}

export function quotaHeaders(q: QuotaState): Record<string, string> {
  return {
    "RateLimit-Limit": String(q.limit),
    "RateLimit-Remaining": String(q.remaining),
    "RateLimit-Reset": String(q.resetSeconds),
    "RateLimit-Policy": `${q.limit};w=86400`,
  };
}

/** The quota state after a consume of the counter (allowed or not). */
export function quotaState(limit: number, used: number, now: Date): QuotaState {
  return { limit, used, remaining: Math.max(0, limit - used), resetSeconds: secondsUntilUtcMidnight(now) };
}

/** 429 QUOTA_EXCEEDED for a request needing `units` that did not fit. */
export function quotaExceeded(state: QuotaState, units: number): ApiError {
  return new ApiError(
    "QUOTA_EXCEEDED",
    units > 1
      ? `Daily quota exceeded: this request needs ${units} units and ${state.remaining} of ${state.limit} remain. It resets at 00:00 UTC.`
      : `Daily quota of ${state.limit} requests exceeded; it resets at 00:00 UTC.`,
    { retryAfter: state.resetSeconds, headers: quotaHeaders(state) },
  );
}

/** Daily quota per tier (the hot path's script picks the account's). */
export function dailyQuotaByTier(settings: LimitSettings): Record<Tier, number> {
  return {
    free: tierLimits("free", settings).dailyQuota,
    pro: tierLimits("pro", settings).dailyQuota,
    enterprise: tierLimits("enterprise", settings).dailyQuota,
  };
}
export const QUOTA_COUNTER_TTL_SECONDS = QUOTA_TTL_SECONDS;

/** Consumes `units` of today's quota, all or nothing; 429 QUOTA_EXCEEDED otherwise. */
export async function consumeDailyQuota(
  store: Store,
  accountId: string,
  tier: Tier,
  units: number,
  now: Date,
  settings: LimitSettings,
): Promise<QuotaState> {
  const { dailyQuota } = tierLimits(tier, settings);
  const r = await store.consumeQuota(quotaKey(accountId, utcDay(now)), units, dailyQuota, QUOTA_TTL_SECONDS);
  const state = quotaState(dailyQuota, r.used, now);
  if (!r.allowed) throw quotaExceeded(state, units);
  return state;
}

/**
 * Exact billing: reserve, then settle (docs/billing.md). A request reserves the most it can cost
 * up front, all or nothing, in one atomic store operation: concurrent requests can never be
 * admitted beyond the quota. When the work is done it keeps only the units for items the engine
 * actually analysed and gives the rest back, again in one atomic store operation (none when
 * everything was analysed). A request that fails releases everything it reserved.
 */
export interface QuotaReservation {
  /** Units reserved (the most this request can be charged). */
  readonly reserved: number;
  /** Quota after the reservation (or after settling, once settled). */
  readonly state: QuotaState;
  /**
   * Keeps `charged` units (clamped to [0, reserved]) and refunds the rest. Only the first call
   * (settle or release) has an effect. A failed refund is logged, never thrown: the caller has
   * its results; the log line carries what to reconcile.
   */
  settle(charged: number): Promise<QuotaState>;
  /** Refunds every reserved unit (the request failed: nothing was delivered). */
  release(): Promise<void>;
}

export interface ReservationOptions {
  /** Called with the quota state after the reservation and again after a refund (response headers). */
  onState?: (state: QuotaState) => void;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
}

/** Reserves `units` of today's quota (429 QUOTA_EXCEEDED when they do not fit); see QuotaReservation. */
export async function reserveDailyQuota(
  store: Store,
  accountId: string,
  tier: Tier,
  units: number,
  now: Date,
  settings: LimitSettings,
  options: ReservationOptions = {},
): Promise<QuotaReservation> {
  const state = await consumeDailyQuota(store, accountId, tier, units, now, settings);
  return reservationOf(store, accountId, units, now, state, options);
}

/**
 * The reservation of `units` already taken from today's counter (by reserveDailyQuota, or by the
 * API hot path's single store operation, lib/api/authenticate.ts), in the state `reserved`.
 */
export function reservationOf(
  store: Store,
  accountId: string,
  units: number,
  now: Date,
  reserved: QuotaState,
  options: ReservationOptions = {},
): QuotaReservation {
  let state = reserved;
  options.onState?.(state);
  // The refund goes to the day the units were taken from, even if the request crosses midnight.
  const key = quotaKey(accountId, utcDay(now));
  let open = true;
  const refund = async (n: number) => {
    if (n <= 0) return state;
    const r = await store.consumeQuota(key, -n, Number.MAX_SAFE_INTEGER, QUOTA_TTL_SECONDS);
    state = { ...state, used: r.used, remaining: Math.max(0, state.limit - r.used) };
    options.onState?.(state);
    return state;
  };
  return {
    reserved: units,
    get state() {
      return state;
    },
    async settle(charged) {
      if (!open) return state;
      open = false;
      const keep = Math.min(units, Math.max(0, Math.floor(charged)));
      try {
        return await refund(units - keep);
      } catch (err) {
        options.log?.warn("quota refund failed; the account was charged for unanalysed items", {
          accountId,
          day: utcDay(now),
          units: units - keep,
          error: (err as Error)?.message,
        });
        return state;
      }
    },
    async release() {
      if (!open) return;
      open = false;
      await refund(units);
    },
  };
}

/** The per-second window of the API hot path: one sorted set per account (hit times). */
export const rateWindowKey = (accountId: string) => `rlw:${accountId}`;

/** Rate-limit headers of an admitted hit; throws 429 RATE_LIMITED (same headers, Retry-After) for a refused one. */
export function rateLimitOutcome(r: RateLimitResult & { limit: number }, now: Date): Record<string, string> {
  const { limit } = r;
  const resetSeconds = Math.max(1, Math.ceil((r.resetAt - now.getTime()) / 1000));
  const headers = {
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(r.remaining),
    "RateLimit-Reset": String(resetSeconds),
    "RateLimit-Policy": `${limit};w=1`,
  };
  if (!r.allowed)
    throw new ApiError("RATE_LIMITED", `Rate limit of ${limit} requests per second exceeded.`, {
      retryAfter: resetSeconds,
      headers,
    });
  return headers;
}

/** The counter keys usageSummary reads: today first, then the previous days. */
export function usageCounterKeys(accountId: string, now: Date): string[] {
  return usageDays(now).map((d) => quotaKey(accountId, d));
}
const usageDays = (now: Date) =>
  Array.from({ length: QUOTA_HISTORY_DAYS }, (_, i) => utcDay(new Date(now.getTime() - i * 86_400_000)));

/** Usage summary; `counts` (of usageCounterKeys) when the caller already read them (the API hot path). */
export async function usageSummary(
  store: Store,
  accountId: string,
  tier: Tier,
  now: Date,
  settings: LimitSettings,
  counts?: number[],
) {
  const days = usageDays(now);
  counts ??= await store.getCounters(days.map((d) => quotaKey(accountId, d)));
  const { dailyQuota, maxBatchItems, ratePerSecond } = tierLimits(tier, settings);
  return {
    tier,
    day: days[0],
    used: counts[0],
    limit: dailyQuota,
    remaining: Math.max(0, dailyQuota - counts[0]),
    resetsInSeconds: secondsUntilUtcMidnight(now),
    maxBatchItems,
    ratePerSecond,
    history: days.map((day, i) => ({ day, used: counts[i] })).reverse(),
  };
}
