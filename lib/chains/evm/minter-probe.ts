/**
 * The minter probe (issue 25, session 7): what a CONTRACT that holds a power over the token lets others do with it.
 * The privilege prober calls the token as each candidate through a forwarder, i.e. as if the candidate could make
 * any call: for a minter contract that measures "the minter can mint anything", not what the minter lets anyone do.
 * This probe keeps each contract candidate's REAL code and calls ITS OWN functions (selectors from its dispatcher,
 * read on chain from its code) as a stranger and as its owner() (when that address is one the probe can call as:
 * the token's owner, the first mint's recipient, former owners), with a few argument patterns, measuring the TOKEN's
 * supply and a holder's balance before and after each call in a sub-call that reverts. One eth_call
 * (contracts/simulator/MinterProber.sol) in round 3, batched with the privilege probe: no extra round trip.
 *
 * `judgeMinter` then decides, with the contract's code (read in the same round by the governance read) and its low
 * storage slots, whether its power over the token is its callers' (a stranger or its one-key owner made the token
 * mint through it), not bound (its code can change, it has a generic call path, a controller the probe did not
 * reach, or its owner can change its rules), or bound by its own rules (immutable code, every function measured,
 * nobody reachable made it mint or drain): at most medium (owner-powers.ts).
 */
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  toFunctionSelector,
  toHex,
} from "viem";
import { engineAddress, isBurnAddress } from "./address";
import { analyseCode, disassemble, hexToBytes, stripMetadata } from "./bytecode";
import { type GovernanceReading, recogniseSafeReading, withInsiders } from "./governance";
import type { LpHolderProbe } from "./holders";
import { MINTER_PROBER_ABI, MINTER_PROBER_RUNTIME_BYTECODE } from "./minter-prober-bytecode";
import { FORWARDER_RUNTIME_BYTECODE } from "./prober-bytecode";

const label = engineAddress;
export const MINTER_PROBER_ADDRESS = label("minter-prober");
/** A fresh address with the forwarder's code and no role anywhere: what anyone gets from the minter. */
export const MINTER_PROBE_STRANGER = label("minter-probe-stranger");
const MINTER_PROBE_CALLER = label("minter-probe-caller");
/** At most this many contract candidates are probed (the first ones, in the candidates' order). */
export const MAX_MINTERS = 3;
/** At most this many of the token's keys are called as (after the minter's own owner()). */
const MAX_KEYS = 2;
/** The probe's eth_call gas; it stops MINTER_GAS_RESERVE before the end (the rest is `exhausted`: not bound). */
export const MINTER_PROBE_GAS = 15_000_000n;
const MINTER_GAS_RESERVE = 600_000n;
/** Gas given to each measured call of a minter's function. */
const MINTER_CALL_GAS = 1_500_000n;
/**
 * Argument patterns per selector and caller (MinterProber.sol PATTERNS). The last two name the token itself (session
 * 9): a helper contract that takes the token as an argument (`penalize(token, account, amount)`, `issue(token, to,
 * amount)`) acts on the token only when it is given the token's address.
 */
const PATTERNS = 7;
const PATTERN_TEXT = [
  "(holder, 1e24)",
  "(caller, 1e24)",
  "(1e24, caller)",
  "all zeros",
  "(caller, caller, 1e24)",
  "(token, holder, 1)",
  "(token, caller, 1e24)",
] as const;

/** The client the probes call through (a viem client's request). */
type ProbeClient = { request: (args: never, options?: never) => Promise<unknown> };

/**
 * One eth_call of MinterProber (its code placed at MINTER_PROBER_ADDRESS, `overrides` beside it), never retried: a
 * revert or a transport error is the caller's to read (each probe returns null).
 */
async function callMinterProber(
  client: ProbeClient,
  data: Hex,
  gas: bigint,
  overrides: Record<string, { code: Hex }>,
): Promise<Hex> {
  return (await client.request(
    {
      method: "eth_call",
      params: [
        { from: MINTER_PROBE_CALLER, to: MINTER_PROBER_ADDRESS, data, gas: toHex(gas) },
        "latest",
        { [MINTER_PROBER_ADDRESS]: { code: MINTER_PROBER_RUNTIME_BYTECODE }, ...overrides },
      ],
    } as never,
    { retryCount: 0 } as never,
  )) as Hex;
}

export interface MinterCall {
  selector: Hex;
  /** The stranger, the minter's owner(), or one of the token's keys (its owner, deployer, former owners). */
  caller: "stranger" | "owner" | "key";
  who: Address;
  pattern: string;
  supplyBefore: bigint;
  supplyAfter: bigint;
  holderBefore: bigint;
  holderAfter: bigint;
  /** The supply after the same call was made a second time at once (a mint that repeats has no per-call cap). */
  supplyAgain: bigint;
  /**
   * Where a mint went and what it cost (session 10, measured again from the same state): the caller's own gain of the
   * token; a watched address (one the minter's read functions answer, or a constant in its code) that received the
   * whole increase, and whether that recipient is a key (a probed key's code, or a live owner()); a wallet a read
   * answers is watched too (session 14: recipientCode "0x", recipientKeyed false: judgeMinter checks it against the
   * token's keys); the watched token
   * the caller gave up most of and how much; and what a stranger handed that much of it got from the same call.
   */
  callerGain: bigint;
  recipient: Address | null;
  recipientKeyed: boolean;
  asset: Address | null;
  paid: bigint;
  strangerMint: bigint;
  strangerPaid: bigint;
  /**
   * Where the payment came from and went (review11a finding 1): the asset's owner() (null: none answered), the
   * caller's whole balance of it before the call, how much the asset's supply fell over the call (burnt) and how much
   * the minter's own balance of it rose (kept).
   */
  assetOwner: Address | null;
  callerAsset: bigint;
  assetBurnt: bigint;
  assetKept: bigint;
  /** The recipient's code ("0x": none or no recipient). */
  recipientCode: Hex;
}

export interface MinterReport {
  minter: Address;
  /** The holder whose balance was watched (the patterns' first address). */
  holder: Address;
  hasCode: boolean;
  owner: Address | null;
  ownerCallable: boolean;
  selectors: Hex[];
  /** Selectors that answered a static call (reads). */
  readable: Hex[];
  /** Per selector: patterns through which the stranger's / the owner's / a key's call went through. */
  strangerOk: Record<string, number[]>;
  ownerOk: Record<string, number[]>;
  keyOk: Record<string, number[]>;
  /** Per selector: patterns whose call (any caller) used up the gas it was given (refused by gas, not by rule). */
  gasOut: Record<string, number[]>;
  /** Per selector: patterns whose call (any caller) went through and reached the token on the way (warm after it). */
  touchOk: Record<string, number[]>;
  effects: MinterCall[];
  constants: { address: Address; codeSize: number }[];
  exhausted: boolean;
  /**
   * Contracts its code names (a PUSH20, or an immutable's PUSH32 word) that answer a live owner(): a relay the minter
   * may only be called through (session 10). Its code, its owner, and that owner read as governance from what the
   * probe measured (an official Safe: proxy and singleton code hashes, threshold, no module; a timelock is not
   * recognised this way: its delay slot is not read).
   */
  gates: { gate: Address; gateCode: Hex; owner: Address; governance: GovernanceReading }[];
}

/** A probed contract's owner() with its Safe reading (MinterProber.sol Gate), as decoded. */
interface RawGate {
  gate: Address;
  gateCode: Hex;
  owner: Address;
  ownerCode: Hex;
  singleton: Address;
  singletonHash: Hex;
  threshold: bigint;
  modulesHead: bigint;
  signers: readonly Address[];
}

/**
 * The gate's owner read as governance from what the probe measured (an official Safe: proxy and singleton code
 * hashes, threshold, no module), checked against the token's insiders as the main path does (review11a finding 2): a
 * Safe whose signers (getOwners()) are not read, or that the token's keys can sign alone, is no governance.
 */
function gateGovernance(g: RawGate, insiders: readonly { address: Address; role: string }[]): GovernanceReading {
  return withInsiders(recogniseSafeReading(g), getAddress(g.owner), insiders) ?? { governance: null, claimed: null };
}

/** One probed contract as MinterProber.sol returns it (Report). */
interface RawReport {
  minter: Address;
  hasCode: boolean;
  owner: Address;
  ownerCallable: boolean;
  selectors: readonly Hex[];
  readable: bigint;
  strangerOk: bigint;
  ownerOk: bigint;
  keyOk: bigint;
  gasOut: bigint;
  touchOk: bigint;
  effects: readonly {
    selectorIndex: bigint;
    caller: bigint;
    who: Address;
    pattern: bigint;
    ok: boolean;
    supplyBefore: bigint;
    supplyAfter: bigint;
    holderBefore: bigint;
    holderAfter: bigint;
    supplyAgain: bigint;
    callerGain: bigint;
    recipient: Address;
    recipientKeyed: boolean;
    asset: Address;
    paid: bigint;
    strangerMint: bigint;
    strangerPaid: bigint;
    assetOwner: Address;
    callerAsset: bigint;
    assetBurnt: bigint;
    assetKept: bigint;
    recipientCode: Hex;
    burntLp: bigint;
  }[];
  constants: readonly Address[];
  constantCodeSizes: readonly bigint[];
  exhausted: boolean;
  gates: readonly RawGate[];
}

