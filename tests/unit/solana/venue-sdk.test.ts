/**
 * Every program id, PDA seed, constant authority and account offset the venue readers use
 * (lib/chains/solana/venues/*) against the protocols' own SDKs: ids and derivations are compared with
 * the SDKs' exported values, and accounts encoded with the SDKs' coders (tests/support/venue-pools.ts)
 * must read back through the engine's decoders.
 */
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { decodeBondingCurve } from "@/lib/chains/solana/pumpfun";
import {
  findCpmmLpMint,
  METEORA_DLMM_PROGRAM_ID,
  RAYDIUM_AMM_V4_AUTHORITY,
  RAYDIUM_CLMM_PROGRAM_ID,
} from "@/lib/chains/solana/raydium";
import {
  decodeClmmPool,
  decodeClmmPosition,
  decodeDammV1Pool,
  decodeDammV2Pool,
  decodeDammV2Position,
  decodeDbcConfig,
  decodeDbcPool,
  decodeDlmmPosition,
  decodeLaunchLabPool,
  decodeLbPair,
  decodeOrcaPosition,
  decodePumpSwapPool,
  decodeWhirlpool,
  lockedClmmPosition,
  lockedOrcaPosition,
} from "@/lib/chains/solana/venues/accounts";
import * as ids from "@/lib/chains/solana/venues/ids";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@/lib/chains/solana/well-known";
import { LAUNCHLAB_QUOTE_MINTS } from "@/lib/engine/venue-scan";
import { fixtureAddress } from "../../support/solana-fixtures";
import {
  cpAmmSdk,
  dbcSdk,
  dlmmSdk,
  dlmmShares,
  encodeClmmPool,
  encodeClmmPosition,
  encodeDammV1Pool,
  encodeDammV2Pool,
  encodeDammV2Position,
  encodeDbcConfig,
  encodeDbcPool,
  encodeDlmmPosition,
  encodeLaunchLabPool,
  encodeLbPair,
  encodeOrcaLockConfig,
  encodeOrcaPosition,
  encodePumpBondingCurve,
  encodePumpSwapPool,
  encodeRaydiumClmmLock,
  encodeWhirlpool,
  orcaSdk,
  pumpSwapSdk,
  raydiumSdk,
} from "../../support/venue-pools";

const b58 = (k: { toBase58(): string }) => k.toBase58();
const key = (a: string) => new PublicKey(a);
const A = (s: string) => fixtureAddress(`venue-sdk:${s}`);
const WSOL = "So11111111111111111111111111111111111111112";

describe("program ids against the SDKs' exports", () => {
  it.each([
    ["Raydium AMM v4", ids.RAYDIUM_AMM_V4, () => b58(raydiumSdk.ALL_PROGRAM_ID.AMM_V4)],
    ["Raydium CPMM", ids.RAYDIUM_CPMM, () => b58(raydiumSdk.CREATE_CPMM_POOL_PROGRAM)],
    ["Raydium CLMM", ids.RAYDIUM_CLMM, () => b58(raydiumSdk.CLMM_PROGRAM_ID)],
    ["Raydium LaunchLab", ids.RAYDIUM_LAUNCHLAB, () => b58(raydiumSdk.LAUNCHPAD_PROGRAM)],
    ["Raydium lock", ids.RAYDIUM_LOCK, () => b58(raydiumSdk.CLMM_LOCK_PROGRAM_ID)],
    ["Raydium CPMM lock", ids.RAYDIUM_LOCK, () => b58(raydiumSdk.LOCK_CPMM_PROGRAM)],
    ["Meteora DAMM v2", ids.METEORA_DAMM_V2, () => b58(cpAmmSdk.CP_AMM_PROGRAM_ID)],
    ["Meteora DAMM v2 (DBC SDK)", ids.METEORA_DAMM_V2, () => b58(dbcSdk.DAMM_V2_PROGRAM_ID)],
    ["Meteora DAMM v1", ids.METEORA_DAMM_V1, () => b58(dbcSdk.DAMM_V1_PROGRAM_ID)],
    ["Meteora vault", ids.METEORA_VAULT, () => b58(dbcSdk.VAULT_PROGRAM_ID)],
    ["Meteora vault base", ids.METEORA_VAULT_BASE, () => b58(dbcSdk.BASE_ADDRESS)],
    ["Meteora DLMM", ids.METEORA_DLMM, () => dlmmSdk.LBCLMM_PROGRAM_IDS["mainnet-beta"]],
    ["Meteora DLMM (IDL)", ids.METEORA_DLMM, () => dlmmSdk.IDL.address],
    ["Meteora DBC", ids.METEORA_DBC, () => b58(dbcSdk.DYNAMIC_BONDING_CURVE_PROGRAM_ID)],
    ["Meteora locker", ids.METEORA_LOCKER, () => b58(dbcSdk.LOCKER_PROGRAM_ID)],
    ["Orca Whirlpool", ids.ORCA_WHIRLPOOL, () => b58(orcaSdk.ORCA_WHIRLPOOL_PROGRAM_ID)],
    ["pump.fun", ids.PUMP_FUN, () => b58(pumpSwapSdk.PUMP_PROGRAM_ID)],
    ["PumpSwap", ids.PUMP_SWAP, () => b58(pumpSwapSdk.PUMP_AMM_PROGRAM_ID)],
    ["raydium.ts DLMM (was wrong)", METEORA_DLMM_PROGRAM_ID, () => dlmmSdk.LBCLMM_PROGRAM_IDS["mainnet-beta"]],
    ["raydium.ts CLMM", RAYDIUM_CLMM_PROGRAM_ID, () => b58(raydiumSdk.CLMM_PROGRAM_ID)],
  ])("%s", (_name, ours, theirs) => {
    expect(ours).toBe(theirs());
  });
});

