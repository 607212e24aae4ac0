/**
 * Who really controls an EVM token, round 4, end to end on the local node (contracts/test-tokens/ControlClassTokens4.sol;
 * an official Safe 1.5.0 from the npm build artifacts of `@safe-global/safe-smart-account`; OpenZeppelin's
 * TimelockController, beacon and proxies from the npm build artifacts of the pinned `@openzeppelin/contracts`).
 * Expectations written before the engine ran on these tokens:
 *   safeInsiders   mint / freeze / halt held by an official 2-of-2 Safe whose signers are the deployer and the
 *                  token's own owner() (its operator): one party's keys, not governance: MINTABLE high;
 *   safeOutside    the same token held by an official 2-of-3 Safe of outside signers: governance, MINTABLE low;
 *   safeWipe       a `wipe` that burns any holder's tokens, held by that outside 2-of-3 Safe: a multisig never
 *                  lowers a balance drain: BALANCE_DRAIN critical;
 *   eagerTimelock  the controls held by a contract with Compound Timelock's whole interface and storage (2-day delay)
 *                  whose executeTransaction runs an operation never queued: not a timelock, MINTABLE high;
 *   backdoorTimelock  a faithful Compound-shaped timelock plus an `executeNow()`: not the documented contract,
 *                  MINTABLE high;
 *   ozTimelock     the controls held by OpenZeppelin's TimelockController (2 days): a timelock, MINTABLE low.
 *   ozBeaconRenounced  OpenZeppelin's UpgradeableBeacon + BeaconProxy, the beacon's owner renounced: recognised by
 *                  code, nobody can upgrade: UPGRADEABLE_PROXY pass;
 *   hiddenBeacon   a beacon with UpgradeableBeacon's exact functions whose owner() renounced while a hard-coded keeper
 *                  can still upgrade: not recognised, its owner() not believed: UPGRADEABLE_PROXY medium (not pass);
 *   twoFaced       a beacon that shows a plain token to every caller but its proxy, which runs a token with an owner
 *                  mint under another name: the implementation is asked at the token's address: MINTABLE high;
 *   hiddenAdmin    a ProxyAdmin with OpenZeppelin v5's exact functions, owner renounced, a hard-coded keeper still
 *                  upgrades: UPGRADEABLE_PROXY medium (not pass);
 *   ozAdminRenounced  OpenZeppelin's TransparentUpgradeableProxy, its own ProxyAdmin's owner renounced: pass;
 *   decoySlots     a token that is NOT a proxy (no DELEGATECALL) but writes a clean contract into the EIP-1967 and
 *                  PROXIABLE slots, and mints through its own `reward`: read as itself: MINTABLE high;
 *   sideDoor       an EIP-1967 proxy whose own code credits wallets for a stored keeper (`sync`): both dispatchers
 *                  probed: MINTABLE high;
 *   blindBeacon    the OpenZeppelin beacon proxy read through a provider without state overrides: the beacon's
 *                  implementation cannot be read, so the code behind the token is unknown: MINTABLE unknown.
 * Every scan: 3 HTTP requests with LP burnt (the Safe signers, the timelock's behaviour read in round 3; the beacon
 * and admin recognition in round 2).
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
  parseAbi,
  parseEther,
  toHex,
  zeroAddress,
} from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { EIP1967_ADMIN_SLOT } from "@/lib/chains/evm/proxy";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult } from "@/lib/engine/types";
import { localNetwork, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";
import { startNoOverrideRpc } from "../support/evm/no-override-rpc";

const require = createRequire(import.meta.url);

/**
 * OpenZeppelin contracts as OpenZeppelin built them: the build artifacts shipped in the pinned npm package
 * (`@openzeppelin/contracts/build/contracts/<Name>.json`, compiled by OpenZeppelin from the same sources), as the Safe's
 * come from its npm build. Loading them costs nothing; compiling the sources here with solc took ~3 s per run.
 */
function openZeppelin<N extends string>(names: N[]): Record<N, { abi: Abi; bytecode: Hex }> {
  return Object.fromEntries(
    names.map((n) => [n, require(`@openzeppelin/contracts/build/contracts/${n}.json`) as { abi: Abi; bytecode: Hex }]),
  ) as Record<N, { abi: Abi; bytecode: Hex }>;
}

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = [
  "safeInsiders",
  "safeOutside",
  "safeWipe",
  "eagerTimelock",
  "backdoorTimelock",
  "ozTimelock",
  "ozBeaconRenounced",
  "hiddenBeacon",
  "twoFaced",
  "hiddenAdmin",
  "ozAdminRenounced",
  "decoySlots",
  "sideDoor",
] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const controllers = {} as Record<Key, Address>;
let twoFacedReal: Address;
let blindBeacon: EngineResult;
/** 25 fresh wallets holding 2 % each: the supply is spread, as a listed token's is. */
const WALLETS = Array.from({ length: 25 }, (_, i) =>
  getAddress(`0x${(0xc0c1a5540 + i).toString(16).padStart(40, "0")}`),
);

