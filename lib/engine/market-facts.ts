/**
 * Turns market pairs + pool accounts into MarketFacts / LpFacts. LP status is read on-chain
 * for fungible-LP pools (Raydium AMM v4 / CPMM, PumpSwap, Meteora DAMM v1: pool state + LP mint supply + LP
 * holders) and for position venues (Meteora DAMM v2 / DLMM, Raydium CLMM, Orca Whirlpool: their
 * positions, lib/engine/venue-lp.ts); launchpad curves (pump.fun, DBC) are `not_applicable`, anything
 * else `unproven`.
 */

import { address } from "@solana/kit";
import { isValidSolanaAddress } from "../chains/solana/address";
import { decodeMintAccount } from "../chains/solana/mint-decoder";
import { PUMP_FUN_PROGRAM_ID, PUMP_SWAP_PROGRAM_ID } from "../chains/solana/pumpfun";
import { CONCENTRATED_PROGRAMS, type DecodedPool, decodeRaydiumPool, findCpmmLpMint } from "../chains/solana/raydium";
import { decodeTokenAccount } from "../chains/solana/token-account-decoder";
import { decodeDammV1Pool, decodePumpSwapPool } from "../chains/solana/venues/accounts";
import { findDammV1LpMint, findPumpSwapLpMint, METEORA_DAMM_V1, RAYDIUM_LAUNCHLAB } from "../chains/solana/venues/ids";
import { BURN_DESTINATIONS, LP_LOCKERS } from "../chains/solana/well-known";
import type { MarketPair, MarketResult } from "../market/types";
import type { ChainReader, LargestAccount, LpFacts, MarketFacts, PoolFacts, PullableParty, RawAccount } from "./types";
import { decodeVenuePool, type VenuePool } from "./venue-lp";

/** Pools read on-chain per scan (deepest first). */
export const MAX_POOLS_READ = 5;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function pctOfBig(amount: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  return Number((amount * 1_000_000n * 2n + total) / (total * 2n)) / 10_000;
}

export const LP_PENDING: LpFacts = {
  status: "unknown",
  kind: "other",
  lpMint: null,
  lpReserve: null,
  lpSupply: null,
  burnedPct: null,
  lockedPct: null,
  unlockedPct: null,
  reason: "Pool account not read.",
};

export function disabledMarket(reason: string): MarketFacts {
  return {
    status: "disabled",
    source: "none",
    reason,
    pools: [],
    liquidityUsd: null,
    volume24hUsd: null,
    buys24h: null,
    sells24h: null,
    priceUsd: null,
    priceChange24hPct: null,
    pairCreatedAt: null,
    pairAgeHours: null,
  };
}

const sumOrNull = (xs: (number | null)[]) =>
  xs.some((x) => x !== null) ? xs.reduce<number>((s, x) => s + (x ?? 0), 0) : null;

/** Pairs sorted deepest first (liquidity desc, then address for determinism). */
export function sortPairs(pairs: MarketPair[]): MarketPair[] {
  return [...pairs].sort(
    (a, b) => (b.liquidityUsd ?? -1) - (a.liquidityUsd ?? -1) || (a.pairAddress < b.pairAddress ? -1 : 1),
  );
}

export function summarizeMarket(source: string, result: MarketResult, nowMs: number): MarketFacts {
  if (result.status !== "ok") return { ...disabledMarket(result.reason), status: "unknown", source };
  const pairs = sortPairs(result.pairs);
  const created = pairs.map((p) => p.pairCreatedAt).filter((x): x is number => typeof x === "number" && x > 0);
  const oldest = created.length ? Math.min(...created) : null;
  const pools: PoolFacts[] = pairs.map((p) => ({
    pairAddress: p.pairAddress,
    dexId: p.dexId,
    url: p.url,
    labels: p.labels,
    quoteSymbol: p.quoteToken.symbol,
    quoteAddress: p.quoteToken.address,
    liquidityUsd: p.liquidityUsd,
    volume24hUsd: p.volume24hUsd,
    buys24h: p.buys24h,
    sells24h: p.sells24h,
    pairCreatedAt: p.pairCreatedAt ? new Date(p.pairCreatedAt).toISOString() : null,
    lp: { ...LP_PENDING },
  }));
  const liq = sumOrNull(pairs.map((p) => p.liquidityUsd));
  return {
    status: "ok",
    source,
    reason: result.reason,
    pools,
    liquidityUsd: liq === null ? null : round2(liq),
    volume24hUsd: (() => {
      const v = sumOrNull(pairs.map((p) => p.volume24hUsd));
      return v === null ? null : round2(v);
    })(),
    buys24h: sumOrNull(pairs.map((p) => p.buys24h)),
    sells24h: sumOrNull(pairs.map((p) => p.sells24h)),
    priceUsd: pairs[0]?.priceUsd ?? null,
    priceChange24hPct: pairs[0]?.priceChange24hPct ?? null,
    pairCreatedAt: oldest ? new Date(oldest).toISOString() : null,
    pairAgeHours: oldest ? round2(Math.max(0, nowMs - oldest) / 3_600_000) : null,
  };
}

