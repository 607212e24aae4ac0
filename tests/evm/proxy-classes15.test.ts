/**
 * A proxy whose implementation is read from another contract on every call (issue 25, session 15), recognised by
 * behaviour and judged by who was measured changing that contract's answer, end to end on the local node
 * (contracts/test-tokens/Proxies15.sol; an official Safe 1.5.0 from the npm build artifacts of
 * `@safe-global/safe-smart-account`, OpenZeppelin's TimelockController from the pinned `@openzeppelin/contracts`).
 * The registry is keyed by the proxy's address (implementationOf(proxy) / assign(proxy, impl)), its admin answered by
 * owner(): no function of the shape the engine was tuned on. Expectations written before the engine ran:
 *   lookupKey       danger: the registry's admin is the deployer's wallet: its call re-points the token, a stranger's
 *                   does not: UPGRADEABLE_PROXY high (one key, measured); the token high or critical;
 *   lookupGoverned  safe: the registry handed to a 2-day TimelockController whose proposer is a 2-of-3 Safe: only the
 *                   timelock re-points it: UPGRADEABLE_PROXY medium (governance), EXTERNAL_CALL_IN_TRANSFER low (the
 *                   registry callee governed); the token low or medium;
 *   lookupOpen      danger (hostile sibling): the same governed registry, but an unguarded resync(proxy, impl) lets a
 *                   stranger re-point the token: UPGRADEABLE_PROXY high (anyone, measured); the token high or critical.
 * Round trips unchanged: 3 HTTP requests with LP burnt.
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
import { REGISTRY_MARKER, type RegistrySource, registryAuthority, registryTryOutcome } from "@/lib/chains/evm/proxy";
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
const KEYS = ["lookupKey", "lookupGoverned", "lookupOpen"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const facts = {} as Record<Key, EvmTokenFacts>;
const requests = {} as Record<Key, number>;
const registries = {} as Record<Key, Address>;
const WALLETS = Array.from({ length: 8 }, (_, i) =>
  getAddress(`0x${(0xc0a11e1500 + i).toString(16).padStart(40, "0")}`),
);
let timelock: Address;

/** A fresh outside wallet (never signs here). */
const signer = (label: string) => getAddress(keccak256(toHex(`proxy15:${label}`)).slice(0, 42));

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
    args: [singleton, setup, 1515n],
    account: chain.deployer,
  });
  await chain.send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 1515n]);
  const safe = getAddress(result as Address);
  timelock = await chain.deploy(TIMELOCK, [2n * 86_400n, [safe], [safe], zeroAddress]);

  const ledger = art.LookupLedger15;
  const registryAbi = art.LookupRegistry15.abi;
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    const registry = await chain.deploy("LookupRegistry15", [key === "lookupOpen"]);
    const code = await chain.deploy("LookupLedger15");
    const proxy = await chain.deploy("LookupProxy15", [registry]);
    await chain.send(registry, registryAbi, "assign", [proxy, code]);
    await chain.send(proxy, ledger.abi, "setUp", [`Lookup ${key}`, "LKP15", chain.deployer, SUPPLY]);
    await chain.launch({ address: proxy, abi: ledger.abi }, spreadOver(WALLETS, 500n));
    if (key !== "lookupKey") await chain.send(registry, registryAbi, "handOver", [timelock]);
    tokens[key] = proxy;
    registries[key] = registry;
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    facts[key] = scans[key].facts;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];

