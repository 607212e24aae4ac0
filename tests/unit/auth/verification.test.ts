import { describe, expect, it } from "vitest";
import { issueVerificationToken, useVerificationToken, VERIFY_TTL_SECONDS } from "@/lib/auth/verification";
import { MemoryStore } from "@/lib/store/memory-store";

async function setup(now: () => number) {
  const store = new MemoryStore(now);
  const account = {
    id: "acct_v",
    email: "v@example.com",
    passwordHash: null,
    tier: "free" as const,
    createdAt: new Date(0).toISOString(),
    emailVerified: false,
  };
  await store.insertAccount(account);
  return { store, account };
}

describe("verification tokens", () => {
  it("verify the account once; the second use is refused", async () => {
    const t = Date.now();
    const { store, account } = await setup(() => t);
    const token = issueVerificationToken(account, new Date(t));
    expect(await useVerificationToken(store, token, new Date(t))).toBe("verified");
    expect((await store.getAccount(account.id))?.emailVerified).toBe(true);
    expect(await useVerificationToken(store, token, new Date(t))).toBe("used");
  });

  it("expire after 24 hours", async () => {
    let t = Date.now();
    const { store, account } = await setup(() => t);
    const token = issueVerificationToken(account, new Date(t));
    t += VERIFY_TTL_SECONDS * 1000 + 1;
    expect(await useVerificationToken(store, token, new Date(t))).toBe("expired");
    expect((await store.getAccount(account.id))?.emailVerified).toBe(false);
  });

  it("refuse tampered, truncated and foreign tokens", async () => {
    const t = Date.now();
    const { store, account } = await setup(() => t);
    const token = issueVerificationToken(account, new Date(t));
    const [payload, mac] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), x: 9e12 }),
    ).toString("base64url");
    for (const bad of [`${forged}.${mac}`, payload, `${payload}.`, `${payload}.${mac}x`, "x.y.z", ""]) {
      expect(await useVerificationToken(store, bad, new Date(t)), bad).toBe("invalid");
    }
    // A token for another address (the account's email changed, or another account's id) is invalid.
    const other = issueVerificationToken({ id: account.id, email: "someone-else@example.com" }, new Date(t));
    expect(await useVerificationToken(store, other, new Date(t))).toBe("invalid");
    expect((await store.getAccount(account.id))?.emailVerified).toBe(false);
  });
});
