/**
 * The pullable-share measure (lib/engine/venue-lp.ts, venue-scan.ts, checks/lp-unlocked.ts) on accounts
 * encoded by the protocols' own coders: lock states, party grouping, roles, and the liquidity weighting.
 */
import { address } from "@solana/kit";
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import type { DecodedPool } from "@/lib/chains/solana/raydium";
import { METEORA_DAMM_V1, METEORA_DAMM_V2, METEORA_DLMM, RAYDIUM_CLMM } from "@/lib/chains/solana/venues/ids";
import { weightedPullable } from "@/lib/engine/checks/lp-unlocked";
import { analyseLp, decodeDammV1AsLp } from "@/lib/engine/market-facts";
import type { ChainReader, MarketFacts, PoolFacts, RawAccount } from "@/lib/engine/types";
import { decodeVenuePool, identifyHolders, pullableFromPositions, venueFromLabels } from "@/lib/engine/venue-lp";
import { annotatePullers } from "@/lib/engine/venue-scan";
import {
  fixtureAddress,
  INCINERATOR,
  splMintBytes,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountBytes,
} from "../../support/solana-fixtures";
import {
  dlmmShares,
  encodeClmmPool,
  encodeClmmPosition,
  encodeDammV1Pool,
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
/** A known LP locker (lib/chains/solana/well-known.ts LP_LOCKERS). */
const LOCKER = "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE";

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

describe("who holds a position NFT", () => {
  const pair = A("clmm");
  const pool = decodeVenuePool(
    pair,
    acct(
      pair,
      RAYDIUM_CLMM,
      encodeClmmPool({ creator: A("pool-creator"), mintA: A("mint"), mintB: A("wsol"), liquidity: 400n }),
    ),
  )!;
  const positions = [0, 1, 2, 3].map((i) =>
    acct(A(`pos${i}`), RAYDIUM_CLMM, encodeClmmPosition({ nftMint: A(`nft${i}`), poolId: pair, liquidity: 100n })),
  );
  // A reader holding token accounts only: the NFTs of positions 0-2 in the deployer's associated accounts
  // (Token and Token-2022), everything else absent.
  const held = new Map<string, RawAccount>();
  const put = (nft: string, owner: string, program: string) => {
    const ata = getAssociatedTokenAddressSync(new PublicKey(nft), new PublicKey(owner), true, new PublicKey(program));
    held.set(
      ata.toBase58(),
      acct(
        ata.toBase58(),
        program,
        tokenAccountBytes(program === TOKEN_PROGRAM ? "spl-token" : "token-2022", nft, owner, 1n),
      ),
    );
  };
  put(A("nft0"), A("deployer"), TOKEN_PROGRAM);
  put(A("nft1"), A("deployer"), TOKEN_2022_PROGRAM);
  put(A("nft2"), A("deployer"), TOKEN_PROGRAM);
  const calls: string[][] = [];
  const reader = {
    async getMultipleAccounts(addresses: string[]) {
      calls.push(addresses);
      return { slot: 1, accounts: addresses.map((a) => held.get(a) ?? null) };
    },
  } as unknown as ChainReader;

  it("one wallet's positions are one party; a position looked up and not found is `other`", async () => {
    const holders = await identifyHolders(reader, pool, positions, new Set(), [A("deployer"), A("whale")]);
    // 4 positions x 3 wallets (pool creator, deployer, whale) x 2 token programs, in one call.
    expect(calls.at(-1)).toHaveLength(24);
    expect(holders?.holders.size).toBe(3);
    const lp = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 }, new Set(), holders);
    expect(lp).toMatchObject({ pullablePct: 75, parties: 2, positions: 4 });
    expect(lp.pullableBy).toEqual({ kind: "wallet", address: A("deployer"), role: "other" });
    expect(lp.largestParties).toEqual([
      { kind: "wallet", address: A("deployer"), role: "other", pct: 75 },
      { kind: "position-nft", address: A("nft3"), role: "other", pct: 25 },
    ]);
    // The role is named once the deployer is known (a wallet holding one of the token's authorities counts too).
    const market = { pools: [{ lp }] } as MarketFacts;
    annotatePullers(market, null, [], [A("deployer")]);
    expect(lp.pullableBy?.role).toBe("deployer");
    expect(lp.largestParties?.[0].role).toBe("deployer");
  });

  it("holders not read: each position is its own party, role unknown; a failed read says so", async () => {
    const lp = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 });
    expect(lp).toMatchObject({ pullablePct: 25, parties: 4, pullableBy: { kind: "position-nft", role: "unknown" } });
    const failing = {
      getMultipleAccounts: () => Promise.reject(new Error("down")),
    } as unknown as ChainReader;
    const holders = await identifyHolders(failing, pool, positions, new Set(), [A("deployer")]);
    const lp2 = pullableFromPositions(pool, positions, { nowSec: NOW, slot: 1 }, new Set(), holders);
    expect(lp2).toMatchObject({ pullablePct: 25, pullableBy: { role: "unknown" } });
    expect(lp2.reason).toContain("could not be read");
  });

  it("only the 5 largest positions are looked up, for at most 12 wallets", async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      acct(
        A(`m${i}`),
        RAYDIUM_CLMM,
        encodeClmmPosition({ nftMint: A(`mnft${i}`), poolId: pair, liquidity: BigInt(10 + i) }),
      ),
    );
    const wallets = Array.from({ length: 20 }, (_, i) => A(`w${i}`));
    const holders = await identifyHolders(reader, pool, many, new Set(), wallets);
    expect(calls.at(-1)?.length ?? 0).toBeLessThanOrEqual(100);
    expect(holders?.checked).toEqual(new Set([7, 6, 5, 4, 3].map((i) => A(`mnft${i}`))));
    expect(holders?.candidates).toBe(12);
  });
});

