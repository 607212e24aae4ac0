/**
 * Blind held-out venue cases (issue 29): where the token trades decides whether one party can pull
 * the liquidity. Every pool and position account is encoded with the protocol's own SDK coder and
 * real program id:
 * - Meteora DAMM v2: @meteora-ag/cp-amm-sdk 1.5.0 (`CpAmmIdl`, `CP_AMM_PROGRAM_ID`, derive* helpers);
 * - Meteora DLMM: @meteora-ag/dlmm 1.9.14 (`IDL`, `LBCLMM_PROGRAM_IDS`, `deriveReserve`);
 * - Meteora DAMM v1 and DBC: @meteora-ag/dynamic-bonding-curve-sdk 1.5.12 (`createDammV1Program`,
 *   `createDbcProgram`, `deriveDammV1LockEscrowAddress`, `deriveDbcPoolAuthority`, `deriveDbcTokenVaultAddress`);
 * - Raydium CLMM and LaunchLab: @raydium-io/raydium-sdk-v2 0.2.73-alpha (`PoolInfoLayout`,
 *   `PersonalPositionLayout`, `LaunchpadPool`, `CLMM_PROGRAM_ID`, `LAUNCHPAD_PROGRAM`, `LAUNCHPAD_AUTH`).
 * Anchor accounts are built by decoding a zeroed account of the IDL's size (every field at its
 * default) and encoding it back with the fields that matter set.
 */

import { createRequire } from "node:module";
import { type BorshAccountsCoder, type Idl, Program } from "@coral-xyz/anchor";
import {
  CP_AMM_PROGRAM_ID,
  CpAmmIdl,
  derivePoolAuthority,
  derivePositionAddress,
  derivePositionNftAccount,
  deriveTokenVaultAddress,
} from "@meteora-ag/cp-amm-sdk";
import {
  createDammV1Program,
  createDbcProgram,
  deriveDammV1LockEscrowAddress,
  deriveDbcPoolAuthority,
  deriveDbcTokenVaultAddress,
} from "@meteora-ag/dynamic-bonding-curve-sdk";
import { ALL_PROGRAM_ID, LaunchpadPool, PersonalPositionLayout, PoolInfoLayout } from "@raydium-io/raydium-sdk-v2";
import { Connection, PublicKey } from "@solana/web3.js";
import BN from "bn.js";
import type { LargestAccount, RawAccount } from "@/lib/engine/types";
import {
  ata,
  type CaseWorld,
  clockAccount,
  days,
  type HolderSpec,
  holderAccounts,
  keyBytes,
  marketPair,
  metaplexAccount,
  mintAccount,
  organicHolders,
  pda,
  rawAccount,
  type SolanaHeldoutCase,
  tokenAccount,
  WSOL_MINT,
  wallet,
} from "./build";
import { anchorDiscriminator, cpmmPool } from "./world";

// @meteora-ag/dlmm 1.9.14's ESM build imports a directory (unsupported by Node's ESM loader under
// vitest); its CommonJS build is the same SDK, loaded through require.
const {
  IDL: DLMM_IDL,
  LBCLMM_PROGRAM_IDS,
  deriveReserve,
} = createRequire(import.meta.url)("@meteora-ag/dlmm") as typeof import("@meteora-ag/dlmm");

const READ = "read 2026-11-26";
// Never used for a request: the SDKs' program factories want a Connection object.
const OFFLINE = new Connection("http://127.0.0.1:9");
const unwrap = (x: unknown): Program =>
  ((x as { programId?: unknown }).programId ? x : (x as { program: unknown }).program) as Program;

const DAMM_V2_PROGRAM = CP_AMM_PROGRAM_ID.toBase58();
const DLMM_PROGRAM = LBCLMM_PROGRAM_IDS["mainnet-beta"];
const dammV1 = unwrap(createDammV1Program(OFFLINE));
const dbcProgram = unwrap(createDbcProgram(OFFLINE));
const DAMM_V1_PROGRAM = dammV1.programId.toBase58();
const DBC_PROGRAM = dbcProgram.programId.toBase58();
const CLMM_PROGRAM = ALL_PROGRAM_ID.CLMM_PROGRAM_ID.toBase58();
const LAUNCHLAB_PROGRAM = ALL_PROGRAM_ID.LAUNCHPAD_PROGRAM.toBase58();
const LAUNCHLAB_AUTH = ALL_PROGRAM_ID.LAUNCHPAD_AUTH.toBase58();

const dammV2Coder = new Program(CpAmmIdl as Idl, { connection: OFFLINE } as never).coder.accounts as BorshAccountsCoder;
const dlmmCoder = new Program(DLMM_IDL as Idl, { connection: OFFLINE } as never).coder.accounts as BorshAccountsCoder;
const dammV1Coder = dammV1.coder.accounts as BorshAccountsCoder;
const dbcCoder = dbcProgram.coder.accounts as BorshAccountsCoder;

