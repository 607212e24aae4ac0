/** The plans. */
export type Tier = "free" | "pro" | "enterprise";

/**
 * The configurable part of the tier limits: ENTERPRISE_DAILY_QUOTA and RATE_LIMIT_<TIER>_PER_SEC,
 * validated once with the rest of the configuration (lib/config.ts), never read per request (lib/limits/tiers.ts).
 */
export interface LimitSettings {
  enterpriseDailyQuota: number;
  ratePerSecond: Readonly<Record<Tier, number>>;
}

/** The original specification's defaults; the Enterprise cap is "a high cap" (docs/decisions.md). */
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = Object.freeze({
  enterpriseDailyQuota: 100_000,
  ratePerSecond: Object.freeze({ free: 2, pro: 10, enterprise: 50 }),
});
