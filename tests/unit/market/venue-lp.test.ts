/**
 * Issue 29, in-process: every venue scenario (pools, positions and curves encoded with the protocols'
 * own coders, tests/support/venue-scenarios.ts) scanned live through the real RPC reader against the
 * local JSON-RPC stand-in and the local DexScreener stand-in. Checks the per-pool pullable share, the
 * LP_UNLOCKED finding, the launchpad facts, the vault exclusion from holders, and that the scan's
 * causal round-trip depth stays at 3 with positions read by one filtered getProgramAccounts per pool.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressToBytes } from "@/lib/chains/solana/address";
import { findProgramAddress } from "@/lib/chains/solana/pda";
import { createRpcReader, scanToken } from "@/lib/engine";
import type { EngineResult } from "@/lib/engine/types";
import { FLUXBEAM_PROGRAM_ID } from "@/lib/engine/venue-scan";
import { createDexScreenerClient } from "@/lib/market/dexscreener";
import { type HttpTransport, httpTransport } from "@/lib/net/http-client";
import { type DexScreenerServer, startDexScreenerServer } from "../../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildFixture, fixtureAddress } from "../../support/solana-fixtures";
import { installVenueScenarios, VENUE_SCENARIOS, type VenueScenario } from "../../support/venue-scenarios";

let rpc: LocalRpc;
let dex: DexScreenerServer;
let scenarios: Record<string, VenueScenario>;

beforeAll(async () => {
  rpc = await startLocalRpc({ fixtures: [] });
  dex = await startDexScreenerServer();
  scenarios = await installVenueScenarios(rpc, dex);
}, 60_000);
afterAll(async () => {
  await rpc?.close();
  await dex?.close();
});

/** A live scan (market on, history and simulation off) with its causal round-trip depth. */
async function scan(mint: string): Promise<{ result: EngineResult; chain: number }> {
  const exchanges: Array<{ answered: number; depth: number }> = [];
  const transport: HttpTransport = async (url, init) => {
    const sent = performance.now();
    const depth = 1 + Math.max(0, ...exchanges.filter((e) => e.answered <= sent).map((e) => e.depth));
    const entry = { answered: Infinity, depth };
    exchanges.push(entry);
    try {
      return await httpTransport(url, init);
    } finally {
      entry.answered = performance.now();
    }
  };
  const result = await scanToken(
    { chain: "solana", tokenAddress: mint },
    createRpcReader({ url: rpc.url, coalesceMs: 0, transport }),
    { mode: "live", market: createDexScreenerClient({ baseUrl: dex.url }) },
  );
  return { result, chain: Math.max(0, ...exchanges.map((e) => e.depth)) };
}

const NAMES = Object.keys(VENUE_SCENARIOS);
/** The labels the scenarios list their pairs with (tests/support/venue-scenarios.ts). */
const VENUE_LABELS: Record<string, string[]> = {
  "damm-v1-wallet": ["DYN"],
  "dlmm-many": ["DLMM"],
  "launchlab-migrated": ["CPMM"],
  "clmm-deployer-split": ["CLMM"],
  "whirlpool-top-holder-split": ["wp"],
};

