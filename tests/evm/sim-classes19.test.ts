/**
 * The buy/sell simulation's nineteenth classes (contracts/test-tokens/Sim19.sol; simulate.ts OutsideSells, the
 * outside calls of round 3's batch; external-call.ts, a callee nobody can change) through the engine's entry point on
 * the local EVM (each token launched on a WETH pair with 10 ETH, LP burnt; the pair set, three buyers of real bags
 * (0.3 ETH each), the owner renounces, then a dev account buys 0.1 ETH and the chain moves on 60 blocks and two
 * hours). Expectations written before the engine ran:
 *   gateRaise     danger: sells pass only while an outside address (kept in storage, a fresh wallet with no ether)
 *                 holds no ether: anyone's 1 wei stops them: HONEYPOT high (outside switch "raised", naming the
 *                 address), level high or critical;
 *   gateEmpty     danger: sells pass only while an outside wallet (given 5 ether) holds at least 1 ether: its
 *                 key holder empties it and sells stop: HONEYPOT high (outside switch "emptied"), level high or
 *                 critical;
 *   route         control: a 2 % sell fee routed by an outside wallet's ether balance, the token reading its own ether
 *                 balance and the pair's token balance: sells never stop: HONEYPOT passes, level low or medium;
 *   crossover     control: trades only while an old ledger (hard-coded, no proxy, no DELEGATECALL) is paused, its
 *                 pauser renounced: the callee's answers are fixed: EXTERNAL_CALL_IN_TRANSFER not high, level low or
 *                 medium;
 *   crossoverLive danger: the same with the old ledger's pauser live (one key can unpause it and stop every sell):
 *                 EXTERNAL_CALL_IN_TRANSFER high, level high or critical.
 * Every scan stays at 3 HTTP requests (burnt LP): the outside calls ride in round 3's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["gateRaise", "gateEmpty", "route", "crossover", "crossoverLive"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
/** Fresh keyless addresses with no ether (no history on the node). */
const SIGNAL: Address = "0x5151515151515151515151515151515151515151";
const TREASURY: Address = "0x7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e";

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  // The market maker's wallet: a keyless address given 5 ether (what its key holder could empty).
  const mmWallet: Address = "0x4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d";
  await chain.pub.request({ method: "hardhat_setBalance", params: [mmWallet, "0x4563918244f40000"] } as never);
  const oldRenounced = await chain.deployToken("OldLedger19", [SUPPLY]);
  await chain.send(oldRenounced.address, oldRenounced.abi, "setPaused", [true]);
  await chain.send(oldRenounced.address, oldRenounced.abi, "renouncePauser");
  const oldLive = await chain.deployToken("OldLedger19", [SUPPLY]);
  await chain.send(oldLive.address, oldLive.abi, "setPaused", [true]);
  const deployments: [Key, string, unknown[]][] = [
    ["gateRaise", "OutsideGateToken19", ["Gate Nineteen", "GAT19", SUPPLY, 0n, 0n, SIGNAL]],
    ["gateEmpty", "OutsideGateToken19", ["Maker Nineteen", "MMK19", SUPPLY, 1n, 10n ** 18n, mmWallet]],
    ["route", "OutsideRouteToken19", ["Route Nineteen", "RTE19", SUPPLY, TREASURY]],
    ["crossover", "CrossoverToken19", ["Cross Nineteen", "CRS19", oldRenounced.address]],
    ["crossoverLive", "CrossoverToken19", ["Live Nineteen", "LIV19", oldLive.address]],
  ];
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t, {});
    await chain.send(launched.address, t.abi, "setPair", [launched.pair]);
    for (const from of bagBuyers) await chain.buy(launched.address, { from, eth: 3n * 10n ** 17n });
    await chain.send(launched.address, t.abi, "renounceOwnership");
    tokens[key] = launched.address;
    await chain.buy(launched.address, { from: buyer, eth: 10n ** 17n });
  }
  await chain.pub.request({ method: "evm_increaseTime", params: [7_200] } as never);
  await chain.pub.request({ method: "hardhat_mine", params: ["0x3c"] } as never);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 300_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("a remote switch: an outside account's ether balance", () => {
  it("gateRaise: 1 wei sent to the outside address stops sells: HONEYPOT high, naming it", () => {
    const f = finding("gateRaise", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.outsideSwitchMode).toBe("raised");
    expect(String(f?.evidence.outsideSwitch).toLowerCase()).toContain(SIGNAL.toLowerCase());
    expect(String(f?.evidence.outsideSwitchReason)).toContain("rebalancing");
    expect(DANGER).toContain(results.gateRaise.riskLevel);
  });

  it("gateEmpty: the outside wallet emptied stops sells: HONEYPOT high", () => {
    const f = finding("gateEmpty", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.outsideSwitchMode).toBe("emptied");
    expect(String(f?.evidence.outsideSwitchReason)).toContain("market maker offline");
    expect(DANGER).toContain(results.gateEmpty.riskLevel);
  });

  it("route: a fee routed by outside and own balances, sells never stop: HONEYPOT passes", () => {
    const f = finding("route", "HONEYPOT");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.outsideSwitch).toBeUndefined();
    expect(CALM).toContain(results.route.riskLevel);
  });
});

describe("a callee whose code and answers nobody can change", () => {
  it("crossover: the old ledger paused for good (pauser renounced): EXTERNAL_CALL_IN_TRANSFER not high", () => {
    const f = finding("crossover", "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.severity).not.toBe("high");
    expect(CALM).toContain(results.crossover.riskLevel);
  });

  it("crossoverLive: the old ledger's pauser is live: EXTERNAL_CALL_IN_TRANSFER high", () => {
    const f = finding("crossoverLive", "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.crossoverLive.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