function toReport(
  r: RawReport,
  holder: Address,
  insiders: readonly { address: Address; role: string }[],
): MinterReport {
  const okBits = (bits: bigint) =>
    Object.fromEntries(
      r.selectors.map((s, i) => [
        s.toLowerCase(),
        Array.from({ length: PATTERNS }, (_, p) => p).filter((p) => (bits >> BigInt(i * PATTERNS + p)) & 1n),
      ]),
    );
  return {
    minter: getAddress(r.minter),
    holder: getAddress(holder),
    hasCode: r.hasCode,
    owner: BigInt(r.owner) === 0n ? null : getAddress(r.owner),
    ownerCallable: r.ownerCallable,
    selectors: r.selectors.map((s) => s.toLowerCase() as Hex),
    readable: r.selectors.filter((_, i) => (r.readable >> BigInt(i)) & 1n).map((s) => s.toLowerCase() as Hex),
    strangerOk: okBits(r.strangerOk),
    ownerOk: okBits(r.ownerOk),
    keyOk: okBits(r.keyOk),
    gasOut: okBits(r.gasOut),
    touchOk: okBits(r.touchOk),
    effects: r.effects.map((e) => ({
      selector: r.selectors[Number(e.selectorIndex)].toLowerCase() as Hex,
      caller: e.caller === 0n ? ("stranger" as const) : e.caller === 1n ? ("owner" as const) : ("key" as const),
      who: getAddress(e.who),
      pattern: PATTERN_TEXT[Number(e.pattern)] ?? `pattern ${e.pattern}`,
      supplyBefore: e.supplyBefore,
      supplyAfter: e.supplyAfter,
      holderBefore: e.holderBefore,
      holderAfter: e.holderAfter,
      supplyAgain: e.supplyAgain,
      callerGain: e.callerGain,
      recipient: BigInt(e.recipient) === 0n ? null : getAddress(e.recipient),
      recipientKeyed: e.recipientKeyed,
      asset: BigInt(e.asset) === 0n ? null : getAddress(e.asset),
      paid: e.paid,
      strangerMint: e.strangerMint,
      strangerPaid: e.strangerPaid,
      assetOwner: BigInt(e.assetOwner) === 0n ? null : getAddress(e.assetOwner),
      callerAsset: e.callerAsset,
      assetBurnt: e.assetBurnt,
      assetKept: e.assetKept,
      recipientCode: e.recipientCode,
    })),
    constants: r.constants.map((a, i) => ({ address: getAddress(a), codeSize: Number(r.constantCodeSizes[i]) })),
    exhausted: r.exhausted,
    gates: r.gates.map((g) => ({
      gate: getAddress(g.gate),
      gateCode: g.gateCode,
      owner: getAddress(g.owner),
      governance: gateGovernance(g, insiders),
    })),
  };
}

/** Runs the minter probe (one eth_call). Any RPC error gives null (nothing bound: today's scoring). */
export async function runMinterProbe(
  client: ProbeClient,
  input: {
    token: Address;
    holder: Address;
    minters: readonly Address[];
    /** Addresses given the forwarder's code (the keys the probe may call a minter as, when one is its owner). */
    keyed: readonly Address[];
  },
): Promise<MinterReport[] | null> {
  if (input.minters.length === 0) return [];
  const overrides: Record<string, { code: Hex }> = {
    [MINTER_PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE },
  };
  const minterSet = new Set(input.minters.map((m) => m.toLowerCase()));
  const keys = input.keyed.filter((k) => !minterSet.has(k.toLowerCase()) && !isBurnAddress(k)).slice(0, MAX_KEYS);
  for (const k of keys) overrides[k] = { code: FORWARDER_RUNTIME_BYTECODE };
  const data = encodeFunctionData({
    abi: MINTER_PROBER_ABI,
    functionName: "probe",
    args: [
      input.token,
      input.holder,
      MINTER_PROBE_STRANGER,
      [...input.minters],
      keys,
      MINTER_GAS_RESERVE,
      MINTER_CALL_GAS,
    ],
  });
  try {
    const out = await callMinterProber(client, data, MINTER_PROBE_GAS, overrides);
    const rows = decodeFunctionResult({
      abi: MINTER_PROBER_ABI,
      functionName: "probe",
      data: out,
    }) as readonly RawReport[];
    const insiders = [
      ...input.keyed.map((a) => ({
        address: a,
        role: "one of the token's keys (owner, deployer, first mint's recipient)",
      })),
      ...input.minters.map((a) => ({ address: a, role: "a contract candidate of the token" })),
    ];
    return rows.map((r) => toReport(r, input.holder, insiders));
  } catch {
    return null;
  }
}

/** What a minter contract's power over the token is worth (see the module comment). */
export type MinterJudgement =
  | { kind: "caller"; who: "anyone" | "owner"; text: string }
  | {
      kind: "unbound";
      text: string;
      /**
       * Session 18: the only controllers left unreached are the members of a list the contract keeps, keyed by the
       * caller (a mapping gates its functions), while no caller the probe reached (a stranger, its owner, the
       * token's keys) made it act on the token: who holds the power is not shown (a Safe, a timelock or one key),
       * so the power is a caution (medium), not a party's measured power (high).
       */
      membersUnknown?: true;
    }
  | { kind: "bound"; text: string };

/** Handing ownership on changes who holds the rules, not the rules (the new owner is judged as the owner is). */
const OWNERSHIP_BOOKKEEPING = new Set(
  ["transferOwnership(address)", "renounceOwnership()", "acceptOwnership()"].map((s) =>
    toFunctionSelector(s).toLowerCase(),
  ),
);
/** A key's mint through a minter it does not control counts when it reached the amount asked (MinterProber AMOUNT). */
const KEY_MINT_MIN = 10n ** 24n;
/**
 * An accrual anyone may trigger mints at most supply / MAX_ACCRUAL_DIVISOR (10 %) at once to count as the minter's
 * rule (judgeMinter `accrued`): beyond it the one call is a dilution of its own, whoever receives it.
 */
const MAX_ACCRUAL_DIVISOR = 10n;
const OP_CALLCODE = 0xf2;
const OP_STATICCALL = 0xfa;
const OP_DELEGATECALL = 0xf4;
const OP_SELFDESTRUCT = 0xff;
const OP_STOP = 0x00;
const OP_EQ = 0x14;
const OP_PUSH1 = 0x60;
const OP_PUSH4 = 0x63;
const OP_PUSH32 = 0x7f;
const OP_DUP2 = 0x81;
const OP_RETURN = 0xf3;
const OP_REVERT = 0xfd;
const OP_INVALID = 0xfe;
const OP_KECCAK256 = 0x20;
const OP_CALLER = 0x33;
const OP_MSTORE = 0x52;
const OP_SLOAD = 0x54;
const OP_JUMP = 0x56;
const OP_JUMPI = 0x57;
const OP_JUMPDEST = 0x5b;
/** Opcodes after which code does not run straight on. */
const HALTS = new Set([OP_STOP, OP_JUMP, OP_RETURN, OP_REVERT, OP_INVALID, OP_SELFDESTRUCT]);
/** At most this many opcodes are walked per function (callerKeyedGates). */
const MAX_WALK = 4000;

interface PcOp {
  pc: number;
  op: number;
  /** PUSH immediate as a number (only PUSH1-PUSH4: code offsets and selectors), else -1. */
  value: number;
}

function disassemblePc(hex: string): PcOp[] {
  const code = stripMetadata(hexToBytes(hex));
  const ops: PcOp[] = [];
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    const size = op >= OP_PUSH1 && op <= OP_PUSH32 ? op - OP_PUSH1 + 1 : 0;
    let value = -1;
    if (size > 0 && size <= 4) {
      value = 0;
      for (let k = 1; k <= size; k++) value = value * 256 + (code[pc + k] ?? 0);
    }
    ops.push({ pc, op, value });
    pc += size;
  }
  return ops;
}

/**
 * Whether code that runs on from op `from` stores a word to memory, hashes it (KECCAK256: a mapping key) and loads the
 * hashed slot (SLOAD), then (when `gate`) branches (JUMPI) within 8 opcodes of the load. A JUMPDEST is crossed (a
 * short-circuit `&&` lands there and falls through), a JUMP or a halt is not (another block follows).
 */
function keyedLoadFrom(ops: readonly PcOp[], from: number, gate: boolean): boolean {
  let stage = 0; // 0: wait MSTORE, 1: wait KECCAK256, 2: wait SLOAD, 3: wait JUMPI
  let sinceLoad = 0;
  for (let j = from; j < Math.min(ops.length, from + 40) && !HALTS.has(ops[j].op); j++) {
    const op = ops[j].op;
    if (stage === 0 && op === OP_MSTORE) stage = 1;
    else if (stage === 1 && op === OP_KECCAK256) stage = 2;
    else if (stage === 2 && op === OP_SLOAD) {
      if (!gate) return true;
      stage = 3;
    } else if (stage === 3) {
      if (op === OP_JUMPI) return true;
      if (++sinceLoad > 8) return false;
    }
    if (stage < 3 && op === OP_JUMPI) return false;
  }
  return false;
}

/** Whether a JUMPI follows within 10 opcodes of `from`, in code that runs straight on. */
function branchesFrom(ops: readonly PcOp[], from: number): boolean {
  for (let j = from; j < Math.min(ops.length, from + 10) && !HALTS.has(ops[j].op); j++)
    if (ops[j].op === OP_JUMPI) return true;
  return false;
}

/**
 * Whether the CALLER at op `i` is looked up in a mapping whose value gates a branch: inline (solc inlines
 * `require(list[msg.sender])` and its modifier: CALLER, MSTORE, KECCAK256, SLOAD, JUMPI), or through an internal call
 * (`require(isListed(msg.sender))`, `hasRole(role, msg.sender)`: a return point pushed, CALLER, `PUSH target JUMP`,
 * the target loading a hashed slot, a JUMPI right at a return point pushed around the call).
 */
function callerKeyedGateAt(ops: readonly PcOp[], i: number, at: ReadonlyMap<number, number>): boolean {
  if (keyedLoadFrom(ops, i + 1, true)) return true;
  const dest = (pc: number) => {
    const k = at.get(pc);
    return k !== undefined && ops[k].op === OP_JUMPDEST ? k : -1;
  };
  for (let j = i + 1; j < Math.min(ops.length, i + 12); j++) {
    if (ops[j].op === OP_JUMPI || (HALTS.has(ops[j].op) && ops[j].op !== OP_JUMP)) return false;
    if (ops[j].op !== OP_JUMP) continue;
    const target = ops[j - 1].value >= 0 ? dest(ops[j - 1].value) : -1;
    if (target < 0 || !keyedLoadFrom(ops, target, false)) return false;
    for (let k = Math.max(0, i - 10); k < j - 1; k++) {
      const r = ops[k].value >= 0 ? dest(ops[k].value) : -1;
      if (r >= 0 && r !== target && branchesFrom(ops, r)) return true;
    }
    return false;
  }
  return false;
}

