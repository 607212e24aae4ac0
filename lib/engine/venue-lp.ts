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
 * Reads: positions are not derivable from a pool (each is keyed by a random NFT mint or owner), so they
 * are read with ONE filtered getProgramAccounts per pool (dataSize + memcmp on the pool field); for CLMM /
 * Whirlpool, the known lock programs' accounts for the pool (Raydium Burn & Earn, Orca LockConfig) by one
 * more filtered call. When the market data names the venue (DexScreener dexId + labels, `venueFromLabels`),
 * these go out in round trip 2, with the pool account (`readPositions`); the pool account read in that
 * round confirms the venue. Then, in round trip 3, who holds the largest NFT positions is read
 * (`identifyHolders`): for each, the DAMM v2 position's own NFT account (PDA of the NFT mint; its
 * authority is whoever holds it there) and the associated token accounts the candidates (the deployer,
 * the token's authorities, launchpad and pool creators, the top holders' owners) would hold it in. A
 * position whose holder is found joins that wallet's party. When the venue was not named early, the
 * positions are read in round trip 3 and their holders are not read (a 4th round trip): each NFT position
 * is then its own party, holder `unknown`.
 */

import { encodeBase58 } from "../chains/solana/base58";
import { decodeTokenAccount } from "../chains/solana/token-account-decoder";
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
  findAssociatedTokenAccount,
  findDammV2PositionNftAccount,
  METEORA_DAMM_V2,
  METEORA_DBC,
  METEORA_DLMM,
  ORCA_WHIRLPOOL,
  RAYDIUM_CLMM,
  RAYDIUM_LOCK,
} from "../chains/solana/venues/ids";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "../chains/solana/well-known";
import type { ChainReader, LpFacts, PartyShare, ProgramAccountFilter, PullableParty, RawAccount } from "./types";

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

/** A pool by venue and address: enough to list its positions (before its account is read). */
export interface PoolRef {
  kind: VenuePool["kind"];
  pairAddress: string;
}

/**
 * The position venue a market pair names, from DexScreener's `dexId` and `labels` (case-insensitive):
 * `meteora` + `DLMM` (seen in captured DexScreener pair responses), `meteora` + `DYN2` (DAMM v2; the label is
 * used by third-party integrations, not seen in a captured response), `raydium` + `CLMM`, `orca` + `wp` (seen in
 * captured responses; an `orca` pair with no label is taken as a Whirlpool too). Null: not a position venue,
 * or not named. Only an early read depends on it: the pool account always decides the venue.
 */
export function venueFromLabels(dexId: string, labels: readonly string[]): PositionVenue | null {
  const has = (l: string) => labels.some((x) => x.toLowerCase() === l.toLowerCase());
  const dex = dexId.toLowerCase();
  if (dex === "meteora" && has("DLMM")) return "meteora-dlmm";
  if (dex === "meteora" && (has("DYN2") || has("DAMM v2") || has("DAMMv2"))) return "meteora-damm-v2";
  if (dex === "raydium" && has("CLMM")) return "raydium-clmm";
  if (dex === "orca" && (labels.length === 0 || has("wp"))) return "orca-whirlpool";
  return null;
}