export interface PoolRead {
  pairAddress: string;
  /** A fungible-LP pool (Raydium AMM v4 / CPMM, Meteora DAMM v1). */
  decoded: DecodedPool | null;
  /** A position venue or launchpad curve (venue-lp.ts). */
  venue?: VenuePool | null;
}

/** A PumpSwap pool as a fungible-LP pool (like CPMM: `lp_supply` is the LP the pool accounts for). */
export function decodePumpSwapAsLp(owner: string, data: Uint8Array): DecodedPool | null {
  const p = decodePumpSwapPool(owner, data);
  if (!p) return null;
  return {
    kind: "pumpswap",
    programId: PUMP_SWAP_PROGRAM_ID,
    lpMint: address(p.lpMint),
    lpReserve: p.lpSupply,
    vaults: p.vaults.map((v) => address(v)),
    mints: [address(p.baseMint), address(p.quoteMint)],
  };
}

/** A Meteora DAMM v1 pool as a fungible-LP pool: reserve = the LP supply, locked = LP in lock escrows. */
export function decodeDammV1AsLp(owner: string, data: Uint8Array): DecodedPool | null {
  const p = decodeDammV1Pool(owner, data);
  if (!p) return null;
  return {
    kind: "meteora-damm-v1",
    programId: METEORA_DAMM_V1,
    lpMint: address(p.lpMint),
    lpReserve: null,
    lockedLp: p.totalLockedLp,
    vaults: p.vaults.map((v) => address(v)),
    mints: [address(p.tokenAMint), address(p.tokenBMint)],
  };
}

/** Classifies each pool from its account (read in the holders round trip). */
export function classifyPools(market: MarketFacts, accounts: Map<string, RawAccount | null>): PoolRead[] {
  const reads: PoolRead[] = [];
  market.pools.forEach((p, i) => {
    if (i >= MAX_POOLS_READ) {
      p.lp = { ...LP_PENDING, reason: `Only the ${MAX_POOLS_READ} deepest pools are read.` };
      return;
    }
    const acct = accounts.get(p.pairAddress) ?? null;
    if (!acct) {
      p.lp = {
        ...LP_PENDING,
        reason: accounts.has(p.pairAddress)
          ? "The pool account does not exist."
          : "The pool account could not be read.",
      };
      return;
    }
    const venue = decodeVenuePool(p.pairAddress, acct);
    if (venue) {
      p.lp = {
        ...LP_PENDING,
        kind: venue.kind === "meteora-dbc" ? "other" : venue.kind,
        reason: "Positions not read.",
      };
      reads.push({ pairAddress: p.pairAddress, decoded: null, venue });
      return;
    }
    const concentrated = CONCENTRATED_PROGRAMS.get(acct.owner);
    if (concentrated) {
      p.lp = {
        ...LP_PENDING,
        status: "unproven",
        kind: "concentrated",
        reason: `${concentrated}: the pool account does not decode as a pool of this program (positions not read).`,
      };
      return;
    }
    if (acct.owner === RAYDIUM_LAUNCHLAB) {
      p.lp = {
        ...LP_PENDING,
        status: "not_applicable",
        kind: "other",
        reason: "Raydium LaunchLab bonding curve: program-owned, no party can withdraw it.",
      };
      return;
    }
    if (acct.owner === PUMP_FUN_PROGRAM_ID) {
      p.lp = { ...LP_PENDING, status: "not_applicable", kind: "other", reason: "pump.fun bonding curve: no LP." };
      return;
    }
    const decoded =
      decodeRaydiumPool(acct.owner, acct.data) ??
      decodeDammV1AsLp(acct.owner, acct.data) ??
      decodePumpSwapAsLp(acct.owner, acct.data);
    if (!decoded) {
      p.lp = {
        ...LP_PENDING,
        status: "unproven",
        kind: "other",
        reason: `Pool program ${acct.owner} is not decoded by this engine version (LP status unproven, not assumed unlocked).`,
      };
      return;
    }
    p.lp = {
      ...LP_PENDING,
      kind: decoded.kind,
      lpMint: decoded.lpMint,
      lpReserve: decoded.lpReserve?.toString() ?? null,
      reason: "LP analysis did not run.",
    };
    reads.push({ pairAddress: p.pairAddress, decoded });
  });
  return reads;
}