/**
 * The selectors (of `selectors`) whose code looks the caller up in a mapping gating a branch (a list of callers it
 * keeps, which cannot be enumerated: whoever it holds is a caller gate the probe cannot resolve). A function's code is
 * what its dispatcher entry (`PUSH4 selector EQ PUSH tag JUMPI`) reaches: blocks followed through fall-through and
 * every code offset pushed on the way (jump targets, internal calls and their return points), at most MAX_WALK
 * opcodes. A selector whose entry is not found is judged on the whole code (the cautious reading).
 */
export function callerKeyedGates(code: Hex, selectors: readonly Hex[]): Hex[] {
  return functionsWhere(code, selectors, (ops, i, at) => ops[i].op === OP_CALLER && callerKeyedGateAt(ops, i, at));
}

/**
 * Whether the CALLER at op `i` goes somewhere other than a comparison (EQ within 4 opcodes) or a mapping key
 * (KECCAK256 within 8): an argument of a message, i.e. `require(gate.ok(msg.sender))` asks another contract.
 */
function callerPassedOnAt(ops: readonly PcOp[], i: number): boolean {
  for (let j = i + 1; j < Math.min(ops.length, i + 5); j++) if (ops[j].op === OP_EQ) return false;
  for (let j = i + 1; j < Math.min(ops.length, i + 9); j++) if (ops[j].op === OP_KECCAK256) return false;
  return true;
}

const OP_CALL = 0xf1;
/** Opcodes that send a message (CALL, CALLCODE, DELEGATECALL, STATICCALL, CREATE, CREATE2). */
const SENDS = new Set([OP_CALL, OP_CALLCODE, OP_DELEGATECALL, OP_STATICCALL, 0xf0, 0xf5]);

/**
 * Where the CALLER at op `i` goes first (session 13), walking the code that runs on from it for at most 160 opcodes:
 * through `PUSH tag JUMP`, through a JUMPI whose fall-through reverts within 4 opcodes (a check: the target runs on),
 * and back from an internal function (a JUMP with no pushed target resumes at the last code offset pushed on the
 * way: its return point). The first REVERT or message opcode met is the answer; anything else ends it as unknown.
 * OpenZeppelin 5's `revert OwnableUnauthorizedAccount(msg.sender)` names the caller in the error (REVERT), and
 * `token.burnFrom(msg.sender, x)` hands it to a CALL as an argument (an account acted on): neither asks anyone.
 */
function callerGoesTo(ops: readonly PcOp[], i: number, at: ReadonlyMap<number, number>): number | null {
  const isDest = (pc: number) => {
    const k = at.get(pc);
    return k !== undefined && ops[k].op === OP_JUMPDEST ? k : -1;
  };
  const returns: number[] = [];
  let j = i + 1;
  for (let n = 0; n < 160 && j < ops.length; n++) {
    const o = ops[j];
    if (o.op === OP_REVERT || SENDS.has(o.op)) return o.op;
    if (o.op === OP_RETURN || o.op === OP_STOP || o.op === OP_INVALID || o.op === OP_SELFDESTRUCT) return null;
    const next = ops[j + 1]?.op;
    if (o.value >= 0 && o.op >= OP_PUSH1 && next !== OP_JUMP && next !== OP_JUMPI && isDest(o.value) >= 0)
      returns.push(o.value);
    if (o.op === OP_JUMP) {
      const prev = ops[j - 1];
      const pushed = prev && prev.op >= OP_PUSH1 && prev.op <= OP_PUSH32 && prev.value >= 0;
      const dest = pushed ? prev.value : returns.pop();
      const k = dest === undefined ? -1 : isDest(dest);
      if (k < 0) return null;
      j = k + 1;
      continue;
    }
    if (o.op === OP_JUMPI) {
      const prev = ops[j - 1];
      const fallsToRevert = ops.slice(j + 1, j + 5).some((x) => x.op === OP_REVERT);
      if (fallsToRevert && prev && prev.value >= 0 && isDest(prev.value) >= 0) {
        j = isDest(prev.value) + 1;
        continue;
      }
    }
    j++;
  }
  return null;
}

/**
 * The selectors (of `selectors`) whose code hands the caller to another contract and asks it something (a
 * STATICCALL: a view's answer): whether the caller may act can be decided by that contract
 * (`require(gate.ok(msg.sender))`), whose owner the probe does not follow. A CALL is not counted: `token.mint(
 * msg.sender, x)` after a refused precondition (no collateral sent) hands the caller on as the mint's recipient, not
 * for a decision. Same walk as callerKeyedGates.
 */
export function callerAskedOutside(code: Hex, selectors: readonly Hex[]): Hex[] {
  const ops = disassemblePc(code);
  const hasCall = (o: PcOp) => o.op === OP_STATICCALL;
  if (!ops.some(hasCall)) return [];
  // A caller that goes into a revert's data or to a message other than a view call is asked nothing (callerGoesTo).
  const notAsked = (op: number | null) => op !== null && op !== OP_STATICCALL;
  let passed = false;
  let called = false;
  return selectors.filter((sel) => {
    passed = false;
    called = false;
    return (
      functionsWhere(code, [sel], (o, i, at) => {
        if (o[i].op === OP_CALLER && callerPassedOnAt(o, i) && !notAsked(callerGoesTo(o, i, at))) passed = true;
        if (hasCall(o[i])) called = true;
        return passed && called;
      }).length > 0
    );
  });
}

/** The selectors whose code (what the dispatcher entry reaches, at most MAX_WALK opcodes) meets `hit` at some op. */
function functionsWhere(
  code: Hex,
  selectors: readonly Hex[],
  hit: (ops: readonly PcOp[], i: number, at: ReadonlyMap<number, number>) => boolean,
): Hex[] {
  const ops = disassemblePc(code);
  const at = new Map(ops.map((o, i) => [o.pc, i]));
  const isDest = (pc: number) => {
    const i = at.get(pc);
    return i !== undefined && ops[i].op === OP_JUMPDEST;
  };
  const entries = new Map<number, number>();
  for (let i = 0; i + 3 < ops.length; i++) {
    if (ops[i].op !== OP_PUSH4) continue;
    const eqAt = ops[i + 1].op === OP_EQ ? i + 1 : ops[i + 1].op === OP_DUP2 && ops[i + 2].op === OP_EQ ? i + 2 : -1;
    const tag = ops[eqAt + 1];
    if (eqAt > 0 && tag && tag.value >= 0 && ops[eqAt + 2]?.op === OP_JUMPI && isDest(tag.value))
      if (!entries.has(ops[i].value)) entries.set(ops[i].value, tag.value);
  }
  const wholeCode = () => ops.some((_, i) => hit(ops, i, at));
  return selectors.filter((sel) => {
    const entry = entries.get(Number.parseInt(sel.slice(2), 16));
    if (entry === undefined) return wholeCode();
    const seen = new Set<number>();
    const queue = [entry];
    let walked = 0;
    while (queue.length && walked < MAX_WALK) {
      const pc = queue.pop() as number;
      if (seen.has(pc)) continue;
      seen.add(pc);
      for (let i = at.get(pc) ?? ops.length; i < ops.length && walked < MAX_WALK; i++, walked++) {
        const o = ops[i];
        if (i > (at.get(pc) ?? 0) && o.op === OP_JUMPDEST) {
          queue.push(o.pc); // falls through into the next block
          break;
        }
        if (o.value >= 0 && isDest(o.value) && !seen.has(o.value)) queue.push(o.value);
        if (hit(ops, i, at)) return true;
        if (HALTS.has(o.op)) break;
      }
    }
    return false;
  });
}
const OP_PUSH0 = 0x5f;
const OWNER_SELECTOR = 0x8da5cb5b;

/**
 * The storage slot owner() answers from (review11a finding 2), or null: from owner()'s dispatcher entry, the code is
 * followed (through `PUSH tag JUMP`, and a `JUMPI` whose fall-through reverts: the call-value check) to its first
 * SLOAD, whose slot must be a pushed constant (PUSH0 for slot 0). At most 60 opcodes.
 */
function ownerGetterSlot(code: Hex): bigint | null {
  const ops = disassemblePc(code);
  const at = new Map(ops.map((o, i) => [o.pc, i]));
  let i = -1;
  for (let k = 0; k + 3 < ops.length && i < 0; k++)
    if (ops[k].op === OP_PUSH4 && ops[k].value === OWNER_SELECTOR && ops[k + 1].op === OP_EQ)
      i = ops[k + 2].value >= 0 && ops[k + 3].op === OP_JUMPI ? (at.get(ops[k + 2].value) ?? -1) : -1;
  for (let n = 0; i >= 0 && i < ops.length && n < 60; n++) {
    const o = ops[i];
    if (o.op === OP_SLOAD) {
      const p = ops[i - 1];
      return p?.op === OP_PUSH0
        ? 0n
        : p && p.value >= 0 && p.op >= OP_PUSH1 && p.op <= OP_PUSH4
          ? BigInt(p.value)
          : null;
    }
    if (o.op === OP_JUMP || o.op === OP_JUMPI) {
      const dest = ops[i - 1]?.value ?? -1;
      const fallsToRevert = ops.slice(i + 1, i + 5).some((x) => x.op === OP_REVERT);
      if (o.op === OP_JUMP || fallsToRevert) {
        i = dest >= 0 ? (at.get(dest) ?? -1) : -1;
        continue;
      }
    } else if (HALTS.has(o.op)) return null;
    i++;
  }
  return null;
}

/** A value below this with no code is an address nobody holds a key for (system / precompile range: 0x…1001). */
const NO_KEY_BELOW = 1n << 40n;

