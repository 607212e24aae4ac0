/**
 * The venue pieces of a Solana scan, kept out of scan-token.ts:
 *  - launchpad curves beyond pump.fun: Raydium LaunchLab (its pool is a PDA of the mint and the quote mint,
 *    WSOL or a USD quote, read
 *    in round trip 1 with the mint) and Meteora DBC (its pool comes from market data, read in round
 *    trip 2; its config, for the migration threshold, in round trip 3);
 *  - holder labels for every pool vault: vaults named by decoded pool accounts, token accounts owned by
 *    a listed pool, by a venue's program-wide vault authority (ids.ts), by the Meteora dynamic vault of
 *    this mint (DAMM v1 reserves), by a LaunchLab pool, or by a FluxBeam swap authority;
 *  - who the party able to pull liquidity is (deployer, pool creator, top holder).
 */
import { addressToBytes } from "../chains/solana/address";
import { findProgramAddress } from "../chains/solana/pda";
import { memoPda } from "../chains/solana/pda-memo";
import type { DbcConfig, DbcPool, LaunchLabPool } from "../chains/solana/venues/accounts";
import { decodeLaunchLabPool } from "../chains/solana/venues/accounts";
import {
  findLaunchLabPool,
  findMeteoraTokenVault,
  findMeteoraVault,
  RAYDIUM_LAUNCHLAB,
  vaultAuthorityLabels,
} from "../chains/solana/venues/ids";
import type { HolderEntry, LaunchpadFacts, MarketFacts, PullableParty, RawAccount } from "./types";
import type { VenuePool } from "./venue-lp";

export const WSOL_MINT = "So11111111111111111111111111111111111111112";
/** FluxBeam (an SPL token-swap fork): program id as in sevenlabs-hq/carbon decoders/fluxbeam-decoder/src/lib.rs (2026-11-26). */
export const FLUXBEAM_PROGRAM_ID = "FLUXubRmkEi2q6K3Y9kBPg9248ggaZVsoSFhtJHSrm1X";

/**
 * LaunchLab quote mints: WSOL and the USD quotes of @raydium-io/raydium-sdk-v2@0.2.73-alpha's `usdMintBSet`
 * (checked against it by tests/unit/solana/venue-sdk.test.ts).
 */
export const LAUNCHLAB_QUOTE_MINTS = [
  WSOL_MINT,
  "USDCoctVLVnvTXBEuP9s8hntucdJokbo17RwHuNXemT",
  "USD1ttGY1N17NEEHLmELoaybftRBUSErhqYiQzvEmuB",
] as const;

/** The LaunchLab pool of `mint` against WSOL (memoised like the other per-mint PDAs). */
export function findLaunchLabPoolPda(mint: string): Promise<string> {
  return memoPda("launchlab-pool", mint, async () => findLaunchLabPool(mint, WSOL_MINT));
}

/** The LaunchLab pools of `mint` against each quote mint (read in round trip 1 with the mint). */
export function findLaunchLabPoolPdas(mint: string): Promise<string[]> {
  return Promise.all(
    LAUNCHLAB_QUOTE_MINTS.map((q, i) =>
      i === 0
        ? findLaunchLabPoolPda(mint)
        : memoPda(`launchlab-pool:${q}`, mint, async () => findLaunchLabPool(mint, q)),
    ),
  );
}

export interface VenueLaunch {
  platform: "raydium-launchlab" | "meteora-dbc";
  pool: string;
  launchLab?: LaunchLabPool;
  dbc?: { pool: DbcPool; config: DbcConfig | null };
}

/** The first LaunchLab pool read in round trip 1 that exists and sells this mint. */
export function launchLabFrom(mint: string, pools: string[], accts: (RawAccount | null)[]): VenueLaunch | null {
  for (let i = 0; i < pools.length; i++) {
    const acct = accts[i];
    if (!acct || acct.owner !== RAYDIUM_LAUNCHLAB) continue;
    const p = decodeLaunchLabPool(acct.owner, acct.data);
    if (p && p.mintA === mint) return { platform: "raydium-launchlab", pool: pools[i], launchLab: p };
  }
  return null;
}

const pctCapped = (part: bigint, whole: bigint) =>
  whole <= 0n ? null : Math.min(100, Number((part * 10_000n) / whole) / 100);

/**
 * Launchpad facts for a LaunchLab or DBC curve. `migrated` needs a DEX pool other than the curve in
 * the market data; a curve whose program says it migrated without such a pool is `complete`.
 */
