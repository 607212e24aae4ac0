/**
 * Who can upgrade a proxy whose implementation carries its own upgrade function (issue 25, session 10), decided by
 * behaviour, end to end on the local node (contracts/test-tokens/ControlTokens12.sol; an official Safe 1.5.0 from the
 * npm build artifacts of `@safe-global/safe-smart-account`, OpenZeppelin's TimelockController from the pinned
 * `@openzeppelin/contracts`). Expectations written before the engine ran on these tokens:
 *   keelKey       a UUPS-style ledger behind a bare EIP-1967 proxy; owner() renounced, its role admin an official
 *                 2-of-3 Safe, but the upgrade is gated by a "keel" role held by the deployer's wallet (RoleGranted
 *                 event): that wallet's no-op upgrade passes, a stranger's is refused: UPGRADEABLE_PROXY high;
 *   keelGoverned  the same ledger with the keel role held by a 2-day TimelockController proposed by the Safe: only
 *                 governance passes: UPGRADEABLE_PROXY medium, the token not high;
 *   keelQuiet     (hostile) the keel role written for the deployer with no event, the EIP-1967 admin slot set to
 *                 0x…dEaD and owner() renounced (everything reads "nobody can upgrade"): the deployer's upgrade
 *                 passes all the same: high;
 *   keelGranted   (hostile) the keel role held by the same 2-day timelock, but the role admin (role 0) is the deployer's
 *                 wallet: only the timelock passes the upgrade, yet that wallet can grant itself the keel role and
 *                 upgrade at once: high, the wallet named;
 *   keelRelay     (hostile) the keel role held by a relay contract (answers getThreshold() = 3) whose code only runs
 *                 what one hard-coded wallet asks: the relay passes, the wallet behind it is one key: high.
 * The role events' net members, backed by hasRole (holders.ts roleMembership / confirmRoles, `facts.control.roles`):
 * a role granted then renounced is listed with no member; the keel role written with no event shows up only through
 * the behaviour above. Round trips unchanged: 3 HTTP requests with LP burnt.
 */