describe("PDAs and constant authorities against the SDKs' derivations", () => {
  it("vault authorities", () => {
    expect(ids.cpmmAuthority()).toBe(
      b58(raydiumSdk.getPdaPoolAuthority(raydiumSdk.CREATE_CPMM_POOL_PROGRAM).publicKey),
    );
    expect(RAYDIUM_AMM_V4_AUTHORITY).toBe(
      b58(raydiumSdk.getLiquidityAssociatedAuthority({ programId: raydiumSdk.ALL_PROGRAM_ID.AMM_V4 }).publicKey),
    );
    expect(ids.launchLabAuthority()).toBe(b58(raydiumSdk.LAUNCHPAD_AUTH));
    expect(ids.launchLabAuthority()).toBe(b58(raydiumSdk.getPdaLaunchpadAuth(raydiumSdk.LAUNCHPAD_PROGRAM).publicKey));
    expect(ids.dammV2Authority()).toBe(b58(cpAmmSdk.derivePoolAuthority()));
    expect(ids.dbcAuthority()).toBe(b58(dbcSdk.deriveDbcPoolAuthority()));
    expect(ids.vaultAuthorityLabels().get(b58(raydiumSdk.LAUNCHPAD_AUTH))).toBe("launchpad:raydium-launchlab");
    // LaunchLab quote mints read in round trip 1: WSOL and the SDK's USD quotes.
    expect(LAUNCHLAB_QUOTE_MINTS).toEqual(["So11111111111111111111111111111111111111112", ...raydiumSdk.usdMintBSet]);
  });

  it("per-pool PDAs", () => {
    const mint = A("mint");
    const pool = ids.findLaunchLabPool(mint, WSOL);
    expect(pool).toBe(
      b58(raydiumSdk.getPdaLaunchpadPoolId(raydiumSdk.LAUNCHPAD_PROGRAM, key(mint), key(WSOL)).publicKey),
    );
    expect(ids.findLaunchLabVault(pool, mint)).toBe(
      b58(raydiumSdk.getPdaLaunchpadVaultId(raydiumSdk.LAUNCHPAD_PROGRAM, key(pool), key(mint)).publicKey),
    );
    const damm = A("damm-v1-pool");
    expect(ids.findDammV1LpMint(damm)).toBe(b58(dbcSdk.deriveDammV1LpMintAddress(key(damm))));
    const vault = ids.findMeteoraVault(mint);
    expect(vault).toBe(b58(dbcSdk.deriveVaultAddress(key(mint), dbcSdk.BASE_ADDRESS)));
    expect(ids.findMeteoraTokenVault(vault)).toBe(b58(dbcSdk.deriveTokenVaultKey(key(vault))));
    const pumpPool = A("pumpswap-pool");
    expect(ids.findPumpSwapLpMint(pumpPool)).toBe(b58(pumpSwapSdk.lpMintPda(key(pumpPool))));
    expect(ids.findBondingCurve(mint)).toBe(b58(pumpSwapSdk.bondingCurvePda(key(mint))));
    // Position NFT accounts: DAMM v2's own NFT account PDA, and associated token accounts (CLMM, Whirlpool).
    const nft = A("position-nft");
    expect(ids.findDammV2PositionNftAccount(nft)).toBe(b58(cpAmmSdk.derivePositionNftAccount(key(nft))));
    const owner = A("position-owner");
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      const ata = ids.findAssociatedTokenAccount(owner, nft, program);
      expect(ata).toBe(b58(getAssociatedTokenAddressSync(key(nft), key(owner), true, key(program))));
      expect(ata).toBe(b58(raydiumSdk.getATAAddress(key(owner), key(nft), key(program)).publicKey));
    }
    const cpmm = A("cpmm-pool");
    expect(findCpmmLpMint(cpmm)).toBe(
      b58(raydiumSdk.getPdaLpMint(raydiumSdk.CREATE_CPMM_POOL_PROGRAM, key(cpmm)).publicKey),
    );
  });
});

