/**
 * Pullable liquidity on the venues beyond Raydium AMM v4 / CPMM: Meteora DAMM v2 (positions with
 * permanent and vesting locks), DAMM v1 (LP mint + LP in lock escrows, analysed like Raydium LP by
 * market-facts.ts), DLMM (positions by owner, with lock release points), Raydium CLMM and Orca Whirlpool
 * (position NFTs), plus the launchpad curves (LaunchLab, DBC) whose liquidity no party can withdraw.
 *
 * The measure, per pool: `pullablePct`, the share of the pool's liquidity that ONE party can withdraw
 * now (the largest unlocked position, or the owner with the most unlocked DLMM shares, or, for a fungible
 * LP mint, the owner with the most unlocked LP: market-facts.ts `lpParties`), with who that party is
 * (`pullableBy`).
 *
 * Reads: the pool account comes from the holders round trip (RT2). Positions are not derivable from a
 * pool (each is keyed by a random NFT mint or owner), so they are read with ONE filtered
 * getProgramAccounts per pool (dataSize + memcmp on the pool field) in round trip 3, concurrently with
 * the Raydium LP reads; for CLMM / Whirlpool, the known lock programs' accounts for the pool (Raydium
 * Burn & Earn, Orca LockConfig) by one more filtered call in that same round trip. Position NFT holders
 * would need one more round trip, so an NFT position's holder is reported `unknown`, and each position
 * counts as its own party.
 */

import { encodeBase58 } from "../chains/solana/base58";
import {
  type ClmmPool,
  type DammV2Pool,
  type DbcPool,
  decodeClmmPool,
  decodeClmmPosition,
  decodeDammV2Pool,
  decodeDammV2Position,
  decodeDbcConfig,
  decodeDbcPool,
  decodeDlmmPosition,
  decodeLbPair,
  decodeOrcaPosition,
  decodeWhirlpool,
  type LbPair,
  lockedClmmPosition,
  lockedOrcaPosition,
  OFFSETS,
  ORCA_LOCK_CONFIG_DISCRIMINATOR,
  SIZES,
  type Whirlpool,
} from "../chains/solana/venues/accounts";
import {
  METEORA_DAMM_V2,
  METEORA_DBC,
  METEORA_DLMM,
  ORCA_WHIRLPOOL,
  RAYDIUM_CLMM,
  RAYDIUM_LOCK,
} from "../chains/solana/venues/ids";
import type { ChainReader, LpFacts, ProgramAccountFilter, PullableParty, RawAccount } from "./types";

export type PositionVenue = "meteora-damm-v2" | "meteora-dlmm" | "raydium-clmm" | "orca-whirlpool";

export type VenuePool =
  | { kind: "meteora-damm-v2"; pairAddress: string; vaults: string[]; creator: string | null; pool: DammV2Pool }
  | { kind: "meteora-dlmm"; pairAddress: string; vaults: string[]; creator: string | null; pool: LbPair }
  | { kind: "raydium-clmm"; pairAddress: string; vaults: string[]; creator: string | null; pool: ClmmPool }
  | { kind: "orca-whirlpool"; pairAddress: string; vaults: string[]; creator: string | null; pool: Whirlpool }
  | { kind: "meteora-dbc"; pairAddress: string; vaults: string[]; creator: string | null; pool: DbcPool };

/** A position-venue pool or a DBC curve from its account; null for any other account. */
export function decodeVenuePool(pairAddress: string, acct: RawAccount): VenuePool | null {
  const { owner, data } = acct;
  const damm = decodeDammV2Pool(owner, data);
  if (damm) return { kind: "meteora-damm-v2", pairAddress, vaults: damm.vaults, creator: damm.creator, pool: damm };
  const dlmm = decodeLbPair(owner, data);
  if (dlmm) return { kind: "meteora-dlmm", pairAddress, vaults: dlmm.vaults, creator: dlmm.creator, pool: dlmm };
  const clmm = decodeClmmPool(owner, data);
  if (clmm) return { kind: "raydium-clmm", pairAddress, vaults: clmm.vaults, creator: clmm.creator, pool: clmm };
  const orca = decodeWhirlpool(owner, data);
  if (orca) return { kind: "orca-whirlpool", pairAddress, vaults: orca.vaults, creator: null, pool: orca };
  const dbc = decodeDbcPool(owner, data);
  if (dbc) return { kind: "meteora-dbc", pairAddress, vaults: dbc.vaults, creator: dbc.creator, pool: dbc };
  return null;
}

