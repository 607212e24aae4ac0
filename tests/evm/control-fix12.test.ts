/**
 * Review11a fixes 9 and 10 (session 10): who can upgrade a UUPS-style ledger, end to end on the local node
 * (contracts/test-tokens/ControlFix12.sol on ControlTokens12.sol's keel ledger; an official Safe 1.5.0 from the npm
 * build artifacts of `@safe-global/safe-smart-account`). Expectations written before the engine ran on these tokens,
 * every one hostile (the honest keel ledger under a timelock stays medium in control-classes12.test.ts):
 *   crowdDeployer  the role admin and the keel (upgrade) role go to a 2-of-3 Safe, then nine throw-away wallets get
 *                  an unused role, then the deployer gets the keel role: the deployer (the first mint's recipient) is
 *                  tried first and passes: UPGRADEABLE_PROXY high, the deployer named (was medium "governance": the
 *                  crowd pushed it past the eight callers tried);
 *   crowdHand      the same with a fresh wallet as the last keel holder: it is not among the callers tried, only the
 *                  Safe passes, so "only governance can upgrade" is not shown: high, the untried counted;
 *   slotRelay      the keel role held by a relay contract whose one controller sits in storage slot 0 (no owner(),
 *                  no event): the relay passes, the key it answers is one key: high, that key named (was medium "a
 *                  contract not recognised as governance");
 *   listRelay      its sibling keeping its keepers in a mapping (nothing to read): not shown governed: high.
 * Round trips unchanged: 3 HTTP requests with LP burnt.
 */

import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  keccak256,
  parseEther,
  toHex,
  zeroAddress,
} from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = ["crowdDeployer", "crowdHand", "slotRelay", "listRelay"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const facts = {} as Record<Key, EvmTokenFacts>;
const requests = {} as Record<Key, number>;
const WALLETS = Array.from({ length: 8 }, (_, i) =>
  getAddress(`0x${(0xf1c5e1200 + i).toString(16).padStart(40, "0")}`),
);
/** A fresh outside wallet (never signs here). */
const signer = (label: string) => getAddress(keccak256(toHex(`controlfix12:${label}`)).slice(0, 42));
const HAND = signer("hand");
const KEEPER = signer("keeper");
let safe: Address;
let relay: Address;
let listRelay: Address;
const tokens = {} as Record<Key, Address>;

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
    args: [singleton, setup, 1213n],
    account: chain.deployer,
  });
  await chain.send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 1213n]);
  safe = getAddress(result as Address);
  relay = await chain.deploy("SlotRelay12", [KEEPER]);
  listRelay = await chain.deploy("ListRelay12", [KEEPER]);
  const ledger = art.KeelLedger12;
  for (const key of KEYS) {
    const code =
      key === "slotRelay" || key === "listRelay"
        ? await chain.deploy("KeelLedger12")
        : await chain.deploy("CrowdedKeelLedger12", [key === "crowdHand" ? HAND : zeroAddress]);
    const rig = encodeFunctionData({
      abi: ledger.abi,
      functionName: "rig",
      args: [`Keel ${key}`, "KEEL", SUPPLY, safe, key === "slotRelay" ? relay : key === "listRelay" ? listRelay : safe],
    });
    tokens[key] = await chain.deploy("KeelProxy12", [code, rig]);
    await chain.launch({ address: tokens[key], abi: ledger.abi }, spreadOver(WALLETS, 500n));
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    facts[key] = scans[key].facts;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const passedBy = (f: EvmTokenFacts) =>
  (f.proxy.upgradeCallers ?? []).filter((c) => c.outcome === "passed").map((c) => c.address);

describe("who can upgrade, with the candidates crowded (review11a finding 9)", () => {
  it("crowdDeployer (hostile): the deployer's keel role granted after nine junk grants is tried first: high", () => {
    const f = facts.crowdDeployer;
    expect(f.proxy.upgradeStranger).toBe("refused");
    expect(f.proxy.upgradeCallers?.[0]?.address).toBe(fx.deployer);
    expect(passedBy(f)).toContain(fx.deployer);
    expect(passedBy(f)).toContain(safe);
    const up = finding(results.crowdDeployer, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(fx.deployer);
    expect(["high", "critical"]).toContain(results.crowdDeployer.riskLevel);
  });

  it("crowdHand (hostile): only the Safe passes among the callers tried, others untried: not governed, high", () => {
    const f = facts.crowdHand;
    expect(f.proxy.upgradeStranger).toBe("refused");
    expect(passedBy(f)).toEqual([safe]);
    expect(f.proxy.upgradeCallers?.some((c) => c.address === HAND)).toBe(false);
    expect(f.proxy.upgradeUntried).toBeGreaterThan(0);
    const up = finding(results.crowdHand, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain("were not tried");
    expect(["high", "critical"]).toContain(results.crowdHand.riskLevel);
  });
});

describe("an upgrader relay with one controller in storage (review11a finding 10)", () => {
  it("slotRelay (hostile): the relay passes, the key in its slot is one key: high, that key named", () => {
    expect(passedBy(facts.slotRelay)).toEqual([relay]);
    const up = finding(results.slotRelay, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain(KEEPER);
    expect(["high", "critical"]).toContain(results.slotRelay.riskLevel);
  });

  it("listRelay (hostile sibling): its keepers in a mapping (no slot to read): not shown governed, high", () => {
    expect(passedBy(facts.listRelay)).toEqual([listRelay]);
    const up = finding(results.listRelay, "UPGRADEABLE_PROXY");
    expect(up?.severity, up?.detail).toBe("high");
    expect(up?.detail).toContain("controller was not read");
    expect(["high", "critical"]).toContain(results.listRelay.riskLevel);
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
