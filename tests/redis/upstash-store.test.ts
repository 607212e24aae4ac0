/**
 * The store contract against the production adapter (UpstashStore → @upstash/redis → REST bridge
 * → a real redis-server), plus fail-closed behaviour when Redis dies and recovery after it returns.
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { consumeDailyQuota } from "@/lib/limits/metering";
import { DEFAULT_LIMIT_SETTINGS } from "@/lib/limits/tiers";
import { UpstashStore } from "@/lib/store/upstash-store";
import { accountSecurityContract } from "../contract/account-security-contract";
import { storeContract } from "../contract/store-contract";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("store-contract-token");
const TOKEN = r.token;

storeContract(
  "upstash (real redis-server)",
  async () => new UpstashStore({ url: r.url, token: TOKEN, timeoutMs: 2000 }),
);
accountSecurityContract(
  "upstash (real redis-server)",
  async () => new UpstashStore({ url: r.url, token: TOKEN, timeoutMs: 2000 }),
);

describe("UpstashStore specifics", () => {
  it("keeps a revocation when a last-used write races it", async () => {
    const s = new UpstashStore({ url: r.url, token: TOKEN });
    await s.insertAccount({
      id: "acct_race",
      email: null,
      passwordHash: null,
      tier: "pro",
      createdAt: new Date().toISOString(),
    });
    const k = {
      id: "key_race",
      accountId: "acct_race",
      keyHash: "ab".repeat(32),
      prefix: "trk_live_abcd",
      name: "r",
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      signingRequired: true,
    };
    expect(await s.insertApiKey(k)).toBe(true);
    await Promise.all([
      s.updateApiKey(k.id, { revokedAt: "2026-11-22T00:00:00.000Z" }),
      s.updateApiKey(k.id, { lastUsedAt: "2026-11-22T00:00:01.000Z" }),
    ]);
    const after = await s.findApiKeyByHash(k.keyHash);
    expect(after).toMatchObject({
      revokedAt: "2026-11-22T00:00:00.000Z",
      lastUsedAt: "2026-11-22T00:00:01.000Z",
      signingRequired: true,
    });
  });

  it("two store instances (two servers) share one quota exactly", async () => {
    const a = new UpstashStore({ url: r.url, token: TOKEN });
    const b = new UpstashStore({ url: r.url, token: TOKEN });
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        consumeDailyQuota(i % 2 ? a : b, "acct_shared", "free", 1, now, DEFAULT_LIMIT_SETTINGS),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  });

  it("fails closed with UPSTREAM_UNAVAILABLE when Redis dies, and recovers after it restarts", async () => {
    const s = new UpstashStore({ url: r.url, token: TOKEN, timeoutMs: 1500 });
    await s.ping();
    await r.redis.kill();
    const started = Date.now();
    for (const op of [
      () => s.ping(),
      () => s.consumeQuota("quota:x", 1, 10, 60),
      () => s.hitRateLimit("rl:x", 5, 1000),
      () => s.findApiKeyByHash("00".repeat(32)),
    ]) {
      const err = await op().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).reason).toBe("UPSTREAM_UNAVAILABLE");
    }
    expect(Date.now() - started).toBeLessThan(15_000);
    await r.redis.restart();
    await expect(s.ping()).resolves.toBeUndefined();
    expect((await s.consumeQuota("quota:after", 1, 10, 60)).allowed).toBe(true);
  });
});
