/**
 * Account builders for the blind held-out Solana cases. Written by the held-out analyst without
 * reading the engine: every account is encoded with the official codecs (@solana-program/token,
 * @solana-program/token-2022, @solana/sysvars, Metaplex mpl-token-metadata), addresses are real
 * ed25519 keys (deterministic from a label) or real program-derived addresses.
 */
import { createHash } from "node:crypto";
import { getMetadataAccountDataSerializer } from "@metaplex-foundation/mpl-token-metadata";
import { publicKey as umiPublicKey } from "@metaplex-foundation/umi";
import { ed25519 } from "@noble/curves/ed25519.js";
import {
  type Address,
  address,
  getAddressDecoder,
  getAddressEncoder,
  getProgramDerivedAddress,
  none,
  type Option,
  some,
} from "@solana/kit";
import { getSysvarClockEncoder } from "@solana/sysvars";
import {
  AccountState,
  getMultisigEncoder,
  getMintEncoder as getSplMintEncoder,
  getTokenEncoder as getSplTokenEncoder,
} from "@solana-program/token";
import {
  type ExtensionArgs,
  getMintEncoder as getT22MintEncoder,
  getTokenEncoder as getT22TokenEncoder,
} from "@solana-program/token-2022";
import type { LargestAccount, RawAccount } from "@/lib/engine/types";
import type { MarketPair } from "@/lib/market/types";

export type Verdict = "safe" | "danger";

/** Real program ids (Solana docs; Metaplex docs; SPL docs). */
export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb";
export const ASSOCIATED_TOKEN_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";
export const METADATA_PROGRAM = "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s";
export const SYSTEM_PROGRAM = "11111111111111111111111111111111";
export const INCINERATOR = "1nc1nerator11111111111111111111111111111111";
export const SYSVAR_CLOCK = "SysvarC1ock11111111111111111111111111111111";
export const WSOL_MINT = "So11111111111111111111111111111111111111112";
export const USDC_MINT = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

/** The fixed "now" of the held-out run: 2026-11-26T00:00:00Z. */
export const HELDOUT_NOW_MS = Date.UTC(2026, 10, 26, 0, 0, 0);
/**
 * Mainnet epoch at HELDOUT_NOW_MS, estimated: epochs are 432,000 slots (~2.0–2.2 days); an epoch
 * near 750 fell in early 2025, so late November 2026 is about epoch 1030. Served as the Clock sysvar.
 */
export const HELDOUT_EPOCH = 1030n;
export const HELDOUT_SLOT = 524_256n + (HELDOUT_EPOCH - 14n) * 432_000n + 200_000n;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const addrDecoder = getAddressDecoder();
const addrEncoder = getAddressEncoder();

/** A real ed25519 public key (an ordinary wallet), deterministic from a label. */
export function wallet(label: string): string {
  const seed = createHash("sha256").update(`heldout-solana:${label}`).digest();
  return addrDecoder.decode(ed25519.getPublicKey(new Uint8Array(seed)));
}

/** A program id of an unknown program (a real ed25519 key of an unknown deployer's program). */
export const unknownProgram = (label: string) => wallet(`program:${label}`);

export async function pda(programId: string, seeds: (string | Uint8Array)[]): Promise<string> {
  const [a] = await getProgramDerivedAddress({
    programAddress: address(programId),
    seeds: seeds.map((s) => (typeof s === "string" ? new TextEncoder().encode(s) : s)),
  });
  return a;
}

export const keyBytes = (a: string) => new Uint8Array(addrEncoder.encode(address(a)));

export async function ata(owner: string, mint: string, tokenProgram: string): Promise<string> {
  return pda(ASSOCIATED_TOKEN_PROGRAM, [keyBytes(owner), keyBytes(tokenProgram), keyBytes(mint)]);
}

const opt = (a: string | null | undefined): Option<Address> => (a ? some(address(a)) : none());

export function rawAccount(addr: string, owner: string, data: Uint8Array, lamports = 2_039_280n): RawAccount {
  return { address: addr, owner, lamports, executable: false, data: new Uint8Array(data) };
}

export interface MintSpec {
  address: string;
  program: "spl" | "t22";
  decimals: number;
  /** Raw supply in base units. */
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** Token-2022 extensions, encoded with the official extension codec. */
  extensions?: ExtensionArgs[];
}

