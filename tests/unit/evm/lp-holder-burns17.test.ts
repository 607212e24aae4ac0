/**
 * Session 15: an LP-holding contract whose public release can only send its LP to a burn address (judgeLpHolderContract).
 * The LP-holder probe reports, per pull, the LP that reached a burn address in the same call (`burnt`); a pull whose LP
 * all went there is a burn, not a take. A pull with no measured destination, or one that reached a caller, stays a
 * take. Expectations written before the judge was changed.
 */
import type { Address, Hex } from "viem";
import { describe, expect, it } from "vitest";
import { judgeLpHolderContract, type LpHolderProbe, type LpHolderReads } from "@/lib/chains/evm/holders";

const HOLDER: Address = "0x1000000000000000000000000000000000000001";
const PAIR: Address = "0x2000000000000000000000000000000000000002";
const STRANGER: Address = "0x3000000000000000000000000000000000000003";
const LP = 10n ** 20n;

const probe = (pull: Partial<LpHolderProbe["pulls"][number]>): LpHolderProbe => ({
  pulls: [{ who: STRANGER, caller: "stranger", selector: "0x12345678", pattern: "()", moved: LP, ...pull }],
  complete: true,
  called: [],
  selectors: 3,
  callers: 1,
  owner: null,
  ownerCalled: false,
  ownerOnly: [],
  keyOnly: [],
  ownerGovernance: null,
  stranger: { strangerWrites: ["0x12345678" as Hex], complete: true },
});

const reads = (p: LpHolderProbe): LpHolderReads => ({
  holder: HOLDER,
  pair: PAIR,
  // A bare STOP: no owner, no caller check, no dispatcher (the reading by code says "its LP does not add up").
  code: "0x00",
  balance: LP,
  transfers: [],
  approvalLogs: [],
  controlLogs: [],
  probe: p,
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

describe("LP that a public call can only burn", () => {
  it("all of it went to a burn address: held, nobody can take any", () => {
    const r = judgeLpHolderContract(reads(probe({ burnt: LP })));
    expect(r.kind).toBe("held");
    expect(r.movable).toEqual([]);
    expect(r.heldLp).toBe(LP);
    expect(r.why).toContain("burnt, not taken");
  });

  it("the destination not measured: anyone took it (one party)", () => {
    const r = judgeLpHolderContract(reads(probe({})));
    expect(r.kind).toBe("other");
    expect(r.why).toContain("anyone");
  });

  it("only part of it reached a burn address: a take", () => {
    const r = judgeLpHolderContract(reads(probe({ burnt: LP / 2n })));
    expect(r.kind).toBe("other");
    expect(r.why).toContain("anyone");
  });
});
