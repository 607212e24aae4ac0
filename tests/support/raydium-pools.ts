/**
 * Raydium pool accounts for tests, encoded with the engine's own codecs (lib/chains/solana/raydium.ts),
 * and LP mints with LP holder accounts, installed on the local JSON-RPC server.
 * A CPMM pool's LP mint is the program's PDA of the pool (derived here with @solana/kit, seeds as in
 * raydium-cp-swap); an AMM v4 pool's LP mint is whatever the pool account says.
 */
import { address, getAddressEncoder, getProgramDerivedAddress } from "@solana/kit";
import {
  CPMM_POOL_DISCRIMINATOR,
  getAmmV4Codec,
  getCpmmPoolCodec,
  RAYDIUM_AMM_V4_PROGRAM_ID,
  RAYDIUM_CPMM_PROGRAM_ID,
} from "../../lib/chains/solana/raydium";
import type { LocalRpc } from "./local-rpc-server";
import { fixtureAddress, splMintBytes, TOKEN_PROGRAM, tokenAccountBytes } from "./solana-fixtures";

const WSOL = "So11111111111111111111111111111111111111112";
const lam = (n: number) => BigInt((128 + n) * 6960);

/** The CPMM LP mint as raydium-cp-swap derives it (POOL_LP_MINT_SEED), with kit's own PDA code. */
export async function cpmmLpMintOf(pool: string): Promise<string> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(RAYDIUM_CPMM_PROGRAM_ID),
    seeds: ["pool_lp_mint", getAddressEncoder().encode(address(pool))],
  });
  return pda;
}

export function cpmmPoolBytes(label: string, tokenMint: string, lpMint: string, lpSupply: bigint): Uint8Array {
  return new Uint8Array(
    getCpmmPoolCodec().encode({
      discriminator: CPMM_POOL_DISCRIMINATOR,
      ammConfig: address(fixtureAddress(`${label}:config`)),
      poolCreator: address(fixtureAddress(`${label}:creator`)),
      token0Vault: address(fixtureAddress(`${label}:v0`)),
      token1Vault: address(fixtureAddress(`${label}:v1`)),
      lpMint: address(lpMint),
      token0Mint: address(WSOL),
      token1Mint: address(tokenMint),
      token0Program: address(TOKEN_PROGRAM),
      token1Program: address(TOKEN_PROGRAM),
      observationKey: address(fixtureAddress(`${label}:obs`)),
      authBump: 255,
      status: 0,
      lpMintDecimals: 9,
      mint0Decimals: 9,
      mint1Decimals: 6,
      lpSupply,
      protocolFeesToken0: 0n,
      protocolFeesToken1: 0n,
      fundFeesToken0: 0n,
      fundFeesToken1: 0n,
      openTime: 0n,
      recentEpoch: 0n,
      padding: Array(31).fill(0n),
    }),
  );
}

export function ammV4PoolBytes(label: string, tokenMint: string, lpMint: string, lpAmount: bigint): Uint8Array {
  const z = 0n;
  return new Uint8Array(
    getAmmV4Codec().encode({
      status: 6n,
      nonce: 254n,
      orderNum: 7n,
      depth: 3n,
      coinDecimals: 6n,
      pcDecimals: 9n,
      state: 1n,
      resetFlag: z,
      minSize: 1n,
      volMaxCutRatio: 500n,
      amountWave: z,
      coinLotSize: 1n,
      pcLotSize: 1n,
      minPriceMultiplier: 1n,
      maxPriceMultiplier: 1_000_000_000n,
      sysDecimalValue: 1_000_000n,
      fees: {
        minSeparateNumerator: 5n,
        minSeparateDenominator: 10_000n,
        tradeFeeNumerator: 25n,
        tradeFeeDenominator: 10_000n,
        pnlNumerator: 12n,
        pnlDenominator: 100n,
        swapFeeNumerator: 25n,
        swapFeeDenominator: 10_000n,
      },
      stateData: {
        needTakePnlCoin: z,
        needTakePnlPc: z,
        totalPnlPc: z,
        totalPnlCoin: z,
        poolOpenTime: z,
        padding: [z, z],
        orderbookToInitTime: z,
        swapCoinInAmount: z,
        swapPcOutAmount: z,
        swapAccPcFee: z,
        swapPcInAmount: z,
        swapCoinOutAmount: z,
        swapAccCoinFee: z,
      },
      coinVault: address(fixtureAddress(`${label}:coin-vault`)),
      pcVault: address(fixtureAddress(`${label}:pc-vault`)),
      coinVaultMint: address(tokenMint),
      pcVaultMint: address(WSOL),
      lpMint: address(lpMint),
      openOrders: address(fixtureAddress(`${label}:oo`)),
      market: address(fixtureAddress(`${label}:market`)),
      marketProgram: address(fixtureAddress("openbook")),
      targetOrders: address(fixtureAddress(`${label}:to`)),
      padding1: Array(8).fill(z),
      ammOwner: address(fixtureAddress("amm-owner")),
      lpAmount,
      clientOrderId: z,
      recentEpoch: z,
      padding2: z,
    }),
  );
}

/** An LP mint with `supply` and LP token accounts for `holders` (owner, amount), largest first. */
export function installLp(
  rpc: LocalRpc,
  label: string,
  lpMint: string,
  supply: bigint,
  holders: Array<[string, bigint]>,
): void {
  rpc.setAccount(lpMint, { owner: TOKEN_PROGRAM, data: splMintBytes({ supply, decimals: 9 }), lamports: lam(82) });
  rpc.setLargest(
    lpMint,
    holders.map(([owner, amount], i) => {
      const ta = fixtureAddress(`${label}:lp-ta:${i}`);
      rpc.setAccount(ta, {
        owner: TOKEN_PROGRAM,
        data: tokenAccountBytes("spl-token", lpMint, owner, amount),
        lamports: lam(165),
      });
      return { address: ta, amount: amount.toString() };
    }),
  );
}

/** A CPMM pool (LP mint = its PDA) with its LP; returns the LP mint. */
export async function installCpmmPool(
  rpc: LocalRpc,
  label: string,
  pool: string,
  tokenMint: string,
  reserve: bigint,
  lpSupply: bigint,
  holders: Array<[string, bigint]>,
): Promise<string> {
  const lpMint = await cpmmLpMintOf(pool);
  const data = cpmmPoolBytes(label, tokenMint, lpMint, reserve);
  rpc.setAccount(pool, { owner: RAYDIUM_CPMM_PROGRAM_ID, data, lamports: lam(data.length) });
  installLp(rpc, label, lpMint, lpSupply, holders);
  return lpMint;
}

/** An AMM v4 pool with its LP; returns the LP mint. */
export function installAmmV4Pool(
  rpc: LocalRpc,
  label: string,
  pool: string,
  tokenMint: string,
  reserve: bigint,
  lpSupply: bigint,
  holders: Array<[string, bigint]>,
): string {
  const lpMint = fixtureAddress(`${label}:lp-mint`);
  const data = ammV4PoolBytes(label, tokenMint, lpMint, reserve);
  rpc.setAccount(pool, { owner: RAYDIUM_AMM_V4_PROGRAM_ID, data, lamports: lam(data.length) });
  installLp(rpc, label, lpMint, lpSupply, holders);
  return lpMint;
}
