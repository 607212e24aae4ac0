import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { createLogger } from "@/lib/observability/logger";
import type { Runtime } from "@/lib/runtime";
import { scanWithReader } from "@/lib/scan/scan-service";
import { MemoryStore } from "@/lib/store/memory-store";
import { riskChange, runWatchlist, scoreBand } from "@/lib/watchlist/watchlist-cron";
import { addToWatchlist } from "@/lib/watchlist/watchlist-service";
import {
  buildFixture,
  FIXTURE_SPECS,
  fixtureAddress,
  fixtureReader,
  splMintBytes,
  TOKEN_PROGRAM,
} from "../../support/solana-fixtures";

function makeRuntime(clock: { t: number }): Runtime {
  return {
    config: loadConfig({ NODE_ENV: "test" }),
    store: new MemoryStore(() => clock.t),
    log: createLogger("silent"),
    signingSalt: "x",
    now: () => new Date(clock.t),
  };
}

describe("watchlist cron over the real engine", () => {
  it("sets a baseline, stays silent while unchanged, emits exactly one risk.changed when the mint changes", async () => {
    const clock = { t: Date.UTC(2026, 10, 22, 12) };
    const runtime = makeRuntime(clock);
    const fixture = await buildFixture(FIXTURE_SPECS.clean);
    const scan = (input: Parameters<typeof scanWithReader>[0]) =>
      scanWithReader(input, "live", fixtureReader([fixture]), () => new Date(clock.t));
    const events: { accountId: string; type: string; data: Record<string, unknown> }[] = [];
    const emit = async (e: (typeof events)[number]) => {
      events.push(e);
    };
    await runtime.store.insertAccount({
      id: "acct_w",
      email: null,
      passwordHash: null,
      tier: "pro",
      createdAt: new Date(clock.t).toISOString(),
    });
    const account = (await runtime.store.getAccount("acct_w"))!;
    expect((await addToWatchlist(runtime, account, fixture.mint)).created).toBe(true);
    expect((await addToWatchlist(runtime, account, fixture.mint)).created).toBe(false);

    const opts = { scan, emit, intervalMs: 60_000 };
    expect(await runWatchlist(runtime, opts)).toMatchObject({ scanned: 1, changed: 0 });
    const baseline = (await runtime.store.watchlist.get("acct_w", fixture.mint))!.lastResult!;
    expect(baseline.riskLevel).toBe("low");

    // Not due yet: nothing is scanned.
    expect(await runWatchlist(runtime, opts)).toMatchObject({ claimed: 0, scanned: 0 });
    clock.t += 61_000;
    expect(await runWatchlist(runtime, opts)).toMatchObject({ scanned: 1, changed: 0 });
    expect(events).toHaveLength(0);

    // The mint authority comes back on chain.
    const data = splMintBytes({
      supply: 1_000_000_000_000_000n,
      decimals: 6,
      mintAuthority: fixtureAddress("attacker"),
    });
    fixture.accounts.set(fixture.mint, { owner: TOKEN_PROGRAM, data, lamports: 2_000_000n });
    clock.t += 61_000;
    expect(await runWatchlist(runtime, opts)).toMatchObject({ scanned: 1, changed: 1 });
    expect(events).toHaveLength(1);
    const data0 = events[0].data as {
      previous: { riskLevel: string; safetyScore: number };
      current: { riskLevel: string; safetyScore: number };
      changedFindings: { id: string; previous: string; current: string }[];
    };
    expect(events[0]).toMatchObject({ accountId: "acct_w", type: "risk.changed" });
    expect(data0.previous).toMatchObject({ riskLevel: "low", safetyScore: baseline.safetyScore });
    expect(data0.current.safetyScore).toBeLessThan(baseline.safetyScore);
    expect(data0.changedFindings).toContainEqual({ id: "MINT_AUTHORITY_ACTIVE", previous: "pass", current: "fail" });
    expect((await runtime.store.watchlist.get("acct_w", fixture.mint))!.lastChangeAt).toBe(
      new Date(clock.t).toISOString(),
    );

    // Unchanged again: silent.
    clock.t += 61_000;
    await runWatchlist(runtime, opts);
    expect(events).toHaveLength(1);
  });

  it("a failed scan keeps the last result and retries sooner", async () => {
    const clock = { t: Date.UTC(2026, 10, 22, 12) };
    const runtime = makeRuntime(clock);
    await runtime.store.insertAccount({
      id: "acct_f",
      email: null,
      passwordHash: null,
      tier: "enterprise",
      createdAt: "",
    });
    await addToWatchlist(runtime, (await runtime.store.getAccount("acct_f"))!, fixtureAddress("x"));
    const { ApiError } = await import("@/lib/errors");
    const report = await runWatchlist(runtime, {
      scan: async () => {
        throw new ApiError("UPSTREAM_UNAVAILABLE", "rpc down");
      },
      emit: async () => {},
      intervalMs: 3_600_000,
      retryMs: 1000,
    });
    expect(report).toMatchObject({ failed: 1, changed: 0 });
    clock.t += 1500;
    expect((await runtime.store.watchlist.claimDue(clock.t, 10, 1000)).length).toBe(1);
  });
});

describe("change rule", () => {
  const r = (
    safetyScore: number,
    riskLevel: "low" | "medium" | "high" | "critical",
    findings: Record<string, string> = {},
  ) => ({ safetyScore, riskLevel, scannedAt: "", findings });
  it("fires on a level or 10-point band change only", () => {
    expect(scoreBand(100)).toBe(9);
    expect(scoreBand(89)).toBe(8);
    expect(riskChange(r(85, "low"), r(88, "low"))).toBeNull();
    expect(riskChange(r(85, "low"), r(79, "medium"))).not.toBeNull();
    expect(riskChange(r(91, "low"), r(89, "low"))).toEqual([]);
  });
});

describe("one run", () => {
  it("scans each due entry once, even when the interval is shorter than the run", async () => {
    const clock = { t: Date.UTC(2026, 10, 22, 12) };
    const runtime = makeRuntime(clock);
    const fixture = await buildFixture(FIXTURE_SPECS.clean);
    await runtime.store.insertAccount({ id: "acct_o", email: null, passwordHash: null, tier: "pro", createdAt: "" });
    await addToWatchlist(runtime, (await runtime.store.getAccount("acct_o"))!, fixture.mint);
    let scans = 0;
    const report = await runWatchlist(runtime, {
      scan: (input) => {
        scans += 1;
        clock.t += 5; // time passes during the scan, beyond the 1 ms interval
        return scanWithReader(input, "live", fixtureReader([fixture]), () => new Date(clock.t));
      },
      emit: async () => {},
      intervalMs: 1,
      budgetMs: 2000,
    });
    expect(scans).toBe(1);
    expect(report).toMatchObject({ scanned: 1, budgetExhausted: false });
  });
});
