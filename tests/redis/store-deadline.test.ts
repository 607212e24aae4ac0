/**
 * Issue 24 item 9 at the store: requests that reserve carry a deadline. With the real redis-server
 * frozen (SIGSTOP), UpstashStore's admission (Store.admit with a quota) and a plain reservation
 * (consumeQuota, used by ctx.meter for batches) fail with 503 after the store timeout; when Redis
 * resumes (SIGCONT) their queued scripts run past the deadline and take nothing. A session
 * revocation (no deadline) still lands.
 */
import { describe, expect, it } from "vitest";
import type { ApiError } from "@/lib/errors";
import { UpstashStore } from "@/lib/store/upstash-store";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("store-deadline-token");
const TIMEOUT_MS = 800;
const QUOTAS = { free: 10, pro: 100, enterprise: 1000 };

async function frozen<T>(work: () => Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
  r.redis.signal("SIGSTOP");
  try {
    return await Promise.allSettled(work());
  } finally {
    r.redis.signal("SIGCONT");
  }
}

describe("store requests with a deadline (real redis-server frozen with SIGSTOP)", () => {
  it("admission and reservations answered 503 while Redis hung take nothing when it resumes", async () => {
    const s = new UpstashStore({ url: r.url, token: r.token, timeoutMs: TIMEOUT_MS });
    await s.insertAccount({
      id: "acct_deadline",
      email: null,
      passwordHash: null,
      tier: "pro",
      createdAt: new Date().toISOString(),
    });
    const admit = () =>
      s.admit({
        keyHash: null,
        keyId: null,
        accountId: "acct_deadline",
        signature: "none",
        signatureClaim: null,
        rate: null,
        quota: { key: "quota:acct_deadline:day", units: 1, limitByTier: QUOTAS, ttlSeconds: 60 },
        cacheKey: null,
        counterKeys: [],
        webhookEndpoints: false,
      });
    // Loaded once (EVALSHA answers at once afterwards), and the counters exist.
    expect((await admit()).quota).toMatchObject({ allowed: true, used: 1 });
    await s.consumeQuota("quota:acct_deadline:batch", 2, 100, 60);

    const results = await frozen<unknown>(() => [
      admit(),
      admit(),
      s.consumeQuota("quota:acct_deadline:batch", 5, 100, 60),
      // No deadline: a session revocation must land even late.
      s.consumeQuota("session-revoked:late", 1, Number.MAX_SAFE_INTEGER, 60),
    ]);
    for (const x of results.slice(0, 3)) {
      expect(x.status).toBe("rejected");
      expect(((x as PromiseRejectedResult).reason as ApiError).status).toBe(503);
    }
    // The queued commands run once Redis resumes: let them.
    await new Promise((res) => setTimeout(res, 1500));
    expect(await s.getCounter("quota:acct_deadline:day")).toBe(1);
    expect(await s.getCounter("quota:acct_deadline:batch")).toBe(2); // the 5 were never taken
    expect(await s.getCounter("session-revoked:late")).toBeGreaterThanOrEqual(1);
  });
});