/**
 * The first LP read of a pool (the LP mint account and the LP mint's largest accounts), made
 * early: for CPMM the LP mint is derived from the pool address (findCpmmLpMint), so these go out
 * in the same round trip as the pool account itself.
 */
export interface LpPrefetch {
  lpMint: string;
  /** The LP mint account (null: no account), or undefined when that read failed. */
  mintAccount: RawAccount | null | undefined;
  largest: Promise<PromiseSettledResult<{ accounts: LargestAccount[] }>>;
}

/** Settles now, so a rejection is handled even if nobody ends up waiting for it. */
export function settle<T>(p: Promise<T>): Promise<PromiseSettledResult<T>> {
  return p.then(
    (value) => ({ status: "fulfilled" as const, value }),
    (reason: unknown) => ({ status: "rejected" as const, reason }),
  );
}

/** A CPMM LP mint derived from a pool address before the pool account is read (see LpPrefetch). */
export interface LpGuess extends LpPrefetch {
  pairAddress: string;
}

/**
 * Derived LP mints for the Raydium pools the market labels CPMM (DexScreener: dexId `raydium`,
 * label `CPMM`); the pool account read in the same round trip confirms or refutes each guess
 * (a refuted one costs two calls inside that round trip's request, no extra request or round trip).
 */
export function derivedLpMints(pools: PoolFacts[]): LpGuess[] {
  const guess = (p: PoolFacts): string | null => {
    if (!isValidSolanaAddress(p.pairAddress)) return null;
    const dex = p.dexId.toLowerCase();
    if (dex === "raydium" && p.labels.some((l) => /^CPMM$/i.test(l))) return findCpmmLpMint(p.pairAddress);
    if (dex === "pumpswap") return findPumpSwapLpMint(p.pairAddress);
    // Meteora DAMM v1 (labelled "DYN" in DexScreener's pair responses): LP mint PDA(["lp_mint", pool]). DLMM,
    // DAMM v2 ("DYN2") and DBC have no LP mint; any other Meteora pair (unlabelled, or a label not known here)
    // is guessed DAMM v1 too: a wrong guess costs two calls in this round, a missed one a 4th round trip.
    if (dex === "meteora" && !p.labels.some((l) => /^(DLMM|DYN2|DAMM ?v2|DBC)$/i.test(l)))
      return findDammV1LpMint(p.pairAddress);
    return null;
  };
  return pools.flatMap((p) => {
    const lpMint = guess(p);
    return lpMint ? [{ pairAddress: p.pairAddress, lpMint, mintAccount: undefined, largest: NOT_READ }] : [];
  });
}

const NOT_READ: LpPrefetch["largest"] = Promise.resolve({ status: "rejected", reason: new Error("not read") });

/**
 * LP analysis of one decoded pool: getMultipleAccounts([lpMint]) concurrently with
 * getTokenLargestAccounts(lpMint) (ONE round trip, skipped when `prefetch` already read this LP
 * mint), then ONE getMultipleAccounts(LP holder accounts) for the holders with a balance (none
 * to read when every LP token is burnt: the answer is then complete one round trip earlier).
 */