/** The getProgramAccounts query that lists a pool's positions (program, account size, pool field offset). */
export function positionQuery(
  v: PoolRef,
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
export function lockQuery(v: PoolRef): { program: string; filters: ProgramAccountFilter[] } | null {
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
export function lockedPositions(v: PoolRef, accounts: RawAccount[]): Set<string> {
  const read = v.kind === "raydium-clmm" ? lockedClmmPosition : lockedOrcaPosition;
  const out = new Set<string>();
  for (const a of accounts) {
    const p = read(a.owner, a.data, v.pairAddress);
    if (p) out.add(p);
  }
  return out;
}

/** Largest NFT positions of a pool whose holder is looked up, and candidate wallets looked up for each. */
export const MAX_HOLDER_LOOKUPS = 5;
export const MAX_HOLDER_CANDIDATES = 12;
/** Parties listed in `largestParties`. */
export const MAX_PARTIES_LISTED = 5;

/** Who holds the NFTs of a pool's largest positions (identifyHolders). */
export interface NftHolders {
  /** `failed`: the holder accounts could not be read (no NFT counts as checked). */
  status: "read" | "failed";
  /** NFT mint -> the wallet holding it (found in its DAMM v2 NFT account or a candidate's associated account). */
  holders: Map<string, string>;
  /** NFT mints looked up (found or not). */
  checked: Set<string>;
  /** Candidate wallets whose associated accounts were read. */
  candidates: number;
}

/** One position's withdrawable liquidity and, when known, the wallet that can withdraw it. */
interface HeldPosition {
  nft: string | null;
  owner: string | null;
  liq: bigint;
}

/**
 * Pure: positions grouped into parties (by the owning wallet when known, else each position is its own party,
 * keyed by its NFT), largest first, each with its share of `total`.
 */
function partiesOf(
  v: VenuePool,
  positions: HeldPosition[],
  total: bigint,
  holders: NftHolders | null,
): { count: number; top: { party: PullableParty; liq: bigint } | null; list: PartyShare[] } {
  const byParty = new Map<string, { party: PullableParty; liq: bigint }>();
  for (const p of positions) {
    if (p.liq <= 0n) continue;
    const key = p.owner ? `wallet:${p.owner}` : `nft:${p.nft}`;
    const cur = byParty.get(key);
    if (cur) {
      cur.liq += p.liq;
      continue;
    }
    const party: PullableParty = p.owner
      ? { kind: "wallet", address: p.owner, role: p.owner === v.creator ? "pool_creator" : "other" }
      : {
          kind: "position-nft",
          address: p.nft ?? "",
          // Looked up and held by none of the candidates: not the deployer's or a top holder's (as far as the
          // candidates' associated accounts show); not looked up: unknown.
          role: p.nft && holders?.checked.has(p.nft) ? "other" : "unknown",
        };
    byParty.set(key, { party, liq: p.liq });
  }
  const sorted = [...byParty.values()].sort((a, b) => (b.liq > a.liq ? 1 : b.liq < a.liq ? -1 : 0));
  return {
    count: sorted.length,
    top: sorted[0] ?? null,
    list: sorted.slice(0, MAX_PARTIES_LISTED).map((p) => ({ ...p.party, pct: pct4(p.liq, total) })),
  };
}

function holderText(holders: NftHolders | null, positions: number): string {
  if (!holders)
    return "NFT holders are not read (the venue was not named by the market data in time), so each position counts as one party";
  if (holders.status === "failed")
    return "the NFT holders' accounts could not be read, so each position counts as one party";
  if (holders.checked.size === 0) return "no position holds withdrawable liquidity, so no NFT holder was looked up";
  return `the holders of the ${holders.checked.size} largest of ${positions} position(s) were looked up (DAMM v2 NFT account and the associated accounts of ${holders.candidates} candidate wallet(s): deployer, authorities, creators, top holders): ${holders.holders.size} found`;
}

/**
 * Pure: the pullable share of a position-venue pool from its positions. `locked`: CLMM / Whirlpool
 * positions held by a known lock program (null: the lock accounts could not be listed, so none is
 * assumed locked). `holders`: who holds the largest positions' NFTs (null: not read), which groups a
 * wallet's positions into one party.
 */
export function pullableFromPositions(
  v: VenuePool,
  accounts: RawAccount[],
  ctx: PositionContext,
  locked: Set<string> | null = new Set(),
  holders: NftHolders | null = null,
): LpFacts {
  const base: LpFacts = { ...BASE, kind: v.kind as LpFacts["kind"] };
  const holderOf = (nft: string) => holders?.holders.get(nft) ?? null;
  if (v.kind === "meteora-damm-v2") {
    const ps = accounts.map((a) => decodeDammV2Position(a.owner, a.data)).filter((p) => p && p.pool === v.pairAddress);
    let unlocked = 0n;
    let vesting = 0n;
    const held: HeldPosition[] = [];
    for (const p of ps) {
      if (!p) continue;
      unlocked += p.unlockedLiquidity;
      vesting += p.vestedLiquidity;
      held.push({ nft: p.nftMint, owner: holderOf(p.nftMint), liq: p.unlockedLiquidity });
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
        parties: 0,
        largestParties: [],
        reason: "The pool holds no liquidity.",
      };
    const parties = partiesOf(v, held, total, holders);
    const pull = pct4(parties.top?.liq ?? 0n, total);
    return {
      ...base,
      status: "ok",
      lpReserve: total.toString(),
      burnedPct: 0,
      lockedPct: pct4(permanent + vesting, total),
      unlockedPct: pct4(unlocked, total),
      pullablePct: pull,
      pullableBy: parties.top?.party ?? null,
      positions: ps.length,
      parties: parties.count,
      largestParties: parties.list,
      reason: `DAMM v2: liquidity ${total}, permanently locked ${pct4(permanent, total)}%, vesting ${pct4(vesting, total)}%, unlocked ${pct4(unlocked, total)}% over ${ps.length} position(s); ${holderText(holders, ps.length)}; the largest of ${parties.count} party(ies) can withdraw ${pull}%.`,
    };
  }
  if (v.kind === "meteora-dlmm") {
    const now = BigInt(v.pool.activationType === 1 ? ctx.nowSec : (ctx.slot ?? 0));
    const held: HeldPosition[] = [];
    let total = 0n;
    let locked = 0n;
    let count = 0;
    for (const a of accounts) {
      const p = decodeDlmmPosition(a.owner, a.data);
      if (!p || p.lbPair !== v.pairAddress) continue;
      count++;
      total += p.shares;
      if (p.lockReleasePoint > now) locked += p.shares;
      else held.push({ nft: null, owner: p.owner, liq: p.shares });
    }
    const parties = partiesOf(v, held, total, null);
    const pull = pct4(parties.top?.liq ?? 0n, total);
    return {
      ...base,
      status: "ok",
      lpReserve: total.toString(),
      burnedPct: 0,
      lockedPct: pct4(locked, total),
      unlockedPct: pct4(total - locked, total),
      pullablePct: pull,
      pullableBy: parties.top?.party ?? null,
      positions: count,
      parties: parties.count,
      largestParties: parties.list,
      reason:
        total === 0n
          ? `DLMM: ${count} position(s), no liquidity.`
          : `DLMM: ${count} position(s) of ${parties.count + (locked > 0n ? 1 : 0)} party(ies); locked until a future release point ${pct4(locked, total)}%; the largest owner can withdraw ${pull}% of the liquidity shares.`,
    };
  }
  if (v.kind === "raydium-clmm" || v.kind === "orca-whirlpool") {
    const dec = v.kind === "raydium-clmm" ? decodeClmmPosition : decodeOrcaPosition;
    let total = 0n;
    let lockedLiq = 0n;
    let count = 0;
    const held: HeldPosition[] = [];
    for (const a of accounts) {
      const p = dec(a.owner, a.data);
      if (!p || p.pool !== v.pairAddress) continue;
      count++;
      total += p.liquidity;
      if (locked?.has(a.address)) {
        lockedLiq += p.liquidity;
        continue;
      }
      held.push({ nft: p.nftMint, owner: holderOf(p.nftMint), liq: p.liquidity });
    }
    const parties = partiesOf(v, held, total, holders);
    const pull = pct4(parties.top?.liq ?? 0n, total);
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
      pullableBy: parties.top?.party ?? null,
      positions: count,
      parties: parties.count,
      largestParties: parties.list,
      reason: `${venue}: ${count} position(s), ${lockText}; ${holderText(holders, count)}; the largest of ${parties.count} party(ies) can withdraw ${pull}% of the positions' liquidity.`,
    };
  }
  return { ...base, status: "not_applicable", reason: "Launchpad curve: no party can withdraw its liquidity." };
}

/** A pool's positions (and, for CLMM / Whirlpool, the known lock programs' locks) being read. */
export interface PositionRead {
  kind: PositionVenue;
  pairAddress: string;
  accounts: Promise<RawAccount[]>;
  /** Positions locked by a known lock program; null when the lock accounts could not be listed. */
  locked: Promise<Set<string> | null>;
}

/** Sends the reads that list a pool's positions: one filtered getProgramAccounts (DLMM: two slices), plus the locks. */
export function readPositions(reader: ChainReader, ref: PoolRef): PositionRead | null {
  const q = positionQuery(ref);
  if (!q || !reader.getProgramAccounts || ref.kind === "meteora-dbc") return null;
  const gpa = reader.getProgramAccounts.bind(reader);
  const lq = lockQuery(ref);
  const locked: Promise<Set<string> | null> = lq
    ? gpa(lq.program, lq.filters).then(
        (a) => lockedPositions(ref, a),
        () => null,
      )
    : Promise.resolve(new Set<string>());
  const slices = q.slices;
  const accounts = slices
    ? Promise.all(slices.map((sl) => gpa(q.program, q.filters, sl))).then((parts) => joinSlices(parts, slices, q.size))
    : gpa(q.program, q.filters);
  // A read sent early for a pool whose account turns out to be another venue is never awaited: no unhandled rejection.
  accounts.catch(() => undefined);
  return { kind: ref.kind, pairAddress: ref.pairAddress, accounts, locked };
}

/**
 * Round trip 2: the positions of the pools the market data names as position venues (`venueFromLabels`), sent
 * with the pool accounts, so that their NFT holders can be read in round trip 3.
 */
export function prefetchPositions(
  reader: ChainReader,
  pools: ReadonlyArray<{ pairAddress: string; dexId: string; labels: readonly string[] }>,
): PositionRead[] {
  return pools.flatMap((p) => {
    const kind = venueFromLabels(p.dexId, p.labels);
    const read = kind ? readPositions(reader, { kind, pairAddress: p.pairAddress }) : null;
    return read ? [read] : [];
  });
}

/** The NFT positions of a pool with withdrawable liquidity (not locked), largest first. */
function nftPositions(
  v: VenuePool,
  accounts: RawAccount[],
  locked: Set<string> | null,
): { nft: string; liq: bigint }[] {
  const out: { nft: string; liq: bigint }[] = [];
  for (const a of accounts) {
    if (v.kind === "meteora-damm-v2") {
      const p = decodeDammV2Position(a.owner, a.data);
      if (p && p.pool === v.pairAddress) out.push({ nft: p.nftMint, liq: p.unlockedLiquidity });
    } else if (v.kind === "raydium-clmm" || v.kind === "orca-whirlpool") {
      const p = v.kind === "raydium-clmm" ? decodeClmmPosition(a.owner, a.data) : decodeOrcaPosition(a.owner, a.data);
      if (p && p.pool === v.pairAddress && !locked?.has(a.address)) out.push({ nft: p.nftMint, liq: p.liquidity });
    }
  }
  return out.filter((p) => p.liq > 0n).sort((a, b) => (b.liq > a.liq ? 1 : b.liq < a.liq ? -1 : 0));
}

/**
 * Round trip 3: who holds the NFTs of a pool's largest positions (up to MAX_HOLDER_LOOKUPS). Read, in one
 * getMultipleAccounts (chunks of 100): for DAMM v2, the position's NFT account (PDA of the NFT mint; its
 * authority is whoever holds the NFT there) and each candidate's Token-2022 associated account for the NFT;
 * for CLMM / Whirlpool (NFTs minted into the owner's associated account, under the Token or Token-2022
 * program), each candidate's associated account under both programs. A token account of the NFT's mint with
 * a balance names the holder. Candidates: the pool's creator, then `candidates` (deduplicated, at most
 * MAX_HOLDER_CANDIDATES). An NFT moved to any other account is not found (its party stays the position).
 */
export async function identifyHolders(
  reader: ChainReader,
  v: VenuePool,
  accounts: RawAccount[],
  locked: Set<string> | null,
  candidates: readonly string[],
): Promise<NftHolders | null> {
  if (v.kind !== "meteora-damm-v2" && v.kind !== "raydium-clmm" && v.kind !== "orca-whirlpool") return null;
  const nfts = nftPositions(v, accounts, locked)
    .slice(0, MAX_HOLDER_LOOKUPS)
    .map((p) => p.nft);
  const wallets = [...new Set([v.creator, ...candidates].filter((w): w is string => !!w))].slice(
    0,
    MAX_HOLDER_CANDIDATES,
  );
  const programs = v.kind === "meteora-damm-v2" ? [TOKEN_2022_PROGRAM_ID] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];
  const lookups: { nft: string; address: string }[] = [];
  for (const nft of nfts) {
    if (v.kind === "meteora-damm-v2") lookups.push({ nft, address: findDammV2PositionNftAccount(nft) });
    for (const w of wallets)
      for (const program of programs) lookups.push({ nft, address: findAssociatedTokenAccount(w, nft, program) });
  }
  const out: NftHolders = { status: "read", holders: new Map(), checked: new Set(nfts), candidates: wallets.length };
  const chunks: (typeof lookups)[] = [];
  for (let i = 0; i < lookups.length; i += 100) chunks.push(lookups.slice(i, i + 100));
  try {
    const answers = await Promise.all(chunks.map((c) => reader.getMultipleAccounts(c.map((l) => l.address))));
    answers.forEach((answer, ci) =>
      answer.accounts.forEach((acct, i) => {
        const l = chunks[ci][i];
        const t = acct ? decodeTokenAccount(acct.owner, acct.data) : null;
        if (l && t && t.mint === l.nft && t.amount > 0n && !out.holders.has(l.nft)) out.holders.set(l.nft, t.owner);
      }),
    );
  } catch {
    return { status: "failed", holders: new Map(), checked: new Set(), candidates: wallets.length };
  }
  return out;
}

