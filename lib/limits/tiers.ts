import type { Tier } from "@/lib/store/types";

/**
 * The configurable part of the tier limits: ENTERPRISE_DAILY_QUOTA and RATE_LIMIT_<TIER>_PER_SEC,
 * validated once with the rest of the configuration (lib/config.ts), never read per request.
 */
export interface LimitSettings {
  enterpriseDailyQuota: number;
  ratePerSecond: Readonly<Record<Tier, number>>;
}

/** The spec's defaults (Limits); the Enterprise cap is "a high cap" (README). */
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = Object.freeze({
  enterpriseDailyQuota: 100_000,
  ratePerSecond: Object.freeze({ free: 2, pro: 10, enterprise: 50 }),
});

/** Per-tier limits from the spec (Limits). */
export interface TierLimits {
  dailyQuota: number;
  maxBatchItems: number;
  ratePerSecond: number;
}

export function tierLimits(tier: Tier, settings: LimitSettings): TierLimits {
  const ratePerSecond = settings.ratePerSecond[tier];
  switch (tier) {
    case "free":
      return { dailyQuota: 10, maxBatchItems: 5, ratePerSecond };
    case "pro":
      return { dailyQuota: 1_000, maxBatchItems: 20, ratePerSecond };
    case "enterprise":
      return { dailyQuota: settings.enterpriseDailyQuota, maxBatchItems: 100, ratePerSecond };
  }
}
