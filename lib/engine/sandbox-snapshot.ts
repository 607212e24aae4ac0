/**
 * Builds the sandbox's built-in, versioned snapshot deterministically with the official
 * codecs (SPL Token / Token-2022 `getMintEncoder` + `getTokenEncoder`, and the engine's
 * Metaplex codec). No network, no randomness, no clock: the same version always yields the
 * same bytes.
 */
import { createHash } from "node:crypto";
import { type Address, address } from "@solana/kit";
import { getSysvarClockEncoder, type SysvarClock } from "@solana/sysvars";
import { getMintEncoder as getSplMintEncoder, getTokenEncoder as getSplTokenEncoder } from "@solana-program/token";
import {
  type ExtensionArgs,
  getMintEncoder as getT22MintEncoder,
  getTokenEncoder as getT22TokenEncoder,
} from "@solana-program/token-2022";
import { addressFromBytes, addressToBytes } from "../chains/solana/address";
import { CLOCK_SYSVAR_ID, SYSVAR_OWNER_ID } from "../chains/solana/clock";
import { encodeMetaplexMetadata, findMetadataPda } from "../chains/solana/metaplex-metadata";
import {
  BONDING_CURVE_DISCRIMINATOR,
  findBondingCurvePda,
  getBondingCurveCodec,
  PUMP_FUN_PROGRAM_ID,
} from "../chains/solana/pumpfun";
import {
  CPMM_POOL_DISCRIMINATOR,
  getAmmV4Codec,
  getCpmmPoolCodec,
  RAYDIUM_AMM_V4_AUTHORITY,
  RAYDIUM_AMM_V4_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  RAYDIUM_CPMM_PROGRAM_ID,
} from "../chains/solana/raydium";
import { accountDiscriminator, OFFSETS, SIZES } from "../chains/solana/venues/accounts";
import { LP_LOCKERS, METADATA_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "../chains/solana/well-known";
import type { LargestAccount, RawAccount } from "./types";

export const SANDBOX_SNAPSHOT_VERSION = "sandbox-2026.2";
/** The fixed "now" of the sandbox (ages are computed against it): 2025-06-01T00:00:00Z. */
export const SANDBOX_NOW_MS = Date.UTC(2025, 5, 1);
/** The fixed slot every sandbox answer reports. */
export const SANDBOX_SLOT = 310_000_000;
/** The epoch of SANDBOX_SLOT (432,000 slots an epoch on mainnet). */
export const SANDBOX_EPOCH = BigInt(Math.floor(SANDBOX_SLOT / 432_000));
const SEED_PREFIX = "token-risk-sandbox:v1:";

/** The Clock sysvar account (official @solana/sysvars codec) at a slot / epoch / time. */
export function clockAccount(o: { slot?: bigint; epoch?: bigint; unixTimestamp?: bigint } = {}): RawAccount {
  const data = new Uint8Array(
    getSysvarClockEncoder().encode({
      slot: o.slot ?? BigInt(SANDBOX_SLOT),
      epochStartTimestamp: o.unixTimestamp ?? BigInt(SANDBOX_NOW_MS / 1000),
      epoch: o.epoch ?? SANDBOX_EPOCH,
      leaderScheduleEpoch: (o.epoch ?? SANDBOX_EPOCH) + 1n,
      unixTimestamp: o.unixTimestamp ?? BigInt(SANDBOX_NOW_MS / 1000),
    } as SysvarClock),
  );
  return {
    address: CLOCK_SYSVAR_ID,
    owner: SYSVAR_OWNER_ID,
    lamports: lamportsFor(data.length),
    executable: false,
    data,
  };
}

export function sha256(text: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(text, "utf8").digest());
}

/** Deterministic valid base58 address from a label: base58(sha256(prefix + label)). */
export function sandboxAddress(label: string): string {
  return addressFromBytes(sha256(SEED_PREFIX + label));
}

/** Deterministic rent-exempt-looking lamports for a data length. */
export function lamportsFor(len: number): bigint {
  return BigInt((128 + len) * 6960);
}