type Slice = { offset: number; length: number };

/**
 * DLMM positions are 8120 bytes, of which the measure needs 1200: the discriminator, pair, owner and 70 bins
 * of shares (bytes 0..1192) and `lock_release_point` (7992..8000). They are read as two data slices (two
 * getProgramAccounts with the same filters, concurrently) and put back at their offsets, so a pair's
 * positions cost ~2 KB of JSON each instead of ~11 KB (measured), and ~16,000 fit under the 32 MB response cap.
 */
export const DLMM_POSITION_SLICES: Slice[] = [
  { offset: 0, length: OFFSETS.positionV2.liquidityShares + 16 * OFFSETS.positionV2.bins },
  { offset: OFFSETS.positionV2.lockReleasePoint, length: 8 },
];

/** The getProgramAccounts query that lists a pool's positions (program, account size, pool field offset). */
export function positionQuery(
  v: VenuePool,
): { program: string; filters: ProgramAccountFilter[]; slices?: Slice[]; size: number } | null {
  const q = (program: string, dataSize: number, offset: number) => ({
    program,
    size: dataSize,
    filters: [{ dataSize }, { memcmp: { offset, bytes: v.pairAddress } }],
  });
  switch (v.kind) {
    case "meteora-damm-v2":
      return q(METEORA_DAMM_V2, SIZES.dammV2Position, OFFSETS.dammV2Position.pool);
    case "meteora-dlmm":
      return { ...q(METEORA_DLMM, SIZES.positionV2, OFFSETS.positionV2.lbPair), slices: DLMM_POSITION_SLICES };
    case "raydium-clmm":
      return q(RAYDIUM_CLMM, SIZES.clmmPosition, OFFSETS.clmmPosition.poolId);
    case "orca-whirlpool":
      return q(ORCA_WHIRLPOOL, SIZES.orcaPosition, OFFSETS.orcaPosition.whirlpool);
    default:
      return null;
  }
}

const BASE: LpFacts = {
  status: "unknown",
  kind: "other",
  lpMint: null,
  lpReserve: null,
  lpSupply: null,
  burnedPct: null,
  lockedPct: null,
  unlockedPct: null,
  reason: "",
};

/** Percent of `part` in `total`, 4 decimals; 0 for an empty total. */
export function pct4(part: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  return Number((part * 1_000_000n) / total) / 10_000;
}

export interface PositionContext {
  /** Unix seconds now and the current slot: DLMM lock release points are in one or the other. */
  nowSec: number;
  slot: number | null;
}

/**
 * Where a concentrated pool's locked positions are listed (known lock programs): Raydium "Burn & Earn"
 * lock accounts and Orca `LockConfig`s, each found by ONE more filtered getProgramAccounts in the same
 * round trip as the positions. DAMM v2 and DLMM record their locks in the position itself.
 */
export function lockQuery(v: VenuePool): { program: string; filters: ProgramAccountFilter[] } | null {
  if (v.kind === "raydium-clmm")
    return {
      program: RAYDIUM_LOCK,
      filters: [
        { dataSize: SIZES.raydiumClmmLock },
        { memcmp: { offset: OFFSETS.raydiumClmmLock.poolId, bytes: v.pairAddress } },
      ],
    };
  if (v.kind === "orca-whirlpool")
    return {
      program: ORCA_WHIRLPOOL,
      filters: [
        { memcmp: { offset: 0, bytes: encodeBase58(ORCA_LOCK_CONFIG_DISCRIMINATOR) } },
        { memcmp: { offset: OFFSETS.orcaLockConfig.whirlpool, bytes: v.pairAddress } },
      ],
    };
  return null;
}

/** The positions (account addresses) locked by a known lock program, from lockQuery's answer. */
export function lockedPositions(v: VenuePool, accounts: RawAccount[]): Set<string> {
  const read = v.kind === "raydium-clmm" ? lockedClmmPosition : lockedOrcaPosition;
  const out = new Set<string>();
  for (const a of accounts) {
    const p = read(a.owner, a.data, v.pairAddress);
    if (p) out.add(p);
  }
  return out;
}

