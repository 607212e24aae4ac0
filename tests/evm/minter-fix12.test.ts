/**
 * Review11a findings on the minter probe's relaxations (evm-minterfix12, contracts/test-tokens/MinterFix12.sol): each
 * hostile shape a scammer writes next to a rule that reads medium, asserted high, and the honest twin kept medium.
 * Each LedgerToken9 names one issuer and its owner renounces; launched with the LP burnt (3 round trips).
 * Expectations written before the engine ran:
 *   redeem          (honest) anyone destroying coupons gets twice as many tokens; the coupon has no keeper and the
 *                   deployer holds 2e24 of them (a 0.4 % mint at most): bound, MINTABLE medium;
 *   redeemKeeper    (hostile) the same, but the deployer is the coupon's keeper (it may print coupons): MINTABLE high;
 *   redeemTreasury  (hostile) the coupons are sent to a treasury wallet (recycled), not destroyed: MINTABLE high;
 *   relayOperator   (hostile) the issuer answers one relay whose owner() is an official Safe 2-of-3 of outside signers,
 *                   but whose calls are made by an operator key kept in another slot: MINTABLE high;
 *   relayModular    (hostile) the relay is the Safe's, but runs any module its storage names (DELEGATECALL): high;
 *   pulseHoard      (hostile) anyone's once-a-round 0.5 % emission (minter-classes12's Pulse12) to a contract with no
 *                   owner() that a key fixed in its code may sweep: MINTABLE high.
 * (The honest emission to a contract that can never send stays medium: tests/evm/minter-classes12.test.ts pulse.)
 * (The honest relay owned by the Safe stays medium: tests/evm/minter-classes12.test.ts relaySafe.)
 * And a key's own mint of at most 1.5 % of the supply per half-year (RationFx12, its owner live, LP kept: the bound is
 * measured in round 4, 4 round trips; the honest twin is minter-classes12's quota, medium):
 *   rationClip      (hostile) an amount above the share mints amount + 1 at once, no clock: MINTABLE high;
 *   rationPerTo     (hostile) the clock kept per recipient (a fresh address each time): MINTABLE high;
 *   rationPerKey    (hostile) the clock kept per caller (ownership handed to a fresh key): MINTABLE high;
 *   rationTune      (hostile) the owner may set the share up to 10,000 bps (a bounded setter): MINTABLE high.
 */
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, parseEther, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { LIQUIDITY_ETH, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, UNISWAP } from "../support/evm/launch";

