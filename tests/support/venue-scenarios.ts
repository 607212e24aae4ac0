/**
 * End-to-end venue scenarios (issue 29): a token, its pool / curve accounts encoded with each protocol's
 * own coder (tests/support/venue-pools.ts), positions, LP mints and market pairs, installed on the local
 * JSON-RPC stand-in and the local DexScreener stand-in. Each scenario states what a trader should see.
 *
 * Every token has clean authorities and immutable metadata and twelve spread-out wallets; its largest
 * "holder" is the pool's or curve's vault (40-70 % of supply), which must be excluded from concentration.
 */

import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import {
  dammV2Authority,
  dbcAuthority,
  findBondingCurve,
  findDammV1LpMint,
  findLaunchLabPool,
  findMeteoraVault,
  findPumpSwapLpMint,
  launchLabAuthority,
  METEORA_DAMM_V1,
  METEORA_DAMM_V2,
  METEORA_DBC,
  METEORA_DLMM,
  ORCA_WHIRLPOOL,
  PUMP_FUN,
  PUMP_SWAP,
  RAYDIUM_CLMM,
  RAYDIUM_LAUNCHLAB,
  RAYDIUM_LOCK,
} from "@/lib/chains/solana/venues/ids";
import type { DexScreenerServer } from "./dexscreener-server";
import type { LocalRpc } from "./local-rpc-server";
import { installCpmmPool } from "./raydium-pools";
import {
  buildFixture,
  fixtureAddress,
  INCINERATOR,
  splMintBytes,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountBytes,
} from "./solana-fixtures";
import {
  cpAmmSdk,
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
} from "./venue-pools";

const WSOL = "So11111111111111111111111111111111111111112";
const SUPPLY = 1_000_000_000_000_000n;
const lam = (n: number) => BigInt((128 + n) * 6960);
const L = 10n ** 15n;

export interface VenueExpectation {
  riskLevel: "low" | "medium" | "high" | "critical";
  lpUnlocked: { status: "pass" | "fail" | "not_applicable"; severity?: "low" | "medium" | "high" };
  /** Expected `market.pools[0].lp` subset (the scenario's pool). */
  lp?: Record<string, unknown>;
  launchpad?: Record<string, unknown>;
  /** Label of the excluded vault row. */
  vaultLabel: string;
}

export interface VenueScenario {
  name: string;
  mint: string;
  pair: string | null;
  /** The token's deployer (its metadata update authority) and largest wallet, where a scenario names them. */
  deployer?: string;
  wallet0?: string;
  expect: VenueExpectation;
}

type Installer = (rpc: LocalRpc, dex: DexScreenerServer) => Promise<VenueScenario>;

const put = (rpc: LocalRpc, addr: string, owner: string, data: Uint8Array) =>
  rpc.setAccount(addr, { owner, data, lamports: lam(data.length) });

/** The token: vault (index 0) holding `vaultBps` of supply, owned by `vaultOwner`, then 12 wallets. */
async function token(rpc: LocalRpc, name: string, vaultOwner: string, vaultBps = 4000n) {
  const holders: Array<[string, bigint]> = [[vaultOwner, (SUPPLY * vaultBps) / 10_000n]];
  // Twelve wallets from 3 % down in steps of 0.15 % (distinct balances: equal ones would be one cluster).
  for (let i = 0; i < 12; i++)
    holders.push([fixtureAddress(`${name}:wallet:${i}`), (SUPPLY * (300n - 15n * BigInt(i))) / 10_000n]);
  const fx = await buildFixture({ name, program: "spl-token", metaplex: { isMutable: false }, holders });
  rpc.addScenario(fx);
  // The deployer: the wallet named as the metadata's update authority (buildFixture).
  const deployer = fixtureAddress(`${name}:update-authority`);
  return { mint: fx.mint, vault: fixtureAddress(`${name}:token-account:0`), wallet0: holders[1][0], deployer };
}

/**
 * A position NFT (decimals 0, supply 1) held by `holder` in `account`: a token account encoded with the official
 * token codecs, at the address the program mints it to (the DAMM v2 NFT account PDA, or an associated token
 * account derived by @solana/spl-token's getAssociatedTokenAddressSync).
 */
