/**
 * The privilege prober's twentieth classes (contracts/test-tokens/Probes20.sol) through the engine's entry point on the
 * local EVM (each token launched on a WETH pair, its pair named before the liquidity, LP burnt, supply spread with 10 %
 * at the dead address). The owner is the deployer (one key). Expectations written before the engine ran:
 *   A signed rate with only an upper bound:
 *   rateSigned   danger: adjustTradeRate(int256) checks r <= 500 only; -1e6 makes every trade mint a hundredfold:
 *                MINTABLE high (measured on the holder's own trades after the call); risk high or critical;
 *   rateFloored  safe (twin): the same setter refuses r < 0: no mint, risk low or medium.
 *   A per-wallet sell levy:
 *   levyOpen     danger: assignLevy(holder, 9900) makes THAT holder's sell lose 99 %: TAX_MODIFIABLE high; risk high
 *                or critical;
 *   levyCapped   safe (twin): the levy is capped at 3 %: no raise above 20 %, TAX_MODIFIABLE at most medium; risk low or
 *                medium.
 *   Burnt tokens a key takes back:
 *   strayDead    danger: recoverStray(0x…dEaD, its balance) moves the burnt 10 % to the owner: MINTABLE high (supply
 *                back in circulation); risk high or critical;
 *   strayOwn     safe (twin): only the token contract's own balance is recoverable: no mint, risk low or medium.
 *   A key that grants itself a mint allowance:
 *   quotaOpen    danger: setQuota(itself, 1e30) then issue(holder, n) mints without bound: MINTABLE high; risk high or
 *                critical;
 *   quotaCapped  safe (twin): a lifetime cap of 1 % in code: MINTABLE at most medium (capped), risk low or medium.
 *   A switch on wallet-to-wallet transfers:
 *   directOnly   safe: setDirectOpen(false) stops transfer() but router sells (transferFrom) work: no PAUSE_FUNCTION /
 *                BLACKLIST failure, a transfer limit (MAX_TX_LIMITS medium); risk low or medium;
 *   directAll    danger (twin): the same switch stops transferFrom too (sells): PAUSE_FUNCTION high; risk high or
 *                critical.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "rateSigned",
  "rateFloored",
  "levyOpen",
  "levyCapped",
  "strayDead",
  "strayOwn",
  "quotaOpen",
  "quotaCapped",
  "directOnly",
  "directAll",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 20`, "T20", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t, { setPair: "before" })).address;
  };
  await go("rateSigned", "SignedRateToken20", [false]);
  await go("rateFloored", "SignedRateToken20", [true]);
  await go("levyOpen", "WalletLevyToken20", [0n]);
  await go("levyCapped", "WalletLevyToken20", [300n]);
  await go("strayDead", "StrayRecoveryToken20", [true]);
  await go("strayOwn", "StrayRecoveryToken20", [false]);
  await go("quotaOpen", "QuotaMintToken20", [false]);
  await go("quotaCapped", "QuotaMintToken20", [true]);
  await go("directOnly", "DirectSwitchToken20", [false]);
  await go("directAll", "DirectSwitchToken20", [true]);
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

describe("a signed rate with only an upper bound", () => {
  it("rateSigned: a rate below zero mints on every trade: MINTABLE high, danger", () => {
    expect(effects("rateSigned", "mint").some((e) => /below zero/.test(e.pattern))).toBe(true);
    expect(failing(results.rateSigned).MINTABLE).toBe("high");
    expect(DANGER).toContain(results.rateSigned.riskLevel);
  });
  it("rateFloored: the floor holds: no mint, safe", () => {
    expect(effects("rateFloored", "mint")).toEqual([]);
    expect(SAFE).toContain(results.rateFloored.riskLevel);
  });
});

describe("a per-wallet sell levy", () => {
  it("levyOpen: the holder's own sell loses 99 %: TAX_MODIFIABLE high, danger", () => {
    expect(effects("levyOpen", "tax").some((e) => /per-wallet fee/.test(e.pattern))).toBe(true);
    expect(topTax("levyOpen")).toBeGreaterThan(5_000);
    expect(failing(results.levyOpen).TAX_MODIFIABLE).toBe("high");
    expect(DANGER).toContain(results.levyOpen.riskLevel);
  });
  it("levyCapped: capped at 3 %: at most medium, safe", () => {
    expect(topTax("levyCapped")).toBeLessThanOrEqual(300);
    expect(AT_MOST_MEDIUM).toContain(failing(results.levyCapped).TAX_MODIFIABLE);
    expect(SAFE).toContain(results.levyCapped.riskLevel);
  });
});

describe("burnt tokens a key takes back", () => {
  it("strayDead: the dead address's bag goes to the owner: MINTABLE high, danger", () => {
    expect(effects("strayDead", "mint").some((e) => /burn address/.test(e.pattern))).toBe(true);
    expect(failing(results.strayDead).MINTABLE).toBe("high");
    expect(DANGER).toContain(results.strayDead.riskLevel);
  });
  it("strayOwn: only the contract's own balance: no mint, safe", () => {
    expect(effects("strayOwn", "mint")).toEqual([]);
    expect(SAFE).toContain(results.strayOwn.riskLevel);
  });
});

describe("a key that grants itself a mint allowance", () => {
  it("quotaOpen: a quota of 1e30 to itself, then a mint: MINTABLE high, danger", () => {
    expect(effects("quotaOpen", "mint").some((e) => /granted itself/.test(e.pattern))).toBe(true);
    expect(failing(results.quotaOpen).MINTABLE).toBe("high");
    expect(DANGER).toContain(results.quotaOpen.riskLevel);
  });
  it("quotaCapped: a lifetime cap of 1 % in code: at most medium, safe", () => {
    expect(AT_MOST_MEDIUM).toContain(failing(results.quotaCapped).MINTABLE);
    expect(SAFE).toContain(results.quotaCapped.riskLevel);
  });
});

describe("a switch on wallet-to-wallet transfers", () => {
  it("directOnly: transfers stop, sells work: a transfer limit, no pause, safe", () => {
    expect(effects("directOnly", "limit").some((e) => /sells work/.test(e.after))).toBe(true);
    expect(failing(results.directOnly).PAUSE_FUNCTION).toBeUndefined();
    expect(failing(results.directOnly).BLACKLIST).toBeUndefined();
    expect(SAFE).toContain(results.directOnly.riskLevel);
  });
  it("directAll: the switch stops sells too: PAUSE_FUNCTION high, danger", () => {
    expect(failing(results.directAll).PAUSE_FUNCTION).toBe("high");
    expect(DANGER).toContain(results.directAll.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
