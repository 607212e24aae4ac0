/**
 * Pool, position and curve accounts of the venues in ids.ts, read at fixed offsets.
 *
 * Offsets are the Anchor / buffer-layout offsets of the published SDKs (each one is checked by
 * tests/unit/solana/venue-accounts.test.ts, which encodes accounts with the SDK's own coder and reads
 * them back here):
 *  - DAMM v2 `Pool` (1112 B) and `Position` (408 B): IDL of @meteora-ag/cp-amm-sdk@1.5.0.
 *  - DAMM v1 `Pool` (fields up to `total_locked_lp`): IDL embedded in @meteora-ag/dynamic-bonding-curve-sdk@1.5.12.
 *  - DLMM `LbPair` (904 B) and `PositionV2` (8120 B): IDL of @meteora-ag/dlmm@1.9.14.
 *  - DBC `VirtualPool` (424 B) and `PoolConfig` (1048 B): IDL of @meteora-ag/dynamic-bonding-curve-sdk@1.5.12.
 *  - Raydium CLMM `PoolState` (1544 B) / `PersonalPositionState` (281 B) and LaunchLab `PoolState`
 *    (429 B): `PoolInfoLayout`, `PersonalPositionLayout`, `LaunchpadPool` of @raydium-io/raydium-sdk-v2@0.2.73-alpha.
 *  - Orca `Whirlpool` (653 B) and `Position` (216 B): IDL of @orca-so/whirlpools-sdk@0.22.0.
 *  - PumpSwap `Pool` (fields up to `lp_supply`): IDL of @pump-fun/pump-swap-sdk@1.20.0.
 *  - Locks of concentrated positions: Raydium "Burn & Earn" `LockClPositionLayoutV2` (241 B, raydium-sdk-v2;
 *    `positionId` is the personal position account, src/raydium/clmm/instrument.ts) and Orca `LockConfig`
 *    (whirlpools-sdk IDL).
 * Only the fields the engine uses are read; every reader checks owner, discriminator and length.
 */
import { createHash } from "node:crypto";
import { addressFromBytes } from "../address";
import {
  METEORA_DAMM_V1,
  METEORA_DAMM_V2,
  METEORA_DBC,
  METEORA_DLMM,
  ORCA_WHIRLPOOL,
  PUMP_SWAP,
  RAYDIUM_CLMM,
  RAYDIUM_LAUNCHLAB,
  RAYDIUM_LOCK,
} from "./ids";

/** Anchor account discriminator: sha256("account:<Name>")[0..8]. */
export function accountDiscriminator(name: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(`account:${name}`).digest().subarray(0, 8));
}

const DISC = {
  dammV2Pool: accountDiscriminator("Pool"),
  dammV2Position: accountDiscriminator("Position"),
  dammV1Pool: accountDiscriminator("Pool"),
  lbPair: accountDiscriminator("LbPair"),
  positionV2: accountDiscriminator("PositionV2"),
  virtualPool: accountDiscriminator("VirtualPool"),
  poolConfig: accountDiscriminator("PoolConfig"),
  clmmPool: accountDiscriminator("PoolState"),
  clmmPosition: accountDiscriminator("PersonalPositionState"),
  launchLabPool: accountDiscriminator("PoolState"),
  whirlpool: accountDiscriminator("Whirlpool"),
  orcaPosition: accountDiscriminator("Position"),
  pumpSwapPool: accountDiscriminator("Pool"),
  orcaLockConfig: accountDiscriminator("LockConfig"),
};

/** Orca `LockConfig` discriminator (a getProgramAccounts memcmp filter at offset 0). */
export const ORCA_LOCK_CONFIG_DISCRIMINATOR: Uint8Array = DISC.orcaLockConfig;