export type MetadataSpec =
  | { kind: "none" }
  | { kind: "metaplex"; name: string; symbol: string; uri: string; mutable: boolean; updateAuthority: string }
  | { kind: "token-2022"; name: string; symbol: string; uri: string; updateAuthority: string | null };

export interface HolderSpec {
  /** Owner wallet; use INCINERATOR for burnt supply. */
  owner: string;
  /** Token account address override (e.g. a pool vault); default derived from the label. */
  tokenAccount?: string;
  /** Share of supply in basis points (1/100 of a percent). */
  bps: number;
}

export interface TokenSpec {
  mint: string;
  program: "spl-token" | "token-2022";
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions?: ExtensionArgs[];
  metadata: MetadataSpec;
  holders: HolderSpec[];
  /** Market pairs served by the sandbox market port (and their pool accounts). */
  market?: SandboxPairSpec[];
  /** pump.fun bonding curve state. */
  pumpfun?: { realTokenReserves: bigint; complete: boolean; creator: string; curveHoldingBps: number };
  /** Further accounts served as they are (e.g. the account a MetadataPointer names), bytes made with the official codecs. */
  extraAccounts?: Array<{ address: string; owner: string; data: Uint8Array }>;
}

export interface SandboxPairSpec {
  dexId: string;
  kind: "raydium-amm-v4" | "raydium-cpmm" | "raydium-clmm" | "pumpfun-curve";
  liquidityUsd: number;
  volume24hUsd: number;
  buys24h: number;
  sells24h: number;
  ageHours: number;
  /** LP burnt by supply reduction, bps of the pool's LP reserve. */
  lpBurnedBps?: number;
  /** LP held by a known locker, bps of the reserve. */
  lpLockedBps?: number;
  /**
   * The unlocked LP split among liquidity providers, each a share in bps of the unlocked LP (the last takes
   * the remainder); default one holder with all of it.
   */
  lpProviderBps?: number[];
  /** Share of the token supply in the pool's token vault (labelled and excluded), bps. */
  vaultBps?: number;
  /** 24 h price change, percent (default +2.5); null: the pair reports none. */
  priceChange24hPct?: number | null;
  /** raydium-clmm: equal positions in the pool (default 40, so none holds more than 2.5%). */
  clmmPositions?: number;
}

/** A Raydium CLMM PoolState / PersonalPositionState with the fields the engine reads (venues/accounts.ts offsets). */
function encodeClmmPoolForSandbox(mintA: string, vaultA: string, vaultB: string, liquidity: bigint): Uint8Array {
  const d = new Uint8Array(SIZES.clmmPool);
  d.set(accountDiscriminator("PoolState"));
  const o = OFFSETS.clmmPool;
  d.set(addressToBytes(mintA), o.mintA);
  d.set(addressToBytes("So11111111111111111111111111111111111111112"), o.mintB);
  d.set(addressToBytes(vaultA), o.vaultA);
  d.set(addressToBytes(vaultB), o.vaultB);
  new DataView(d.buffer).setBigUint64(o.liquidity, liquidity & 0xffffffffffffffffn, true);
  return d;
}
function encodeClmmPositionForSandbox(pool: string, nft: string, liquidity: bigint): Uint8Array {
  const d = new Uint8Array(SIZES.clmmPosition);
  d.set(accountDiscriminator("PersonalPositionState"));
  const o = OFFSETS.clmmPosition;
  d.set(addressToBytes(nft), o.nftMint);
  d.set(addressToBytes(pool), o.poolId);
  new DataView(d.buffer).setBigUint64(o.liquidity, liquidity, true);
  return d;
}

export interface BuiltToken {
  mint: string;
  metadataPda: string;
  accounts: Map<string, RawAccount>;
  largest: LargestAccount[];
  /** Largest-account lists of other mints (LP mints). */
  extraLargest: Map<string, LargestAccount[]>;
}

