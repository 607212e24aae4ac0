/**
 * The buy/sell simulation's fifteenth classes (contracts/test-tokens/SimTokens15.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread; the pair set, three buyers of real
 * bags (0.3 ETH each), the owner renounces, then a dev account buys 0.1 ETH and the chain moves on 60 blocks and two
 * hours). Expectations written before the engine ran:
 *   codelessBan   danger: a transfer into the pair from an address without code reverts, a contract's passes: the
 *                 simulator (a contract) buys and sells, every real buyer (a wallet) is refused when it sends to the pair
 *                 as it is and passes with code placed at its address: HONEYPOT high, "wallets without code cannot
 *                 sell", the buyers tested and refused in the evidence;
 *   contractBan   control (anti-bot): a transfer into the pair from an address WITH code reverts: the simulator cannot
 *                 sell, an ordinary wallet sells: HONEYPOT passes (contract-only), low or medium;
 *   launchRule    control: codelessBan's rule during the first hour after listing only (two hours have passed):
 *                 HONEYPOT passes, low or medium;
 *   shareFee      danger: the sell fee is the seller's share of the supply (bps) x 50: the simulator's 0.01 ETH buy
 *                 pays a few percent, the bag buyers (~1.4 % of the supply each) about 70 %: SELL_TAX high with the
 *                 holders' figures (holdersHeavy >= 2), level high or critical;
 *   flatFee       control: a flat 3 % sell fee for everyone: SELL_TAX low (no holders' figure), level low or medium;
 *   cappedShare   control: the same share fee capped at 5 %: the bag buyers pay 5 %: no holders' finding on SELL_TAX,
 *                 level low or medium.
 * Without the code-less transfers / the holders' measured tax, both dangers read low. Every scan stays at 3 HTTP
 * requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["codelessBan", "contractBan", "launchRule", "shareFee", "flatFee", "cappedShare"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const COLLECTOR: Address = "0x00000000000000000000000000000000000c0115";

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  const deployments: [Key, string, unknown[]][] = [
    ["codelessBan", "CodeSellToken15", ["Codeless Fifteen", "CDL15", SUPPLY, 0n, 0n]],
    ["contractBan", "CodeSellToken15", ["Contract Fifteen", "CTB15", SUPPLY, 1n, 0n]],
    ["launchRule", "CodeSellToken15", ["Launch Fifteen", "LCH15", SUPPLY, 2n, 3_600n]],
    ["shareFee", "ShareFeeToken15", ["Share Fifteen", "SHR15", SUPPLY, 0n, 50n, 10_000n, COLLECTOR]],
    ["flatFee", "ShareFeeToken15", ["Flat Fifteen", "FLT15", SUPPLY, 300n, 0n, 300n, COLLECTOR]],
    ["cappedShare", "ShareFeeToken15", ["Capped Fifteen", "CAP15", SUPPLY, 0n, 50n, 500n, COLLECTOR]],
  ];
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t);
    // The rules start once the pair is set (after the liquidity and the spread); then three real bags are bought.
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
}, 240_000);

const finding = (key: Key, id = "HONEYPOT") => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("sells judged by the sender's code", () => {
  it("codelessBan: wallets without code are refused, the simulator sells: HONEYPOT high", () => {
    const f = finding("codelessBan");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.sellOk).toBe(true);
    expect(Number(f?.evidence.codelessRefused)).toBeGreaterThanOrEqual(1);
    expect(f?.evidence.codelessRefused).toBe(f?.evidence.codeSendersTested);
    expect(DANGER).toContain(results.codelessBan.riskLevel);
  });

  it("contractBan: contracts refused, wallets sell: HONEYPOT passes (contract-only), low or medium", () => {
    const f = finding("contractBan");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.codelessRefused).toBeUndefined();
    expect(CALM).toContain(results.contractBan.riskLevel);
  });

  it("launchRule: the rule ended an hour after listing: HONEYPOT passes, low or medium", () => {
    expect(finding("launchRule")?.status).toBe("pass");
    expect(CALM).toContain(results.launchRule.riskLevel);
  });
});

describe("a sell tax measured on real bags", () => {
  it("shareFee: the bag buyers pay ~70 %, the test wallet a few percent: SELL_TAX high", () => {
    const f = finding("shareFee", "SELL_TAX");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(Number(f?.evidence.holdersHeavy)).toBeGreaterThanOrEqual(2);
    expect(Number(f?.evidence.taxPct)).toBeLessThan(10);
    expect(DANGER).toContain(results.shareFee.riskLevel);
  });

  it("flatFee: a flat 3 % for everyone: SELL_TAX low, low or medium", () => {
    const f = finding("flatFee", "SELL_TAX");
    expect(f?.severity).toBe("low");
    expect(f?.evidence.holdersHeavy).toBeUndefined();
    expect(CALM).toContain(results.flatFee.riskLevel);
  });

  it("cappedShare: the share fee capped at 5 %: no holders' finding, low or medium", () => {
    const f = finding("cappedShare", "SELL_TAX");
    expect(f?.evidence.holdersHeavy).toBeUndefined();
    expect(CALM).toContain(results.cappedShare.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
