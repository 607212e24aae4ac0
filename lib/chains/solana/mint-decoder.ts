/**
 * Decodes SPL Token and Token-2022 mint accounts with the official codecs
 * (`getMintDecoder` / `getExtensionDecoder` from @solana-program/token and
 * @solana-program/token-2022). Token-2022 extensions are walked TLV entry by TLV entry
 * so that an extension type this codec version does not know is listed as `Unknown(n)`
 * instead of failing the whole decode (never silently ignored).
 */
import { isSome, type Option } from "@solana/kit";
import { getMintDecoder as getSplMintDecoder } from "@solana-program/token";
import { type Extension, getExtensionDecoder, getMintDecoder as getT22MintDecoder } from "@solana-program/token-2022";
import { once } from "./once";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, ZERO_ADDRESS } from "./well-known";

const splMintDecoder = once(getSplMintDecoder);
const t22MintDecoder = once(getT22MintDecoder);
const extensionDecoder = once(getExtensionDecoder);

export const MINT_BASE_SIZE = 82;
/** Size of a token account base; Token-2022 puts the account-type byte at this offset. */
export const ACCOUNT_BASE_SIZE = 165;
export const ACCOUNT_TYPE_MINT = 1;
export const ACCOUNT_TYPE_ACCOUNT = 2;

/** Extension names in on-chain discriminator order (ExtensionType in the Token-2022 program). */
export const EXTENSION_NAMES: readonly string[] = [
  "Uninitialized",
  "TransferFeeConfig",
  "TransferFeeAmount",
  "MintCloseAuthority",
  "ConfidentialTransferMint",
  "ConfidentialTransferAccount",
  "DefaultAccountState",
  "ImmutableOwner",
  "MemoTransfer",
  "NonTransferable",
  "InterestBearingConfig",
  "CpiGuard",
  "PermanentDelegate",
  "NonTransferableAccount",
  "TransferHook",
  "TransferHookAccount",
  "ConfidentialTransferFee",
  "ConfidentialTransferFeeAmount",
  "MetadataPointer",
  "TokenMetadata",
  "GroupPointer",
  "TokenGroup",
  "GroupMemberPointer",
  "TokenGroupMember",
  "ConfidentialMintBurn",
  "ScaledUiAmountConfig",
  "PausableConfig",
  "PausableAccount",
  "PermissionedBurn",
];

export interface DecodedExtension {
  /** On-chain extension type discriminator. */
  type: number;
  /** Token-2022 name, or `Unknown(<type>)`. */
  name: string;
  /** Decoded value; null when the type is unknown to this codec or failed to decode. */
  value: Extension | null;
  /** Raw TLV value length in bytes. */
  length: number;
}

export interface DecodedMint {
  program: "spl-token" | "token-2022";
  programId: string;
  supply: bigint;
  decimals: number;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions: DecodedExtension[];
}

export class NotAMintError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotAMintError";
  }
}

/** Option<Address> -> string | null; the all-zero key also means "none". */
export function optionAddress(o: Option<string> | string | null | undefined): string | null {
  if (o === null || o === undefined) return null;
  if (typeof o === "string") return o === ZERO_ADDRESS ? null : o;
  return isSome(o) && o.value !== ZERO_ADDRESS ? o.value : null;
}

/**
 * Decodes a mint account. Throws NotAMintError (with the reason) when the account is not a
 * mint of either token program.
 */
export function decodeMintAccount(owner: string, data: Uint8Array): DecodedMint {
  if (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) {
    throw new NotAMintError(`account is owned by ${owner}, not by the SPL Token or Token-2022 program`);
  }
  const program = owner === TOKEN_PROGRAM_ID ? "spl-token" : "token-2022";
  if (data.length < MINT_BASE_SIZE) {
    throw new NotAMintError(`account data is ${data.length} bytes, shorter than a mint (${MINT_BASE_SIZE})`);
  }
  if (program === "spl-token" && data.length !== MINT_BASE_SIZE) {
    throw new NotAMintError(
      data.length === ACCOUNT_BASE_SIZE
        ? "account is an SPL Token token account, not a mint"
        : `account data is ${data.length} bytes; an SPL Token mint is ${MINT_BASE_SIZE}`,
    );
  }
  if (program === "token-2022" && data.length > MINT_BASE_SIZE) {
    if (data.length <= ACCOUNT_BASE_SIZE) {
      throw new NotAMintError(
        data.length === ACCOUNT_BASE_SIZE
          ? "account is a Token-2022 token account, not a mint"
          : `account data is ${data.length} bytes; not a Token-2022 mint layout`,
      );
    }
    const accountType = data[ACCOUNT_BASE_SIZE];
    if (accountType === ACCOUNT_TYPE_ACCOUNT)
      throw new NotAMintError("account is a Token-2022 token account, not a mint");
    if (accountType !== ACCOUNT_TYPE_MINT) throw new NotAMintError(`unknown Token-2022 account type ${accountType}`);
    for (let i = MINT_BASE_SIZE; i < ACCOUNT_BASE_SIZE; i++) {
      if (data[i] !== 0) throw new NotAMintError("Token-2022 mint padding is not zero; not a mint layout");
    }
  }
  const base = data.subarray(0, MINT_BASE_SIZE);
  let decoded: {
    mintAuthority: Option<string>;
    supply: bigint;
    decimals: number;
    isInitialized: boolean;
    freezeAuthority: Option<string>;
  };
  try {
    decoded = program === "spl-token" ? splMintDecoder().decode(base) : t22MintDecoder().decode(base);
  } catch (err) {
    throw new NotAMintError(`account data does not decode as a mint (${(err as Error).message})`);
  }
  if (!decoded.isInitialized) throw new NotAMintError("mint is not initialized");
  const extensions =
    program === "token-2022" && data.length > ACCOUNT_BASE_SIZE
      ? decodeExtensions(data.subarray(ACCOUNT_BASE_SIZE + 1))
      : [];
  return {
    program,
    programId: owner,
    supply: decoded.supply,
    decimals: decoded.decimals,
    mintAuthority: optionAddress(decoded.mintAuthority),
    freezeAuthority: optionAddress(decoded.freezeAuthority),
    extensions,
  };
}

/** Walks a Token-2022 TLV area ([u16 type][u16 length][value])*. */
export function decodeExtensions(tlv: Uint8Array): DecodedExtension[] {
  const out: DecodedExtension[] = [];
  const view = new DataView(tlv.buffer, tlv.byteOffset, tlv.byteLength);
  const decoder = extensionDecoder();
  let offset = 0;
  while (offset + 4 <= tlv.length) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    if (type === 0) break; // Uninitialized: end of the used TLV area.
    const end = offset + 4 + length;
    if (end > tlv.length) throw new NotAMintError(`Token-2022 extension ${type} overruns the account data`);
    const known = type < EXTENSION_NAMES.length;
    let value: Extension | null = null;
    if (known) {
      try {
        value = decoder.decode(tlv.subarray(offset, end));
      } catch {
        value = null;
      }
    }
    out.push({ type, name: known ? EXTENSION_NAMES[type] : `Unknown(${type})`, value, length });
    offset = end;
  }
  return out;
}

/** Find a decoded extension by kind, typed. */
export function findExtension<K extends Extension["__kind"]>(
  mint: Pick<DecodedMint, "extensions">,
  kind: K,
): Extract<Extension, { __kind: K }> | null {
  for (const e of mint.extensions) {
    if (e.value && e.value.__kind === kind) return e.value as Extract<Extension, { __kind: K }>;
  }
  return null;
}