describe("DexScreener labels name the position venue (case-insensitive)", () => {
  it.each([
    ["meteora", ["DLMM"], "meteora-dlmm"],
    ["meteora", ["dlmm"], "meteora-dlmm"],
    ["meteora", ["DYN2"], "meteora-damm-v2"],
    ["meteora", ["DYN"], null],
    ["meteora", ["DBC"], null],
    ["meteora", [], null],
    ["raydium", ["CLMM"], "raydium-clmm"],
    ["raydium", ["CPMM"], null],
    ["raydium", [], null],
    ["orca", ["wp"], "orca-whirlpool"],
    ["orca", [], "orca-whirlpool"],
    ["pumpswap", [], null],
  ])("%s %j -> %s", (dexId, labels, venue) => {
    expect(venueFromLabels(dexId, labels)).toBe(venue);
  });
});

// Issue 29 item 1: fungible LP (AMM v4, CPMM, PumpSwap, DAMM v1) by party, from the LP mint's largest
// accounts and their owners (token accounts and mints encoded with the SPL Token codecs, the DAMM v1 pool
// with Meteora's own coder).
describe("fungible LP by party (analyseLp)", () => {
  const lpMint = A("lp-mint");
  const SUPPLY = 1_000_000n;
  const ta = (i: number) => A(`lp-ta-${i}`);
  const lpAccounts = (holders: Array<[string, bigint]>) =>
    holders.map(([owner, amount], i) =>
      acct(ta(i), TOKEN_PROGRAM, tokenAccountBytes("spl-token", lpMint, owner, amount)),
    );
  /** A reader over the LP mint and LP token accounts; `fail` makes one call reject. */
  function reader(holders: Array<[string, bigint]>, fail?: "largest" | "owners"): ChainReader {
    const byAddr = new Map<string, RawAccount>([
      [lpMint, acct(lpMint, TOKEN_PROGRAM, splMintBytes({ supply: SUPPLY, decimals: 9 }))],
      ...lpAccounts(holders).map((a) => [a.address, a] as const),
    ]);
    return {
      name: "lp-unit",
      kind: "snapshot",
      requestCount: () => 0,
      async getMultipleAccounts(addresses) {
        if (fail === "owners" && addresses[0] !== lpMint) throw new Error("owners read failed");
        return { slot: 1, accounts: addresses.map((a) => byAddr.get(a) ?? null) };
      },
      async getTokenLargestAccounts() {
        if (fail === "largest") throw new Error("largest read failed");
        return { slot: 1, accounts: holders.map(([, amount], i) => ({ address: ta(i), amount: amount.toString() })) };
      },
    };
  }
  const cpmm = (): DecodedPool => ({
    kind: "raydium-cpmm",
    programId: "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C",
    lpMint: address(lpMint),
    lpReserve: SUPPLY,
    vaults: [],
    mints: [],
  });
  const spread: Array<[string, bigint]> = [
    [A("big"), 150_000n],
    [A("big"), 50_000n],
    ...Array.from({ length: 16 }, (_, i): [string, bigint] => [A(`p${i}`), 50_000n]),
  ];

  it("groups the accounts by owner: the largest party, not all the unlocked LP, is the pullable share", async () => {
    const lp = await analyseLp(reader(spread), cpmm());
    expect(lp).toMatchObject({
      status: "ok",
      unlockedPct: 100,
      pullablePct: 20,
      pullableBy: { kind: "wallet", address: A("big"), role: "other" },
      parties: 17,
      partyBasis: "owner",
    });
  });

  it("burn addresses and known lockers are nobody's party", async () => {
    const lp = await analyseLp(
      reader([
        [INCINERATOR, 600_000n],
        [LOCKER, 300_000n],
        [A("w"), 100_000n],
      ]),
      cpmm(),
    );
    expect(lp).toMatchObject({ burnedPct: 60, lockedPct: 30, unlockedPct: 10, pullablePct: 10, parties: 1 });
  });

  it("owners not read: each LP account is its own party (said in partyBasis), none excluded", async () => {
    const lp = await analyseLp(reader(spread, "owners"), cpmm());
    expect(lp).toMatchObject({
      status: "ok",
      pullablePct: 15,
      pullableBy: { kind: "token-account", address: ta(0), role: "unknown" },
      partyBasis: "token-account",
    });
    expect(lp.reason).toMatch(/its own party/);
  });

  it("the largest accounts not read: unknown, never safe", async () => {
    const lp = await analyseLp(reader(spread, "largest"), cpmm());
    expect(lp.status).toBe("unknown");
    expect(lp.pullablePct ?? null).toBeNull();
  });

  it("DAMM v1: the accounts holding exactly the lock escrows' LP are excluded; otherwise all unlocked LP is one party", async () => {
    const pool = (locked: bigint) =>
      decodeDammV1AsLp(
        METEORA_DAMM_V1,
        encodeDammV1Pool({
          lpMint,
          tokenAMint: A("mint"),
          tokenBMint: A("wsol"),
          aVault: A("a-vault"),
          bVault: A("b-vault"),
          totalLockedLp: locked,
        }),
      )!;
    const holders: Array<[string, bigint]> = [
      [A("escrow-1"), 500_000n],
      [A("escrow-2"), 200_000n],
      [A("deployer"), 250_000n],
      [A("w"), 50_000n],
    ];
    const found = await analyseLp(reader(holders), pool(700_000n));
    expect(found).toMatchObject({ lockedPct: 70, unlockedPct: 30, pullablePct: 25, parties: 2 });
    expect(found.pullableBy).toMatchObject({ address: A("deployer") });
    // No set of accounts holds exactly the locked LP: the escrows cannot be told apart.
    const notFound = await analyseLp(reader(holders), pool(690_000n));
    expect(notFound).toMatchObject({ lockedPct: 69, unlockedPct: 31, pullablePct: 31, pullableBy: null });
  });
});
