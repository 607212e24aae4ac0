/**
 * Who holds an authority (mint, freeze, permanent delegate, fee config, hook, metadata update,
 * close, interest rate, pause, ...): not only "is it set", but what can sign for it.
 *
 *  - `none`: no authority.
 *  - `burn`: an address no key can sign for (the incinerator, the system program / all-zero key):
 *    revoked in effect.
 *  - `known_program`: a PDA of a known program in a known role (known-authorities.ts): the risk is
 *    that program's, documented with its source.
 *  - `multisig`: an SPL Token / Token-2022 Multisig account (decoded with the official codec): still a
 *    live authority, m of n keys.
 *  - `program_pda`: an address off the ed25519 curve (only a program can sign for it) of a program
 *    we do not know: a live authority controlled by whoever can upgrade that program.
 *  - `wallet`: an on-curve address that is not a multisig account: a private key signs for it.
 *
 * The account at the address is read in a round trip the scan already makes (the holders' one);
 * `accountRead` says whether it was.
 */
import { getMultisigDecoder } from "@solana-program/token";
import { addressToBytes } from "./address";
import { knownProgramAuthority } from "./known-authorities";
import { once } from "./once";
import { isOnCurve } from "./pda";
import type { RawAccount } from "./types";
import { INCINERATOR, SYSTEM_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "./well-known";

/** Addresses no key can sign for, with the documented reason. */
export const UNSIGNABLE_ADDRESSES: ReadonlyMap<string, string> = new Map([
  [INCINERATOR, "the incinerator (no private key exists; Solana docs)"],
  [SYSTEM_PROGRAM_ID, "the system program id / all-zero key (no private key exists)"],
]);

/** Size of an SPL Token Multisig account (the same layout in Token-2022). */
export const MULTISIG_SIZE = 355;
const multisigDecoder = once(getMultisigDecoder);

export type AuthorityHolderKind = "none" | "burn" | "known_program" | "multisig" | "program_pda" | "wallet";

export interface AuthorityHolder {
  address: string | null;
  kind: AuthorityHolderKind;
  /** Whether the account at the address was read (for multisig detection). */
  accountRead: boolean;
  /** One phrase describing the holder, for details. */
  description: string;
  /** known_program: program, role, risk and source. */
  program?: { id: string; name: string; role: string; risk: string; source: string };
  /** multisig: m of n and the signers. */
  multisig?: { m: number; n: number; signers: string[] };
}

/** Decodes an SPL Token / Token-2022 Multisig account with the official codec; null when it is not one. */
export function decodeMultisigAccount(account: RawAccount | null | undefined): AuthorityHolder["multisig"] | null {
  if (!account) return null;
  if (account.owner !== TOKEN_PROGRAM_ID && account.owner !== TOKEN_2022_PROGRAM_ID) return null;
  if (account.data.length !== MULTISIG_SIZE) return null;
  try {
    const ms = multisigDecoder().decode(account.data);
    if (!ms.isInitialized || ms.n < 1 || ms.n > 11 || ms.m < 1 || ms.m > ms.n) return null;
    return { m: ms.m, n: ms.n, signers: ms.signers.slice(0, ms.n).map(String) };
  } catch {
    return null;
  }
}

function offCurve(address: string): boolean {
  try {
    return !isOnCurve(addressToBytes(address));
  } catch {
    return false;
  }
}

/**
 * Classifies the holder of one authority. `account`: the account at the address (null: read, no
 * account; undefined: not read).
 */
export function classifyAuthorityHolder(
  address: string | null,
  account: RawAccount | null | undefined,
): AuthorityHolder {
  const accountRead = account !== undefined;
  if (!address) return { address: null, kind: "none", accountRead: false, description: "no authority" };
  const burn = UNSIGNABLE_ADDRESSES.get(address);
  if (burn) return { address, kind: "burn", accountRead, description: `${burn}: revoked in effect` };
  const known = knownProgramAuthority(address);
  if (known)
    return {
      address,
      kind: "known_program",
      accountRead,
      description: `the ${known.role} of ${known.programName} (a PDA of ${known.program})`,
      program: { id: known.program, name: known.programName, role: known.role, risk: known.risk, source: known.source },
    };
  const ms = decodeMultisigAccount(account);
  if (ms)
    return {
      address,
      kind: "multisig",
      accountRead,
      description: `an SPL Token multisig (${ms.m} of ${ms.n} signers)`,
      multisig: ms,
    };
  if (offCurve(address))
    return {
      address,
      kind: "program_pda",
      accountRead,
      description: "a PDA of an unknown program (controlled by whoever can upgrade that program)",
    };
  return {
    address,
    kind: "wallet",
    accountRead,
    description: accountRead ? "a wallet key" : "a key (its account was not read)",
  };
}