/** Account sizes (total, discriminator included), from the SDKs (see above). */
export const SIZES = {
  dammV2Pool: 1112,
  dammV2Position: 408,
  /** Fields up to `total_locked_lp` (the rest: bootstrapping, partner info, padding, curve type). */
  dammV1PoolMin: 403,
  lbPair: 904,
  positionV2: 8120,
  virtualPool: 424,
  poolConfig: 1048,
  clmmPool: 1544,
  clmmPosition: 281,
  launchLabPool: 429,
  whirlpool: 653,
  orcaPosition: 216,
  /** Fields up to `lp_supply` (the account is 300 bytes since the coin-creator fields were added). */
  pumpSwapPoolMin: 211,
  raydiumClmmLock: 241,
  orcaLockConfigMin: 104,
} as const;

/** Offsets used by the readers below (checked against the SDK coders by the test). */
export const OFFSETS = {
  dammV2Pool: {
    tokenAMint: 168,
    tokenBMint: 200,
    tokenAVault: 232,
    tokenBVault: 264,
    liquidity: 360,
    permanentLockLiquidity: 552,
    creator: 648,
  },
  dammV2Position: { pool: 8, nftMint: 40, unlockedLiquidity: 152, vestedLiquidity: 168, permanentLockedLiquidity: 184 },
  dammV1Pool: { lpMint: 8, tokenAMint: 40, tokenBMint: 72, aVault: 104, bVault: 136, totalLockedLp: 395 },
  lbPair: { activationType: 86, tokenXMint: 88, tokenYMint: 120, reserveX: 152, reserveY: 184, creator: 848 },
  positionV2: { lbPair: 8, owner: 40, liquidityShares: 72, bins: 70, lockReleasePoint: 7992 },
  virtualPool: {
    config: 72,
    creator: 104,
    baseMint: 136,
    baseVault: 168,
    quoteVault: 200,
    baseReserve: 232,
    quoteReserve: 240,
    isMigrated: 305,
    migrationProgress: 308,
  },
  poolConfig: { quoteMint: 8, migrationOption: 233, migrationQuoteThreshold: 264 },
  clmmPool: { creator: 41, mintA: 73, mintB: 105, vaultA: 137, vaultB: 169, liquidity: 237 },
  clmmPosition: { nftMint: 9, poolId: 41, liquidity: 81 },
  launchLabPool: {
    status: 17,
    supply: 21,
    totalSellA: 29,
    realA: 53,
    realB: 61,
    totalFundRaisingB: 69,
    mintA: 205,
    mintB: 237,
    vaultA: 269,
    vaultB: 301,
    creator: 333,
  },
  whirlpool: { liquidity: 49, tokenMintA: 101, tokenVaultA: 133, tokenMintB: 181, tokenVaultB: 213 },
  orcaPosition: { whirlpool: 8, positionMint: 40, liquidity: 72 },
  raydiumClmmLock: { poolId: 41, positionId: 73 },
  orcaLockConfig: { position: 8, whirlpool: 72 },
  pumpSwapPool: {
    creator: 11,
    baseMint: 43,
    quoteMint: 75,
    lpMint: 107,
    baseVault: 139,
    quoteVault: 171,
    lpSupply: 203,
  },
} as const;

function startsWith(data: Uint8Array, disc: Uint8Array): boolean {
  if (data.length < disc.length) return false;
  for (let i = 0; i < disc.length; i++) if (data[i] !== disc[i]) return false;
  return true;
}
const view = (d: Uint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength);
const pk = (d: Uint8Array, o: number) => addressFromBytes(d.subarray(o, o + 32));
const u64 = (d: Uint8Array, o: number) => view(d).getBigUint64(o, true);
const u128 = (d: Uint8Array, o: number) => {
  const v = view(d);
  return v.getBigUint64(o, true) | (v.getBigUint64(o + 8, true) << 64n);
};

function matches(owner: string, data: Uint8Array, program: string, disc: Uint8Array, minSize: number): boolean {
  return owner === program && data.length >= minSize && startsWith(data, disc);
}

