import { describe, expect, it } from "vitest";
import type { AccountRecord, AdmitRequest, ApiKeyRecord, Store, Tier } from "@/lib/store/types";
import type { WebhookEndpointRecord } from "@/lib/store/webhook-repo";
import { accountRecord, apiKeyRecord, hex64, uid } from "./records";

/**
 * The API hot path's store operation (Store.admit): key, account, signing nonce, per-second
 * window, quota reservation and reads in one call, with the same answers on every adapter.
 * Run against the embedded store (tests/unit/store) and Redis through the Upstash REST bridge
 * (tests/redis).
 */
export function admissionContract(name: string, makeStore: () => Promise<Store>) {
  const RATES: Record<Tier, number> = { free: 2, pro: 3, enterprise: 50 };
  const QUOTAS: Record<Tier, number> = { free: 5, pro: 8, enterprise: 100 };

  async function setup(s: Store, over: { account?: Partial<AccountRecord>; key?: Partial<ApiKeyRecord> } = {}) {
    const account = accountRecord({ email: null, ...over.account });
    const key = apiKeyRecord(account.id, over.key);
    expect(await s.insertAccount(account)).toBe(true);
    expect(await s.insertApiKey(key)).toBe(true);
    return { account, key };
  }

  const request = (
    account: AccountRecord,
    key: ApiKeyRecord | null,
    over: Partial<AdmitRequest> = {},
  ): AdmitRequest => ({
    keyHash: key?.keyHash ?? null,
    keyId: key?.id ?? null,
    accountId: account.id,
    signature: "none",
    signatureClaim: null,
    rate: null,
    quota: null,
    cacheKey: null,
    counterKeys: [],
    webhookEndpoints: false,
    ...over,
  });
  const rate = (accountId: string, nowMs: number) => ({
    key: `rlw:${accountId}`,
    limitByTier: RATES,
    windowMs: 1000,
    nowMs,
    hitId: uid(),
  });
  const quota = (accountId: string, units = 1) => ({
    key: `quota:${accountId}:2026-11-23`,
    units,
    limitByTier: QUOTAS,
    ttlSeconds: 60,
  });

  describe(`Store.admit contract: ${name}`, () => {
    it("admits a live key with its records and reads the cache entry and counters", async () => {
      const s = await makeStore();
      const { account, key } = await setup(s, { account: { tier: "pro" } });
      await s.setCache(`c:${account.id}`, "cached-json", 60);
      await s.consumeQuota(`quota:${account.id}:2026-11-22`, 4, 100, 60);
      const r = await s.admit(
        request(account, key, {
          cacheKey: `c:${account.id}`,
          counterKeys: [`quota:${account.id}:2026-11-23`, `quota:${account.id}:2026-11-22`],
        }),
      );
      expect(r.status).toBe("ok");
      expect(r.key).toEqual(key);
      expect(r.account).toEqual(account);
      expect(r.cache).toBe("cached-json");
      expect(r.counters).toEqual([0, 4]);
      expect(r.rate).toBeNull();
      expect(r.quota).toBeNull();
      const miss = await s.admit(request(account, key, { cacheKey: `c:absent:${account.id}` }));
      expect(miss.cache).toBeNull();
    });

    it("refuses unknown, foreign and revoked keys and missing or unverified accounts, writing nothing", async () => {
      const s = await makeStore();
      const { account, key } = await setup(s);
      const other = await setup(s);
      expect((await s.admit(request(account, { ...key, keyHash: hex64() }))).status).toBe("no_key");
      // The caller's cached key → account mapping must match the record (never another account's limits).
      expect((await s.admit(request(other.account, key))).status).toBe("no_key");
      expect((await s.admit(request(account, { ...key, id: "key_other" }))).status).toBe("no_key");
      await s.updateApiKey(key.id, { revokedAt: new Date().toISOString() });
      const revoked = await s.admit(
        request(account, key, { quota: quota(account.id), rate: rate(account.id, Date.now()) }),
      );
      expect(revoked.status).toBe("revoked");
      expect(await s.getCounter(`quota:${account.id}:2026-11-23`)).toBe(0);
      expect((await s.admit(request({ ...account, id: `acct_${uid()}` }, null))).status).toBe("no_account");
      const unverified = await setup(s, { account: { emailVerified: false } });
      const u = await s.admit(request(unverified.account, unverified.key, { quota: quota(unverified.account.id) }));
      expect(u.status).toBe("email_unverified");
      expect(u.account?.emailVerified).toBe(false);
      expect(await s.getCounter(`quota:${unverified.account.id}:2026-11-23`)).toBe(0);
    });

    it("enforces signing: required, invalid, and a nonce accepted once", async () => {
      const s = await makeStore();
      const { account, key } = await setup(s, { key: { signingRequired: true } });
      expect((await s.admit(request(account, key))).status).toBe("signature_required");
      expect((await s.admit(request(account, key, { signature: "invalid" }))).status).toBe("signature_invalid");
      const nonce = `sig:${key.id}:${uid()}`;
      expect((await s.admit(request(account, key, { signature: "valid", signatureClaim: nonce }))).status).toBe("ok");
      expect((await s.admit(request(account, key, { signature: "valid", signatureClaim: nonce }))).status).toBe(
        "signature_replayed",
      );
      expect(await s.claimOnce(nonce, 60)).toBe(false);
    });

    it("applies the per-second window of the account's tier and reports when it resets", async () => {
      const s = await makeStore();
      const { account, key } = await setup(s, { account: { tier: "pro" } });
      const t = Date.now();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await s.admit(request(account, key, { rate: rate(account.id, t + i) })));
      expect(results.map((r) => r.status)).toEqual(["ok", "ok", "ok", "rate_limited"]);
      expect(results.map((r) => r.rate?.remaining)).toEqual([2, 1, 0, 0]);
      expect(results[0].rate).toMatchObject({ allowed: true, limit: 3, resetAt: t + 1000 });
      expect(results[3].rate).toMatchObject({ allowed: false, limit: 3, resetAt: t + 1000 });
      // A refused hit reserves no quota.
      const refused = await s.admit(
        request(account, key, { rate: rate(account.id, t + 10), quota: quota(account.id) }),
      );
      expect(refused.status).toBe("rate_limited");
      expect(refused.quota).toBeNull();
      expect(await s.getCounter(`quota:${account.id}:2026-11-23`)).toBe(0);
      // The window slides: one second after the first hit, one slot is free again.
      const later = await s.admit(request(account, key, { rate: rate(account.id, t + 1000) }));
      expect(later.status).toBe("ok");
      expect(later.rate).toMatchObject({ allowed: true, remaining: 0, resetAt: t + 1 + 1000 });
    });

    it("reserves quota all or nothing by tier, never over the limit under concurrency", async () => {
      const s = await makeStore();
      const { account, key } = await setup(s);
      const rs = await Promise.all(
        Array.from({ length: 12 }, () => s.admit(request(account, key, { quota: quota(account.id) }))),
      );
      expect(rs.every((r) => r.status === "ok")).toBe(true);
      expect(rs.filter((r) => r.quota?.allowed)).toHaveLength(5);
      expect(
        rs.filter((r) => r.quota && !r.quota.allowed).every((r) => r.quota!.used === 5 && r.quota!.limit === 5),
      ).toBe(true);
      expect(await s.getCounter(`quota:${account.id}:2026-11-23`)).toBe(5);
      // Reserved units are refunded with consumeQuota (the reservation's settle/release).
      await s.consumeQuota(`quota:${account.id}:2026-11-23`, -2, Number.MAX_SAFE_INTEGER, 60);
      const big = await s.admit(request(account, key, { quota: quota(account.id, 3) }));
      expect(big.quota).toEqual({ allowed: false, used: 3, limit: 5 });
      const fits = await s.admit(request(account, key, { quota: quota(account.id, 2) }));
      expect(fits.quota).toEqual({ allowed: true, used: 5, limit: 5 });
    });

    it("admits a session's account without a key, and counts its webhook endpoints", async () => {
      const s = await makeStore();
      const { account } = await setup(s, { account: { tier: "enterprise" } });
      const none = await s.admit(request(account, null, { webhookEndpoints: true }));
      expect(none).toMatchObject({ status: "ok", key: null, webhookEndpoints: 0 });
      const now = new Date().toISOString();
      const ep: WebhookEndpointRecord = {
        id: `wh_${uid()}`,
        accountId: account.id,
        url: "https://example.com/hook",
        description: "",
        events: ["scan.completed"],
        enabled: true,
        secret: "whsec_test",
        createdAt: now,
        updatedAt: now,
        disabledReason: null,
        disabledAt: null,
        consecutiveFailures: 0,
        failingSince: null,
        lastSuccessAt: null,
        lastFailureAt: null,
      };
      expect(await s.webhooks.insertEndpoint(ep, 10)).toBe(true);
      expect((await s.admit(request(account, null, { webhookEndpoints: true }))).webhookEndpoints).toBe(1);
    });
  });
}
