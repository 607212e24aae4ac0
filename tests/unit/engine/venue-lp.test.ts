/**
 * The pullable-share measure (lib/engine/venue-lp.ts, venue-scan.ts, checks/lp-unlocked.ts) on accounts
 * encoded by the protocols' own coders: lock states, party grouping, roles, and the liquidity weighting.
 */
import { describe, expect, it } from "vitest";
import { METEORA_DAMM_V2, METEORA_DLMM } from "@/lib/chains/solana/venues/ids";
import { weightedPullable } from "@/lib/engine/checks/lp-unlocked";
import type { MarketFacts, PoolFacts, RawAccount } from "@/lib/engine/types";
import { decodeVenuePool, pullableFromPositions } from "@/lib/engine/venue-lp";
import { annotatePullers } from "@/lib/engine/venue-scan";
import { fixtureAddress } from "../../support/solana-fixtures";
import {
  dlmmShares,
  encodeDammV2Pool,
  encodeDammV2Position,
  encodeDlmmPosition,
  encodeLbPair,
} from "../../support/venue-pools";

const A = (s: string) => fixtureAddress(`venue-lp-unit:${s}`);
const acct = (address: string, owner: string, data: Uint8Array): RawAccount => ({
  address,
  owner,
  lamports: 1n,
  executable: false,
  data,
});
const NOW = 1_800_000_000;

describe("DAMM v2: permanent and vesting locks are not pullable", () => {
  const pair = A("damm");
  const pool = decodeVenuePool(
    pair,
    acct(pair, METEORA_DAMM_V2, encodeDammV2Pool({ liquidity: 1000n, permanentLockLiquidity: 500n, creator: A("c") })),
  )!;
  it("the largest unlocked position is the pullable share; vesting counts as locked", () => {
    const positions = [
      encodeDammV2Position({ pool: pair, nftMint: A("n1"), permanentLockedLiquidity: 500n }),
      encodeDammV2Position({ pool: pair, nftMint: A("n2"), vestedLiquidity: 300n, unlockedLiquidity: 100n }),
      encodeDammV2Position({ pool: pair, nftMint: A("n3"), unlockedLiquidity: 100n }),
      encodeDammV2Position({ pool: A("other-pool"), nftMint: A("n4"), unlockedLiquidity: 10_000n }),
    ].map((d, i) => acct(A(`p${i}`), METEORA_DAMM_V2, d));
    const lp = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 });
    expect(lp).toMatchObject({ status: "ok", positions: 3, lockedPct: 80, unlockedPct: 20, pullablePct: 10 });
    expect(lp.pullableBy).toMatchObject({ kind: "position-nft", role: "unknown" });
  });
});

describe("DLMM: positions grouped by owner; a future lock_release_point is locked", () => {
  const pair = A("dlmm");
  const creator = A("creator");
  const pool = decodeVenuePool(pair, acct(pair, METEORA_DLMM, encodeLbPair({ activationType: 1, creator })))!;
  const pos = (owner: string, bins: number, lock = 0n) =>
    encodeDlmmPosition({ lbPair: pair, owner, liquidityShares: dlmmShares(100n, bins), lockReleasePoint: lock });
  it("two positions of one owner add up; a locked position is nobody's to pull", () => {
    const positions = [pos(A("w1"), 2), pos(A("w1"), 2), pos(A("w2"), 2), pos(creator, 4, BigInt(NOW + 86_400))].map(
      (d, i) => acct(A(`d${i}`), METEORA_DLMM, d),
    );
    const lp = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 });
    expect(lp).toMatchObject({ positions: 4, lockedPct: 40, unlockedPct: 60, pullablePct: 40 });
    expect(lp.pullableBy).toEqual({ kind: "wallet", address: A("w1"), role: "other" });
  });
  it("an expired lock is pullable, and the pool creator is named", () => {
    const positions = [pos(creator, 4, BigInt(NOW - 1))].map((d, i) => acct(A(`e${i}`), METEORA_DLMM, d));
    const lp = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 });
    expect(lp).toMatchObject({ pullablePct: 100, pullableBy: { address: creator, role: "pool_creator" } });
  });
});

const poolFacts = (pair: string, liquidityUsd: number | null, pullablePct: number, by?: string): PoolFacts => ({
  pairAddress: pair,
  dexId: "meteora",
  url: null,
  labels: [],
  quoteSymbol: null,
  quoteAddress: null,
  liquidityUsd,
  volume24hUsd: null,
  buys24h: null,
  sells24h: null,
  pairCreatedAt: null,
  lp: {
    status: "ok",
    kind: "meteora-dlmm",
    lpMint: null,
    lpReserve: null,
    lpSupply: null,
    burnedPct: 0,
    lockedPct: 0,
    unlockedPct: pullablePct,
    pullablePct,
    pullableBy: by ? { kind: "wallet", address: by, role: "other" } : null,
    reason: "",
  },
});

describe("LP_UNLOCKED weighting and roles", () => {
  it("weights each pool's pullable share by its USD liquidity (equal weights without USD figures)", () => {
    expect(weightedPullable([poolFacts("a", 900_000, 0), poolFacts("b", 100_000, 100)])).toMatchObject({
      pct: 10,
      top: { pairAddress: "b" },
      coveredPct: 100,
    });
    expect(weightedPullable([poolFacts("a", null, 0), poolFacts("b", null, 60)])?.pct).toBe(30);
  });
  it("names the deployer and top holders among the parties who can pull", () => {
    const market = { pools: [poolFacts("a", 1, 100, A("dep")), poolFacts("b", 1, 50, A("whale"))] } as MarketFacts;
    annotatePullers(market, A("dep"), [
      { rank: 1, tokenAccount: A("ta"), owner: A("whale"), amount: "1", pct: 50, label: null, excluded: false },
    ]);
    expect(market.pools.map((p) => p.lp.pullableBy?.role)).toEqual(["deployer", "top_holder"]);
  });
});