describe("accounts encoded by the SDKs' coders read back through the engine's decoders", () => {
  it("DAMM v2 pool and position", () => {
    const pool = encodeDammV2Pool({
      tokenAMint: A("a"),
      tokenBMint: WSOL,
      tokenAVault: A("va"),
      tokenBVault: A("vb"),
      liquidity: 10n ** 30n,
      permanentLockLiquidity: 3n * 10n ** 29n,
      creator: A("creator"),
    });
    expect(decodeDammV2Pool(ids.METEORA_DAMM_V2, pool)).toEqual({
      tokenAMint: A("a"),
      tokenBMint: WSOL,
      vaults: [A("va"), A("vb")],
      liquidity: 10n ** 30n,
      permanentLockLiquidity: 3n * 10n ** 29n,
      creator: A("creator"),
    });
    expect(decodeDammV2Pool(ids.METEORA_DAMM_V1, pool)).toBeNull();
    const pos = encodeDammV2Position({
      pool: A("pool"),
      nftMint: A("nft"),
      unlockedLiquidity: 5n,
      vestedLiquidity: 6n,
      permanentLockedLiquidity: 7n,
    });
    expect(decodeDammV2Position(ids.METEORA_DAMM_V2, pos)).toEqual({
      pool: A("pool"),
      nftMint: A("nft"),
      unlockedLiquidity: 5n,
      vestedLiquidity: 6n,
      permanentLockedLiquidity: 7n,
    });
  });

  it("DAMM v1 pool (LP mint, vaults, LP in lock escrows)", () => {
    const pool = encodeDammV1Pool({
      lpMint: A("lp"),
      tokenAMint: A("a"),
      tokenBMint: WSOL,
      aVault: A("va"),
      bVault: A("vb"),
      totalLockedLp: 123_456n,
    });
    expect(decodeDammV1Pool(ids.METEORA_DAMM_V1, pool)).toEqual({
      lpMint: A("lp"),
      tokenAMint: A("a"),
      tokenBMint: WSOL,
      vaults: [A("va"), A("vb")],
      totalLockedLp: 123_456n,
    });
  });

  it("DLMM pair and position (owner, shares, lock)", () => {
    const pair = encodeLbPair({
      activationType: 1,
      tokenXMint: A("x"),
      tokenYMint: WSOL,
      reserveX: A("rx"),
      reserveY: A("ry"),
      creator: A("c"),
    });
    expect(decodeLbPair(ids.METEORA_DLMM, pair)).toEqual({
      activationType: 1,
      tokenXMint: A("x"),
      tokenYMint: WSOL,
      vaults: [A("rx"), A("ry")],
      creator: A("c"),
    });
    const pos = encodeDlmmPosition({
      lbPair: A("pair"),
      owner: A("owner"),
      liquidityShares: dlmmShares(10n ** 20n, 3),
      lockReleasePoint: 99n,
    });
    expect(decodeDlmmPosition(ids.METEORA_DLMM, pos)).toEqual({
      lbPair: A("pair"),
      owner: A("owner"),
      shares: 3n * 10n ** 20n,
      lockReleasePoint: 99n,
    });
  });

  it("DBC pool and config", () => {
    const pool = encodeDbcPool({
      poolState: {
        config: A("cfg"),
        creator: A("c"),
        baseMint: A("m"),
        baseVault: A("bv"),
        quoteVault: A("qv"),
        baseReserve: 7n,
        quoteReserve: 8n,
        isMigrated: 1,
        migrationProgress: 3,
      },
    });
    expect(decodeDbcPool(ids.METEORA_DBC, pool)).toEqual({
      config: A("cfg"),
      creator: A("c"),
      baseMint: A("m"),
      vaults: [A("bv"), A("qv")],
      baseReserve: 7n,
      quoteReserve: 8n,
      isMigrated: true,
      migrationProgress: 3,
    });
    const cfg = encodeDbcConfig({ quoteMint: WSOL, migrationOption: 1, migrationQuoteThreshold: 85_000_000_000n });
    expect(decodeDbcConfig(ids.METEORA_DBC, cfg)).toEqual({
      quoteMint: WSOL,
      migrationOption: 1,
      migrationQuoteThreshold: 85_000_000_000n,
    });
  });

  it("Raydium CLMM pool and position, LaunchLab pool", () => {
    const pool = encodeClmmPool({
      creator: A("c"),
      mintA: A("a"),
      mintB: WSOL,
      vaultA: A("va"),
      vaultB: A("vb"),
      liquidity: 10n ** 25n,
    });
    expect(decodeClmmPool(ids.RAYDIUM_CLMM, pool)).toEqual({
      creator: A("c"),
      mints: [A("a"), WSOL],
      vaults: [A("va"), A("vb")],
      liquidity: 10n ** 25n,
    });
    const pos = encodeClmmPosition({ nftMint: A("nft"), poolId: A("pool"), liquidity: 42n });
    expect(decodeClmmPosition(ids.RAYDIUM_CLMM, pos)).toEqual({ pool: A("pool"), nftMint: A("nft"), liquidity: 42n });
    const ll = encodeLaunchLabPool({
      status: 0,
      supply: 10n ** 15n,
      totalSellA: 793n * 10n ** 12n,
      realA: 100n,
      realB: 30n * 10n ** 9n,
      totalFundRaisingB: 85n * 10n ** 9n,
      mintA: A("m"),
      mintB: WSOL,
      vaultA: A("va"),
      vaultB: A("vb"),
      creator: A("c"),
    });
    expect(decodeLaunchLabPool(ids.RAYDIUM_LAUNCHLAB, ll)).toEqual({
      status: 0,
      supply: 10n ** 15n,
      totalSellA: 793n * 10n ** 12n,
      realA: 100n,
      realB: 30n * 10n ** 9n,
      totalFundRaisingB: 85n * 10n ** 9n,
      mintA: A("m"),
      mintB: WSOL,
      vaults: [A("va"), A("vb")],
      creator: A("c"),
    });
    expect(decodeLaunchLabPool(ids.RAYDIUM_CLMM, ll)).toBeNull();
  });

  it("PumpSwap pool and pump.fun bonding curve", () => {
    const pool = encodePumpSwapPool({
      creator: A("c"),
      baseMint: A("m"),
      quoteMint: WSOL,
      lpMint: A("lp"),
      poolBaseTokenAccount: A("vb"),
      poolQuoteTokenAccount: A("vq"),
      lpSupply: 4_242n,
      coinCreator: A("cc"),
    });
    expect(decodePumpSwapPool(ids.PUMP_SWAP, pool)).toEqual({
      creator: A("c"),
      baseMint: A("m"),
      quoteMint: WSOL,
      lpMint: A("lp"),
      vaults: [A("vb"), A("vq")],
      lpSupply: 4_242n,
    });
    const curve = encodePumpBondingCurve({
      virtualTokenReserves: 1n,
      virtualSolReserves: 2n,
      realTokenReserves: 3n,
      realSolReserves: 4n,
      tokenTotalSupply: 5n,
      complete: true,
      creator: A("creator"),
    });
    expect(decodeBondingCurve(ids.PUMP_FUN, curve)).toMatchObject({
      virtualTokenReserves: 1n,
      virtualSolReserves: 2n,
      realTokenReserves: 3n,
      realSolReserves: 4n,
      tokenTotalSupply: 5n,
      complete: true,
      creator: A("creator"),
    });
  });

  it("locks of concentrated positions: Raydium Burn & Earn, Orca LockConfig", () => {
    const ray = encodeRaydiumClmmLock({
      lockOwner: A("o"),
      poolId: A("pool"),
      positionId: A("pos"),
      nftAccount: A("na"),
      lockNftMint: A("ln"),
    });
    expect(lockedClmmPosition(ids.RAYDIUM_LOCK, ray, A("pool"))).toBe(A("pos"));
    expect(lockedClmmPosition(ids.RAYDIUM_LOCK, ray, A("other"))).toBeNull();
    const orca = encodeOrcaLockConfig({
      position: A("pos"),
      positionOwner: A("o"),
      whirlpool: A("pool"),
      lockedTimestamp: 7n,
    });
    expect(lockedOrcaPosition(ids.ORCA_WHIRLPOOL, orca, A("pool"))).toBe(A("pos"));
  });

  it("Orca whirlpool and position", () => {
    const pool = encodeWhirlpool({
      liquidity: 77n,
      tokenMintA: A("a"),
      tokenVaultA: A("va"),
      tokenMintB: WSOL,
      tokenVaultB: A("vb"),
    });
    expect(decodeWhirlpool(ids.ORCA_WHIRLPOOL, pool)).toEqual({
      liquidity: 77n,
      mints: [A("a"), WSOL],
      vaults: [A("va"), A("vb")],
    });
    const pos = encodeOrcaPosition({ whirlpool: A("pool"), positionMint: A("nft"), liquidity: 5n });
    expect(decodeOrcaPosition(ids.ORCA_WHIRLPOOL, pos)).toEqual({ pool: A("pool"), nftMint: A("nft"), liquidity: 5n });
  });
});
