/**
 * The privilege prober's eighteenth classes (contracts/test-tokens/Probes18.sol) through the engine's entry point on the
 * local EVM (each token launched on a WETH pair, LP burnt, supply spread). What an EMPTY wallet (the stranger) can do.
 * Expectations written before the engine ran:
 *   An amount beyond a narrow integer width:
 *   packedOpen  danger: the debit is the amount cast to uint96, the credit whole: an empty wallet's transfer of 2^96
 *               credits 2^96 tokens for nothing: MINTABLE high or critical, by anyone; risk high or critical;
 *   packedShut  safe (twin): amounts above uint96 refused: no mint, risk low or medium.
 *   An unlimited approval kept without its spender:
 *   flagOpen    danger: once a holder approves the router without limit, anyone's transferFrom takes the holder's
 *               bag: BALANCE_DRAIN high or critical, by anyone; risk high or critical;
 *   flagShut    safe (twin): the flag kept per owner and spender: no drain, risk low or medium.
 *   A price anyone may pay:
 *   paidHalt    danger: pause() by whoever pays 0.08 ETH halts every holder's transfers for a day (renewable): a
 *               freeze by anyone (PAUSE_FUNCTION or BLACKLIST high or critical); risk high or critical;
 *   paidSelf    safe (twin): the paid pause locks only the payer's own tokens: no freeze, risk low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["packedOpen", "packedShut", "flagOpen", "flagShut", "paidHalt", "paidSelf"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 18`, "T18", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t)).address;
  };
  await go("packedOpen", "PackedDebitToken18", [false]);
  await go("packedShut", "PackedDebitToken18", [true]);
  await go("flagOpen", "UnlimitedFlagToken18", [false]);
  await go("flagShut", "UnlimitedFlagToken18", [true]);
  await go("paidHalt", "PaidPauseToken18", [true]);
  await go("paidSelf", "PaidPauseToken18", [false]);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 60) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 400_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const effects = (key: Key, kind: string) => results[key].evm!.privileges.effects.filter((e) => e.kind === kind);
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];

describe("an amount beyond a narrow integer width", () => {
  it("packedOpen: an empty wallet's transfer of 2^96 prints: MINTABLE, danger", () => {
    expect(effects("packedOpen", "mint").some((e) => /empty wallet/.test(e.pattern))).toBe(true);
    expect(DANGER).toContain(failing(results.packedOpen).MINTABLE);
    expect(DANGER).toContain(results.packedOpen.riskLevel);
  });
  it("packedShut: amounts above the width refused: no mint, safe", () => {
    expect(effects("packedShut", "mint")).toEqual([]);
    expect(failing(results.packedShut).MINTABLE).toBeUndefined();
    expect(SAFE).toContain(results.packedShut.riskLevel);
  });
});

describe("an unlimited approval kept without its spender", () => {
  it("flagOpen: anyone spends the bag of a holder that approved the router: BALANCE_DRAIN, danger", () => {
    expect(effects("flagOpen", "drain").some((e) => /approved the router/.test(e.pattern))).toBe(true);
    expect(DANGER).toContain(failing(results.flagOpen).BALANCE_DRAIN);
    expect(DANGER).toContain(results.flagOpen.riskLevel);
  });
  it("flagShut: the flag kept per spender: no drain, safe", () => {
    expect(effects("flagShut", "drain")).toEqual([]);
    expect(SAFE).toContain(results.flagShut.riskLevel);
  });
});

describe("a price anyone may pay", () => {
  it("paidHalt: anyone paying 0.08 ETH halts every holder: a freeze by anyone, danger", () => {
    expect(effects("paidHalt", "freeze").some((e) => /price anyone may pay/.test(e.pattern))).toBe(true);
    const f = failing(results.paidHalt);
    expect(DANGER).toContain(f.PAUSE_FUNCTION ?? f.BLACKLIST);
    expect(DANGER).toContain(results.paidHalt.riskLevel);
  });
  it("paidSelf: the payer locks only itself: no freeze, safe", () => {
    expect(effects("paidSelf", "freeze")).toEqual([]);
    expect(SAFE).toContain(results.paidSelf.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
