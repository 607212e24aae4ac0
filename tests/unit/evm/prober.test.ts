/**
 * The privilege prober's pure parts: code analysis on the compiled issue-25 tokens (dispatcher selectors, CALLER
 * comparisons), the control events, the admin kinds, the balance-slot layouts, and how measured states become
 * effects (mint, drain, freeze targeted / global, limit, tax) and undecided classes. The prober's eth_call itself runs
 * against the local node in tests/evm (engine, reader, api-scan).
 */
import { readFileSync } from "node:fs";
import { concat, encodeAbiParameters, getAddress, type Hex, keccak256, toFunctionSelector, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { TEST_TOKENS_ARTIFACT } from "@/contracts/paths";
import { addressInWord, analyseCode } from "@/lib/chains/evm/bytecode";
import {
  controlFacts,
  DENY_NOTE_TOPIC,
  DENY_TOPIC,
  OWNERSHIP_TRANSFERRED_TOPIC,
  RELY_NOTE_TOPIC,
  RELY_TOPIC,
  ROLE_GRANTED_TOPIC,
  ROLE_REVOKED_TOPIC,
} from "@/lib/chains/evm/holders";
import {
  EMPTY_ACCESS_REVERT,
  interpretProbe,
  NO_ALLOWANCE_PATTERN,
  OVERDRAW_PATTERN,
  PROBE_PATTERNS,
  PROBE_STRANGER,
  probeSelectors,
  refusalCause,
  SELF_TRANSFER_PATTERN,
} from "@/lib/chains/evm/prober";
import { classifyAdmin } from "@/lib/chains/evm/proxy";
import { balanceSlot } from "@/lib/chains/evm/wallet-sell";

const artifacts = (
  JSON.parse(readFileSync(TEST_TOKENS_ARTIFACT, "utf8")) as { contracts: Record<string, { deployedBytecode: Hex }> }
).contracts;
const sel = (sig: string) => toFunctionSelector(`function ${sig}`);
const A = (n: number) => getAddress(`0x${n.toString(16).padStart(40, "0").replace(/^0{8}/, "12345678")}`);
const topicOf = (a: string) => encodeAbiParameters([{ type: "address" }], [a as Hex]);

describe("code analysis", () => {
  it("the dispatcher's selectors include renamed powers; ERC-20 and ownership are not probed", () => {
    const farm = analyseCode(artifacts.FarmToken.deployedBytecode);
    expect(farm.dispatchSelectors).toContain(sel("farm(uint256)"));
    expect(probeSelectors(farm.dispatchSelectors).probed).toEqual([sel("farm(uint256)")]);
    expect(probeSelectors(analyseCode(artifacts.CleanToken.deployedBytecode).dispatchSelectors).probed).toEqual([]);
  });
  it("storage slots and constants compared with CALLER: the shadow keeper's unnamed slot, the hard-coded admin", () => {
    const shadow = analyseCode(artifacts.ShadowToken.deployedBytecode);
    // BaseToken: owner (slot 5), pendingOwner (slot 6); ShadowToken's private keeper after salt (slot 8).
    expect(shadow.callerSlots.map((s) => Number(BigInt(s.slot)))).toEqual([5, 6, 8]);
    const hard = analyseCode(artifacts.HardcodedAdminToken.deployedBytecode);
    expect(hard.callerConstants).toEqual(["0x8b338b4909b7C207A767d7F65b39E01B72340a3d"]);
    expect(analyseCode(artifacts.FarmToken.deployedBytecode).callerConstants).toEqual([]);
  });
  it("an address in a storage word, at its byte offset; zero and small numbers are not addresses", () => {
    const a = "0x8b338b4909b7C207A767d7F65b39E01B72340a3d";
    expect(addressInWord(`0x${"0".repeat(24)}${a.slice(2)}`)).toBe(a);
    expect(addressInWord(`0x${"0".repeat(22)}${a.slice(2)}01`, 1)).toBe(a);
    expect(addressInWord(toHex(7n, { size: 32 }))).toBeNull();
    expect(addressInWord(toHex(0n, { size: 32 }))).toBeNull();
  });
});

describe("control events and admins", () => {
  it("role holders are granted minus revoked; every address an OwnershipTransferred named is a former owner", () => {
    const role = keccak256(toHex("MINTER_ROLE"));
    const log = (topics: Hex[], block: number) => ({ topics, data: "0x" as Hex, blockNumber: toHex(block) });
    const c = controlFacts([
      log([ROLE_GRANTED_TOPIC, role, topicOf(A(1)), topicOf(A(9))], 1),
      log([ROLE_GRANTED_TOPIC, role, topicOf(A(2)), topicOf(A(9))], 2),
      log([ROLE_REVOKED_TOPIC, role, topicOf(A(1)), topicOf(A(9))], 3),
      log([OWNERSHIP_TRANSFERRED_TOPIC, topicOf(`0x${"0".repeat(40)}`), topicOf(A(3))], 1),
      log([OWNERSHIP_TRANSFERRED_TOPIC, topicOf(A(3)), topicOf(`0x${"0".repeat(40)}`)], 4),
    ]);
    expect(c.roleHolders).toEqual([{ role, account: A(2) }]);
    expect(c.owners).toEqual([A(3)]);
  });
  it("admin kinds: burn, EOA, Safe (threshold), timelock (delay), other contract, unknown", () => {
    expect(classifyAdmin(true, null, null, null)).toBe("burn");
    expect(classifyAdmin(false, false, null, null)).toBe("eoa");
    expect(classifyAdmin(false, true, 2n, null)).toBe("multisig");
    expect(classifyAdmin(false, true, null, 86_400n)).toBe("timelock");
    expect(classifyAdmin(false, true, null, null)).toBe("contract");
    expect(classifyAdmin(false, null, null, null)).toBeNull();
  });
  it("balance slots: Solidity keccak(holder . slot), Vyper keccak(slot . holder)", () => {
    const h = A(5);
    expect(balanceSlot({ kind: "solidity", base: 3n }, h)).toBe(
      keccak256(concat([topicOf(h), toHex(3n, { size: 32 })])),
    );
    expect(balanceSlot({ kind: "vyper", base: 3n }, h)).toBe(keccak256(concat([toHex(3n, { size: 32 }), topicOf(h)])));
  });
});

describe("measured states become effects", () => {
  const base = {
    supply: 1_000n,
    victim: 100n,
    holder: 50n,
    pair: 500n,
    transferOk: true,
    sellOk: true,
    tinyOk: false,
    sold: 45n,
    pairReceived: 45n,
  };
  const owner = { address: A(7), roles: ["owner()"] };
  const probe = (
    hits: { s: number; p: number; state: Partial<typeof base> }[],
    extra: Partial<{ exhausted: boolean; buyOk: boolean }> = {},
  ) =>
    interpretProbe(
      {
        buyOk: extra.buyOk ?? true,
        baseline: base,
        attempted: 10n,
        total: 14n,
        exhausted: extra.exhausted ?? false,
        hits: hits.map((h) => ({
          selectorIndex: BigInt(h.s),
          candidateIndex: 0n,
          pattern: BigInt(h.p),
          state: { ...base, ...h.state },
        })),
      },
      [owner],
      ["0x11111111", "0x22222222"],
      [],
    );
  it("supply grew: mint; a balance fell: drain; a call that changed nothing: callable, no effect", () => {
    const r = probe([
      { s: 0, p: 0, state: { supply: 2_000n } },
      { s: 1, p: 0, state: { holder: 0n } },
    ]);
    if (r.status === "not_run") throw new Error("not run");
    expect(r.status).toBe("completed");
    expect(r.effects.map((e) => [e.kind, e.selector, e.caller, e.before, e.after])).toEqual([
      ["mint", "0x11111111", A(7), "1000", "2000"],
      ["drain", "0x22222222", A(7), "50", "0"],
    ]);
    const none = probe([{ s: 0, p: 0, state: {} }]);
    if (none.status === "not_run") throw new Error("not run");
    expect(none.effects).toEqual([]);
    expect(none.callable).toEqual([{ selector: "0x11111111", caller: A(7) }]);
  });
  it("a freeze seen only with the victim's address is targeted; with any other pattern, global; 1 wei through is a limit", () => {
    const targeted = probe([{ s: 0, p: 0, state: { transferOk: false, sellOk: false } }]);
    const global = probe([
      { s: 0, p: 0, state: { transferOk: false, sellOk: false } },
      { s: 0, p: 1, state: { transferOk: false, sellOk: false } },
    ]);
    const limit = probe([{ s: 0, p: 1, state: { transferOk: false, sellOk: false, tinyOk: true } }]);
    if (targeted.status === "not_run" || global.status === "not_run" || limit.status === "not_run") throw new Error();
    expect(targeted.effects.map((e) => [e.kind, e.scope])).toEqual([["freeze", "targeted"]]);
    expect(global.effects.map((e) => [e.kind, e.scope])).toEqual([["freeze", "global"]]);
    expect(limit.effects.map((e) => e.kind)).toEqual(["limit"]);
  });
  it("a sell tax moved by a point is a tax effect with both figures; sells then reverting by the same function: 10000", () => {
    const raised = probe([
      { s: 0, p: 3, state: { pairReceived: 1n } },
      { s: 0, p: 6, state: { sellOk: false } },
    ]);
    if (raised.status === "not_run") throw new Error();
    expect(raised.effects.map((e) => [e.kind, e.before, e.after])).toEqual([["tax", "0", "10000"]]);
  });
  it("out of budget, or a victim that could not buy: the classes not found are undecided (unknown, never pass)", () => {
    const out = probe([{ s: 0, p: 0, state: { supply: 2_000n } }], { exhausted: true });
    if (out.status === "not_run") throw new Error();
    expect(out.status).toBe("partial");
    expect(out.undecided.sort()).toEqual(["drain", "freeze", "limit", "tax"]);
    const noBuy = probe([], { buyOk: false });
    if (noBuy.status === "not_run") throw new Error();
    expect(noBuy.undecided.sort()).toEqual(["freeze", "limit", "tax"]);
  });
});

describe("why a call was refused (refusalCause): access checks vs refusals any caller gets", () => {
  const ref = (errSelector: Hex, errWord: Hex = "0x", gasUsed = 30_000n) => ({
    refused: true,
    errSelector,
    errWord: (errWord === "0x" ? toHex(0n, { size: 32 }) : errWord) as Hex,
    gasUsed,
  });
  const text = (s: string) => toHex(s.padEnd(32, "\0").slice(0, 32)) as Hex;
  it("OpenZeppelin v5 balance / allowance / signature errors and panics are input refusals", () => {
    for (const sig of [
      "ERC20InsufficientAllowance(address,uint256,uint256)",
      "ERC20InsufficientBalance(address,uint256,uint256)",
      "ERC2612InvalidSigner(address,address)",
      "ECDSAInvalidSignature()",
      "Panic(uint256)",
    ])
      expect(refusalCause(ref(sel(sig))), sig).toEqual({ kind: "input" });
  });
  it("OpenZeppelin v5 ERC-4626 limits and ERC-3156 flash-loan errors are input refusals (an ownerless vault's redeem)", () => {
    // 0xb94abeec, 0xfe9cceec: the errors an OpenZeppelin v5 vault answers a caller with no shares (redeem, withdraw).
    expect(sel("ERC4626ExceededMaxRedeem(address,uint256,uint256)")).toBe("0xb94abeec");
    expect(sel("ERC4626ExceededMaxWithdraw(address,uint256,uint256)")).toBe("0xfe9cceec");
    for (const sig of [
      "ERC4626ExceededMaxDeposit(address,uint256,uint256)",
      "ERC4626ExceededMaxMint(address,uint256,uint256)",
      "ERC4626ExceededMaxWithdraw(address,uint256,uint256)",
      "ERC4626ExceededMaxRedeem(address,uint256,uint256)",
      "ERC3156UnsupportedToken(address)",
      "ERC3156ExceededMaxLoan(uint256)",
      "ERC3156InvalidReceiver(address)",
    ])
      expect(refusalCause(ref(sel(sig))), sig).toEqual({ kind: "input" });
  });
  it("Error(string) about a balance or allowance is input; an authorisation message is access, with its text", () => {
    expect(refusalCause(ref("0x08c379a0", text("ERC20: burn amount exceeds balan")))).toEqual({ kind: "input" });
    expect(refusalCause(ref("0x08c379a0", text("ERC20: insufficient allowance")))).toEqual({ kind: "input" });
    expect(refusalCause(ref("0x08c379a0", text("Initializable: contract is already initialized")))).toEqual({
      kind: "input",
    });
    expect(refusalCause(ref(sel("InvalidInitialization()")))).toEqual({ kind: "input" });
    expect(refusalCause(ref("0x08c379a0", text("Wards/not-authorized")))).toEqual({
      kind: "access",
      revert: '"Wards/not-authorized"',
    });
  });
  it("an empty revert: arguments that did not decode (under one cold read), a bare require at the door (one or two reads), a failure after work", () => {
    expect(refusalCause(ref("0x00000000", "0x", 600n))).toEqual({ kind: "input" });
    expect(refusalCause(ref("0x00000000", "0x", 2_900n))).toEqual({ kind: "access", revert: "empty revert" });
    // An approveAndCall whose callback hit a spender with no code: the approval was written first.
    expect(refusalCause(ref("0x00000000", "0x", 9_000n))).toEqual({ kind: "input" });
  });
  it("an unknown custom error is access", () => {
    expect(refusalCause(ref(sel("NotMinter(address)")))).toEqual({
      kind: "access",
      revert: `custom error ${sel("NotMinter(address)")}`,
    });
  });
});

describe("issue 25 behaviour classes (evm-prober)", () => {
  it("a constant compared with CALLER after the address mask (an immutable) is a candidate, even a vanity address", () => {
    // Runtime shape solc emits for `msg.sender == immutableWallet`: CALLER, mask ((1 << 160) - 1), PUSH32 value, AND, EQ.
    const vanity = "00000000000000000000000000000000c1a1c1a1";
    const code = `0x336001600160a01b037f${"0".repeat(24)}${vanity}1614610010575b00`;
    expect(analyseCode(code).callerConstants).toEqual([getAddress(`0x${vanity}`)]);
    // The same value not compared with CALLER is no candidate.
    expect(analyseCode(`0x6001600160a01b037f${"0".repeat(24)}${vanity}16610010575b00`).callerConstants).toEqual([]);
  });
  it("a stored value compared with CALLER is an address whatever its digits; elsewhere small values are numbers", () => {
    const small = toHex(0xb1d000002fn, { size: 32 });
    expect(addressInWord(small, 0, true)).toBe(getAddress("0x000000000000000000000000000000b1d000002f"));
    expect(addressInWord(small)).toBeNull();
    expect(addressInWord(toHex(0xffffn, { size: 32 }), 0, true)).toBeNull();
  });
  it("DSS wards: Rely minus Deny, and Dai's anonymous LogNote of rely / deny (the address in topic 2)", () => {
    const log = (topics: Hex[], block: number) => ({ topics, data: "0x" as Hex, blockNumber: toHex(block) });
    const c = controlFacts([
      log([RELY_TOPIC, topicOf(A(1))], 1),
      log([RELY_TOPIC, topicOf(A(2))], 2),
      log([DENY_TOPIC, topicOf(A(1))], 3),
      log([RELY_NOTE_TOPIC, topicOf(A(9)), topicOf(A(3))], 4),
      log([DENY_NOTE_TOPIC, topicOf(A(9)), topicOf(A(2))], 5),
    ]);
    expect(c.wards).toEqual([A(3)]);
  });
  it("a zero-address refusal is an input refusal (any caller gets it)", () => {
    const word = toHex("to zero".padEnd(32, "\0")) as Hex;
    expect(refusalCause({ refused: true, errSelector: "0x08c379a0", errWord: word, gasUsed: 3_000n })).toEqual({
      kind: "input",
    });
  });
  it("a candidate's transfer to itself counts only for its effects: a mint is reported with the self-transfer pattern", () => {
    const base = {
      supply: 1_000n,
      victim: 100n,
      holder: 50n,
      pair: 500n,
      transferOk: true,
      sellOk: true,
      tinyOk: false,
      sold: 45n,
      pairReceived: 45n,
    };
    const run = (state: typeof base) =>
      interpretProbe(
        {
          buyOk: true,
          baseline: base,
          attempted: 1n,
          total: 1n,
          exhausted: false,
          hits: [{ selectorIndex: 1n, candidateIndex: 0n, pattern: 8n, state }],
        },
        [{ address: A(7), roles: ["first mint's recipient (deployer)"] }],
        ["0x11111111"],
        [],
      );
    const minted = run({ ...base, supply: 1_001n });
    if (minted.status === "not_run") throw new Error("not run");
    expect(minted.effects.map((e) => [e.kind, e.selector, e.pattern])).toEqual([
      ["mint", sel("transfer(address,uint256)"), SELF_TRANSFER_PATTERN],
    ]);
    const plain = run(base);
    if (plain.status === "not_run") throw new Error("not run");
    expect(plain.effects).toEqual([]);
    expect(plain.callable).toEqual([]);
  });
  it("'zero' is an input refusal only where it names an input; a bare 'zero' is an access refusal", () => {
    const cause = (text: string) =>
      refusalCause({
        refused: true,
        errSelector: "0x08c379a0",
        errWord: toHex(text.padEnd(32, "\0")) as Hex,
        gasUsed: 3_000n,
      }).kind;
    for (const t of [
      "ERC20: mint to the zero address",
      "from zero",
      "amount must be greater than zero",
      "Amount is zero",
      "zero amount",
      "non-zero value",
      "Cannot be zero",
      "value is zero",
    ])
      expect(cause(t), t).toBe("input");
    for (const t of ["zero", "Zero: not keeper", "only zerokeeper", "ZEROED", "zero-knowledge gate"])
      expect(cause(t), t).toBe("access");
  });
  describe("transfer tests and trading (conservation, allowance, supply during trades)", () => {
    const base = {
      supply: 1_000n,
      victim: 100n,
      holder: 50n,
      pair: 500n,
      transferOk: true,
      sellOk: true,
      tinyOk: false,
      sold: 45n,
      pairReceived: 45n,
      supplyAfter: 1_000n,
      callerBefore: 0n,
      callerAfter: 0n,
      sinkGain: 0n,
    };
    const run = (hits: { selectorIndex: bigint; state: typeof base }[], baseline = base) => {
      const r = interpretProbe(
        {
          buyOk: true,
          baseline,
          attempted: 3n,
          total: 3n,
          exhausted: false,
          hits: hits.map((h) => ({ ...h, candidateIndex: 0n, pattern: 8n })),
        },
        [{ address: A(7), roles: ["address hard-coded in the bytecode"] }],
        ["0x11111111"],
        [],
        A(9),
      );
      if (r.status === "not_run") throw new Error("not run");
      return r;
    };
    it("an overdrawn transfer that credits the recipient without debiting the sender is a mint (supply unchanged)", () => {
      const r = run([{ selectorIndex: 3n, state: { ...base, callerBefore: 0n, callerAfter: 0n, sinkGain: 1n } }]);
      expect(r.effects.map((e) => [e.kind, e.selector, e.pattern, e.before, e.after])).toEqual([
        ["mint", sel("transfer(address,uint256)"), OVERDRAW_PATTERN, "debit 0", "credit 1"],
      ]);
    });
    it("a fee-taking overdraw is no mint; a transfer to itself that pays the sender (rewards) is not judged by conservation", () => {
      expect(run([{ selectorIndex: 1n, state: { ...base, callerBefore: 10n, callerAfter: 11n } }]).effects).toEqual([]);
      expect(
        run([{ selectorIndex: 3n, state: { ...base, callerBefore: 10n, callerAfter: 0n, sinkGain: 9n } }]).effects,
      ).toEqual([]);
    });
    it("transferFrom without an allowance that moves the victim's tokens is a drain", () => {
      const r = run([{ selectorIndex: 2n, state: { ...base, victim: 0n } }]);
      expect(r.effects.map((e) => [e.kind, e.selector, e.pattern])).toEqual([
        ["drain", sel("transferFrom(address,address,uint256)"), NO_ALLOWANCE_PATTERN],
      ]);
    });
    it("the supply grew during the victim's own transfer and sell: a mint with no privileged caller", () => {
      const r = run([], { ...base, supplyAfter: 21_000n });
      expect(r.effects.map((e) => [e.kind, e.caller, e.before, e.after])).toEqual([["mint", A(9), "1000", "21000"]]);
    });
  });
});

describe("conservation tests and empty reverts (prober classes 4)", () => {
  const base = {
    supply: 1_000n,
    victim: 100n,
    holder: 50n,
    pair: 500n,
    transferOk: true,
    sellOk: true,
    tinyOk: false,
    sold: 45n,
    pairReceived: 45n,
    supplyAfter: 1_000n,
    callerBefore: 0n,
    callerAfter: 0n,
    sinkGain: 0n,
    trackedBefore: 0n,
    trackedAfter: 0n,
  };
  const refusal = (refused: boolean, errSelector: Hex = "0x00000000", gasUsed = 2_600n) => ({
    refused,
    errSelector,
    errWord: `0x${"0".repeat(64)}` as Hex,
    gasUsed,
  });
  // Probed: one selector; transfer tests at 1..3; conservation tests at 4..14 (CONSERVATION_TESTS order).
  const run = (
    hits: { selectorIndex: bigint; state: typeof base }[],
    extra: {
      conserved?: bigint;
      strangers?: ReturnType<typeof refusal>[];
      refusals?: ReturnType<typeof refusal>[];
      readable?: bigint;
    } = {},
    probed: string[] = ["0x11111111"],
  ) => {
    const r = interpretProbe(
      {
        buyOk: true,
        baseline: base,
        attempted: 14n,
        total: 14n,
        exhausted: false,
        hits: hits.map((h) => ({ ...h, candidateIndex: 0n, pattern: 8n })),
        ...extra,
      },
      [{ address: A(7), roles: ["first mint's recipient (deployer)"] }],
      probed,
      [],
      A(9),
    );
    if (r.status === "not_run") throw new Error("not run");
    return r;
  };
  it("a transfer to address(0) that grows the supply is a mint by the standard function, with its pattern", () => {
    const r = run([{ selectorIndex: 4n + 3n, state: { ...base, supply: 5_000n, transferOk: false, sellOk: false } }]);
    expect(r.effects.map((e) => [e.kind, e.selector, e.pattern, e.before, e.after])).toEqual([
      ["mint", sel("transfer(address,uint256)"), "transfer(address(0), huge)", "1000", "5000"],
    ]);
    // Light measurements carry no trades: no freeze or limit is read from them.
    expect(r.effects.some((e) => e.kind === "freeze" || e.kind === "limit")).toBe(false);
  });
  it("an approve that raises the tracked balances with the supply unchanged is an unbacked mint; a transfer to the pair that lowers the pair's balance is a drain", () => {
    const credit = run([{ selectorIndex: 4n + 9n, state: { ...base, trackedBefore: 650n, trackedAfter: 1_650n } }]);
    expect(credit.effects.map((e) => [e.kind, e.selector, e.pattern])).toEqual([
      ["mint", sel("approve(address,uint256)"), "approve(a holder, huge)"],
    ]);
    expect(credit.effects[0].measure).toContain("unbacked credit");
    const sweep = run([
      { selectorIndex: 4n + 4n, state: { ...base, pair: 0n, trackedBefore: 650n, trackedAfter: 650n } },
    ]);
    expect(sweep.effects.map((e) => [e.kind, e.pattern, e.measure])).toEqual([
      ["drain", "transfer(the pair, huge)", "the pair's balance"],
    ]);
  });
  it("conservation tests the budget did not reach for every account leave mint and drain undecided", () => {
    const r = run([], { conserved: 0n });
    expect(r.undecided.sort()).toEqual(["drain", "mint"]);
    expect(r.reason).toContain("conservation tests");
    expect(run([], { conserved: 1n }).undecided).toEqual([]);
  });
  it("an empty revert is this token's access check when a stranger got one where a candidate went through", () => {
    const probed = ["0x11111111", "0x22222222"];
    // Selector 0: callable by the candidate; selector 1: every pattern refused with an empty revert after a slot read.
    const n = PROBE_PATTERNS.length;
    const refusals = [...Array(n).fill(refusal(false)), ...Array(n).fill(refusal(true))];
    const hit = [{ selectorIndex: 0n, state: base }];
    const calibrated = run(hit, { refusals, strangers: [refusal(true), refusal(false)] }, probed);
    expect(calibrated.refused).toEqual([{ selector: "0x22222222", hint: null, revert: EMPTY_ACCESS_REVERT }]);
    // The stranger went through too (an open function): no calibration, the refusal stays a bare empty revert.
    const open = run(hit, { refusals, strangers: [refusal(false), refusal(false)] }, probed);
    expect(open.refused).toEqual([{ selector: "0x22222222", hint: null, revert: "empty revert" }]);
  });
  it("a selector's call that raises the victim's allowance to a candidate is a drain (before/after, the spender named)", () => {
    const raised = { ...base, allowanceSpender: A(7), allowanceBefore: 0n, allowanceAfter: 10n ** 30n };
    const r = run([{ selectorIndex: 0n, state: raised }]);
    expect(r.effects.map((e) => [e.kind, e.selector, e.before, e.after])).toEqual([
      ["drain", "0x11111111", "0", (10n ** 30n).toString()],
    ]);
    expect(r.effects[0].measure).toContain(`allowance to the caller ${A(7)}`);
    // Unchanged (or lowered) allowances are nothing.
    const same = { ...base, allowanceSpender: A(7), allowanceBefore: 5n, allowanceAfter: 5n };
    expect(run([{ selectorIndex: 0n, state: same }]).effects).toEqual([]);
  });
  it("a selector that answered as a read for some pattern refuses by input, not by caller: no access refusal", () => {
    const probed = ["0x11111111", "0x22222222"];
    // Both selectors: patterns 0-4 answered a static call (not measured), the others refused with a revert text.
    const text = `0x${Buffer.from("Votes: block not yet determined").toString("hex").padEnd(64, "0")}` as Hex;
    const refused = { refused: true, errSelector: "0x08c379a0" as Hex, errWord: text, gasUsed: 3_000n };
    const refusals = [0, 1].flatMap(() => [
      ...Array(5).fill(refusal(false)),
      ...Array(PROBE_PATTERNS.length - 5).fill(refused),
    ]);
    // Selector 0 answered with data (bit 0): a read. Selector 1 answered nothing: its refusal stays an access refusal.
    const r = run([], { refusals, readable: 1n }, probed);
    expect(r.refused.map((x) => x.selector)).toEqual(["0x22222222"]);
    // Older reports without the field: both count, as before.
    expect(run([], { refusals }, probed).refused.map((x) => x.selector)).toEqual(["0x11111111", "0x22222222"]);
  });
});

describe("anyone, takeovers, credit without supply, capped mints, input-only refusals (prober classes 6)", () => {
  const base = {
    supply: 1_000_000_000n,
    victim: 100n,
    holder: 50n,
    pair: 500n,
    transferOk: true,
    sellOk: true,
    tinyOk: false,
    sold: 45n,
    pairReceived: 45n,
    supplyAfter: 1_000_000_000n,
    callerBefore: 0n,
    callerAfter: 0n,
    sinkGain: 0n,
    trackedBefore: 0n,
    trackedAfter: 0n,
    ownerAfter: "0x0000000000000000000000000000000000000000" as Hex,
    codeReplaced: false,
  };
  const owner = { address: A(7), roles: ["owner named by an OwnershipTransferred event"] };
  const stranger = { address: PROBE_STRANGER, roles: ["anyone"] };
  const text = (t: string) => `0x${Buffer.from(t).toString("hex").padEnd(64, "0")}` as Hex;
  const refusal = (t: string | null) =>
    t === null
      ? { refused: false, errSelector: "0x00000000" as Hex, errWord: text(""), gasUsed: 0n }
      : { refused: true, errSelector: "0x08c379a0" as Hex, errWord: text(t), gasUsed: 3_000n };
  const run = (
    hits: { selectorIndex: bigint; candidateIndex: bigint; state: typeof base & Record<string, unknown> }[],
    extra: Record<string, unknown> = {},
  ) => {
    const r = interpretProbe(
      {
        buyOk: true,
        baseline: base,
        attempted: 1n,
        total: 1n,
        exhausted: false,
        hits: hits.map((h) => ({ ...h, pattern: 0n })),
        ...extra,
      },
      [owner, stranger],
      ["0x11111111"],
      [],
      A(9),
    );
    if (r.status === "not_run") throw new Error("not run");
    return r;
  };
  it("the stranger's effect replaces a candidate's of the same kind by that function: anyone can", () => {
    const minted = { ...base, supply: 2_000_000_000n };
    const r = run([
      { selectorIndex: 0n, candidateIndex: 0n, state: minted },
      { selectorIndex: 0n, candidateIndex: 1n, state: minted },
    ]);
    expect(r.effects.map((e) => [e.kind, e.caller])).toEqual([["mint", PROBE_STRANGER]]);
  });
  it("code replaced is a takeover (the call's other measurements dropped); ownership taken back while owner() is burnt leaves every class undecided", () => {
    const code = run([{ selectorIndex: 0n, candidateIndex: 1n, state: { ...base, codeReplaced: true, victim: 0n } }]);
    expect(code.takeovers?.map((t) => [t.kind, t.anyone])).toEqual([["code", true]]);
    expect(code.effects).toEqual([]);
    const taken = run([{ selectorIndex: 0n, candidateIndex: 0n, state: { ...base, ownerAfter: A(7) } }]);
    expect(taken.takeovers?.map((t) => [t.kind, t.caller, t.before, t.after])).toEqual([
      ["ownership", A(7), "0x0000000000000000000000000000000000000000", A(7)],
    ]);
    expect(taken.undecided.sort()).toEqual(["drain", "freeze", "limit", "mint", "tax"]);
  });
  it("a call raising the tracked balances with the supply unchanged is a mint (credit without supply); rounding is not", () => {
    const credit = run([
      { selectorIndex: 0n, candidateIndex: 0n, state: { ...base, trackedBefore: 650n, trackedAfter: 10n ** 20n } },
    ]);
    expect(credit.effects.map((e) => e.kind)).toEqual(["mint"]);
    expect(credit.effects[0].measure).toContain("credit without supply");
    const dust = run([
      { selectorIndex: 0n, candidateIndex: 0n, state: { ...base, trackedBefore: 650n, trackedAfter: 700n } },
    ]);
    expect(dust.effects).toEqual([]);
  });
  it("a mint whose bound was measured within 5 % is capped; beyond, not", () => {
    const mint = (capped: boolean, reach: bigint) =>
      run([
        {
          selectorIndex: 0n,
          candidateIndex: 0n,
          state: { ...base, supply: base.supply + 1n, mintBounded: true, mintCapped: capped, mintReach: reach },
        },
      ]).effects[0];
    expect(mint(true, 20_000_000n)).toMatchObject({ kind: "mint", capped: true });
    expect(mint(true, 20_000_000n).measure).toContain("2 % of the supply");
    expect(mint(false, 60_000_000n)).toMatchObject({ kind: "mint", capped: false });
  });
  it("a function the candidate reaches (the stranger refused by access) that refuses every pattern by input leaves every class undecided", () => {
    const n = 11;
    const mine = Array(n).fill(refusal("value exceeds band"));
    const theirs = [refusal("Ownable: caller is not the owner"), ...Array(n - 1).fill(refusal(null))];
    const r = run([], { refusals: mine, strangerRefusals: theirs });
    expect(r.undecided.sort()).toEqual(["drain", "freeze", "limit", "mint", "tax"]);
    expect(r.reason).toContain("refused every probed argument by its input");
    // The stranger refused by input too: nothing says the candidate reached the function.
    expect(run([], { refusals: mine, strangerRefusals: mine }).undecided).toEqual([]);
  });
});
