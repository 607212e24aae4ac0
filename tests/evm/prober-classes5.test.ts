/**
 * The privilege prober's fifth classes (contracts/test-tokens/ProberClassTokens5.sol) through the engine's entry point
 * on the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   checkpointLookup  control: no owner at all, a per-block balance lookup that refuses a block not mined yet ("not
 *                     yet determined", whoever calls) and answers for past blocks: a read refusing an input is no
 *                     hidden controller: HIDDEN_OWNER does not fail, low or medium.
 *   ledgerReconcile   danger: the owner's reconcile(holder) gives it an unlimited allowance over the holder, which
 *                     never approved it (no balance moves in that call; the theft is a later ordinary transferFrom):
 *                     BALANCE_DRAIN critical, evidence the selector, the owner as caller, the allowance 0 -> max;
 *   treasuryAllowance control: the owner's fundTreasury approves a spender over the token contract's own balance; no
 *                     holder's allowance changes: no drain, low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the new measurements ride in the existing eth_calls.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["checkpointLookup", "ledgerReconcile", "treasuryAllowance"] as const;
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
  await launch("checkpointLookup", "CheckpointLookupToken", ["Checkpoint Lookup Token", "CKPT", SUPPLY]);
  await launch("ledgerReconcile", "LedgerReconcileToken", ["Ledger Reconcile Token", "LREC", SUPPLY]);
  await launch("treasuryAllowance", "TreasuryAllowanceToken", ["Treasury Allowance Token", "TRSY", SUPPLY]);

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

describe("a read that refuses an input is not an access check", () => {
  it("checkpointLookup: the lookup refuses a future block for every candidate but answers for a past one: no access refusal, no hidden controller", () => {
    const r = results.checkpointLookup;
    const p = facts.checkpointLookup.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    const lookup = "0xb7d5d74c"; // balanceAtBlock(address,uint256)
    expect(p.selectorsProbed).toContain(lookup);
    expect(p.refused.map((x) => x.selector)).not.toContain(lookup);
    expect(p.callersHidden).not.toBe(true);
    expect(r.evm!.ownership.owner).toBeNull();
    expect(finding(r, "HIDDEN_OWNER")?.status).not.toBe("fail");
    expect(failing(r)).not.toHaveProperty("MINTABLE");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("an allowance a holder never gave, written by a privileged call", () => {
  it("ledgerReconcile: the owner's call gives it an unlimited allowance over the holder: BALANCE_DRAIN critical with the allowance before/after", () => {
    const r = results.ledgerReconcile;
    expect(r.evm!.ownership.owner).toBe(fx.deployer);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const reconcile = "0x09a18635"; // reconcile(address)
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === reconcile);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`allowance to the caller ${fx.deployer}`);
    expect(e?.before).toBe("0");
    expect(e?.after).toBe((2n ** 256n - 1n).toString());
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("treasuryAllowance: an approval over the token's own balance is no drain", () => {
    const r = results.treasuryAllowance;
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "drain")).toEqual([]);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("round trips", () => {
  it("the new measurements ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
