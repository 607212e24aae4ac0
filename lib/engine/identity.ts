/**
 * Who the token says it is, and who holds its authorities: the reads round trip 2 carries for them
 * (authority accounts that may be multisigs, the account an external MetadataPointer names), and
 * what they mean once read (authority classes, the pointed metadata, the trust context keyed by mint,
 * issuer authority keys and every name a wallet may show).
 */
import { decodePointedMetadata } from "../chains/solana/external-metadata";
import { decodeMetaplexMetadata } from "../chains/solana/metaplex-metadata";
import { type DecodedMint, findExtension } from "../chains/solana/mint-decoder";
import { METADATA_PROGRAM_ID, ZERO_ADDRESS } from "../chains/solana/well-known";
import type { TokenRegistry } from "../trust/token-registry";
import { type NameSource, resolveTrust, type TrustList, type TrustResolution } from "../trust/trust";
import {
  type AuthorityFacts,
  type AuthorityRole,
  authorityAddresses,
  authorityAddressesToRead,
  classifyAuthorities,
  liveAuthorityAddresses,
} from "./authorities";
import type { MetadataPointerFacts } from "./checks/check";
import { sanitizeText, TEXT_LIMITS } from "./text";
import type { MetadataFacts, RawAccount } from "./types";

export interface IdentityReads {
  roles: Array<{ role: AuthorityRole; address: string | null }>;
  /** External MetadataPointer target (not the mint, not the Metaplex PDA), or null. */
  pointer: string | null;
  /** Every address to read in round trip 2 for identity. */
  addresses: string[];
  /** Names read in round trip 1 (Token-2022 TokenMetadata in the mint, Metaplex metadata). */
  names: NameSource[];
}

const clean = (name: string | null | undefined, symbol: string | null | undefined) => ({
  name: sanitizeText(name, TEXT_LIMITS.name),
  symbol: sanitizeText(symbol, TEXT_LIMITS.symbol),
});

export function identityReads(
  mintAddress: string,
  mint: DecodedMint,
  metadataPda: string,
  metadata: MetadataFacts,
  pdaAccount: RawAccount | null = null,
): IdentityReads {
  const roles = authorityAddresses(mint, metadata);
  const ptr = findExtension(mint, "MetadataPointer");
  const target = ptr && ptr.metadataAddress.__option === "Some" ? ptr.metadataAddress.value : null;
  const pointer = target && target !== ZERO_ADDRESS && target !== mintAddress && target !== metadataPda ? target : null;
  const names: NameSource[] = [];
  const t22 = findExtension(mint, "TokenMetadata");
  if (t22 && t22.mint === mintAddress) names.push({ source: "token-2022", ...clean(t22.name, t22.symbol) });
  if (pdaAccount && pdaAccount.owner === METADATA_PROGRAM_ID) {
    const md = decodeMetaplexMetadata(pdaAccount.data);
    if (md && md.mint === mintAddress) names.push({ source: "metaplex", ...clean(md.name, md.symbol) });
  }
  if (names.length === 0 && (metadata.name || metadata.symbol))
    names.push({ source: metadata.source, name: metadata.name, symbol: metadata.symbol });
  const addresses = authorityAddressesToRead(roles);
  if (pointer && !addresses.includes(pointer)) addresses.push(pointer);
  return { roles, pointer, addresses, names };
}

export interface Identity {
  authorities: AuthorityFacts;
  pointer: MetadataPointerFacts | null;
  trust: TrustResolution;
  /** The metadata read at the pointer, when the mint has no metadata of its own (else null). */
  pointedMetadata: MetadataFacts | null;
}

export function identityFromReads(
  reads: IdentityReads,
  accounts: ReadonlyMap<string, RawAccount | null>,
  ctx: { mintAddress: string; metadata: MetadataFacts; trustList: TrustList; registry: TokenRegistry | null },
): Identity {
  const authorities = classifyAuthorities(reads.roles, accounts, ctx.trustList);
  let pointer: MetadataPointerFacts | null = null;
  const names = [...reads.names];
  if (reads.pointer) {
    const base = { address: reads.pointer, owner: null, name: null, symbol: null, updateAuthority: null };
    if (!accounts.has(reads.pointer)) pointer = { ...base, status: "not_read" };
    else {
      const acct = accounts.get(reads.pointer) ?? null;
      const md = acct ? decodePointedMetadata(acct) : null;
      if (!acct) pointer = { ...base, status: "missing" };
      else if (!md) pointer = { ...base, owner: acct.owner, status: "undecoded" };
      else {
        // Metadata that declares another mint (e.g. the deployer's second mint carrying a TokenMetadata) is
        // still what a wallet that follows the pointer without checking the field shows: read and compared,
        // the borrowed identity kept as evidence (declaredMint).
        const text = clean(md.name, md.symbol);
        const declaredMint = md.mint !== null && md.mint !== ctx.mintAddress ? md.mint : null;
        const keys = new Set(reads.roles.map((r) => r.address).filter((x): x is string => !!x && x !== ZERO_ADDRESS));
        if (ctx.metadata.updateAuthority) keys.add(ctx.metadata.updateAuthority);
        const controlledBy = [md.updateAuthority, md.mintAuthority ?? null].find((k) => k && keys.has(k)) ?? null;
        pointer = {
          ...base,
          owner: acct.owner,
          status: "read",
          ...text,
          updateAuthority: md.updateAuthority,
          declaredMint,
          controlledBy,
        };
        names.push({ source: "pointer", ...text });
      }
    }
  }
  const pointedMetadata: MetadataFacts | null =
    pointer?.status === "read" && (ctx.metadata.source === "unknown" || ctx.metadata.source === "none")
      ? {
          source: "token-2022",
          name: pointer.name,
          symbol: pointer.symbol,
          uri: null,
          mutable: pointer.updateAuthority !== null,
          updateAuthority: pointer.updateAuthority,
          address: pointer.address,
        }
      : null;
  const shown = pointedMetadata ?? ctx.metadata;
  const trust = resolveTrust(ctx.trustList, ctx.mintAddress, shown.name, shown.symbol, {
    names,
    authorities: liveAuthorityAddresses(authorities),
    registry: ctx.registry,
  });
  return { authorities, pointer, trust, pointedMetadata };
}