export async function analyseLp(
  reader: ChainReader,
  pool: DecodedPool,
  prefetch?: LpPrefetch | null,
): Promise<LpFacts> {
  const base: LpFacts = {
    ...LP_PENDING,
    kind: pool.kind,
    lpMint: pool.lpMint,
    lpReserve: pool.lpReserve?.toString() ?? null,
  };
  const early = prefetch && prefetch.lpMint === pool.lpMint && prefetch.mintAccount !== undefined ? prefetch : null;
  const [mintRes, largestRes] = early
    ? [{ status: "fulfilled" as const, value: { accounts: [early.mintAccount ?? null] } }, await early.largest]
    : await Promise.allSettled([
        reader.getMultipleAccounts([pool.lpMint]),
        reader.getTokenLargestAccounts(pool.lpMint),
      ]);
  if (mintRes.status === "rejected" || !mintRes.value.accounts[0])
    return { ...base, reason: "The LP mint could not be read." };
  let supply: bigint;
  try {
    supply = decodeMintAccount(mintRes.value.accounts[0].owner, mintRes.value.accounts[0].data).supply;
  } catch {
    return { ...base, reason: "The LP mint does not decode as a mint." };
  }
  const reserve = pool.lpReserve ?? supply;
  if (reserve <= 0n) return { ...base, lpSupply: supply.toString(), reason: "The pool reports no LP (empty pool)." };
  const burnedBySupply = reserve > supply ? reserve - supply : 0n;
  // LP the pool's program holds locked (DAMM v1 lock escrows, `total_locked_lp`): told apart in lpParties.
  const lockedByProgram = pool.lockedLp ?? 0n;
  if (largestRes.status === "rejected") {
    return {
      ...base,
      lpSupply: supply.toString(),
      burnedPct: pctOfBig(burnedBySupply, reserve),
      reason: "The LP mint's largest accounts could not be read, so who holds the LP is unknown.",
    };
  }
  // Accounts holding no LP cannot change any share. Their owners are read in ONE getMultipleAccounts (the LP
  // holders wave the scan already makes; no new round trip).
  const list = largestRes.value.accounts.slice(0, 20).filter((l) => !/^0+$/.test(l.amount));
  let holdings: LpHolding[] | null = null;
  if (list.length > 0) {
    try {
      const owners = await reader.getMultipleAccounts(list.map((l) => l.address));
      holdings = list.map((l, i) => {
        const a = owners.accounts[i];
        const t = a ? decodeTokenAccount(a.owner, a.data) : null;
        // Gone, or not a token account of this LP mint: its listed balance, owner unknown (its own party).
        return t && t.mint === pool.lpMint
          ? { account: l.address, owner: t.owner, amount: t.amount }
          : { account: l.address, owner: null, amount: BigInt(l.amount) };
      });
    } catch {
      holdings = null;
    }
  }
  const basis: NonNullable<LpFacts["partyBasis"]> = holdings || list.length === 0 ? "owner" : "token-account";
  const parties = lpParties(
    holdings ?? list.map((l) => ({ account: l.address, owner: null, amount: BigInt(l.amount) })),
    lockedByProgram,
  );
  const burnedPct = pctOfBig(burnedBySupply + parties.burned, reserve);
  const lockedPct = pctOfBig(parties.locked + lockedByProgram, reserve);
  const unlockedPct = Math.max(0, Math.round((100 - burnedPct - lockedPct) * 10_000) / 10_000);
  const top = parties.top;
  // Escrows not told apart: all the unlocked LP counts as one party (never a smaller, unproven share).
  const asOne = !parties.escrowsFound;
  // One party can pull at most what is unlocked.
  const pullablePct = asOne ? unlockedPct : top ? Math.min(unlockedPct, pctOfBig(top.amount, reserve)) : 0;
  const pullableBy: PullableParty | null =
    !asOne && top && pullablePct > 0
      ? top.owner
        ? { kind: "wallet", address: top.owner, role: "other" }
        : { kind: "token-account", address: top.account, role: "unknown" }
      : null;
  const asParty = (p: LpParty): PullableParty =>
    p.owner
      ? { kind: "wallet", address: p.owner, role: "other" }
      : { kind: "token-account", address: p.account, role: "unknown" };
  const largestParties = asOne
    ? null
    : parties.largest
        .slice(0, 5)
        .map((p) => ({ ...asParty(p), pct: Math.min(unlockedPct, pctOfBig(p.amount, reserve)) }));
  const basisText =
    basis === "owner"
      ? "unlocked LP grouped by the owner of each of the LP mint's 20 largest accounts"
      : "the LP accounts' owners could not be read, so each of the 20 largest LP accounts counts as its own party and none is excluded as burnt or locked (an upper bound)";
  const escrowText =
    lockedByProgram > 0n
      ? asOne
        ? `; no set of the LP accounts holds exactly the ${lockedByProgram} LP in lock escrows, so the escrows cannot be told apart and all the unlocked LP counts as one party`
        : `; ${parties.escrows} account(s) holding exactly the ${lockedByProgram} LP in lock escrows are the escrows' and nobody's to pull`
      : "";
  return {
    ...base,
    status: "ok",
    lpSupply: supply.toString(),
    burnedPct,
    lockedPct,
    unlockedPct,
    pullablePct,
    pullableBy,
    parties: parties.count,
    partyBasis: basis,
    largestParties,
    reason: `LP reserve ${reserve}, LP supply ${supply}: burnt by supply reduction ${pctOfBig(burnedBySupply, reserve)}%, held by burn addresses ${pctOfBig(parties.burned, reserve)}%, in known lockers${lockedByProgram > 0n ? " and lock escrows" : ""} ${lockedPct}%; ${basisText}${escrowText}: ${parties.count} part${parties.count === 1 ? "y holds" : "ies hold"} unlocked LP, the largest can withdraw ${pullablePct}% of the pool.`,
  };
}