const OP_ORIGIN = 0x32;
const OP_GASPRICE = 0x3a;
const OP_EXTCODESIZE = 0x3b;
const OP_EXTCODEHASH = 0x3f;
/** Opcodes that send a message or make a contract that can (STATICCALL cannot change the token). */
const MESSAGE_OPS = new Set([0xf0, 0xf1, 0xf2, 0xf4, 0xf5]);
const OP_GAS = 0x5a;
/** LT, GT, SLT, SGT. */
const GAS_COMPARE = new Set([0x10, 0x11, 0x12, 0x13]);
/** MinterProber.sol MAX_SELECTORS: a dispatcher read up to this many may have been cut. */
const MAX_MINTER_SELECTORS = 24;

/**
 * Why "nobody reachable made it mint" proves nothing for this minter (review 2026-11-27), or null. "Bound" is the
 * absence of an effect, so anything that makes every probed call fail must leave the minter unbound (today's scoring):
 * - a condition only the probe fails: tx.origin, the gas price, the gas left compared with a bound (the probe's calls
 *   carry a bounded gas), or the caller's code (every probe caller is a forwarder contract; the probe's call names no
 *   gas price);
 * - an identity the probe cannot take (a hashed caller, a fixed or stored signer: bytecode.ts identityGates);
 * - a live owner that is one key (not recognised governance): owner-only functions that check their input refuse every pattern for the owner
 *   as for the stranger, so "the owner cannot change its rules" is not measured;
 * - functions not all called: no selector read, the dispatcher read cut at MAX_SELECTORS, or selectors the token-side
 *   analysis finds that the on-chain read missed;
 * - an empty controller slot while a stranger's call goes through some function (it may fill the slot: a steer in two
 *   steps).
 */
function unmeasured(
  report: MinterReport,
  code: Hex,
  a: ReturnType<typeof analyseCode>,
  slots: readonly (Hex | null)[] | null,
  isGovernance: (a: Address) => boolean,
): string | null {
  const ops = disassemble(code);
  // Code with no way to send a message (no CALL, CALLCODE, DELEGATECALL, CREATE, CREATE2) can never act on the token,
  // whoever calls it: nothing is left unmeasured.
  if (!ops.some((o) => MESSAGE_OPS.has(o.op))) return null;
  // A call that used up the gas the probe gave it was refused by its gas, not by a rule: a path that burns a bounded
  // call's gas (a loop before the mint) mints for a caller who sends more (review 2026-11-27).
  const burnt = report.selectors.filter((s) => !report.readable.includes(s) && (report.gasOut[s] ?? []).length);
  if (burnt.length)
    return `a call of ${burnt.slice(0, 3).join(", ")} used up all the gas the probe gave it: what it does with more gas is not measured`;
  if (ops.some((o) => o.op === OP_ORIGIN || o.op === OP_GASPRICE))
    return "its code reads tx.origin or the gas price: a condition the probe's calls may fail where a real caller passes";
  // `require(gasleft() > N)`: the gas left compared (LT / GT / SLT / SGT within 3 opcodes), not handed to a call: a
  // caller who sends more gas than the probe's bounded call passes (review9 finding 3).
  if (ops.some((o, i) => o.op === OP_GAS && ops.slice(i + 1, i + 4).some((x) => GAS_COMPARE.has(x.op))))
    return "its code compares the gas left: a caller sending more gas than the probe's call may pass";
  if (
    ops.some((o, i) => o.op === OP_CALLER && (ops[i + 1]?.op === OP_EXTCODESIZE || ops[i + 1]?.op === OP_EXTCODEHASH))
  )
    return "its code looks at the caller's code: the probe's callers are contracts, a real caller may pass";
  if (a.identityGates.length)
    return `its code checks an identity the probe cannot take (${a.identityGates.map((g) => g.what).join("; ")})`;
  if (
    report.owner &&
    !isBurnAddress(report.owner) &&
    BigInt(report.owner) >= NO_KEY_BELOW &&
    !isGovernance(report.owner)
  )
    return `its owner ${report.owner} is live: owner-only functions that check their input are not measured, so its rules may change`;
  const read = new Set(report.selectors.map((s) => s.toLowerCase()));
  const missed = a.dispatchSelectors.filter((s) => !read.has(s.toLowerCase()));
  if (report.selectors.length === 0 || report.selectors.length >= MAX_MINTER_SELECTORS || missed.length)
    return `not every function was called (${report.selectors.length} selector(s) read from its dispatcher${missed.length ? `, ${missed.length} more in its code` : ""})`;
  const strangerPasses = Object.values(report.strangerOk).some((p) => p.length > 0);
  const emptySlot = a.callerSlots.find((c) => {
    const word = BigInt(c.slot) < 8n && slots ? slots[Number(c.slot)] : null;
    return (
      word !== null &&
      word !== undefined &&
      ((BigInt(word) >> BigInt(8 * (c.offset ?? 0))) & ((1n << 160n) - 1n)) === 0n
    );
  });
  if (emptySlot && strangerPasses)
    return `its code compares the caller with storage slot ${BigInt(emptySlot.slot)}, which is empty, and a stranger's call goes through one of its functions (it may fill the slot)`;
  return null;
}

/**
 * Judges one probed minter contract. `slots`: its storage slots 0-7 (null: not read); `isGovernance`: recognised
 * governance (governance.ts); `token`: the token itself (a minter may compare the caller with it).
 */
