import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey } from "@/lib/auth/api-keys";
import { verifyPassword } from "@/lib/auth/password";
import { applySeed } from "@/lib/auth/seed";
import { MemoryStore } from "@/lib/store/memory-store";

describe("applySeed (SEED_FILE provisioning)", () => {
  it("stores each account's own password hash (hashed several at a time) and its keys; a second run changes nothing", async () => {
    const store = new MemoryStore();
    const key = generateApiKey();
    const seed = {
      accounts: [
        { id: "acct_a", email: "A@example.com", password: "password-a-1", tier: "free" as const, apiKeys: [] },
        { id: "acct_b", email: "b@example.com", tier: "pro" as const, apiKeys: [{ key }] },
        { id: "acct_c", email: "c@example.com", password: "password-c-1", tier: "enterprise" as const, apiKeys: [] },
        { id: "acct_d", password: "password-d-1", tier: "free" as const, apiKeys: [] },
        { id: "acct_e", password: "password-e-1", tier: "pro" as const, apiKeys: [] },
      ],
    };
    expect(await applySeed(store, seed)).toEqual({ accounts: 5, keys: 1 });

    const a = await store.getAccount("acct_a");
    expect(a?.email).toBe("a@example.com");
    for (const [id, own, other] of [
      ["acct_a", "password-a-1", "password-c-1"],
      ["acct_c", "password-c-1", "password-a-1"],
      ["acct_d", "password-d-1", "password-e-1"],
      ["acct_e", "password-e-1", "password-d-1"],
    ]) {
      const hash = (await store.getAccount(id))?.passwordHash ?? "";
      expect(await verifyPassword(own, hash)).toBe(true);
      expect(await verifyPassword(other, hash)).toBe(false);
    }
    expect((await store.getAccount("acct_b"))?.passwordHash).toBeNull();
    expect((await store.findApiKeyByHash(hashApiKey(key)))?.accountId).toBe("acct_b");

    const before = (await store.getAccount("acct_a"))?.passwordHash;
    expect(await applySeed(store, seed)).toEqual({ accounts: 0, keys: 0 });
    expect((await store.getAccount("acct_a"))?.passwordHash).toBe(before);
  }, 30_000);
});
