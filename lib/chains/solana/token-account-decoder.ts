/**
 * Decodes SPL Token / Token-2022 token accounts (holder accounts). Only the 165-byte base is
 * decoded; Token-2022 account extensions are not needed for holder resolution.
 *
 * Why not the official `getTokenDecoder` (@solana-program/token / token-2022): it decodes every
 * address field (mint, owner, and the COption delegate / closeAuthority) through kit's BigInt
 * base58, while the engine needs only mint, owner, amount and state. This reads those by fixed
 * offsets of the base layout, with the same results (tests/unit/solana/fast-codecs.test.ts):
 *   mint 0..32, owner 32..64, amount u64 LE 64..72, delegate COption (u32 tag 72..76 + 32 bytes),
 *   state u8 108, isNative COption (u32 tag 109..113 + u64), delegatedAmount u64 121..129,
 *   closeAuthority COption (u32 tag 129..133 + 32 bytes); Token-2022 account type u8 at 165.
 */
import { addressFromBytes } from "./address";
import { ACCOUNT_BASE_SIZE, ACCOUNT_TYPE_ACCOUNT } from "./mint-decoder";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "./well-known";

const MINT_AT = 0;
const OWNER_AT = 32;
const AMOUNT_AT = 64;
const STATE_AT = 108;
/** AccountState: 0 uninitialized, 1 initialized, 2 frozen. */
const STATE_FROZEN = 2;

export interface DecodedTokenAccount {
  program: "spl-token" | "token-2022";
  mint: string;
  owner: string;
  amount: bigint;
  /** 0 uninitialized, 1 initialized, 2 frozen. */
  state: number;
}

/** Returns null when the account is not a token account of either program. */
export function decodeTokenAccount(owner: string, data: Uint8Array): DecodedTokenAccount | null {
  if (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) return null;
  if (data.length < ACCOUNT_BASE_SIZE) return null;
  if (owner === TOKEN_PROGRAM_ID && data.length !== ACCOUNT_BASE_SIZE) return null;
  if (
    owner === TOKEN_2022_PROGRAM_ID &&
    data.length > ACCOUNT_BASE_SIZE &&
    data[ACCOUNT_BASE_SIZE] !== ACCOUNT_TYPE_ACCOUNT
  ) {
    return null;
  }
  // Like the official codec: a state byte > 2 is rejected; COption tags are not (it reads tag === 1 as Some, any other value as None).
  const state = data[STATE_AT];
  if (state === 0 || state > STATE_FROZEN) return null;
  return {
    program: owner === TOKEN_PROGRAM_ID ? "spl-token" : "token-2022",
    mint: addressFromBytes(data.subarray(MINT_AT, MINT_AT + 32)),
    owner: addressFromBytes(data.subarray(OWNER_AT, OWNER_AT + 32)),
    amount: new DataView(data.buffer, data.byteOffset + AMOUNT_AT, 8).getBigUint64(0, true),
    state,
  };
}