function holdNft(
  rpc: LocalRpc,
  nft: string,
  holder: string,
  where: { account: string } | { ata: "spl-token" | "token-2022" },
  amount = 1n,
) {
  const program = "ata" in where ? where.ata : "token-2022";
  const programId = program === "spl-token" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
  const account =
    "account" in where
      ? where.account
      : getAssociatedTokenAddressSync(
          new PublicKey(nft),
          new PublicKey(holder),
          true,
          new PublicKey(programId),
        ).toBase58();
  rpc.setAccount(account, {
    owner: programId,
    data: tokenAccountBytes(program, nft, holder, amount),
    lamports: lam(165),
  });
}

const listed = (dex: DexScreenerServer, mint: string, pair: string, dexId: string, labels: string[] = []) =>
  dex.setPairs(mint, [{ pairAddress: pair, baseToken: { address: mint }, dexId, labels, liquidityUsd: 300_000 }]);

const LOW: VenueExpectation["lpUnlocked"] = { status: "pass" };
const HIGH: VenueExpectation["lpUnlocked"] = { status: "fail", severity: "high" };

/**
 * Who holds a DAMM v2 position NFT: `deployer` / `stranger` in the position's own NFT account (PDA of the NFT
 * mint, cp-amm-sdk's derivePositionNftAccount), or `deployer-ata`: moved to the deployer's Token-2022 associated
 * account (the NFT account left empty). Absent: no NFT account at all.
 */
type DammHolder = "deployer" | "stranger" | "deployer-ata";

function dammV2(
  name: string,
  positions: Array<{ unlocked: bigint; vesting?: bigint; permanent?: bigint; holder?: DammHolder }>,
  lp?: Record<string, unknown>,
  level?: "high" | "medium" | "low",
): Installer {
  return async (rpc, dex) => {
    const pair = fixtureAddress(`${name}:pool`);
    const t = await token(rpc, name, dammV2Authority());
    const permanent = positions.reduce((s, p) => s + (p.permanent ?? 0n), 0n);
    const total = positions.reduce((s, p) => s + p.unlocked + (p.vesting ?? 0n) + (p.permanent ?? 0n), 0n);
    put(
      rpc,
      pair,
      METEORA_DAMM_V2,
      encodeDammV2Pool({
        tokenAMint: t.mint,
        tokenBMint: WSOL,
        tokenAVault: t.vault,
        tokenBVault: fixtureAddress(`${name}:quote-vault`),
        liquidity: total,
        permanentLockLiquidity: permanent,
        creator: fixtureAddress(`${name}:creator`),
      }),
    );
    positions.forEach((p, i) => {
      const nft = fixtureAddress(`${name}:nft:${i}`);
      put(
        rpc,
        fixtureAddress(`${name}:position:${i}`),
        METEORA_DAMM_V2,
        encodeDammV2Position({
          pool: pair,
          nftMint: nft,
          unlockedLiquidity: p.unlocked,
          vestedLiquidity: p.vesting ?? 0n,
          permanentLockedLiquidity: p.permanent ?? 0n,
        }),
      );
      const nftAccount = cpAmmSdk.derivePositionNftAccount(new PublicKey(nft)).toBase58();
      if (p.holder === "deployer") holdNft(rpc, nft, t.deployer, { account: nftAccount });
      if (p.holder === "stranger") holdNft(rpc, nft, fixtureAddress(`${name}:stranger`), { account: nftAccount });
      if (p.holder === "deployer-ata") {
        holdNft(rpc, nft, t.deployer, { account: nftAccount }, 0n);
        holdNft(rpc, nft, t.deployer, { ata: "token-2022" });
      }
    });
    listed(dex, t.mint, pair, "meteora", ["DYN2"]);
    const pull = positions.some((p) => p.unlocked === total);
    const risk = level ?? (pull ? "high" : "low");
    return {
      name,
      mint: t.mint,
      pair,
      deployer: t.deployer,
      expect: {
        riskLevel: risk,
        lpUnlocked: risk === "high" ? HIGH : LOW,
        lp: {
          status: "ok",
          kind: "meteora-damm-v2",
          positions: positions.length,
          pullablePct: pull ? 100 : 4,
          ...lp,
        },
        vaultLabel: "pool:meteora-damm-v2",
      },
    };
  };
}