export function sandboxPairAddress(labelPrefix: string, i: number): string {
  return sandboxAddress(`${labelPrefix}:pair:${i}`);
}

const LP_RESERVE = 1_000_000_000_000n;

function raw(addr: string, owner: string, data: Uint8Array): RawAccount {
  return { address: addr, owner, lamports: lamportsFor(data.length), executable: false, data };
}

export function encodeMintBytes(
  spec: Pick<TokenSpec, "program" | "decimals" | "supply" | "mintAuthority" | "freezeAuthority" | "extensions">,
): Uint8Array {
  const base = {
    mintAuthority: spec.mintAuthority ? address(spec.mintAuthority) : null,
    supply: spec.supply,
    decimals: spec.decimals,
    isInitialized: true,
    freezeAuthority: spec.freezeAuthority ? address(spec.freezeAuthority) : null,
  };
  if (spec.program === "spl-token") return new Uint8Array(getSplMintEncoder().encode(base));
  const exts = spec.extensions?.length ? spec.extensions : null;
  return new Uint8Array(getT22MintEncoder().encode({ ...base, extensions: exts }));
}

export function encodeTokenAccountBytes(
  program: "spl-token" | "token-2022",
  mint: string,
  owner: string,
  amount: bigint,
  frozen = false,
): Uint8Array {
  const args = {
    mint: address(mint),
    owner: address(owner),
    amount,
    delegate: null,
    state: frozen ? 2 : 1,
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  };
  if (program === "spl-token") return new Uint8Array(getSplTokenEncoder().encode(args));
  return new Uint8Array(getT22TokenEncoder().encode({ ...args, extensions: null }));
}

/** Token-2022 metadata extensions (MetadataPointer -> mint, TokenMetadata) for a spec. */
export function token2022MetadataExtensions(
  mint: string,
  md: Extract<MetadataSpec, { kind: "token-2022" }>,
): ExtensionArgs[] {
  return [
    {
      __kind: "MetadataPointer",
      authority: md.updateAuthority ? address(md.updateAuthority) : null,
      metadataAddress: address(mint),
    },
    {
      __kind: "TokenMetadata",
      updateAuthority: md.updateAuthority ? address(md.updateAuthority) : null,
      mint: address(mint),
      name: md.name,
      symbol: md.symbol,
      uri: md.uri,
      additionalMetadata: new Map(),
    },
  ];
}