export function mintAccount(m: MintSpec): RawAccount {
  const base = {
    mintAuthority: opt(m.mintAuthority),
    supply: m.supply,
    decimals: m.decimals,
    isInitialized: true,
    freezeAuthority: opt(m.freezeAuthority),
  };
  if (m.program === "spl") {
    return rawAccount(m.address, TOKEN_PROGRAM, new Uint8Array(getSplMintEncoder().encode(base)), 1_461_600n);
  }
  const data = getT22MintEncoder().encode({
    ...base,
    extensions: m.extensions && m.extensions.length > 0 ? some(m.extensions) : none(),
  });
  return rawAccount(m.address, TOKEN_2022_PROGRAM, new Uint8Array(data), 5_000_000n);
}

export interface TokenAccountSpec {
  address: string;
  mint: string;
  owner: string;
  amount: bigint;
  program: "spl" | "t22";
  frozen?: boolean;
  /** Token-2022 account extensions; default ImmutableOwner (an associated token account). */
  extensions?: ExtensionArgs[];
}

export function tokenAccount(t: TokenAccountSpec): RawAccount {
  const base = {
    mint: address(t.mint),
    owner: address(t.owner),
    amount: t.amount,
    delegate: none<Address>(),
    state: t.frozen ? AccountState.Frozen : AccountState.Initialized,
    isNative: none<bigint>(),
    delegatedAmount: 0n,
    closeAuthority: none<Address>(),
  };
  if (t.program === "spl")
    return rawAccount(t.address, TOKEN_PROGRAM, new Uint8Array(getSplTokenEncoder().encode(base)));
  const data = getT22TokenEncoder().encode({
    ...base,
    extensions: some(t.extensions ?? [{ __kind: "ImmutableOwner" }]),
  });
  return rawAccount(t.address, TOKEN_2022_PROGRAM, new Uint8Array(data));
}

/** An SPL Token multisig account (m of n signers), owned by the given token program. */
export function multisigAccount(
  addr: string,
  m: number,
  signers: string[],
  program: "spl" | "t22" = "spl",
): RawAccount {
  const padded = [...signers];
  while (padded.length < 11) padded.push(SYSTEM_PROGRAM);
  const data = getMultisigEncoder().encode({
    m,
    n: signers.length,
    isInitialized: true,
    signers: padded.map((s) => address(s)),
  });
  return rawAccount(addr, program === "spl" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM, new Uint8Array(data));
}

export interface MetaplexSpec {
  mint: string;
  name: string;
  symbol: string;
  uri?: string;
  updateAuthority: string;
  isMutable: boolean;
}

export const metaplexPda = (mint: string) =>
  pda(METADATA_PROGRAM, ["metadata", keyBytes(METADATA_PROGRAM), keyBytes(mint)]);

/** A Metaplex Token Metadata account at the mint's metadata PDA (mpl-token-metadata serializer). */
export async function metaplexAccount(m: MetaplexSpec): Promise<RawAccount> {
  const data = getMetadataAccountDataSerializer().serialize({
    updateAuthority: umiPublicKey(m.updateAuthority),
    mint: umiPublicKey(m.mint),
    name: m.name,
    symbol: m.symbol,
    uri: m.uri ?? "",
    sellerFeeBasisPoints: 0,
    creators: null,
    primarySaleHappened: false,
    isMutable: m.isMutable,
    editionNonce: null,
    tokenStandard: some(2), // Fungible
    collection: null,
    uses: null,
    collectionDetails: null,
    programmableConfig: null,
  });
  return rawAccount(await metaplexPda(m.mint), METADATA_PROGRAM, new Uint8Array(data), 5_616_720n);
}

/** The Clock sysvar at the held-out epoch (@solana/sysvars encoder). */
export function clockAccount(): RawAccount {
  const unix = BigInt(Math.floor(HELDOUT_NOW_MS / 1000));
  const data = getSysvarClockEncoder().encode({
    slot: HELDOUT_SLOT,
    epochStartTimestamp: (unix - 100_000n) as never,
    epoch: HELDOUT_EPOCH,
    leaderScheduleEpoch: HELDOUT_EPOCH + 1n,
    unixTimestamp: unix as never,
  });
  return {
    address: SYSVAR_CLOCK,
    owner: "Sysvar1111111111111111111111111111111111111",
    lamports: 1_169_280n,
    executable: false,
    data: new Uint8Array(data),
  };
}

