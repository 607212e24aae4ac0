import { describe, expect, it } from "vitest";
import type { Store } from "@/lib/store/types";
import { accountRecord, uid } from "./records";

/**
 * Store operations of the account surface (issue 16): email verification state, the per-account
 * session version, and resettable counters (failed sign-ins). Run against every adapter.
 */
export function accountSecurityContract(name: string, makeStore: () => Promise<Store>) {
  const account = accountRecord;

  describe(`Store contract (accounts): ${name}`, () => {
    it("keeps emailVerified: false until updated, and absent when never set", async () => {
      const s = await makeStore();
      const pending = account({ emailVerified: false });
      const provisioned = account();
      await s.insertAccount(pending);
      await s.insertAccount(provisioned);
      expect((await s.getAccount(pending.id))?.emailVerified).toBe(false);
      expect((await s.findAccountByEmail(pending.email!))?.emailVerified).toBe(false);
      expect((await s.getAccount(provisioned.id))?.emailVerified).toBeUndefined();
      expect((await s.updateAccount(pending.id, { emailVerified: true }))?.emailVerified).toBe(true);
      expect((await s.getAccount(pending.id))?.emailVerified).toBe(true);
    });

    it("bumps the session version atomically; null for a missing account", async () => {
      const s = await makeStore();
      const a = account();
      await s.insertAccount(a);
      expect((await s.getAccount(a.id))?.sessionVersion ?? 0).toBe(0);
      const versions = await Promise.all(Array.from({ length: 10 }, () => s.bumpSessionVersion(a.id)));
      expect([...versions].sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect((await s.getAccount(a.id))?.sessionVersion).toBe(10);
      // Other fields survive; an update does not reset the version.
      await s.updateAccount(a.id, { tier: "pro" });
      expect(await s.getAccount(a.id)).toMatchObject({ tier: "pro", sessionVersion: 10, email: a.email });
      expect(await s.bumpSessionVersion(`acct_missing_${uid()}`)).toBeNull();
      expect(await s.getAccount(`acct_missing_${uid()}`)).toBeNull();
    });

    it("resets a counter to zero (and a fresh count starts a fresh window)", async () => {
      const s = await makeStore();
      const k = `fail:${uid()}`;
      for (let i = 0; i < 3; i++) await s.consumeQuota(k, 1, 5, 900);
      expect(await s.getCounter(k)).toBe(3);
      await s.resetCounter(k);
      expect(await s.getCounter(k)).toBe(0);
      expect((await s.consumeQuota(k, 1, 5, 900)).used).toBe(1);
      await s.resetCounter(`absent:${uid()}`); // no-op, no error
    });
  });
}
