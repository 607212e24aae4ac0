/**
 * The privilege prober's eleventh classes (contracts/test-tokens/ProberTokens11.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread). Expectations written before the
 * engine ran:
 *   shell      safe: enclose(n) pulls n of an outside asset from its caller and credits n (refused for 0 by its own
 *              text, and to every caller the probe has inside the asset's transferFrom: nobody holds and approved the
 *              asset); release(n) is refused for 0 by its own text, else for want of shells. The probe's victim (a
 *              holder), also given the asset and approving the token, goes through both: the refusals are the
 *              caller's lack of the asset or the token, not an access check. No HIDDEN_OWNER fail, not high;
 *   hashKeeper danger (hostile twin): the same pull, then only a caller hashing to a fixed value goes on and is
 *              credited a million times its deposit. The funded victim is still refused: high or critical;
 *   listKeeper danger (hostile twin): the same, gated on a list of callers written at deployment: high or critical;
 *   hashBonus  danger (hostile twin): an honest enclose for everyone with a branch crediting a million times the
 *              deposit to a hashed caller: the funded holder goes through, but the code's identity check keeps the
 *              refusals counting: high or critical;
 *   harvest    danger (hostile, review10): any caller holding the token is paid 1e30: the funded holder goes through
 *              and prints, which is no refusal for want of an asset: its refusals still count: high or critical;
 *   grant      danger: every buy from the pair writes an unlimited allowance from the buyer to the stored treasury:
 *              a fresh buyer holds an allowance it never gave (a drain, BALANCE_DRAIN critical, evidence: spender and
 *              amount);
 *   plain      control: the same token and treasury without the write; a holder approved the treasury itself (a
 *              plain approve by the holder is no drain): no drain;
 *   keeperIssue danger: owner() is an official 2-of-3 Safe, but issue() also admits a key hard-coded in the code:
 *              the Safe's call no longer stops the search, the key's mint is kept (MINTABLE high);
 *   councilIssue control: issue() for the Safe only: governed, MINTABLE not high;
 *   relay      danger: a default delegate (the deployer) relays any holder's tokens; relay refuses a zero recipient,
 *              so the operator pattern (18) is tried where all zeros was refused past the door: a drain;
 *   optIn      control: the delegate acts only for holders who opted in (none): no drain.
 * Without the funded retry shell reads a hidden owner (refused to every candidate with an access-like text); without
 * the fresh buyer's allowance reading grant shows no drain. Every scan stays at 3 HTTP requests (burnt LP).
 */
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  parseAbi,
  toFunctionSelector,
  zeroAddress,
} from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");
const ASSET_ABI = parseAbi(["function transfer(address,uint256) returns (bool)"]);