// --- DAMM v2 ------------------------------------------------------------------------------------

export interface DammV2Pool {
  tokenAMint: string;
  tokenBMint: string;
  vaults: [string, string];
  liquidity: bigint;
  permanentLockLiquidity: bigint;
  creator: string;
}
export function decodeDammV2Pool(owner: string, data: Uint8Array): DammV2Pool | null {
  if (!matches(owner, data, METEORA_DAMM_V2, DISC.dammV2Pool, SIZES.dammV2Pool)) return null;
  const o = OFFSETS.dammV2Pool;
  return {
    tokenAMint: pk(data, o.tokenAMint),
    tokenBMint: pk(data, o.tokenBMint),
    vaults: [pk(data, o.tokenAVault), pk(data, o.tokenBVault)],
    liquidity: u128(data, o.liquidity),
    permanentLockLiquidity: u128(data, o.permanentLockLiquidity),
    creator: pk(data, o.creator),
  };
}

export interface DammV2Position {
  pool: string;
  nftMint: string;
  unlockedLiquidity: bigint;
  vestedLiquidity: bigint;
  permanentLockedLiquidity: bigint;
}
export function decodeDammV2Position(owner: string, data: Uint8Array): DammV2Position | null {
  if (!matches(owner, data, METEORA_DAMM_V2, DISC.dammV2Position, SIZES.dammV2Position)) return null;
  const o = OFFSETS.dammV2Position;
  return {
    pool: pk(data, o.pool),
    nftMint: pk(data, o.nftMint),
    unlockedLiquidity: u128(data, o.unlockedLiquidity),
    vestedLiquidity: u128(data, o.vestedLiquidity),
    permanentLockedLiquidity: u128(data, o.permanentLockedLiquidity),
  };
}

// --- DAMM v1 ------------------------------------------------------------------------------------

export interface DammV1Pool {
  lpMint: string;
  tokenAMint: string;
  tokenBMint: string;
  /** The pool's shares in the dynamic vaults (the reserves sit in the vaults' token accounts). */
  vaults: [string, string];
  /** LP held in Meteora lock escrows (`total_locked_lp`): the program moved it there and never releases it. */
  totalLockedLp: bigint;
}
export function decodeDammV1Pool(owner: string, data: Uint8Array): DammV1Pool | null {
  if (!matches(owner, data, METEORA_DAMM_V1, DISC.dammV1Pool, SIZES.dammV1PoolMin)) return null;
  const o = OFFSETS.dammV1Pool;
  return {
    lpMint: pk(data, o.lpMint),
    tokenAMint: pk(data, o.tokenAMint),
    tokenBMint: pk(data, o.tokenBMint),
    vaults: [pk(data, o.aVault), pk(data, o.bVault)],
    totalLockedLp: u64(data, o.totalLockedLp),
  };
}

// --- DLMM ---------------------------------------------------------------------------------------

export interface LbPair {
  /** 0: slot, 1: timestamp (the unit of positions' `lock_release_point`). */
  activationType: number;
  tokenXMint: string;
  tokenYMint: string;
  vaults: [string, string];
  creator: string;
}
export function decodeLbPair(owner: string, data: Uint8Array): LbPair | null {
  if (!matches(owner, data, METEORA_DLMM, DISC.lbPair, SIZES.lbPair)) return null;
  const o = OFFSETS.lbPair;
  return {
    activationType: data[o.activationType],
    tokenXMint: pk(data, o.tokenXMint),
    tokenYMint: pk(data, o.tokenYMint),
    vaults: [pk(data, o.reserveX), pk(data, o.reserveY)],
    creator: pk(data, o.creator),
  };
}

