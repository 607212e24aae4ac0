/**
 * LP held by a contract whose public release() sends all of it on (contracts/test-tokens/SimTokens17.sol LpRelease17):
 * the LP-holder probe measures where the LP went (MinterProber.measure's burn measure, holders.ts
 * judgeLpHolderContract). Each token is a plain CleanToken (renounced, supply spread) on a WETH pair whose LP the
 * deployer sends to the contract under test. Expectations written before the engine ran:
 *   releaseDead    safe: release() only sends the LP to 0x…dEaD: anyone's call burns it, nobody takes it: the LP is
 *                  not pullable (held: LP_UNLOCKED medium at most), level low or medium;
 *   releaseCaller  danger (twin): release() sends the LP to whoever calls: anyone takes the whole LP: LP_UNLOCKED
 *                  high, level high or critical.
 * Every scan stays at 4 HTTP requests (LP not burnt).
 */
import type { Abi, Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { daysLater, launcher, listedKeepingLp, scanEach, UNISWAP } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["releaseDead", "releaseCaller"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const PAIR = UNISWAP.PAIR.abi as Abi;
  for (const [key, toDead] of [
    ["releaseDead", true],
    ["releaseCaller", false],
  ] as const) {
    const { token, pair, lp } = await listedKeepingLp(fx, chain, `LP17 ${key}`, "LP17");
    const holder = await chain.deploy("LpRelease17", [pair, toDead]);
    await chain.send(pair, PAIR, "transfer", [holder, lp]);
    tokens[key] = token;
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 300_000);

const lpFinding = (key: Key) => results[key].findings.find((f) => f.id === "LP_UNLOCKED");

describe("an LP release that can only burn", () => {
  it("releaseDead: anyone's release burns the LP: not pullable, LP_UNLOCKED medium at most, level low or medium", () => {
    const f = lpFinding("releaseDead");
    expect(["low", "medium", "info"]).toContain(f?.severity);
    expect(String(f?.evidence.lpHolderContractReading)).toContain("burnt, not taken");
    expect(["low", "medium"]).toContain(results.releaseDead.riskLevel);
  });

  it("releaseCaller: anyone's release takes the whole LP: LP_UNLOCKED high", () => {
    const f = lpFinding("releaseCaller");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(String(f?.evidence.lpHolderContractReading)).toContain("anyone took");
    expect(["high", "critical"]).toContain(results.releaseCaller.riskLevel);
  });
});

it("every scan stays at 4 HTTP requests (LP not burnt)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 4])));
});
