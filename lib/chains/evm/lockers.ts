/**
 * Known liquidity lockers, per chain: LP tokens held by these contracts count as "locked" (not as a holder).
 * Versioned: bump LOCKERS_VERSION with any change so results can say which list they used. Addresses are the
 * lockers' published contracts (UNCX / Unicrypt V2 liquidity locker, Team Finance lock, PinkSale PinkLock);
 * a locker missing here makes its LP count as "held by a contract", never as locked (unknown is never safe).
 * Unlock dates are read where the locker exposes them (`lockReaderFor`, lock-dates.ts): UNCX V2 lockers and PinkLock
 * V2 (the two test lockers implement the same read interfaces); for the others (Team Finance) the unlock date is
 * `null` (unknown).
 */
import type { Address } from "viem";
import type { EvmChainName } from "./chains";

export const LOCKERS_VERSION = "2026-11-23.1";

export interface KnownLocker {
  name: string;
  address: Address;
  /** How to read its unlock dates; default from the name (`lockReaderFor`). */
  lockReader?: LockReader | null;
}

/** Lock-reading interfaces the reader knows (lock-dates.ts). */
export type LockReader = "uncx-v2" | "pinklock-v2";

/** Max locks read per locker and LP token (the earliest unlock among them is reported). */
export const MAX_LOCKS_READ = 10;

/** The interface to read a locker's unlock dates with, or null (dates unknown): UNCX / Unicrypt V2 and PinkLock V2 by name. */
export function lockReaderFor(locker: KnownLocker): LockReader | null {
  if (locker.lockReader !== undefined) return locker.lockReader;
  if (/\b(uncx|unicrypt)\b/i.test(locker.name)) return "uncx-v2";
  if (/\bpinklock\s*v?2\b/i.test(locker.name)) return "pinklock-v2";
  return null;
}

export const KNOWN_LOCKERS: Readonly<Record<EvmChainName, readonly KnownLocker[]>> = {
  ethereum: [
    { name: "UNCX (Unicrypt) V2 locker", address: "0x663A5C229c09b049E36dCc11a9B0d4a8Eb9db214" },
    { name: "Team Finance lock", address: "0xE2fE530C047f2d85298b07D9333C05737f1435fB" },
  ],
  // No Base locker yet: add one only from the locker's own published address list.
  base: [],
  bsc: [
    { name: "UNCX (Unicrypt) V2 locker (PancakeSwap)", address: "0xC765bddB93b0D1c1A88282BA0fa6B2d00E3e0c83" },
    { name: "PinkLock V2", address: "0x407993575c91ce7643a4d4cCACc9A98c36eE1BBE" },
  ],
};