function dammV1(name: string, escrow: boolean): Installer {
  return async (rpc, dex) => {
    const pair = fixtureAddress(`${name}:pool`);
    // DAMM v1 reserves sit in the token vault of the Meteora dynamic vault of the mint (owned by that vault).
    const vault = findMeteoraVault(fixtureAddress(name));
    const t = await token(rpc, name, vault);
    const lpMint = findDammV1LpMint(pair);
    const supply = 10n ** 12n;
    put(
      rpc,
      pair,
      METEORA_DAMM_V1,
      encodeDammV1Pool({
        lpMint,
        tokenAMint: t.mint,
        tokenBMint: WSOL,
        aVault: vault,
        bVault: findMeteoraVault(WSOL),
        totalLockedLp: escrow ? supply : 0n,
      }),
    );
    rpc.setAccount(lpMint, { owner: TOKEN_PROGRAM, data: splMintBytes({ supply, decimals: 9 }), lamports: lam(82) });
    // escrow: the LP sits in a lock escrow's vault (owner: the escrow PDA); wallet: in the deployer's wallet,
    // who is also the largest token wallet.
    const lpOwner = escrow ? fixtureAddress(`${name}:lock-escrow`) : t.wallet0;
    const ta = fixtureAddress(`${name}:lp-ta`);
    rpc.setAccount(ta, {
      owner: TOKEN_PROGRAM,
      data: tokenAccountBytes("spl-token", lpMint, lpOwner, supply),
      lamports: lam(165),
    });
    rpc.setLargest(lpMint, [{ address: ta, amount: supply.toString() }]);
    listed(dex, t.mint, pair, "meteora", ["DYN"]);
    return {
      name,
      mint: t.mint,
      pair,
      expect: {
        riskLevel: escrow ? "low" : "high",
        lpUnlocked: escrow ? LOW : HIGH,
        lp: escrow
          ? { status: "ok", kind: "meteora-damm-v1", lockedPct: 100, pullablePct: 0 }
          : {
              status: "ok",
              kind: "meteora-damm-v1",
              lockedPct: 0,
              pullablePct: 100,
              pullableBy: { kind: "wallet", address: t.wallet0, role: "top_holder" },
            },
        vaultLabel: "pool:meteora-damm-v1",
      },
    };
  };
}

function dlmm(name: string, owners: number): Installer {
  return async (rpc, dex) => {
    const pair = fixtureAddress(`${name}:pair`);
    const t = await token(rpc, name, pair);
    const creator = fixtureAddress(`${name}:pool-creator`);
    put(
      rpc,
      pair,
      METEORA_DLMM,
      encodeLbPair({
        activationType: 1,
        tokenXMint: t.mint,
        tokenYMint: WSOL,
        reserveX: t.vault,
        reserveY: fixtureAddress(`${name}:reserve-y`),
        creator,
      }),
    );
    for (let i = 0; i < owners; i++) {
      put(
        rpc,
        fixtureAddress(`${name}:position:${i}`),
        METEORA_DLMM,
        encodeDlmmPosition({
          lbPair: pair,
          owner: owners === 1 ? creator : fixtureAddress(`${name}:lp:${i}`),
          liquidityShares: dlmmShares(10n ** 18n, 5),
          lockReleasePoint: 0n,
        }),
      );
    }
    listed(dex, t.mint, pair, "meteora", ["DLMM"]);
    const one = owners === 1;
    return {
      name,
      mint: t.mint,
      pair,
      expect: {
        riskLevel: one ? "high" : "low",
        lpUnlocked: one ? HIGH : LOW,
        lp: {
          status: "ok",
          kind: "meteora-dlmm",
          positions: owners,
          pullablePct: one ? 100 : 4,
          ...(one ? { pullableBy: { kind: "wallet", address: creator, role: "pool_creator" } } : {}),
        },
        vaultLabel: "pool:meteora-dlmm",
      },
    };
  };
}

/**
 * A Raydium CLMM or Orca Whirlpool pool with `positions` equal positions. `held[i]`: who holds position i's NFT in
 * an associated token account (program-minted there; `deployer` under the Token program, `deployer-t22` under
 * Token-2022, `top-holder`: the largest token wallet); absent: no token account is set up for it (a holder the
 * scan does not look for).
 */
type NftHolder = "deployer" | "deployer-t22" | "top-holder";

