/**
 * Reading LP lock end dates from the lockers that expose them (lockers.ts `lockReaderFor`):
 *  - `uncx-v2` (UNCX / Unicrypt V2 liquidity lockers): getNumLocksForToken(lp), then tokenLocks(lp, i) for each lock
 *    -> (lockDate, amount, initialAmount, unlockDate, lockID, owner);
 *  - `pinklock-v2` (PinkSale PinkLock V2): totalLockCountForToken(lp), then ONE getLocksForToken(lp, 0, n - 1) ->
 *    Lock[] (id, token, owner, amount, lockDate, tgeDate, tgeBps, cycle, cycleBps, unlockedAmount, description); the
 *    tgeDate is a normal lock's unlock date and a vesting lock's first unlock.
 * The count is read with the pair (round 2), the entries with the simulation (round 3): no extra round trip.
 * Locks that no longer hold anything are ignored; any entry that cannot be read makes the date unknown (null).
 */
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import type { CallOutcome } from "./calls";
import { type LockReader, MAX_LOCKS_READ } from "./lockers";

const UNCX_ABI = parseAbi([
  "function getNumLocksForToken(address) view returns (uint256)",
  "function tokenLocks(address,uint256) view returns (uint256 lockDate, uint256 amount, uint256 initialAmount, uint256 unlockDate, uint256 lockID, address owner)",
]);

const PINK_ABI = parseAbi([
  "struct Lock { uint256 id; address token; address owner; uint256 amount; uint256 lockDate; uint256 tgeDate; uint256 tgeBps; uint256 cycle; uint256 cycleBps; uint256 unlockedAmount; string description; }",
  "function totalLockCountForToken(address) view returns (uint256)",
  "function getLocksForToken(address,uint256,uint256) view returns (Lock[])",
]);

/** The call that counts the locks of `lp`. */
export function lockCountData(kind: LockReader, lp: Address): Hex {
  return kind === "uncx-v2"
    ? encodeFunctionData({ abi: UNCX_ABI, functionName: "getNumLocksForToken", args: [lp] })
    : encodeFunctionData({ abi: PINK_ABI, functionName: "totalLockCountForToken", args: [lp] });
}

/** The calls that read the first min(count, MAX_LOCKS_READ) locks of `lp`. */
export function lockEntriesData(kind: LockReader, lp: Address, count: number): Hex[] {
  const n = Math.min(count, MAX_LOCKS_READ);
  if (n <= 0) return [];
  if (kind === "uncx-v2")
    return Array.from({ length: n }, (_, i) =>
      encodeFunctionData({ abi: UNCX_ABI, functionName: "tokenLocks", args: [lp, BigInt(i)] }),
    );
  return [encodeFunctionData({ abi: PINK_ABI, functionName: "getLocksForToken", args: [lp, 0n, BigInt(n - 1)] })];
}

/**
 * The earliest unlock date (unix seconds) among the locks still holding tokens, or null when any entry cannot be
 * read or decoded, when more locks exist than were read, or when no lock holds anything.
 */
export function earliestUnlock(kind: LockReader, count: number, outs: readonly CallOutcome[]): number | null {
  if (count > MAX_LOCKS_READ || outs.length === 0) return null;
  const dates: number[] = [];
  try {
    for (const out of outs) {
      if (out.kind !== "ok") return null;
      if (kind === "uncx-v2") {
        const [, amount, , unlockDate] = decodeFunctionResult({
          abi: UNCX_ABI,
          functionName: "tokenLocks",
          data: out.data,
        });
        if (amount > 0n) dates.push(Number(unlockDate));
      } else {
        const locks = decodeFunctionResult({ abi: PINK_ABI, functionName: "getLocksForToken", data: out.data });
        if (locks.length !== count) return null;
        for (const l of locks) if (l.amount > l.unlockedAmount) dates.push(Number(l.tgeDate));
      }
    }
  } catch {
    return null;
  }
  return dates.length ? Math.min(...dates) : null;
}