beforeAll(async () => {
  const chain = await launcher(fx);
  const { pub, accounts, send } = chain;
  const deployer = accounts[0];
  // The token's operator (its owner()): a key of the deployer's, named by the token.
  const operator = getAddress(keccak256(toHex("control4:operator")).slice(0, 42));
  const eoa = accounts[4];
  const deploy = async (abi: Abi, bytecode: string, args: unknown[] = []) => chain.deploy({ abi, bytecode }, args);
  const art = testTokenArtifacts();
  const oz = openZeppelin(["TimelockController", "UpgradeableBeacon", "BeaconProxy", "TransparentUpgradeableProxy"]);

  // Official Safe 1.5.0 accounts (singleton and factory from the npm build artifacts).
  const singleton = await deploy(SafeArtifact.abi as Abi, SafeArtifact.bytecode);
  const safeFactory = await deploy(FactoryArtifact.abi as Abi, FactoryArtifact.bytecode);
  let nonce = 40n;
  const createSafe = async (owners: Address[], threshold: bigint) => {
    const setup = encodeFunctionData({
      abi: SafeArtifact.abi as Abi,
      functionName: "setup",
      args: [owners, threshold, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
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

  // Pair with WETH, half the supply as liquidity (LP burnt), the other half spread over 25 wallets.
  const launch = async (token: Address, abi: Abi) => chain.launch({ address: token, abi }, spreadOver(WALLETS));
  const tokens = {} as Record<Key, Address>;

  controllers.safeInsiders = await createSafe([deployer, operator], 2n);
  controllers.safeOutside = await createSafe([accounts[1], accounts[2], accounts[3]], 2n);
  for (const [key, op] of [
    ["safeInsiders", operator],
    ["safeOutside", eoa],
  ] as const) {
    const split = art.SplitControlToken;
    tokens[key] = await deploy(split.abi, split.bytecode, [`Split ${key}`, "SPL", SUPPLY, controllers[key], op]);
    await launch(tokens[key], split.abi);
  }

  controllers.safeWipe = controllers.safeOutside;
  tokens.safeWipe = await deploy(art.WipeControlToken.abi, art.WipeControlToken.bytecode, [
    "Wipe",
    "WPE",
    SUPPLY,
    controllers.safeWipe,
  ]);
  await launch(tokens.safeWipe, art.WipeControlToken.abi);
  controllers.eagerTimelock = await deploy(art.EagerTimelock.abi, art.EagerTimelock.bytecode, [eoa, 2n * 86_400n]);
  controllers.backdoorTimelock = await deploy(art.BackdoorTimelock.abi, art.BackdoorTimelock.bytecode, [
    eoa,
    2n * 86_400n,
  ]);
  controllers.ozTimelock = await deploy(oz.TimelockController.abi, oz.TimelockController.bytecode, [
    2n * 86_400n,
    [eoa],
    [eoa],
    zeroAddress,
  ]);
  const issuer = art.IssuerControlToken;
  for (const key of ["eagerTimelock", "backdoorTimelock", "ozTimelock"] as const) {
    tokens[key] = await deploy(issuer.abi, issuer.bytecode, [`Issuer ${key}`, "ISS", SUPPLY, controllers[key]]);
    await launch(tokens[key], issuer.abi);
  }

  // Upgrade authorities: beacons and proxy admins, OpenZeppelin's and look-alikes.
  const plain = art.InitializablePlainToken;
  const init = (name: string, abi: Abi = plain.abi) =>
    encodeFunctionData({ abi, functionName: "initialize", args: [name, "UPG", SUPPLY, deployer] });
  {
    const impl = await deploy(plain.abi, plain.bytecode);
    const beacon = await deploy(oz.UpgradeableBeacon.abi, oz.UpgradeableBeacon.bytecode, [impl, deployer]);
    tokens.ozBeaconRenounced = await deploy(oz.BeaconProxy.abi, oz.BeaconProxy.bytecode, [beacon, init("OZ Beacon")]);
    await launch(tokens.ozBeaconRenounced, plain.abi);
    await send(beacon, oz.UpgradeableBeacon.abi, "renounceOwnership");
  }
  {
    const impl = await deploy(plain.abi, plain.bytecode);
    const beacon = await deploy(art.HiddenUpgraderBeacon.abi, art.HiddenUpgraderBeacon.bytecode, [impl, eoa]);
    tokens.hiddenBeacon = await deploy(art.DevBeaconProxy.abi, art.DevBeaconProxy.bytecode, [beacon, init("Hidden")]);
    await launch(tokens.hiddenBeacon, plain.abi);
    await send(beacon, art.HiddenUpgraderBeacon.abi, "renounceOwnership");
  }
  {
    const shown = await deploy(plain.abi, plain.bytecode);
    twoFacedReal = await deploy(art.RewardableToken.abi, art.RewardableToken.bytecode);
    const beacon = await deploy(art.TwoFacedBeacon.abi, art.TwoFacedBeacon.bytecode, [twoFacedReal, shown]);
    tokens.twoFaced = await deploy(art.DevBeaconProxy.abi, art.DevBeaconProxy.bytecode, [
      beacon,
      init("Two Faced", art.RewardableToken.abi),
    ]);
    await send(beacon, art.TwoFacedBeacon.abi, "setProxy", [tokens.twoFaced]);
    await launch(tokens.twoFaced, art.RewardableToken.abi);
    await send(beacon, art.TwoFacedBeacon.abi, "renounceOwnership");
  }
  {
    const impl = await deploy(plain.abi, plain.bytecode);
    const admin = await deploy(art.HiddenUpgraderProxyAdmin.abi, art.HiddenUpgraderProxyAdmin.bytecode, [eoa]);
    tokens.hiddenAdmin = await deploy(art.TokenProxy.abi, art.TokenProxy.bytecode, [impl, admin, init("Hidden Admin")]);
    await launch(tokens.hiddenAdmin, plain.abi);
    await send(admin, art.HiddenUpgraderProxyAdmin.abi, "renounceOwnership");
  }
  {
    const impl = await deploy(plain.abi, plain.bytecode);
    tokens.ozAdminRenounced = await deploy(
      oz.TransparentUpgradeableProxy.abi,
      oz.TransparentUpgradeableProxy.bytecode,
      [impl, deployer, init("OZ Admin")],
    );
    await launch(tokens.ozAdminRenounced, plain.abi);
    const slot = (await pub.request({
      method: "eth_getStorageAt",
      params: [tokens.ozAdminRenounced, EIP1967_ADMIN_SLOT, "latest"],
    } as never)) as Hex;
    const admin = getAddress(`0x${slot.slice(-40)}`);
    await send(admin, parseAbi(["function renounceOwnership()"]), "renounceOwnership");
  }
  // Decoy proxy slots on a token that never delegates, and a proxy with a side door of its own.
  {
    const decoy = await deploy(plain.abi, plain.bytecode);
    tokens.decoySlots = await deploy(art.DecoySlotToken.abi, art.DecoySlotToken.bytecode, [SUPPLY, decoy]);
    await launch(tokens.decoySlots, art.DecoySlotToken.abi);
    const impl = await deploy(plain.abi, plain.bytecode);
    tokens.sideDoor = await deploy(art.SideDoorProxy.abi, art.SideDoorProxy.bytecode, [impl, eoa, init("Side Door")]);
    await launch(tokens.sideDoor, plain.abi);
  }

  const later = await daysLater(fx, 30);
  const scans = await scanEach(fx, KEYS, tokens, { later });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  const blind = await startNoOverrideRpc(fx.url);
  try {
    blindBeacon = await scanEvmToken(
      { chain: "ethereum", tokenAddress: tokens.ozBeaconRenounced },
      createEvmRpc({ url: blind.url }),
      { mode: "live", network: localNetwork(fx), now: () => later },
    );
  } finally {
    await blind.close();
  }
}, 300_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const rolesOf = (key: Key) =>
  results[key].evm!.privileges.candidates.find((c) => c.address === controllers[key])?.roles.join(", ") ?? "";

describe("a Safe counts as governance only when the token's insiders cannot sign alone", () => {
  it("safeInsiders: a 2-of-2 Safe of the deployer and the token's owner() is one party's keys: MINTABLE high", () => {
    const r = results.safeInsiders;
    expect(rolesOf("safeInsiders")).toContain("unverified governance: claims a Safe (Safe 1.5.0 proxy");
    expect(rolesOf("safeInsiders")).toContain("reach its threshold of 2 alone");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
    expect(finding(r, "MINTABLE")?.evidence).toMatchObject({ governed: false });
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("safeOutside: a 2-of-3 Safe of outside signers holds the same powers: governance, MINTABLE low", () => {
    const r = results.safeOutside;
    expect(rolesOf("safeOutside")).toContain("multisig (2 signatures needed; Safe 1.5.0 proxy");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "low" });
    expect(finding(r, "MINTABLE")?.evidence).toMatchObject({ governed: true });
  });
});

describe("a multisig never lowers a balance drain", () => {
  it("safeWipe: an outside 2-of-3 Safe can burn any holder's tokens: BALANCE_DRAIN critical, not low", () => {
    const r = results.safeWipe;
    expect(rolesOf("safeWipe")).toContain("multisig (2 signatures needed");
    expect(finding(r, "BALANCE_DRAIN")).toMatchObject({ status: "fail", severity: "critical" });
    expect(r.riskLevel).toBe("critical");
  });
});

describe("a timelock is recognised by what it does, not by its interface", () => {
  it("eagerTimelock: executes an operation never queued: no delay, MINTABLE high", () => {
    const r = results.eagerTimelock;
    expect(rolesOf("eagerTimelock")).toContain("executed an operation that was never queued");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("backdoorTimelock: the documented timelock plus executeNow(): not the documented contract, MINTABLE high", () => {
    const r = results.backdoorTimelock;
    expect(rolesOf("backdoorTimelock")).toContain("outside the documented contract");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("ozTimelock: OpenZeppelin's TimelockController (2 days) is recognised: MINTABLE low", () => {
    const r = results.ozTimelock;
    expect(rolesOf("ozTimelock")).toContain("timelock (delay 172800 s; OpenZeppelin TimelockController");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "low" });
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("beacons and proxy admins are recognised by code before their owner() is believed", () => {
  it("ozBeaconRenounced: OpenZeppelin's beacon, owner renounced: nobody can upgrade (pass)", () => {
    const r = results.ozBeaconRenounced;
    expect(r.evm!.proxy.kind).toBe("eip1967_beacon");
    expect(finding(r, "UPGRADEABLE_PROXY")).toMatchObject({ status: "pass" });
  });

  it("hiddenBeacon: UpgradeableBeacon's functions, owner() renounced, a keeper still upgrades: medium, not pass", () => {
    expect(finding(results.hiddenBeacon, "UPGRADEABLE_PROXY")).toMatchObject({ status: "fail", severity: "medium" });
    expect(finding(results.hiddenBeacon, "UPGRADEABLE_PROXY")?.detail).toContain("not recognised by code");
  });

  it("twoFaced: the beacon is asked at the token's address: the proxy's real code (an owner mint) is probed", () => {
    const r = results.twoFaced;
    expect(r.evm!.proxy.implementation).toBe(twoFacedReal);
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("hiddenAdmin: a ProxyAdmin look-alike whose owner renounced while a keeper upgrades: medium, not pass", () => {
    expect(finding(results.hiddenAdmin, "UPGRADEABLE_PROXY")).toMatchObject({ status: "fail", severity: "medium" });
    expect(finding(results.hiddenAdmin, "UPGRADEABLE_PROXY")?.detail).toContain("not recognised by code");
  });

  it("ozAdminRenounced: OpenZeppelin's ProxyAdmin, owner renounced: nobody can upgrade (pass)", () => {
    expect(finding(results.ozAdminRenounced, "UPGRADEABLE_PROXY")).toMatchObject({ status: "pass" });
  });

  it("blindBeacon: the beacon's implementation cannot be read: the code behind the token is unknown, never the shell's", () => {
    const mint = finding(blindBeacon, "MINTABLE");
    expect(mint?.status).toBe("unknown");
    expect(mint?.detail).toContain("the code behind the token is unknown");
  });
});

describe("a proxy is a token whose own code delegates", () => {
  it("decoySlots: proxy slots written by a token that never delegates: read as itself, its own mint found", () => {
    const r = results.decoySlots;
    expect(r.evm!.proxy.kind).toBe("none");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("sideDoor: a proxy's own function is probed with the implementation's (the union of both dispatchers)", () => {
    const r = results.sideDoor;
    expect(r.evm!.proxy.kind).toBe("eip1967");
    expect(finding(r, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("every scan stays at 3 HTTP requests with burnt LP", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