const pk = (a: string) => new PublicKey(a);
const bn = (x: bigint | number) => new BN(x.toString());

function mergeDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(patch)) {
    const b = base[k];
    if (
      v &&
      typeof v === "object" &&
      !(v instanceof PublicKey) &&
      !BN.isBN(v) &&
      !Array.isArray(v) &&
      b &&
      typeof b === "object"
    ) {
      mergeDeep(b as Record<string, unknown>, v as Record<string, unknown>);
    } else base[k] = v;
  }
  return base;
}

/**
 * An Anchor account: every field zero except `patch`, encoded with the layout the SDK's IDL coder
 * built for it (the coder's own `encode` writes into a fixed 1,000-byte buffer, too small for
 * DAMM v2 pools and DLMM positions, so the same layout is driven directly).
 */
async function anchorAccount(
  coder: BorshAccountsCoder,
  name: string,
  patch: Record<string, unknown>,
): Promise<Uint8Array> {
  const size = coder.size(name);
  const disc = coder.accountDiscriminator(name);
  const zero = Buffer.alloc(size);
  zero.set(disc, 0);
  const base = coder.decode(name, zero) as Record<string, unknown>;
  const { layout } = (
    coder as unknown as { accountLayouts: Map<string, { layout: { encode: (o: unknown, b: Buffer) => number } }> }
  ).accountLayouts.get(name) ?? { layout: null };
  if (!layout) throw new Error(`no layout for ${name}`);
  const out = Buffer.alloc(size);
  out.set(disc, 0);
  const body = Buffer.alloc(size - disc.length);
  layout.encode(mergeDeep(base, patch), body);
  out.set(body, disc.length);
  // Round trip through the SDK coder: the account must decode as what was meant.
  coder.decode(name, out);
  return new Uint8Array(out);
}

function layoutAccount(
  layout: { span: number; encode: (o: unknown, b: Buffer) => number },
  name: string,
  fields: Record<string, unknown>,
): Uint8Array {
  const buf = Buffer.alloc(layout.span);
  layout.encode(fields, buf);
  buf.set(anchorDiscriminator(name), 0);
  return new Uint8Array(buf);
}

const deployer = (label: string) => wallet(`${label}:deployer`);
const SUPPLY = 1_000_000_000n * 10n ** 6n;

interface VenueToken {
  label: string;
  name: string;
  symbol: string;
  /** Holders besides the venue's vault. */
  holders: HolderSpec[];
  /** The venue's token vault (address, owner, amount). */
  vault: { address: string; owner: string; amount: bigint };
  pair: {
    dexId: string;
    labels: string[];
    pairAddress: string;
    liquidityUsd: number;
    ageHours: number;
    buys: number;
    sells: number;
  };
  accounts: RawAccount[];
  extraLargest?: Map<string, LargestAccount[]>;
  /** Where the token went after migration: more vaults (token accounts already in `accounts`) and pairs. */
  migratedTo?: { vaults: { address: string; amount: bigint }[]; pairs: VenueToken["pair"][] };
}

/** A clean token (authorities revoked, immutable metadata) trading only on the given venue. */
async function venueWorld(v: VenueToken, mint: string): Promise<CaseWorld> {
  const accounts: RawAccount[] = [clockAccount(), ...v.accounts];
  accounts.push(
    mintAccount({
      address: mint,
      program: "spl",
      decimals: 6,
      supply: SUPPLY,
      mintAuthority: null,
      freezeAuthority: null,
    }),
  );
  accounts.push(
    await metaplexAccount({
      mint,
      name: v.name,
      symbol: v.symbol,
      uri: `https://ipfs.io/ipfs/${v.label}`,
      updateAuthority: deployer(v.label),
      isMutable: false,
    }),
  );
  accounts.push(
    tokenAccount({ address: v.vault.address, mint, owner: v.vault.owner, amount: v.vault.amount, program: "spl" }),
  );
  const table = await holderAccounts(mint, "spl", SUPPLY, v.holders);
  accounts.push(...table.accounts);
  const rows = [...table.largest, { address: v.vault.address, amount: v.vault.amount.toString() }];
  for (const x of v.migratedTo?.vaults ?? []) rows.push({ address: x.address, amount: x.amount.toString() });
  rows.sort((a, b) => (BigInt(a.amount) > BigInt(b.amount) ? -1 : BigInt(a.amount) < BigInt(b.amount) ? 1 : 0));
  const largest = new Map<string, LargestAccount[]>(v.extraLargest ?? []);
  largest.set(mint, rows.slice(0, 20));
  const priceUsd = 0.0004;
  return {
    mint,
    accounts,
    largest,
    pairs: [v.pair, ...(v.migratedTo?.pairs ?? [])].map((p) =>
      marketPair({
        mint,
        name: v.name,
        symbol: v.symbol,
        dexId: p.dexId,
        labels: p.labels,
        pairAddress: p.pairAddress,
        priceUsd,
        liquidityUsd: p.liquidityUsd,
        volume24hUsd: p.liquidityUsd * 2,
        buys24h: p.buys,
        sells24h: p.sells,
        fdv: priceUsd * 1e9,
        ageHours: p.ageHours,
      }),
    ),
  };
}

