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
 *               BALANCE_DRAIN critical with it as the caller;
 *   tuner       danger: no named privileged function; the owner's fallback writes any storage word (slot, value): the
 *               fallback's 68-byte call goes through for the owner, so the victim's balance slot (common layouts) is
 *               written to zero: BALANCE_DRAIN critical, selector label `fallback`.
 * Every scan stays at 3 HTTP requests (burnt LP): the new patterns and senders ride in the existing eth_calls.
 * Identities the prober cannot name (probed directly with runPrivilegeProbe and the code's analysis, as the reader
 * does once it passes `analyseCode().identityGates`):
 *   sealed      danger: no owner(); issueTo(to, amount) mints any amount when keccak256(caller) equals a stored hash,
 *               an empty revert otherwise: the code compares a hash of CALLER (bytecode fact) and every caller the probe
 *               has is refused: issueTo is identity-gated, every class not found is undecided (never "none");
 *   coupon      danger: no owner(); redeem(to, amount, nonce, v, r, s) mints for coupons signed by an issuer key kept in
 *               storage (the recovered signer compared with a stored address): identity-gated, undecided;
 *   guardian    danger: no owner(); permit() also accepts a signature by a guardian key fixed at deployment, for any
 *               holder (permit is never probed): the recovered signer is compared with an immutable address: permit is
 *               identity-gated, drains undecided;
 *   codehash    danger: no owner(); topUp(to, amount) mints when the caller's code hash equals a stored value:
 *               identity-gated, undecided;
 *   plainPermit control: EIP-2612 permit whose signer must be the holder argument, and a wallets-only
 *               (tx.origin == msg.sender) function: no identity gate, the probe stays decided.
 */
