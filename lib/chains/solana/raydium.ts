/**
 * Raydium pool layouts as @solana/kit codecs, for LP status.
 *
 * There is no official JS package for the Raydium layouts among this project's
 * dependencies, so the layouts are written here from the programs' published Rust sources:
 *  - AMM v4 (program 675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8): `AmmInfo` in
 *    raydium-amm/program/src/state.rs, 752 bytes, no discriminator. `lp_amount` is the LP the
 *    pool accounts for; burning LP with the SPL Token `Burn` lowers the LP mint supply but not
 *    `lp_amount`, so (lp_amount - supply) is burnt LP.
 *  - CPMM (program CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C): Anchor `PoolState` in
 *    raydium-cp-swap/programs/cp-swap/src/states/pool.rs, 8-byte discriminator + 629 bytes
 *    (637 total). `lp_supply` plays the role of `lp_amount`.
 * Tests build pool accounts with these same codecs.
 */
import { createHash } from "node:crypto";
import {
  type Address,
  fixCodecSize,
  getAddressCodec,
  getArrayCodec,
  getBytesCodec,
  getStructCodec,
  getU8Codec,
  getU64Codec,
  getU128Codec,
} from "@solana/kit";
import { addressToBytes } from "./address";
import { once } from "./once";
import { findProgramAddress } from "./pda";
import { METEORA_DLMM, ORCA_WHIRLPOOL, RAYDIUM_AMM_V4, RAYDIUM_CLMM, RAYDIUM_CPMM } from "./venues/ids";

// Program ids: from venues/ids.ts, where each is checked against the protocol's SDK.
export const RAYDIUM_AMM_V4_PROGRAM_ID = RAYDIUM_AMM_V4;
export const RAYDIUM_CPMM_PROGRAM_ID = RAYDIUM_CPMM;
export const RAYDIUM_CLMM_PROGRAM_ID = RAYDIUM_CLMM;
export const ORCA_WHIRLPOOL_PROGRAM_ID = ORCA_WHIRLPOOL;
export const METEORA_DLMM_PROGRAM_ID = METEORA_DLMM;
/** Raydium AMM v4 vault authority (PDA of the AMM program, seed "amm authority"). */
export const RAYDIUM_AMM_V4_AUTHORITY = "5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1";

/** Programs whose liquidity positions are NFTs / bins, not a fungible LP mint. */
export const CONCENTRATED_PROGRAMS: ReadonlyMap<string, string> = new Map([
  [RAYDIUM_CLMM_PROGRAM_ID, "raydium-clmm"],
  [ORCA_WHIRLPOOL_PROGRAM_ID, "orca-whirlpool"],
  [METEORA_DLMM_PROGRAM_ID, "meteora-dlmm"],
]);

export const AMM_V4_SIZE = 752;

const u64 = getU64Codec;
const pk = getAddressCodec;

export const getAmmV4Codec = once(() => {
  return getStructCodec([
    ["status", u64()],
    ["nonce", u64()],
    ["orderNum", u64()],
    ["depth", u64()],
    ["coinDecimals", u64()],
    ["pcDecimals", u64()],
    ["state", u64()],
    ["resetFlag", u64()],
    ["minSize", u64()],
    ["volMaxCutRatio", u64()],
    ["amountWave", u64()],
    ["coinLotSize", u64()],
    ["pcLotSize", u64()],
    ["minPriceMultiplier", u64()],
    ["maxPriceMultiplier", u64()],
    ["sysDecimalValue", u64()],
    [
      "fees",
      getStructCodec([
        ["minSeparateNumerator", u64()],
        ["minSeparateDenominator", u64()],
        ["tradeFeeNumerator", u64()],
        ["tradeFeeDenominator", u64()],
        ["pnlNumerator", u64()],
        ["pnlDenominator", u64()],
        ["swapFeeNumerator", u64()],
        ["swapFeeDenominator", u64()],
      ]),
    ],
    [
      "stateData",
      getStructCodec([
        ["needTakePnlCoin", u64()],
        ["needTakePnlPc", u64()],
        ["totalPnlPc", u64()],
        ["totalPnlCoin", u64()],
        ["poolOpenTime", u64()],
        ["padding", getArrayCodec(u64(), { size: 2 })],
        ["orderbookToInitTime", u64()],
        ["swapCoinInAmount", getU128Codec()],
        ["swapPcOutAmount", getU128Codec()],
        ["swapAccPcFee", u64()],
        ["swapPcInAmount", getU128Codec()],
        ["swapCoinOutAmount", getU128Codec()],
        ["swapAccCoinFee", u64()],
      ]),
    ],
    ["coinVault", pk()],
    ["pcVault", pk()],
    ["coinVaultMint", pk()],
    ["pcVaultMint", pk()],
    ["lpMint", pk()],
    ["openOrders", pk()],
    ["market", pk()],
    ["marketProgram", pk()],
    ["targetOrders", pk()],
    ["padding1", getArrayCodec(u64(), { size: 8 })],
    ["ammOwner", pk()],
    ["lpAmount", u64()],
    ["clientOrderId", u64()],
    ["recentEpoch", u64()],
    ["padding2", u64()],
  ]);
});

