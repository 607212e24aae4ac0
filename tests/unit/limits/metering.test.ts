import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import {
  consumeDailyQuota,
  reserveDailyQuota,
  secondsUntilUtcMidnight,
  usageSummary,
  utcDay,
} from "@/lib/limits/metering";
import { DEFAULT_LIMIT_SETTINGS as L, tierLimits } from "@/lib/limits/tiers";
import { MemoryStore } from "@/lib/store/memory-store";

describe("daily quota", () => {
  it("admits exactly 10 of 50 concurrent Free scans", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => consumeDailyQuota(store, "a", "free", 1, now, L)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.reason).toBe("QUOTA_EXCEEDED");
    expect(refused.reason.retryAfter).toBe(12 * 3600);
  });

  it("refuses a batch of 5 with 4 left and consumes nothing", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    await consumeDailyQuota(store, "a", "free", 6, now, L);
    await expect(consumeDailyQuota(store, "a", "free", 5, now, L)).rejects.toMatchObject({ reason: "QUOTA_EXCEEDED" });
    const state = await consumeDailyQuota(store, "a", "free", 4, now, L);
    expect(state).toMatchObject({ used: 10, remaining: 0 });
  });

  it("resets at 00:00 UTC", async () => {
    let t = new Date("2026-11-22T23:59:59Z").getTime();
    const store = new MemoryStore(() => t);
    await consumeDailyQuota(store, "a", "free", 10, new Date(t), L);
    await expect(consumeDailyQuota(store, "a", "free", 1, new Date(t), L)).rejects.toMatchObject({
      reason: "QUOTA_EXCEEDED",
    });
    expect(secondsUntilUtcMidnight(new Date(t))).toBe(1);
    t += 1000; // 2026-11-23T00:00:00Z
    expect(utcDay(new Date(t))).toBe("2026-11-23");
    await expect(consumeDailyQuota(store, "a", "free", 1, new Date(t), L)).resolves.toMatchObject({
      used: 1,
      remaining: 9,
    });
  });

  it("refunds units and reports 30 days of history", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    await consumeDailyQuota(store, "a", "pro", 7, new Date("2026-11-21T08:00:00Z"), L);
    const reservation = await reserveDailyQuota(store, "a", "pro", 5, now, L);
    await reservation.settle(3);
    const u = await usageSummary(store, "a", "pro", now, L);
    expect(u).toMatchObject({ used: 3, limit: 1000, remaining: 997, maxBatchItems: 20 });
    expect(u.history).toHaveLength(30);
    expect(u.history.at(-1)).toEqual({ day: "2026-11-22", used: 3 });
    expect(u.history.at(-2)).toEqual({ day: "2026-11-21", used: 7 });
  });
});

describe("limit settings", () => {
  it("come from the configuration, validated once at start", () => {
    const c = loadConfig({ RATE_LIMIT_PRO_PER_SEC: "25", ENTERPRISE_DAILY_QUOTA: "500", SCAN_CACHE_TTL_SECONDS: "0" });
    expect(tierLimits("pro", c.limits)).toEqual({ dailyQuota: 1000, maxBatchItems: 20, ratePerSecond: 25 });
    expect(tierLimits("enterprise", c.limits)).toEqual({ dailyQuota: 500, maxBatchItems: 100, ratePerSecond: 50 });
    expect(tierLimits("free", c.limits)).toEqual({ dailyQuota: 10, maxBatchItems: 5, ratePerSecond: 2 });
    expect(c.scanCacheTtlSeconds).toBe(0);
    // Empty means the default, as for every other variable.
    expect(loadConfig({ RATE_LIMIT_FREE_PER_SEC: "", SCAN_CACHE_TTL_SECONDS: "" })).toMatchObject({
      limits: L,
      scanCacheTtlSeconds: 30,
    });
    // A typo is refused at start instead of silently falling back to a default.
    expect(() => loadConfig({ RATE_LIMIT_FREE_PER_SEC: "0" })).toThrow(/RATE_LIMIT_FREE_PER_SEC/);
    expect(() => loadConfig({ ENTERPRISE_DAILY_QUOTA: "lots" })).toThrow(/ENTERPRISE_DAILY_QUOTA/);
    expect(() => loadConfig({ SCAN_CACHE_TTL_SECONDS: "-1" })).toThrow(/SCAN_CACHE_TTL_SECONDS/);
  });

  it("a configured rate applies to the metering", async () => {
    const t = Date.UTC(2026, 10, 22, 12);
    const store = new MemoryStore(() => t);
    const { limits } = loadConfig({ RATE_LIMIT_PRO_PER_SEC: "3", ENTERPRISE_DAILY_QUOTA: "2" });
    expect(tierLimits("pro", limits).ratePerSecond).toBe(3); // applied by the hot path's window: tests/integration/hot-path-redis.test.ts
    await consumeDailyQuota(store, "e", "enterprise", 2, new Date(t), limits);
    await expect(consumeDailyQuota(store, "e", "enterprise", 1, new Date(t), limits)).rejects.toMatchObject({
      reason: "QUOTA_EXCEEDED",
    });
  });

  it("utcDay is right across day boundaries in any order", () => {
    const days = [
      "2026-11-22T23:59:59.999Z",
      "2026-11-23T00:00:00.000Z",
      "2026-11-22T00:00:00.000Z",
      "1969-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      "2026-11-23T12:00:00.000Z",
    ];
    for (const d of days) expect(utcDay(new Date(d)), d).toBe(d.slice(0, 10));
  });
});
