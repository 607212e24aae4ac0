/**
 * The privilege prober's argument patterns (contracts/test-tokens/PatternTokens5.sol) through the engine's entry point
 * on the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   releaseSchedule  danger: the owner's scheduleRelease(account, uint40 releaseAt) stops a holder from sending until
 *                    then; only a large value that fits a narrow integer locks (1 is past, 1e30 does not decode):
 *                    a targeted freeze by the owner, BLACKLIST fails, high or critical;
 *   agentSettlement  danger: the owner's appointAgent(holder, agent, limit) writes a holder's allowance; the owner
 *                    appointing itself with the largest limit can take any balance: BALANCE_DRAIN critical, evidence
 *                    the selector, the owner as caller, the allowance 0 -> max;
 *   selfVesting      control: the owner can only lock its own wallet: no freeze, BLACKLIST does not fail, low or medium.
 *   plainMint        an owner mint(to, amount): MINTABLE fails; the pattern that puts the caller's address in the
 *                    amount word mints more than a V2 pair's uint112 reserve holds, so the victim's sell fails in
 *                    the pair: that is no freeze (BLACKLIST and PAUSE_FUNCTION do not fail).
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["releaseSchedule", "agentSettlement", "selfVesting", "plainMint"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const launch = async (key: Key, name: string, args: unknown[]) => {
    tokens[key] = (await chain.launch(await chain.deployToken(name, args))).address;
  };
  await launch("releaseSchedule", "ReleaseScheduleToken", ["Release Schedule Token", "RSCH", SUPPLY]);
  await launch("agentSettlement", "AgentSettlementToken", ["Agent Settlement Token", "AGNT", SUPPLY]);
  await launch("selfVesting", "SelfVestingToken", ["Self Vesting Token", "SVST", SUPPLY]);
  await launch("plainMint", "PlainOwnerMintToken", ["Plain Owner Mint Token", "PMNT", SUPPLY]);

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

describe("a lock that takes a narrow timestamp", () => {
  it("releaseSchedule: the owner's scheduleRelease(holder, uint40) stops the holder's sells: a targeted freeze, BLACKLIST fails", () => {
    const r = results.releaseSchedule;
    const p = facts.releaseSchedule.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    const schedule = "0xd390b829"; // scheduleRelease(address,uint40)
    expect(p.selectorsProbed).toContain(schedule);
    const e = r.evm!.privileges.effects.find((x) => x.kind === "freeze" && x.selector === schedule);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.scope).toBe("targeted");
    expect(finding(r, "BLACKLIST")?.status).toBe("fail");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("selfVesting: a lock the owner can only put on its own wallet is no freeze", () => {
    const r = results.selfVesting;
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "freeze")).toEqual([]);
    expect(finding(r, "BLACKLIST")?.status).not.toBe("fail");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("the caller as the second address with the largest amount", () => {
  it("agentSettlement: the owner appointing itself agent over a holder: BALANCE_DRAIN critical with the allowance before/after", () => {
    const r = results.agentSettlement;
    expect(r.evm!.ownership.owner).toBe(fx.deployer);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const appoint = "0x7678779f"; // appointAgent(address,address,uint256)
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === appoint);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`allowance to the caller ${fx.deployer}`);
    expect(e?.before).toBe("0");
    expect(e?.after).toBe((2n ** 256n - 1n).toString());
    expect(["high", "critical"]).toContain(r.riskLevel);
  });
});

describe("a huge mint is not a freeze", () => {
  it("plainMint: a mint beyond the pair's uint112 reserve blocks the victim's sell in the pair: a mint, no freeze", () => {
    const r = results.plainMint;
    expect(failing(r)).toHaveProperty("MINTABLE");
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "freeze")).toEqual([]);
    expect(finding(r, "BLACKLIST")?.status).not.toBe("fail");
    expect(finding(r, "PAUSE_FUNCTION")?.status).not.toBe("fail");
  });
});

describe("round trips", () => {
  it("the new patterns ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