function nftVenue(
  name: string,
  venue: "raydium-clmm" | "orca-whirlpool",
  positions: number,
  lockedByProgram = false,
  held: NftHolder[] = [],
  expectOverride?: Partial<VenueExpectation>,
): Installer {
  return async (rpc, dex) => {
    const pair = fixtureAddress(`${name}:pool`);
    const t = await token(rpc, name, pair);
    const quoteVault = fixtureAddress(`${name}:quote-vault`);
    if (venue === "raydium-clmm")
      put(
        rpc,
        pair,
        RAYDIUM_CLMM,
        encodeClmmPool({
          creator: fixtureAddress(`${name}:creator`),
          mintA: t.mint,
          mintB: WSOL,
          vaultA: t.vault,
          vaultB: quoteVault,
          liquidity: L,
        }),
      );
    else
      put(
        rpc,
        pair,
        ORCA_WHIRLPOOL,
        encodeWhirlpool({
          liquidity: L,
          tokenMintA: t.mint,
          tokenVaultA: t.vault,
          tokenMintB: WSOL,
          tokenVaultB: quoteVault,
        }),
      );
    for (let i = 0; i < positions; i++) {
      const nft = fixtureAddress(`${name}:nft:${i}`);
      const liq = L / BigInt(positions);
      put(
        rpc,
        fixtureAddress(`${name}:position:${i}`),
        venue === "raydium-clmm" ? RAYDIUM_CLMM : ORCA_WHIRLPOOL,
        venue === "raydium-clmm"
          ? encodeClmmPosition({ nftMint: nft, poolId: pair, liquidity: liq })
          : encodeOrcaPosition({ whirlpool: pair, positionMint: nft, liquidity: liq }),
      );
      const h = held[i];
      if (h === "deployer") holdNft(rpc, nft, t.deployer, { ata: "spl-token" });
      if (h === "deployer-t22") holdNft(rpc, nft, t.deployer, { ata: "token-2022" });
      if (h === "top-holder") holdNft(rpc, nft, t.wallet0, { ata: "spl-token" });
      // Locked by the venue's lock program: Raydium Burn & Earn (its lock account names the personal
      // position), or an Orca LockConfig (PDA ["lock_config", position] of the Whirlpool program).
      if (lockedByProgram && venue === "raydium-clmm")
        put(
          rpc,
          fixtureAddress(`${name}:lock:${i}`),
          RAYDIUM_LOCK,
          encodeRaydiumClmmLock({
            lockOwner: fixtureAddress(`${name}:deployer`),
            poolId: pair,
            positionId: fixtureAddress(`${name}:position:${i}`),
            nftAccount: fixtureAddress(`${name}:nft-account:${i}`),
            lockNftMint: fixtureAddress(`${name}:lock-nft:${i}`),
          }),
        );
      if (lockedByProgram && venue === "orca-whirlpool")
        put(
          rpc,
          fixtureAddress(`${name}:lock:${i}`),
          ORCA_WHIRLPOOL,
          encodeOrcaLockConfig({
            position: fixtureAddress(`${name}:position:${i}`),
            positionOwner: fixtureAddress(`${name}:deployer`),
            whirlpool: pair,
            lockedTimestamp: 1_700_000_000n,
          }),
        );
    }
    // Labels as DexScreener sends them (captured pair responses: Raydium CLMM "CLMM", Orca Whirlpool "wp").
    listed(
      dex,
      t.mint,
      pair,
      venue === "raydium-clmm" ? "raydium" : "orca",
      venue === "raydium-clmm" ? ["CLMM"] : ["wp"],
    );
    const one = positions === 1 && !lockedByProgram;
    return {
      name,
      mint: t.mint,
      pair,
      deployer: t.deployer,
      wallet0: t.wallet0,
      expect: {
        riskLevel: one ? "high" : "low",
        lpUnlocked: one ? HIGH : LOW,
        lp: lockedByProgram
          ? { status: "ok", kind: venue, positions, lockedPct: 100, pullablePct: 0, pullableBy: null }
          : {
              status: "ok",
              kind: venue,
              positions,
              lockedPct: 0,
              pullablePct: one ? 100 : 4,
              // Looked up (the deployer's, the creators' and the top holders' associated accounts) and not found.
              pullableBy: { kind: "position-nft", role: "other" },
            },
        vaultLabel: `pool:${venue}`,
        ...expectOverride,
      },
    };
  };
}