import { createRequire } from "node:module";
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  parseEther,
  toHex,
  zeroAddress,
} from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmRoles, MAX_ROLE_CHECKS, roleChecks, roleMembership } from "@/lib/chains/evm/holders";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const require = createRequire(import.meta.url);
const TIMELOCK = require("@openzeppelin/contracts/build/contracts/TimelockController.json") as {
  abi: Abi;
  bytecode: Hex;
};

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = ["keelKey", "keelGoverned", "keelQuiet", "keelGranted", "keelRelay"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const facts = {} as Record<Key, EvmTokenFacts>;
const requests = {} as Record<Key, number>;
const WALLETS = Array.from({ length: 8 }, (_, i) =>
  getAddress(`0x${(0xc0a11e1200 + i).toString(16).padStart(40, "0")}`),
);
const KEEL = keccak256(toHex("keel.hands"));
const HALT = keccak256(toHex("keel.halt"));
const ADMIN_ROLE = `0x${"00".repeat(32)}` as Hex;
let safe: Address;
let timelock: Address;
let relay: Address;

/** A fresh outside wallet (never signs here). */
const signer = (label: string) => getAddress(keccak256(toHex(`control12:${label}`)).slice(0, 42));

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const singleton = await chain.deploy({ abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode });
  const safeFactory = await chain.deploy({ abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode });
  const setup = encodeFunctionData({
    abi: SafeArtifact.abi as Abi,
    functionName: "setup",
    args: [
      [1, 2, 3].map((i) => signer(`signer${i}`)),
      2n,
      zeroAddress,
      "0x",
      zeroAddress,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
  const { result } = await chain.pub.simulateContract({
    address: safeFactory,
    abi: FactoryArtifact.abi as Abi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 1212n],
    account: chain.deployer,
  });
  await chain.send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 1212n]);
  safe = getAddress(result as Address);
  timelock = await chain.deploy(TIMELOCK, [2n * 86_400n, [safe], [safe], zeroAddress]);

  relay = await chain.deploy("KeyRelay11", [signer("relay-key")]);
  const ledger = art.KeelLedger12;
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    const code = await chain.deploy(key === "keelQuiet" ? "QuietKeelLedger12" : "KeelLedger12");
    const keel =
      key === "keelGoverned" || key === "keelGranted" ? timelock : key === "keelRelay" ? relay : chain.deployer;
    const rig = encodeFunctionData({
      abi: ledger.abi,
      functionName: "rig",
      args: [`Keel ${key}`, "KEEL", SUPPLY, key === "keelGranted" ? chain.deployer : safe, keel],
    });
    tokens[key] = await chain.deploy("KeelProxy12", [code, rig]);
    await chain.launch({ address: tokens[key], abi: ledger.abi }, spreadOver(WALLETS, 500n));
    // The deployer gives up the halt role it was granted at set-up (a role with no member left).
    if (key === "keelKey") await chain.send(tokens[key], ledger.abi, "renounceRole", [HALT, chain.deployer]);
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    facts[key] = scans[key].facts;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const roleOf = (f: EvmTokenFacts, role: Hex) =>
  f.control?.roles?.find((r) => r.role.toLowerCase() === role.toLowerCase());

describe("who can upgrade through the implementation's own upgrade function is decided by behaviour", () => {
  it("keelKey: the upgrade role is one wallet's (owner() renounced, role admin a Safe): UPGRADEABLE_PROXY high", () => {
    const r = results.keelKey;
    const f = facts.keelKey;
    expect(f.proxy.kind).toBe("eip1967");
    expect(f.ownership.renounced).toBe(true);
    expect(f.proxy.upgradeStranger).toBe("refused");
    const passed = (f.proxy.upgradeCallers ?? []).filter((c) => c.outcome === "passed").map((c) => c.address);
    expect(passed).toEqual([fx.deployer]);
    expect((f.proxy.upgradeCallers ?? []).find((c) => c.address === safe)?.outcome).toBe("refused");
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(fx.deployer);
    expect(up?.detail).toContain("one key can replace the token's code");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("keelKey: the role events' net members, backed by hasRole (a renounced role has no member left)", () => {
    const f = facts.keelKey;
    expect(roleOf(f, KEEL)?.members).toEqual([fx.deployer]);
    expect(roleOf(f, KEEL)?.onChain).toEqual([fx.deployer]);
    expect(roleOf(f, ADMIN_ROLE)?.members).toEqual([safe]);
    expect(roleOf(f, ADMIN_ROLE)?.onChain).toEqual([safe]);
    const halt = roleOf(f, HALT);
    expect(halt?.named).toEqual([fx.deployer]);
    expect(halt?.members).toEqual([]);
    expect(halt?.onChain).toEqual([]);
    expect(halt?.hiddenMembers).toEqual([]);
    // Nobody holds the halt role, but its admin role (role 0) is the Safe's: it can grant it again.
    expect(halt?.adminRole).toBe(ADMIN_ROLE);
  });

  it("keelGoverned: only a 2-day timelock (proposed by the Safe) passes the upgrade: medium, the token not high", () => {
    const r = results.keelGoverned;
    const f = facts.keelGoverned;
    const passed = (f.proxy.upgradeCallers ?? []).filter((c) => c.outcome === "passed");
    expect(passed.map((c) => c.address)).toEqual([timelock]);
    expect(passed[0].governed).toBe(true);
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("medium");
    expect(up?.detail).toContain("only from recognised governance");
    expect(up?.detail).toContain("is a timelock");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });

  it("keelQuiet (hostile): no grant event, a burnt admin slot, owner() renounced: the deployer still upgrades: high", () => {
    const r = results.keelQuiet;
    const f = facts.keelQuiet;
    expect(f.proxy.adminKind).toBe("burn");
    expect(roleOf(f, KEEL)).toBeUndefined();
    // hasRole read for the creator on every role the events named: the halt role it still holds.
    expect(roleOf(f, HALT)?.onChain).toEqual([fx.deployer]);
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(fx.deployer);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("keelGranted (hostile): only the timelock passes, but one wallet holds the keel role's admin role: high", () => {
    const r = results.keelGranted;
    const f = facts.keelGranted;
    const passed = (f.proxy.upgradeCallers ?? []).filter((c) => c.outcome === "passed");
    expect(passed.map((c) => c.address)).toEqual([timelock]);
    expect(passed[0].governed).toBe(false);
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(`${fx.deployer} holds the admin role`);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("keelRelay (hostile): a relay contract passes the upgrade, and the wallet its code answers is one key: high", () => {
    const r = results.keelRelay;
    const passed = (facts.keelRelay.proxy.upgradeCallers ?? []).filter((c) => c.outcome === "passed");
    expect(passed.map((c) => c.address)).toEqual([relay]);
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(signer("relay-key"));
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});

describe("role members backed by hasRole (pure)", () => {
  const a = getAddress(`0x${"a1".repeat(20)}`);
  const b = getAddress(`0x${"b2".repeat(20)}`);
  const creator = getAddress(`0x${"c3".repeat(20)}`);
  const roles = roleMembership({ roleHolders: [{ role: KEEL, account: b }], roleAdmins: [] }, [
    {
      topics: [
        "0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d",
        HALT,
        `0x${"0".repeat(24)}${a.slice(2)}` as Hex,
        KEEL,
      ],
      data: "0x",
      blockNumber: 1n,
    },
    {
      topics: [
        "0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b",
        HALT,
        `0x${"0".repeat(24)}${a.slice(2)}` as Hex,
        KEEL,
      ],
      data: "0x",
      blockNumber: 2n,
    },
  ]);
  it("a role granted then revoked is listed with no member; every named account and the creator are read", () => {
    expect(roles.find((r) => r.role === HALT)).toMatchObject({ members: [], named: [a], adminRole: ADMIN_ROLE });
    expect(roles.find((r) => r.role === KEEL)).toMatchObject({ members: [b], named: [b] });
    const checks = roleChecks(roles, [creator]);
    expect(checks).toHaveLength(4);
    expect(checks.length).toBeLessThanOrEqual(MAX_ROLE_CHECKS);
    // The creator holds the halt role with no event: a hidden member. One read failed: that role is not confirmed.
    const answers = checks.map((c) => (c.role === HALT ? c.account === creator : c.account === b ? true : null));
    const confirmed = confirmRoles(roles, checks, answers, [creator]);
    expect(confirmed.find((r) => r.role === HALT)).toMatchObject({ onChain: [creator], hiddenMembers: [creator] });
    expect(confirmed.find((r) => r.role === KEEL)?.onChain).toBeNull();
    const gone = confirmRoles(
      [...roles, { role: ADMIN_ROLE, adminRole: ADMIN_ROLE, members: [], named: [a] }],
      [...checks, { role: ADMIN_ROLE, account: a }, { role: ADMIN_ROLE, account: creator }],
      [false, false, true, null, false, false],
      [creator],
    );
    expect(gone.find((r) => r.role === HALT)?.onChain).toEqual([]);
    expect(gone.find((r) => r.role === ADMIN_ROLE)?.onChain).toEqual([]);
    expect(gone.find((r) => r.role === KEEL)?.onChain).toBeNull();
  });
});
