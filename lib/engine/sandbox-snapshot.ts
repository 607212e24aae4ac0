/**
 * Builds the sandbox's built-in, versioned snapshot deterministically with the official
 * codecs (SPL Token / Token-2022 `getMintEncoder` + `getTokenEncoder`, and the engine's
 * Metaplex codec). No network, no randomness, no clock: the same version always yields the
 * same bytes.
 */
import { createHash } from "node:crypto";
import { address, type Address } from "@solana/kit";
import { getMintEncoder as getSplMintEncoder, getTokenEncoder as getSplTokenEncoder } from "@solana-program/token";
import {
  getMintEncoder as getT22MintEncoder,
  getTokenEncoder as getT22TokenEncoder,
  type ExtensionArgs,
} from "@solana-program/token-2022";
import { addressFromBytes } from "../chains/solana/address";
import { encodeMetaplexMetadata, findMetadataPda } from "../chains/solana/metaplex-metadata";
import { METADATA_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "../chains/solana/well-known";
import type { LargestAccount, RawAccount } from "./types";

export const SANDBOX_SNAPSHOT_VERSION = "sandbox-2025.1";
/** The fixed slot every sandbox answer reports. */
export const SANDBOX_SLOT = 310_000_000;
const SEED_PREFIX = "token-risk-sandbox:v1:";

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
}

export interface BuiltToken {
  mint: string;
  metadataPda: string;
  accounts: Map<string, RawAccount>;
  largest: LargestAccount[];
}

function raw(addr: string, owner: string, data: Uint8Array): RawAccount {
  return { address: addr, owner, lamports: lamportsFor(data.length), executable: false, data };
}

export function encodeMintBytes(spec: Pick<TokenSpec, "program" | "decimals" | "supply" | "mintAuthority" | "freezeAuthority" | "extensions">): Uint8Array {
  const base = {
    mintAuthority: spec.mintAuthority ? address(spec.mintAuthority) : null,
    supply: spec.supply,
    decimals: spec.decimals,
    isInitialized: true,
    freezeAuthority: spec.freezeAuthority ? address(spec.freezeAuthority) : null,
  };
  if (spec.program === "spl-token") return new Uint8Array(getSplMintEncoder().encode(base));
  const exts = spec.extensions && spec.extensions.length ? spec.extensions : null;
  return new Uint8Array(getT22MintEncoder().encode({ ...base, extensions: exts }));
}

export function encodeTokenAccountBytes(program: "spl-token" | "token-2022", mint: string, owner: string, amount: bigint, frozen = false): Uint8Array {
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
export function token2022MetadataExtensions(mint: string, md: Extract<MetadataSpec, { kind: "token-2022" }>): ExtensionArgs[] {
  return [
    { __kind: "MetadataPointer", authority: md.updateAuthority ? address(md.updateAuthority) : null, metadataAddress: address(mint) },
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
  const programId = spec.program === "spl-token" ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
  const extensions = [...(spec.extensions ?? [])];
  if (spec.metadata.kind === "token-2022") extensions.push(...token2022MetadataExtensions(spec.mint, spec.metadata));
  accounts.set(spec.mint, raw(spec.mint, programId, encodeMintBytes({ ...spec, extensions })));
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
  const holders = spec.holders.map((h, i) => {
    const tokenAccount = sandboxAddress(`${labelPrefix}:token-account:${i}`);
    const amount = (spec.supply * BigInt(h.bps)) / 10_000n;
    accounts.set(tokenAccount, raw(tokenAccount, programId, encodeTokenAccountBytes(spec.program, spec.mint, h.owner, amount)));
    return { address: tokenAccount, amount };
  });
  const largest = holders
    .sort((a, b) => (a.amount === b.amount ? (a.address < b.address ? -1 : 1) : a.amount > b.amount ? -1 : 1))
    .slice(0, 20)
    .map((h) => ({ address: h.address, amount: h.amount.toString() }));
  return { mint: spec.mint, metadataPda, accounts, largest };
}
