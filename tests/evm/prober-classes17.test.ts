/**
 * The privilege prober's seventeenth classes (contracts/test-tokens/Probes17.sol) through the engine's entry point on the
 * local EVM (each token launched on a WETH pair, LP burnt, supply spread). Expectations written before the engine ran:
 *   A function acting on an account argument:
 *   lockAny    danger: commit(holder, releaseAt) by anyone holds any holder's tokens (up to 200 days): the holder's
 *              transfer fails: BLACKLIST (or PAUSE) high or critical, by anyone; risk high or critical;
 *   lockOwn    safe (twin): only the holder commits its own tokens: no HIDDEN_OWNER (the refusal is self-service, not
 *              an access check), risk low or medium;
 *   exitAny    danger: exitVia(account, amount, recipient) by anyone spends the allowance the account gave the router:
 *              BALANCE_DRAIN high or critical, by anyone;
 *   exitOwn    safe (twin): only for the caller's own account: no drain, no HIDDEN_OWNER, risk low or medium.
 *   An ownership anyone can claim while renounced:
 *   claimOpen  danger: acceptOwnership() passes with nobody pending; the owner's issue() is uncapped: MINTABLE high or
 *              critical;
 *   claimShut  safe (twin): only the pending owner (none): no mint found, risk low or medium.
 *   A hard-coded key's hidden mint:
 *   payKeyed   danger: the operator's payable fundOps() credits 1e6 tokens per wei: MINTABLE high or critical;
 *   payRule    safe (twin): fundOps() credits every payer 1 unit per wei (a deposit rule): MINTABLE not high;
 *   zeroKeyed  danger: transferFrom(address(0), to, amount) by the relayer issues tokens: MINTABLE high or critical;
 *   zeroShut   safe (twin): transferFrom from the zero address refused for everyone: no mint.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "lockAny",
  "lockOwn",
  "exitAny",
  "exitOwn",
  "claimOpen",
  "claimShut",
  "payKeyed",
  "payRule",
  "zeroKeyed",
  "zeroShut",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 17`, "T17", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t)).address;
  };
  await go("lockAny", "CommitLockToken17", [false]);
  await go("lockOwn", "CommitLockToken17", [true]);
  await go("exitAny", "RouterExitToken17", [fx.router, false]);
  await go("exitOwn", "RouterExitToken17", [fx.router, true]);
  await go("claimOpen", "ClaimOwnerToken17", [true]);
  await go("claimShut", "ClaimOwnerToken17", [false]);
  await go("payKeyed", "PaidOpsToken17", [chain.deployer, true]);
  await go("payRule", "PaidOpsToken17", [chain.deployer, false]);
  await go("zeroKeyed", "ZeroSourceToken17", [chain.deployer, true]);
  await go("zeroShut", "ZeroSourceToken17", [chain.deployer, false]);
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

describe("a function acting on an account argument", () => {
  it("lockAny: anyone holds any holder's tokens: a freeze by anyone, danger", () => {
    expect(effects("lockAny", "freeze").length).toBeGreaterThan(0);
    const f = failing(results.lockAny);
    expect(DANGER).toContain(f.BLACKLIST ?? f.PAUSE_FUNCTION);
    expect(DANGER).toContain(results.lockAny.riskLevel);
  });
  it("lockOwn: self-service only: no hidden owner, safe", () => {
    expect(failing(results.lockOwn).HIDDEN_OWNER).toBeUndefined();
    expect(SAFE).toContain(results.lockOwn.riskLevel);
  });
  it("exitAny: anyone spends holders' router allowances: BALANCE_DRAIN, danger", () => {
    expect(effects("exitAny", "drain").length).toBeGreaterThan(0);
    expect(DANGER).toContain(failing(results.exitAny).BALANCE_DRAIN);
    expect(DANGER).toContain(results.exitAny.riskLevel);
  });
  it("exitOwn: the caller's own account only: no drain, no hidden owner, safe", () => {
    expect(effects("exitOwn", "drain")).toEqual([]);
    expect(failing(results.exitOwn).HIDDEN_OWNER).toBeUndefined();
    expect(SAFE).toContain(results.exitOwn.riskLevel);
  });
});

describe("an ownership anyone can claim while renounced", () => {
  it("claimOpen: anyone accepts ownership, then mints: MINTABLE, danger", () => {
    expect(effects("claimOpen", "mint").length).toBeGreaterThan(0);
    expect(DANGER).toContain(failing(results.claimOpen).MINTABLE);
    expect(DANGER).toContain(results.claimOpen.riskLevel);
  });
  it("claimShut: only a pending owner (none): no mint, safe", () => {
    expect(effects("claimShut", "mint")).toEqual([]);
    expect(SAFE).toContain(results.claimShut.riskLevel);
  });
});

describe("a hard-coded key's hidden mint", () => {
  it("payKeyed: the operator's payable call mints: MINTABLE, danger", () => {
    expect(effects("payKeyed", "mint").length).toBeGreaterThan(0);
    expect(DANGER).toContain(failing(results.payKeyed).MINTABLE);
    expect(DANGER).toContain(results.payKeyed.riskLevel);
  });
  it("payRule: every payer credited alike (a deposit rule): MINTABLE not high", () => {
    expect(DANGER).not.toContain(failing(results.payRule).MINTABLE);
  });
  it("zeroKeyed: transferFrom from the zero address by the relayer issues tokens: MINTABLE, danger", () => {
    expect(effects("zeroKeyed", "mint").length).toBeGreaterThan(0);
    expect(DANGER).toContain(failing(results.zeroKeyed).MINTABLE);
    expect(DANGER).toContain(results.zeroKeyed.riskLevel);
  });
  it("zeroShut: refused for everyone: no mint", () => {
    expect(effects("zeroShut", "mint")).toEqual([]);
    expect(failing(results.zeroShut).MINTABLE).toBeUndefined();
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
