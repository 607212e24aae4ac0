/**
 * Sells on the token's own clock (contracts/test-tokens/Clock20.sol; simulate.ts TradeSell.later, the trade call of
 * round 3's batch with the token's TIMESTAMP reads patched and moved by the simulator) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair with 10 ETH, LP burnt; the pair set, three buyers of real bags
 * (0.3 ETH each), the owner renounces, a dev account buys 0.1 ETH, the chain moves on two hours and 60 blocks; the
 * keeper beats last). Expectations written before the engine ran:
 *   heartbeat danger: sells pass only while a keeper (immutable, a key) has beaten within 12 hours; today they pass:
 *             HONEYPOT high (a wallet's tokens bought now cannot be sold a day later), level high or critical;
 *   sunset    danger: sells pass until a date fixed at deployment, three days after it: HONEYPOT high (a fresh
 *             wallet's buy and sell eight days on refused, the day-later sell fine), level high or critical;
 *   hold      safe: a wallet cannot send for an hour after its last buy (fixed): the sell right after the buy is
 *             refused, the kept tokens sell a day later: HONEYPOT medium (a hold period), not critical; level low or
 *             medium;
 *   launchFee control: a sell fee of 5 % for the first hour, 1 % after; sells never stop: HONEYPOT passes, level low
 *             or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the later sells ride in the trade call of round 3's batch.
 */
import type { Abi, Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["heartbeat", "sunset", "hold", "launchFee"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  const keeper = chain.accounts[chain.accounts.length - 1];
  const deployments: [Key, string, unknown[]][] = [
    ["heartbeat", "HeartbeatToken20", ["Beat Twenty", "BEA20", SUPPLY, keeper, 12n * 3_600n]],
    ["sunset", "SunsetToken20", ["Dusk Twenty", "DSK20", SUPPLY, 3n * 86_400n]],
    ["hold", "HoldPeriodToken20", ["Hold Twenty", "HLD20", SUPPLY, 3_600n]],
    ["launchFee", "LaunchFeeToken20", ["Fee Twenty", "FEE20", SUPPLY, 3_600n]],
  ];
  const abis = {} as Record<Key, Abi>;
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t, {});
    await chain.send(launched.address, t.abi, "setPair", [launched.pair]);
    for (const from of bagBuyers) await chain.buy(launched.address, { from, eth: 3n * 10n ** 17n });
    await chain.send(launched.address, t.abi, "renounceOwnership");
    tokens[key] = launched.address;
    abis[key] = t.abi;
    await chain.buy(launched.address, { from: buyer, eth: 10n ** 17n });
  }
  await chain.pub.request({ method: "evm_increaseTime", params: [7_200] } as never);
  await chain.pub.request({ method: "hardhat_mine", params: ["0x3c"] } as never);
  await chain.send(tokens.heartbeat, abis.heartbeat, "beat", [], 0n, keeper);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 300_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("sells that pass today and stop as time passes", () => {
  it("heartbeat: a keeper must renew it: tokens bought now cannot be sold a day later: HONEYPOT high", () => {
    const f = finding("heartbeat", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.laterNowSold).toBe(true);
    expect(f?.evidence.laterDaySold).toBe(false);
    expect(String(f?.evidence.laterReason)).toContain("heartbeat missed");
    expect(DANGER).toContain(results.heartbeat.riskLevel);
  });

  it("sunset: a date in the code: the day-later sell passes, a week on sells are refused: HONEYPOT high", () => {
    const f = finding("sunset", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.laterDaySold).toBe(true);
    expect(f?.evidence.laterWeekSold).toBe(false);
    expect(String(f?.evidence.laterReason)).toContain("season over");
    expect(DANGER).toContain(results.sunset.riskLevel);
  });
});

describe("a hold period after a buy, and a clock that only sets a fee", () => {
  it("hold: refused right after the buy, sold a day later: HONEYPOT medium (hold period), not critical", () => {
    const f = finding("hold", "HONEYPOT");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("medium");
    expect(f?.evidence.holdPeriod).toBe(true);
    expect(CALM).toContain(results.hold.riskLevel);
  });

  it("launchFee: the clock sets a fee, sells never stop: HONEYPOT passes", () => {
    const f = finding("launchFee", "HONEYPOT");
    expect(f?.status).toBe("pass");
    expect(CALM).toContain(results.launchFee.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
