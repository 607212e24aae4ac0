/**
 * A token case as a whole world: the mint, its metadata, the holder table, and where it trades
 * (a Raydium CPMM pool encoded with the Raydium SDK's own layout, its vault, its LP mint and LP
 * holders), plus the market pair DexScreener would report for that pool.
 *
 * Raydium CPMM layout and program id: @raydium-io/raydium-sdk-v2 0.2.73-alpha (`CpmmPoolInfoLayout`,
 * `CREATE_CPMM_POOL_PROGRAM`, `CREATE_CPMM_POOL_AUTH`).
 */
import { createHash } from "node:crypto";
import { CpmmPoolInfoLayout, CREATE_CPMM_POOL_AUTH, CREATE_CPMM_POOL_PROGRAM } from "@raydium-io/raydium-sdk-v2";
import { PublicKey } from "@solana/web3.js";
import type { ExtensionArgs } from "@solana-program/token-2022";
import BN from "bn.js";
import type { LargestAccount, RawAccount } from "@/lib/engine/types";
import {
  type CaseWorld,
  clockAccount,
  type HolderSpec,
  holderAccounts,
  keyBytes,
  type MetaplexSpec,
  marketPair,
  metaplexAccount,
  mintAccount,
  organicHolders,
  rawAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccount,
  WSOL_MINT,
  wallet,
} from "./build";

export const CPMM_PROGRAM = CREATE_CPMM_POOL_PROGRAM.toBase58();
export const CPMM_AUTHORITY = CREATE_CPMM_POOL_AUTH.toBase58();

/** Anchor account discriminator: the first 8 bytes of sha256("account:<Name>"). */
export const anchorDiscriminator = (name: string) =>
  new Uint8Array(createHash("sha256").update(`account:${name}`).digest().subarray(0, 8));

export interface MarketSpec {
  priceUsd: number;
  liquidityUsd: number;
  volume24hUsd: number;
  buys24h: number;
  sells24h: number;
  ageHours: number;
  fdv?: number;
}

export interface PoolSpec {
  /** Share of the token's supply in the pool vault, percent. */
  tokenPct: number;
  /**
   * What became of the LP tokens: `burnt` (all but a sliver burnt), `spread` (many liquidity
   * providers), or one owner holding all outstanding LP (e.g. the deployer).
   */
  lp: "burnt" | "spread" | { owner: string };
}

export interface TokenCaseSpec {
  label: string;
  /** A real mint address; otherwise a fresh key from the label. */
  mint?: string;
  program: "spl" | "t22";
  decimals: number;
  /** Whole tokens. */
  supplyTokens: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions?: ExtensionArgs[];
  /** Token-2022 extensions of the token's accounts (e.g. TransferFeeAmount on a fee mint). */
  accountExtensions?: ExtensionArgs[];
  metaplex?: Omit<MetaplexSpec, "mint">;
  name: string;
  symbol: string;
  /** Holders other than the pool vault. */
  holders: HolderSpec[];
  pool?: PoolSpec;
  market?: MarketSpec;
  extra?: RawAccount[];
}

