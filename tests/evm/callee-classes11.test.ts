/**
 * Session 9's callee classes (contracts/test-tokens/CalleeTokens11.sol) through the engine's entry point on the local
 * EVM, each launched like the fixture's tokens (a WETH pair with liquidity, the supply spread, the LP burnt).
 * Expectations written before the engine ran:
 *   poolShare     control: a share token over a backing token it names (immutable) and never calls in a transfer
 *                 (the ERC-4626 / wrapper shape): the simulator measured the access of every named contract with a
 *                 BALANCE the optimizer removed, so the backing read as a callee (EXTERNAL_CALL_IN_TRANSFER high).
 *                 Now: no callee, the check passes, the token is not high.
 *   buybackDesk   control: the token lets a fixed helper retire tokens, and the helper's only function (anyone may
 *                 call it) retires what the helper holds itself (bought back): the new patterns that name the
 *                 token reach it and lower the supply, no holder's balance: a bound helper, not high. (With a live
 *                 one-key owner the helper is never read bound: minter-probe.ts `unmeasured`.)
 * Hostile variants, each asserted high or critical:
 *   screenedShare (the relaxation's hostile twin) the share token asks its backing's owner-kept screen on every
 *                 transfer (a view): a real callee the stand-in measured refusing, EXTERNAL_CALL_IN_TRANSFER high.
 *   dormantScreen (review10) the share token keeps a screen in storage its owner may replace and asks it only once
 *                 screening is switched on (off at launch): the trades reach no callee, but the prober measures the
 *                 owner's switch (a screen with no code stops every transfer): PAUSE_FUNCTION, high.
 *   sanctionDesk  the helper's owner (one key) calls sanction(token, account, amount): the minter probe's patterns
 *                 now name the token itself, so the holder's loss is the owner's power (was "bound", medium).
 *   grantDesk     the helper's owner calls grant(token, to, amount): a mint one hop away (was "bound", medium).
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["poolShare", "screenedShare", "dormantScreen", "sanctionDesk", "grantDesk", "buybackDesk"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  // A share token launched from shares lodged against its backing (the whole supply).
  const share = async (key: Key, tokenName: string, backingName: string) => {
    const backing = await chain.deployToken(backingName, [SUPPLY * 2n]);
    const t = await chain.deployToken(tokenName, [`${key} Eleven`, "CE11", backing.address]);
    await chain.send(backing.address, backing.abi, "approve", [t.address, SUPPLY]);
    await chain.send(t.address, t.abi, "lodge", [SUPPLY]);
    tokens[key] = (await chain.launch(t)).address;
  };
  const helped = async (key: Key, tokenName: string, helperName: string) => {
    const helper = await chain.deploy(helperName);
    const t = await chain.launch(await chain.deployToken(tokenName, [`${key} Eleven`, "CE11", SUPPLY, helper]));
    tokens[key] = t.address;
    return { helper, t };
  };
  await share("poolShare", "PoolShare11", "Backing11");
  await share("screenedShare", "ScreenedShare11", "ScreenedBacking11");
  await share("dormantScreen", "DormantScreenShare11", "ScreenedBacking11");
  await helped("sanctionDesk", "WardedToken11", "SanctionDesk11");
  await helped("grantDesk", "TreasuryToken11", "GrantDesk11");
  const desk = await helped("buybackDesk", "WardedToken11", "BuybackDesk11");
  const kept = await chain.read<bigint>(desk.t.address, desk.t.abi, "balanceOf", [chain.deployer]);
  await chain.send(desk.t.address, desk.t.abi, "transfer", [desk.helper, kept / 2n]); // bought back
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 240_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const danger = (r: EngineResult) => ["high", "critical"].includes(r.riskLevel);

describe("a contract the token names is a callee only when a trade reaches it", () => {
  it("dormantScreen (review10): a screen kept in storage the trades never reached: the owner's switch is measured", () => {
    const r = results.dormantScreen;
    // The trades reach no callee (EXTERNAL_CALL_IN_TRANSFER passes), but the owner's switch is measured by the
    // prober: configure(victim, true) points the screen at an address with no code and stops every transfer.
    expect(finding(r, "PAUSE_FUNCTION")?.status).toBe("fail");
    expect(danger(r)).toBe(true);
  });

  it("poolShare: the backing a share token names but never calls in a transfer is no outside callee", () => {
    const r = results.poolShare;
    expect(finding(r, "EXTERNAL_CALL_IN_TRANSFER")?.status).toBe("pass");
    expect(finding(r, "HONEYPOT")?.status).toBe("pass");
    expect(danger(r)).toBe(false);
  });

  it("screenedShare: a backing whose owner-kept screen every transfer asks stays an outside callee (high)", () => {
    const r = results.screenedShare;
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.hostileMeasured).toBe(true);
    expect(f?.evidence.hostileBounded).toBe(false);
    expect(danger(r)).toBe(true);
  });
});

describe("a helper contract that takes the token as an argument", () => {
  const helperEvidence = (r: EngineResult) =>
    r.findings
      .filter((f) => f.status === "fail")
      .map((f) => f.detail)
      .join(" ");

  it("sanctionDesk: the helper's owner retiring any holder's tokens through it is that key's power (high)", () => {
    const r = results.sanctionDesk;
    const drain = finding(r, "BALANCE_DRAIN");
    expect(drain?.status).toBe("fail");
    expect(["high", "critical"]).toContain(drain?.severity);
    expect(helperEvidence(r)).toMatch(/one key makes it act on the token: .*\(token, holder, 1\)/);
    expect(helperEvidence(r)).not.toMatch(/bound by its own rules/);
    expect(danger(r)).toBe(true);
  });

  it("grantDesk: the helper's owner issuing through it is a mint by one key (high)", () => {
    const r = results.grantDesk;
    const mint = finding(r, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(["high", "critical"]).toContain(mint?.severity);
    expect(helperEvidence(r)).toMatch(/one key makes it act on the token: .*\(token, /);
    expect(danger(r)).toBe(true);
  });

  it("buybackDesk: a helper that can only retire what it holds itself stays bound (not high)", () => {
    const r = results.buybackDesk;
    expect(helperEvidence(r)).toMatch(/bound by its own rules/);
    expect(helperEvidence(r)).not.toMatch(/one key makes it act on the token/);
    expect(danger(r)).toBe(false);
  });
});

describe("round trips", () => {
  it("the scans stay at 3 HTTP requests (burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
