/**
 * The account a Token-2022 MetadataPointer names, when it is not the mint: decoded as
 *  - Metaplex metadata (owned by the Token Metadata program), or
 *  - a Token-2022 mint carrying a TokenMetadata extension, or
 *  - an spl-token-metadata-interface account: a TLV entry [8-byte discriminator][u32 length][value],
 *    the discriminator being sha256("spl_token_metadata_interface:token_metadata")[..8]
 *    (solana-program-library token-metadata/interface/src/state.rs, spl-type-length-value). The value is
 *    the same Borsh TokenMetadata struct as the mint extension, so it is decoded with the official
 *    Token-2022 extension codec.
 */
import { createHash } from "node:crypto";
import { type Address, address } from "@solana/kit";
import { getExtensionDecoder, getExtensionEncoder } from "@solana-program/token-2022";
import { decodeMetaplexMetadata } from "./metaplex-metadata";
import { decodeMintAccount, findExtension } from "./mint-decoder";
import { once } from "./once";
import type { RawAccount } from "./types";
import { METADATA_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, ZERO_ADDRESS } from "./well-known";

export const TOKEN_METADATA_DISCRIMINATOR: Uint8Array = new Uint8Array(
  createHash("sha256").update("spl_token_metadata_interface:token_metadata").digest().subarray(0, 8),
);
/** Token-2022 ExtensionType::TokenMetadata. */
const TOKEN_METADATA_EXTENSION_TYPE = 19;

const extDecoder = once(getExtensionDecoder);
const extEncoder = once(getExtensionEncoder);

export interface PointedMetadata {
  kind: "metaplex" | "token-2022-mint" | "token-metadata-interface";
  mint: string | null;
  name: string;
  symbol: string;
  updateAuthority: string | null;
  /** When the pointed account is itself a Token-2022 mint: its mint authority (null: none). */
  mintAuthority?: string | null;
}

const ua = (a: string | null | undefined) => (a && a !== ZERO_ADDRESS ? a : null);

/** Decodes the pointed account; null when it is none of the layouts above. */
export function decodePointedMetadata(account: RawAccount): PointedMetadata | null {
  if (account.owner === METADATA_PROGRAM_ID) {
    const md = decodeMetaplexMetadata(account.data);
    return md
      ? { kind: "metaplex", mint: md.mint, name: md.name, symbol: md.symbol, updateAuthority: ua(md.updateAuthority) }
      : null;
  }
  if (account.owner === TOKEN_2022_PROGRAM_ID) {
    try {
      const decoded = decodeMintAccount(account.owner, account.data);
      const tm = findExtension(decoded, "TokenMetadata");
      if (tm)
        return {
          kind: "token-2022-mint",
          mint: tm.mint,
          name: tm.name,
          symbol: tm.symbol,
          updateAuthority: tm.updateAuthority.__option === "Some" ? ua(tm.updateAuthority.value) : null,
          mintAuthority: ua(decoded.mintAuthority),
        };
    } catch {
      return null;
    }
    return null;
  }
  const d = account.data;
  if (d.length < 12) return null;
  for (let i = 0; i < 8; i++) if (d[i] !== TOKEN_METADATA_DISCRIMINATOR[i]) return null;
  const len = new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(8, true);
  if (12 + len > d.length || len > 0xffff) return null;
  const tlv = new Uint8Array(4 + len);
  new DataView(tlv.buffer).setUint16(0, TOKEN_METADATA_EXTENSION_TYPE, true);
  new DataView(tlv.buffer).setUint16(2, len, true);
  tlv.set(d.subarray(12, 12 + len), 4);
  try {
    const v = extDecoder().decode(tlv);
    if (v.__kind !== "TokenMetadata") return null;
    return {
      kind: "token-metadata-interface",
      mint: v.mint,
      name: v.name,
      symbol: v.symbol,
      updateAuthority: v.updateAuthority.__option === "Some" ? ua(v.updateAuthority.value) : null,
    };
  } catch {
    return null;
  }
}

/** Encodes an spl-token-metadata-interface account (tests, sandbox): discriminator, u32 length, TokenMetadata. */
export function encodeTokenMetadataAccount(md: {
  mint: string;
  updateAuthority: string | null;
  name: string;
  symbol: string;
  uri: string;
}): Uint8Array {
  const ext = new Uint8Array(
    extEncoder().encode({
      __kind: "TokenMetadata",
      updateAuthority: md.updateAuthority ? (address(md.updateAuthority) as Address) : null,
      mint: address(md.mint),
      name: md.name,
      symbol: md.symbol,
      uri: md.uri,
      additionalMetadata: new Map(),
    }),
  );
  const value = ext.subarray(4);
  const out = new Uint8Array(12 + value.length);
  out.set(TOKEN_METADATA_DISCRIMINATOR, 0);
  new DataView(out.buffer).setUint32(8, value.length, true);
  out.set(value, 12);
  return out;
}