export function judgeMinter(
  report: MinterReport,
  code: Hex | null,
  slots: readonly (Hex | null)[] | null,
  isGovernance: (a: Address) => boolean,
  token: Address,
  /** The token's keys (owner, deployer, former and pending owners): an emission to one of them is theirs. */
  tokenKeys: readonly Address[] = [],
): MinterJudgement | null {
  if (!report.hasCode || !code || code === "0x") return null;
  const name = report.minter;
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase();
  const path = (e: MinterCall) =>
    `${e.caller === "stranger" ? "a stranger" : e.caller === "owner" ? `its owner ${report.owner} (one key)` : `the token's key ${e.who} (one key)`} → ${name}.${e.selector} ${e.pattern} → token: ${
      e.supplyAfter > e.supplyBefore
        ? `supply ${e.supplyBefore} → ${e.supplyAfter}`
        : `holder's balance ${e.holderBefore} → ${e.holderAfter}`
    }`;
  // Session 10: two effects that are the minter's rules, not its caller's power (each measured, not read from names):
  // - a scheduled emission: the call mints an amount the minter chose (no word of the call), at most 5 % of the
  //   supply, to a contract it names (a watched address that received the whole increase: no key's code, no live
  //   owner()), nothing to the caller, no holder's balance moved, the same call at once refused (once per period), and
  //   no other function lets a stranger through (nothing can redirect it first);
  // - a mint against a payment: the caller gave up some of another token over the call, and a stranger handed the
  //   same amount of it made the same call and got the same mint for the same payment (the rate is anyone's).
  const minted = (e: MinterCall) => e.supplyAfter - e.supplyBefore;
  const emissionSelectors = new Set(
    report.effects.filter((e) => e.caller === "stranger" && minted(e) > 0n).map((e) => e.selector),
  );
  const strangerElsewhere = report.selectors.some(
    (s) => !emissionSelectors.has(s) && !OWNERSHIP_BOOKKEEPING.has(s) && (report.strangerOk[s] ?? []).length > 0,
  );
  // The emission's recipient must be a contract that can never send anything on (review11a finding 7): no CALL,
  // CALLCODE, DELEGATECALL, CREATE, CREATE2 or SELFDESTRUCT in its code, so what it receives stays there whoever
  // steers it (a 1-of-1 Safe, an AccessControl or mapping admin, a hard-coded sweep key: each needs a message to move
  // the tokens). A recipient that distributes on (a voter paying gauges) is not measured: the caller's power.
  const lockedRecipient = (e: MinterCall) =>
    e.recipientCode !== "0x" &&
    !disassemble(e.recipientCode).some((o) => MESSAGE_OPS.has(o.op) || o.op === OP_SELFDESTRUCT);
  const scheduled = (e: MinterCall) =>
    minted(e) > 0n &&
    lockedRecipient(e) &&
    minted(e) * 20n <= e.supplyBefore &&
    e.supplyAgain === e.supplyAfter &&
    e.callerGain === 0n &&
    e.holderAfter >= e.holderBefore &&
    e.recipient !== null &&
    !e.recipientKeyed &&
    !same(e.recipient, e.who) &&
    !same(e.recipient, report.holder) &&
    ![KEY_MINT_MIN, 1n, BigInt(e.who), BigInt(report.holder)].includes(minted(e)) &&
    !strangerElsewhere;
  // A payment is the minter's rule only when the caller cannot make or recycle it (review11a finding 1): the asset
  // answers no live owner() (one that may mint it) unless that owner is governance; the caller's whole balance of it,
  // paid in at the measured rate, mints at most 5 % of the supply; and the payment leaves circulation (the asset's
  // supply fell by it: burnt) or stays in the minter (kept), never sent on to a wallet that can pay it in again.
  const assetOwnerless = (e: MinterCall) =>
    e.assetOwner === null ||
    isBurnAddress(e.assetOwner) ||
    BigInt(e.assetOwner) < NO_KEY_BELOW ||
    isGovernance(e.assetOwner);
  const paidLikeAnyone = (e: MinterCall) =>
    e.paid > 0n &&
    e.asset !== null &&
    e.holderAfter >= e.holderBefore &&
    e.strangerPaid === e.paid &&
    e.strangerMint === minted(e) &&
    assetOwnerless(e) &&
    e.callerAsset * minted(e) * 20n <= e.paid * e.supplyBefore &&
    (e.assetBurnt >= e.paid || e.assetKept >= e.paid);
  // Session 14: an accrual anyone may trigger (a staking pool's reward drip, `drip()` / `poke()`): the stranger's call
  // mints an amount the minter chose from its own state, not from the call (the all-zeros call minted the very same
  // amount as every other pattern that went through, and it is none of the values the patterns put in the call's
  // words), nothing to the caller, no holder's balance moved, the same call at once mints nothing more (the accrual
  // was consumed), the whole increase goes to one fixed address that is not the caller, not the watched holder and
  // none of the token's keys (a wallet not in `tokenKeys` and no probed key, or a contract that can send nothing on), at
  // most supply / MAX_ACCRUAL_DIVISOR at once, and no other function lets a stranger through (nothing can redirect
  // it first). Its caller triggers the rule, it does not choose the amount: a rule-based emission, bounded.
  const keyAddresses = new Set(
    [...tokenKeys, ...report.effects.filter((e) => e.caller === "key").map((e) => e.who)].map((a) => a.toLowerCase()),
  );
  const sameAmountAllPatterns = (e: MinterCall) => {
    const runs = report.effects.filter((x) => x.caller === "stranger" && x.selector === e.selector);
    return runs.some((x) => x.pattern === PATTERN_TEXT[3]) && runs.every((x) => minted(x) === minted(e));
  };
  const accruedByStranger = (e: MinterCall) =>
    e.caller === "stranger" &&
    minted(e) > 0n &&
    minted(e) * MAX_ACCRUAL_DIVISOR <= e.supplyBefore &&
    e.supplyAgain === e.supplyAfter &&
    e.callerGain === 0n &&
    e.holderAfter >= e.holderBefore &&
    e.recipient !== null &&
    // A wallet that is no key, or a contract that can never send anything on (lockedRecipient): a contract that can
    // (a hoard a fixed key may sweep) is steered by whoever steers it, not measured here.
    ((e.recipientCode === "0x" && !e.recipientKeyed) || (lockedRecipient(e) && !e.recipientKeyed)) &&
    e.recipientCode.toLowerCase() !== FORWARDER_RUNTIME_BYTECODE.toLowerCase() &&
    !keyAddresses.has(e.recipient.toLowerCase()) &&
    (report.owner === null || !same(e.recipient, report.owner)) &&
    !same(e.recipient, e.who) &&
    !same(e.recipient, report.holder) &&
    !same(e.recipient, token) &&
    ![KEY_MINT_MIN, 1n, BigInt(e.who), BigInt(report.holder)].includes(minted(e)) &&
    sameAmountAllPatterns(e) &&
    !strangerElsewhere;
  // A key's call of the same function minting the same amount did what anyone does (it triggered the same accrual).
  const accrued = (e: MinterCall) =>
    accruedByStranger(e) ||
    (e.caller === "key" &&
      e.callerGain === 0n &&
      e.holderAfter >= e.holderBefore &&
      report.effects.some((x) => x.selector === e.selector && minted(x) === minted(e) && accruedByStranger(x)));
  // Session 15: an accrual only a key may trigger, paid to that key (a team vesting's claim()): the key's call mints
  // an amount the minter chose from its own state (every pattern that went through, the all-zeros call included,
  // minted the very same amount, none of the values the call's words gave), at most supply / MAX_ACCRUAL_DIVISOR at
  // once, no holder's balance moved, and the same call at once mints nothing more (the accrual was recorded and
  // consumed), while the key may call no other function a stranger may not (nothing that sets the rate, the budget or
  // the beneficiary). The key triggers the minter's rule, it does not choose the amount: rule-based emission, bound
  // (MINTABLE medium at most). A key-driven 'emission' that refills at will (the same call mints again at once: claims
  // not recorded), takes its amount from the call, exceeds a tenth of the supply at once, or comes with a setter the
  // key alone may call stays the key's (high).
  const keyRuns = (e: MinterCall) =>
    report.effects.filter((x) => x.caller === "key" && x.selector === e.selector && same(x.who, e.who));
  const keyOnlySelectors = report.selectors.filter(
    (s) =>
      !OWNERSHIP_BOOKKEEPING.has(s) && (report.keyOk[s] ?? []).some((p) => !(report.strangerOk[s] ?? []).includes(p)),
  );
  const keyAccrued = (e: MinterCall) =>
    e.caller === "key" &&
    minted(e) > 0n &&
    minted(e) * MAX_ACCRUAL_DIVISOR <= e.supplyBefore &&
    e.supplyAgain === e.supplyAfter &&
    e.holderAfter >= e.holderBefore &&
    ![KEY_MINT_MIN, 1n, BigInt(e.who), BigInt(report.holder)].includes(minted(e)) &&
    keyRuns(e).some((x) => x.pattern === PATTERN_TEXT[3]) &&
    keyRuns(e).every((x) => minted(x) === minted(e) && x.supplyAgain === x.supplyAfter) &&
    keyOnlySelectors.every((s) => s === e.selector) &&
    !strangerElsewhere;
  const vestings = report.effects.filter(keyAccrued);
  const rulesOnly = (e: MinterCall) =>
    e.caller !== "owner" && (scheduled(e) || accrued(e) || paidLikeAnyone(e) || keyAccrued(e));
  const emissions = report.effects.filter((e) => e.caller === "stranger" && (scheduled(e) || accrued(e)));
  const payments = report.effects.filter((e) => e.caller === "key" && paidLikeAnyone(e));
  const byStranger = report.effects.find((e) => e.caller === "stranger" && !rulesOnly(e));
  if (byStranger)
    return { kind: "caller", who: "anyone", text: `anyone can make it act on the token: ${path(byStranger)}` };
  // The minter's owner() is its controller: any effect counts. One of the token's keys that is no controller of the
  // minter may simply hold a position in it (collateral it lodged earlier lets it issue a little more, as any user
  // could): its mint counts only when it got the whole amount it asked for, 1e24 or more (a keeper list, a mapping
  // of minters), or when the same call mints again at once an amount the minter chose itself (not a value the call
  // gave: a per-call cap or a fixed drip it can repeat; a position draws what was asked until it is used up), its
  // drain of another holder always.
  // The values the pattern put in the call's words (an amount the minter minted as asked is a position's draw; one it
  // chose itself, a clip or a fixed drip, is its cap).
  const asked = (e: MinterCall) => [KEY_MINT_MIN, BigInt(e.who), BigInt(report.holder)];
  // An owner that is recognised governance (a Safe, a timelock) is no key: its effects are governance's, and the
  // minter is judged on its rules below (bound: medium, as a governed power).
  const governedOwner = report.owner !== null && isGovernance(report.owner);
  const byOwner = report.effects.find(
    (e) =>
      (e.caller === "owner" && !governedOwner) ||
      (e.caller === "key" &&
        !rulesOnly(e) &&
        (e.holderAfter < e.holderBefore ||
          e.supplyAfter - e.supplyBefore >= KEY_MINT_MIN ||
          (e.supplyAgain > e.supplyAfter && !asked(e).includes(e.supplyAfter - e.supplyBefore)))),
  );
  if (byOwner) return { kind: "caller", who: "owner", text: `one key makes it act on the token: ${path(byOwner)}` };
  const ops = disassemble(code);
  if (ops.some((o) => o.op === OP_DELEGATECALL || o.op === OP_CALLCODE || o.op === OP_SELFDESTRUCT))
    return {
      kind: "unbound",
      text: "its code can change or run other code (DELEGATECALL / CALLCODE / SELFDESTRUCT): not bound by its rules",
    };
  if (report.exhausted)
    return { kind: "unbound", text: "the probe's budget ran out before every function was measured: not bound" };
  const a = analyseCode(code);
  if (a.originSlots.length || a.originConstants.length)
    return { kind: "unbound", text: "its code checks tx.origin: a controller the probe does not call as" };
  // A function its owner may call that the stranger may not (the same arguments): a rule that key can change. (Not
  // for the token's other keys: a key may differ from the stranger by a position it holds, not by a privilege.)
  const setterFor = (ok: Record<string, number[]>) =>
    report.selectors.find(
      (s) => !OWNERSHIP_BOOKKEEPING.has(s) && (ok[s] ?? []).some((p) => !(report.strangerOk[s] ?? []).includes(p)),
    );
  if (report.owner && !isBurnAddress(report.owner) && !isGovernance(report.owner)) {
    if (!report.ownerCallable)
      return {
        kind: "unbound",
        text: `its owner ${report.owner} is not an address the probe can call as: what it can make the contract do is not measured`,
      };
    const setter = setterFor(report.ownerOk);
    if (setter)
      return {
        kind: "unbound",
        text: `its owner ${report.owner} (one key) can call ${setter}, which a stranger cannot: it can change the contract's rules`,
      };
  }
  // Every controller its code compares the caller with must be reached, nobody's key, the token, or governance.
  // A key whose only call the stranger cannot make is its own accrual (keyAccrued) is the rule's beneficiary: reached.
  const beneficiary = (v: Address) =>
    vestings.some((e) => same(e.who, v)) && keyOnlySelectors.every((s) => vestings.some((e) => e.selector === s));
  const reached = (v: Address) =>
    beneficiary(v) ||
    isBurnAddress(v) ||
    BigInt(v) < NO_KEY_BELOW ||
    same(v, token) ||
    isGovernance(v) ||
    (report.owner !== null && same(v, report.owner) && report.ownerCallable);
  for (const c of a.callerSlots) {
    const word = BigInt(c.slot) < 8n && slots ? slots[Number(c.slot)] : null;
    if (!word)
      return {
        kind: "unbound",
        text: `its code compares the caller with storage slot ${BigInt(c.slot)}, which was not read: a controller not reached`,
      };
    const v = (BigInt(word) >> BigInt(8 * (c.offset ?? 0))) & ((1n << 160n) - 1n);
    const addr = getAddress(toHex(v, { size: 20 }));
    if (!reached(addr))
      return {
        kind: "unbound",
        text: `its code compares the caller with ${addr} (storage slot ${BigInt(c.slot)}), a controller the probe did not reach`,
      };
  }
  const gates: string[] = [];
  for (const k of a.callerConstants) {
    const addr = getAddress(k);
    if (reached(addr)) continue;
    // A relay contract with an owner (session 10): the minter is its owner's, one hop on. Governance (an official Safe
    // recognised from what the probe read, or recognised by this round's governance read) reaches it when the relay's
    // own code compares the caller with nothing else (no hard-coded address, at most its owner's slot, no identity
    // gate the probe cannot take); any other owner is one key.
    const relay = report.gates.find((g) => same(g.gate, addr));
    // A hard-coded controller that is itself a Safe (no owner(); MinterProber reads it as its own owner, session 15):
    // read and classified like any controller, by code (official proxy and singleton, no module, threshold >= 2,
    // signers not the token's insiders). Not governance: its reading says why (a Safe one key operates is one key).
    if (relay && same(relay.gate, relay.owner)) {
      const g = relay.governance.governance;
      if (g) {
        gates.push(
          `${addr} (itself governance: ${g.kind === "multisig" ? `${g.threshold} signatures, ` : ""}${g.recognisedBy})`,
        );
        continue;
      }
      return {
        kind: "unbound",
        text: `its code compares the caller with ${addr} (hard-coded), a contract answering like a Safe that is not recognised governance${relay.governance.claimed ? ` (${relay.governance.claimed.claim}: ${relay.governance.claimed.why})` : ""}`,
      };
    }
    if (relay && !isBurnAddress(relay.owner)) {
      const ra = analyseCode(relay.gateCode);
      // Review11a finding 2: the relay's code cannot change or run other code, and every storage slot its code compares
      // the caller with is the one its owner() answers from (an operator key in another slot is one key).
      const ownerSlot = ownerGetterSlot(relay.gateCode);
      const governed =
        (relay.governance.governance !== null || isGovernance(relay.owner)) &&
        !disassemble(relay.gateCode).some(
          (o) => o.op === OP_DELEGATECALL || o.op === OP_CALLCODE || o.op === OP_SELFDESTRUCT,
        ) &&
        ra.callerConstants.every((c) => isBurnAddress(getAddress(c))) &&
        ra.callerSlots.every((c) => ownerSlot !== null && BigInt(c.slot) === ownerSlot && (c.offset ?? 0) === 0) &&
        ra.identityGates.length === 0 &&
        ra.originSlots.length === 0 &&
        ra.originConstants.length === 0;
      if (governed) {
        const g = relay.governance.governance;
        gates.push(
          `${addr} (a relay whose owner ${relay.owner} is governance${g ? `: ${g.kind === "multisig" ? `${g.threshold} signatures, ` : ""}${g.recognisedBy}` : ""})`,
        );
        continue;
      }
      return {
        kind: "unbound",
        text: `its code compares the caller with ${addr} (hard-coded), a contract whose owner ${relay.owner} is ${relay.governance.governance || isGovernance(relay.owner) ? "governance, but the contract's code also answers other callers (a hard-coded address, a slot other than its owner's) or can run other code (DELEGATECALL / CALLCODE / SELFDESTRUCT)" : "one key (or a Safe its signers, the token's insiders, hold alone, or whose signers were not read)"}`,
      };
    }
    const seen = report.constants.find((x) => same(x.address, addr));
    if (seen && seen.codeSize > 0 && !same(addr, MINTER_PROBE_STRANGER)) {
      gates.push(`${addr} (another contract, not followed)`); // a gate on another contract: one level deeper
      continue;
    }
    return {
      kind: "unbound",
      text: `its code compares the caller with ${addr} (hard-coded), ${seen ? "an address with no code (a key)" : "whose code was not read"}`,
    };
  }
  const gap = unmeasured(report, code, a, slots, isGovernance);
  if (gap) return { kind: "unbound", text: gap };
  // A function refused to everyone the probe called as (the stranger, the minter's owner, the token's keys, every
  // pattern) is explained by an input the patterns did not give, unless the code looks the caller up in a list it
  // keeps (a mapping keyed by CALLER gating a branch): then the refusal may be "not on the list", and whoever the list
  // holds (a fresh wallet set at deployment, with no event) is a controller the probe did not reach.
  // A call that went through without reaching the token (it returned before: `if (amount == 0) return;` ahead of the
  // list check) explains nothing either: only a pass that reached the token (a position drawn, `withdraw(0)` of
  // one's own collateral calling the token) does.
  const refused = report.selectors.filter(
    (s) => !OWNERSHIP_BOOKKEEPING.has(s) && !report.readable.includes(s) && !(report.touchOk[s] ?? []).length,
  );
  const listed = refused.length ? callerKeyedGates(code, refused) : [];
  const outside = refused.length ? callerAskedOutside(code, refused) : [];
  if (listed.length)
    return {
      kind: "unbound",
      text: `${listed.join(", ")} refused every caller the probe tried (or let it through without reaching the token) while its code looks the caller up in a list the contract keeps (a mapping keyed by the caller gates a branch): a hidden list of controllers, not reached (its members were not found, so who may mint through it is unknown: no single key was shown to)`,
      ...(outside.length ? {} : { membersUnknown: true as const }),
    };
  // A function refused to everyone that hands the caller to another contract and sends a message: whether a caller
  // may act can be that contract's answer (`require(gate.ok(msg.sender))`), and who steers that contract (its owner, a
  // list it keeps) is not followed: not bound (review 2026-11-27).
  if (outside.length)
    return {
      kind: "unbound",
      text: `${outside.join(", ")} refused every caller the probe tried (or let it through without reaching the token) while its code hands the caller to another contract: who may call it is that contract's answer, not followed`,
    };
  const probed = report.selectors.length - report.readable.length;
  const rules = [
    ...emissions
      .slice(0, 1)
      .map(
        (e) =>
          `a stranger's ${e.selector} mints a scheduled emission it chose (${minted(e)}, ${((Number(minted(e)) / Number(e.supplyBefore)) * 100).toFixed(2)} % of the supply, the same amount whatever the call's words) to ${e.recipientCode === "0x" ? "the address" : "the contract"} ${e.recipient} (none of the token's keys), nothing to the caller, and the same call at once minted nothing more`,
      ),
    ...vestings
      .slice(0, 1)
      .map(
        (e) =>
          `the key ${e.who} alone triggers ${e.selector}, which mints an accrual the contract chose (${minted(e)}, ${((Number(minted(e)) / Number(e.supplyBefore)) * 100).toFixed(2)} % of the supply, the same amount whatever the call's words) and nothing more when called again at once (consumed), with no other function the key alone may call`,
      ),
    ...payments
      .slice(0, 1)
      .map(
        (e) =>
          `the token's key ${e.who} mints through ${e.selector} only against a payment (${e.paid} of ${e.asset} given up for ${minted(e)}, ${e.assetBurnt >= e.paid ? "burnt" : "kept by the minter"}; the asset has no live owner and the key's whole ${e.callerAsset} of it mints at most 5 % of the supply), and a stranger handed the same payment got the same mint`,
      ),
  ];
  return {
    kind: "bound",
    text: `bound by its own rules: its code cannot change (no DELEGATECALL / SELFDESTRUCT), its ${probed} non-read function(s) were called as a stranger${report.ownerCallable ? " and as its owner" : ""} with ${PATTERNS} argument patterns each and ${rules.length ? `the only mints are its rules' (${rules.join("; ")})` : "none made the token mint or move a holder's tokens"}${gates.length ? `; calls from ${gates.join(", ")} are its conditions` : ""}${report.owner ? `; its owner ${report.owner} ${isBurnAddress(report.owner) ? "is burnt" : isGovernance(report.owner) ? "is recognised governance" : "cannot change its rules (no function it alone may call)"}` : "; no owner"}`,
  };
}

