/**
 * The buy/sell simulation's seventeenth class (contracts/test-tokens/SimTokens17.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair with 10 ETH, LP burnt, the supply spread by transfers to holders
 * that never buy; the pair set, three buyers of real bags (0.3 ETH each), the owner renounces, then a dev account buys
 * 0.1 ETH and the chain moves on 60 blocks and two hours). Expectations written before the engine ran:
 *   dustClock     danger: a wallet cannot sell for 30 days after it last received tokens from another wallet, and any
 *                 incoming wallet transfer (even 1 wei) restarts the clock: in the volume call a fresh wallet is sent
 *                 1 wei by another and its sell is refused, while fresh wallets before and after it sell: HONEYPOT high
 *                 ("anyone can stop a holder's sells"), level high or critical;
 *   dustClockHour danger: the same rule with a one-hour clock (the simulation cannot tell how long: the harm measured
 *                 is that anyone can stop the sell, renewed at will): HONEYPOT high;
 *   ownSellClock  control: a wallet cannot sell again for 30 days after its OWN last sell (only the holder restarts its
 *                 clock; receipts do not matter): no dust finding, HONEYPOT passes, low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the dust step rides in the volume call of round 3's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["dustClock", "dustClockHour", "ownSellClock"] as const;
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
    ["dustClock", "ReceiptClockToken17", ["Dust Seventeen", "DST17", SUPPLY, 0n, 30n * DAY]],
    ["dustClockHour", "ReceiptClockToken17", ["Hour Seventeen", "HRS17", SUPPLY, 0n, 3_600n]],
    ["ownSellClock", "ReceiptClockToken17", ["Own Seventeen", "OWN17", SUPPLY, 1n, 30n * DAY]],
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

const finding = (key: Key, id = "HONEYPOT") => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("sells anyone can stop with dust", () => {
  it("dustClock: 1 wei from a stranger stops the receiver's sell: HONEYPOT high", () => {
    const f = finding("dustClock");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.dustSellOk).toBe(false);
    expect(f?.evidence.dustControlSellOk).toBe(true);
    expect(String(f?.evidence.dustReason)).toContain("clock");
    expect(DANGER).toContain(results.dustClock.riskLevel);
  });

  it("dustClockHour: the same rule with a one-hour clock: HONEYPOT high", () => {
    const f = finding("dustClockHour");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.dustSellOk).toBe(false);
    expect(DANGER).toContain(results.dustClockHour.riskLevel);
  });

  it("ownSellClock: a clock only the holder's own sell restarts: HONEYPOT passes, low or medium", () => {
    const f = finding("ownSellClock");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.dustSellOk).toBeUndefined();
    expect(CALM).toContain(results.ownSellClock.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
