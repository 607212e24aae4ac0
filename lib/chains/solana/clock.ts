/**
 * The Clock sysvar (current slot and epoch), decoded with the official codec
 * (`getSysvarClockDecoder` from @solana/sysvars). The scan reads it in its first
 * getMultipleAccounts (no extra round trip) to know which Token-2022 transfer fee is in force.
 */
import { getSysvarClockDecoder, SYSVAR_CLOCK_ADDRESS } from "@solana/sysvars";
import { once } from "./once";
import type { RawAccount } from "./types";

export const CLOCK_SYSVAR_ID: string = SYSVAR_CLOCK_ADDRESS;
/** Owner of every sysvar account. */
export const SYSVAR_OWNER_ID = "Sysvar1111111111111111111111111111111111111";

const clockDecoder = once(getSysvarClockDecoder);

export interface ClockFacts {
  slot: bigint;
  epoch: bigint;
  unixTimestamp: bigint;
}

/** The decoded Clock, or null when the account is absent, not the sysvar, or malformed. */
export function decodeClock(account: RawAccount | null | undefined): ClockFacts | null {
  if (!account || account.owner !== SYSVAR_OWNER_ID || account.data.length < 40) return null;
  try {
    const c = clockDecoder().decode(account.data);
    return { slot: c.slot, epoch: c.epoch, unixTimestamp: c.unixTimestamp };
  } catch {
    return null;
  }
}
