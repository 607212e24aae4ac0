import { describe, expect, it } from "vitest";
import { MemoryStore } from "@/lib/store/memory-store";
import { accountSecurityContract } from "../../contract/account-security-contract";
import { storeContract } from "../../contract/store-contract";

storeContract("memory", async () => new MemoryStore());
accountSecurityContract("memory", async () => new MemoryStore());

describe("MemoryStore expiry", () => {
  it("expires counters, windows and claims with the injected clock", async () => {
    let now = 1_000_000;
    const s = new MemoryStore(() => now);
    await s.consumeQuota("q", 3, 10, 60);
    expect(await s.claimOnce("n", 10)).toBe(true);
    expect(await s.claimOnce("n", 10)).toBe(false);
    now += 61_000;
    expect(await s.getCounter("q")).toBe(0);
    expect(await s.claimOnce("n", 10)).toBe(true);
  });
});
