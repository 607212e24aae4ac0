import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_SCHEDULE_MS,
  loadWebhookConfig,
  loopbackAllowed,
  parseRetrySchedule,
} from "@/lib/webhooks/config";
import { describeFailure, isSuccess, nextStep, retryDelayMs, shouldDisable, streakReason } from "@/lib/webhooks/policy";

const cfg = { retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS, jitter: 0.1, maxRetryAfterMs: 86_400_000 };

describe("retry schedule with jitter", () => {
  it("defaults to 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (8 attempts, ~27.6 h)", () => {
    expect(DEFAULT_RETRY_SCHEDULE_MS).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(DEFAULT_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0) / 3_600_000).toBeCloseTo(27.58, 1);
  });

  it("every delay stays within ±jitter of its schedule entry (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.double({ min: 0, max: 0.9999999, noNaN: true }), (retry, r) => {
        const d = retryDelayMs(retry, DEFAULT_RETRY_SCHEDULE_MS, 0.1, () => r)!;
        const base = DEFAULT_RETRY_SCHEDULE_MS[retry - 1];
        expect(d).toBeGreaterThanOrEqual(Math.floor(base * 0.9));
        expect(d).toBeLessThanOrEqual(Math.ceil(base * 1.1));
      }),
    );
  });

  it("actually spreads retries (jitter is not a constant)", () => {
    const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(2, DEFAULT_RETRY_SCHEDULE_MS, 0.1)));
    expect(seen.size).toBeGreaterThan(10);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE_MS, 0.1, () => 0)).toBe(4_500);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE_MS, 0.1, () => 0.5)).toBe(5_000);
  });

  it("is exhausted after the last entry", () => {
    expect(retryDelayMs(8, DEFAULT_RETRY_SCHEDULE_MS, 0.1)).toBeNull();
    expect(retryDelayMs(0, DEFAULT_RETRY_SCHEDULE_MS, 0.1)).toBeNull();
  });
});

describe("nextStep after an attempt", () => {
  const now = 1_000_000;
  it("2xx is success; 2xx with a transport error is not", () => {
    expect(nextStep(1, { status: 204 }, now, cfg)).toEqual({
      status: "delivered",
      nextAttemptAt: null,
      disableNow: false,
      error: null,
    });
    expect(isSuccess({ status: 200, error: "reset" })).toBe(false);
  });

  it("3xx, 4xx, 5xx and no response are failures retried on the schedule", () => {
    for (const status of [301, 302, 400, 429, 500, 503, 0]) {
      const s = nextStep(1, { status, error: status === 0 ? "refused" : undefined }, now, cfg, () => 0.5);
      expect(s).toMatchObject({ status: "pending", nextAttemptAt: now + 5_000, disableNow: false });
    }
    expect(describeFailure({ status: 302 })).toBe("http_302");
    expect(describeFailure({ status: 0, error: "refused" })).toBe("refused");
    expect(describeFailure({ status: 200, error: "reset" })).toBe("reset");
  });

  it("the last attempt's failure is final", () => {
    expect(nextStep(8, { status: 500 }, now, cfg)).toMatchObject({
      status: "failed",
      nextAttemptAt: null,
      error: "http_500",
    });
    expect(nextStep(7, { status: 500 }, now, cfg, () => 0.5)).toMatchObject({
      status: "pending",
      nextAttemptAt: now + 36_000_000,
    });
  });

  it("410 Gone is final at once and disables the endpoint", () => {
    expect(nextStep(1, { status: 410 }, now, cfg)).toMatchObject({ status: "failed", disableNow: true });
  });

  it("Retry-After replaces the scheduled delay, bounded", () => {
    expect(nextStep(1, { status: 503, retryAfter: 120 }, now, cfg)).toMatchObject({
      status: "pending",
      nextAttemptAt: now + 120_000,
    });
    expect(nextStep(1, { status: 429, retryAfter: 0 }, now, cfg)).toMatchObject({ nextAttemptAt: now + 5_000 });
    expect(nextStep(1, { status: 429, retryAfter: 10 ** 9 }, now, cfg)).toMatchObject({
      nextAttemptAt: now + 86_400_000,
    });
    // It never adds attempts.
    expect(nextStep(8, { status: 503, retryAfter: 5 }, now, cfg)).toMatchObject({ status: "failed" });
  });
});

describe("disable threshold", () => {
  const c = { disableAfterFailures: 20, disableAfterMs: 86_400_000 };
  it("needs both the count and the duration of the streak", () => {
    const t = 10_000_000;
    expect(shouldDisable(19, t, t + 2 * 86_400_000, c)).toBe(false);
    expect(shouldDisable(20, t, t + 86_399_999, c)).toBe(false);
    expect(shouldDisable(20, t, t + 86_400_000, c)).toBe(true);
    expect(shouldDisable(500, null, t, c)).toBe(false);
    expect(shouldDisable(3, t, t, { disableAfterFailures: 3, disableAfterMs: 0 })).toBe(true);
  });
  it("states the rule in the stored reason", () => {
    expect(streakReason(c, "HTTP 500")).toBe(
      "Disabled automatically after 20 consecutive failed delivery attempts over at least 24 h (last: HTTP 500). Fix the receiver, then re-enable the endpoint.",
    );
    expect(streakReason({ disableAfterFailures: 3, disableAfterMs: 0 }, "HTTP 500")).toMatch(
      /after 3 consecutive failed delivery attempts \(last/,
    );
  });
});

describe("webhook configuration", () => {
  it("honours WEBHOOK_ALLOW_LOOPBACK=1 except when VERCEL_ENV=production", () => {
    expect(loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: "1" })).toBe(true);
    expect(loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: "1", NODE_ENV: "production" })).toBe(true);
    expect(loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: "1", VERCEL_ENV: "production" })).toBe(false);
    expect(loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: "1", VERCEL_ENV: "preview" })).toBe(true);
    expect(loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: "true" })).toBe(false);
    expect(loopbackAllowed({})).toBe(false);
  });

  it("parses the schedule and thresholds, refusing nonsense", () => {
    expect(parseRetrySchedule("100, 200,400")).toEqual([100, 200, 400]);
    expect(parseRetrySchedule(undefined)).toEqual(DEFAULT_RETRY_SCHEDULE_MS);
    for (const bad of ["", "a,b"]) if (bad) expect(() => parseRetrySchedule(bad)).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
    expect(() => parseRetrySchedule("0")).toThrow();
    const c = loadWebhookConfig({
      WEBHOOK_DISABLE_AFTER_FAILURES: "3",
      WEBHOOK_DISABLE_AFTER_MS: "0",
      WEBHOOK_TIMEOUT_MS: "2000",
    });
    expect(c).toMatchObject({
      disableAfterFailures: 3,
      disableAfterMs: 0,
      timeoutMs: 2000,
      maxEndpoints: 10,
      allowLoopback: false,
      logSize: 50,
    });
    expect(c.leaseMs).toBeGreaterThan(c.timeoutMs);
    expect(() => loadWebhookConfig({ WEBHOOK_MAX_ENDPOINTS: "0" })).toThrow(/WEBHOOK_MAX_ENDPOINTS/);
  });
});