export interface DlmmPosition {
  lbPair: string;
  owner: string;
  /** Sum of the position's liquidity shares over its 70 bins. */
  shares: bigint;
  lockReleasePoint: bigint;
}
export function decodeDlmmPosition(owner: string, data: Uint8Array): DlmmPosition | null {
  if (!matches(owner, data, METEORA_DLMM, DISC.positionV2, SIZES.positionV2)) return null;
  const o = OFFSETS.positionV2;
  let shares = 0n;
  for (let i = 0; i < o.bins; i++) shares += u128(data, o.liquidityShares + 16 * i);
  return {
    lbPair: pk(data, o.lbPair),
    owner: pk(data, o.owner),
    shares,
    lockReleasePoint: u64(data, o.lockReleasePoint),
  };
}

// --- Meteora DBC ------------------------------------------------------------------------------

export interface DbcPool {
  config: string;
  creator: string;
  baseMint: string;
  vaults: [string, string];
  baseReserve: bigint;
  quoteReserve: bigint;
  isMigrated: boolean;
  /** 0 pre-bonding-curve, 1 post-bonding-curve, 2 locked vesting, 3 created pool. */
  migrationProgress: number;
}
export function decodeDbcPool(owner: string, data: Uint8Array): DbcPool | null {
  if (!matches(owner, data, METEORA_DBC, DISC.virtualPool, SIZES.virtualPool)) return null;
  const o = OFFSETS.virtualPool;
  return {
    config: pk(data, o.config),
    creator: pk(data, o.creator),
    baseMint: pk(data, o.baseMint),
    vaults: [pk(data, o.baseVault), pk(data, o.quoteVault)],
    baseReserve: u64(data, o.baseReserve),
    quoteReserve: u64(data, o.quoteReserve),
    isMigrated: data[o.isMigrated] !== 0,
    migrationProgress: data[o.migrationProgress],
  };
}

export interface DbcConfig {
  quoteMint: string;
  /** 0: DAMM v1, 1: DAMM v2. */
  migrationOption: number;
  migrationQuoteThreshold: bigint;
}
export function decodeDbcConfig(owner: string, data: Uint8Array): DbcConfig | null {
  if (!matches(owner, data, METEORA_DBC, DISC.poolConfig, SIZES.poolConfig)) return null;
  const o = OFFSETS.poolConfig;
  return {
    quoteMint: pk(data, o.quoteMint),
    migrationOption: data[o.migrationOption],
    migrationQuoteThreshold: u64(data, o.migrationQuoteThreshold),
  };
}

// --- Raydium CLMM and LaunchLab -------------------------------------------------------------------

export interface ClmmPool {
  creator: string;
  mints: [string, string];
  vaults: [string, string];
  liquidity: bigint;
}
export function decodeClmmPool(owner: string, data: Uint8Array): ClmmPool | null {
  if (!matches(owner, data, RAYDIUM_CLMM, DISC.clmmPool, SIZES.clmmPool)) return null;
  const o = OFFSETS.clmmPool;
  return {
    creator: pk(data, o.creator),
    mints: [pk(data, o.mintA), pk(data, o.mintB)],
    vaults: [pk(data, o.vaultA), pk(data, o.vaultB)],
    liquidity: u128(data, o.liquidity),
  };
}

export interface NftPosition {
  pool: string;
  nftMint: string;
  liquidity: bigint;
}
export function decodeClmmPosition(owner: string, data: Uint8Array): NftPosition | null {
  if (!matches(owner, data, RAYDIUM_CLMM, DISC.clmmPosition, SIZES.clmmPosition)) return null;
  const o = OFFSETS.clmmPosition;
  return { pool: pk(data, o.poolId), nftMint: pk(data, o.nftMint), liquidity: u128(data, o.liquidity) };
}