const mintOf = (label: string) => wallet(`${label}:mint`);

/** A token after its curve: 40 larger wallets share 30 % unevenly, a tail of 100 small wallets the rest. */
function spreadHolders(label: string, totalPct: number): HolderSpec[] {
  const tail = (totalPct - 30) / 100;
  return [
    ...organicHolders(label, 40, 30),
    ...Array.from({ length: 100 }, (_, i): HolderSpec => ({ owner: wallet(`${label}:tail:${i}`), pct: tail })),
  ];
}
const pct = (p: number) => (SUPPLY * BigInt(Math.round(p * 10_000))) / 1_000_000n;

/** Meteora DAMM v2 pool (token / SOL) with one position whose NFT `owner` holds; the pool vault holds `tokenAmount`. */
async function dammV2Parts(
  label: string,
  mint: string,
  o: { locked: boolean; owner: string; tokenAmount: bigint },
): Promise<{ pool: string; tokenVault: string; authority: string; accounts: RawAccount[] }> {
  const pool = wallet(`${label}:damm-v2-pool`);
  const poolKey = pk(pool);
  const tokenVault = deriveTokenVaultAddress(pk(mint), poolKey).toBase58();
  const solVault = deriveTokenVaultAddress(pk(WSOL_MINT), poolKey).toBase58();
  const authority = derivePoolAuthority().toBase58();
  const nftMint = wallet(`${label}:position-nft`);
  const position = derivePositionAddress(pk(nftMint)).toBase58();
  const nftAccount = derivePositionNftAccount(pk(nftMint)).toBase58();
  const liquidity = 10n ** 24n;
  const poolData = await anchorAccount(dammV2Coder, "pool", {
    tokenAMint: pk(mint),
    tokenBMint: pk(WSOL_MINT),
    tokenAVault: pk(tokenVault),
    tokenBVault: pk(solVault),
    liquidity: bn(liquidity),
    permanentLockLiquidity: bn(o.locked ? liquidity : 0n),
    sqrtPrice: bn(1n << 64n),
    sqrtMinPrice: bn(4295048016n),
    sqrtMaxPrice: bn(79226673521066979257578248091n),
    creator: pk(deployer(label)),
    tokenAAmount: bn(o.tokenAmount),
    tokenBAmount: bn(300n * 10n ** 9n),
  });
  const positionData = await anchorAccount(dammV2Coder, "position", {
    pool: poolKey,
    nftMint: pk(nftMint),
    unlockedLiquidity: bn(o.locked ? 0n : liquidity),
    permanentLockedLiquidity: bn(o.locked ? liquidity : 0n),
  });
  const accounts: RawAccount[] = [
    rawAccount(pool, DAMM_V2_PROGRAM, poolData, 8_630_000n),
    rawAccount(position, DAMM_V2_PROGRAM, positionData, 3_730_000n),
    mintAccount({
      address: nftMint,
      program: "t22",
      decimals: 0,
      supply: 1n,
      mintAuthority: null,
      freezeAuthority: null,
    }),
    tokenAccount({ address: nftAccount, mint: nftMint, owner: o.owner, amount: 1n, program: "t22" }),
    tokenAccount({ address: solVault, mint: WSOL_MINT, owner: authority, amount: 300n * 10n ** 9n, program: "spl" }),
  ];
  return { pool, tokenVault, authority, accounts };
}