/** Builds every account of a token (mint, metadata, holder token accounts) and its largest list. */
export async function buildToken(spec: TokenSpec, labelPrefix: string): Promise<BuiltToken> {
  const accounts = new Map<string, RawAccount>();
  accounts.set(CLOCK_SYSVAR_ID, clockAccount());
  const programId = spec.program === "spl-token" ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
  const extensions = [...(spec.extensions ?? [])];
  if (spec.metadata.kind === "token-2022") extensions.push(...token2022MetadataExtensions(spec.mint, spec.metadata));
  accounts.set(spec.mint, raw(spec.mint, programId, encodeMintBytes({ ...spec, extensions })));
  for (const x of spec.extraAccounts ?? []) accounts.set(x.address, raw(x.address, x.owner, x.data));
  const metadataPda = await findMetadataPda(spec.mint);
  if (spec.metadata.kind === "metaplex") {
    const md = spec.metadata;
    const data = encodeMetaplexMetadata({
      updateAuthority: address(md.updateAuthority) as Address,
      mint: address(spec.mint),
      name: md.name,
      symbol: md.symbol,
      uri: md.uri,
      sellerFeeBasisPoints: 0,
      creators: null,
      primarySaleHappened: false,
      isMutable: md.mutable,
    });
    accounts.set(metadataPda, raw(metadataPda, METADATA_PROGRAM_ID, data));
  }
  const extraLargest = new Map<string, LargestAccount[]>();
  const holderSpecs: HolderSpec[] = [...spec.holders];
  for (const [i, p] of (spec.market ?? []).entries()) {
    const pair = sandboxPairAddress(labelPrefix, i);
    if (p.kind === "pumpfun-curve") continue; // the pair address is the bonding curve (below)
    if (p.kind === "raydium-clmm") {
      // A CLMM pool with `clmmPositions` equal positions (position NFT holders are not modelled).
      const n = p.clmmPositions ?? 40;
      const liq = 10n ** 12n;
      const vaultA = sandboxAddress(`${labelPrefix}:pool-vault:${i}`);
      const vaultB = sandboxAddress(`${labelPrefix}:pool-quote-vault:${i}`);
      accounts.set(
        pair,
        raw(pair, RAYDIUM_CLMM_PROGRAM_ID, encodeClmmPoolForSandbox(spec.mint, vaultA, vaultB, liq * BigInt(n))),
      );
      for (let k = 0; k < n; k++) {
        const pos = sandboxAddress(`${labelPrefix}:clmm-position:${i}:${k}`);
        const nft = sandboxAddress(`${labelPrefix}:clmm-nft:${i}:${k}`);
        accounts.set(pos, raw(pos, RAYDIUM_CLMM_PROGRAM_ID, encodeClmmPositionForSandbox(pair, nft, liq)));
      }
      continue;
    }
    const lpMint = sandboxAddress(`${labelPrefix}:lp-mint:${i}`);
    const vault = sandboxAddress(`${labelPrefix}:pool-vault:${i}`);
    const quoteVault = sandboxAddress(`${labelPrefix}:pool-quote-vault:${i}`);
    const burned = (LP_RESERVE * BigInt(p.lpBurnedBps ?? 0)) / 10_000n;
    const supply = LP_RESERVE - burned;
    const locked = (LP_RESERVE * BigInt(p.lpLockedBps ?? 0)) / 10_000n;
    const wsol = address("So11111111111111111111111111111111111111112");
    if (p.kind === "raydium-amm-v4") {
      const z = 0n;
      const data = getAmmV4Codec().encode({
        status: 6n,
        nonce: 254n,
        orderNum: z,
        depth: z,
        coinDecimals: BigInt(spec.decimals),
        pcDecimals: 9n,
        state: 1n,
        resetFlag: z,
        minSize: z,
        volMaxCutRatio: z,
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
        coinVault: address(vault),
        pcVault: address(quoteVault),
        coinVaultMint: address(spec.mint),
        pcVaultMint: wsol,
        lpMint: address(lpMint),
        openOrders: address(sandboxAddress(`${labelPrefix}:oo:${i}`)),
        market: address(sandboxAddress(`${labelPrefix}:market:${i}`)),
        marketProgram: address(sandboxAddress(`${labelPrefix}:market-program`)),
        targetOrders: address(sandboxAddress(`${labelPrefix}:to:${i}`)),
        padding1: Array(8).fill(z),
        ammOwner: address(sandboxAddress(`${labelPrefix}:amm-owner`)),
        lpAmount: LP_RESERVE,
        clientOrderId: z,
        recentEpoch: z,
        padding2: z,
      });
      accounts.set(pair, raw(pair, RAYDIUM_AMM_V4_PROGRAM_ID, new Uint8Array(data)));
      if (p.vaultBps) holderSpecs.push({ owner: RAYDIUM_AMM_V4_AUTHORITY, tokenAccount: vault, bps: p.vaultBps });
    } else {
      const data = getCpmmPoolCodec().encode({
        discriminator: CPMM_POOL_DISCRIMINATOR,
        ammConfig: address(sandboxAddress(`${labelPrefix}:cpmm-config`)),
        poolCreator: address(sandboxAddress(`${labelPrefix}:pool-creator`)),
        token0Vault: address(quoteVault),
        token1Vault: address(vault),
        lpMint: address(lpMint),
        token0Mint: wsol,
        token1Mint: address(spec.mint),
        token0Program: address(TOKEN_PROGRAM_ID),
        token1Program: address(programId),
        observationKey: address(sandboxAddress(`${labelPrefix}:obs:${i}`)),
        authBump: 255,
        status: 0,
        lpMintDecimals: 9,
        mint0Decimals: 9,
        mint1Decimals: spec.decimals,
        lpSupply: LP_RESERVE,
        protocolFeesToken0: 0n,
        protocolFeesToken1: 0n,
        fundFeesToken0: 0n,
        fundFeesToken1: 0n,
        openTime: 0n,
        recentEpoch: 0n,
        padding: Array(31).fill(0n),
      });
      accounts.set(pair, raw(pair, RAYDIUM_CPMM_PROGRAM_ID, new Uint8Array(data)));
      if (p.vaultBps)
        holderSpecs.push({
          owner: sandboxAddress(`${labelPrefix}:cpmm-authority`),
          tokenAccount: vault,
          bps: p.vaultBps,
        });
    }
    accounts.set(
      lpMint,
      raw(
        lpMint,
        TOKEN_PROGRAM_ID,
        encodeMintBytes({ program: "spl-token", decimals: 9, supply, mintAuthority: null, freezeAuthority: null }),
      ),
    );
    const lpHolders: Array<[string, bigint]> = [];
    if (locked > 0n) lpHolders.push([[...LP_LOCKERS.keys()][0], locked]);
    const unlocked = supply - locked;
    if (unlocked > 0n) {
      const shares = p.lpProviderBps?.length ? p.lpProviderBps : [10_000];
      let left = unlocked;
      shares.forEach((bps, k) => {
        const amount = k === shares.length - 1 ? left : (unlocked * BigInt(bps)) / 10_000n;
        left -= amount;
        if (amount > 0n)
          lpHolders.push([sandboxAddress(`${labelPrefix}:lp-holder:${i}${k === 0 ? "" : `:${k}`}`), amount]);
      });
    }
    extraLargest.set(
      lpMint,
      lpHolders
        .map(([owner, amount], j) => {
          const ta = sandboxAddress(`${labelPrefix}:lp-account:${i}:${j}`);
          accounts.set(ta, raw(ta, TOKEN_PROGRAM_ID, encodeTokenAccountBytes("spl-token", lpMint, owner, amount)));
          return { address: ta, amount: amount.toString() };
        })
        .sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : -1))
        // getTokenLargestAccounts answers at most 20 accounts.
        .slice(0, 20),
    );
  }
  if (spec.pumpfun) {
    const pf = spec.pumpfun;
    const curve = await findBondingCurvePda(spec.mint);
    const data = new Uint8Array(150);
    data.set(
      getBondingCurveCodec().encode({
        discriminator: BONDING_CURVE_DISCRIMINATOR,
        virtualTokenReserves: pf.realTokenReserves + 279_900_000_000_000n,
        virtualSolReserves: 30_000_000_000n,
        realTokenReserves: pf.realTokenReserves,
        realSolReserves: 0n,
        tokenTotalSupply: spec.supply,
        complete: pf.complete,
        creator: address(pf.creator),
      }),
    );
    accounts.set(curve, raw(curve, PUMP_FUN_PROGRAM_ID, data));
    holderSpecs.push({ owner: curve, bps: pf.curveHoldingBps });
  }
  const holders = holderSpecs.map((h, i) => {
    const tokenAccount = h.tokenAccount ?? sandboxAddress(`${labelPrefix}:token-account:${i}`);
    const amount = (spec.supply * BigInt(h.bps)) / 10_000n;
    accounts.set(
      tokenAccount,
      raw(tokenAccount, programId, encodeTokenAccountBytes(spec.program, spec.mint, h.owner, amount)),
    );
    return { address: tokenAccount, amount };
  });
  const largest = holders
    .sort((a, b) => (a.amount === b.amount ? (a.address < b.address ? -1 : 1) : a.amount > b.amount ? -1 : 1))
    .slice(0, 20)
    .map((h) => ({ address: h.address, amount: h.amount.toString() }));
  return { mint: spec.mint, metadataPda, accounts, largest, extraLargest };
}
