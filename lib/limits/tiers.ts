import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from "@/lib/settings/limits";
import type { Tier } from "@/lib/store/types";

export { DEFAULT_LIMIT_SETTINGS, type LimitSettings };

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