/** A token trading only on a Meteora DAMM v2 pool with one position held by the deployer. */
async function dammV2(
  label: string,
  o: { locked: boolean; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const { pool, tokenVault, authority, accounts } = await dammV2Parts(label, mint, {
    locked: o.locked,
    owner: deployer(label),
    tokenAmount: pct(30),
  });
  return venueWorld(
    {
      label,
      name: "Willow Stoat",
      symbol: "STOAT",
      holders: o.holders,
      vault: { address: tokenVault, owner: authority, amount: pct(30) },
      pair: {
        dexId: "meteora",
        labels: ["DYN2"],
        pairAddress: pool,
        liquidityUsd: 110_000,
        ageHours: o.ageHours,
        buys: 900,
        sells: 780,
      },
      accounts,
    },
    mint,
  );
}

/** Meteora DAMM v1 pool whose LP sits either in the lock escrow or in the deployer's wallet. */
async function dammV1Pool(label: string, o: { lpInEscrow: boolean; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${label}:damm-v1-pool`);
  const lpMint = await pda(DAMM_V1_PROGRAM, ["lp_mint", keyBytes(pool)]);
  const tokenVaultOwner = wallet(`${label}:dynamic-vault`); // Meteora dynamic vault holding the pool's tokens
  const tokenVault = wallet(`${label}:dynamic-vault-token`);
  const lpSupply = 5_000_000_000_000n;
  const escrow = deriveDammV1LockEscrowAddress(pk(pool), pk(deployer(label))).toBase58();
  const escrowVault = await ata(escrow, lpMint, "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
  const poolData = await anchorAccount(dammV1Coder, "pool", {
    lpMint: pk(lpMint),
    tokenAMint: pk(mint),
    tokenBMint: pk(WSOL_MINT),
    aVault: pk(tokenVaultOwner),
    bVault: pk(wallet(`${label}:dynamic-vault-sol`)),
    aVaultLp: pk(wallet(`${label}:a-vault-lp`)),
    bVaultLp: pk(wallet(`${label}:b-vault-lp`)),
    enabled: true,
    totalLockedLp: bn(o.lpInEscrow ? lpSupply : 0n),
  });
  const accounts: RawAccount[] = [
    rawAccount(pool, DAMM_V1_PROGRAM, poolData, 7_300_000n),
    mintAccount({
      address: lpMint,
      program: "spl",
      decimals: 9,
      supply: lpSupply,
      mintAuthority: await pda(DAMM_V1_PROGRAM, [keyBytes(pool)]),
      freezeAuthority: null,
    }),
  ];
  const lpHolder = o.lpInEscrow ? escrow : deployer(label);
  const lpTable = await holderAccounts(lpMint, "spl", lpSupply, [{ owner: lpHolder, amount: lpSupply }]);
  accounts.push(...lpTable.accounts);
  if (o.lpInEscrow) {
    const escrowData = await anchorAccount(dammV1Coder, "lockEscrow", {
      pool: pk(pool),
      owner: pk(deployer(label)),
      escrowVault: pk(escrowVault),
      totalLockedAmount: bn(lpSupply),
    });
    accounts.push(rawAccount(escrow, DAMM_V1_PROGRAM, escrowData, 1_950_000n));
  }
  return venueWorld(
    {
      label,
      name: "Basalt Newt",
      symbol: "NEWT",
      holders: organicHolders(label, 40, 50),
      vault: { address: tokenVault, owner: tokenVaultOwner, amount: pct(30) },
      pair: {
        dexId: "meteora",
        labels: ["DYN"],
        pairAddress: pool,
        liquidityUsd: 90_000,
        ageHours: o.ageHours,
        buys: 700,
        sells: 640,
      },
      accounts,
      extraLargest: new Map([[lpMint, lpTable.largest]]),
    },
    mint,
  );
}

/** Meteora DLMM pair with `owners.length` positions, liquidity shared as given. */
async function dlmmPair(
  label: string,
  o: { owners: string[]; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pair = wallet(`${label}:lb-pair`);
  const [reserveX] = deriveReserve(pk(mint), pk(pair), pk(DLMM_PROGRAM));
  const [reserveY] = deriveReserve(pk(WSOL_MINT), pk(pair), pk(DLMM_PROGRAM));
  const pairData = await anchorAccount(dlmmCoder, "lbPair", {
    tokenXMint: pk(mint),
    tokenYMint: pk(WSOL_MINT),
    reserveX,
    reserveY,
    activeId: 0,
    binStep: 100,
    creator: pk(deployer(label)),
    oracle: pk(wallet(`${label}:oracle`)),
  });
  const accounts: RawAccount[] = [
    rawAccount(pair, DLMM_PROGRAM, pairData, 7_200_000n),
    tokenAccount({
      address: reserveY.toBase58(),
      mint: WSOL_MINT,
      owner: pair,
      amount: 400n * 10n ** 9n,
      program: "spl",
    }),
  ];
  for (const [i, owner] of o.owners.entries()) {
    const shares = Array.from({ length: 70 }, (_, b) => bn(b < 20 ? 10n ** 12n * BigInt(1 + ((i + b) % 4)) : 0n));
    const data = await anchorAccount(dlmmCoder, "positionV2", {
      lbPair: pk(pair),
      owner: pk(owner),
      liquidityShares: shares,
      lowerBinId: -10 + i,
      upperBinId: 59 + i,
      feeOwner: pk(owner),
    });
    accounts.push(rawAccount(wallet(`${label}:position:${i}`), DLMM_PROGRAM, data, 57_400_000n));
  }
  return venueWorld(
    {
      label,
      name: label.includes("many") ? "Fennel Crane" : "Gravel Skink",
      symbol: label.includes("many") ? "CRANE" : "SKINK",
      holders: o.holders,
      vault: { address: reserveX.toBase58(), owner: pair, amount: pct(25) },
      pair: {
        dexId: "meteora",
        labels: ["DLMM"],
        pairAddress: pair,
        liquidityUsd: 140_000,
        ageHours: o.ageHours,
        buys: 1_300,
        sells: 1_150,
      },
      accounts,
    },
    mint,
  );
}

/** Raydium CLMM pool (token / SOL) with one personal position whose NFT the deployer holds. */
async function clmmSingleDeployer(label: string, ageHours: number): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${label}:clmm-pool`);
  const vaultA = wallet(`${label}:clmm-vault-a`);
  const vaultB = wallet(`${label}:clmm-vault-b`);
  const nftMint = wallet(`${label}:clmm-position-nft`);
  const position = await pda(CLMM_PROGRAM, ["position", keyBytes(nftMint)]);
  const liquidity = 50_000_000_000_000n;
  const poolData = layoutAccount(PoolInfoLayout as never, "PoolState", {
    bump: 255,
    configId: pk(wallet("raydium-clmm-config-0")),
    creator: pk(deployer(label)),
    mintA: pk(mint),
    mintB: pk(WSOL_MINT),
    vaultA: pk(vaultA),
    vaultB: pk(vaultB),
    observationId: pk(wallet(`${label}:clmm-observation`)),
    mintDecimalsA: 6,
    mintDecimalsB: 9,
    tickSpacing: 60,
    liquidity: bn(liquidity),
    sqrtPriceX64: bn(1n << 64n),
    tickCurrent: 0,
    status: 0,
  });
  const positionData = layoutAccount(PersonalPositionLayout as never, "PersonalPositionState", {
    bump: 255,
    nftMint: pk(nftMint),
    poolId: pk(pool),
    tickLower: -6000,
    tickUpper: 6000,
    liquidity: bn(liquidity),
  });
  const nftAccount = await ata(deployer(label), nftMint, "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
  const accounts: RawAccount[] = [
    rawAccount(pool, CLMM_PROGRAM, poolData, 11_600_000n),
    rawAccount(position, CLMM_PROGRAM, positionData, 2_850_000n),
    mintAccount({
      address: nftMint,
      program: "spl",
      decimals: 0,
      supply: 1n,
      mintAuthority: null,
      freezeAuthority: null,
    }),
    tokenAccount({ address: nftAccount, mint: nftMint, owner: deployer(label), amount: 1n, program: "spl" }),
    tokenAccount({ address: vaultB, mint: WSOL_MINT, owner: pool, amount: 250n * 10n ** 9n, program: "spl" }),
  ];
  return venueWorld(
    {
      label,
      name: "Pewter Shrike",
      symbol: "SHRK",
      holders: organicHolders(label, 40, 50),
      vault: { address: vaultA, owner: pool, amount: pct(30) },
      pair: {
        dexId: "raydium",
        labels: ["CLMM"],
        pairAddress: pool,
        liquidityUsd: 85_000,
        ageHours,
        buys: 640,
        sells: 560,
      },
      accounts,
    },
    mint,
  );
}

/**
 * Raydium LaunchLab pool: still on its curve (status 0), or migrated (status 2) to a Raydium CPMM
 * pool whose LP was burnt.
 */
async function launchLab(label: string, o: { migrated: boolean; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = await pda(LAUNCHLAB_PROGRAM, ["pool", keyBytes(mint), keyBytes(WSOL_MINT)]);
  const vaultA = await pda(LAUNCHLAB_PROGRAM, ["pool_vault", keyBytes(pool), keyBytes(mint)]);
  const vaultB = await pda(LAUNCHLAB_PROGRAM, ["pool_vault", keyBytes(pool), keyBytes(WSOL_MINT)]);
  const totalSell = pct(79.31);
  // On the curve: 35 % of the curve's tokens sold. Migrated: all of them sold, the rest moved to the CPMM pool.
  const sold = o.migrated ? totalSell : (totalSell * 35n) / 100n;
  const poolData = layoutAccount(LaunchpadPool as never, "PoolState", {
    epoch: bn(0),
    bump: 255,
    status: o.migrated ? 2 : 0,
    mintDecimalsA: 6,
    mintDecimalsB: 9,
    migrateType: 1,
    supply: bn(SUPPLY),
    totalSellA: bn(totalSell),
    virtualA: bn(1_073_025_605n * 10n ** 6n),
    virtualB: bn(30n * 10n ** 9n),
    realA: bn(sold),
    realB: bn(29n * 10n ** 9n),
    totalFundRaisingB: bn(85n * 10n ** 9n),
    protocolFee: bn(0),
    platformFee: bn(0),
    migrateFee: bn(0),
    vestingSchedule: {
      totalLockedAmount: bn(0),
      cliffPeriod: bn(0),
      unlockPeriod: bn(0),
      startTime: bn(0),
      totalAllocatedShare: bn(0),
    },
    configId: pk(wallet("raydium-launchlab-config")),
    platformId: pk(wallet("raydium-launchlab-platform")),
    mintA: pk(mint),
    mintB: pk(WSOL_MINT),
    vaultA: pk(vaultA),
    vaultB: pk(vaultB),
    creator: pk(deployer(label)),
    mintProgramFlag: 0,
    cpmmCreatorFeeOn: 0,
    platformVestingShare: bn(0),
  });
  const accounts: RawAccount[] = [
    rawAccount(pool, LAUNCHLAB_PROGRAM, poolData, 3_900_000n),
    tokenAccount({ address: vaultB, mint: WSOL_MINT, owner: LAUNCHLAB_AUTH, amount: 29n * 10n ** 9n, program: "spl" }),
  ];
  // On the curve: the vault keeps the unsold curve tokens and the migration reserve.
  const vaultAmount = o.migrated ? 0n : SUPPLY - sold;
  const soldPct = Number((sold * 10_000n) / SUPPLY) / 100;
  let migratedTo: VenueToken["migratedTo"];
  let extraLargest: Map<string, LargestAccount[]> | undefined;
  if (o.migrated) {
    const inPool = SUPPLY - sold;
    const cp = await cpmmPool(label, mint, "spl", 6, inPool, "burnt");
    accounts.push(...cp.accounts);
    extraLargest = new Map([[cp.lpMint, cp.lpLargest]]);
    migratedTo = {
      vaults: [{ address: cp.vault, amount: inPool }],
      pairs: [
        {
          dexId: "raydium",
          labels: ["CPMM"],
          pairAddress: cp.pool,
          liquidityUsd: 95_000,
          ageHours: o.ageHours - 6,
          buys: 820,
          sells: 700,
        },
      ],
    };
  }
  return venueWorld(
    {
      label,
      name: "Loam Beetle",
      symbol: "BTLE",
      holders: o.migrated
        ? [{ owner: deployer(label), pct: 1.5 }, ...spreadHolders(label, soldPct - 1.5)]
        : [{ owner: deployer(label), pct: 1.5 }, ...organicHolders(label, 35, soldPct - 1.5)],
      vault: { address: vaultA, owner: LAUNCHLAB_AUTH, amount: vaultAmount },
      pair: {
        dexId: "raydium",
        labels: ["LaunchLab"],
        pairAddress: pool,
        liquidityUsd: o.migrated ? 0 : 10_400,
        ageHours: o.ageHours,
        buys: o.migrated ? 0 : 520,
        sells: o.migrated ? 0 : 330,
      },
      accounts,
      extraLargest,
      migratedTo,
    },
    mint,
  );
}

/**
 * Meteora DBC token that completed its curve and migrated to a DAMM v2 pool: the DBC pool is
 * marked migrated (is_migrated = 1, migration_progress = 3 CreatedPool) with empty reserves; the
 * DAMM v2 pool's one position, held by the creator, is permanently locked or not.
 */
async function dbcMigrated(label: string, o: { locked: boolean; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${label}:dbc-pool`);
  const baseVault = deriveDbcTokenVaultAddress(pk(pool), pk(mint)).toBase58();
  const quoteVault = deriveDbcTokenVaultAddress(pk(pool), pk(WSOL_MINT)).toBase58();
  const authority = deriveDbcPoolAuthority().toBase58();
  const data = await anchorAccount(dbcCoder, "virtualPool", {
    poolState: {
      config: pk(wallet("meteora-dbc-config")),
      creator: pk(deployer(label)),
      baseMint: pk(mint),
      baseVault: pk(baseVault),
      quoteVault: pk(quoteVault),
      baseReserve: bn(0),
      quoteReserve: bn(0),
      sqrtPrice: bn(1n << 62n),
      isMigrated: 1,
      migrationProgress: 3,
    },
  });
  const inPool = pct(20);
  const d2 = await dammV2Parts(label, mint, { locked: o.locked, owner: deployer(label), tokenAmount: inPool });
  const accounts: RawAccount[] = [
    rawAccount(pool, DBC_PROGRAM, data, 3_900_000n),
    tokenAccount({ address: quoteVault, mint: WSOL_MINT, owner: authority, amount: 0n, program: "spl" }),
    ...d2.accounts,
    tokenAccount({ address: d2.tokenVault, mint, owner: d2.authority, amount: inPool, program: "spl" }),
  ];
  return venueWorld(
    {
      label,
      name: "Bramble Kite",
      symbol: "KITE",
      holders: [{ owner: deployer(label), pct: 1 }, ...spreadHolders(label, 78)],
      vault: { address: baseVault, owner: authority, amount: 0n },
      pair: {
        dexId: "meteora",
        labels: ["DBC"],
        pairAddress: pool,
        liquidityUsd: 0,
        ageHours: o.ageHours + 4,
        buys: 0,
        sells: 0,
      },
      accounts,
      migratedTo: {
        vaults: [{ address: d2.tokenVault, amount: inPool }],
        pairs: [
          {
            dexId: "meteora",
            labels: ["DYN2"],
            pairAddress: d2.pool,
            liquidityUsd: 120_000,
            ageHours: o.ageHours,
            buys: 1_050,
            sells: 910,
          },
        ],
      },
    },
    mint,
  );
}

/** Meteora Dynamic Bonding Curve pool still on its curve. */
async function dbcOnCurve(label: string, ageHours: number): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${label}:dbc-pool`);
  const baseVault = deriveDbcTokenVaultAddress(pk(pool), pk(mint)).toBase58();
  const quoteVault = deriveDbcTokenVaultAddress(pk(pool), pk(WSOL_MINT)).toBase58();
  const authority = deriveDbcPoolAuthority().toBase58();
  const reserve = pct(68);
  const data = await anchorAccount(dbcCoder, "virtualPool", {
    poolState: {
      config: pk(wallet("meteora-dbc-config")),
      creator: pk(deployer(label)),
      baseMint: pk(mint),
      baseVault: pk(baseVault),
      quoteVault: pk(quoteVault),
      baseReserve: bn(reserve),
      quoteReserve: bn(40n * 10n ** 9n),
      sqrtPrice: bn(1n << 60n),
      isMigrated: 0,
    },
  });
  const accounts: RawAccount[] = [
    rawAccount(pool, DBC_PROGRAM, data, 3_900_000n),
    tokenAccount({ address: quoteVault, mint: WSOL_MINT, owner: authority, amount: 40n * 10n ** 9n, program: "spl" }),
  ];
  return venueWorld(
    {
      label,
      name: "Thistle Vole",
      symbol: "TVOLE",
      holders: [{ owner: deployer(label), pct: 1 }, ...organicHolders(label, 35, 30)],
      vault: { address: baseVault, owner: authority, amount: reserve },
      pair: {
        dexId: "meteora",
        labels: ["DBC"],
        pairAddress: pool,
        liquidityUsd: 14_000,
        ageHours,
        buys: 610,
        sells: 380,
      },
      accounts,
    },
    mint,
  );
}

const METEORA_DOCS =
  "Meteora docs (docs.meteora.ag: DAMM v2 permanent lock and positions, DAMM v1 lock escrow, DLMM positions, Dynamic Bonding Curve)";
const RAYDIUM_DOCS = "Raydium docs (docs.raydium.io: CLMM positions as NFTs, LaunchLab bonding curve and migration)";
const RUGCHECK_LP = "RugCheck 'LP Unlocked' / 'Large Amount of LP Unlocked' risk descriptions (rugcheck.xyz)";

export const VENUE_CASES: SolanaHeldoutCase[] = [
  {
    name: "venue-damm-v2-permanently-locked",
    expected: "safe",
    kind: "venue",
    rationale:
      "Meteora DAMM v2 pool whose only position's liquidity is permanently locked (pool.permanentLockLiquidity = pool.liquidity): nobody can withdraw it. Clean token, two days of two-way trading.",
    source: `${METEORA_DOCS}; @meteora-ag/cp-amm-sdk 1.5.0 IDL (Pool.permanent_lock_liquidity, Position.permanent_locked_liquidity), ${READ}`,
    build: () =>
      dammV2("damm2-locked", { locked: true, ageHours: days(2), holders: organicHolders("damm2-locked", 40, 50) }),
  },
  {
    name: "venue-damm-v2-deployer-unlocked",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DAMM v2 pool, one day old, whose only position (all the liquidity, unlocked) is held by the deployer's wallet (position NFT in the deployer's account): one withdrawal pulls the pool.",
    source: `${METEORA_DOCS}; ${RUGCHECK_LP}; @meteora-ag/cp-amm-sdk 1.5.0, ${READ}`,
    build: () =>
      dammV2("damm2-deployer", { locked: false, ageHours: 24, holders: organicHolders("damm2-deployer", 40, 50) }),
  },
  {
    name: "venue-damm-v1-lp-in-lock-escrow",
    expected: "safe",
    kind: "venue",
    rationale:
      "Meteora DAMM v1 pool whose whole LP supply sits in Meteora's lock escrow (pool.total_locked_lp = LP supply): the liquidity cannot be withdrawn, only fees claimed.",
    source: `${METEORA_DOCS}; DAMM v1 IDL as shipped in @meteora-ag/dynamic-bonding-curve-sdk 1.5.12 (Pool.total_locked_lp, LockEscrow), ${READ}`,
    build: () => dammV1Pool("damm1-escrow", { lpInEscrow: true, ageHours: days(3) }),
  },
  {
    name: "venue-damm-v1-lp-in-deployer-wallet",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DAMM v1 pool, 12 hours old, whose entire LP supply is in the deployer's wallet (nothing locked): the deployer can remove all liquidity.",
    source: `${METEORA_DOCS}; ${RUGCHECK_LP}, ${READ}`,
    build: () => dammV1Pool("damm1-wallet", { lpInEscrow: false, ageHours: 12 }),
  },
  {
    name: "venue-dlmm-many-positions",
    expected: "safe",
    kind: "venue",
    rationale:
      "Meteora DLMM pair, two months old, liquidity spread over 12 positions of different owners: no one party can pull the pool.",
    source: `${METEORA_DOCS}; @meteora-ag/dlmm 1.9.14 IDL (LbPair, PositionV2.owner / liquidity_shares), ${READ}`,
    build: () =>
      dlmmPair("dlmm-many", {
        owners: Array.from({ length: 12 }, (_, i) => wallet(`dlmm-many:lp:${i}`)),
        ageHours: days(60),
        holders: organicHolders("dlmm-many", 40, 50),
      }),
  },
  {
    name: "venue-dlmm-single-deployer-position",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DLMM pair, 20 hours old, whose only position (all liquidity) belongs to the deployer: withdrawable in one transaction, exactly like an unlocked LP.",
    source: `${METEORA_DOCS}; ${RUGCHECK_LP}; @meteora-ag/dlmm 1.9.14, ${READ}`,
    build: () =>
      dlmmPair("dlmm-single", {
        owners: [deployer("dlmm-single")],
        ageHours: 20,
        holders: organicHolders("dlmm-single", 40, 50),
      }),
  },
  {
    name: "venue-raydium-clmm-single-deployer-position",
    expected: "danger",
    kind: "venue",
    rationale:
      "Raydium CLMM pool, 16 hours old, with a single personal position holding all liquidity whose position NFT is in the deployer's wallet: pullable at will.",
    source: `${RAYDIUM_DOCS}; ${RUGCHECK_LP}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (PoolInfoLayout, PersonalPositionLayout), ${READ}`,
    build: () => clmmSingleDeployer("clmm-single", 16),
  },
  {
    name: "venue-launchlab-on-curve",
    expected: "safe",
    kind: "venue",
    rationale:
      "Raydium LaunchLab token still on its bonding curve (35 % sold): the curve vault holds ~72 % of supply and is the program's, not a whale; authorities revoked, creator holds 1.5 %. Nothing to pull: the curve has no LP.",
    source: `${RAYDIUM_DOCS}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (LaunchpadPool layout, LAUNCHPAD_PROGRAM, LAUNCHPAD_AUTH), ${READ}`,
    build: () => launchLab("launchlab-curve", { migrated: false, ageHours: 5 }),
  },
  {
    name: "venue-meteora-dbc-on-curve",
    expected: "safe",
    kind: "venue",
    rationale:
      "Meteora Dynamic Bonding Curve token on its curve: the DBC base vault holds 68 % of supply (program-owned), authorities revoked, creator holds 1 %, trading both ways.",
    source: `${METEORA_DOCS}; @meteora-ag/dynamic-bonding-curve-sdk 1.5.12 IDL (VirtualPool.pool_state base_vault / base_reserve / is_migrated), ${READ}`,
    build: () => dbcOnCurve("dbc-curve", 6),
  },
  // Added after the first engine run on the 53 cases above (see README): written from the same
  // public descriptions, expectations committed before the engine ran on these three.
  {
    name: "venue-launchlab-migrated-cpmm-lp-burnt",
    expected: "safe",
    kind: "venue",
    rationale:
      "Raydium LaunchLab token that completed its curve and migrated (pool status 2, curve vault empty) to a Raydium CPMM pool whose LP was burnt at migration. Nobody can pull the liquidity; sold supply is spread, creator 1.5 %; three days old.",
    source: `${RAYDIUM_DOCS}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (LaunchpadPool.status, CpmmPoolInfoLayout), ${READ}`,
    build: () => launchLab("launchlab-migrated", { migrated: true, ageHours: days(3) }),
  },
  {
    name: "venue-dbc-migrated-damm-v2-locked",
    expected: "safe",
    kind: "venue",
    rationale:
      "Meteora DBC token migrated to a DAMM v2 pool (DBC pool is_migrated, reserves empty) whose only position is permanently locked: the liquidity cannot be withdrawn. Holders spread, creator 1 %, two days old.",
    source: `${METEORA_DOCS}; @meteora-ag/dynamic-bonding-curve-sdk 1.5.12 and @meteora-ag/cp-amm-sdk 1.5.0 IDLs, ${READ}`,
    build: () => dbcMigrated("dbc-migrated-locked", { locked: true, ageHours: days(2) }),
  },
  {
    name: "venue-dbc-migrated-damm-v2-creator-unlocked",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DBC token migrated to a DAMM v2 pool whose only position, with all the liquidity and no lock, is held by the creator (a DBC config can hand the creator the LP unlocked): one withdrawal pulls the pool. One day old.",
    source: `${METEORA_DOCS} (DBC migration: creator / partner LP percentages, locked or not); ${RUGCHECK_LP}, ${READ}`,
    build: () => dbcMigrated("dbc-migrated-unlocked", { locked: false, ageHours: 24 }),
  },
];