const fx = inject("evm");
const REDEEMS = {
  redeem: [false, false],
  redeemKeeper: [true, false],
  redeemTreasury: [false, true],
} as const;
const RELAYS = {
  relayOperator: "OperatorRelayFx12",
  relayModular: "ModularRelayFx12",
  pulseHoard: "HoardFx12",
} as const;
type Redeem = keyof typeof REDEEMS;
type Relay = keyof typeof RELAYS;
type Key = Redeem | Relay;
const REDEEM_KEYS = Object.keys(REDEEMS) as Redeem[];
const RELAY_KEYS = Object.keys(RELAYS) as Relay[];
const KEYS: Key[] = [...REDEEM_KEYS, ...RELAY_KEYS];
/** RationFx12's mode per case. */
const RATIONS = { rationClip: 1, rationPerTo: 2, rationPerKey: 3, rationTune: 4 } as const;
type Ration = keyof typeof RATIONS;
const RATION_KEYS = Object.keys(RATIONS) as Ration[];
const rationResults = {} as Record<Ration, EngineResult>;
const rationRequests = {} as Record<Ration, number>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const issuers = {} as Record<Key, Address>;
/** A treasury wallet (a fresh key that never calls here). */
const TREASURY: Address = "0x7e12000000000000000000000000000000f1c012";

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const t = art.LedgerToken9;
  const tokens = {} as Record<Key, Address>;
  // An official Safe 1.5.0 (singleton and factory from the npm build artifacts), 2-of-3 of outside signers.
  const singleton = await chain.deploy({
    abi: SafeArtifact.abi as Abi,
    bytecode: SafeArtifact.bytecode as `0x${string}`,
  });
  const factory = await chain.deploy({
    abi: FactoryArtifact.abi as Abi,
    bytecode: FactoryArtifact.bytecode as `0x${string}`,
  });
  const setup = encodeFunctionData({
    abi: SafeArtifact.abi as Abi,
    functionName: "setup",
    args: [chain.accounts.slice(1, 4), 2n, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
  });
  const { result } = await chain.pub.simulateContract({
    address: factory,
    abi: FactoryArtifact.abi as Abi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 21n],
    account: chain.deployer,
  });
  await chain.send(factory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 21n]);
  const safe = getAddress(result as Address);
  for (const key of RELAY_KEYS) {
    tokens[key] = await chain.deploy(t, [`Ledger ${key}`, "LDG", SUPPLY]);
    if (key === "pulseHoard") {
      // The deployer's key may sweep the emission's destination.
      issuers[key] = await chain.deploy("Pulse12", [tokens[key], await chain.deploy("HoardFx12", [chain.deployer])]);
    } else {
      // The operator is the deployer's key; the module a contract the deployer deployed (any code).
      const relay = await chain.deploy(RELAYS[key], [safe, key === "relayOperator" ? chain.deployer : tokens[key]]);
      issuers[key] = await chain.deploy("GateFx12", [relay]);
    }
    await chain.send(tokens[key], t.abi, "nameIssuer", [issuers[key]]);
    await chain.launch({ address: tokens[key], abi: t.abi }, { renounce: true });
  }
  for (const key of REDEEM_KEYS) {
    const [kept, treasury] = REDEEMS[key];
    tokens[key] = await chain.deploy(t, [`Ledger ${key}`, "LDG", SUPPLY]);
    const coupon = await chain.deploy("CouponFx12", [
      parseEther("2000000"),
      fx.holders[0],
      parseEther("100000000"),
      kept ? chain.deployer : "0x0000000000000000000000000000000000000000",
    ]);
    issuers[key] = await chain.deploy("RedeemFx12", [
      tokens[key],
      coupon,
      treasury ? TREASURY : "0x0000000000000000000000000000000000000000",
    ]);
    await chain.send(coupon, art.CouponFx12.abi, "approve", [issuers[key], SUPPLY]);
    await chain.send(tokens[key], t.abi, "nameIssuer", [issuers[key]]);
    await chain.launch({ address: tokens[key], abi: t.abi }, { renounce: true });
  }
  const rations = {} as Record<Ration, Address>;
  const r = art.RationFx12;
  for (const key of RATION_KEYS) {
    rations[key] = await chain.deploy(r, [SUPPLY, RATIONS[key]]);
    await chain.launch({ address: rations[key], abi: r.abi }, { spread: [[fx.holders[0], 800n]] });
    // More liquidity, its LP kept by the deployer (not burnt): round 4 runs, where the key's mint is bounded.
    await chain.send(rations[key], r.abi, "approve", [fx.router, SUPPLY / 100n]);
    await chain.send(
      fx.router,
      UNISWAP.ROUTER.abi,
      "addLiquidityETH",
      [rations[key], SUPPLY / 100n, 0n, 0n, chain.deployer, 2n ** 40n],
      LIQUIDITY_ETH / 50n,
    );
  }
  const later = await daysLater(fx, 30);
  const scans = await scanEach(fx, KEYS, tokens, { later });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  const rationScans = await scanEach(fx, RATION_KEYS, rations, { later });
  for (const key of RATION_KEYS) {
    rationResults[key] = rationScans[key].result;
    rationRequests[key] = rationScans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const roles = (key: Key) =>
  results[key].evm!.privileges.candidates.find((c) => c.address === issuers[key])?.roles.join(", ") ?? "";

describe("a mint against a payment is the minter's rule only when the payment cannot be made or recycled", () => {
  it("redeem (honest): coupons destroyed, no keeper, the key's coupons worth 0.4 %: MINTABLE medium", () => {
    expect(roles("redeem")).toContain("only against a payment");
    expect(finding(results.redeem, "MINTABLE")?.severity).toBe("medium");
  });

  it("redeemKeeper (hostile): a coupon the deployer may print is no payment: MINTABLE high", () => {
    expect(roles("redeemKeeper")).not.toContain("bound by its own rules");
    expect(finding(results.redeemKeeper, "MINTABLE")?.severity).toBe("high");
  });

  it("redeemTreasury (hostile): coupons sent to a wallet that can pay them in again: MINTABLE high", () => {
    expect(roles("redeemTreasury")).not.toContain("bound by its own rules");
    expect(finding(results.redeemTreasury, "MINTABLE")?.severity).toBe("high");
  });

  it("relayOperator (hostile): a Safe-owned relay driven by an operator key in another slot: MINTABLE high", () => {
    expect(roles("relayOperator")).not.toContain("bound by its own rules");
    expect(finding(results.relayOperator, "MINTABLE")?.severity).toBe("high");
  });

  it("relayModular (hostile): a Safe-owned relay that runs any stored module's code: MINTABLE high", () => {
    expect(roles("relayModular")).not.toContain("bound by its own rules");
    expect(finding(results.relayModular, "MINTABLE")?.severity).toBe("high");
  });

  it("pulseHoard (hostile): an emission to a contract a fixed key may sweep is that key's mint: MINTABLE high", () => {
    expect(roles("pulseHoard")).not.toContain("bound by its own rules");
    expect(finding(results.pulseHoard, "MINTABLE")?.severity).toBe("high");
  });

  it("rationClip (hostile): a large call that mints amount + 1 is no refusal, so no cap: MINTABLE high", () => {
    const f = finding(rationResults.rationClip, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail ?? "").not.toContain("bound measured on fresh state");
  });

  it("rationPerTo (hostile): a clock per recipient lets a fresh address mint again at once: MINTABLE high", () => {
    const f = finding(rationResults.rationPerTo, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail ?? "").not.toContain("bound measured on fresh state");
  });

  it("rationPerKey (hostile): a clock per caller restarts for a fresh owner key: MINTABLE high", () => {
    const f = finding(rationResults.rationPerKey, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail ?? "").not.toContain("bound measured on fresh state");
  });

  it("rationTune (hostile): a share the owner may set within bounds is no cap: MINTABLE high", () => {
    const f = finding(rationResults.rationTune, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail ?? "").not.toContain("bound measured on fresh state");
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt, 4 with LP kept", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
    for (const key of RATION_KEYS) expect(rationRequests[key], key).toBe(4);
  });
});