describe("venue scenarios scanned live (local RPC + DexScreener stand-ins)", () => {
  it.each(NAMES)("%s", async (name) => {
    const sc = scenarios[name];
    const { result: r, chain } = await scan(sc.mint);
    const e = sc.expect;
    const lp = r.findings.find((f) => f.id === "LP_UNLOCKED");
    expect(lp, JSON.stringify(lp)).toMatchObject(e.lpUnlocked);
    if (e.lp) {
      const pool = r.market.pools.find((p) => p.pairAddress === sc.pair) ?? r.market.pools[0];
      expect(pool.lp, pool.lp.reason).toMatchObject(e.lp);
    }
    if (e.launchpad) expect(r.launchpad).toMatchObject(e.launchpad);
    // The vault (40-70 % of supply) is labelled and excluded: the top wallet holds 3 %.
    const vaultRow = r.holders.top.find((h) => h.rank === 1);
    expect(vaultRow).toMatchObject({ label: e.vaultLabel, excluded: true });
    expect(r.holders.top1Pct).toBe(3);
    expect(
      r.riskLevel,
      JSON.stringify(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity])),
    ).toBe(e.riskLevel);
    // Positions, escrow and curve reads ride in the rounds the scan already makes.
    expect(chain).toBeLessThanOrEqual(3);
  });

  it("DLMM positions cost two sliced getProgramAccounts, sent in the second round trip with the pair account (labelled DLMM)", async () => {
    rpc.resetStats();
    const { chain } = await scan(scenarios["dlmm-many"].mint);
    const s = rpc.stats();
    // DLMM positions name their owner: nothing is left for a third round trip.
    expect(chain).toBe(2);
    // Two data slices of the same positions (bytes 0..1192 and the lock release point), concurrently.
    expect(s.calls.getProgramAccounts).toBe(2);
    expect(s.calls).toMatchObject({ getMultipleAccounts: 2, getTokenLargestAccounts: 1 });
    // Cost: 25 DLMM positions, 1200 of their 8120 bytes each, base64 (~56 KB of JSON; 276 KB unsliced).
    expect(s.programAccountsBytes).toBeGreaterThan(25 * 1200);
    expect(s.programAccountsBytes).toBeLessThan(25 * 8120);
    if (process.env.DEPTH_REPORT) console.log("DLMM 25 positions:", s);
  });

  // Holder lookups (candidates: pool creator, deployer, top wallets; at most 12): CLMM, 4 positions x 12 x 2 token
  // programs = 96 accounts, one call; Whirlpool, 5 x 12 x 2 = 120, two calls of at most 100 (one HTTP request);
  // DAMM v2, 4 x (its NFT account + 12 Token-2022 associated accounts) = 52. Each getProgramAccounts goes alone.
  it.each([
    ["clmm-deployer-split", 2, 3, 5],
    ["whirlpool-top-holder-split", 2, 4, 5],
    ["damm-v2-deployer-split", 1, 3, 4],
  ])(
    "%s: positions ride with the pool account (round trip 2), the NFT holders' accounts in round trip 3",
    async (name, programAccounts, getMultipleAccounts, httpRequests) => {
      rpc.resetStats();
      const { chain } = await scan(scenarios[name].mint);
      const s = rpc.stats();
      expect(chain).toBe(3);
      // Positions (and, for CLMM / Whirlpool, the lock program's accounts), then the holders read.
      expect(s.calls).toMatchObject({ getProgramAccounts: programAccounts, getMultipleAccounts });
      expect(s.httpRequests).toBe(httpRequests);
      if (process.env.DEPTH_REPORT) console.log(name, s);
    },
  );

  // DexScreener's labels as seen in captured pair responses (see docs/engine.md, "DexScreener labels"): "DYN" is
  // Meteora DAMM v1, "DLMM" Meteora DLMM, "CLMM" Raydium CLMM, "wp" an Orca Whirlpool. Served by the local
  // DexScreener stand-in in its documented pair shape; labels are compared case-insensitively.
  it.each([
    ["damm-v1-wallet", "meteora", ["DYN"], { getTokenLargestAccounts: 2 }, 3],
    ["damm-v1-wallet", "meteora", ["dyn"], { getTokenLargestAccounts: 2 }, 3],
    ["dlmm-many", "meteora", ["dlmm"], { getProgramAccounts: 2 }, 2],
    ["launchlab-migrated", "raydium", ["cpmm"], { getTokenLargestAccounts: 2 }, 3],
    ["clmm-deployer-split", "raydium", ["clmm"], { getProgramAccounts: 2 }, 3],
    ["whirlpool-top-holder-split", "orca", ["WP"], { getProgramAccounts: 2 }, 3],
  ])("%s labelled %s %j: its reads ride in the rounds the scan makes", async (name, dexId, labels, calls, depth) => {
    const sc = scenarios[name];
    const pair = { pairAddress: sc.pair as string, baseToken: { address: sc.mint }, dexId, liquidityUsd: 300_000 };
    dex.setPairs(sc.mint, [{ ...pair, labels }]);
    rpc.resetStats();
    try {
      const { result, chain } = await scan(sc.mint);
      expect(chain).toBe(depth);
      expect(rpc.stats().calls).toMatchObject(calls);
      expect(result.findings.find((f) => f.id === "LP_UNLOCKED")).toMatchObject(sc.expect.lpUnlocked);
    } finally {
      dex.setPairs(sc.mint, [{ ...pair, labels: VENUE_LABELS[name] }]);
    }
  });

  it("an NFT venue the market data does not name: positions read in round trip 3, holders not read (role unknown)", async () => {
    const sc = scenarios["clmm-deployer-split"];
    dex.setPairs(sc.mint, [
      { pairAddress: sc.pair as string, baseToken: { address: sc.mint }, dexId: "raydium", liquidityUsd: 300_000 },
    ]);
    try {
      const { result, chain } = await scan(sc.mint);
      expect(chain).toBe(3);
      const lp = result.market.pools[0].lp;
      // Each position is its own party (25 %): the deployer's three are not added up.
      expect(lp).toMatchObject({ status: "ok", kind: "raydium-clmm", pullablePct: 25, parties: 4 });
      expect(lp.pullableBy).toMatchObject({ kind: "position-nft", role: "unknown" });
    } finally {
      dex.setPairs(sc.mint, [
        {
          pairAddress: sc.pair as string,
          baseToken: { address: sc.mint },
          dexId: "raydium",
          labels: ["CLMM"],
          liquidityUsd: 300_000,
        },
      ]);
    }
  });

  it("a FluxBeam pool's vault (owned by the swap's authority PDA) is excluded from holders", async () => {
    const pool = fixtureAddress("venue-fluxbeam:pool");
    const authority = findProgramAddress(FLUXBEAM_PROGRAM_ID, [addressToBytes(pool)])[0];
    const holders: Array<[string, bigint]> = [[authority, 400_000_000_000_000n]];
    // Distinct balances from 3 % down (equal ones would be one cluster).
    for (let i = 0; i < 12; i++)
      holders.push([
        fixtureAddress(`venue-fluxbeam:wallet:${i}`),
        30_000_000_000_000n - BigInt(i) * 1_500_000_000_000n,
      ]);
    const fx = await buildFixture({
      name: "venue-fluxbeam",
      program: "spl-token",
      metaplex: { isMutable: false },
      holders,
    });
    rpc.addScenario(fx);
    dex.setPairs(fx.mint, [
      { pairAddress: pool, baseToken: { address: fx.mint }, dexId: "fluxbeam", liquidityUsd: 50_000 },
    ]);
    const { result: r } = await scan(fx.mint);
    expect(r.holders.top[0]).toMatchObject({ owner: authority, label: "pool:fluxbeam", excluded: true });
    expect(r.holders.top1Pct).toBe(3);
  });
});
