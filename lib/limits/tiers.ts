import type { Tier } from "@/lib/store/types";

/** Per-tier limits from the spec (Limits). Enterprise's daily cap is configurable (README). */
export interface TierLimits {
  dailyQuota: number;
  maxBatchItems: number;
}

export function tierLimits(tier: Tier, env: Record<string, string | undefined> = process.env): TierLimits {
  switch (tier) {
    case "free":
      return { dailyQuota: 10, maxBatchItems: 5 };
    case "pro":
      return { dailyQuota: 1_000, maxBatchItems: 20 };
    case "enterprise": {
      const cap = Number(env.ENTERPRISE_DAILY_QUOTA);
      return { dailyQuota: Number.isInteger(cap) && cap > 0 ? cap : 100_000, maxBatchItems: 100 };
    }
  }
}