/** One of the LP mint's largest accounts: its owner when read (null: not read, the account is its own party). */
export interface LpHolding {
  account: string;
  owner: string | null;
  amount: bigint;
}

export interface LpParty {
  owner: string | null;
  account: string;
  amount: bigint;
}

/**
 * Pure: LP by party. Burn addresses and known lockers are excluded (their LP is burnt or locked). With DAMM v1
 * lock escrows (`escrowLp` > 0, the pool's `total_locked_lp`): each escrow's LP sits in one vault owned by the
 * escrow, whose owner cannot be recognised without another read, so the fewest (up to 4) remaining accounts
 * that together hold exactly `escrowLp` are taken as the escrows' vaults and excluded; when no such set
 * exists, `escrowsFound` is false. The rest is grouped by owner (by account when the owner is unknown);
 * `top` is the party holding the most.
 */
export function lpParties(
  holdings: LpHolding[],
  escrowLp = 0n,
): {
  burned: bigint;
  locked: bigint;
  top: LpParty | null;
  /** Parties holding unlocked LP, largest first. */
  largest: LpParty[];
  count: number;
  escrows: number;
  escrowsFound: boolean;
} {
  let burned = 0n;
  let locked = 0n;
  const free: LpHolding[] = [];
  for (const h of holdings) {
    if (h.owner && BURN_DESTINATIONS.has(h.owner)) burned += h.amount;
    else if (h.owner && LP_LOCKERS.has(h.owner)) locked += h.amount;
    else free.push(h);
  }
  const escrowSet = escrowLp > 0n ? exactSubset(free, escrowLp) : new Set<number>();
  const byParty = new Map<string, LpParty>();
  free.forEach((h, i) => {
    if (escrowSet?.has(i)) return;
    const key = h.owner ?? `account:${h.account}`;
    const cur = byParty.get(key);
    if (cur) cur.amount += h.amount;
    else byParty.set(key, { owner: h.owner, account: h.account, amount: h.amount });
  });
  const held = [...byParty.values()].filter((p) => p.amount > 0n);
  const top = held.reduce<LpParty | null>((a, p) => (!a || p.amount > a.amount ? p : a), null);
  const largest = [...held].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0));
  return {
    burned,
    locked,
    top,
    largest,
    count: held.length,
    escrows: escrowSet?.size ?? 0,
    escrowsFound: escrowSet !== null,
  };
}

/** The fewest accounts (indexes, at most 4) whose amounts add up to exactly `target`; null when none do. */
function exactSubset(items: LpHolding[], target: bigint): Set<number> | null {
  const order = items.map((_, i) => i).sort((a, b) => (items[b].amount > items[a].amount ? 1 : -1));
  const pick: number[] = [];
  const walk = (size: number, from: number, left: bigint): boolean => {
    if (pick.length === size) return left === 0n;
    for (let k = from; k < order.length; k++) {
      const amount = items[order[k]].amount;
      if (amount > left) continue;
      pick.push(order[k]);
      if (walk(size, k + 1, left - amount)) return true;
      pick.pop();
    }
    return false;
  };
  for (let size = 1; size <= Math.min(order.length, 4); size++) if (walk(size, 0, target)) return new Set(pick);
  return null;
}
