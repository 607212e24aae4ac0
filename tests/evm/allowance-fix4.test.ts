/**
 * The prober's allowance fix (contracts/test-tokens/AllowanceFixTokens4.sol) through the engine's entry point on the
 * local EVM, launched like the fixture's tokens (WETH pair, supply spread, LP burnt). Expectations written before the
 * engine ran:
 *   pairAllowance  danger: the constructor writes an unlimited allowance from the pair to the deployer (a pair never
 *                  approves): BALANCE_DRAIN critical, evidence the spender (the deployer) and the allowance (max).
 *                  Before the fix the pair's transferFrom test was skipped whenever the pair had an allowance, and
 *                  the account still counted as conserved: no drain was reported.
 *   unlimitedSpender danger: no owner() at all; allowance(anyone, deployer) answers the maximum and transferFrom
 *                  lets the deployer spend without one: BALANCE_DRAIN critical (the pair's allowance to the deployer,
 *                  and its transferFrom from the pair goes through). Before the fix every transferFrom test asked
 *                  for nothing or was skipped.
 *   plainApproval  control: a real holder gave the deployer an unlimited approval: a transferFrom within it is an
 *                  ordinary spend, not judged (an allowance short of the balance is tested with one more than it,
 *                  which an honest token refuses): no drain. A fix that ran the holder's transferFrom regardless would
 *                  report this honest approval as a drain.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["pairAllowance", "unlimitedSpender", "plainApproval"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;
const pairs = {} as Record<Key, Address>;
let approved = 0n;

beforeAll(async () => {
  const chain = await launcher(fx);
  const deployer = fx.deployer;
  const launch = async (key: Key, name: string, args: unknown[]) => {
    // The rug creates its own pair in its constructor.
    const t = await chain.launch(await chain.deployToken(name, args), { pairMayExist: true });
    tokens[key] = t.address;
    pairs[key] = t.pair;
    return t;
  };
  await launch("pairAllowance", "PairAllowanceToken", ["Pair Allowance Token", "PALW", SUPPLY, fx.factory, fx.weth]);
  await launch("unlimitedSpender", "UnlimitedSpenderToken", ["Unlimited Spender Token", "USPD", SUPPLY]);
  const plain = await launch("plainApproval", "PlainApprovalToken", ["Plain Approval Token", "PAPR", SUPPLY]);
  // A real holder gives the deployer (a candidate) an unlimited approval, as wallets do for a staking or vesting
  // helper: an honest approval (a transferFrom test that ignored it would move the holder's whole balance).
  await chain.send(plain.address, plain.abi, "approve", [deployer, 2n ** 256n - 1n], 0n, fx.holders[0]);
  approved = await chain.read<bigint>(plain.address, plain.abi, "allowance", [fx.holders[0], deployer]);

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
const TRANSFER_FROM = "0x23b872dd";

describe("an allowance does not hide a drain", () => {
  it("pairAllowance: the pair's allowance to the deployer is the drain right: BALANCE_DRAIN critical with the spender and the allowance", () => {
    const r = results.pairAllowance;
    const p = facts.pairAllowance.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === TRANSFER_FROM);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`the pair's allowance to the caller ${fx.deployer}`);
    expect(e?.after).toBe((2n ** 256n - 1n).toString());
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("unlimitedSpender: an allowance() that answers the maximum for the deployer does not hide its transferFrom from the pair", () => {
    const r = results.unlimitedSpender;
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === TRANSFER_FROM);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`the pair's allowance to the caller ${fx.deployer}`);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("plainApproval: a holder's real unlimited approval of the deployer is no drain", () => {
    const r = results.plainApproval;
    const p = facts.plainApproval.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(approved).toBeGreaterThan(0n);
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "drain")).toEqual([]);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("round trips", () => {
  it("the allowance tests ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