/**
 * A key's own mint on the token, bounded on fresh state (session 10, MinterProber.boundKeyMint): the largest amount a
 * first call mints (between `firstMax` and `refusedAbove`), whether the same call made again at once is refused, and
 * a function of the key's that let a larger first mint or a repeat through (`reopener`).
 */
export interface KeyMintBound {
  selector: Hex;
  supply: bigint;
  firstMax: bigint;
  refusedAbove: bigint;
  repeatRefused: boolean;
  reopener: Hex | null;
  exhausted: boolean;
  /** Seconds to the future timestamp a first mint wrote (the shortest among the token's reads that changed; 0: none). */
  window: bigint;
  /**
   * The key itself probed as a minter contract with its REAL code (session 13, probeKeyAsMinter), judged by
   * judgeMinter: null when the key has no code of its own (a wallet) or the probe failed.
   */
  asMinter?: MinterJudgement | null;
}

/** Gas of the key-mint bound's eth_call (each measured step gets MINTER_CALL_GAS, in a frame that reverts). */
export const KEY_MINT_GAS = 15_000_000n;

/**
 * The key that mints is itself a contract (session 13: the token's owner() a vault or a minting desk): what its OWN
 * functions let others make the token do. MinterProber.probeKeyMinter keeps the key's real code (no forwarder here),
 * calls its functions as the stranger with the probe's patterns, and reads its owner() as a Safe (the relay gate's
 * reading). The key's own privileged functions are its owner's: judgeMinter counts them as governed only when that
 * owner is an official Safe of outside signers, and reads the one storage slot its code compares the caller with as
 * that owner only when it is the slot owner() answers from (any other controller slot stays "not read": unbound).
 * One eth_call, in the same batch as the key-mint bound (no extra round). Null: a key with no code, or any error.
 */
/**
 * Gas of probeKeyAsMinter's eth_call: less than the main probe's, as it shares round 4's batch with the key-mint bound
 * (a budget run out is `exhausted`: not bound, the key's mint stays as measured).
 */
const KEY_MINTER_GAS = 8_000_000n;

