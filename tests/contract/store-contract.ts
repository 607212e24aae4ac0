import { describe, expect, it } from "vitest";
import type { Store } from "@/lib/store/types";
import { accountRecord, apiKeyRecord, uid } from "./records";

/**
 * The one behavioural contract every Store adapter must pass. Each adapter's test file calls
 * `storeContract(name, makeStore)`; `makeStore` returns a fresh, empty store (or a fresh namespace).
 */
export function storeContract(name: string, makeStore: () => Promise<Store>) {
  const account = accountRecord;
  const key = apiKeyRecord;

  describe(`Store contract: ${name}`, () => {
    it("answers ping", async () => {
      const s = await makeStore();
      await expect(s.ping()).resolves.toBeUndefined();
    });

    it("stores accounts, finds them by case-insensitive email, refuses duplicates", async () => {
      const s = await makeStore();
      const a = account({ email: `Mixed.${uid()}@Example.com`.toLowerCase() });
      expect(await s.insertAccount(a)).toBe(true);
      expect(await s.insertAccount({ ...a, id: `acct_${uid()}` })).toBe(false);
      expect(await s.insertAccount({ ...a, email: `${uid()}@x.io` })).toBe(false);
      expect(await s.getAccount(a.id)).toEqual(a);
      expect(await s.findAccountByEmail(a.email!.toUpperCase())).toEqual(a);
      expect(await s.getAccount("acct_missing")).toBeNull();
      const updated = await s.updateAccount(a.id, { tier: "pro" });
      expect(updated?.tier).toBe("pro");
      expect((await s.getAccount(a.id))?.tier).toBe("pro");
      expect(await s.updateAccount("acct_missing", { tier: "pro" })).toBeNull();
    });

    it("stores API keys by hash, lists them per account, updates revocation", async () => {
      const s = await makeStore();
      const a = account();
      await s.insertAccount(a);
      const k1 = key(a.id, { createdAt: "2026-01-01T00:00:00.000Z" });
      const k2 = key(a.id, { createdAt: "2026-01-02T00:00:00.000Z" });
      expect(await s.insertApiKey(k1)).toBe(true);
      expect(await s.insertApiKey(k2)).toBe(true);
      expect(await s.insertApiKey({ ...k1, id: `key_${uid()}` })).toBe(false);
      expect(await s.findApiKeyByHash(k1.keyHash)).toEqual(k1);
      expect((await s.listApiKeys(a.id)).map((k) => k.id)).toEqual([k1.id, k2.id]);
      const revoked = await s.updateApiKey(k1.id, { revokedAt: "2026-01-03T00:00:00.000Z" });
      expect(revoked?.revokedAt).toBe("2026-01-03T00:00:00.000Z");
      expect((await s.findApiKeyByHash(k1.keyHash))?.revokedAt).toBe("2026-01-03T00:00:00.000Z");
      expect(await s.listApiKeys("acct_nobody")).toEqual([]);
    });

    it("consumes quota all-or-nothing", async () => {
      const s = await makeStore();
      const k = `quota:${uid()}`;
      expect(await s.consumeQuota(k, 6, 10, 60)).toEqual({ allowed: true, used: 6 });
      expect(await s.consumeQuota(k, 5, 10, 60)).toEqual({ allowed: false, used: 6 });
      expect(await s.getCounter(k)).toBe(6);
      expect(await s.consumeQuota(k, 4, 10, 60)).toEqual({ allowed: true, used: 10 });
      expect(await s.consumeQuota(k, 1, 10, 60)).toEqual({ allowed: false, used: 10 });
      expect(await s.consumeQuota(k, -3, 10, 60)).toEqual({ allowed: true, used: 7 });
      expect(await s.consumeQuota(k, -30, 10, 60)).toEqual({ allowed: true, used: 0 });
      expect(await s.getCounters([k, `${k}:absent`])).toEqual([0, 0]);
      await s.consumeQuota(`${k}:b`, 2, 10, 60);
      expect(await s.getCounters([`${k}:b`, k])).toEqual([2, 0]);
    });

    it("admits exactly the limit under 50 concurrent consumers", async () => {
      const s = await makeStore();
      const k = `quota:${uid()}`;
      const results = await Promise.all(Array.from({ length: 50 }, () => s.consumeQuota(k, 1, 10, 60)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(await s.getCounter(k)).toBe(10);
    });

    it("rate-limits to the window's limit", async () => {
      const s = await makeStore();
      const k = `rl:${uid()}`;
      const results = await Promise.all(Array.from({ length: 8 }, () => s.hitRateLimit(k, 5, 10_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      const last = await s.hitRateLimit(k, 5, 10_000);
      expect(last.allowed).toBe(false);
      expect(last.remaining).toBe(0);
      expect(last.resetAt).toBeGreaterThan(Date.now());
    });

    it("keeps cache entries until their TTL and returns null for absent ones", async () => {
      const s = await makeStore();
      const k = `cache:${uid()}`;
      expect(await s.getCache(k)).toBeNull();
      const value = JSON.stringify({ safetyScore: 82, text: "ünïcode ✓", big: "18446744073709551615" });
      await s.setCache(k, value, 60);
      expect(await s.getCache(k)).toBe(value);
      await s.setCache(`${k}:short`, "x", 1);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await s.getCache(`${k}:short`)).toBeNull();
    });

    it("reads and writes several cache entries at once, in order, with their TTL", async () => {
      const s = await makeStore();
      const k = `cache-many:${uid()}`;
      expect(await s.getCacheMany([])).toEqual([]);
      await s.setCacheMany([], 60);
      await s.setCacheMany(
        [
          { key: `${k}:a`, value: "[1]" },
          { key: `${k}:b`, value: "ünïcode ✓" },
        ],
        60,
      );
      await s.setCache(`${k}:c`, "single", 60);
      expect(await s.getCacheMany([`${k}:b`, `${k}:absent`, `${k}:a`, `${k}:c`])).toEqual([
        "ünïcode ✓",
        null,
        "[1]",
        "single",
      ]);
      expect(await s.getCache(`${k}:a`)).toBe("[1]");
      await s.setCacheMany([{ key: `${k}:short`, value: "x" }], 1);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await s.getCacheMany([`${k}:short`, `${k}:a`])).toEqual([null, "[1]"]);
    });

    it("claims a key once", async () => {
      const s = await makeStore();
      const k = `nonce:${uid()}`;
      const claims = await Promise.all(Array.from({ length: 10 }, () => s.claimOnce(k, 60)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
}
