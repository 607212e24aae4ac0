import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { consumeDailyQuota, refundDailyQuota, secondsUntilUtcMidnight, usageSummary, utcDay, enforceRateLimit } from "@/lib/limits/metering";
import { MemoryStore } from "@/lib/store/memory-store";

describe("daily quota", () => {
  it("admits exactly 10 of 50 concurrent Free scans", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => consumeDailyQuota(store, "a", "free", 1, now)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.reason).toBe("QUOTA_EXCEEDED");
    expect(refused.reason.retryAfter).toBe(12 * 3600);
  });

  it("refuses a batch of 5 with 4 left and consumes nothing", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    await consumeDailyQuota(store, "a", "free", 6, now);
    await expect(consumeDailyQuota(store, "a", "free", 5, now)).rejects.toMatchObject({ reason: "QUOTA_EXCEEDED" });
    const state = await consumeDailyQuota(store, "a", "free", 4, now);
    expect(state).toMatchObject({ used: 10, remaining: 0 });
  });

  it("resets at 00:00 UTC", async () => {
    let t = new Date("2026-11-22T23:59:59Z").getTime();
    const store = new MemoryStore(() => t);
    await consumeDailyQuota(store, "a", "free", 10, new Date(t));
    await expect(consumeDailyQuota(store, "a", "free", 1, new Date(t))).rejects.toMatchObject({ reason: "QUOTA_EXCEEDED" });
    expect(secondsUntilUtcMidnight(new Date(t))).toBe(1);
    t += 1000; // 2026-11-23T00:00:00Z
    expect(utcDay(new Date(t))).toBe("2026-11-23");
    await expect(consumeDailyQuota(store, "a", "free", 1, new Date(t))).resolves.toMatchObject({ used: 1, remaining: 9 });
  });

  it("refunds units and reports 30 days of history", async () => {
    const store = new MemoryStore();
    const now = new Date("2026-11-22T12:00:00Z");
    await consumeDailyQuota(store, "a", "pro", 7, new Date("2026-11-21T08:00:00Z"));
    await consumeDailyQuota(store, "a", "pro", 5, now);
    await refundDailyQuota(store, "a", 2, "2026-11-22");
    const u = await usageSummary(store, "a", "pro", now);
    expect(u).toMatchObject({ used: 3, limit: 1000, remaining: 997, maxBatchItems: 20 });
    expect(u.history).toHaveLength(30);
    expect(u.history.at(-1)).toEqual({ day: "2026-11-22", used: 3 });
    expect(u.history.at(-2)).toEqual({ day: "2026-11-21", used: 7 });
  });
});

describe("rate limit", () => {
  it("allows the tier's per-second rate, then 429 with Retry-After", async () => {
    const t = Date.UTC(2026, 10, 22, 12);
    const store = new MemoryStore(() => t);
    const now = new Date(t);
    await enforceRateLimit(store, "a", "free", now);
    await enforceRateLimit(store, "a", "free", now);
    await expect(enforceRateLimit(store, "a", "free", now)).rejects.toMatchObject({ reason: "RATE_LIMITED", retryAfter: 1 });
  });
});