export async function probeKeyAsMinter(
  client: ProbeClient,
  input: { token: Address; key: Address; insiders?: readonly { address: Address; role: string }[] },
): Promise<MinterJudgement | null> {
  const data = encodeFunctionData({
    abi: MINTER_PROBER_ABI,
    functionName: "probeKeyMinter",
    args: [input.token, MINTER_PROBE_STRANGER, MINTER_PROBE_STRANGER, input.key, MINTER_GAS_RESERVE, MINTER_CALL_GAS],
  });
  try {
    const out = await callMinterProber(client, data, KEY_MINTER_GAS, {
      [MINTER_PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE },
    });
    const [raw, code, ownerGate] = decodeFunctionResult({
      abi: MINTER_PROBER_ABI,
      functionName: "probeKeyMinter",
      data: out,
    }) as unknown as [RawReport, Hex, RawGate];
    if (!raw.hasCode || code === "0x") return null;
    // The reader's insiders too (review13: a Safe the deployer and the token's other keys sign alone is no governance).
    const insiders = [
      { address: input.key, role: "the token's key (a contract)" },
      { address: input.token, role: "the token" },
      ...(input.insiders ?? []),
    ];
    const report = toReport(raw, MINTER_PROBE_STRANGER, insiders);
    const owner = report.owner;
    const ownerGoverned =
      owner !== null && BigInt(ownerGate.owner) !== 0n && gateGovernance(ownerGate, insiders).governance !== null;
    const isGovernance = (a: Address) => ownerGoverned && owner !== null && a.toLowerCase() === owner.toLowerCase();
    // The slot owner() answers from holds the owner (offset 0); every other slot is left unread (null).
    const ownerSlot = ownerGetterSlot(code);
    const slots: (Hex | null)[] = Array.from({ length: 8 }, () => null);
    const callerSlots = analyseCode(code).callerSlots;
    if (
      owner !== null &&
      ownerSlot !== null &&
      ownerSlot < 8n &&
      callerSlots.every((c) => BigInt(c.slot) !== ownerSlot || (c.offset ?? 0) === 0)
    )
      slots[Number(ownerSlot)] = toHex(BigInt(owner), { size: 32 });
    return judgeMinter(report, code, slots, isGovernance, input.token);
  } catch {
    return null;
  }
}

/**
 * Runs MinterProber.boundKeyMint as `key` (given the forwarder's code) for `selector`, and beside it (same batch)
 * probeKeyAsMinter: the key probed with its real code when it is a contract. Any RPC error gives null.
 */
export async function runKeyMintBound(
  client: ProbeClient,
  input: { token: Address; key: Address; selector: Hex; insiders?: readonly { address: Address; role: string }[] },
): Promise<KeyMintBound | null> {
  const asMinter = probeKeyAsMinter(client, { token: input.token, key: input.key, insiders: input.insiders });
  const bound = keyMintBoundOnly(client, input);
  const [k, m] = await Promise.all([bound, asMinter]);
  return k ? { ...k, asMinter: m } : null;
}

async function keyMintBoundOnly(
  client: ProbeClient,
  input: { token: Address; key: Address; selector: Hex },
): Promise<KeyMintBound | null> {
  const data = encodeFunctionData({
    abi: MINTER_PROBER_ABI,
    functionName: "boundKeyMint",
    args: [input.token, input.key, MINTER_PROBE_STRANGER, input.selector, MINTER_GAS_RESERVE, MINTER_CALL_GAS],
  });
  try {
    const out = await callMinterProber(client, data, KEY_MINT_GAS, {
      [input.key]: { code: FORWARDER_RUNTIME_BYTECODE },
      [MINTER_PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE },
    });
    const k = decodeFunctionResult({ abi: MINTER_PROBER_ABI, functionName: "boundKeyMint", data: out }) as {
      selector: Hex;
      supply: bigint;
      firstMax: bigint;
      refusedAbove: bigint;
      repeatRefused: boolean;
      reopener: Hex;
      exhausted: boolean;
      window: bigint;
    };
    return {
      selector: k.selector.toLowerCase() as Hex,
      supply: k.supply,
      firstMax: k.firstMax,
      refusedAbove: k.refusedAbove,
      repeatRefused: k.repeatRefused,
      reopener: BigInt(k.reopener) === 0n ? null : (k.reopener.toLowerCase() as Hex),
      exhausted: k.exhausted,
      window: k.window,
    };
  } catch {
    return null;
  }
}

/** The "capped-mint band" of earlier sessions: a key's mint of at most 5 % of the supply per year is medium. */
const KEY_MINT_BAND_DIVISOR = 20n; // 5 %
const YEAR = 365n * 86_400n;

/**
 * Whether a key's mint is capped in amount and time (medium): a first call's amount refused from `refusedAbove` on,
 * within 5 % of the supply; the same call at once refused after a first mint (a time or count bound); no function
 * of the key's let a larger first mint or a repeat through; every step measured. Anything else: null (not capped).
 */
export function keyMintCapText(k: KeyMintBound | null): string | null {
  // The key is a contract bound by its own rules (probed with its real code): its mint is those rules', at most medium.
  if (k?.asMinter?.kind === "bound")
    return `the key is a contract probed with its own code, not as a wallet: minter contract ${k.asMinter.text}`;
  if (!k || k.selector === "0x00000000" || k.exhausted || !k.repeatRefused || k.reopener) return null;
  if (k.refusedAbove === 0n || k.refusedAbove * KEY_MINT_BAND_DIVISOR > k.supply) return null;
  // The period: a read of the token's that the first mint moved to a future time (a next-allowed date). Per year the
  // cap must stay within the band (2 % every 180 days is 4 % a year; 4 % an hour is not); no such read: not capped.
  if (k.window === 0n || k.refusedAbove * KEY_MINT_BAND_DIVISOR * YEAR > k.supply * k.window) return null;
  const pct = (x: bigint) => `${(Number((x * 1_000_000n) / k.supply) / 10_000).toFixed(2)} %`;
  return `bound measured on fresh state: a first call mints ${k.firstMax} (${pct(k.firstMax)} of the supply) and is refused from ${k.refusedAbove} (${pct(k.refusedAbove)}) on, the same call again at once is refused, the first mint moved a date the token shows ${Number(k.window) / 86_400} days ahead (within 5 % a year), and none of the key's other functions (3 values each) let a larger first mint or a repeat through: capped in code`;
}

/** A holder's own ERC-20 moves (its shares, when it issues any): no LP leaves it through them. */
const ERC20_MOVES = new Set(
  [
    "transfer(address,uint256)",
    "transferFrom(address,address,uint256)",
    "approve(address,uint256)",
    "increaseAllowance(address,uint256)",
    "decreaseAllowance(address,uint256)",
  ].map((s) => toFunctionSelector(s).toLowerCase()),
);

/** LP_PATTERNS of MinterProber.sol (`_lpCalldata`), in words. */
const LP_PATTERN_TEXT = [
  "all zeros (withdraw(), release(), unlock(0), revoke())",
  "(deposit, caller, caller) (withdraw(amount), redeem(shares, receiver, owner))",
  "(caller, deposit) (withdraw(to, amount))",
  "(pair, deposit, caller) (withdraw(token, amount, to))",
  "(pair, caller, deposit) (release(token, to, amount))",
  "(1) (a lock id counted from 1)",
  "(caller, caller) (claim(to), release(beneficiary))",
] as const;

/** Gas of the LP-holder probe's eth_call (round 4's batch; a budget run out is `complete: false`). */
const LP_HOLDER_PROBE_GAS = 12_000_000n;

/**
 * The LP-holder probe (session 12, MinterProber.probeLpHolder): the contract holding most of the pair's LP, probed
 * with its real code. Its own functions are called as a stranger, as its owner() when that owner is one of `keys`, and
 * as each key (the deployer, the token's owner, the largest LP depositors: each given the forwarder's code), with
 * LP_PATTERNS (`deposit` = the largest depositor's net LP deposit), measuring the LP it holds before and after each
 * call in a frame that reverts. Returns, per caller, the most LP one call took out, whether every call was made, and
 * its owner() read as governance (an official Safe of outside signers) or not. One eth_call, in round 4's batch
 * beside the holder's other reads (no extra round). Null: any error.
 */
export async function probeLpHolder(
  client: ProbeClient,
  input: {
    pair: Address;
    holder: Address;
    keys: readonly Address[];
    deposit: bigint;
    insiders?: readonly { address: Address; role: string }[];
  },
): Promise<LpHolderProbe | null> {
  const keys = [...new Set(input.keys.map((k) => getAddress(k)))].filter(
    (k) => !isBurnAddress(k) && k.toLowerCase() !== input.holder.toLowerCase(),
  );
  const data = encodeFunctionData({
    abi: MINTER_PROBER_ABI,
    functionName: "probeLpHolder",
    args: [input.pair, input.holder, MINTER_PROBE_STRANGER, keys, input.deposit, MINTER_GAS_RESERVE, MINTER_CALL_GAS],
  });
  const overrides: Record<string, { code: Hex }> = {
    [MINTER_PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE },
  };
  for (const k of keys) overrides[k] = { code: FORWARDER_RUNTIME_BYTECODE };
  try {
    const out = await callMinterProber(client, data, LP_HOLDER_PROBE_GAS, overrides);
    const [raw, ownerGate] = decodeFunctionResult({
      abi: MINTER_PROBER_ABI,
      functionName: "probeLpHolder",
      data: out,
    }) as unknown as [RawReport, RawGate];
    if (!raw.hasCode) return null;
    const insiders = [{ address: input.pair, role: "the pair" }, ...(input.insiders ?? [])];
    const owner = BigInt(raw.owner) === 0n ? null : getAddress(raw.owner);
    const governance = owner && BigInt(ownerGate.owner) !== 0n ? gateGovernance(ownerGate, insiders).governance : null;
    // Functions its owner() went through that the stranger was refused with the same arguments (ownership bookkeeping
    // aside): a power of the owner over the holder that one call does not show (set a migrator, then migrate).
    const report = toReport(raw, input.holder, insiders);
    const ownerOnly = report.selectors.filter(
      (s) =>
        !OWNERSHIP_BOOKKEEPING.has(s) &&
        (report.ownerOk[s] ?? []).some((p) => !(report.strangerOk[s] ?? []).includes(p)),
    );
    // The same for the token's keys and the depositors (extend a lock to a past date, then withdraw), a share's own
    // ERC-20 moves aside (moving shares takes no LP out).
    const keyOnly = report.selectors.filter(
      (s) =>
        !OWNERSHIP_BOOKKEEPING.has(s) &&
        !ERC20_MOVES.has(s) &&
        (report.keyOk[s] ?? []).some((p) => !(report.strangerOk[s] ?? []).includes(p)),
    );
    const best = new Map<string, LpHolderProbe["pulls"][number]>();
    for (const e of raw.effects) {
      if (e.holderAfter >= e.holderBefore) continue;
      const who = getAddress(e.who);
      const moved = e.holderBefore - e.holderAfter;
      const prev = best.get(who.toLowerCase());
      if (prev && prev.moved >= moved) continue;
      best.set(who.toLowerCase(), {
        who,
        caller: e.caller === 0n ? "stranger" : e.caller === 1n ? "owner" : "key",
        selector: raw.selectors[Number(e.selectorIndex)].toLowerCase() as Hex,
        pattern: LP_PATTERN_TEXT[Number(e.pattern)] ?? `pattern ${e.pattern}`,
        moved,
        // The pair's LP that reached 0x…dEaD / 0x0 in the same call (MinterProber.measure with `burns`).
        burnt: e.burntLp,
      });
    }
    // A dispatcher read as empty (a jump table) or cut at MinterProber's MAX_SELECTORS (24) was not called whole.
    const complete = !raw.exhausted && raw.gasOut === 0n && raw.selectors.length > 0 && raw.selectors.length < 24;
    // The stranger's side read whole (session 13): the functions a stranger got through with any argument pattern,
    // plain reads aside (its static call succeeded and every pattern went through, as owner() does). A relay that
    // copies caller bytes and makes calls is anyone's when a stranger gets through; its owner's when it refuses them.
    const allPatterns = (1n << BigInt(PATTERNS)) - 1n;
    const strangerWrites = raw.selectors
      .map((sel, i) => ({
        sel: sel.toLowerCase() as Hex,
        ok: (raw.strangerOk >> BigInt(i * PATTERNS)) & allPatterns,
        i,
      }))
      .filter((x) => x.ok !== 0n && !(((raw.readable >> BigInt(x.i)) & 1n) === 1n && x.ok === allPatterns))
      .map((x) => x.sel);
    return {
      pulls: [...best.values()].sort((a, b) => (b.moved > a.moved ? 1 : b.moved < a.moved ? -1 : 0)),
      complete,
      stranger: { strangerWrites, complete },
      called: keys,
      selectors: raw.selectors.length,
      callers: keys.length + 1,
      owner,
      ownerCalled: raw.ownerCallable,
      ownerOnly,
      keyOnly,
      ownerGovernance:
        governance === null
          ? null
          : governance.kind === "multisig"
            ? `a multisig needing ${governance.threshold} signatures (${governance.recognisedBy})`
            : `a timelock with a delay of ${Math.round((governance.delaySeconds / 86_400) * 10) / 10} days (${governance.recognisedBy})`,
    };
  } catch {
    return null;
  }
}