export const CPMM_POOL_DISCRIMINATOR: Uint8Array = new Uint8Array(
  createHash("sha256").update("account:PoolState").digest().subarray(0, 8),
);
export const CPMM_POOL_SIZE = 637;

export const getCpmmPoolCodec = once(() => {
  return getStructCodec([
    ["discriminator", fixCodecSize(getBytesCodec(), 8)],
    ["ammConfig", pk()],
    ["poolCreator", pk()],
    ["token0Vault", pk()],
    ["token1Vault", pk()],
    ["lpMint", pk()],
    ["token0Mint", pk()],
    ["token1Mint", pk()],
    ["token0Program", pk()],
    ["token1Program", pk()],
    ["observationKey", pk()],
    ["authBump", getU8Codec()],
    ["status", getU8Codec()],
    ["lpMintDecimals", getU8Codec()],
    ["mint0Decimals", getU8Codec()],
    ["mint1Decimals", getU8Codec()],
    ["lpSupply", u64()],
    ["protocolFeesToken0", u64()],
    ["protocolFeesToken1", u64()],
    ["fundFeesToken0", u64()],
    ["fundFeesToken1", u64()],
    ["openTime", u64()],
    ["recentEpoch", u64()],
    ["padding", getArrayCodec(u64(), { size: 31 })],
  ]);
});

/**
 * The LP mint of a CPMM pool: a PDA of the CPMM program with seeds ["pool_lp_mint", pool state]
 * (`POOL_LP_MINT_SEED` in raydium-cp-swap/programs/cp-swap/src/states/pool.rs, checked by the
 * program's `initialize`), so a scan can read it in the same round trip as the pool account.
 * AMM v4 LP mints are PDAs of the pool's OpenBook market, known only from the pool account.
 */
export function findCpmmLpMint(pool: string): string {
  return findProgramAddress(RAYDIUM_CPMM_PROGRAM_ID, ["pool_lp_mint", addressToBytes(pool)])[0];
}

/** What LP analysis needs from a pool, whatever its program. */
export interface DecodedPool {
  kind: "raydium-amm-v4" | "raydium-cpmm" | "meteora-damm-v1" | "pumpswap";
  programId: string;
  lpMint: Address;
  /** LP the pool accounts for (AMM v4 lp_amount / CPMM lp_supply); null: the LP mint's supply (DAMM v1). */
  lpReserve: bigint | null;
  /** LP the program holds locked for the pool (DAMM v1 `total_locked_lp`, in lock escrows). */
  lockedLp?: bigint;
  vaults: Address[];
  mints: Address[];
}

/** Decodes a Raydium AMM v4 or CPMM pool account; null for anything else. */
export function decodeRaydiumPool(owner: string, data: Uint8Array): DecodedPool | null {
  try {
    if (owner === RAYDIUM_AMM_V4_PROGRAM_ID && data.length === AMM_V4_SIZE) {
      const p = getAmmV4Codec().decode(data);
      return {
        kind: "raydium-amm-v4",
        programId: owner,
        lpMint: p.lpMint,
        lpReserve: p.lpAmount,
        vaults: [p.coinVault, p.pcVault],
        mints: [p.coinVaultMint, p.pcVaultMint],
      };
    }
    if (
      owner === RAYDIUM_CPMM_PROGRAM_ID &&
      data.length >= CPMM_POOL_SIZE &&
      CPMM_POOL_DISCRIMINATOR.every((b, i) => data[i] === b)
    ) {
      const p = getCpmmPoolCodec().decode(data.subarray(0, CPMM_POOL_SIZE));
      return {
        kind: "raydium-cpmm",
        programId: owner,
        lpMint: p.lpMint,
        lpReserve: p.lpSupply,
        vaults: [p.token0Vault, p.token1Vault],
        mints: [p.token0Mint, p.token1Mint],
      };
    }
  } catch {
    return null;
  }
  return null;
}
