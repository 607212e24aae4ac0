/**
 * Governance recognised by code, never by its own answers (lib/chains/evm/governance.ts), over the official Safe
 * 1.5.0 build artifacts (`@safe-global/safe-smart-account`, pinned) and hand-made timelock code.
 */

import SafeProxyArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Hex, keccak256, pad, toFunctionSelector, toHex } from "viem";
import { describe, expect, it } from "vitest";
import {
  type GovernanceRaw,
  recogniseGovernance,
  SAFE_PROXY_CODE_HASHES,
  SAFE_SINGLETON_CODE_HASHES,
} from "@/lib/chains/evm/governance";

const SINGLETON = "0x41675C099F32341bf84BFc5382aF534df5C7461a";
const proxyCode = SafeProxyArtifact.deployedBytecode as Hex;
const singletonHash = keccak256(SafeArtifact.deployedBytecode as Hex);
const singletonAnswer = (hash: Hex): Hex => `0x${pad(SINGLETON).slice(2)}${hash.slice(2)}`;
const w = (n: number | bigint) => toHex(n, { size: 32 });
const safe = (over: Partial<GovernanceRaw> = {}): GovernanceRaw => ({
  code: proxyCode,
  singleton: singletonAnswer(singletonHash),
  slots: [w(0), w(1)], // slot 2 (unused for a Safe), modules[0x1] = 0x1 (no module)
  claims: [2n, null, null],
  ...over,
});
/** A dispatcher holding the given selectors (PUSH4 x EQ PUSH1 tag JUMPI, as solc emits). */
const dispatcher = (sigs: string[]): Hex =>
  `0x${sigs.map((s) => `63${toFunctionSelector(`function ${s}`).slice(2)}14610000` + "57").join("")}00` as Hex;

describe("governance recognised by code", () => {
  it("the official artifacts' hashes are the recorded ones", () => {
    expect(SAFE_PROXY_CODE_HASHES[keccak256(proxyCode)]).toBe("1.5.0");
    expect(SAFE_SINGLETON_CODE_HASHES.has(singletonHash)).toBe(true);
  });
  it("an official Safe proxy of an official singleton, 2-of-3, no module: a multisig", () => {
    expect(recogniseGovernance(safe()).governance).toMatchObject({ kind: "multisig", threshold: 2 });
  });
  it("a Safe with a module, one signature, or an unofficial singleton is not governance", () => {
    expect(recogniseGovernance(safe({ slots: [w(0), w(0xabc)] })).governance).toBeNull();
    expect(recogniseGovernance(safe({ claims: [1n, null, null] })).governance).toBeNull();
    const other = recogniseGovernance(safe({ singleton: singletonAnswer(keccak256("0x6000")) }));
    expect(other.governance).toBeNull();
    expect(other.claimed?.why).toMatch(/not an official Safe singleton/);
  });
  it("a contract answering getThreshold() = 2 or getMinDelay() = 2 days is only a claim", () => {
    const fake = recogniseGovernance({
      code: "0x6000",
      singleton: null,
      slots: [null, null],
      claims: [2n, null, null],
    });
    expect(fake.governance).toBeNull();
    expect(fake.claimed?.claim).toMatch(/getThreshold\(\) = 2/);
    const lock = recogniseGovernance({
      code: "0x6000",
      singleton: null,
      slots: [w(172_800), null],
      claims: [null, 172_800n, null],
    });
    expect(lock.governance).toBeNull();
  });
  it("TimelockController / Compound Timelock: full documented interface and the delay in storage slot 2", () => {
    const oz = dispatcher([
      "getMinDelay()",
      "updateDelay(uint256)",
      "schedule(address,uint256,bytes,bytes32,bytes32,uint256)",
      "execute(address,uint256,bytes,bytes32,bytes32)",
      "cancel(bytes32)",
      "getTimestamp(bytes32)",
      "hashOperation(address,uint256,bytes,bytes32,bytes32)",
      "PROPOSER_ROLE()",
      "EXECUTOR_ROLE()",
      "hasRole(bytes32,address)",
    ]);
    const raw: GovernanceRaw = {
      code: oz,
      singleton: null,
      slots: [w(172_800), null],
      claims: [null, 172_800n, null],
      unqueued: { oz: "reverted", compound: null },
    };
    expect(recogniseGovernance(raw).governance).toMatchObject({ kind: "timelock", delaySeconds: 172_800 });
    // The answer disagrees with the storage: unverified.
    expect(recogniseGovernance({ ...raw, slots: [w(0), null] }).governance).toBeNull();
    // Under a day: no time to exit.
    expect(
      recogniseGovernance({ ...raw, slots: [w(3_600), null], claims: [null, 3_600n, null] }).governance,
    ).toBeNull();
  });
});
