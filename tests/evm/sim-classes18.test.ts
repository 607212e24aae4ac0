/**
 * The buy/sell simulation's eighteenth classes (contracts/test-tokens/SimTokens18.sol; simulate.ts TradeSell, the
 * trade call of round 3's batch) through the engine's entry point on the local EVM (each token launched on a WETH pair
 * with 10 ETH, LP burnt; the pair set, three buyers of real bags (0.3 ETH each), the owner renounces, then a dev
 * account buys 0.1 ETH and the chain moves on 60 blocks and two hours). Expectations written before the engine ran:
 *   climbFee     danger: each wallet's sell pays 15 % more per earlier sell of that wallet, up to 100 % (a first
 *                sell is free): a wallet selling in 8 parts loses 60 % and more from its fifth part: SELL_TAX high
 *                ("a later part loses most"), level high or critical;
 *   fixedFee     control: a fixed 4 % sell fee: every part costs 4 %: SELL_TAX low, no part finding, level low or
 *                medium;
 *   cappedClimb  control: the fee climbs 2 % per earlier sell but is capped at 10 %: no part finding (SELL_TAX low
 *                on the first sell), level low or medium;
 *   lpFreeze     danger: whenever the pair's LP supply shrinks, every sell stops for 7 days (anyone who adds and
 *                removes a little liquidity renews it): HONEYPOT high ("a small liquidity removal"), level high or
 *                critical;
 *   lpPause      control: the same guard with a ten-minute stop: the holder's sell is refused right after the removal
 *                but goes through with the token's clock moved a day on: HONEYPOT passes, level low or medium;
 *   lpRemoverBar control: the address that receives tokens from the pair while the LP supply shrinks (the remover)
 *                cannot sell for 7 days; other holders sell: HONEYPOT passes, level low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the trade call rides in round 3's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["climbFee", "fixedFee", "cappedClimb", "lpFreeze", "lpPause", "lpRemoverBar"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const DAY = 86_400n;

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  const deployments: [Key, string, unknown[]][] = [
    ["climbFee", "SellCountFeeToken18", ["Climb Eighteen", "CLM18", SUPPLY, 0n, 1_500n, 10_000n]],
    ["fixedFee", "SellCountFeeToken18", ["Fixed Eighteen", "FIX18", SUPPLY, 400n, 0n, 400n]],
    ["cappedClimb", "SellCountFeeToken18", ["Capped Eighteen", "CAP18", SUPPLY, 200n, 200n, 1_000n]],
    ["lpFreeze", "LpFreezeToken18", ["Freeze Eighteen", "FRZ18", SUPPLY, 0n, 7n * DAY]],
    ["lpPause", "LpFreezeToken18", ["Pause Eighteen", "PAU18", SUPPLY, 0n, 600n]],
    ["lpRemoverBar", "LpFreezeToken18", ["Remover Eighteen", "RMV18", SUPPLY, 1n, 7n * DAY]],
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

describe("one wallet selling in parts", () => {
  it("climbFee: later parts lose most of their value: SELL_TAX high", () => {
    const f = finding("climbFee", "SELL_TAX");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(Number(f?.evidence.partWorstPct)).toBeGreaterThanOrEqual(50);
    expect(Number(f?.evidence.partFirstPct)).toBeLessThan(5);
    expect(DANGER).toContain(results.climbFee.riskLevel);
  });

  it("fixedFee: a fixed 4 % fee: no part finding, low or medium", () => {
    const f = finding("fixedFee", "SELL_TAX");
    expect(f?.severity).toBe("low");
    expect(f?.evidence.partWorstPct).toBeUndefined();
    expect(CALM).toContain(results.fixedFee.riskLevel);
  });

  it("cappedClimb: a climbing fee capped at 10 %: no part finding, low or medium", () => {
    const f = finding("cappedClimb", "SELL_TAX");
    expect(f?.evidence.partWorstPct).toBeUndefined();
    expect(CALM).toContain(results.cappedClimb.riskLevel);
  });
});

describe("sells after a small liquidity removal", () => {
  it("lpFreeze: a removal stops holders' sells: HONEYPOT high", () => {
    const f = finding("lpFreeze", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.lpRemovalHolderSellOk).toBe(false);
    expect(f?.evidence.lpRemovalBaselineSellOk).toBe(true);
    expect(f?.evidence.lpRemovalLaterSellOk).toBe(false);
    expect(String(f?.evidence.lpRemovalReason)).toContain("frozen");
    expect(DANGER).toContain(results.lpFreeze.riskLevel);
  });

  it("lpPause: a ten-minute stop (sells again a day later on the token's clock): HONEYPOT passes", () => {
    const f = finding("lpPause", "HONEYPOT");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.lpRemovalHolderSellOk).toBeUndefined();
    expect(CALM).toContain(results.lpPause.riskLevel);
  });

  it("lpRemoverBar: only the remover is barred: HONEYPOT passes, low or medium", () => {
    const f = finding("lpRemoverBar", "HONEYPOT");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.lpRemovalHolderSellOk).toBeUndefined();
    expect(CALM).toContain(results.lpRemoverBar.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