const cmpKeys = (a: string, b: string) => {
  const x = keyBytes(a);
  const y = keyBytes(b);
  for (let i = 0; i < 32; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};

/** A Raydium CPMM pool (token / WSOL), its token vault, WSOL vault, LP mint and LP holders. */
export async function cpmmPool(
  label: string,
  mint: string,
  program: "spl" | "t22",
  decimals: number,
  tokenAmount: bigint,
  lp: PoolSpec["lp"],
  accountExtensions?: ExtensionArgs[],
): Promise<{ pool: string; accounts: RawAccount[]; vault: string; lpMint: string; lpLargest: LargestAccount[] }> {
  const pool = wallet(`${label}:cpmm-pool`);
  const vault = wallet(`${label}:cpmm-vault-token`);
  const wsolVault = wallet(`${label}:cpmm-vault-wsol`);
  const lpMint = wallet(`${label}:cpmm-lp-mint`);
  const lpTotal = 1_000_000_000_000n; // LP the pool accounts for (lp_supply), 9 decimals
  const tokenIsA = cmpKeys(mint, WSOL_MINT) < 0;
  const [mintA, mintB] = tokenIsA ? [mint, WSOL_MINT] : [WSOL_MINT, mint];
  const [vaultA, vaultB] = tokenIsA ? [vault, wsolVault] : [wsolVault, vault];
  const tokenProgram = program === "spl" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
  const [progA, progB] = tokenIsA ? [tokenProgram, TOKEN_PROGRAM] : [TOKEN_PROGRAM, tokenProgram];
  const [decA, decB] = tokenIsA ? [decimals, 9] : [9, decimals];

  const buf = Buffer.alloc(CpmmPoolInfoLayout.span);
  CpmmPoolInfoLayout.encode(
    {
      configId: new PublicKey(wallet("raydium-cpmm-config-0")),
      poolCreator: new PublicKey(wallet(`${label}:deployer`)),
      vaultA: new PublicKey(vaultA),
      vaultB: new PublicKey(vaultB),
      mintLp: new PublicKey(lpMint),
      mintA: new PublicKey(mintA),
      mintB: new PublicKey(mintB),
      mintProgramA: new PublicKey(progA),
      mintProgramB: new PublicKey(progB),
      observationId: new PublicKey(wallet(`${label}:cpmm-observation`)),
      bump: 255,
      status: 0,
      lpDecimals: 9,
      mintDecimalA: decA,
      mintDecimalB: decB,
      lpAmount: new BN(lpTotal.toString()),
      protocolFeesMintA: new BN(0),
      protocolFeesMintB: new BN(0),
      fundFeesMintA: new BN(0),
      fundFeesMintB: new BN(0),
      openTime: new BN(0),
      epoch: new BN(0),
    } as never,
    buf,
  );
  buf.set(anchorDiscriminator("PoolState"), 0);

  const accounts: RawAccount[] = [rawAccount(pool, CPMM_PROGRAM, new Uint8Array(buf), 4_000_000n)];
  accounts.push(
    tokenAccount({
      address: vault,
      mint,
      owner: CPMM_AUTHORITY,
      amount: tokenAmount,
      program,
      extensions: accountExtensions,
    }),
  );
  accounts.push(
    tokenAccount({
      address: wsolVault,
      mint: WSOL_MINT,
      owner: CPMM_AUTHORITY,
      amount: 500_000_000_000n,
      program: "spl",
    }),
  );

  let lpHolders: HolderSpec[];
  let lpSupply: bigint;
  if (lp === "burnt") {
    lpSupply = 100n; // Raydium keeps a tiny locked remainder; the rest was burnt.
    lpHolders = [{ owner: CPMM_AUTHORITY, amount: 100n }];
  } else if (lp === "spread") {
    lpSupply = lpTotal;
    lpHolders = organicHolders(`${label}:lp`, 30, 100).map((h) => ({
      owner: h.owner,
      amount: (lpTotal * BigInt(Math.round((h.pct ?? 0) * 1e6))) / 100_000_000n,
    }));
  } else {
    lpSupply = lpTotal;
    lpHolders = [{ owner: lp.owner, amount: lpTotal }];
  }
  accounts.push(
    mintAccount({
      address: lpMint,
      program: "spl",
      decimals: 9,
      supply: lpSupply,
      mintAuthority: CPMM_AUTHORITY,
      freezeAuthority: null,
    }),
  );
  const lpTable = await holderAccounts(lpMint, "spl", lpSupply, lpHolders);
  accounts.push(...lpTable.accounts);
  return { pool, accounts, vault, lpMint, lpLargest: lpTable.largest };
}

/** Builds one token world from a spec. */
export async function tokenWorld(s: TokenCaseSpec): Promise<CaseWorld> {
  const mint = s.mint ?? wallet(`${s.label}:mint`);
  const unit = 10n ** BigInt(s.decimals);
  const supply = s.supplyTokens * unit;
  const accounts: RawAccount[] = [clockAccount()];
  accounts.push(
    mintAccount({
      address: mint,
      program: s.program,
      decimals: s.decimals,
      supply,
      mintAuthority: s.mintAuthority,
      freezeAuthority: s.freezeAuthority,
      extensions: s.extensions,
    }),
  );
  if (s.metaplex) accounts.push(await metaplexAccount({ ...s.metaplex, mint }));
  const largest = new Map<string, LargestAccount[]>();
  const holders: HolderSpec[] = [...s.holders];
  const pairs = [];
  if (s.pool && s.market) {
    const tokenAmount = (supply * BigInt(Math.round(s.pool.tokenPct * 10_000))) / 1_000_000n;
    const p = await cpmmPool(s.label, mint, s.program, s.decimals, tokenAmount, s.pool.lp, s.accountExtensions);
    // The pool vault is one of the token's holders (its token account is built by cpmmPool).
    accounts.push(...p.accounts);
    holders.push({ owner: CPMM_AUTHORITY, amount: tokenAmount, tokenAccount: p.vault });
    largest.set(p.lpMint, p.lpLargest);
    pairs.push(
      marketPair({
        mint,
        name: s.name,
        symbol: s.symbol,
        dexId: "raydium",
        labels: ["CPMM"],
        pairAddress: p.pool,
        priceUsd: s.market.priceUsd,
        liquidityUsd: s.market.liquidityUsd,
        volume24hUsd: s.market.volume24hUsd,
        buys24h: s.market.buys24h,
        sells24h: s.market.sells24h,
        fdv: s.market.fdv ?? s.market.priceUsd * Number(s.supplyTokens),
        ageHours: s.market.ageHours,
      }),
    );
  }
  const table = await holderAccounts(
    mint,
    s.program,
    supply,
    holders.filter((h) => h.tokenAccount === undefined),
    s.accountExtensions,
  );
  // Vault rows (token accounts already built) join the largest-accounts answer.
  const rows = [...table.largest];
  for (const h of holders)
    if (h.tokenAccount) rows.push({ address: h.tokenAccount, amount: (h.amount ?? 0n).toString() });
  rows.sort((a, b) => (BigInt(a.amount) === BigInt(b.amount) ? 0 : BigInt(a.amount) > BigInt(b.amount) ? -1 : 1));
  accounts.push(...table.accounts);
  largest.set(mint, rows.slice(0, 20));
  if (s.extra) accounts.push(...s.extra);
  return { mint, accounts, largest, pairs };
}