/**
 * Pure: the pullable share of a position-venue pool from its positions. `locked`: CLMM / Whirlpool
 * positions held by a known lock program (null: the lock accounts could not be listed, so none is
 * assumed locked).
 */
export function pullableFromPositions(
  v: VenuePool,
  accounts: RawAccount[],
  ctx: PositionContext,
  locked: Set<string> | null = new Set(),
): LpFacts {
  const base: LpFacts = { ...BASE, kind: v.kind as LpFacts["kind"] };
  const party = (address: string, kind: PullableParty["kind"]): PullableParty => ({
    kind,
    address,
    role: kind === "position-nft" ? "unknown" : address === v.creator ? "pool_creator" : "other",
  });
  if (v.kind === "meteora-damm-v2") {
    const ps = accounts.map((a) => decodeDammV2Position(a.owner, a.data)).filter((p) => p && p.pool === v.pairAddress);
    let unlocked = 0n;
    let vesting = 0n;
    let top: { nft: string; liq: bigint } | null = null;
    for (const p of ps) {
      if (!p) continue;
      unlocked += p.unlockedLiquidity;
      vesting += p.vestedLiquidity;
      if (!top || p.unlockedLiquidity > top.liq) top = { nft: p.nftMint, liq: p.unlockedLiquidity };
    }
    const total = v.pool.liquidity;
    const permanent = v.pool.permanentLockLiquidity;
    if (total <= 0n)
      return {
        ...base,
        status: "ok",
        burnedPct: 0,
        lockedPct: 0,
        unlockedPct: 0,
        pullablePct: 0,
        pullableBy: null,
        positions: ps.length,
        reason: "The pool holds no liquidity.",
      };
    return {
      ...base,
      status: "ok",
      lpReserve: total.toString(),
      burnedPct: 0,
      lockedPct: pct4(permanent + vesting, total),
      unlockedPct: pct4(unlocked, total),
      pullablePct: pct4(top?.liq ?? 0n, total),
      pullableBy: top && top.liq > 0n ? party(top.nft, "position-nft") : null,
      positions: ps.length,
      reason: `DAMM v2: liquidity ${total}, permanently locked ${pct4(permanent, total)}%, vesting ${pct4(vesting, total)}%, unlocked ${pct4(unlocked, total)}% over ${ps.length} position(s); the largest unlocked position holds ${pct4(top?.liq ?? 0n, total)}%.`,
    };
  }
  if (v.kind === "meteora-dlmm") {
    const now = BigInt(v.pool.activationType === 1 ? ctx.nowSec : (ctx.slot ?? 0));
    const byOwner = new Map<string, bigint>();
    let total = 0n;
    let locked = 0n;
    let count = 0;
    for (const a of accounts) {
      const p = decodeDlmmPosition(a.owner, a.data);
      if (!p || p.lbPair !== v.pairAddress) continue;
      count++;
      total += p.shares;
      if (p.lockReleasePoint > now) locked += p.shares;
      else byOwner.set(p.owner, (byOwner.get(p.owner) ?? 0n) + p.shares);
    }
    const top = [...byOwner.entries()].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))[0] ?? null;
    const pull = pct4(top?.[1] ?? 0n, total);
    return {
      ...base,
      status: "ok",
      lpReserve: total.toString(),
      burnedPct: 0,
      lockedPct: pct4(locked, total),
      unlockedPct: pct4(total - locked, total),
      pullablePct: pull,
      pullableBy: top && top[1] > 0n ? party(top[0], "wallet") : null,
      positions: count,
      reason:
        total === 0n
          ? `DLMM: ${count} position(s), no liquidity.`
          : `DLMM: ${count} position(s) of ${byOwner.size + (locked > 0n ? 1 : 0)} party(ies); locked until a future release point ${pct4(locked, total)}%; the largest owner can withdraw ${pull}% of the liquidity shares.`,
    };
  }
  if (v.kind === "raydium-clmm" || v.kind === "orca-whirlpool") {
    const dec = v.kind === "raydium-clmm" ? decodeClmmPosition : decodeOrcaPosition;
    let total = 0n;
    let lockedLiq = 0n;
    let top: { nft: string; liq: bigint } | null = null;
    let count = 0;
    for (const a of accounts) {
      const p = dec(a.owner, a.data);
      if (!p || p.pool !== v.pairAddress) continue;
      count++;
      total += p.liquidity;
      if (locked?.has(a.address)) {
        lockedLiq += p.liquidity;
        continue;
      }
      if (!top || p.liquidity > top.liq) top = { nft: p.nftMint, liq: p.liquidity };
    }
    const pull = pct4(top?.liq ?? 0n, total);
    const venue = v.kind === "raydium-clmm" ? "Raydium CLMM" : "Orca Whirlpool";
    const lockText =
      locked === null
        ? "the lock program's accounts could not be listed, so no position is assumed locked"
        : `${pct4(lockedLiq, total)}% locked by ${v.kind === "raydium-clmm" ? "Raydium Burn & Earn" : "Orca position locks"}`;
    return {
      ...base,
      status: "ok",
      lpReserve: total.toString(),
      burnedPct: 0,
      lockedPct: locked === null ? null : pct4(lockedLiq, total),
      unlockedPct: locked === null ? null : pct4(total - lockedLiq, total),
      pullablePct: pull,
      pullableBy: top && top.liq > 0n ? party(top.nft, "position-nft") : null,
      positions: count,
      reason: `${venue}: ${count} position(s), ${lockText}; the largest unlocked position holds ${pull}% of the positions' liquidity and its NFT holder can withdraw it (NFT holders are not read: each position counts as one party).`,
    };
  }
  return { ...base, status: "not_applicable", reason: "Launchpad curve: no party can withdraw its liquidity." };
}