function launchLab(name: string, migrated: boolean, quote: string = WSOL): Installer {
  return async (rpc, dex) => {
    const t = await token(rpc, name, launchLabAuthority(), migrated ? 500n : 7000n);
    const pool = findLaunchLabPool(t.mint, quote);
    put(
      rpc,
      pool,
      RAYDIUM_LAUNCHLAB,
      encodeLaunchLabPool({
        status: migrated ? 2 : 0,
        supply: SUPPLY,
        totalSellA: (SUPPLY * 793n) / 1000n,
        realA: 10n ** 14n,
        realB: migrated ? 85n * 10n ** 9n : 30n * 10n ** 9n,
        totalFundRaisingB: 85n * 10n ** 9n,
        mintA: t.mint,
        mintB: quote,
        vaultA: t.vault,
        vaultB: fixtureAddress(`${name}:vault-b`),
        creator: fixtureAddress(`${name}:creator`),
      }),
    );
    let pair: string | null = null;
    if (migrated) {
      // Migrated to a CPMM pool whose LP is all burnt (incinerator).
      pair = fixtureAddress(`${name}:cpmm`);
      await installCpmmPool(rpc, `${name}:cpmm`, pair, t.mint, 10n ** 9n, 10n ** 9n, [[INCINERATOR, 10n ** 9n]]);
      dex.setPairs(t.mint, [
        {
          pairAddress: pair,
          baseToken: { address: t.mint },
          dexId: "raydium",
          labels: ["CPMM"],
          liquidityUsd: 300_000,
        },
      ]);
    } else {
      dex.setPairs(t.mint, [
        {
          pairAddress: pool,
          baseToken: { address: t.mint },
          dexId: "raydium",
          labels: ["LaunchLab"],
          liquidityUsd: 20_000,
        },
      ]);
    }
    return {
      name,
      mint: t.mint,
      pair,
      expect: {
        riskLevel: migrated ? "low" : "medium",
        lpUnlocked: migrated ? LOW : { status: "not_applicable" },
        lp: migrated ? { status: "ok", kind: "raydium-cpmm", pullablePct: 0 } : { status: "not_applicable" },
        launchpad: migrated
          ? { platform: "raydium-launchlab", status: "migrated", progressPct: 100, bondingCurve: pool }
          : { platform: "raydium-launchlab", status: "bonding", progressPct: 35.29, bondingCurve: pool },
        vaultLabel: "launchpad:raydium-launchlab",
      },
    };
  };
}

function dbc(name: string, migrated: boolean): Installer {
  return async (rpc, dex) => {
    const t = await token(rpc, name, dbcAuthority(), migrated ? 500n : 7000n);
    const pool = fixtureAddress(`${name}:virtual-pool`);
    const config = fixtureAddress(`${name}:config`);
    put(
      rpc,
      pool,
      METEORA_DBC,
      encodeDbcPool({
        poolState: {
          config,
          creator: fixtureAddress(`${name}:creator`),
          baseMint: t.mint,
          baseVault: t.vault,
          quoteVault: fixtureAddress(`${name}:quote-vault`),
          baseReserve: (SUPPLY * 7n) / 10n,
          quoteReserve: 20n * 10n ** 9n,
          isMigrated: migrated ? 1 : 0,
          migrationProgress: migrated ? 3 : 0,
        },
      }),
    );
    put(
      rpc,
      config,
      METEORA_DBC,
      encodeDbcConfig({ quoteMint: WSOL, migrationOption: 1, migrationQuoteThreshold: 80n * 10n ** 9n }),
    );
    const pairs = [
      { pairAddress: pool, baseToken: { address: t.mint }, dexId: "meteora", labels: ["DBC"], liquidityUsd: 15_000 },
    ];
    let pair: string | null = null;
    if (migrated) {
      // Migrated to DAMM v2, liquidity permanently locked.
      pair = fixtureAddress(`${name}:damm-v2`);
      put(
        rpc,
        pair,
        METEORA_DAMM_V2,
        encodeDammV2Pool({
          tokenAMint: t.mint,
          tokenBMint: WSOL,
          tokenAVault: fixtureAddress(`${name}:damm-vault-a`),
          tokenBVault: fixtureAddress(`${name}:damm-vault-b`),
          liquidity: L,
          permanentLockLiquidity: L,
          creator: dammV2Authority(),
        }),
      );
      put(
        rpc,
        fixtureAddress(`${name}:damm-position`),
        METEORA_DAMM_V2,
        encodeDammV2Position({ pool: pair, nftMint: fixtureAddress(`${name}:nft`), permanentLockedLiquidity: L }),
      );
      pairs.unshift({
        pairAddress: pair,
        baseToken: { address: t.mint },
        dexId: "meteora",
        labels: ["DYN2"],
        liquidityUsd: 300_000,
      });
    }
    dex.setPairs(t.mint, pairs);
    return {
      name,
      mint: t.mint,
      pair: pair ?? pool,
      expect: {
        riskLevel: migrated ? "low" : "medium",
        lpUnlocked: migrated ? LOW : { status: "not_applicable" },
        lp: migrated
          ? { status: "ok", kind: "meteora-damm-v2", lockedPct: 100, pullablePct: 0 }
          : { status: "not_applicable" },
        launchpad: migrated
          ? { platform: "meteora-dbc", status: "migrated", progressPct: 100, bondingCurve: pool }
          : { platform: "meteora-dbc", status: "bonding", progressPct: 25, bondingCurve: pool },
        vaultLabel: "launchpad:meteora-dbc",
      },
    };
  };
}

