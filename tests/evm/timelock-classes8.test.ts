/**
 * A Compound-style timelock recognised by what it does (issue 25, session 7 round 2; lib/chains/evm/governance.ts
 * compoundAdminProgram), end to end on the local node (contracts/test-tokens/TimelockTokens8.sol).
 * Expectations written before the engine ran on these tokens:
 *   gated    the steward of an issuing token is our own reproduction of Compound's Timelock (a 2-day delay, admin one
 *            wallet; other bounds, an extra counter, the dispatcher not Compound's exact one): as its admin, a call
 *            queued now cannot run for two days, a call never queued cannot run, the delay cannot be set to 0.
 *            Every issue is queued in public two days ahead (the admin being a wallet does not change that: the queue
 *            is on chain for any trader to see): governance, MINTABLE low, OWNER_PRIVILEGES medium;
 *   pliable  the same names, but its admin sets the delay to 0 directly, then queues and executes in one block: one
 *            key, MINTABLE high, the reason in the candidate's roles.
 * Round trips unchanged: 3 HTTP requests with LP burnt.
 */

import { getAddress, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = ["gated", "pliable"] as const;
type Key = (typeof KEYS)[number];
const GATES = { gated: "QueueGate8", pliable: "PliableGate8" } as const;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const gates = {} as Record<Key, `0x${string}`>;
const WALLETS = Array.from({ length: 25 }, (_, i) =>
  getAddress(`0x${(0x71e0c8000 + i).toString(16).padStart(40, "0")}`),
);

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const token = art.StewardIssuedToken8;
  const tokens = {} as Record<Key, `0x${string}`>;
  for (const key of KEYS) {
    tokens[key] = await chain.deploy(token, [SUPPLY]);
    await chain.launch({ address: tokens[key], abi: token.abi }, spreadOver(WALLETS));
    gates[key] = await chain.deploy(GATES[key], [chain.deployer, 2n * 86_400n]);
    await chain.send(tokens[key], token.abi, "handStewardship", [gates[key]]);
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const rolesOf = (key: Key) =>
  results[key].evm!.privileges.candidates.find((c) => c.address === gates[key])?.roles.join(", ") ?? "";

describe("a Compound-style timelock is recognised by behaviour", () => {
  it("gated: a faithful 2-day timelock (admin one wallet) as the steward: governance, MINTABLE low", () => {
    expect(rolesOf("gated")).toContain("Compound-style timelock (by behaviour");
    expect(rolesOf("gated")).toContain("delay 172800 s");
    const mint = finding(results.gated, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(mint?.severity).toBe("low");
    expect(finding(results.gated, "OWNER_PRIVILEGES")?.title).toBe("Governance controls the token");
    expect(finding(results.gated, "OWNER_PRIVILEGES")?.severity).toBe("medium");
  });

  it("pliable: the same names, but its admin sets the delay to 0: one key, MINTABLE high", () => {
    expect(rolesOf("pliable")).toContain("its admin set the delay to 0 directly");
    expect(rolesOf("pliable")).not.toContain("by behaviour, as its admin");
    expect(finding(results.pliable, "MINTABLE")?.severity).toBe("high");
    expect(["high", "critical"]).toContain(results.pliable.riskLevel);
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
