/**
 * pump.fun bonding curve (program 6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P), from the
 * program's published Anchor IDL: account `BondingCurve` = 8-byte discriminator
 * (sha256("account:BondingCurve")[..8]) + virtual_token_reserves u64, virtual_sol_reserves
 * u64, real_token_reserves u64, real_sol_reserves u64, token_total_supply u64, complete bool,
 * and (accounts created since 2025) creator Pubkey. PDA: ["bonding-curve", mint].
 */
import { createHash } from "node:crypto";
import {
  type Address,
  fixCodecSize,
  getAddressCodec,
  getBooleanCodec,
  getBytesCodec,
  getStructCodec,
  getU64Codec,
} from "@solana/kit";
import { addressToBytes } from "./address";
import { once } from "./once";
import { findProgramAddress } from "./pda";
import { memoPda } from "./pda-memo";

export const PUMP_FUN_PROGRAM_ID = "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P";
/** PumpSwap AMM, where completed pump.fun curves migrate. */
export const PUMP_SWAP_PROGRAM_ID = "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA";
export const BONDING_CURVE_DISCRIMINATOR: Uint8Array = new Uint8Array(
  createHash("sha256").update("account:BondingCurve").digest().subarray(0, 8),
);
/** pump.fun's initial real token reserves (793,100,000 tokens at 6 decimals): progress is measured against it. */
export const PUMP_INITIAL_REAL_TOKEN_RESERVES = 793_100_000_000_000n;

const head = () =>
  getStructCodec([
    ["discriminator", fixCodecSize(getBytesCodec(), 8)],
    ["virtualTokenReserves", getU64Codec()],
    ["virtualSolReserves", getU64Codec()],
    ["realTokenReserves", getU64Codec()],
    ["realSolReserves", getU64Codec()],
    ["tokenTotalSupply", getU64Codec()],
    ["complete", getBooleanCodec()],
  ]);

export const getBondingCurveCodec = once(() => {
  return getStructCodec([
    ["discriminator", fixCodecSize(getBytesCodec(), 8)],
    ["virtualTokenReserves", getU64Codec()],
    ["virtualSolReserves", getU64Codec()],
    ["realTokenReserves", getU64Codec()],
    ["realSolReserves", getU64Codec()],
    ["tokenTotalSupply", getU64Codec()],
    ["complete", getBooleanCodec()],
    ["creator", getAddressCodec()],
  ]);
});

export interface BondingCurve {
  virtualTokenReserves: bigint;
  virtualSolReserves: bigint;
  realTokenReserves: bigint;
  realSolReserves: bigint;
  tokenTotalSupply: bigint;
  complete: boolean;
  creator: Address | null;
}

export function decodeBondingCurve(owner: string, data: Uint8Array): BondingCurve | null {
  if (owner !== PUMP_FUN_PROGRAM_ID || data.length < 49) return null;
  if (!BONDING_CURVE_DISCRIMINATOR.every((b, i) => data[i] === b)) return null;
  try {
    if (data.length >= 81) {
      const c = getBondingCurveCodec().decode(data.subarray(0, 81));
      return { ...c, creator: c.creator === "11111111111111111111111111111111" ? null : c.creator };
    }
    const c = head().decode(data.subarray(0, 49));
    return { ...c, creator: null };
  } catch {
    return null;
  }
}

/** Progress of a bonding curve, 0..100 (2 decimals); complete curves are 100. */
export function bondingCurveProgress(c: BondingCurve): number {
  if (c.complete) return 100;
  const left =
    c.realTokenReserves > PUMP_INITIAL_REAL_TOKEN_RESERVES ? PUMP_INITIAL_REAL_TOKEN_RESERVES : c.realTokenReserves;
  const sold = PUMP_INITIAL_REAL_TOKEN_RESERVES - left;
  return Number((sold * 10_000n) / PUMP_INITIAL_REAL_TOKEN_RESERVES) / 100;
}

export function findBondingCurvePda(mint: string): Promise<string> {
  return memoPda(
    "pumpfun-bonding-curve",
    mint,
    async () => findProgramAddress(PUMP_FUN_PROGRAM_ID, ["bonding-curve", addressToBytes(mint)])[0],
  );
}
