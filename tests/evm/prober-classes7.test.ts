/**
 * The privilege prober's seventh classes (contracts/test-tokens/ProberTokens7.sol) through the engine's entry point on
 * the local EVM, each token launched like the fixture's (a WETH pair with liquidity, the supply spread, the LP burnt).
 * Expectations written before the engine ran:
 *   roster      danger: the owner's updateRoster(address[] wallets, bool active) with `false` benches the wallets (they
 *               cannot send): a targeted freeze by the owner, BLACKLIST fails (a list switched off is a blacklist);
 *   clearance   danger: the flag first, the list second, markAccounts(false, wallets): the same, BLACKLIST fails;
 *   listHold    danger: holdWallets(address[] wallets, uint48 until) holds the wallets until a time that fits the narrow
 *               integer: BLACKLIST fails;
 *   points      control: an owner-only list left out of a points tally changes nothing holders can do: no freeze,
 *               BLACKLIST does not fail;
 *   desk        danger: no owner() at all; transferFrom skips the allowance when the spender is one small address fixed
 *               in the code (compiled as a masked subtraction, not an EQ): that address moves any holder's tokens,
 *               BALANCE_DRAIN critical with it as the caller.
 * Every scan stays at 3 HTTP requests (burnt LP): the new patterns and senders ride in the existing eth_calls.
 */
import { type Address, getAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["roster", "clearance", "listHold", "points", "desk"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;
const DESK = getAddress("0x000000000000000000000000000000007e11a9c3");

beforeAll(async () => {
  const chain = await launcher(fx);
  const launch = async (key: Key, name: string, symbol: string) => {
    tokens[key] = (await chain.launch(await chain.deployToken(name, [`${name} Token`, symbol, SUPPLY]))).address;
  };
  await launch("roster", "RosterBenchToken", "RSTR");
  await launch("clearance", "ClearanceListToken", "CLRC");
  await launch("listHold", "ListHoldToken", "LHLD");
  await launch("points", "PointsListToken", "PNTS");
  await launch("desk", "SettlementDeskToken", "DESK");
  // One read per token: the facts asserted below are the ones the scan itself was given.
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
    facts[key] = scans[key].facts;
  }
}, 240_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const freezes = (key: Key) => results[key].evm!.privileges.effects.filter((e) => e.kind === "freeze");

describe("address lists in any position", () => {
  it("roster: updateRoster(wallets, false) benches a holder: a targeted freeze by the owner, BLACKLIST fails", () => {
    const e = freezes("roster")[0];
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.scope).toBe("targeted");
    expect(e?.pattern).toContain("([victim], false)");
    expect(finding(results.roster, "BLACKLIST")?.status).toBe("fail");
    expect(["high", "critical"]).toContain(results.roster.riskLevel);
  });

  it("clearance: markAccounts(false, wallets), the list second: BLACKLIST fails", () => {
    const e = freezes("clearance")[0];
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.pattern).toContain("(false, [victim])");
    expect(finding(results.clearance, "BLACKLIST")?.status).toBe("fail");
    expect(["high", "critical"]).toContain(results.clearance.riskLevel);
  });

  it("listHold: holdWallets(wallets, uint48 until) with a narrow large value: BLACKLIST fails", () => {
    const e = freezes("listHold")[0];
    expect(e?.pattern).toContain("([victim], 2^32-1)");
    expect(finding(results.listHold, "BLACKLIST")?.status).toBe("fail");
    expect(["high", "critical"]).toContain(results.listHold.riskLevel);
  });

  it("points: a list that changes nothing holders can do is no freeze", () => {
    expect(freezes("points")).toEqual([]);
    expect(finding(results.points, "BLACKLIST")?.status).not.toBe("fail");
    expect(["low", "medium"]).toContain(results.points.riskLevel);
  });
});

describe("a spender fixed in the code that skips the allowance", () => {
  it("desk: no owner(); the fixed spender takes a holder's tokens without approval: BALANCE_DRAIN critical", () => {
    const r = results.desk;
    expect(r.evm!.ownership.owner).toBeNull();
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain");
    expect(e?.caller).toBe(DESK);
    expect(e?.selector).toBe("0x23b872dd"); // transferFrom(address,address,uint256)
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const p = facts.desk.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(p.candidates.map((c) => c.address)).toContain(DESK);
  });
});

describe("round trips", () => {
  it("the list patterns and the fixed spender ride in the scan's rounds (3 HTTP requests, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
