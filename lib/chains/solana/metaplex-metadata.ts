/**
 * Metaplex Token Metadata account codec written with @solana/kit codecs (Borsh layout of
 * `MetadataAccountData`, MetadataV1) and the metadata PDA derivation
 * seeds ["metadata", programId, mint].
 *
 * Only the leading fields up to `tokenStandard` are modelled: the risk engine needs
 * name/symbol/uri/updateAuthority/isMutable. Trailing fields (collection, uses, ...) are
 * ignored when decoding; when encoding (sandbox snapshot) they are written as `None`.
 */
import {
  type Address,
  addCodecSizePrefix,
  getAddressCodec,
  getArrayCodec,
  getBooleanCodec,
  getOptionCodec,
  getStructCodec,
  getU8Codec,
  getU16Codec,
  getU32Codec,
  getUtf8Codec,
  type Option,
  type OptionOrNullable,
} from "@solana/kit";
import { addressToBytes } from "./address";
import { once } from "./once";
import { findProgramAddress } from "./pda";
import { memoPda } from "./pda-memo";
import { METADATA_PROGRAM_ID } from "./well-known";

/** Metaplex `Key` discriminator of a Metadata account. */
export const METAPLEX_KEY_METADATA_V1 = 4;

const borshString = () => addCodecSizePrefix(getUtf8Codec(), getU32Codec());

const creatorCodec = getStructCodec([
  ["address", getAddressCodec()],
  ["verified", getBooleanCodec()],
  ["share", getU8Codec()],
]);

export interface MetaplexMetadata {
  key: number;
  updateAuthority: Address;
  mint: Address;
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints: number;
  creators: Option<Array<{ address: Address; verified: boolean; share: number }>>;
  primarySaleHappened: boolean;
  isMutable: boolean;
}

export interface MetaplexMetadataArgs {
  key?: number;
  updateAuthority: Address;
  mint: Address;
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints: number;
  creators: OptionOrNullable<Array<{ address: Address; verified: boolean; share: number }>>;
  primarySaleHappened: boolean;
  isMutable: boolean;
}

/** Codec of the leading Metadata fields (key .. isMutable). */
export const getMetaplexMetadataCodec = once(() => {
  return getStructCodec([
    ["key", getU8Codec()],
    ["updateAuthority", getAddressCodec()],
    ["mint", getAddressCodec()],
    ["name", borshString()],
    ["symbol", borshString()],
    ["uri", borshString()],
    ["sellerFeeBasisPoints", getU16Codec()],
    ["creators", getOptionCodec(getArrayCodec(creatorCodec))],
    ["primarySaleHappened", getBooleanCodec()],
    ["isMutable", getBooleanCodec()],
  ]);
});

/**
 * Decodes a Metaplex Metadata account. Returns null when the bytes are not a MetadataV1
 * account (wrong key or truncated).
 */
export function decodeMetaplexMetadata(data: Uint8Array): MetaplexMetadata | null {
  if (data.length < 1 || data[0] !== METAPLEX_KEY_METADATA_V1) return null;
  try {
    return getMetaplexMetadataCodec().decode(data) as MetaplexMetadata;
  } catch {
    return null;
  }
}

/**
 * Encodes a Metadata account the way the program lays it out: leading fields, then
 * editionNonce/tokenStandard (Fungible)/collection/uses/collectionDetails/programmableConfig,
 * then zero padding to `padTo` bytes (mainnet accounts are 679 bytes).
 */
export function encodeMetaplexMetadata(args: MetaplexMetadataArgs, padTo = 679): Uint8Array {
  const head = getMetaplexMetadataCodec().encode({ ...args, key: args.key ?? METAPLEX_KEY_METADATA_V1 });
  // editionNonce None, tokenStandard Some(Fungible = 2), collection/uses/collectionDetails/programmableConfig None.
  const tail = Uint8Array.from([0, 1, 2, 0, 0, 0, 0]);
  const out = new Uint8Array(Math.max(padTo, head.length + tail.length));
  out.set(head, 0);
  out.set(tail, head.length);
  return out;
}

/** Metaplex metadata PDA for a mint: seeds ["metadata", programId, mint]. */
export function findMetadataPda(mint: string): Promise<string> {
  return memoPda(
    "metaplex-metadata",
    mint,
    async () =>
      findProgramAddress(METADATA_PROGRAM_ID, [
        "metadata",
        addressToBytes(METADATA_PROGRAM_ID),
        addressToBytes(mint),
      ])[0],
  );
}