import { type Address, getAddress, keccak256, type PublicClient, parseEther, toFunctionSelector } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { analyseCode, type CodeAnalysis } from "@/lib/chains/evm/bytecode";
import { gatedFunctions, PROBE_PATTERNS, type PrivilegeProbe, runPrivilegeProbe } from "@/lib/chains/evm/prober";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["roster", "clearance", "listHold", "points", "desk", "tuner"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;
const DESK = getAddress("0x000000000000000000000000000000007e11a9c3");
/** A key nobody in the test holds: the seal is its address hash, the coupon issuer is it. */
const KEY_HOLDER = getAddress("0x5ea1ed00000000000000000000000000c0ffee77");
const GATED = ["sealed", "coupon", "guardian", "codehash", "plainPermit"] as const;
type Gated = (typeof GATED)[number];
const probes = {} as Record<Gated, PrivilegeProbe>;
const analyses = {} as Record<Gated, CodeAnalysis>;

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
  await launch("tuner", "RawTunerToken", "TUNE");
  // The identity-gate tokens, probed directly (the owner-less deployer is not a candidate: no candidate at all).
  const gated: Record<Gated, Address> = {
    sealed: (
      await chain.launch(
        await chain.deployToken("SealedIssueToken", ["Sealed Issue", "SEAL", SUPPLY, keccak256(KEY_HOLDER)]),
      )
    ).address,
    coupon: (
      await chain.launch(await chain.deployToken("CouponIssueToken", ["Coupon Issue", "CPN", SUPPLY, KEY_HOLDER]))
    ).address,
    guardian: (
      await chain.launch(
        await chain.deployToken("GuardianPermitToken", ["Guardian Permit", "GPMT", SUPPLY, KEY_HOLDER]),
      )
    ).address,
    codehash: (
      await chain.launch(
        await chain.deployToken("CodehashGateToken", ["Codehash Gate", "CHG", SUPPLY, keccak256(KEY_HOLDER)]),
      )
    ).address,
    plainPermit: (await chain.launch(await chain.deployToken("PlainPermitToken", ["Plain Permit", "PPMT", SUPPLY])))
      .address,
  };
  for (const key of GATED) {
    const address = gated[key];
    const code = await chain.pub.getCode({ address });
    analyses[key] = analyseCode(code!);
    probes[key] = await runPrivilegeProbe(
      chain.pub as PublicClient,
      {
        token: address,
        router: fx.router,
        pair: await chain.pairOf(address),
        wrappedNative: fx.weth,
        quote: fx.weth,
        holder: fx.holders[0],
        ethIn: parseEther("0.05"),
      },
      [],
      analyses[key].dispatchSelectors,
      [],
      analyses[key].identityGates,
    );
  }
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

describe("identities the prober cannot name", () => {
  const done = (p: PrivilegeProbe) => {
    if (p.status === "not_run") throw new Error(p.reason);
    return p;
  };

  it("sealed: a mint gated on keccak256(caller) equal to a stored hash is identity-gated: its powers undecided", () => {
    expect(analyses.sealed.identityGates.map((g) => g.kind)).toEqual(["caller-hash"]);
    const p = done(probes.sealed);
    const issue = toFunctionSelector("function issueTo(address,uint256)");
    expect(p.identityGated?.map((g) => g.selector)).toEqual([issue]);
    expect(p.undecided).toEqual(expect.arrayContaining(["mint", "drain", "freeze"]));
    expect(p.status).toBe("partial");
    expect(p.reason).toContain("identity check");
    expect(p.identityGated?.[0].gate).toContain("keccak256 of the caller");
    expect(p.refused.map((r) => r.selector)).toContain(issue);
    expect(p.callersHidden).toBe(true);
  });

  it("coupon: a mint for coupons whose recovered signer is compared with a stored key is identity-gated", () => {
    expect(analyses.coupon.identityGates.map((g) => g.kind)).toEqual(["fixed-signer"]);
    const p = done(probes.coupon);
    const redeem = toFunctionSelector("function redeem(address,uint256,uint256,uint8,bytes32,bytes32)");
    expect(p.identityGated?.map((g) => g.selector)).toEqual([redeem]);
    expect(p.undecided).toContain("mint");
  });

  it("guardian: a permit that also accepts a fixed guardian's signature for any holder: permit is identity-gated", () => {
    expect(analyses.guardian.identityGates.map((g) => g.kind)).toEqual(["fixed-signer"]);
    const p = done(probes.guardian);
    const permit = toFunctionSelector("function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)");
    expect(p.identityGated?.map((g) => g.selector)).toEqual([permit]);
    expect(p.undecided).toContain("drain");
  });

  it("codehash: a mint gated on the caller's code hash equal to a stored value is identity-gated", () => {
    expect(analyses.codehash.identityGates.map((g) => g.kind)).toEqual(["caller-codehash"]);
    const p = done(probes.codehash);
    expect(p.identityGated?.map((g) => g.selector)).toEqual([toFunctionSelector("function topUp(address,uint256)")]);
    expect(p.undecided).toContain("mint");
  });

  it("an owner check refusing everyone (a renounced owner) is no identity gate, even where the code has one", () => {
    const gates = [{ kind: "caller-hash" as const, what: "keccak256 of the caller's address compared with a value" }];
    const text = (t: string) => ({
      refused: true,
      errSelector: "0x08c379a0" as const,
      errWord: `0x${Buffer.from(t).toString("hex").padEnd(64, "0")}` as const,
      gasUsed: 3_000n,
    });
    const all = (r: ReturnType<typeof text>) => Array(PROBE_PATTERNS.length).fill(r);
    const probed = ["0x11111111", "0x22222222"];
    const refusals = [...all(text("Ownable: caller is not the owner")), ...all(text("not an authorised caller"))];
    expect(gatedFunctions({ gates, permit: false }, refusals, probed, []).map((g) => g.selector)).toEqual([
      "0x22222222",
    ]);
    // Without a gate in the code, nothing is identity-gated.
    expect(gatedFunctions({ gates: [], permit: false }, refusals, probed, [])).toEqual([]);
  });

  it("an owner check with a common custom error (Solady's Unauthorized(), NotOwner()) is no identity gate either", () => {
    const gates = [{ kind: "caller-hash" as const, what: "keccak256 of the caller's address compared with a value" }];
    const custom = (signature: string) => ({
      refused: true,
      errSelector: toFunctionSelector(`function ${signature}`),
      errWord: `0x${"00".repeat(32)}` as const,
      gasUsed: 3_000n,
    });
    const all = (r: ReturnType<typeof custom>) => Array(PROBE_PATTERNS.length).fill(r);
    const probed = ["0x11111111", "0x22222222", "0x33333333"];
    const refusals = [...all(custom("Unauthorized()")), ...all(custom("NotOwner()")), ...all(custom("NotHolder()"))];
    expect(gatedFunctions({ gates, permit: false }, refusals, probed, []).map((g) => g.selector)).toEqual([
      "0x33333333",
    ]);
  });

  it("plainPermit: EIP-2612 permit (signer compared with its holder argument) and a wallets-only check: decided", () => {
    expect(analyses.plainPermit.identityGates).toEqual([]);
    const p = done(probes.plainPermit);
    expect(p.identityGated).toBeUndefined();
    expect(p.undecided).not.toContain("mint");
  });
});

describe("a fallback that writes raw storage", () => {
  it("tuner: the owner's 68-byte fallback call writes the victim's balance slot to zero: BALANCE_DRAIN critical", () => {
    const r = results.tuner;
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain");
    expect(e?.selector).toBe("fallback");
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.pattern).toContain("balance slot");
    expect(e?.after).toBe("0");
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });
});

describe("round trips", () => {
  it("the list patterns and the fixed spender ride in the scan's rounds (3 HTTP requests, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
