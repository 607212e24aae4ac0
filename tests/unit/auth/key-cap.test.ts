import { describe, expect, it } from "vitest";
import { createKey, listKeys, MAX_ACTIVE_KEYS, revokeKey } from "@/lib/auth/key-console";
import { isApiError } from "@/lib/errors";
import { MemoryStore } from "@/lib/store/memory-store";

/** The key console's 20-active-key cap holds under concurrent creations (embedded store). */
describe("active key cap", () => {
  it("25 concurrent creations leave exactly 20 active keys; the rest are 409 CONFLICT; revoking frees a place", async () => {
    const store = new MemoryStore();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => createKey(store, "acct_cap", { name: `k${i}` })),
    );
    const created = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(created).toHaveLength(MAX_ACTIVE_KEYS);
    for (const r of refused) expect(isApiError(r.reason) && r.reason.reason).toBe("CONFLICT");
    const keys = await listKeys(store, "acct_cap");
    expect(keys.filter((k) => k.status === "active")).toHaveLength(20);
    await revokeKey(store, "acct_cap", keys[0].id, new Date());
    await expect(createKey(store, "acct_cap", {})).resolves.toMatchObject({ status: "active" });
    await expect(createKey(store, "acct_cap", {})).rejects.toMatchObject({ reason: "CONFLICT" });
  });
});
