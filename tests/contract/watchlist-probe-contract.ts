import { describe, expect, it } from "vitest";
import type { Store } from "@/lib/store/types";
import { parseWatchKey, type WatchEntry, watchKey } from "@/lib/store/watchlist-repo";

/** WatchlistRepo and ProbeRepo contract, shared by both store adapters. */
export function watchlistProbeContract(name: string, makeStore: () => Promise<Store>) {
  const uid = () => Math.random().toString(36).slice(2, 10);
  const entry = (accountId: string, token = `Tok${uid()}`): WatchEntry => ({
    accountId,
    tokenAddress: token,
    chain: "solana",
    addedAt: new Date().toISOString(),
    lastResult: null,
    lastChangeAt: null,
  });

  describe(`WatchlistRepo contract: ${name}`, () => {
    it("adds, lists, gets and removes entries, enforcing the cap", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const e1 = entry(acct);
      expect(await s.watchlist.add(e1, 2, Date.now())).toBe("added");
      expect(await s.watchlist.add(e1, 2, Date.now())).toBe("exists");
      expect(await s.watchlist.add(entry(acct), 2, Date.now())).toBe("added");
      expect(await s.watchlist.add(entry(acct), 2, Date.now())).toBe("cap");
      expect((await s.watchlist.list(acct)).map((e) => e.tokenAddress)).toContain(e1.tokenAddress);
      expect(await s.watchlist.get(acct, e1.tokenAddress)).toEqual(e1);
      expect(await s.watchlist.remove(acct, e1.tokenAddress)).toBe(true);
      expect(await s.watchlist.remove(acct, e1.tokenAddress)).toBe(false);
      expect(await s.watchlist.get(acct, e1.tokenAddress)).toBeNull();
      expect(await s.watchlist.add(entry(acct), 2, Date.now())).toBe("added");
    });

    it("claims due entries once per lease, in due order, and saves results", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const base = 1_000_000_000_000 + Math.floor(Math.random() * 1e6) * 1000;
      const [a, b, c] = [entry(acct), entry(acct), entry(acct)];
      await s.watchlist.add(a, 10, base - 3000);
      await s.watchlist.add(b, 10, base - 2000);
      await s.watchlist.add(c, 10, base + 60_000);
      const [w1, w2] = await Promise.all([
        s.watchlist.claimDue(base, 10, 30_000),
        s.watchlist.claimDue(base, 10, 30_000),
      ]);
      const mine = (xs: { accountId: string; tokenAddress: string }[]) =>
        xs.filter((x) => x.accountId === acct).map((x) => x.tokenAddress);
      const claimed = [...mine(w1), ...mine(w2)];
      expect(claimed.sort()).toEqual([a.tokenAddress, b.tokenAddress].sort());
      expect(mine(await s.watchlist.claimDue(base + 1000, 10, 30_000))).toEqual([]);
      // An expired lease makes the entry claimable again.
      expect(mine(await s.watchlist.claimDue(base + 31_000, 10, 30_000)).sort()).toEqual(
        [a.tokenAddress, b.tokenAddress].sort(),
      );

      const result = {
        safetyScore: 65,
        riskLevel: "medium" as const,
        scannedAt: new Date(base).toISOString(),
        findings: { MINT_AUTHORITY_ACTIVE: "fail" },
      };
      await s.watchlist.saveResult(acct, a.tokenAddress, result, "2026-11-22T00:00:00.000Z", base + 900_000);
      expect(await s.watchlist.get(acct, a.tokenAddress)).toMatchObject({
        lastResult: result,
        lastChangeAt: "2026-11-22T00:00:00.000Z",
      });
      expect(mine(await s.watchlist.claimDue(base + 100_000, 10, 30_000))).not.toContain(a.tokenAddress);
      // A failed attempt keeps the last result and records the outcome, its reason and the next run.
      const attempt = {
        at: new Date(base + 1).toISOString(),
        outcome: "failed" as const,
        reason: "Solana RPC is unreachable: connection refused (ECONNREFUSED) (check SOLANA_RPC_URL)",
        nextRunAt: new Date(base + 300_000).toISOString(),
      };
      await s.watchlist.saveResult(acct, a.tokenAddress, null, null, base + 300_000, attempt);
      expect(await s.watchlist.get(acct, a.tokenAddress)).toMatchObject({ lastResult: result, lastAttempt: attempt });
      expect((await s.watchlist.list(acct)).find((e) => e.tokenAddress === a.tokenAddress)?.lastAttempt).toEqual(
        attempt,
      );
      // Saving for a removed entry does not resurrect it.
      await s.watchlist.remove(acct, b.tokenAddress);
      await s.watchlist.saveResult(acct, b.tokenAddress, result, null, base);
      expect(await s.watchlist.get(acct, b.tokenAddress)).toBeNull();
      expect(mine(await s.watchlist.claimDue(base + 10_000_000, 10, 1))).not.toContain(b.tokenAddress);
    });

    it("one EVM address watched on two chains is two entries, each with its chain, claimed by watch key", async () => {
      const s = await makeStore();
      const acct = `acct_${uid()}`;
      const addr = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
      const onEth: WatchEntry = { ...entry(acct, addr), chain: "ethereum", addedAt: "2026-11-23T10:00:00.000Z" };
      const onBase: WatchEntry = { ...entry(acct, addr), chain: "base", addedAt: "2026-11-23T10:00:01.000Z" };
      const base = 2_000_000_000_000 + Math.floor(Math.random() * 1e6) * 1000;
      expect(await s.watchlist.add(onEth, 5, base - 10)).toBe("added");
      expect(await s.watchlist.add(onBase, 5, base - 5)).toBe("added");
      expect(await s.watchlist.add({ ...onBase }, 5, base)).toBe("exists");
      expect((await s.watchlist.list(acct)).map((e) => [e.chain, e.tokenAddress])).toEqual([
        ["ethereum", addr],
        ["base", addr],
      ]);
      expect(await s.watchlist.get(acct, watchKey("base", addr))).toEqual(onBase);
      expect(await s.watchlist.get(acct, addr)).toBeNull();
      const claimed = (await s.watchlist.claimDue(base, 10, 30_000))
        .filter((c) => c.accountId === acct)
        .map((c) => parseWatchKey(c.tokenAddress));
      expect(claimed).toEqual([
        { chain: "ethereum", tokenAddress: addr },
        { chain: "base", tokenAddress: addr },
      ]);
      expect(await s.watchlist.remove(acct, watchKey("ethereum", addr))).toBe(true);
      expect((await s.watchlist.list(acct)).map((e) => e.chain)).toEqual(["base"]);
    });
  });

  describe(`ProbeRepo contract: ${name}`, () => {
    it("counts probes per component and overall per UTC day, and keeps the last run", async () => {
      const s = await makeStore();
      const day1 = new Date("2031-03-01T23:59:00Z");
      const day2 = new Date("2031-03-02T00:01:00Z");
      await s.probes.record(day1, [
        { name: "store", ok: true, latencyMs: 2 },
        { name: "solana_rpc", ok: false, latencyMs: null },
      ]);
      await s.probes.record(day1, [
        { name: "store", ok: true, latencyMs: 3 },
        { name: "solana_rpc", ok: true, latencyMs: 40 },
      ]);
      await s.probes.record(day2, [
        { name: "store", ok: true, latencyMs: 1 },
        { name: "solana_rpc", ok: true, latencyMs: 30 },
      ]);
      const [d1, d2, d3] = await s.probes.days(["2031-03-01", "2031-03-02", "2031-03-03"]);
      expect(d1.counts).toEqual({
        store: { total: 2, up: 2 },
        solana_rpc: { total: 2, up: 1 },
        all: { total: 2, up: 1 },
      });
      expect(d2.counts.all).toEqual({ total: 1, up: 1 });
      expect(d3).toEqual({ day: "2031-03-03", counts: {} });
      expect((await s.probes.last())?.at).toBe(day2.toISOString());
    });
  });
}