const KEYS = [
  "shell",
  "hashKeeper",
  "listKeeper",
  "hashBonus",
  "harvest",
  "grant",
  "plain",
  "keeperIssue",
  "councilIssue",
  "relay",
  "optIn",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const refusals = {} as Record<Key, string[]>;
let treasury: Address;
/** The immutable key KeeperIssueToken also admits (no transaction of its own). */
const KEEPER = getAddress("0x5ee5000000000000000000000000000000000b0b");

beforeAll(async () => {
  const chain = await launcher(fx);
  treasury = "0x7E45a5a1E95A8ef7C2B1B3c4D5e6F708192a3b4c";
  const asset = await chain.deploy("PulledAsset11", ["Pulled Asset", "PLA", SUPPLY]);
  const wrapper = async (key: Key, name: string, symbol: string, extra: unknown[] = []) => {
    const t = await chain.deployToken(name, [`${name} Eleven`, symbol, SUPPLY, asset, ...extra]);
    tokens[key] = (await chain.launch(t)).address;
  };
  await wrapper("shell", "ShellWrapToken", "SHWR");
  // The shells are backed: the wrapper holds the asset its release returns.
  await chain.send(asset, ASSET_ABI, "transfer", [tokens.shell, SUPPLY / 2n]);
  await wrapper("hashKeeper", "ShellHashKeeperToken", "SHHK");
  await wrapper("listKeeper", "ShellListKeeperToken", "SHLK", ["0x6b33aA0000000000000000000000000000C0fFEe"]);
  await wrapper("hashBonus", "ShellHashBonusToken", "SHHB");
  await wrapper("harvest", "ShellHarvestToken", "SHHV");
  const grant = await chain.deployToken("BuyerGrantToken", ["Buyer Grant", "BYGR", SUPPLY, treasury]);
  tokens.grant = (await chain.launch(grant, { setPair: "after" })).address;
  const plain = await chain.deployToken("BuyerPlainToken", ["Buyer Plain", "BYPL", SUPPLY, treasury]);
  tokens.plain = (await chain.launch(plain, { setPair: "after" })).address;
  await chain.send(tokens.plain, plain.abi, "approve", [treasury, 10n ** 18n], 0n, fx.holders[0]);
  // An official Safe 1.5.0 (npm build artifacts of @safe-global/safe-smart-account), 2 of 3 outside signers.
  const singleton = await chain.deploy({ abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode });
  const safeFactory = await chain.deploy({ abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode });
  const setup = encodeFunctionData({
    abi: SafeArtifact.abi as Abi,
    functionName: "setup",
    args: [
      [chain.accounts[1], chain.accounts[2], chain.accounts[3]],
      2n,
      zeroAddress,
      "0x",
      zeroAddress,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
  const { result: council } = await chain.pub.simulateContract({
    address: safeFactory,
    abi: FactoryArtifact.abi as Abi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 11n],
    account: chain.deployer,
  });
  await chain.send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 11n]);
  for (const [key, name, symbol, extra] of [
    ["keeperIssue", "KeeperIssueToken", "KPIS", [council, KEEPER]],
    ["councilIssue", "CouncilIssueToken", "CNIS", [council]],
  ] as const) {
    const t = await chain.deployToken(name, [`${name} Eleven`, symbol, SUPPLY, ...extra]);
    tokens[key] = (await chain.launch(t)).address;
  }
  for (const [key, name, symbol] of [
    ["relay", "DelegateRelayToken", "DLRL"],
    ["optIn", "DelegateOptInToken", "DLOI"],
  ] as const) {
    const t = await chain.deployToken(name, [`${name} Eleven`, symbol, SUPPLY]);
    tokens[key] = (await chain.launch(t)).address;
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
    const p = scans[key].facts.privileges;
    refusals[key] = p && p.status !== "not_run" ? p.refused.map((r) => r.selector) : [];
  }
}, 120_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const ENCLOSE = toFunctionSelector("function enclose(uint256)");
const ISSUE = toFunctionSelector("function issue(address,uint256)");
const refusedSelectors = (key: Key) => refusals[key];
const drains = (key: Key) => results[key].evm!.privileges.effects.filter((e) => e.kind === "drain");

describe("a refusal for want of an outside asset is an input check, not an access check", () => {
  it("shell: the funded holder goes through: enclose is no access refusal, no hidden owner, not high", () => {
    expect(results.shell.evm!.privileges.status).not.toBe("not_run");
    expect(refusedSelectors("shell")).not.toContain(ENCLOSE);
    expect(failing(results.shell).HIDDEN_OWNER).toBeUndefined();
    expect(["low", "medium"]).toContain(results.shell.riskLevel);
  });

  it("hashKeeper: gated on a hashed caller after the pull: the funded holder is refused, still high", () => {
    expect(refusedSelectors("hashKeeper")).toContain(ENCLOSE);
    expect(["high", "critical"]).toContain(results.hashKeeper.riskLevel);
  });

  it("listKeeper: gated on a list of callers after the pull: the funded holder is refused, still high", () => {
    expect(refusedSelectors("listKeeper")).toContain(ENCLOSE);
    expect(["high", "critical"]).toContain(results.listKeeper.riskLevel);
  });
});

describe("a funded holder going through does not clear a code with an identity check", () => {
  it("harvest (review10): a call any holder can make that prints for itself is not a refusal for want of an asset: high", () => {
    expect(refusedSelectors("harvest")).toContain(toFunctionSelector("function harvest(uint256)"));
    expect(["high", "critical"]).toContain(results.harvest.riskLevel);
  });

  it("hashBonus: an honest enclose with a hashed caller's bonus branch: its refusals still count, high", () => {
    expect(refusedSelectors("hashBonus")).toContain(ENCLOSE);
    expect(["high", "critical"]).toContain(results.hashBonus.riskLevel);
  });
});

describe("an allowance a buy writes behind the buyer's back", () => {
  it("grant: a fresh buyer holds an unlimited allowance to the treasury: a drain, BALANCE_DRAIN critical", () => {
    const e = drains("grant").find((x) => x.caller.toLowerCase() === treasury.toLowerCase());
    expect(e?.measure).toMatch(/fresh buyer's allowance/);
    expect(BigInt(e!.after)).toBe(2n ** 256n - 1n);
    expect(failing(results.grant)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });

  it("plain: a holder's own approve of the treasury is no drain", () => {
    expect(drains("plain")).toEqual([]);
    expect(failing(results.plain).BALANCE_DRAIN).toBeUndefined();
  });
});

describe("a function a governed owner can call is tried as the other candidates too", () => {
  const issues = (key: Key) =>
    results[key].evm!.privileges.effects.filter((e) => e.kind === "mint" && e.selector === ISSUE);
  it("keeperIssue: the Safe owner and the immutable key both mint: the key's mint is kept, MINTABLE high", () => {
    expect(issues("keeperIssue").map((e) => e.caller)).toContain(KEEPER);
    expect(["high", "critical"]).toContain(failing(results.keeperIssue).MINTABLE);
    expect(["high", "critical"]).toContain(results.keeperIssue.riskLevel);
  });

  it("councilIssue: only the Safe mints: governed, MINTABLE not high", () => {
    expect(issues("councilIssue").length).toBeGreaterThan(0);
    expect(issues("councilIssue").every((e) => e.callerRoles.some((r) => r.startsWith("owner")))).toBe(true);
    expect(["high", "critical"]).not.toContain(failing(results.councilIssue).MINTABLE ?? "none");
  });
});

describe("an operator's send that refuses a zero recipient", () => {
  const RELAY = toFunctionSelector("function relay(address,address,uint256,bytes,bytes)");
  it("relay: the default delegate moves a holder's tokens: a drain, BALANCE_DRAIN critical", () => {
    const e = drains("relay").find((x) => x.selector === RELAY);
    expect(e?.caller).toBe(fx.deployer);
    expect(failing(results.relay)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });

  it("optIn: the delegate acts only for holders who opted in (none): no drain", () => {
    expect(drains("optIn")).toEqual([]);
    expect(failing(results.optIn).BALANCE_DRAIN).toBeUndefined();
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