function pumpFun(name: string, migrated: boolean): Installer {
  return async (rpc, dex) => {
    const mint = fixtureAddress(name);
    const curve = findBondingCurve(mint);
    const t = await token(rpc, name, curve, migrated ? 500n : 7000n);
    put(
      rpc,
      curve,
      PUMP_FUN,
      encodePumpBondingCurve({
        virtualTokenReserves: 700n * 10n ** 12n,
        virtualSolReserves: 45n * 10n ** 9n,
        realTokenReserves: migrated ? 0n : 436_200_000_000_000n,
        realSolReserves: migrated ? 85n * 10n ** 9n : 15n * 10n ** 9n,
        tokenTotalSupply: SUPPLY,
        complete: migrated,
        creator: fixtureAddress(`${name}:creator`),
      }),
    );
    let pair: string | null = null;
    if (migrated) {
      // Migrated to PumpSwap; the pool's LP is all burnt (mint supply reduced to 0).
      pair = fixtureAddress(`${name}:pumpswap`);
      const lpMint = findPumpSwapLpMint(pair);
      put(
        rpc,
        pair,
        PUMP_SWAP,
        encodePumpSwapPool({
          creator: fixtureAddress(`${name}:pool-creator`),
          baseMint: t.mint,
          quoteMint: WSOL,
          lpMint,
          poolBaseTokenAccount: fixtureAddress(`${name}:pool-base`),
          poolQuoteTokenAccount: fixtureAddress(`${name}:pool-quote`),
          lpSupply: 10n ** 12n,
          coinCreator: fixtureAddress(`${name}:creator`),
        }),
      );
      rpc.setAccount(lpMint, {
        owner: TOKEN_PROGRAM,
        data: splMintBytes({ supply: 0n, decimals: 9 }),
        lamports: lam(82),
      });
      rpc.setLargest(lpMint, []);
      dex.setPairs(t.mint, [
        { pairAddress: pair, baseToken: { address: t.mint }, dexId: "pumpswap", liquidityUsd: 300_000 },
      ]);
    }
    return {
      name,
      mint: t.mint,
      pair,
      expect: {
        riskLevel: migrated ? "low" : "medium",
        lpUnlocked: migrated ? LOW : { status: "not_applicable" },
        lp: migrated ? { status: "ok", kind: "pumpswap", burnedPct: 100, pullablePct: 0 } : undefined,
        launchpad: migrated
          ? { platform: "pump.fun", status: "migrated", progressPct: 100, bondingCurve: curve }
          : { platform: "pump.fun", status: "bonding", progressPct: 45, bondingCurve: curve },
        vaultLabel: "launchpad:pump.fun-bonding-curve",
      },
    };
  };
}