/**
 * A supply increase anyone can trigger on the token itself (session 17, evm-mint19): MinterProber.probePublicMint,
 * one eth_call beside the privilege probe in round 3 (same batch, no extra round). The token's own functions (its
 * dispatcher's selectors; reads and ERC-20 bookkeeping skipped) are called by the stranger with the mint patterns; a
 * call that grew the supply is measured in a frame that reverts: the stranger's gain, the watched holder's, the pair's
 * and the token's keys' (each against its share before), what pair.skim(stranger) pays it right after (less what it
 * pays with no call), and what an immediate repeat adds (by the stranger, then by each key).
 */
export interface PublicMintCall {
  selector: Hex;
  pattern: string;
  supplyBefore: bigint;
  gain: bigint;
  callerGain: bigint;
  holderBefore: bigint;
  holderGain: bigint;
  pairBefore: bigint;
  pairGain: bigint;
  keysBefore: bigint;
  keysGain: bigint;
  skimmed: bigint;
  again: bigint;
  repeats: bigint;
  stopped: boolean;
  keyAgain: bigint;
}

export interface PublicMintProbe {
  calls: PublicMintCall[];
  /** What pair.skim(stranger) paid with no call before it (an excess already in the pair). */
  skimBase: bigint;
  /** Functions called (not reads, not bookkeeping). */
  tried: number;
  /** The gas ran out (or too many minting calls) before every call was made. */
  exhausted: boolean;
}

/** A second fresh address (forwarder code) that repeats a public mint after the stranger's. */
const PUBLIC_MINT_SECOND_STRANGER = label("public-mint-second-stranger");
/** Gas of the public-mint probe's eth_call (its own call in round 3's batch). */
const PUBLIC_MINT_GAS = 12_000_000n;
/** The token's selectors passed (the dispatcher's; reads are skipped on chain by a static call). */
const PUBLIC_MINT_SELECTORS = 48;

export async function runPublicMintProbe(
  client: ProbeClient,
  input: {
    token: Address;
    pair: Address | null;
    holder: Address;
    selectors: readonly string[];
    /**
     * The token's keys (owner, deployer, former owners): given the forwarder's code; their gain and repeat measured
     * (with a second fresh address's repeat).
     */
    keyed: readonly Address[];
  },
): Promise<PublicMintProbe | null> {
  // A second fresh address repeats the call too: a limit kept per caller (once a day per address) is no limit.
  const keys = [...input.keyed.filter((k) => !isBurnAddress(k)).slice(0, MAX_KEYS), PUBLIC_MINT_SECOND_STRANGER];
  const overrides: Record<string, { code: Hex }> = { [MINTER_PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE } };
  for (const k of keys) overrides[k] = { code: FORWARDER_RUNTIME_BYTECODE };
  const data = encodeFunctionData({
    abi: MINTER_PROBER_ABI,
    functionName: "probePublicMint",
    args: [
      input.token,
      input.pair ?? "0x0000000000000000000000000000000000000000",
      input.holder,
      MINTER_PROBE_STRANGER,
      input.selectors.slice(0, PUBLIC_MINT_SELECTORS) as Hex[],
      keys,
      MINTER_GAS_RESERVE,
      MINTER_CALL_GAS,
    ],
  });
  try {
    const out = await callMinterProber(client, data, PUBLIC_MINT_GAS, overrides);
    const r = decodeFunctionResult({ abi: MINTER_PROBER_ABI, functionName: "probePublicMint", data: out }) as {
      mints: readonly (Omit<PublicMintCall, "selector" | "pattern"> & { selector: Hex; pattern: bigint })[];
      skimBase: bigint;
      tried: bigint;
      exhausted: boolean;
    };
    return {
      calls: r.mints.map((m) => ({
        ...m,
        selector: m.selector.toLowerCase() as Hex,
        pattern: PATTERN_TEXT[Number(m.pattern)] ?? `pattern ${m.pattern}`,
      })),
      skimBase: r.skimBase,
      tried: Number(r.tried),
      exhausted: r.exhausted || input.selectors.length > PUBLIC_MINT_SELECTORS,
    };
  } catch {
    return null;
  }
}

/** A rule-based public supply change adds at most this share of the supply per call, repeats included (10 %). */
const PUBLIC_STEP_DIVISOR = 10n;

/** Whether `gain` of an account holding `before` is within its share of a rise `rise` of `supply` (rounding allowed). */
function withinShare(gain: bigint, before: bigint, rise: bigint, supply: bigint): boolean {
  if (supply === 0n) return gain === 0n;
  return gain <= (before * rise) / supply + before / 1_000_000n + 2n;
}

/**
 * Whether the stranger's supply increase through `selector` follows a fixed rule (rule-based inflation, not a mint
 * power): every pattern that minted minted the same amount (the caller chooses no amount), at most 10 % of the supply;
 * the stranger gained nothing, and no address a pattern named (the holder), nor the pair, nor the token's keys, got
 * more than its share of the rise (the caller chooses no recipient, no key is paid); pair.skim right after paid the
 * stranger nothing beyond what it pays with no call; the same call at once added nothing, or steps that stopped within
 * 10 % of the supply; and no key's same call went through where the stranger's repeat was refused. Returns the
 * measured evidence in words, or null (not shown rule-based: the mint stays as measured).
 */
export function judgePublicMint(probe: PublicMintProbe | null | undefined, selector: string): string | null {
  if (!probe) return null;
  const calls = probe.calls.filter((c) => c.selector === selector.toLowerCase());
  // keyAgain: a key's, or a second fresh address's, same call right after (a limit per caller is no limit).
  if (calls.length === 0 || calls.some((c) => c.gain === 0n)) return null;
  const first = calls[0];
  const supply = first.supplyBefore;
  if (supply === 0n) return null;
  const limit = supply / PUBLIC_STEP_DIVISOR;
  for (const c of calls) {
    // Another amount with other arguments: the caller chooses it (1 wei of rounding allowed).
    const diff = c.gain > first.gain ? c.gain - first.gain : first.gain - c.gain;
    if (diff > first.gain / 1_000_000n + 1n) return null;
    if (c.gain + c.again + c.repeats > limit || !c.stopped) return null;
    if (c.callerGain > 0n) return null;
    if (!withinShare(c.holderGain, c.holderBefore, c.gain, supply)) return null;
    if (!withinShare(c.keysGain, c.keysBefore, c.gain, supply)) return null;
    if (c.skimmed > probe.skimBase + supply / 1_000_000n) return null;
    if (c.keyAgain > 0n) return null;
  }
  const pct = (x: bigint) => `${(Number((x * 1_000_000n) / supply) / 10_000).toFixed(2)} %`;
  const repeat =
    first.again === 0n
      ? "the same call made again at once added nothing (rate-limited)"
      : `the same call made again at once added ${pct(first.again + first.repeats)} more, then nothing (a bounded step)`;
  const pairShare =
    first.pairBefore > 0n && first.pairGain > 0n && withinShare(first.pairGain, first.pairBefore, first.gain, supply)
      ? "the pair's balance rose by its share (every balance grew alike: a rebase)"
      : first.pairGain > 0n
        ? "the pair received more than its share (the pool price falls)"
        : "the pair received nothing";
  return `a stranger's call (${calls.length} argument pattern(s), each minting the same ${pct(first.gain)} of the supply: no amount chosen by the caller) paid the caller nothing, no named holder or key more than its share (no recipient chosen, no key paid); ${pairShare}, and pair.skim right after paid the caller nothing more than with no call; ${repeat}; no key's same call went through after it`;
}
