/**
 * Who can upgrade, followed through every hop to the keys (issue 25, session 11), end to end on the local node: an
 * OpenZeppelin TransparentUpgradeableProxy (v5, from the pinned npm build artifacts) whose own ProxyAdmin is owned by
 * an official Safe 1.5.0 (npm build artifacts of `@safe-global/safe-smart-account`); the Safe's helpers in
 * contracts/test-tokens/ControlTokens13.sol. Class: a Safe that one key operates alone is one key, as an EOA owner is.
 * Expectations written before the engine ran on these tokens:
 *   oneOfThree        the ProxyAdmin's owner is a Safe with threshold 1 of 3 outside signers: any one key upgrades:
 *                     UPGRADEABLE_PROXY high, the scan high or worse;
 *   twoOfThree        the same with threshold 2 of 3 (the control twin): governance, UPGRADEABLE_PROXY low, the scan
 *                     neither high nor critical;
 *   moduleKey         threshold 2 of 3, but an account without code is enabled as a module (it executes without
 *                     signatures): one key, UPGRADEABLE_PROXY high;
 *   moduleOwnedByKey  threshold 2 of 3 with a module contract whose owner() is an account without code: one key
 *                     steers it, UPGRADEABLE_PROXY high;
 *   moduleOwnedBySafe threshold 2 of 3 with the same module contract owned by the Safe itself (the control twin): not
 *                     shown to be one key, not recognised governance either (a module is enabled): UPGRADEABLE_PROXY
 *                     medium, never high.
 * Every scan: 3 HTTP requests with LP burnt (the Safe's module and its owner are read by the governance program in
 * round 3's existing call).
 */

import { createRequire } from "node:module";
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, type Hex, parseEther, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { decodeModuleRead, ONE_KEY_SAFE_WORDS, oneKeyRole } from "@/lib/chains/evm/governance";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const require = createRequire(import.meta.url);
const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = ["oneOfThree", "twoOfThree", "moduleKey", "moduleOwnedByKey", "moduleOwnedBySafe"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const safes = {} as Record<Key, Address>;
const WALLETS = Array.from({ length: 25 }, (_, i) =>
  getAddress(`0x${(0xc0c13a540 + i).toString(16).padStart(40, "0")}`),
);

beforeAll(async () => {
  const chain = await launcher(fx);
  const { pub, accounts, send } = chain;
  const deployer = accounts[0];
  const signers = [accounts[1], accounts[2], accounts[3]];
  const moduleKey = accounts[4];
  const deploy = async (abi: Abi, bytecode: string, args: unknown[] = []) => chain.deploy({ abi, bytecode }, args);
  const art = testTokenArtifacts();
  const proxyArt = require("@openzeppelin/contracts/build/contracts/TransparentUpgradeableProxy.json") as {
    abi: Abi;
    bytecode: Hex;
  };
  const singleton = await deploy(SafeArtifact.abi as Abi, SafeArtifact.bytecode);
  const safeFactory = await deploy(FactoryArtifact.abi as Abi, FactoryArtifact.bytecode);
  const enabler = await deploy(art.SafeModuleEnabler13.abi, art.SafeModuleEnabler13.bytecode);
  let nonce = 1300n;
  const createSafe = async (threshold: bigint, module: Address | null = null) => {
    const setup = encodeFunctionData({
      abi: SafeArtifact.abi as Abi,
      functionName: "setup",
      args: [
        signers,
        threshold,
        module ? enabler : zeroAddress,
        module
          ? encodeFunctionData({ abi: art.SafeModuleEnabler13.abi, functionName: "enable", args: [module] })
          : "0x",
        zeroAddress,
        zeroAddress,
        0n,
        zeroAddress,
      ],
    });
    nonce += 1n;
    const { result } = await pub.simulateContract({
      address: safeFactory,
      abi: FactoryArtifact.abi as Abi,
      functionName: "createProxyWithNonce",
      args: [singleton, setup, nonce],
      account: deployer,
    });
    await send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, nonce]);
    return getAddress(result as Address);
  };
  const ownedModule = async (owner: Address) =>
    deploy(art.OwnedSafeModule13.abi, art.OwnedSafeModule13.bytecode, [owner]);

  safes.oneOfThree = await createSafe(1n);
  safes.twoOfThree = await createSafe(2n);
  safes.moduleKey = await createSafe(2n, moduleKey);
  safes.moduleOwnedByKey = await createSafe(2n, await ownedModule(moduleKey));
  {
    const module = await ownedModule(deployer);
    safes.moduleOwnedBySafe = await createSafe(2n, module);
    await send(module, art.OwnedSafeModule13.abi, "transferOwnership", [safes.moduleOwnedBySafe]);
  }

  const plain = art.InitializablePlainToken;
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    const impl = await deploy(plain.abi, plain.bytecode);
    const init = encodeFunctionData({
      abi: plain.abi,
      functionName: "initialize",
      args: [`Control13 ${key}`, "C13", SUPPLY, deployer],
    });
    // OpenZeppelin v5: the proxy deploys its own ProxyAdmin, owned by the given initial owner (the Safe).
    tokens[key] = await deploy(proxyArt.abi, proxyArt.bytecode, [impl, safes[key], init]);
    await chain.launch({ address: tokens[key], abi: plain.abi }, spreadOver(WALLETS));
  }
  const later = await daysLater(fx, 30);
  const scans = await scanEach(fx, KEYS, tokens, { later });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 300_000);