/** Every venue scenario of issue 29's "done when" list. */
export const VENUE_SCENARIOS: Record<string, Installer> = {
  "damm-v2-locked": dammV2("venue-damm-v2-locked", [{ unlocked: 4n * 10n ** 13n, permanent: 96n * 10n ** 13n }]),
  "damm-v2-deployer": dammV2("venue-damm-v2-deployer", [{ unlocked: L, holder: "deployer" }], {
    parties: 1,
    pullableBy: {
      kind: "wallet",
      address: fixtureAddress("venue-damm-v2-deployer:update-authority"),
      role: "deployer",
    },
  }),
  // Four positions of 25 %: two NFTs in their NFT accounts and one moved to an associated account, all the
  // deployer's (75 % is one party's), one a stranger's. Holders unread, the largest party would be 25 % (medium).
  "damm-v2-deployer-split": dammV2(
    "venue-damm-v2-deployer-split",
    [
      { unlocked: L / 4n, holder: "deployer" },
      { unlocked: L / 4n, holder: "deployer" },
      { unlocked: L / 4n, holder: "deployer-ata" },
      { unlocked: L / 4n, holder: "stranger" },
    ],
    {
      pullablePct: 75,
      parties: 2,
      pullableBy: {
        kind: "wallet",
        address: fixtureAddress("venue-damm-v2-deployer-split:update-authority"),
        role: "deployer",
      },
      largestParties: [
        {
          kind: "wallet",
          address: fixtureAddress("venue-damm-v2-deployer-split:update-authority"),
          role: "deployer",
          pct: 75,
        },
        { kind: "wallet", address: fixtureAddress("venue-damm-v2-deployer-split:stranger"), role: "other", pct: 25 },
      ],
    },
    "high",
  ),
  "damm-v1-escrow": dammV1("venue-damm-v1-escrow", true),
  "damm-v1-wallet": dammV1("venue-damm-v1-wallet", false),
  "dlmm-many": dlmm("venue-dlmm-many", 25),
  "dlmm-one": dlmm("venue-dlmm-one", 1),
  "clmm-many": nftVenue("venue-clmm-many", "raydium-clmm", 25),
  "clmm-one": nftVenue("venue-clmm-one", "raydium-clmm", 1),
  "whirlpool-many": nftVenue("venue-whirlpool-many", "orca-whirlpool", 25),
  "whirlpool-one": nftVenue("venue-whirlpool-one", "orca-whirlpool", 1),
  "clmm-one-locked": nftVenue("venue-clmm-one-locked", "raydium-clmm", 1, true),
  "whirlpool-one-locked": nftVenue("venue-whirlpool-one-locked", "orca-whirlpool", 1, true),
  // Four positions of 25 %, three of them the deployer's (NFTs in its Token and Token-2022 associated accounts):
  // one party can pull 75 % (each position alone: 25 %, medium).
  "clmm-deployer-split": nftVenue(
    "venue-clmm-deployer-split",
    "raydium-clmm",
    4,
    false,
    ["deployer", "deployer-t22", "deployer"],
    {
      riskLevel: "high",
      lpUnlocked: HIGH,
      lp: {
        status: "ok",
        kind: "raydium-clmm",
        positions: 4,
        pullablePct: 75,
        parties: 2,
        pullableBy: {
          kind: "wallet",
          address: fixtureAddress("venue-clmm-deployer-split:update-authority"),
          role: "deployer",
        },
      },
    },
  ),
  // Five positions of 20 %, three held by the token's largest wallet: 60 % is a top holder's.
  "whirlpool-top-holder-split": nftVenue(
    "venue-whirlpool-top-holder-split",
    "orca-whirlpool",
    5,
    false,
    ["top-holder", "top-holder", "top-holder"],
    {
      riskLevel: "high",
      lpUnlocked: HIGH,
      lp: {
        status: "ok",
        kind: "orca-whirlpool",
        positions: 5,
        pullablePct: 60,
        parties: 3,
        pullableBy: {
          kind: "wallet",
          address: fixtureAddress("venue-whirlpool-top-holder-split:wallet:0"),
          role: "top_holder",
        },
        largestParties: [
          { kind: "wallet", role: "top_holder", pct: 60 },
          { kind: "position-nft", role: "other", pct: 20 },
          { kind: "position-nft", role: "other", pct: 20 },
        ],
      },
    },
  ),
  "launchlab-curve": launchLab("venue-launchlab-curve", false),
  "launchlab-migrated": launchLab("venue-launchlab-migrated", true),
  "launchlab-usd1-curve": launchLab("venue-launchlab-usd1-curve", false, "USD1ttGY1N17NEEHLmELoaybftRBUSErhqYiQzvEmuB"),
  "dbc-curve": dbc("venue-dbc-curve", false),
  "dbc-migrated": dbc("venue-dbc-migrated", true),
  "pumpfun-curve": pumpFun("venue-pumpfun-curve", false),
  "pumpfun-migrated": pumpFun("venue-pumpfun-migrated", true),
};

export async function installVenueScenarios(
  rpc: LocalRpc,
  dex: DexScreenerServer,
): Promise<Record<string, VenueScenario>> {
  const out: Record<string, VenueScenario> = {};
  for (const [k, install] of Object.entries(VENUE_SCENARIOS)) out[k] = await install(rpc, dex);
  return out;
}