export interface VenueReadOptions {
  /** Position reads sent in round trip 2 (prefetchPositions). */
  prefetched?: readonly PositionRead[];
  /** Wallets that may hold position NFTs (deployer, authorities, creators, top holders' owners), most likely first. */
  candidates?: readonly string[];
}

/**
 * Round trip 3 for a position venue: its positions (already read in round trip 2 when the market named the
 * venue, else one filtered getProgramAccounts now), the holders of the largest NFT positions (only when the
 * positions came early: otherwise a 4th round trip), then the pure measure.
 */
export async function analyseVenuePool(
  reader: ChainReader,
  v: VenuePool,
  ctx: PositionContext,
  opts: VenueReadOptions = {},
): Promise<LpFacts> {
  if (v.kind === "meteora-dbc")
    return {
      ...BASE,
      kind: "other",
      status: "not_applicable",
      reason: "Meteora DBC bonding curve: the curve's liquidity is program-owned; no party can withdraw it.",
    };
  const early = opts.prefetched?.find((p) => p.pairAddress === v.pairAddress && p.kind === v.kind) ?? null;
  const read = early ?? readPositions(reader, v);
  if (!read)
    return {
      ...BASE,
      kind: v.kind as LpFacts["kind"],
      reason: "This reader cannot list program accounts, so the pool's positions are unknown.",
    };
  try {
    const [accounts, locked] = await Promise.all([read.accounts, read.locked]);
    const holders = early ? await identifyHolders(reader, v, accounts, locked, opts.candidates ?? []) : null;
    return pullableFromPositions(v, accounts, ctx, locked, holders);
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