/** Round trip 3 for a position venue: one filtered getProgramAccounts, then the pure measure. */
export async function analyseVenuePool(reader: ChainReader, v: VenuePool, ctx: PositionContext): Promise<LpFacts> {
  if (v.kind === "meteora-dbc")
    return {
      ...BASE,
      kind: "other",
      status: "not_applicable",
      reason: "Meteora DBC bonding curve: the curve's liquidity is program-owned; no party can withdraw it.",
    };
  const q = positionQuery(v);
  if (!q) return { ...BASE, reason: "No position query for this venue." };
  if (!reader.getProgramAccounts)
    return {
      ...BASE,
      kind: v.kind as LpFacts["kind"],
      reason: "This reader cannot list program accounts, so the pool's positions are unknown.",
    };
  const lq = lockQuery(v);
  const gpa = reader.getProgramAccounts.bind(reader);
  const locksP = lq
    ? gpa(lq.program, lq.filters).then(
        (a) => lockedPositions(v, a),
        () => null,
      )
    : null;
  const slices = q.slices;
  const positionsP = slices
    ? Promise.all(slices.map((sl) => gpa(q.program, q.filters, sl))).then((parts) => joinSlices(parts, slices, q.size))
    : gpa(q.program, q.filters);
  try {
    const [accounts, locked] = await Promise.all([positionsP, locksP]);
    return pullableFromPositions(v, accounts, ctx, lq ? locked : new Set());
  } catch {
    return { ...BASE, kind: v.kind as LpFacts["kind"], reason: "The pool's positions could not be read." };
  }
}

/** Puts data slices of the same accounts back at their offsets (zeros elsewhere); accounts missing from a slice are dropped. */
export function joinSlices(parts: RawAccount[][], slices: Slice[], size: number): RawAccount[] {
  const byAddr = parts.map((p) => new Map(p.map((a) => [a.address, a])));
  return parts[0].flatMap((first) => {
    const data = new Uint8Array(size);
    for (let i = 0; i < slices.length; i++) {
      const a = byAddr[i].get(first.address);
      if (!a || a.data.length !== slices[i].length) return [];
      data.set(a.data, slices[i].offset);
    }
    return [{ ...first, data }];
  });
}

/** DBC curve progress needs its config (migration quote threshold): read in round trip 3. */
export async function readDbcConfig(reader: ChainReader, config: string) {
  try {
    const { accounts } = await reader.getMultipleAccounts([config]);
    const a = accounts[0];
    return a ? decodeDbcConfig(a.owner, a.data) : null;
  } catch {
    return null;
  }
}

export { METEORA_DBC };
