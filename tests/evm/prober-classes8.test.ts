/**
 * The privilege prober's eighth classes (contracts/test-tokens/ProberTokens8.sol) through the engine's entry point on
 * the local EVM, each token launched like the fixture's (a WETH pair with liquidity, the supply spread, the LP burnt).
 * Expectations written before the engine ran:
 *   agent   danger: the owner's assignAgent(address) names a spender whose transferFrom skips the allowance (two
 *           steps: name an address, then move any holder's tokens with no approval): BALANCE_DRAIN critical, the
 *           drain by the owner through assignAgent;
 *   rebate  control: the owner's pointRebate(address) names the wallet that receives a 1 % cut; transferFrom keeps
 *           the allowance check for everyone: no drain.
 * Every scan stays at 3 HTTP requests (burnt LP): the pull test rides in the existing eth_calls.
 */
import { type Address, toFunctionSelector } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["agent", "rebate"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const launch = async (key: Key, name: string, symbol: string) => {
    tokens[key] = (await chain.launch(await chain.deployToken(name, [`${name} Token`, symbol, SUPPLY]))).address;
  };
  await launch("agent", "SettlementAgentToken", "AGNT");
  await launch("rebate", "RebateWalletToken", "RBTW");
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const drains = (key: Key) => results[key].evm!.privileges.effects.filter((e) => e.kind === "drain");

describe("a spender the owner names that skips the allowance", () => {
  it("agent: assignAgent(address) then a transferFrom with no approval moves a holder's tokens: BALANCE_DRAIN critical", () => {
    const e = drains("agent").find((x) => x.selector === toFunctionSelector("function assignAgent(address)"));
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain("no allowance");
    expect(failing(results.agent)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });

  it("rebate: an owner-named fee wallet with the allowance kept: no drain", () => {
    expect(drains("rebate")).toEqual([]);
    expect(failing(results.rebate).BALANCE_DRAIN).toBeUndefined();
  });

  it("both scans stay at 3 HTTP requests (burnt LP)", () => {
    expect(requests).toEqual({ agent: 3, rebate: 3 });
  });
});
