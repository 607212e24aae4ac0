/**
 * Blind held-out venue cases, second set (v2): where a token trades decides whether one party can
 * pull its liquidity, and launchpad vaults are not whales. Every pool / position account is encoded
 * with the protocol's own SDK coder and real program id (packages pinned in package.json):
 * - Orca Whirlpool: @orca-so/whirlpools-sdk 0.22.0 (`WHIRLPOOL_CODER`, `ORCA_WHIRLPOOL_PROGRAM_ID`, `PDAUtil`);
 *   main WhirlpoolsConfig 2LecshUw… (Orca SDK `DEFAULT_WHIRLPOOLS_CONFIG_ADDRESSES.solanaMainnet`);
 * - Raydium AMM v4, CLMM and LaunchLab: @raydium-io/raydium-sdk-v2 0.2.73-alpha (`liquidityStateV4Layout`,
 *   `PoolInfoLayout`, `PersonalPositionLayout`, `LaunchpadPool`, `ALL_PROGRAM_ID`);
 * - PumpSwap: @pump-fun/pump-swap-sdk 1.20.0 (`OFFLINE_PUMP_AMM_PROGRAM` coder, `canonicalPumpPoolPda`,
 *   `poolPda`, `lpMintPda`, `pumpPoolAuthorityPda`);
 * - Meteora DAMM v2: @meteora-ag/cp-amm-sdk 1.5.0; Meteora DLMM: @meteora-ag/dlmm 1.9.14.
 * Anchor accounts are built by decoding a zeroed account of the coder's size (every field at its
 * default), patching the fields that matter, encoding with the coder's own layout and decoding back.
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
import { ORCA_WHIRLPOOL_PROGRAM_ID, PDAUtil, WHIRLPOOL_CODER } from "@orca-so/whirlpools-sdk";
import {
  canonicalPumpPoolPda,
  lpMintPda,
  OFFLINE_PUMP_AMM_PROGRAM,
  PUMP_AMM_PROGRAM_ID,
  poolPda,
  pumpPoolAuthorityPda,
} from "@pump-fun/pump-swap-sdk";
import {
  ALL_PROGRAM_ID,
  LaunchpadPool,
  liquidityStateV4Layout,
  PersonalPositionLayout,
  PoolInfoLayout,
} from "@raydium-io/raydium-sdk-v2";
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
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccount,
  WSOL_MINT,
  wallet,
} from "../solana/build";
import { anchorDiscriminator } from "../solana/world";
import { deployerOf, mintOf, READ, SCAM_WRITEUPS, v2 } from "./common";

// @meteora-ag/dlmm's ESM build imports a directory (unsupported by Node's ESM loader under vitest);
// its CommonJS build is the same SDK.
const { IDL: DLMM_IDL, LBCLMM_PROGRAM_IDS } = createRequire(import.meta.url)(
  "@meteora-ag/dlmm",
) as typeof import("@meteora-ag/dlmm");

// Never used for a request: Anchor's Program wants a connection object.
const OFFLINE = new Connection("http://127.0.0.1:9");

const WHIRLPOOL_PROGRAM = ORCA_WHIRLPOOL_PROGRAM_ID.toBase58();
const ORCA_CONFIG = "2LecshUwdy9xi7meFgHtFJQNSKk4KdTrcpvaB56dP2NQ";
const AMM_V4_PROGRAM = ALL_PROGRAM_ID.AMM_V4.toBase58();
const OPENBOOK_PROGRAM = "srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX"; // OpenBook v1 (Raydium docs)
const CLMM_PROGRAM = ALL_PROGRAM_ID.CLMM_PROGRAM_ID.toBase58();
const LAUNCHLAB_PROGRAM = ALL_PROGRAM_ID.LAUNCHPAD_PROGRAM.toBase58();
const LAUNCHLAB_AUTH = ALL_PROGRAM_ID.LAUNCHPAD_AUTH.toBase58();
const PUMP_AMM_PROGRAM = PUMP_AMM_PROGRAM_ID.toBase58();
const DAMM_V2_PROGRAM = CP_AMM_PROGRAM_ID.toBase58();
const DLMM_PROGRAM = LBCLMM_PROGRAM_IDS["mainnet-beta"];

const whirlpoolCoder = WHIRLPOOL_CODER as unknown as BorshAccountsCoder;
const pumpCoder = OFFLINE_PUMP_AMM_PROGRAM.coder.accounts as BorshAccountsCoder;
const dammV2Coder = new Program(CpAmmIdl as Idl, { connection: OFFLINE } as never).coder.accounts as BorshAccountsCoder;
const dlmmCoder = new Program(DLMM_IDL as Idl, { connection: OFFLINE } as never).coder.accounts as BorshAccountsCoder;

const pk = (a: string) => new PublicKey(a);
const bn = (x: bigint | number) => new BN(x.toString());
const key = (x: unknown): PublicKey => (Array.isArray(x) ? (x[0] as PublicKey) : (x as PublicKey));

function patchDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(patch)) {
    const b = base[k];
    const plainObject = v && typeof v === "object" && !(v instanceof PublicKey) && !BN.isBN(v) && !Array.isArray(v);
    if (plainObject && b && typeof b === "object")
      patchDeep(b as Record<string, unknown>, v as Record<string, unknown>);
    else base[k] = v;
  }
  return base;
}

/** An Anchor account from the SDK's coder: zeroed defaults, `patch` applied, decoded back as a check. */
function anchorAccount(coder: BorshAccountsCoder, name: string, patch: Record<string, unknown>): Uint8Array {
  const size = coder.size(name);
  const disc = coder.accountDiscriminator(name);
  const zero = Buffer.alloc(size);
  zero.set(disc, 0);
  const fields = patchDeep(coder.decode(name, zero) as Record<string, unknown>, patch);
  const layouts = (coder as unknown as { accountLayouts: Map<string, { encode: unknown; layout?: unknown }> })
    .accountLayouts;
  const entry = layouts.get(name) as unknown as
    | { layout: { encode: (o: unknown, b: Buffer) => number } }
    | { encode: (o: unknown, b: Buffer) => number };
  const layout = "layout" in entry ? entry.layout : entry;
  const body = Buffer.alloc(size - disc.length);
  layout.encode(fields, body);
  const out = Buffer.alloc(size);
  out.set(disc, 0);
  out.set(body, disc.length);
  coder.decode(name, out);
  return new Uint8Array(out);
}