export interface HolderSpec {
  owner: string;
  /** Share of supply in percent; or an exact raw amount. */
  pct?: number;
  amount?: bigint;
  frozen?: boolean;
  /** Token account address when it is not the owner's associated token account (pool vaults). */
  tokenAccount?: string;
}

/**
 * Token accounts for a holder table and the getTokenLargestAccounts answer (largest first, at most 20).
 */
export async function holderAccounts(
  mint: string,
  program: "spl" | "t22",
  supply: bigint,
  holders: HolderSpec[],
  accountExtensions?: ExtensionArgs[],
): Promise<{ accounts: RawAccount[]; largest: LargestAccount[] }> {
  const tokenProgram = program === "spl" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
  const accounts: RawAccount[] = [];
  const rows: { address: string; amount: bigint }[] = [];
  for (const h of holders) {
    const amount = h.amount ?? (supply * BigInt(Math.round((h.pct ?? 0) * 10_000))) / 1_000_000n;
    const addr = h.tokenAccount ?? (await ata(h.owner, mint, tokenProgram));
    accounts.push(
      tokenAccount({
        address: addr,
        mint,
        owner: h.owner,
        amount,
        program,
        frozen: h.frozen,
        extensions: accountExtensions,
      }),
    );
    rows.push({ address: addr, amount });
  }
  rows.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
  return { accounts, largest: rows.slice(0, 20).map((r) => ({ address: r.address, amount: r.amount.toString() })) };
}

/** `n` ordinary wallets sharing `totalPct`, with uneven (organic) balances. */
export function organicHolders(label: string, n: number, totalPct: number): HolderSpec[] {
  // Weights 1/(i+1.5): a long-tailed, uneven distribution like a real holder table.
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, i) => ({ owner: wallet(`${label}:holder:${i}`), pct: (totalPct * w) / sum }));
}

export interface PairSpec {
  mint: string;
  name: string;
  symbol: string;
  dexId: string;
  pairAddress: string;
  quote?: "SOL" | "USDC";
  labels?: string[];
  priceUsd: number;
  liquidityUsd: number;
  volume24hUsd: number;
  buys24h: number;
  sells24h: number;
  fdv: number;
  /** Age of the pair. */
  ageHours: number;
}

/** A market pair as DexScreener reports it (lib/market/types.ts MarketPair). */
export function marketPair(p: PairSpec): MarketPair {
  const quote =
    p.quote === "USDC"
      ? { address: USDC_MINT, name: "USD Coin", symbol: "USDC" }
      : { address: WSOL_MINT, name: "Wrapped SOL", symbol: "SOL" };
  const solUsd = 180;
  return {
    chainId: "solana",
    dexId: p.dexId,
    url: `https://dexscreener.com/solana/${p.pairAddress.toLowerCase()}`,
    pairAddress: p.pairAddress,
    labels: p.labels ?? [],
    baseToken: { address: p.mint, name: p.name, symbol: p.symbol },
    quoteToken: quote,
    priceNative: p.quote === "USDC" ? p.priceUsd : p.priceUsd / solUsd,
    priceUsd: p.priceUsd,
    buys24h: p.buys24h,
    sells24h: p.sells24h,
    volume24hUsd: p.volume24hUsd,
    liquidityUsd: p.liquidityUsd,
    liquidityBase: p.liquidityUsd / 2 / Math.max(p.priceUsd, 1e-12),
    liquidityQuote: p.quote === "USDC" ? p.liquidityUsd / 2 : p.liquidityUsd / 2 / solUsd,
    fdv: p.fdv,
    marketCap: p.fdv,
    pairCreatedAt: HELDOUT_NOW_MS - p.ageHours * HOUR,
  };
}

export const days = (n: number) => n * 24;
export { DAY, HOUR };

/** What one case puts in the snapshot. */
export interface CaseWorld {
  mint: string;
  accounts: RawAccount[];
  /** getTokenLargestAccounts answers: the case's mint and any other mint (LP mints). */
  largest: Map<string, LargestAccount[]>;
  pairs: MarketPair[];
}

export interface SolanaHeldoutCase {
  name: string;
  expected: Verdict;
  kind: "real" | "benign" | "attack" | "venue";
  /** The analyst's reasoning from the public description, written before the engine ran. */
  rationale: string;
  /** Where the facts come from (URL or repo/path) and when they were read. */
  source: string;
  build: () => Promise<CaseWorld>;
}