export function venueLaunchpad(v: VenueLaunch, market: MarketFacts): LaunchpadFacts {
  const otherPools = market.pools.filter(
    (p) => p.pairAddress !== v.pool && !p.labels.some((l) => /^(DBC|LaunchLab)$/i.test(l)),
  );
  const hasDexPool = otherPools.length > 0;
  const base = {
    bondingCurve: v.pool,
    virtualTokenReserves: null,
    virtualSolReserves: null,
  };
  if (v.launchLab) {
    const p = v.launchLab;
    const done = p.status >= 1;
    return {
      ...base,
      platform: "raydium-launchlab",
      status: !done ? "bonding" : hasDexPool ? "migrated" : "complete",
      progressPct: done ? 100 : pctCapped(p.realB, p.totalFundRaisingB),
      complete: done,
      realTokenReserves: p.realA.toString(),
      realSolReserves: p.realB.toString(),
      tokenTotalSupply: p.supply.toString(),
      creator: p.creator,
    };
  }
  const d = v.dbc;
  if (!d) throw new Error("venueLaunchpad: neither a LaunchLab nor a DBC curve");
  const done = d.pool.isMigrated || d.pool.migrationProgress >= 1;
  return {
    ...base,
    platform: "meteora-dbc",
    status: !done ? "bonding" : hasDexPool ? "migrated" : "complete",
    progressPct: done ? 100 : d.config ? pctCapped(d.pool.quoteReserve, d.config.migrationQuoteThreshold) : null,
    complete: done,
    realTokenReserves: d.pool.baseReserve.toString(),
    realSolReserves: d.pool.quoteReserve.toString(),
    tokenTotalSupply: null,
    creator: d.pool.creator,
  };
}

/** Holder labels for pool and curve vaults (see the file comment). */
export function venueHolderLabeler(
  mint: string,
  venues: VenuePool[],
  launch: VenueLaunch | null,
  market: MarketFacts,
): (tokenAccount: string, owner: string | null) => string | null {
  const byAccount = new Map<string, string>();
  for (const v of venues)
    for (const a of v.vaults) byAccount.set(a, v.kind === "meteora-dbc" ? "launchpad:meteora-dbc" : `pool:${v.kind}`);
  if (launch?.launchLab) for (const a of launch.launchLab.vaults) byAccount.set(a, "launchpad:raydium-launchlab");
  const meteoraVault = findMeteoraVault(mint);
  byAccount.set(findMeteoraTokenVault(meteoraVault), "pool:meteora-damm-v1");
  const byOwner = new Map<string, string>(vaultAuthorityLabels());
  byOwner.set(meteoraVault, "pool:meteora-damm-v1");
  if (launch) byOwner.set(launch.pool, `launchpad:${launch.platform}`);
  for (const p of market.pools) {
    if (p.dexId !== "fluxbeam") continue;
    try {
      byOwner.set(findProgramAddress(FLUXBEAM_PROGRAM_ID, [addressToBytes(p.pairAddress)])[0], "pool:fluxbeam");
    } catch {
      // not an address: nothing to label
    }
  }
  return (tokenAccount, owner) => byAccount.get(tokenAccount) ?? (owner ? (byOwner.get(owner) ?? null) : null);
}

/** The token's live authorities (mint, freeze, metadata update): wallets that act for its deployer. */
export function tokenAuthorities(
  mint: { mintAuthority: string | null; freezeAuthority: string | null },
  metadata: { updateAuthority: string | null },
): string[] {
  return [mint.mintAuthority, mint.freezeAuthority, metadata.updateAuthority].filter((a): a is string => !!a);
}

/**
 * Wallets that may hold a pool's position NFTs, most likely first: launchpad creators, the token's authorities,
 * then the owners of the top holders (excluded vaults and burn addresses left out). venue-lp.ts caps the list.
 */
export function positionHolderCandidates(
  creators: ReadonlyArray<string | null | undefined>,
  authorities: readonly string[],
  top: readonly HolderEntry[],
): string[] {
  const owners = top.filter((h) => !h.excluded && h.owner).map((h) => h.owner as string);
  return [...new Set([...creators.filter((c): c is string => !!c), ...authorities, ...owners])];
}

/**
 * Names the role of each pool's pulling party and largest parties: the token's deployer (its creator, or a wallet
 * holding one of its authorities), the pool's creator, a top holder. Wallets only: a position NFT or an LP
 * account whose holder is not read keeps its role.
 */
export function annotatePullers(
  market: MarketFacts,
  deployer: string | null,
  top: HolderEntry[],
  authorities: readonly string[] = [],
): void {
  const holders = new Set(top.filter((h) => !h.excluded && h.owner).map((h) => h.owner as string));
  const deployers = new Set([...(deployer ? [deployer] : []), ...authorities]);
  const annotate = (by: PullableParty | null | undefined) => {
    if (by?.kind !== "wallet") return;
    if (deployers.has(by.address)) by.role = "deployer";
    else if (by.role === "pool_creator") return;
    else if (holders.has(by.address)) by.role = "top_holder";
  };
  for (const p of market.pools) {
    annotate(p.lp.pullableBy);
    for (const party of p.lp.largestParties ?? []) annotate(party);
  }
}
