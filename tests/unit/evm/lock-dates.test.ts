/**
 * Lock end dates from locker answers (lib/chains/evm/lock-dates.ts), ABI-encoded with viem as the lockers return them.
 */

import { type Address, encodeAbiParameters, parseAbiParameters } from "viem";
import { describe, expect, it } from "vitest";
import { earliestUnlock, lockEntriesData } from "@/lib/chains/evm/lock-dates";
import { lockReadersToProbe, MAX_LOCKS_READ } from "@/lib/chains/evm/lockers";

const LP: Address = "0x5946FBA4d718494c604b8122df6074130F524f27";
const OWNER: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const uncx = (amount: bigint, unlockDate: bigint) => ({
  kind: "ok" as const,
  data: encodeAbiParameters(parseAbiParameters("uint256,uint256,uint256,uint256,uint256,address"), [
    1n,
    amount,
    amount,
    unlockDate,
    0n,
    OWNER,
  ]),
});
const pink = (locks: { amount: bigint; unlocked: bigint; tge: bigint }[]) => ({
  kind: "ok" as const,
  data: encodeAbiParameters(
    parseAbiParameters("(uint256,address,address,uint256,uint256,uint256,uint256,uint256,uint256,uint256,string)[]"),
    [locks.map((l, i) => [BigInt(i), LP, OWNER, l.amount, 1n, l.tge, 0n, 0n, 0n, l.unlocked, "lp"] as const)],
  ),
});

describe("LP lock end dates", () => {
  it("UNCX V2: the earliest unlock among locks still holding LP (withdrawn locks ignored)", () => {
    expect(earliestUnlock("uncx-v2", 3, [uncx(5n, 3_000n), uncx(0n, 1_000n), uncx(7n, 2_000n)])).toBe(2_000);
    expect(lockEntriesData("uncx-v2", LP, 3)).toHaveLength(3);
  });
  it("PinkLock V2: one call for all locks; tgeDate is the unlock date; fully unlocked locks ignored", () => {
    expect(lockEntriesData("pinklock-v2", LP, 4)).toHaveLength(1);
    expect(
      earliestUnlock("pinklock-v2", 2, [
        pink([
          { amount: 10n, unlocked: 10n, tge: 100n },
          { amount: 10n, unlocked: 0n, tge: 900n },
        ]),
      ]),
    ).toBe(900);
  });
  it("unknown (null), never a date, when an entry cannot be read, the answer is malformed, or more locks exist than are read", () => {
    expect(earliestUnlock("uncx-v2", 2, [uncx(5n, 3_000n), { kind: "absent" }])).toBeNull();
    expect(earliestUnlock("uncx-v2", 1, [{ kind: "ok", data: "0x1234" }])).toBeNull();
    expect(earliestUnlock("pinklock-v2", 3, [pink([{ amount: 1n, unlocked: 0n, tge: 5n }])])).toBeNull(); // fewer locks than counted
    expect(
      earliestUnlock(
        "uncx-v2",
        MAX_LOCKS_READ + 1,
        Array.from({ length: MAX_LOCKS_READ }, () => uncx(1n, 10n)),
      ),
    ).toBeNull();
  });
  it("which interfaces are tried: the entry's lockReader, else every known one (detected by probing), never the name", () => {
    expect(lockReadersToProbe({ name: "anything", address: LP, lockReader: "pinklock-v2" })).toEqual(["pinklock-v2"]);
    expect(lockReadersToProbe({ name: "UNCX (Unicrypt) V2 locker", address: LP })).toEqual(["uncx-v2", "pinklock-v2"]);
    expect(lockReadersToProbe({ name: "PinkLock V2", address: LP })).toEqual(["uncx-v2", "pinklock-v2"]);
    expect(lockReadersToProbe({ name: "Team Finance lock", address: LP, lockReader: null })).toEqual([]);
  });
});
