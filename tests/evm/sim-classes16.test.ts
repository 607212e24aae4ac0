/**
 * The buy/sell simulation's sixteenth classes (contracts/test-tokens/SimTokens16.sol, and SimTokens15's transfer
 * counter) through the engine's entry point on the local EVM (each token launched on a WETH pair with 10 ETH, LP burnt,
 * the supply spread by transfers to holders that never buy; the pair set, three buyers of real bags (0.3 ETH each), the
 * owner renounces, then a dev account buys 0.1 ETH and the chain moves on 60 blocks and two hours). Expectations
 * written before the engine ran:
 *   boughtOnly      danger: a sell may spend only tokens received from the pair, for good: the buyers and the
 *                   simulator sell, the largest holders that received by transfer are refused, and so is a wallet given
 *                   a balance: HONEYPOT high ("bags not bought from the pool cannot be sold"), level high or critical;
 *   boughtOnlyEnded control: the same rule, ended an hour after deployment: HONEYPOT passes, low or medium;
 *   teamLock        control: four listed team wallets (the largest spread wallets that never buy) cannot sell for a year,
 *                   everyone else can (a wallet given a balance sells): no received-bags finding, HONEYPOT passes, low
 *                   or medium;
 *   vestingHeld     control: a plain token whose largest holder is a vesting vault (a contract): HONEYPOT passes, low
 *                   or medium;
 *   poolTrap        danger: once the pair has held 15 ETH (about 11 at scan time) every sell reverts for good: in the
 *                   volume call a fresh wallet sells, a large buy doubles the pool's WETH, the fresh wallets after it are
 *                   refused: HONEYPOT high ("sells stop once the pool grows"), level high or critical;
 *   poolTrapLimited danger: the same trap with a 2 % max trade until the level (the large buy is refused, the growth is
 *                   a donation and sync()): HONEYPOT high, growth not by a buy, level high or critical;
 *   poolLimitLifts  control: only the 2 % max trade, lifted at the level (sells become freer): HONEYPOT passes, low or
 *                   medium;
 *   countFreeze     danger (session 15's WIP class): every transfer after listing is counted; from the 70th on sells
 *                   revert: after 160 transfers the fresh wallets are refused: HONEYPOT high ("sells stop after more
 *                   trading"), level high or critical;
 *   countFeeEnd     control: the counter only ends a 2 % sell fee: HONEYPOT passes, low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the volume call and the received bags' sells ride in round 3's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { CLEAN_WALLETS, SUPPLY } from "../support/evm/deploy";
import { daysLater, fixtureSpread, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "boughtOnly",
  "boughtOnlyEnded",
  "teamLock",
  "vestingHeld",
  "poolTrap",
  "poolTrapLimited",
  "poolLimitLifts",
  "countFreeze",
  "countFeeEnd",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const COLLECTOR: Address = "0x00000000000000000000000000000000000c0116";
const NEVER = 2n ** 256n - 1n;
const E18 = 10n ** 18n;

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  const now = BigInt((await chain.pub.getBlock({ blockTag: "latest" })).timestamp);
  // The team: the four largest spread wallets that never buy (the fixture's holders A and B are node accounts that
  // also trade here).
  const team = CLEAN_WALLETS.slice(0, 4);
  const deployments: [Key, string, unknown[]][] = [
    ["boughtOnly", "OriginLockToken16", ["Bought Sixteen", "BGT16", SUPPLY, 0n, NEVER, []]],
    ["boughtOnlyEnded", "OriginLockToken16", ["Ended Sixteen", "END16", SUPPLY, 0n, now + 3_600n, []]],
    ["teamLock", "OriginLockToken16", ["Team Sixteen", "TEM16", SUPPLY, 1n, now + 365n * 86_400n, team]],
    ["vestingHeld", "OriginLockToken16", ["Vest Sixteen", "VST16", SUPPLY, 2n, 0n, []]],
    ["poolTrap", "PoolLevelToken16", ["Pool Sixteen", "POL16", SUPPLY, fx.weth, 15n * E18, true, 0n]],
    ["poolTrapLimited", "PoolLevelToken16", ["Limit Sixteen", "LIM16", SUPPLY, fx.weth, 15n * E18, true, SUPPLY / 50n]],
    ["poolLimitLifts", "PoolLevelToken16", ["Lifts Sixteen", "LFT16", SUPPLY, fx.weth, 15n * E18, false, SUPPLY / 50n]],
    ["countFreeze", "TransferCountToken15", ["Count Sixteen", "CNT16", SUPPLY, 70n, true, COLLECTOR]],
    ["countFeeEnd", "TransferCountToken15", ["Fee End Sixteen", "FEE16", SUPPLY, 70n, false, COLLECTOR]],
  ];
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    // vestingHeld: a vesting vault (a contract) receives holder A's 8 % instead of holder A.
    const vault =
      key === "vestingHeld" ? await chain.deploy("VestingVault16", [t.address, fx.holders[0], 365n * 86_400n]) : null;
    const spread = vault
      ? fixtureSpread(fx).map(([to, bps]): [Address, bigint] => [to === fx.holders[0] ? vault : to, bps])
      : undefined;
    const launched = await chain.launch(t, spread ? { spread } : {});
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
}, 300_000);

const finding = (key: Key, id = "HONEYPOT") => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("bags that did not come from the pair", () => {
  it("boughtOnly: received bags refused while buyers sell: HONEYPOT high", () => {
    const f = finding("boughtOnly");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.sellOk).toBe(true);
    expect(Number(f?.evidence.receivedRefused)).toBeGreaterThanOrEqual(2);
    expect(f?.evidence.walletSellOk).toBe(false);
    expect(DANGER).toContain(results.boughtOnly.riskLevel);
  });

  it("boughtOnlyEnded: the rule is over: HONEYPOT passes, low or medium", () => {
    expect(finding("boughtOnlyEnded")?.status).toBe("pass");
    expect(CALM).toContain(results.boughtOnlyEnded.riskLevel);
  });

  it("teamLock: listed team wallets locked, a fresh bag sells: no received-bags finding, low or medium", () => {
    const f = finding("teamLock");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.receivedRefused).toBeUndefined();
    expect(CALM).toContain(results.teamLock.riskLevel);
  });

  it("vestingHeld: a vault holds the largest bag of a plain token: HONEYPOT passes, low or medium", () => {
    expect(finding("vestingHeld")?.status).toBe("pass");
    expect(CALM).toContain(results.vestingHeld.riskLevel);
  });
});

describe("sells after the pool grows", () => {
  it("poolTrap: sells refused once the pool's WETH passes the level: HONEYPOT high", () => {
    const f = finding("poolTrap");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.growthSold).toBe(0);
    expect(Number(f?.evidence.growthTried)).toBeGreaterThanOrEqual(2);
    expect(DANGER).toContain(results.poolTrap.riskLevel);
  });

  it("poolTrapLimited: the large buy refused, the pool grown by a donation: HONEYPOT high", () => {
    const f = finding("poolTrapLimited");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.growthByBuy).toBe(false);
    expect(DANGER).toContain(results.poolTrapLimited.riskLevel);
  });

  it("poolLimitLifts: a launch limit lifted at the level: HONEYPOT passes, low or medium", () => {
    expect(finding("poolLimitLifts")?.status).toBe("pass");
    expect(CALM).toContain(results.poolLimitLifts.riskLevel);
  });
});

describe("sells after more trading", () => {
  it("countFreeze: sells refused once the transfer counter passes the mark: HONEYPOT high", () => {
    const f = finding("countFreeze");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(Number(f?.evidence.volumeMoved)).toBeGreaterThanOrEqual(100);
    expect(f?.evidence.volumePostSold).toBe(0);
    expect(DANGER).toContain(results.countFreeze.riskLevel);
  });

  it("countFeeEnd: the counter ends a fee: HONEYPOT passes, low or medium", () => {
    expect(finding("countFeeEnd")?.status).toBe("pass");
    expect(CALM).toContain(results.countFeeEnd.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
