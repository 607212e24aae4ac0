import { describe, expect, it } from "vitest";
import type { ApiError } from "@/lib/errors";
import { reserveDailyQuota } from "@/lib/limits/metering";
import { DEFAULT_LIMIT_SETTINGS } from "@/lib/limits/tiers";
import type { Store } from "@/lib/store/types";
import { apiKeyRecord, uid } from "./records";

/**
 * Contract for the cap and metering operations every Store adapter must pass (memory and
 * Upstash/Redis): the atomic key cap and exact billing (reserve, then settle) over consumeQuota.
 */
export function meteringContract(name: string, makeStore: () => Promise<Store>) {
  const key = apiKeyRecord;
  const now = new Date("2026-11-23T10:00:00.000Z");
  const FREE_DAILY = 10;

  describe(`Metering and cap contract: ${name}`, () => {
    it("insertApiKeyCapped: inserts below the cap, refuses at it, counts only unrevoked keys of the account, refuses duplicates", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const k1 = key(acct);
      expect(await s.insertApiKeyCapped(k1, 2)).toBe("inserted");
      expect(await s.insertApiKeyCapped({ ...k1, id: `key_${uid()}` }, 2)).toBe("exists");
      expect(await s.insertApiKeyCapped(key(acct), 2)).toBe("inserted");
      expect(await s.insertApiKeyCapped(key(acct), 2)).toBe("cap");
      // Another account's keys do not count.
      expect(await s.insertApiKeyCapped(key(`acct_${uid()}`), 2)).toBe("inserted");
      // A revoked key frees a place.
      await s.updateApiKey(k1.id, { revokedAt: now.toISOString() });
      const k4 = key(acct);
      expect(await s.insertApiKeyCapped(k4, 2)).toBe("inserted");
      expect(await s.findApiKeyByHash(k4.keyHash)).toEqual(k4);
      expect((await s.listApiKeys(acct)).filter((k) => !k.revokedAt)).toHaveLength(2);
    });

    it("insertApiKeyCapped: 25 concurrent inserts against a cap of 20 keep exactly 20 active keys", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      await s.insertApiKeyCapped(key(acct), 20);
      const outcomes = await Promise.all(Array.from({ length: 25 }, () => s.insertApiKeyCapped(key(acct), 20)));
      expect(outcomes.filter((o) => o === "inserted")).toHaveLength(19);
      expect(outcomes.filter((o) => o === "cap")).toHaveLength(6);
      expect((await s.listApiKeys(acct)).filter((k) => !k.revokedAt)).toHaveLength(20);
    });

    it("a reservation settled for fewer units keeps exactly those; release gives all back; only the first settle counts", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const states: number[] = [];
      const r = await reserveDailyQuota(s, acct, "free", 5, now, DEFAULT_LIMIT_SETTINGS, {
        onState: (q) => states.push(q.used),
      });
      expect(r.state).toMatchObject({ used: 5, remaining: FREE_DAILY - 5 });
      expect(await r.settle(2)).toMatchObject({ used: 2, remaining: FREE_DAILY - 2 });
      expect(await r.settle(0)).toMatchObject({ used: 2 });
      await r.release();
      expect(states).toEqual([5, 2]);

      const r2 = await reserveDailyQuota(s, acct, "free", 3, now, DEFAULT_LIMIT_SETTINGS);
      await r2.release();
      const r3 = await reserveDailyQuota(s, acct, "free", 0, now, DEFAULT_LIMIT_SETTINGS);
      expect(r3.state).toMatchObject({ used: 2 });
      // Settling for everything reserved costs no refund; more than reserved is clamped.
      const r4 = await reserveDailyQuota(s, acct, "free", 4, now, DEFAULT_LIMIT_SETTINGS);
      expect(await r4.settle(99)).toMatchObject({ used: 6 });
    });

    it("reservations never over-admit under 40 concurrent requests, and settled refunds become usable again", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const attempts = await Promise.allSettled(
        Array.from({ length: 40 }, () => reserveDailyQuota(s, acct, "free", 3, now, DEFAULT_LIMIT_SETTINGS)),
      );
      const admitted = attempts
        .filter((a) => a.status === "fulfilled")
        .map((a) => (a as PromiseFulfilledResult<Awaited<ReturnType<typeof reserveDailyQuota>>>).value);
      expect(admitted).toHaveLength(3); // 3 × 3 = 9 of 10
      for (const a of attempts)
        if (a.status === "rejected") expect((a.reason as ApiError).reason).toBe("QUOTA_EXCEEDED");
      // Each admitted batch analysed one item of three: 6 units come back.
      await Promise.all(admitted.map((r) => r.settle(1)));
      const again = await Promise.allSettled(
        Array.from({ length: 20 }, () => reserveDailyQuota(s, acct, "free", 1, now, DEFAULT_LIMIT_SETTINGS)),
      );
      expect(again.filter((a) => a.status === "fulfilled")).toHaveLength(FREE_DAILY - 3);
    });
  });
}