/** A Raydium SDK buffer-layout account with an Anchor discriminator (CLMM, LaunchLab) or without (AMM v4). */
function layoutAccount(
  layout: { span: number; encode: (o: unknown, b: Buffer) => number },
  fields: Record<string, unknown>,
  anchorName?: string,
): Uint8Array {
  const buf = Buffer.alloc(layout.span);
  layout.encode(fields, buf);
  if (anchorName) buf.set(anchorDiscriminator(anchorName), 0);
  return new Uint8Array(buf);
}

const cmpKeys = (a: string, b: string) => {
  const x = keyBytes(a);
  const y = keyBytes(b);
  for (let i = 0; i < 32; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};

const SUPPLY = 1_000_000_000n * 10n ** 6n;
const pctOf = (p: number) => (SUPPLY * BigInt(Math.round(p * 10_000))) / 1_000_000n;

interface Pair {
  dexId: string;
  labels: string[];
  pairAddress: string;
  liquidityUsd: number;
  ageHours: number;
  buys: number;
  sells: number;
}

/** A clean token (authorities revoked, immutable metadata) trading on the venue(s) given. */
async function venueWorld(o: {
  label: string;
  name: string;
  symbol: string;
  holders: HolderSpec[];
  /** Token accounts of the venue that hold the token (already in `accounts`). */
  vaults: { address: string; amount: bigint }[];
  pairs: Pair[];
  accounts: RawAccount[];
  extraLargest?: Map<string, LargestAccount[]>;
}): Promise<CaseWorld> {
  const mint = mintOf(o.label);
  const accounts: RawAccount[] = [clockAccount(), ...o.accounts];
  accounts.push(
    mintAccount({
      address: mint,
      program: "spl",
      decimals: 6,
      supply: SUPPLY,
      mintAuthority: null,
      freezeAuthority: null,
    }),
    await metaplexAccount({
      mint,
      name: o.name,
      symbol: o.symbol,
      uri: `https://ipfs.io/ipfs/${v2(o.label)}`,
      updateAuthority: deployerOf(o.label),
      isMutable: false,
    }),
  );
  const table = await holderAccounts(mint, "spl", SUPPLY, o.holders);
  accounts.push(...table.accounts);
  const rows = [...table.largest, ...o.vaults.map((x) => ({ address: x.address, amount: x.amount.toString() }))];
  rows.sort((a, b) => (BigInt(a.amount) > BigInt(b.amount) ? -1 : BigInt(a.amount) < BigInt(b.amount) ? 1 : 0));
  const largest = new Map<string, LargestAccount[]>(o.extraLargest ?? []);
  largest.set(mint, rows.slice(0, 20));
  const priceUsd = 0.00035;
  return {
    mint,
    accounts,
    largest,
    pairs: o.pairs.map((p) =>
      marketPair({
        mint,
        name: o.name,
        symbol: o.symbol,
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

/** Holders after a fair launch: 40 wallets share 30 % unevenly, a tail of 80 small wallets the rest. */
function spread(label: string, totalPct: number): HolderSpec[] {
  const tail = (totalPct - 30) / 80;
  return [
    ...organicHolders(v2(label), 40, 30),
    ...Array.from({ length: 80 }, (_, i): HolderSpec => ({ owner: wallet(`${v2(label)}:tail:${i}`), pct: tail })),
  ];
}

/** Orca Whirlpool (token / SOL) with one position per owner, liquidity as given. */
async function whirlpool(
  label: string,
  o: { owners: string[]; liquidity: bigint[]; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const tokenIsA = cmpKeys(mint, WSOL_MINT) < 0;
  const [mintA, mintB] = tokenIsA ? [mint, WSOL_MINT] : [WSOL_MINT, mint];
  const tickSpacing = 64;
  const pool = PDAUtil.getWhirlpool(
    ORCA_WHIRLPOOL_PROGRAM_ID,
    pk(ORCA_CONFIG),
    pk(mintA),
    pk(mintB),
    tickSpacing,
  ).publicKey.toBase58();
  const tokenVault = wallet(`${v2(label)}:wp-vault-token`);
  const solVault = wallet(`${v2(label)}:wp-vault-sol`);
  const [vaultA, vaultB] = tokenIsA ? [tokenVault, solVault] : [solVault, tokenVault];
  const total = o.liquidity.reduce((a, b) => a + b, 0n);
  const poolData = anchorAccount(whirlpoolCoder, "whirlpool", {
    whirlpoolsConfig: pk(ORCA_CONFIG),
    whirlpoolBump: [255],
    tickSpacing,
    feeTierIndexSeed: [tickSpacing, 0],
    feeRate: 3000,
    protocolFeeRate: 1300,
    liquidity: bn(total),
    sqrtPrice: bn(1n << 64n),
    tickCurrentIndex: 0,
    tokenMintA: pk(mintA),
    tokenVaultA: pk(vaultA),
    tokenMintB: pk(mintB),
    tokenVaultB: pk(vaultB),
  });
  const inPool = pctOf(25);
  const accounts: RawAccount[] = [
    rawAccount(pool, WHIRLPOOL_PROGRAM, poolData, 5_435_760n),
    tokenAccount({ address: tokenVault, mint, owner: pool, amount: inPool, program: "spl" }),
    tokenAccount({ address: solVault, mint: WSOL_MINT, owner: pool, amount: 350n * 10n ** 9n, program: "spl" }),
  ];
  for (const [i, owner] of o.owners.entries()) {
    const positionMint = wallet(`${v2(label)}:wp-position-mint:${i}`);
    const position = PDAUtil.getPosition(ORCA_WHIRLPOOL_PROGRAM_ID, pk(positionMint)).publicKey.toBase58();
    const data = anchorAccount(whirlpoolCoder, "position", {
      whirlpool: pk(pool),
      positionMint: pk(positionMint),
      liquidity: bn(o.liquidity[i]),
      tickLowerIndex: -6400 + 64 * i,
      tickUpperIndex: 6400 - 64 * i,
    });
    accounts.push(
      rawAccount(position, WHIRLPOOL_PROGRAM, data, 2_394_240n),
      mintAccount({
        address: positionMint,
        program: "spl",
        decimals: 0,
        supply: 1n,
        mintAuthority: null,
        freezeAuthority: null,
      }),
      tokenAccount({
        address: await ata(owner, positionMint, TOKEN_PROGRAM),
        mint: positionMint,
        owner,
        amount: 1n,
        program: "spl",
      }),
    );
  }
  return venueWorld({
    label,
    name: o.owners.length > 1 ? "Kelp Plover" : "Brine Stork",
    symbol: o.owners.length > 1 ? "KPLV" : "BSTK",
    holders: o.holders,
    vaults: [{ address: tokenVault, amount: inPool }],
    pairs: [
      {
        dexId: "orca",
        labels: ["wp"],
        pairAddress: pool,
        liquidityUsd: 120_000,
        ageHours: o.ageHours,
        buys: 980,
        sells: 860,
      },
    ],
    accounts,
  });
}

/** Raydium AMM v4 pool (token / SOL); LP burnt (dust left) or all LP in one wallet. */
async function ammV4(label: string, o: { lp: "burnt" | { owner: string }; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${v2(label)}:amm-v4`);
  const authority = await pda(AMM_V4_PROGRAM, ["amm authority"]);
  const baseVault = wallet(`${v2(label)}:amm-v4-base-vault`);
  const quoteVault = wallet(`${v2(label)}:amm-v4-quote-vault`);
  const lpMint = wallet(`${v2(label)}:amm-v4-lp-mint`);
  const lpMinted = 2_000_000_000_000n;
  const z = bn(0);
  const data = layoutAccount(liquidityStateV4Layout as never, {
    status: bn(6),
    nonce: bn(254),
    maxOrder: bn(7),
    depth: bn(3),
    baseDecimal: bn(6),
    quoteDecimal: bn(9),
    state: bn(1),
    resetFlag: z,
    minSize: bn(1_000_000),
    volMaxCutRatio: bn(500),
    amountWaveRatio: bn(5_000_000),
    baseLotSize: bn(1_000_000),
    quoteLotSize: bn(1_000),
    minPriceMultiplier: bn(1),
    maxPriceMultiplier: bn(1_000_000_000),
    systemDecimalValue: bn(1_000_000_000),
    minSeparateNumerator: bn(5),
    minSeparateDenominator: bn(10_000),
    tradeFeeNumerator: bn(25),
    tradeFeeDenominator: bn(10_000),
    pnlNumerator: bn(12),
    pnlDenominator: bn(100),
    swapFeeNumerator: bn(25),
    swapFeeDenominator: bn(10_000),
    baseNeedTakePnl: z,
    quoteNeedTakePnl: z,
    quoteTotalPnl: z,
    baseTotalPnl: z,
    poolOpenTime: z,
    punishPcAmount: z,
    punishCoinAmount: z,
    orderbookToInitTime: z,
    swapBaseInAmount: z,
    swapQuoteOutAmount: z,
    swapBase2QuoteFee: z,
    swapQuoteInAmount: z,
    swapBaseOutAmount: z,
    swapQuote2BaseFee: z,
    baseVault: pk(baseVault),
    quoteVault: pk(quoteVault),
    baseMint: pk(mint),
    quoteMint: pk(WSOL_MINT),
    lpMint: pk(lpMint),
    openOrders: pk(wallet(`${v2(label)}:amm-v4-open-orders`)),
    marketId: pk(wallet(`${v2(label)}:openbook-market`)),
    marketProgramId: pk(OPENBOOK_PROGRAM),
    targetOrders: pk(wallet(`${v2(label)}:amm-v4-target-orders`)),
    withdrawQueue: pk(PublicKey.default.toBase58()),
    lpVault: pk(PublicKey.default.toBase58()),
    owner: pk(deployerOf(label)),
    lpReserve: bn(lpMinted),
    padding: [z, z, z],
  });
  const inPool = pctOf(22);
  const accounts: RawAccount[] = [
    rawAccount(pool, AMM_V4_PROGRAM, data, 6_124_800n),
    tokenAccount({ address: baseVault, mint, owner: authority, amount: inPool, program: "spl" }),
    tokenAccount({ address: quoteVault, mint: WSOL_MINT, owner: authority, amount: 280n * 10n ** 9n, program: "spl" }),
  ];
  // Burnt: the deployer burnt its LP through the token program; a dust remainder stays in its wallet.
  const lpSupply = o.lp === "burnt" ? 1_000n : lpMinted;
  const lpHolder = o.lp === "burnt" ? deployerOf(label) : o.lp.owner;
  accounts.push(
    mintAccount({
      address: lpMint,
      program: "spl",
      decimals: 6,
      supply: lpSupply,
      mintAuthority: authority,
      freezeAuthority: null,
    }),
  );
  const lpTable = await holderAccounts(lpMint, "spl", lpSupply, [{ owner: lpHolder, amount: lpSupply }]);
  accounts.push(...lpTable.accounts);
  return venueWorld({
    label,
    name: o.lp === "burnt" ? "Cedar Loris" : "Flint Quokka",
    symbol: o.lp === "burnt" ? "LORIS" : "QUOKA",
    holders: o.lp === "burnt" ? spread(label, 70) : organicHolders(v2(label), 40, 60),
    vaults: [{ address: baseVault, amount: inPool }],
    pairs: [
      {
        dexId: "raydium",
        labels: [],
        pairAddress: pool,
        liquidityUsd: 100_000,
        ageHours: o.ageHours,
        buys: 1_100,
        sells: 950,
      },
    ],
    accounts,
    extraLargest: new Map([[lpMint, lpTable.largest]]),
  });
}

/**
 * PumpSwap pool (token / WSOL): the canonical pool pump.fun creates at graduation (creator = the
 * pool-authority PDA, LP burnt), or a pool a wallet created itself (index 0, LP kept by its creator).
 */
async function pumpSwap(label: string, o: { canonical: boolean; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const creator = deployerOf(label);
  const pool = o.canonical
    ? key(canonicalPumpPoolPda(pk(mint))).toBase58()
    : key(poolPda(0, pk(creator), pk(mint), pk(WSOL_MINT))).toBase58();
  const lpMint = key(lpMintPda(pk(pool))).toBase58();
  const baseVault = await ata(pool, mint, TOKEN_PROGRAM);
  const quoteVault = await ata(pool, WSOL_MINT, TOKEN_PROGRAM);
  const lpMinted = 4_000_000_000_000n;
  // pump.fun's pool-authority PDA (seeds ['pool-authority', mint] under the pump.fun program) creates canonical pools.
  const poolCreator = o.canonical ? key(pumpPoolAuthorityPda(pk(mint))).toBase58() : creator;
  const data = anchorAccount(pumpCoder, "pool", {
    poolBump: 254,
    index: 0,
    creator: pk(poolCreator),
    baseMint: pk(mint),
    quoteMint: pk(WSOL_MINT),
    lpMint: pk(lpMint),
    poolBaseTokenAccount: pk(baseVault),
    poolQuoteTokenAccount: pk(quoteVault),
    lpSupply: bn(lpMinted),
    coinCreator: pk(creator),
  });
  const inPool = pctOf(o.canonical ? 20.7 : 30);
  const accounts: RawAccount[] = [
    rawAccount(pool, PUMP_AMM_PROGRAM, data, 3_000_000n),
    tokenAccount({ address: baseVault, mint, owner: pool, amount: inPool, program: "spl" }),
    tokenAccount({ address: quoteVault, mint: WSOL_MINT, owner: pool, amount: 85n * 10n ** 9n, program: "spl" }),
  ];
  // Canonical: pump.fun burns the LP at migration (supply drops to a remainder held by the pool authority).
  const lpSupply = o.canonical ? 100n : lpMinted;
  const lpHolder = o.canonical ? poolCreator : creator;
  accounts.push(
    mintAccount({
      address: lpMint,
      program: "t22",
      decimals: 9,
      supply: lpSupply,
      mintAuthority: pool,
      freezeAuthority: null,
    }),
  );
  const lpTable = await holderAccounts(lpMint, "t22", lpSupply, [{ owner: lpHolder, amount: lpSupply }]);
  accounts.push(...lpTable.accounts);
  return venueWorld({
    label,
    name: o.canonical ? "Dusk Gecko" : "Pebble Mink",
    symbol: o.canonical ? "DGECK" : "PMINK",
    holders: o.canonical
      ? [{ owner: creator, pct: 1.2 }, ...spread(label, 77)]
      : [{ owner: creator, pct: 2 }, ...organicHolders(v2(label), 40, 60)],
    vaults: [{ address: baseVault, amount: inPool }],
    pairs: [
      {
        dexId: "pumpswap",
        labels: [],
        pairAddress: pool,
        liquidityUsd: 36_000,
        ageHours: o.ageHours,
        buys: 1_400,
        sells: 1_210,
      },
    ],
    accounts,
    extraLargest: new Map([[lpMint, lpTable.largest]]),
  });
}

/** Raydium CLMM pool with one personal position per owner (position NFTs held by the owners). */
async function clmm(
  label: string,
  o: { owners: string[]; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${v2(label)}:clmm-pool`);
  const tokenIsA = cmpKeys(mint, WSOL_MINT) < 0;
  const tokenVault = wallet(`${v2(label)}:clmm-vault-token`);
  const solVault = wallet(`${v2(label)}:clmm-vault-sol`);
  const each = 4_000_000_000_000n;
  const poolData = layoutAccount(
    PoolInfoLayout as never,
    {
      bump: 255,
      configId: pk(wallet("v2:raydium-clmm-config")),
      creator: pk(deployerOf(label)),
      mintA: pk(tokenIsA ? mint : WSOL_MINT),
      mintB: pk(tokenIsA ? WSOL_MINT : mint),
      vaultA: pk(tokenIsA ? tokenVault : solVault),
      vaultB: pk(tokenIsA ? solVault : tokenVault),
      observationId: pk(wallet(`${v2(label)}:clmm-observation`)),
      mintDecimalsA: tokenIsA ? 6 : 9,
      mintDecimalsB: tokenIsA ? 9 : 6,
      tickSpacing: 60,
      liquidity: bn(each * BigInt(o.owners.length)),
      sqrtPriceX64: bn(1n << 64n),
      tickCurrent: 0,
      status: 0,
    },
    "PoolState",
  );
  const inPool = pctOf(24);
  const accounts: RawAccount[] = [
    rawAccount(pool, CLMM_PROGRAM, poolData, 11_600_000n),
    tokenAccount({ address: tokenVault, mint, owner: pool, amount: inPool, program: "spl" }),
    tokenAccount({ address: solVault, mint: WSOL_MINT, owner: pool, amount: 300n * 10n ** 9n, program: "spl" }),
  ];
  for (const [i, owner] of o.owners.entries()) {
    const nftMint = wallet(`${v2(label)}:clmm-nft:${i}`);
    const position = await pda(CLMM_PROGRAM, ["position", keyBytes(nftMint)]);
    accounts.push(
      rawAccount(
        position,
        CLMM_PROGRAM,
        layoutAccount(
          PersonalPositionLayout as never,
          {
            bump: 255,
            nftMint: pk(nftMint),
            poolId: pk(pool),
            tickLower: -6000 + 60 * i,
            tickUpper: 6000 - 60 * i,
            liquidity: bn(each),
          },
          "PersonalPositionState",
        ),
        2_850_000n,
      ),
      mintAccount({
        address: nftMint,
        program: "t22",
        decimals: 0,
        supply: 1n,
        mintAuthority: null,
        freezeAuthority: null,
      }),
      tokenAccount({
        address: await ata(owner, nftMint, TOKEN_2022_PROGRAM),
        mint: nftMint,
        owner,
        amount: 1n,
        program: "t22",
      }),
    );
  }
  return venueWorld({
    label,
    name: "Larch Civet",
    symbol: "CIVET",
    holders: o.holders,
    vaults: [{ address: tokenVault, amount: inPool }],
    pairs: [
      {
        dexId: "raydium",
        labels: ["CLMM"],
        pairAddress: pool,
        liquidityUsd: 160_000,
        ageHours: o.ageHours,
        buys: 1_250,
        sells: 1_120,
      },
    ],
    accounts,
  });
}

/** Meteora DLMM pair whose positions hold liquidity shares in the given proportions. */
async function dlmm(
  label: string,
  o: { owners: string[]; weights: number[]; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pair = wallet(`${v2(label)}:lb-pair`);
  const { deriveReserve } = createRequire(import.meta.url)("@meteora-ag/dlmm") as typeof import("@meteora-ag/dlmm");
  const [reserveX] = deriveReserve(pk(mint), pk(pair), pk(DLMM_PROGRAM));
  const [reserveY] = deriveReserve(pk(WSOL_MINT), pk(pair), pk(DLMM_PROGRAM));
  const pairData = anchorAccount(dlmmCoder, "lbPair", {
    tokenXMint: pk(mint),
    tokenYMint: pk(WSOL_MINT),
    reserveX,
    reserveY,
    activeId: 0,
    binStep: 80,
    creator: pk(deployerOf(label)),
    oracle: pk(wallet(`${v2(label)}:oracle`)),
  });
  const inPool = pctOf(26);
  const accounts: RawAccount[] = [
    rawAccount(pair, DLMM_PROGRAM, pairData, 7_200_000n),
    tokenAccount({ address: reserveX.toBase58(), mint, owner: pair, amount: inPool, program: "spl" }),
    tokenAccount({
      address: reserveY.toBase58(),
      mint: WSOL_MINT,
      owner: pair,
      amount: 380n * 10n ** 9n,
      program: "spl",
    }),
  ];
  for (const [i, owner] of o.owners.entries()) {
    const perBin = 10n ** 12n * BigInt(o.weights[i]);
    const shares = Array.from({ length: 70 }, (_, b) => bn(b < 30 ? perBin : 0n));
    const data = anchorAccount(dlmmCoder, "positionV2", {
      lbPair: pk(pair),
      owner: pk(owner),
      liquidityShares: shares,
      lowerBinId: -15,
      upperBinId: 54,
      feeOwner: pk(owner),
    });
    accounts.push(rawAccount(wallet(`${v2(label)}:dlmm-position:${i}`), DLMM_PROGRAM, data, 57_400_000n));
  }
  return venueWorld({
    label,
    name: "Saffron Egret",
    symbol: "EGRET",
    holders: o.holders,
    vaults: [{ address: reserveX.toBase58(), amount: inPool }],
    pairs: [
      {
        dexId: "meteora",
        labels: ["DLMM"],
        pairAddress: pair,
        liquidityUsd: 130_000,
        ageHours: o.ageHours,
        buys: 1_180,
        sells: 1_040,
      },
    ],
    accounts,
  });
}

/** Meteora DAMM v2 pool whose single unlocked position NFT is held by `nftOwner`. */
async function dammV2Unlocked(
  label: string,
  o: { nftOwner: string; ageHours: number; holders: HolderSpec[] },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = wallet(`${v2(label)}:damm-v2-pool`);
  const tokenVault = deriveTokenVaultAddress(pk(mint), pk(pool)).toBase58();
  const solVault = deriveTokenVaultAddress(pk(WSOL_MINT), pk(pool)).toBase58();
  const authority = derivePoolAuthority().toBase58();
  const nftMint = wallet(`${v2(label)}:damm-v2-nft`);
  const liquidity = 10n ** 24n;
  const inPool = pctOf(28);
  const accounts: RawAccount[] = [
    rawAccount(
      pool,
      DAMM_V2_PROGRAM,
      anchorAccount(dammV2Coder, "pool", {
        tokenAMint: pk(mint),
        tokenBMint: pk(WSOL_MINT),
        tokenAVault: pk(tokenVault),
        tokenBVault: pk(solVault),
        liquidity: bn(liquidity),
        permanentLockLiquidity: bn(0),
        sqrtPrice: bn(1n << 64n),
        sqrtMinPrice: bn(4295048016n),
        sqrtMaxPrice: bn(79226673521066979257578248091n),
        creator: pk(deployerOf(label)),
        tokenAAmount: bn(inPool),
        tokenBAmount: bn(260n * 10n ** 9n),
      }),
      8_630_000n,
    ),
    rawAccount(
      derivePositionAddress(pk(nftMint)).toBase58(),
      DAMM_V2_PROGRAM,
      anchorAccount(dammV2Coder, "position", {
        pool: pk(pool),
        nftMint: pk(nftMint),
        unlockedLiquidity: bn(liquidity),
        permanentLockedLiquidity: bn(0),
      }),
      3_730_000n,
    ),
    mintAccount({
      address: nftMint,
      program: "t22",
      decimals: 0,
      supply: 1n,
      mintAuthority: null,
      freezeAuthority: null,
    }),
    tokenAccount({
      address: derivePositionNftAccount(pk(nftMint)).toBase58(),
      mint: nftMint,
      owner: o.nftOwner,
      amount: 1n,
      program: "t22",
    }),
    tokenAccount({ address: tokenVault, mint, owner: authority, amount: inPool, program: "spl" }),
    tokenAccount({ address: solVault, mint: WSOL_MINT, owner: authority, amount: 260n * 10n ** 9n, program: "spl" }),
  ];
  return venueWorld({
    label,
    name: "Rust Ptarmigan",
    symbol: "PTARM",
    holders: o.holders,
    vaults: [{ address: tokenVault, amount: inPool }],
    pairs: [
      {
        dexId: "meteora",
        labels: ["DYN2"],
        pairAddress: pool,
        liquidityUsd: 95_000,
        ageHours: o.ageHours,
        buys: 870,
        sells: 760,
      },
    ],
    accounts,
  });
}

/** Raydium LaunchLab token still on its curve (30 % of the curve sold); `holders` are the buyers. */
async function launchLabOnCurve(label: string, o: { holders: HolderSpec[]; ageHours: number }): Promise<CaseWorld> {
  const mint = mintOf(label);
  const pool = await pda(LAUNCHLAB_PROGRAM, ["pool", keyBytes(mint), keyBytes(WSOL_MINT)]);
  const vaultA = await pda(LAUNCHLAB_PROGRAM, ["pool_vault", keyBytes(pool), keyBytes(mint)]);
  const vaultB = await pda(LAUNCHLAB_PROGRAM, ["pool_vault", keyBytes(pool), keyBytes(WSOL_MINT)]);
  const totalSell = pctOf(79.31);
  const sold = (totalSell * 40n) / 100n;
  const data = layoutAccount(
    LaunchpadPool as never,
    {
      epoch: bn(0),
      bump: 255,
      status: 0,
      mintDecimalsA: 6,
      mintDecimalsB: 9,
      migrateType: 1,
      supply: bn(SUPPLY),
      totalSellA: bn(totalSell),
      virtualA: bn(1_073_025_605n * 10n ** 6n),
      virtualB: bn(30n * 10n ** 9n),
      realA: bn(sold),
      realB: bn(34n * 10n ** 9n),
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
      configId: pk(wallet("v2:raydium-launchlab-config")),
      platformId: pk(wallet("v2:raydium-launchlab-platform")),
      mintA: pk(mint),
      mintB: pk(WSOL_MINT),
      vaultA: pk(vaultA),
      vaultB: pk(vaultB),
      creator: pk(deployerOf(label)),
      mintProgramFlag: 0,
      cpmmCreatorFeeOn: 0,
      platformVestingShare: bn(0),
    },
    "PoolState",
  );
  const inCurve = SUPPLY - sold;
  return venueWorld({
    label,
    name: "Chalk Bittern",
    symbol: "CBIT",
    holders: o.holders,
    vaults: [{ address: vaultA, amount: inCurve }],
    pairs: [
      {
        dexId: "raydium",
        labels: ["LaunchLab"],
        pairAddress: pool,
        liquidityUsd: 12_200,
        ageHours: o.ageHours,
        buys: 610,
        sells: 280,
      },
    ],
    accounts: [
      rawAccount(pool, LAUNCHLAB_PROGRAM, data, 3_900_000n),
      tokenAccount({ address: vaultA, mint, owner: LAUNCHLAB_AUTH, amount: inCurve, program: "spl" }),
      tokenAccount({
        address: vaultB,
        mint: WSOL_MINT,
        owner: LAUNCHLAB_AUTH,
        amount: 34n * 10n ** 9n,
        program: "spl",
      }),
    ],
  });
}

const ORCA_DOCS =
  "Orca docs (docs.orca.so: Whirlpools, positions as NFTs; the position owner can withdraw its liquidity)";
const RAYDIUM_DOCS =
  "Raydium docs (docs.raydium.io: AMM v4 LP tokens, burning LP; CLMM positions as NFTs; LaunchLab bonding curve and migration)";
const PUMP_DOCS =
  "pump.fun / PumpSwap docs and announcements (graduated coins migrate to a canonical PumpSwap pool whose LP is burnt; anyone can also create a PumpSwap pool and keep its LP)";
const METEORA_DOCS = "Meteora docs (docs.meteora.ag: DLMM positions by owner; DAMM v2 position NFTs, permanent lock)";
const LP_RISK = `RugCheck 'LP Unlocked' description; ${SCAM_WRITEUPS}`;

export const VENUE_CASES: SolanaHeldoutCase[] = [
  {
    name: "venue-whirlpool-single-deployer-position",
    expected: "danger",
    kind: "venue",
    rationale:
      "Orca Whirlpool, 18 hours old, whose only position (all the liquidity) is held by the deployer's wallet (position NFT in its account): one decrease-liquidity transaction empties the pool.",
    source: `${ORCA_DOCS}; ${LP_RISK}; @orca-so/whirlpools-sdk 0.22.0 (Whirlpool, Position), ${READ}`,
    build: () =>
      whirlpool("wp-single", {
        owners: [deployerOf("wp-single")],
        liquidity: [9_000_000_000_000n],
        ageHours: 18,
        holders: organicHolders(v2("wp-single"), 40, 55),
      }),
  },
  {
    name: "venue-whirlpool-many-positions",
    expected: "safe",
    kind: "venue",
    rationale:
      "Orca Whirlpool, four months old, liquidity spread over ten positions of different owners (the largest about a fifth): no single party can pull the pool.",
    source: `${ORCA_DOCS}; @orca-so/whirlpools-sdk 0.22.0, ${READ}`,
    build: () =>
      whirlpool("wp-many", {
        owners: Array.from({ length: 10 }, (_, i) => wallet(`v2:wp-many:lp:${i}`)),
        liquidity: [20, 15, 12, 11, 10, 9, 8, 6, 5, 4].map((w) => BigInt(w) * 100_000_000_000n),
        ageHours: days(120),
        holders: spread("wp-many", 72),
      }),
  },
  {
    name: "venue-raydium-amm-v4-lp-burnt",
    expected: "safe",
    kind: "venue",
    rationale:
      "Raydium AMM v4 pool whose LP was burnt (LP mint supply down to dust against the pool's accounted LP): the liquidity can no longer be withdrawn. Clean token, three weeks of trading, holders spread.",
    source: `${RAYDIUM_DOCS}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (liquidityStateV4Layout, AMM_V4, authority PDA 'amm authority'), ${READ}`,
    build: () => ammV4("amm4-burnt", { lp: "burnt", ageHours: days(21) }),
  },
  {
    name: "venue-raydium-amm-v4-lp-in-deployer-wallet",
    expected: "danger",
    kind: "venue",
    rationale:
      "Raydium AMM v4 pool, 14 hours old, whose entire LP supply is in the deployer's wallet: the classic pull-the-rug setup.",
    source: `${RAYDIUM_DOCS}; ${LP_RISK}, ${READ}`,
    build: () => ammV4("amm4-deployer", { lp: { owner: deployerOf("amm4-deployer") }, ageHours: 14 }),
  },
  {
    name: "venue-pumpswap-canonical-graduated",
    expected: "safe",
    kind: "venue",
    rationale:
      "A pump.fun coin that graduated to its canonical PumpSwap pool (created by pump's pool-authority PDA, LP burnt at migration). Creator keeps 1.2 %, holders spread, four days of two-way trading.",
    source: `${PUMP_DOCS}; @pump-fun/pump-swap-sdk 1.20.0 (Pool account, canonicalPumpPoolPda, lpMintPda), ${READ}`,
    build: () => pumpSwap("pumpswap-canonical", { canonical: true, ageHours: days(4) }),
  },
  {
    name: "venue-pumpswap-creator-pool-lp-kept",
    expected: "danger",
    kind: "venue",
    rationale:
      "A PumpSwap pool the deployer created itself (not pump's canonical migration pool), 9 hours old, with all its LP still in the deployer's wallet: removable at any moment.",
    source: `${PUMP_DOCS}; ${LP_RISK}; @pump-fun/pump-swap-sdk 1.20.0 (poolPda, lpMintPda), ${READ}`,
    build: () => pumpSwap("pumpswap-creator", { canonical: false, ageHours: 9 }),
  },
  {
    name: "venue-raydium-clmm-many-positions",
    expected: "safe",
    kind: "venue",
    rationale:
      "Raydium CLMM pool, two months old, eight equal personal positions held by eight different wallets: nobody can pull most of the liquidity.",
    source: `${RAYDIUM_DOCS}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (PoolInfoLayout, PersonalPositionLayout), ${READ}`,
    build: () =>
      clmm("clmm-many", {
        owners: Array.from({ length: 8 }, (_, i) => wallet(`v2:clmm-many:lp:${i}`)),
        ageHours: days(60),
        holders: spread("clmm-many", 72),
      }),
  },
  {
    name: "venue-dlmm-deployer-holds-most-liquidity",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DLMM pair, one day old, with three positions: the deployer's holds about 90 % of the liquidity shares, two small ones the rest. The deployer can pull nearly the whole pool.",
    source: `${METEORA_DOCS}; ${LP_RISK}; @meteora-ag/dlmm 1.9.14 IDL (LbPair, PositionV2.owner / liquidity_shares), ${READ}`,
    build: () =>
      dlmm("dlmm-dominant", {
        owners: [deployerOf("dlmm-dominant"), wallet("v2:dlmm-dominant:lp:1"), wallet("v2:dlmm-dominant:lp:2")],
        weights: [18, 1, 1],
        ageHours: 24,
        holders: organicHolders(v2("dlmm-dominant"), 40, 55),
      }),
  },
  {
    name: "venue-damm-v2-position-held-by-top-holder",
    expected: "danger",
    kind: "venue",
    rationale:
      "Meteora DAMM v2 pool, 20 hours old, whose only position (unlocked, all the liquidity) sits with a wallet that is not the deployer but the token's largest holder (9 %): that wallet can both dump and pull the pool.",
    source: `${METEORA_DOCS}; ${LP_RISK}; @meteora-ag/cp-amm-sdk 1.5.0 (Pool, Position, position NFT account), ${READ}`,
    build: () => {
      const whale = wallet("v2:damm2-whale:top-holder");
      return dammV2Unlocked("damm2-whale", {
        nftOwner: whale,
        ageHours: 20,
        holders: [{ owner: whale, pct: 9 }, ...organicHolders(v2("damm2-whale"), 40, 50)],
      });
    },
  },
  {
    name: "venue-launchlab-on-curve-bundled-buyers",
    expected: "danger",
    kind: "venue",
    rationale:
      "Raydium LaunchLab token on its curve whose buyers are mostly one bundle: 12 fresh wallets with 2.6 % each (31 % together), bought in the first block. The curve vault is the program's and not a concern; the bundle is, and will dump at migration.",
    source: `${RAYDIUM_DOCS}; ${SCAM_WRITEUPS} (bundled launches); @raydium-io/raydium-sdk-v2 0.2.73-alpha (LaunchpadPool), ${READ}`,
    build: () =>
      launchLabOnCurve("launchlab-bundle", {
        holders: [
          ...Array.from(
            { length: 12 },
            (_, i): HolderSpec => ({
              owner: wallet(`v2:launchlab-bundle:bundle:${i}`),
              pct: 2.6,
            }),
          ),
          ...organicHolders(v2("launchlab-bundle"), 25, 0.5),
        ],
        ageHours: 2,
      }),
  },
  {
    name: "venue-launchlab-on-curve-fair",
    expected: "safe",
    kind: "venue",
    rationale:
      "Raydium LaunchLab token on its curve (40 % of the curve sold), bought by 60 different wallets of uneven sizes, creator 1 %: the curve vault (≈68 % of supply) belongs to the launch program, nothing can be pulled.",
    source: `${RAYDIUM_DOCS}; @raydium-io/raydium-sdk-v2 0.2.73-alpha (LaunchpadPool, LAUNCHPAD_AUTH), ${READ}`,
    build: () =>
      launchLabOnCurve("launchlab-fair", {
        holders: [{ owner: deployerOf("launchlab-fair"), pct: 1 }, ...organicHolders(v2("launchlab-fair"), 60, 30.7)],
        ageHours: 4,
      }),
  },
];
