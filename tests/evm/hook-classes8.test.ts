/**
 * Fixed-code callees (contracts/test-tokens/HookTokens8.sol) through the engine's entry point on the local EVM, each
 * launched like the fixture's tokens (a WETH pair with liquidity, the supply spread, the LP burnt). A callee that is a
 * constant of the token's code, whose own code cannot change and names no controller, is the token's own code kept
 * at another address; a callee with a keeper, or a module in a slot the owner sets, stays a finding. Expectations
 * written before the engine ran:
 *   pinnedHook     control: every transfer calls a tally the constructor created (an immutable), no owner, it only
 *                  counts: EXTERNAL_CALL_IN_TRANSFER at most low, the tally as evidence; the token not high.
 *   keeperHook     danger: the same hook, but the tally's keeper (the deploying wallet, in the tally's storage) can
 *                  halt it and with it every transfer: EXTERNAL_CALL_IN_TRANSFER high.
 *   pinnedModule   control: transfers DELEGATECALL a module whose address is an immutable, no setter, no owner:
 *                  HIDDEN_OWNER does not fail, EXTERNAL_CALL_IN_TRANSFER at most low; the token not high.
 *   swapModule     danger: the same module kept in a slot the owner (one EOA) rewrites: HIDDEN_OWNER high.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["pinnedHook", "keeperHook", "pinnedModule", "swapModule"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const launch = async (key: Key, name: string, args: unknown[]) => {
    tokens[key] = (await chain.launch(await chain.deployToken(name, args))).address;
  };
  await launch("pinnedHook", "TallyHookToken8", ["Tally Hook Eight", "THE", SUPPLY]);
  await launch("keeperHook", "KeeperHookToken8", ["Keeper Hook Eight", "KHE", SUPPLY]);
  const module = await chain.deploy("BookingModule8");
  await launch("pinnedModule", "PinnedModuleToken8", ["Pinned Module Eight", "PME", SUPPLY, module]);
  await launch("swapModule", "SwappableModuleToken8", ["Swap Module Eight", "SME", SUPPLY, module]);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 240_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("a transfer hook fixed in the token's code", () => {
  it("pinnedHook: an immutable, ownerless tally that only counts is part of the token's fixed code (low, with the callee)", () => {
    const r = results.pinnedHook;
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(["pass", "fail"]).toContain(f?.status);
    if (f?.status === "fail") expect(f.severity).toBe("low");
    expect(f?.evidence.fixedCode).toBe(true);
    expect(String(f?.evidence.callee)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(r.riskLevel).not.toMatch(/high|critical/);
  });

  it("keeperHook: a tally whose keeper can halt it keeps the finding high", () => {
    const f = finding(results.keeperHook, "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.fixedCode).toBeUndefined();
  });
});

describe("a DELEGATECALL module", () => {
  it("pinnedModule: an immutable module with no setter and no owner is no hidden owner", () => {
    const r = results.pinnedModule;
    expect(finding(r, "HIDDEN_OWNER")?.status).toBe("pass");
    expect(finding(r, "HIDDEN_OWNER")?.evidence.fixedModule).toBeTruthy();
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    if (f?.status === "fail") expect(f.severity).toBe("low");
    expect(r.riskLevel).not.toMatch(/high|critical/);
  });

  it("swapModule: a module the owner swaps stays a hidden owner (high)", () => {
    const r = results.swapModule;
    expect(finding(r, "HIDDEN_OWNER")?.status).toBe("fail");
    expect(finding(r, "HIDDEN_OWNER")?.severity).toBe("high");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });
});

describe("round trips", () => {
  it("the classification rides in the scan's rounds (3 HTTP requests, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