describe("a proxy whose implementation is read from another contract", () => {
  it("lookupKey: the registry found by substitution; its owner, one wallet, re-points the token: UPGRADEABLE_PROXY high", () => {
    const src = facts.lookupKey.proxy.registrySource;
    expect(src?.registry).toBe(registries.lookupKey);
    expect(src?.owner).toBe(fx.deployer);
    expect(src?.ownerKind).toBe("eoa");
    expect(src?.stranger).toBe("refused");
    expect(src?.byOwner).toBe("changed");
    const up = finding(results.lookupKey, "UPGRADEABLE_PROXY");
    expect(up?.status).toBe("fail");
    expect(up?.severity).toBe("high");
    expect(up?.title).toBe("Upgradeable by one key (implementation registry, measured)");
    expect(DANGER).toContain(results.lookupKey.riskLevel);
  });

  it("lookupGoverned: only a 2-day timelock re-points it: UPGRADEABLE_PROXY medium, the registry callee low, safe", () => {
    const src = facts.lookupGoverned.proxy.registrySource;
    expect(src?.owner).toBe(timelock);
    expect(src?.ownerKind).toBe("timelock");
    expect(src?.ownerMinDelay).toBe(2 * 86_400);
    expect(src?.stranger).toBe("refused");
    expect(src?.byOwner).toBe("changed");
    const up = finding(results.lookupGoverned, "UPGRADEABLE_PROXY");
    expect(up?.severity).toBe("medium");
    expect(up?.title).toBe("Upgradeable by governance (implementation registry)");
    const ext = finding(results.lookupGoverned, "EXTERNAL_CALL_IN_TRANSFER");
    expect(ext?.evidence.calleeControl).toBe("governance");
    expect(ext?.severity).toBe("low");
    expect(SAFE).toContain(results.lookupGoverned.riskLevel);
  });

  it("lookupOpen: governed, but a stranger's resync re-points it: UPGRADEABLE_PROXY high (anyone)", () => {
    const src = facts.lookupOpen.proxy.registrySource;
    expect(src?.ownerKind).toBe("timelock");
    expect(src?.stranger).toBe("changed");
    const up = finding(results.lookupOpen, "UPGRADEABLE_PROXY");
    expect(up?.severity).toBe("high");
    expect(up?.title).toBe("Upgradeable by anyone (implementation registry, measured)");
    expect(finding(results.lookupOpen, "EXTERNAL_CALL_IN_TRANSFER")?.severity).toBe("high");
    expect(DANGER).toContain(results.lookupOpen.riskLevel);
  });

  it("round trips unchanged: 3 HTTP requests each (LP burnt)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});

describe("registryAuthority (pure): who was measured changing the registry's answer", () => {
  const base: RegistrySource = {
    registry: "0x00000000000000000000000000000000000a1d15",
    owner: "0x00000000000000000000000000000000000b1d15",
    ownerKind: "contract",
    ownerThreshold: null,
    ownerMinDelay: null,
    stranger: "refused",
    byOwner: "changed",
    tried: 4,
  };
  it("a contract owner not recognised as governance: contract (medium in the check), never governance", () => {
    expect(registryAuthority(base).kind).toBe("contract");
  });
  it("governance only when the owner changed it AND a stranger's tries were all read and refused", () => {
    const gov = { ...base, ownerKind: "timelock" as const, ownerMinDelay: 172_800 };
    expect(registryAuthority(gov).kind).toBe("governance");
    expect(registryAuthority({ ...gov, stranger: null }).kind).toBe("not_shown");
    expect(registryAuthority({ ...gov, stranger: "changed" }).kind).toBe("anyone");
  });
  it("nobody measured changing it (the owner refused too, or no owner()): not shown, never safe", () => {
    expect(registryAuthority({ ...base, byOwner: "refused" }).kind).toBe("not_shown");
    expect(registryAuthority({ ...base, owner: null, byOwner: null }).kind).toBe("not_shown");
  });
  it("a burnt owner with a stranger refused: burnt (medium, another controller not ruled out)", () => {
    expect(
      registryAuthority({
        ...base,
        owner: "0x000000000000000000000000000000000000dEaD",
        ownerKind: "burn",
        byOwner: null,
      }).kind,
    ).toBe("burnt");
  });
  it("the try outcome: any marker answer is a change; an unread try leaves a refusal unproven", () => {
    const other = `0x${"00".repeat(31)}01` as Hex;
    expect(registryTryOutcome([other, REGISTRY_MARKER])).toBe("changed");
    expect(registryTryOutcome([other, other])).toBe("refused");
    expect(registryTryOutcome([other, null])).toBe(null);
    expect(registryTryOutcome([])).toBe(null);
  });
});
