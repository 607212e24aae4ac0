/**
 * Session 18 (holder20): an LP-holding contract read as "its code fixes address(es) where its LP may go" is held when
 * the LP-holder probe called every function as every caller and no call took LP out, unless a fixed address is a
 * caller its code compares with that the probe did not call as, or a key of the token can still change the token's
 * state (the holder may read it: a release in two steps), or that was not measured (judgeLpHolderContract).
 * Expectations written before the judge was changed.
 */
import type { Address, Hex } from "viem";
import { describe, expect, it } from "vitest";
import { analyseCode } from "@/lib/chains/evm/bytecode";
import { judgeLpHolderContract, type LpHolderProbe, type LpHolderReads } from "@/lib/chains/evm/holders";

const HOLDER: Address = "0x1000000000000000000000000000000000000001";
const PAIR: Address = "0x2000000000000000000000000000000000000002";
const FIXED = "8ba1f109551bd432803012645ac136ddd64dba72";
const LP = 10n ** 20n;
/** PUSH20 FIXED, POP, STOP: a fixed address nothing compares with the caller. */
const FIXED_ONLY: Hex = `0x73${FIXED}5000`;
/** CALLER, PUSH20 FIXED, EQ, PUSH1 0x1d, JUMPI, STOP, JUMPDEST, STOP: the caller compared with the fixed address. */
const FIXED_CALLER: Hex = `0x3373${FIXED}14601d57005b00`;

const probe = (over: Partial<LpHolderProbe> = {}): LpHolderProbe => ({
  pulls: [],
  complete: true,
  called: [],
  selectors: 3,
  callers: 2,
  owner: null,
  ownerCalled: false,
  ownerOnly: [],
  keyOnly: [],
  ownerGovernance: null,
  ...over,
});

const reads = (code: Hex, p: LpHolderProbe, tokenKeyCalls: readonly string[] | null): LpHolderReads => ({
  holder: HOLDER,
  pair: PAIR,
  code,
  balance: LP,
  transfers: [],
  approvalLogs: [],
  controlLogs: [],
  probe: p,
  tokenKeyCalls,
  reads: {
    owner: null,
    beneficiary: null,
    start: null,
    duration: null,
    end: null,
    cliff: null,
    released: null,
    releasable: null,
  },
});

describe("an LP holder whose code fixes addresses, measured", () => {
  it("nobody took LP out and no key can change the token: held", () => {
    const r = judgeLpHolderContract(reads(FIXED_ONLY, probe(), []));
    expect(r.kind).toBe("held");
    expect(r.heldLp).toBe(LP);
    expect(r.why).toContain("no call took any LP out");
  });

  it("a key of the token can still change its state: one party, a release in two steps", () => {
    const r = judgeLpHolderContract(reads(FIXED_ONLY, probe(), ["0x9ff46e74"]));
    expect(r.kind).toBe("other");
    expect(r.why).toContain("a release in two steps");
  });

  it("the token's key-only calls not measured: the reading stands", () => {
    const r = judgeLpHolderContract(reads(FIXED_ONLY, probe(), null));
    expect(r.kind).toBe("other");
    expect(r.why).toContain("fixes the address");
  });

  it("a probe that did not call every function: the reading stands", () => {
    const r = judgeLpHolderContract(reads(FIXED_ONLY, probe({ complete: false }), []));
    expect(r.kind).toBe("other");
  });

  it("the fixed address is a caller its code compares with, not called as: the reading stands", () => {
    expect(analyseCode(FIXED_CALLER).callerConstants.map((c) => c.toLowerCase())).toContain(`0x${FIXED}`);
    const r = judgeLpHolderContract(reads(FIXED_CALLER, probe(), []));
    expect(r.kind).toBe("other");
  });

  it("the same, called as by the probe and nobody took LP out: held", () => {
    const r = judgeLpHolderContract(reads(FIXED_CALLER, probe({ called: [`0x${FIXED}`] }), []));
    expect(r.kind).toBe("held");
  });
});