const finding = (key: Key) => results[key].findings.find((f) => f.id === "UPGRADEABLE_PROXY");
const HIGH = ["high", "critical"];

describe("the ProxyAdmin's owner followed to the Safe's keys", () => {
  it("oneOfThree: a Safe of threshold 1 owns the ProxyAdmin: one key, UPGRADEABLE_PROXY high", () => {
    const f = finding("oneOfThree");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.adminOwner).toBe(safes.oneOfThree);
    expect(f?.detail).toContain("threshold is 1 of 3");
    expect(HIGH).toContain(results.oneOfThree.riskLevel);
  });

  it("twoOfThree (control): a Safe of threshold 2 owns the ProxyAdmin: governance, UPGRADEABLE_PROXY low", () => {
    const f = finding("twoOfThree");
    expect(f?.severity).toBe("low");
    expect(f?.evidence.governed).toBe(true);
    expect(HIGH).not.toContain(results.twoOfThree.riskLevel);
  });

  it("moduleKey: a 2-of-3 Safe with an account enabled as its module: one key, UPGRADEABLE_PROXY high", () => {
    const f = finding("moduleKey");
    expect(f?.severity).toBe("high");
    expect(f?.detail).toContain("is an account without code");
    expect(HIGH).toContain(results.moduleKey.riskLevel);
  });

  it("moduleOwnedByKey: a 2-of-3 Safe whose module answers owner() = one account: UPGRADEABLE_PROXY high", () => {
    const f = finding("moduleOwnedByKey");
    expect(f?.severity).toBe("high");
    expect(f?.detail).toContain("answers owner()");
    expect(HIGH).toContain(results.moduleOwnedByKey.riskLevel);
  });

  it("moduleOwnedBySafe (control): the module is the Safe's own: not one key (medium), not governance", () => {
    const f = finding("moduleOwnedBySafe");
    expect(f?.severity).toBe("medium");
    expect(f?.evidence.governed).toBeUndefined();
    expect(HIGH).not.toContain(results.moduleOwnedBySafe.riskLevel);
  });

  it("every scan stays at 3 HTTP requests (LP burnt)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});

describe("the one-key reading's pure parts", () => {
  it("decodeModuleRead: the program's module words (code size, owner(), the owner's code size)", () => {
    const words = (ws: bigint[]) => `0x${ws.map((w) => w.toString(16).padStart(64, "0")).join("")}` as Hex;
    const head = Array.from({ length: 12 }, () => 0n);
    const owner = 0xabcn;
    expect(decodeModuleRead(words([...head, 5n, owner, 0n, 0n]))).toEqual({
      hasCode: true,
      owner: getAddress(`0x${owner.toString(16).padStart(40, "0")}`),
      ownerHasCode: false,
    });
    // No answer to owner(): null; a word that is not an address: null; a short answer (not read): null.
    expect(decodeModuleRead(words([...head, 0n, 0n, 0n, 0n]))?.owner).toBeNull();
    expect(decodeModuleRead(words([...head, 1n, 2n ** 200n, 0n, 0n]))?.owner).toBeNull();
    expect(decodeModuleRead(words(head))).toBeNull();
  });

  it("oneKeyRole: finds the one-key reading among roles, nothing else", () => {
    const role = `unverified governance: claims a Safe (official code, 1.5.0), but its threshold is 1 of 3: any one of its signers executes alone: ${ONE_KEY_SAFE_WORDS}`;
    expect(oneKeyRole(["owner()", role])).toBe(
      "a Safe (official code, 1.5.0), but its threshold is 1 of 3: any one of its signers executes alone",
    );
    expect(oneKeyRole(["unverified governance: claims a Safe, but a module is enabled"])).toBeNull();
    expect(oneKeyRole(null)).toBeNull();
  });
});
