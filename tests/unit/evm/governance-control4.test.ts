/**
 * Who really controls it, round 4 (lib/chains/evm/governance.ts): a Safe counts as governance only when the token's
 * own insiders cannot reach its threshold alone; a timelock must dispatch nothing beyond its documented interface and
 * must refuse to execute an operation never queued.
 */

import { type Address, getAddress, type Hex, keccak256, toFunctionSelector, toHex } from "viem";
import { describe, expect, it } from "vitest";
import {
  type GovernanceRaw,
  type GovernanceReading,
  recogniseGovernance,
  withInsiders,
} from "@/lib/chains/evm/governance";

const addr = (l: string): Address => getAddress(keccak256(toHex(l)).slice(0, 42));
const [SAFE, DEPLOYER, OPERATOR, OUTSIDER1, OUTSIDER2] = ["safe", "deployer", "operator", "o1", "o2"].map(addr);
const safeReading = (owners: Address[] | null, threshold = 2): GovernanceReading => ({
  governance: { kind: "multisig", threshold, delaySeconds: null, recognisedBy: "Safe 1.5.0 proxy", owners },
  claimed: null,
});
const insiders = [
  { address: DEPLOYER, role: "first mint's recipient (deployer)" },
  { address: OPERATOR, role: "owner()" },
  { address: SAFE, role: "storage slot 6 compared with CALLER" },
];

describe("a Safe the token's insiders can sign alone is one party's keys", () => {
  it("2-of-2 of the deployer and the token's owner(): not governance, the insiders named", () => {
    const r = withInsiders(safeReading([DEPLOYER, OPERATOR]), SAFE, insiders);
    expect(r?.governance).toBeNull();
    expect(r?.claimed?.why).toContain("reach its threshold of 2 alone");
    expect(r?.claimed?.why).toContain(OPERATOR);
  });
  it("2-of-3 with one insider among outside signers: governance", () => {
    const r = withInsiders(safeReading([DEPLOYER, OUTSIDER1, OUTSIDER2]), SAFE, insiders);
    expect(r?.governance).toMatchObject({ kind: "multisig", threshold: 2 });
  });
  it("signers that could not be read: not governance (unknown signers)", () => {
    expect(withInsiders(safeReading(null), SAFE, insiders)?.governance).toBeNull();
  });
});

/** A dispatcher holding the given selectors (PUSH4 x EQ PUSH1 tag JUMPI, as solc emits). */
const dispatcher = (sigs: string[]): Hex =>
  `0x${sigs.map((s) => `63${toFunctionSelector(`function ${s}`).slice(2)}14610000` + "57").join("")}00` as Hex;
const COMPOUND = [
  "admin()",
  "pendingAdmin()",
  "delay()",
  "GRACE_PERIOD()",
  "MINIMUM_DELAY()",
  "MAXIMUM_DELAY()",
  "setDelay(uint256)",
  "acceptAdmin()",
  "setPendingAdmin(address)",
  "queueTransaction(address,uint256,string,bytes,uint256)",
  "cancelTransaction(address,uint256,string,bytes,uint256)",
  "executeTransaction(address,uint256,string,bytes,uint256)",
  "queuedTransactions(bytes32)",
];
const w = (n: number) => toHex(n, { size: 32 });
const compound = (sigs: string[], unqueued: GovernanceRaw["unqueued"]): GovernanceRaw => ({
  code: dispatcher(sigs),
  singleton: null,
  slots: [w(172_800), null],
  claims: [null, null, 172_800n],
  unqueued,
});

describe("a timelock by behaviour, not by interface", () => {
  it("the documented interface, the delay in slot 2, a never-queued operation refused: a timelock", () => {
    const r = recogniseGovernance(compound(COMPOUND, { oz: "reverted", compound: "reverted" }));
    expect(r.governance).toMatchObject({ kind: "timelock", delaySeconds: 172_800 });
  });
  it("a never-queued operation executed: no delay, unverified", () => {
    const r = recogniseGovernance(compound(COMPOUND, { oz: "reverted", compound: "executed" }));
    expect(r.governance).toBeNull();
    expect(r.claimed?.why).toContain("never queued");
  });
  it("the behaviour could not be checked: unverified", () => {
    expect(recogniseGovernance(compound(COMPOUND, { oz: null, compound: null })).governance).toBeNull();
  });
  it("one function beyond the documented contract (executeNow): unverified", () => {
    const r = recogniseGovernance(
      compound([...COMPOUND, "executeNow(address,bytes)"], { oz: "reverted", compound: "reverted" }),
    );
    expect(r.governance).toBeNull();
    expect(r.claimed?.why).toContain(toFunctionSelector("function executeNow(address,bytes)"));
  });
});
