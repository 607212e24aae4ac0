/**
 * The privilege prober's nineteenth classes (contracts/test-tokens/Probes19.sol) through the engine's entry point on the
 * local EVM (each token launched on a WETH pair, its pair named before the liquidity, LP burnt, supply spread). The
 * owner is the deployer (one key). Expectations written before the engine ran:
 *   A setter whose effect stacks when repeated:
 *   dialOpen    danger: nudgeLevy() adds 3 points to the sell fee per call with no interval and no ceiling; twenty
 *               calls in one block take 62 % of every sell: TAX_MODIFIABLE high (measured after the repeats); risk high
 *               or critical;
 *   dialCapped  safe (twin): the same dial stops at 8 %: TAX_MODIFIABLE at most medium, risk low or medium.
 *   A two-step power whose delay does not restart:
 *   queueKept   danger: scheduleLevy(x) then enactLevy(), each inert alone; the ready time set at deploy is kept, so a
 *               99 % fee is scheduled and enacted in one block: TAX_MODIFIABLE high; risk high or critical;
 *   queueReset  safe (twin): every schedule restarts a 3-day delay (enact refused): no tax raise, risk low or medium.
 *   A special amount that skips the allowance:
 *   sweepOpen   danger: transferFrom(holder, anyone, type(uint256).max) moves the holder's whole balance with no
 *               allowance: BALANCE_DRAIN high or critical, by anyone; risk high or critical;
 *   sweepShut   safe (twin): the same path spends the caller's allowance: no drain, risk low or medium.
 *   A fee cap computed in a narrow width:
 *   capNarrow   danger: setLevies(uint16, uint16) checks buy + sell <= 2,500 in an unchecked uint16; (56036, 9500) wraps
 *               to 0 and sets a 95 % sell fee: TAX_MODIFIABLE high; risk high or critical;
 *   capWide     safe (twin): the sum checked in uint256: TAX_MODIFIABLE at most medium, risk low or medium.
 *   A holding cap whose excess goes to the owner:
 *   capSkim     danger: setHoldCap(1 wei) and a buy delivers 1 wei, the rest to the owner: a measured buy loss,
 *               TAX_MODIFIABLE high; risk high or critical;
 *   capRevert   safe (twin): a buy above the cap reverts and the cap stays at or above 0.5 %: no buy loss, risk low or
 *               medium.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "dialOpen",
  "dialCapped",
  "queueKept",
  "queueReset",
  "sweepOpen",
  "sweepShut",
  "capNarrow",
  "capWide",
  "capSkim",
  "capRevert",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 19`, "T19", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t, { setPair: "before" })).address;
  };
  await go("dialOpen", "DialLevyToken19", [0n]);
  await go("dialCapped", "DialLevyToken19", [800n]);
  await go("queueKept", "ScheduledLevyToken19", [false]);
  await go("queueReset", "ScheduledLevyToken19", [true]);
  await go("sweepOpen", "SweepAllToken19", [false]);
  await go("sweepShut", "SweepAllToken19", [true]);
  await go("capNarrow", "NarrowCapToken19", [false]);
  await go("capWide", "NarrowCapToken19", [true]);
  await go("capSkim", "HoldCapToken19", [true]);
  await go("capRevert", "HoldCapToken19", [false]);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 60) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 600_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const effects = (key: Key, kind: string) => results[key].evm!.privileges.effects.filter((e) => e.kind === kind);
const topTax = (key: Key) => Math.max(0, ...effects(key, "tax").map((e) => Number(e.after)));
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];
const AT_MOST_MEDIUM = [undefined, "info", "low", "medium"];

describe("a setter whose effect stacks when repeated", () => {
  it("dialOpen: twenty nudges in one block take most of a sell: TAX_MODIFIABLE high, danger", () => {
    expect(effects("dialOpen", "tax").some((e) => /times in a row/.test(e.pattern))).toBe(true);
    expect(topTax("dialOpen")).toBeGreaterThan(5_000);
    expect(failing(results.dialOpen).TAX_MODIFIABLE).toBe("high");
    expect(DANGER).toContain(results.dialOpen.riskLevel);
  });
  it("dialCapped: the dial stops at 8 %: at most medium, safe", () => {
    expect(topTax("dialCapped")).toBeLessThanOrEqual(800);
    expect(AT_MOST_MEDIUM).toContain(failing(results.dialCapped).TAX_MODIFIABLE);
    expect(SAFE).toContain(results.dialCapped.riskLevel);
  });
});

describe("a two-step power whose delay does not restart", () => {
  it("queueKept: schedule then enact in one block sets a 99 % fee: TAX_MODIFIABLE high, danger", () => {
    expect(effects("queueKept", "tax").some((e) => /queued change and its apply/.test(e.pattern))).toBe(true);
    expect(failing(results.queueKept).TAX_MODIFIABLE).toBe("high");
    expect(DANGER).toContain(results.queueKept.riskLevel);
  });
  it("queueReset: every schedule restarts the delay: no raise, safe", () => {
    expect(topTax("queueReset")).toBeLessThanOrEqual(200);
    expect(AT_MOST_MEDIUM).toContain(failing(results.queueReset).TAX_MODIFIABLE);
    expect(SAFE).toContain(results.queueReset.riskLevel);
  });
});

describe("a special amount that skips the allowance", () => {
  it("sweepOpen: anyone sweeps a holder with the max amount: BALANCE_DRAIN, danger", () => {
    expect(effects("sweepOpen", "drain").some((e) => /special amount/.test(e.pattern))).toBe(true);
    expect(DANGER).toContain(failing(results.sweepOpen).BALANCE_DRAIN);
    expect(DANGER).toContain(results.sweepOpen.riskLevel);
  });
  it("sweepShut: the allowance is spent: no drain, safe", () => {
    expect(effects("sweepShut", "drain")).toEqual([]);
    expect(SAFE).toContain(results.sweepShut.riskLevel);
  });
});

describe("a fee cap computed in a narrow width", () => {
  it("capNarrow: a uint16 sum wraps and a 95 % sell fee passes: TAX_MODIFIABLE high, danger", () => {
    expect(effects("capNarrow", "tax").some((e) => /narrow width/.test(e.pattern))).toBe(true);
    expect(failing(results.capNarrow).TAX_MODIFIABLE).toBe("high");
    expect(DANGER).toContain(results.capNarrow.riskLevel);
  });
  it("capWide: the sum checked wide: at most medium, safe", () => {
    expect(topTax("capWide")).toBeLessThanOrEqual(2_500);
    expect(AT_MOST_MEDIUM).toContain(failing(results.capWide).TAX_MODIFIABLE);
    expect(SAFE).toContain(results.capWide.riskLevel);
  });
});

describe("a holding cap whose excess goes to the owner", () => {
  it("capSkim: a tiny cap and a buy delivers almost nothing: a buy loss, TAX_MODIFIABLE high, danger", () => {
    expect(effects("capSkim", "tax").some((e) => /buy tax/.test(e.measure))).toBe(true);
    expect(failing(results.capSkim).TAX_MODIFIABLE).toBe("high");
    expect(DANGER).toContain(results.capSkim.riskLevel);
  });
  it("capRevert: a buy above the cap reverts: no buy loss, safe", () => {
    expect(effects("capRevert", "tax").filter((e) => /buy tax/.test(e.measure))).toEqual([]);
    expect(SAFE).toContain(results.capRevert.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
