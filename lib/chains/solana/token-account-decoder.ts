/**
 * Decodes SPL Token / Token-2022 token accounts (holder accounts) with the official codecs.
 * Only the 165-byte base is decoded; Token-2022 account extensions are not needed for
 * holder resolution.
 */
import { getTokenDecoder as getSplTokenDecoder } from "@solana-program/token";
import { getTokenDecoder as getT22TokenDecoder } from "@solana-program/token-2022";
import { ACCOUNT_BASE_SIZE, ACCOUNT_TYPE_ACCOUNT } from "./mint-decoder";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "./well-known";
import { once } from "./once";

const splTokenDecoder = once(getSplTokenDecoder);
const t22TokenDecoder = once(getT22TokenDecoder);

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
  if (owner === TOKEN_2022_PROGRAM_ID && data.length > ACCOUNT_BASE_SIZE && data[ACCOUNT_BASE_SIZE] !== ACCOUNT_TYPE_ACCOUNT) {
    return null;
  }
  try {
    const base = data.subarray(0, ACCOUNT_BASE_SIZE);
    const t = owner === TOKEN_PROGRAM_ID ? splTokenDecoder().decode(base) : t22TokenDecoder().decode(base);
    if ((t.state as number) === 0) return null;
    return {
      program: owner === TOKEN_PROGRAM_ID ? "spl-token" : "token-2022",
      mint: t.mint,
      owner: t.owner,
      amount: t.amount,
      state: t.state as number,
    };
  } catch {
    return null;
  }
}