export interface LaunchLabPool {
  /** 0: trading on the curve, 1: curve full, migration pending, 2: migrated. */
  status: number;
  supply: bigint;
  totalSellA: bigint;
  realA: bigint;
  realB: bigint;
  totalFundRaisingB: bigint;
  mintA: string;
  mintB: string;
  vaults: [string, string];
  creator: string;
}
export function decodeLaunchLabPool(owner: string, data: Uint8Array): LaunchLabPool | null {
  if (!matches(owner, data, RAYDIUM_LAUNCHLAB, DISC.launchLabPool, SIZES.launchLabPool)) return null;
  const o = OFFSETS.launchLabPool;
  return {
    status: data[o.status],
    supply: u64(data, o.supply),
    totalSellA: u64(data, o.totalSellA),
    realA: u64(data, o.realA),
    realB: u64(data, o.realB),
    totalFundRaisingB: u64(data, o.totalFundRaisingB),
    mintA: pk(data, o.mintA),
    mintB: pk(data, o.mintB),
    vaults: [pk(data, o.vaultA), pk(data, o.vaultB)],
    creator: pk(data, o.creator),
  };
}

// --- Orca Whirlpool ---------------------------------------------------------------------------

export interface Whirlpool {
  liquidity: bigint;
  mints: [string, string];
  vaults: [string, string];
}
export function decodeWhirlpool(owner: string, data: Uint8Array): Whirlpool | null {
  if (!matches(owner, data, ORCA_WHIRLPOOL, DISC.whirlpool, SIZES.whirlpool)) return null;
  const o = OFFSETS.whirlpool;
  return {
    liquidity: u128(data, o.liquidity),
    mints: [pk(data, o.tokenMintA), pk(data, o.tokenMintB)],
    vaults: [pk(data, o.tokenVaultA), pk(data, o.tokenVaultB)],
  };
}
export function decodeOrcaPosition(owner: string, data: Uint8Array): NftPosition | null {
  if (!matches(owner, data, ORCA_WHIRLPOOL, DISC.orcaPosition, SIZES.orcaPosition)) return null;
  const o = OFFSETS.orcaPosition;
  return { pool: pk(data, o.whirlpool), nftMint: pk(data, o.positionMint), liquidity: u128(data, o.liquidity) };
}

// --- PumpSwap -------------------------------------------------------------------------------

export interface PumpSwapPool {
  creator: string;
  baseMint: string;
  quoteMint: string;
  lpMint: string;
  vaults: [string, string];
  /** LP the pool accounts for (burning LP lowers the mint's supply, not this). */
  lpSupply: bigint;
}
export function decodePumpSwapPool(owner: string, data: Uint8Array): PumpSwapPool | null {
  if (!matches(owner, data, PUMP_SWAP, DISC.pumpSwapPool, SIZES.pumpSwapPoolMin)) return null;
  const o = OFFSETS.pumpSwapPool;
  return {
    creator: pk(data, o.creator),
    baseMint: pk(data, o.baseMint),
    quoteMint: pk(data, o.quoteMint),
    lpMint: pk(data, o.lpMint),
    vaults: [pk(data, o.baseVault), pk(data, o.quoteVault)],
    lpSupply: u64(data, o.lpSupply),
  };
}

// --- Locks of concentrated positions ---------------------------------------------------------

/** The CLMM personal position a Raydium "Burn & Earn" lock holds, if the account is one for `pool`. */
export function lockedClmmPosition(owner: string, data: Uint8Array, pool: string): string | null {
  if (owner !== RAYDIUM_LOCK || data.length !== SIZES.raydiumClmmLock) return null;
  const o = OFFSETS.raydiumClmmLock;
  return pk(data, o.poolId) === pool ? pk(data, o.positionId) : null;
}

/** The Whirlpool position an Orca `LockConfig` locks, if the account is one for `pool`. */
export function lockedOrcaPosition(owner: string, data: Uint8Array, pool: string): string | null {
  if (!matches(owner, data, ORCA_WHIRLPOOL, DISC.orcaLockConfig, SIZES.orcaLockConfigMin)) return null;
  const o = OFFSETS.orcaLockConfig;
  return pk(data, o.whirlpool) === pool ? pk(data, o.position) : null;
}
