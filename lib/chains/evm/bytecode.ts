/**
 * Static analysis of EVM runtime bytecode: the function selectors a contract dispatches on (PUSH4 immediates of a
 * proper opcode walk, so PUSH data is never read as opcodes), the SELFDESTRUCT and DELEGATECALL opcodes, EIP-1167
 * minimal-proxy clones, and the privileged capabilities these imply.
 *
 * Selector detection is a heuristic over well-known function names (table below, versioned with the code): a
 * contract can hide a capability behind an unusual name, so "not detected" is never "absent"; the buy/sell
 * simulation is the behavioural check. A selector in the table means the contract exposes that function.
 */
import { type Address, getAddress, type Hex, toFunctionSelector } from "viem";

export type Capability =
  | "mint"
  | "blacklist"
  | "whitelist"
  | "pause"
  | "fee_setter"
  | "max_tx_wallet"
  | "trading_switch"
  | "ownership"
  | "upgrade";

/** Function signatures per capability (Solidity canonical form). Version: 2026-11-23. */
export const CAPABILITY_SIGNATURES: Readonly<Record<Capability, readonly string[]>> = {
  mint: [
    "mint(address,uint256)",
    "mint(uint256)",
    "mintTo(address,uint256)",
    "issue(uint256)",
    "_mint(address,uint256)",
  ],
  blacklist: [
    "setBlacklist(address,bool)",
    "blacklist(address)",
    "blacklist(address,bool)",
    "blacklistAddress(address,bool)",
    "addToBlacklist(address)",
    "addBlacklist(address)",
    "setBots(address[],bool)",
    "addBots(address[])",
    "setBot(address,bool)",
    "blockAccount(address)",
    "addBlackList(address)",
  ],
  whitelist: [
    "setWhitelist(address,bool)",
    "addToWhitelist(address)",
    "whitelist(address,bool)",
    "excludeFromFees(address,bool)",
    "setIsFeeExempt(address,bool)",
  ],
  pause: ["pause()", "unpause()", "setPaused(bool)"],
  fee_setter: [
    "setFees(uint256,uint256,uint256)",
    "setFees(uint256,uint256)",
    "setFee(uint256)",
    "setFee(uint256,uint256)",
    "setTaxes(uint256,uint256)",
    "setTax(uint256)",
    "setBuyFee(uint256)",
    "setSellFee(uint256)",
    "setBuyTax(uint256)",
    "setSellTax(uint256)",
    "updateFees(uint256,uint256)",
    "updateBuyFees(uint256,uint256,uint256)",
    "updateSellFees(uint256,uint256,uint256)",
    "setTaxFeePercent(uint256)",
  ],
  max_tx_wallet: [
    "setMaxTxAmount(uint256)",
    "setMaxTxPercent(uint256)",
    "setMaxWalletSize(uint256)",
    "setMaxWallet(uint256)",
    "setMaxWalletAmount(uint256)",
    "updateMaxTxnAmount(uint256)",
    "updateMaxWalletAmount(uint256)",
    "removeLimits()",
  ],
  trading_switch: [
    "enableTrading()",
    "openTrading()",
    "setTradingEnabled(bool)",
    "setTrading(bool)",
    "startTrading()",
    "tradingStatus(bool)",
  ],
  ownership: [
    "owner()",
    "getOwner()",
    "transferOwnership(address)",
    "renounceOwnership()",
    "pendingOwner()",
    "acceptOwnership()",
  ],
  upgrade: ["upgradeTo(address)", "upgradeToAndCall(address,bytes)", "changeAdmin(address)"],
};

const SELECTOR_TO_SIGNATURE = new Map<string, { capability: Capability; signature: string }>();
for (const [capability, signatures] of Object.entries(CAPABILITY_SIGNATURES) as [Capability, readonly string[]][]) {
  for (const signature of signatures)
    SELECTOR_TO_SIGNATURE.set(toFunctionSelector(`function ${signature}`), { capability, signature });
}

const OP_PUSH1 = 0x60;
const OP_PUSH4 = 0x63;
const OP_PUSH32 = 0x7f;
const OP_DELEGATECALL = 0xf4;
const OP_SELFDESTRUCT = 0xff;

export function hexToBytes(hex: string): Uint8Array {
  const body = hex.startsWith("0x") ? hex.slice(2) : hex;
  return Uint8Array.from(Buffer.from(body.length % 2 ? `0${body}` : body, "hex"));
}

/**
 * The code without the Solidity/Vyper CBOR metadata trailer (its length is the last two bytes, and it starts with a
 * CBOR map header 0xa1..0xa5). Code without a recognisable trailer is returned as is.
 */
export function stripMetadata(code: Uint8Array): Uint8Array {
  if (code.length < 4) return code;
  const len = (code[code.length - 2] << 8) | code[code.length - 1];
  const start = code.length - 2 - len;
  if (len > 0 && start >= 0 && code[start] >= 0xa1 && code[start] <= 0xa5) return code.subarray(0, start);
  return code;
}

export interface BytecodeScan {
  /** 4-byte PUSH4 immediates (0x-prefixed, lowercase), in order of first appearance. */
  selectors: string[];
  selfdestruct: boolean;
  delegatecall: boolean;
}

/**
 * Walks the opcodes (skipping PUSH data) of the code before its metadata trailer. SELFDESTRUCT and DELEGATECALL count
 * only where they can run: bytes after a jump or a stop (STOP, JUMP, RETURN, REVERT, INVALID, SELFDESTRUCT) and
 * before the next JUMPDEST are never executed (nothing can jump there), as solc's data section after the code's final
 * INVALID: long byte and string literals, lookup tables (OpenZeppelin 5's Math), read with CODECOPY. A 0xf4 or 0xff
 * byte there is data, not an opcode (a real one in dead code can never run either).
 */
export function scanBytecode(hex: string): BytecodeScan {
  const code = stripMetadata(hexToBytes(hex));
  const selectors = new Set<string>();
  let selfdestruct = false;
  let delegatecall = false;
  let dead = false;
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    if (op === OP_JUMPDEST) dead = false;
    if (op >= OP_PUSH1 && op <= OP_PUSH32) {
      const size = op - OP_PUSH1 + 1;
      if (!dead && op === OP_PUSH4 && pc + 4 < code.length + 1) {
        selectors.add(`0x${Buffer.from(code.subarray(pc + 1, pc + 5)).toString("hex")}`);
      }
      pc += size;
      continue;
    }
    if (dead) continue;
    if (op === OP_SELFDESTRUCT) selfdestruct = true;
    else if (op === OP_DELEGATECALL) delegatecall = true;
    if (op === 0x00 || op === OP_JUMP_SCAN || op === 0xf3 || op === 0xfd || op === 0xfe || op === OP_SELFDESTRUCT)
      dead = true;
  }
  return { selectors: [...selectors], selfdestruct, delegatecall };
}

const OP_JUMP_SCAN = 0x56;

export interface CapabilityFinding {
  capability: Capability;
  signature: string;
  selector: string;
}

/** Known privileged functions found among the selectors. */
export function detectCapabilities(selectors: readonly string[]): CapabilityFinding[] {
  const found: CapabilityFinding[] = [];
  for (const selector of selectors) {
    const hit = SELECTOR_TO_SIGNATURE.get(selector.toLowerCase());
    if (hit) found.push({ ...hit, selector: selector.toLowerCase() });
  }
  return found.sort((a, b) => a.capability.localeCompare(b.capability) || a.signature.localeCompare(b.signature));
}

const EIP1167_PREFIX = "363d3d373d3d3d363d73";
const EIP1167_SUFFIX = "5af43d82803e903d91602b57fd5bf3";

/** The implementation address of an EIP-1167 minimal proxy (clone), or null. */
export function eip1167Implementation(hex: Hex | string): Address | null {
  const body = hex.toLowerCase().replace(/^0x/, "");
  if (body.length !== (10 + 20 + 15) * 2) return null;
  if (!body.startsWith(EIP1167_PREFIX) || !body.endsWith(EIP1167_SUFFIX)) return null;
  return getAddress(`0x${body.slice(EIP1167_PREFIX.length, EIP1167_PREFIX.length + 40)}`);
}

// ---- Code analysis for the privilege prober (prober.ts) ----

const OP_EQ = 0x14;
const OP_SHR = 0x1c;
const OP_ORIGIN = 0x32;
const OP_CALLER = 0x33;
const OP_SLOAD = 0x54;
const OP_SSTORE = 0x55;
const OP_JUMP = 0x56;
const OP_JUMPI = 0x57;
const OP_JUMPDEST = 0x5b;
const OP_PUSH20 = 0x73;
const OP_DUP1 = 0x80;
const OP_DUP2 = 0x81;

interface Op {
  op: number;
  /** PUSH immediate (hex, no 0x), else "". */
  imm: string;
}

/** The opcodes of the code before its metadata trailer, with PUSH immediates. */
export function disassemble(hex: string): Op[] {
  const code = stripMetadata(hexToBytes(hex));
  const ops: Op[] = [];
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    if (op >= OP_PUSH1 && op <= OP_PUSH32) {
      const size = op - OP_PUSH1 + 1;
      ops.push({ op, imm: Buffer.from(code.subarray(pc + 1, pc + 1 + size)).toString("hex") });
      pc += size;
    } else ops.push({ op, imm: "" });
  }
  return ops;
}

const isPush = (o: Op | undefined) => !!o && o.op >= OP_PUSH1 && o.op <= OP_PUSH32;
const OP_PUSH0 = 0x5f;
/**
 * A constant pushed for a storage slot: PUSH1..PUSH32, or PUSH0 (slot 0; solc >= 0.8.20 targets Shanghai and pushes
 * zero with PUSH0), returned as a PUSH with an empty-free immediate so callers read one shape.
 */
const slotPushOf = (o: Op | undefined): Op | null =>
  !o ? null : isPush(o) ? o : o.op === OP_PUSH0 ? { op: OP_PUSH1, imm: "00" } : null;
const ADDRESS_MASK = "ff".repeat(20);

const isPrintableAscii = (hex: string): boolean => /^(?:[2-6][0-9a-f]|7[0-9a-e])+$/i.test(hex);

/** A PUSH20 / PUSH32 immediate that is an address (20 bytes, not the all-ones mask, not a small number). */
function addressImmediate(o: Op): Address | null {
  let body: string | null = null;
  if (o.op === OP_PUSH20) body = o.imm;
  else if (o.op === OP_PUSH32 && /^0{24}/.test(o.imm)) body = o.imm.slice(24);
  if (body?.length !== 40 || body === ADDRESS_MASK) return null;
  // Small values (precompiles, constants) and values without 8 leading-significant hex digits are not addresses.
  if (/^0{8}/.test(body)) return null;
  // Twenty printable ASCII bytes are a piece of a string pushed whole (a revert message: "insufficient-balance"), not
  // an address: a random address is all printable with a probability of about 2e-9.
  if (isPrintableAscii(body)) return null;
  return getAddress(`0x${body}`);
}

/**
 * A constant compared with CALLER is an address by what the code does with it, whatever its digits: vanity and
 * small addresses (many leading zero bytes: deployment proxies, MEV wallets, the deposit contract) count, and the
 * compiler shortens their PUSH. Values up to 0xffff (precompiles, small numbers) and the all-ones mask do not.
 */
function callerImmediate(o: Op): Address | null {
  if (o.op < OP_PUSH1 + 2 || (o.op > OP_PUSH20 && o.op !== OP_PUSH32)) return null;
  const body = o.imm.padStart(64, "0");
  if (!/^0{24}/.test(body)) return null;
  const hex = body.slice(24);
  if (hex === ADDRESS_MASK || BigInt(`0x${hex}`) <= 0xffffn) return null;
  return getAddress(`0x${hex}`);
}

export interface CodeAnalysis {
  /** Selectors of the function dispatcher (PUSH4 x, EQ, PUSH tag, JUMPI), in dispatch order. */
  dispatchSelectors: string[];
  /** Address constants (PUSH20, or PUSH32 immutables) compared with CALLER. */
  callerConstants: Address[];
  /** Every address constant in the code (PUSH20 / immutable PUSH32). */
  addressConstants: Address[];
  /**
   * Address constants the code compares (EQ) with some value but not right beside CALLER or ORIGIN: a fixed address
   * that gets special treatment where the prober cannot take the gate by calling as it (the `from` or `to` of a
   * transfer, an argument). Judged in HIDDEN_OWNER only when the address is a live key (the creator).
   */
  comparedConstants: Address[];
  /**
   * Constants that may be addresses though they have many leading zeros (vanity or small addresses, as immutables or
   * shortened pushes): see plausibleAddressValue. Only for the prober's transfer tests (a wrong guess costs a test).
   */
  possibleAddresses: Address[];
  /** Storage slots whose value is compared with CALLER: slot (hex) and the byte offset of the address in it. */
  callerSlots: { slot: Hex; offset: number }[];
  /** The same for tx.origin (ORIGIN): a controller captured from the deploying transaction's sender. */
  originConstants: Address[];
  originSlots: { slot: Hex; offset: number }[];
  /**
   * Identity checks the prober cannot take (no address to call as, or a signature it cannot make): the caller's or
   * tx.origin's address hashed and compared with a value, the caller's code hash compared, or an ecrecover result
   * compared with a fixed or stored address (not only with an argument, as EIP-2612 permit does). One entry per kind.
   */
  identityGates: IdentityGate[];
}

/** An identity check the prober cannot take (see CodeAnalysis.identityGates). */
export interface IdentityGate {
  kind: "caller-hash" | "origin-hash" | "caller-codehash" | "fixed-signer";
  /** What the code compares, in words. */
  what: string;
}

export const GATE_TEXT: Record<IdentityGate["kind"], string> = {
  "caller-hash": "keccak256 of the caller's address compared with a fixed or stored value",
  "origin-hash": "keccak256 of tx.origin compared with a fixed or stored value",
  "caller-codehash": "the caller's code hash compared with a value",
  "fixed-signer": "an ecrecover signer compared with an address fixed in the code or kept in storage",
};

/**
 * What the prober needs from the code: the dispatcher's selectors, and where CALLER is compared. With `fold`, constants
 * the optimizer builds from two pushes count too (foldedConstant): the reader folds the token's own code (its
 * controllers become prober candidates); other contracts' readings (minters, governance, proxies) are left as they
 * were judged (a helper's folded predeploy would turn a bound bridge into an unread key).
 */
export function analyseCode(hex: string, fold = false): CodeAnalysis {
  const ops = disassemble(hex);
  const dispatch: string[] = [];
  const constants = new Set<Address>();
  const possible = new Set<Address>();
  const callers = compared(ops, OP_CALLER, fold);
  const origins = compared(ops, OP_ORIGIN, fold);
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    if (o.op === OP_PUSH4) {
      const next = ops[i + 1];
      const eqAt = next?.op === OP_EQ ? i + 1 : next?.op === OP_DUP2 && ops[i + 2]?.op === OP_EQ ? i + 2 : -1;
      if (eqAt > 0 && isPush(ops[eqAt + 1]) && ops[eqAt + 2]?.op === OP_JUMPI) {
        const sel = `0x${o.imm}`;
        if (!dispatch.includes(sel)) dispatch.push(sel);
      }
    }
    const masked = maskedComparison(ops, i);
    if (masked) possible.add(masked);
    const addr = addressImmediate(o);
    if (addr) constants.add(addr);
    else if (o.op >= OP_PUSH1 + 4 && (o.op <= OP_PUSH20 || o.op === OP_PUSH32)) {
      const v = BigInt(`0x${o.imm}`);
      if (plausibleAddressValue(v)) possible.add(getAddress(`0x${v.toString(16).padStart(40, "0")}`));
    }
  }
  return {
    identityGates: identityGates(ops),
    dispatchSelectors: dispatch,
    callerConstants: callers.constants,
    addressConstants: [...constants],
    comparedConstants: comparedConstants(ops, fold).filter(
      (a) => !callers.constants.includes(a) && !origins.constants.includes(a),
    ),
    possibleAddresses: [...possible],
    callerSlots: callers.slots,
    originConstants: origins.constants,
    originSlots: origins.slots,
  };
}

const OP_ADD = 0x01;
const OP_SUB = 0x03;
const OP_AND = 0x16;
const OP_NOT = 0x19;
const OP_SHL = 0x1b;

/**
 * A constant the code compares with a value masked to 160 bits (an address): `x & mask == c`, also as solc's optimizer
 * writes it, `(x & mask) + ~(c - 1)` tested for zero (PUSH c-1, NOT, mask, AND, ADD / SUB, JUMPI), with the mask as a
 * PUSH20 of ones or PUSH1 1, PUSH1 1, PUSH1 0xa0, SHL, SUB. Such a value is an address by what the code does with it
 * (a spender, a sender or a recipient singled out), whatever its digits: small addresses count, values up to 0xffff
 * do not. Only for the prober's transfer tests (a wrong guess costs a test).
 */
function maskedComparison(ops: Op[], i: number): Address | null {
  const o = ops[i];
  if (o.op < OP_PUSH1 + 2 || (o.op > OP_PUSH20 && o.op !== OP_PUSH32)) return null;
  let v = BigInt(`0x${o.imm}`);
  const negated = ops[i + 1]?.op === OP_NOT;
  if (negated) v += 1n;
  if (v <= 0xffffn || v >= 1n << 160n || v === (1n << 160n) - 1n) return null;
  const jumpy = (x: Op) => [OP_JUMP, OP_JUMPI, OP_JUMPDEST].includes(x.op);
  let start = i;
  while (start > Math.max(0, i - 9) && !jumpy(ops[start - 1])) start--;
  let end = i + 1;
  while (end < Math.min(ops.length, i + 12) && !jumpy(ops[end])) end++;
  const near = ops.slice(start, end);
  const mask = near.some(
    (x, k) =>
      (x.op === OP_PUSH20 && x.imm === ADDRESS_MASK) ||
      (x.op === OP_SHL && near[k - 1]?.imm === "a0" && near[k + 1]?.op === OP_SUB),
  );
  if (!mask || !near.some((x) => x.op === OP_AND)) return null;
  const compare = negated
    ? near.some((x, k) => x.op === OP_ADD || (x.op === OP_SUB && near[k - 1]?.op !== OP_SHL))
    : near.some((x) => x.op === OP_EQ);
  return compare ? getAddress(`0x${v.toString(16).padStart(40, "0")}`) : null;
}

const OP_SHA3 = 0x20;
const OP_ISZERO = 0x15;
const OP_EXTCODEHASH = 0x3f;
const OP_GAS = 0x5a;
const OP_STATICCALL = 0xfa;
const OP_XOR = 0x18;
const OP_OR = 0x17;

/**
 * Identity checks found by their opcodes (solc's shapes, checked on the dev tokens' code):
 * - a hash of CALLER / ORIGIN compared: CALLER or ORIGIN within the 30 straight-line opcodes before a KECCAK256 whose
 *   result is compared (EQ / SUB / XOR within 3 opcodes) before any storage access (a mapping key is hashed then
 *   loaded or stored: not a gate);
 * - CALLER / ORIGIN's EXTCODEHASH (within 3 opcodes) compared (EQ within 8);
 * - ecrecover (PUSH1 1 within the 20 opcodes before GAS STATICCALL) whose result is compared with a storage value
 *   (a plain slot, PUSH slot SLOAD) or an address constant (as callerImmediate), masked to an address and compared
 *   (EQ within 16 opcodes), in the 80 opcodes after the call. EIP-2612's permit compares the signer with its `owner`
 *   argument only, a nonce mapping keyed by the signer is no address: no gate.
 */
function identityGates(ops: Op[]): IdentityGate[] {
  const found = new Set<IdentityGate["kind"]>();
  const jumpy = (x: Op | undefined) => !!x && [OP_JUMP, OP_JUMPI, OP_JUMPDEST].includes(x.op);
  const eqWithin = (from: number, n: number, ops2: readonly number[] = [OP_EQ]) => {
    for (let j = from; j < Math.min(ops.length, from + n); j++) {
      if ([OP_SLOAD, OP_SSTORE].includes(ops[j].op)) return false;
      if (ops2.includes(ops[j].op)) return true;
    }
    return false;
  };
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    if (o.op === OP_SHA3 && eqWithin(i + 1, 3, [OP_EQ, OP_SUB, OP_XOR])) {
      for (let j = i - 1; j >= Math.max(0, i - 30) && !jumpy(ops[j]); j--) {
        if (ops[j].op === OP_CALLER) found.add("caller-hash");
        if (ops[j].op === OP_ORIGIN) found.add("origin-hash");
      }
    }
    if (
      o.op === OP_EXTCODEHASH &&
      ops.slice(Math.max(0, i - 3), i).some((x) => x.op === OP_CALLER || x.op === OP_ORIGIN)
    )
      if (ops.slice(i + 1, i + 9).some((x) => x.op === OP_EQ)) found.add("caller-codehash");
    if (o.op === OP_STATICCALL && ops[i - 1]?.op === OP_GAS) {
      const before = ops.slice(Math.max(0, i - 20), i);
      if (!before.some((x) => x.op === OP_PUSH1 && x.imm === "01")) continue;
      // The signer is compared with an address loaded after the call, or pushed before it and kept on the stack
      // (solc evaluates `signer == ecrecover(…)` / an immutable first): a fixed or stored address, masked, then EQ.
      const fixedOrStored = (j: number) => {
        const x = ops[j];
        // A plain slot (PUSH slot, SLOAD), not a mapping's value (KECCAK256, SLOAD: a nonce kept per signer).
        if (x.op === OP_SLOAD) return slotPushOf(ops[j - 1]) !== null;
        return callerImmediate(x) !== null && !(x.op === OP_PUSH32 && x.imm === "0".repeat(64));
      };
      const maskedAt = (from: number, n: number) =>
        ops
          .slice(from, from + n)
          .some(
            (y, k, a) => (y.op === OP_PUSH20 && y.imm === ADDRESS_MASK) || (y.op === OP_SHL && a[k - 1]?.imm === "a0"),
          );
      const eqAfter = (from: number, n: number) => ops.slice(from, from + n).findIndex((y) => y.op === OP_EQ);
      let gate = false;
      for (let j = Math.max(0, i - 25); j < i && !gate; j++)
        if (fixedOrStored(j) && maskedAt(Math.max(0, j - 6), 14)) {
          const eq = eqAfter(i + 1, 30);
          gate = eq >= 0 && maskedAt(i + 1, eq);
        }
      for (let j = i + 1; j < Math.min(ops.length, i + 81) && !gate; j++) {
        if (ops[j].op === OP_STATICCALL) break;
        const eq = eqAfter(j + 1, 16);
        if (fixedOrStored(j) && eq >= 0 && maskedAt(j + 1, eq)) gate = true;
      }
      if (gate) found.add("fixed-signer");
    }
  }
  return [...found].map((kind) => ({ kind, what: GATE_TEXT[kind] }));
}

/**
 * Address-like constants (callerImmediate: PUSH20, shortened pushes, immutable PUSH32) with an EQ in the straight-line
 * code around them (18 opcodes either way, not across a jump: solc masks both sides of an immutable's comparison with
 * (1 << 160) - 1, six opcodes each): the code compares the fixed address with something.
 */
function comparedConstants(ops: Op[], fold: boolean): Address[] {
  const out = new Set<Address>();
  const jumpy = (x: Op) => [OP_JUMP, OP_JUMPI, OP_JUMPDEST].includes(x.op);
  for (let i = 0; i < ops.length; i++) {
    const folded = fold ? foldedConstant(ops, i) : null;
    const c = callerImmediate(ops[i]) ?? (folded ? callerImmediate(folded) : null);
    if (!c) continue;
    let start = i;
    while (start > Math.max(0, i - 18) && !jumpy(ops[start - 1])) start--;
    let end = i + 1;
    while (end < Math.min(ops.length, i + 19) && !jumpy(ops[end])) end++;
    if (ops.slice(start, end).some((x) => x.op === OP_EQ)) out.add(c);
  }
  return [...out];
}

/**
 * A constant the optimizer builds from two short pushes, read at its last opcode `i`: `PUSH low, PUSH high, PUSH
 * shift, SHL, ADD|OR` (or the low part pushed after the shift) = (high << shift) + low, as solc emits an address with
 * a run of zero bytes inside (0x5Ca1ab1e00…00C0FfEe: a PUSH20 costs more bytes). Returned as a PUSH32 so the callers
 * read one shape (callerImmediate).
 */
function foldedConstant(ops: Op[], i: number): Op | null {
  const o = ops[i];
  if (!o || (o.op !== OP_ADD && o.op !== OP_OR)) return null;
  const value = (x: Op | undefined) => (x && isPush(x) ? BigInt(`0x${x.imm || "0"}`) : null);
  let high: bigint | null = null;
  let shift: bigint | null = null;
  let low: bigint | null = null;
  if (ops[i - 1]?.op === OP_SHL) {
    // PUSH low, PUSH high, PUSH shift, SHL, ADD
    [low, high, shift] = [value(ops[i - 4]), value(ops[i - 3]), value(ops[i - 2])];
  } else if (ops[i - 2]?.op === OP_SHL) {
    // PUSH high, PUSH shift, SHL, PUSH low, ADD
    [high, shift, low] = [value(ops[i - 4]), value(ops[i - 3]), value(ops[i - 1])];
  }
  if (high === null || shift === null || low === null || shift >= 160n || high === 0n) return null;
  const v = ((high << shift) + low) & ((1n << 256n) - 1n);
  if (v >= 1n << 160n) return null;
  return { op: OP_PUSH32, imm: v.toString(16).padStart(64, "0") };
}

/** Constants and storage slots the code compares with `who` (CALLER or ORIGIN). */
function compared(
  ops: Op[],
  who: number,
  fold: boolean,
): { constants: Address[]; slots: { slot: Hex; offset: number }[] } {
  const callerConstants = new Set<Address>();
  const slots = new Map<string, { slot: Hex; offset: number }>();
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    const folded = fold ? foldedConstant(ops, i) : null;
    const compared = callerImmediate(o) ?? (folded ? callerImmediate(folded) : null);
    if (compared) {
      // The address mask ((1 << 160) - 1: PUSH1 1, PUSH1 1, PUSH1 0xa0, SHL, SUB, AND) may stand between the constant
      // and CALLER, as solc emits it for immutables: look up to 9 opcodes either way, not across a jump.
      const jumpy = (x: Op) => [OP_JUMP, OP_JUMPI, OP_JUMPDEST].includes(x.op);
      let start = i;
      while (start > Math.max(0, i - 9) && !jumpy(ops[start - 1])) start--;
      let end = i + 1;
      while (end < Math.min(ops.length, i + 10) && !jumpy(ops[end])) end++;
      const near = ops.slice(start, end);
      if (near.some((x) => x.op === who) && near.some((x) => x.op === OP_EQ)) callerConstants.add(compared);
    }
    // The slot is pushed right before the load, or pushed and duplicated (`PUSH slot DUP1 SLOAD`: solc keeps a
    // constant slot, e.g. keccak256("…keeper"), on the stack for a later use).
    const slotPush = slotPushOf(ops[i - 1]) ?? (ops[i - 1]?.op === OP_DUP1 ? slotPushOf(ops[i - 2]) : null);
    if (o.op === OP_SLOAD && slotPush && slotPush.imm.length <= 64) {
      let offset = 0;
      let compared = false;
      const before = ops.slice(Math.max(0, i - 4), i - 1);
      // CALLER and EQ in the straight-line code right after the load (masks may stand between them, as solc emits
      // for `msg.sender == $._owner` on a namespaced slot: SLOAD, mask, AND, CALLER, mask, AND, EQ).
      let callerAfter = false;
      for (let j = i + 1; j < Math.min(ops.length, i + 18); j++) {
        const x = ops[j];
        if ([OP_SLOAD, OP_SSTORE, OP_JUMP, OP_JUMPI, OP_JUMPDEST].includes(x.op)) break;
        if (x.op === OP_SHR && isPush(ops[j - 1]) && j === i + 2) offset = Number.parseInt(ops[j - 1].imm, 16) / 8;
        if (x.op === who && (ops[j + 1]?.op === OP_EQ || ops[j - 1]?.op === OP_EQ)) compared = true;
        if (x.op === who) callerAfter = true;
        if (x.op === OP_EQ && (callerAfter || before.some((b) => b.op === who))) compared = true;
      }
      if (compared && Number.isInteger(offset) && offset <= 12) {
        const slot = `0x${slotPush.imm.padStart(64, "0")}` as Hex;
        slots.set(`${slot}:${offset}`, { slot, offset });
      }
    }
  }
  return { constants: [...callerConstants], slots: [...slots.values()] };
}

/**
 * A value that may be an address although it has many leading zeros: above 2^32 (timestamps, fees, counts, flags and
 * selectors are below), at most 160 bits, not a power of two or a mask (2^n, 2^n - 1), and not a round amount (a
 * multiple of 10^6: token amounts with decimals), not a short string (every byte printable ASCII). A guess, used only where a wrong one costs nothing but a test.
 */
export function plausibleAddressValue(v: bigint): boolean {
  if (v <= 0xffffffffn || v >= 1n << 160n) return false;
  if ((v & (v - 1n)) === 0n || (v & (v + 1n)) === 0n) return false;
  if (v % 1_000_000n === 0n) return false;
  // Short revert strings pushed as constants ("ERC20: to zero"): every byte printable ASCII.
  const bytes =
    v
      .toString(16)
      .padStart(40, "0")
      .replace(/^(00)+/, "")
      .match(/../g) ?? [];
  return !bytes.every((b) => Number.parseInt(b, 16) >= 0x20 && Number.parseInt(b, 16) < 0x7f);
}

/** A plausible address in a storage word's low 20 bytes, strict or loose (short strings excluded). */
export function possibleAddressInWord(word: Hex | null | undefined): Address | null {
  if (!word || word === "0x") return null;
  const v = BigInt(word);
  // Solidity's short string (data left-aligned, length × 2 in the last byte): not an address.
  const hex = v.toString(16).padStart(64, "0");
  const last = v & 0xffn;
  if (v >= 1n << 248n && last % 2n === 0n && last <= 62n && /^0*$/.test(hex.slice(Number(last), 62))) return null;
  // The low 20 bytes (other fields may be packed above them: an address declared before a small integer).
  const low = v & ((1n << 160n) - 1n);
  if (low <= 0xffffffffn) return null;
  return (
    addressInWord(word, 0) ??
    (plausibleAddressValue(low) ? getAddress(`0x${low.toString(16).padStart(40, "0")}`) : null)
  );
}

/**
 * The address stored at byte `offset` (from the right) of a 32-byte storage word, or null (zero / not an address).
 * `comparedWithCaller`: the code compares this value with CALLER, so it is an address whatever its digits (small and
 * vanity addresses count; values up to 0xffff do not); otherwise values with 8 leading zero hex digits are taken for
 * numbers.
 */
export function addressInWord(word: Hex | null | undefined, offset = 0, comparedWithCaller = false): Address | null {
  if (!word || word === "0x") return null;
  const body = word.slice(2).padStart(64, "0");
  const end = 64 - offset * 2;
  const hex = body.slice(end - 40, end);
  if (hex.length !== 40 || /^0+$/.test(hex)) return null;
  if (comparedWithCaller ? BigInt(`0x${hex}`) <= 0xffffn : /^0{8}/.test(hex)) return null;
  return getAddress(`0x${hex}`);
}

/**
 * Stack effect (inputs, outputs) of every defined opcode but PUSH1..PUSH32, DUP and SWAP (handled apart). Undefined
 * opcodes end the path (they revert, as INVALID).
 */
const STACK_EFFECT: Readonly<Record<number, readonly [number, number]>> = (() => {
  const t: Record<number, readonly [number, number]> = {};
  const set = (ops: number[], io: readonly [number, number]) => {
    for (const op of ops) t[op] = io;
  };
  set([0x00], [0, 0]); // STOP
  set([0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0a, 0x0b], [2, 1]); // ADD..SIGNEXTEND
  set([0x08, 0x09], [3, 1]); // ADDMOD, MULMOD
  set([0x10, 0x11, 0x12, 0x13, 0x14, 0x16, 0x17, 0x18, 0x1a, 0x1b, 0x1c, 0x1d, 0x20], [2, 1]); // compare, bits, SHA3
  set([0x15, 0x19], [1, 1]); // ISZERO, NOT
  set([0x30, 0x32, 0x33, 0x34, 0x36, 0x38, 0x3a, 0x3d], [0, 1]); // ADDRESS ORIGIN CALLER CALLVALUE CALLDATASIZE ...
  set([0x31, 0x35, 0x3b, 0x3f, 0x40, 0x49], [1, 1]); // BALANCE CALLDATALOAD EXTCODESIZE EXTCODEHASH BLOCKHASH BLOBHASH
  set([0x37, 0x39, 0x3e], [3, 0]); // CALLDATACOPY CODECOPY RETURNDATACOPY
  set([0x3c], [4, 0]); // EXTCODECOPY
  set([0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x4a], [0, 1]); // block and chain reads, SELFBALANCE
  set([0x50], [1, 0]); // POP
  set([0x51, 0x54, 0x5c], [1, 1]); // MLOAD SLOAD TLOAD
  set([0x52, 0x53, 0x55, 0x5d], [2, 0]); // MSTORE MSTORE8 SSTORE TSTORE
  set([0x56], [1, 0]); // JUMP
  set([0x57], [2, 0]); // JUMPI
  set([0x58, 0x59, 0x5a, 0x5f], [0, 1]); // PC MSIZE GAS PUSH0
  set([0x5b], [0, 0]); // JUMPDEST
  set([0x5e], [3, 0]); // MCOPY
  for (let n = 0; n <= 4; n++) t[0xa0 + n] = [2 + n, 0]; // LOG0..LOG4
  set([0xf0], [3, 1]); // CREATE
  set([0xf1, 0xf2], [7, 1]); // CALL CALLCODE
  set([0xf3, 0xfd], [2, 0]); // RETURN REVERT
  set([0xf4, 0xfa], [6, 1]); // DELEGATECALL STATICCALL
  set([0xf5], [4, 1]); // CREATE2
  set([0xfe], [0, 0]); // INVALID
  set([0xff], [1, 0]); // SELFDESTRUCT
  return t;
})();

const WORD = (1n << 256n) - 1n;
const OP_TLOAD = 0x5c;
const OP_TSTORE = 0x5d;
const ADDRESS_BITS = (1n << 160n) - 1n;
const END_OPS = new Set([0x00, 0xf3, 0xfd, 0xfe, 0xff]);

/** A known result of the arithmetic solc uses to build constants and masks; null when an input is unknown. */
function fold(op: number, a: bigint | null, b: bigint | null): bigint | null {
  if (op === 0x19) return a === null ? null : ~a & WORD; // NOT
  if (a === null || b === null) return null;
  switch (op) {
    case 0x01:
      return (a + b) & WORD;
    case 0x02:
      return (a * b) & WORD;
    case 0x03:
      return (a - b) & WORD;
    case 0x04:
      return b === 0n ? 0n : a / b;
    case 0x0a:
      return b > 256n && a > 1n ? null : (a ** b) & WORD;
    case 0x14:
      return a === b ? 1n : 0n;
    case 0x16:
      return a & b;
    case 0x17:
      return a | b;
    case 0x18:
      return a ^ b;
    case 0x1b:
      return a >= 256n ? 0n : (b << a) & WORD; // SHL(shift, value)
    case 0x1c:
      return a >= 256n ? 0n : b >> a; // SHR(shift, value)
    default:
      return null;
  }
}

/**
 * A value on the walk's stack: known, unknown (null), or known in its leading `n` bytes only (`hi`'s leading bytes):
 * solc writes a call's selector as `or(and(mload(p), not(shl(224, 0xffffffff))), shl(224, selector))`, whose first
 * four bytes are the selector whatever memory held.
 */
type Value = bigint | null | { hi: bigint; n: number };
const num = (v: Value): bigint | null => (typeof v === "bigint" ? v : null);
/** Leading zero bytes of a word. */
const leadingZeroBytes = (c: bigint): number => {
  let n = 0;
  while (n < 32 && ((c >> BigInt(8 * (31 - n))) & 0xffn) === 0n) n++;
  return n;
};

/** AND / OR with partly known values (see Value): the leading bytes that stay known. */
function foldBits(op: number, a: Value, b: Value): Value {
  if (typeof a === "bigint" && typeof b === "bigint") return fold(op, a, b);
  const [c, o] = typeof a === "bigint" ? [a, b] : [b, a];
  if (typeof c !== "bigint") {
    // Neither known: both partly known keep their common prefix.
    if (a && b && typeof a !== "bigint" && typeof b !== "bigint") {
      const n = Math.min(a.n, b.n);
      return n ? { hi: op === 0x16 ? a.hi & b.hi : a.hi | b.hi, n } : null;
    }
    return null;
  }
  const part = o !== null && typeof o !== "bigint" ? o : null;
  if (op === 0x16) {
    // AND: bytes where the constant is zero are zero; the other's known prefix stays known.
    const n = Math.max(leadingZeroBytes(c), part?.n ?? 0);
    return n ? { hi: (part?.hi ?? 0n) & c, n } : null;
  }
  return part ? { hi: part.hi | c, n: part.n } : null; // OR
}

/** Where the code's calls go (traceCallTargets). */
export interface CallTargets {
  /**
   * Every path was walked and every CALL / STATICCALL / DELEGATECALL / CALLCODE on it has a target fixed in the code
   * (a PUSH20 constant or an immutable's PUSH32, masked or not); false when a target comes from storage, calldata,
   * memory or a computation the walk does not follow, or the walk ran out of its budget.
   */
  complete: boolean;
  /** Constant targets of CALL and STATICCALL. */
  calls: Address[];
  /** Constant targets of DELEGATECALL and CALLCODE (their code runs in this contract's storage). */
  delegates: Address[];
  /**
   * A path copies calldata (CALLDATACOPY) or reads it at an offset the code does not fix (CALLDATALOAD of a computed
   * offset): the code may pass on what a caller wrote (a forwarding fallback, dynamic arguments). Only what the
   * walk reached.
   */
  readsCallerData: boolean;
  /**
   * Every DELEGATECALL / CALLCODE reached sends data whose first word (the selector) the code wrote from constants
   * (memory followed where the code writes at fixed offsets): the caller cannot choose which function of the module
   * runs. False when a selector could come from calldata, storage or memory the walk does not follow.
   */
  delegateDataFixed: boolean;
  /**
   * Only with `self` (traceCallTargets): every path was walked (no jump the code does not fix, within the budget),
   * whatever the call targets, and how many DELEGATECALL / CALLCODE reached go to the contract itself (ADDRESS,
   * followed through the stack and memory at fixed offsets) and how many elsewhere or somewhere unknown.
   */
  selfWalk?: { walked: boolean; selfDelegates: number; otherDelegates: number };
}

/**
 * The walk's stand-in for ADDRESS (traceCallTargets with `self`): a 160-bit value no arithmetic keeps (fold gives
 * unknown) but an address mask, so a target built from it is the contract itself and nothing else.
 */
const SELF = 0x5e1f00c0de5e1f00c0de5e1f00c0de5e1f00c0den;

/** How many opcodes traceCallTargets steps through at most (over all paths), and states kept per code position. */
const TRACE_STEP_BUDGET = 400_000;
const TRACE_STATES_PER_PC = 24;

/**
 * Walks every path of the code (both ways at each JUMPI whose condition the code does not fix), with the stack's
 * values known where the code pushes or computes constants and unknown elsewhere (storage, calldata, memory,
 * environment), to find the target of each call. Jumps must go to a known JUMPDEST (solc pushes its jump and return
 * addresses), else the walk is incomplete. Memory words written at fixed offsets are followed (the free memory
 * pointer, a call's encoded selector). A position visited by more than TRACE_STATES_PER_PC states has its values that
 * are no jump destination and its memory forgotten (a loop counter), so loops end.
 */
export function traceCallTargets(hex: string, opts: { self?: boolean } = {}): CallTargets {
  const selfMode = !!opts.self;
  let walked = true;
  let selfDelegates = 0;
  let otherDelegates = 0;
  const code = stripMetadata(hexToBytes(hex));
  const jumpdests = new Set<number>();
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    if (op === OP_JUMPDEST) jumpdests.add(pc);
    else if (op >= OP_PUSH1 && op <= OP_PUSH32) pc += op - OP_PUSH1 + 1;
  }
  const calls = new Set<Address>();
  const delegates = new Set<Address>();
  let complete = true;
  let readsCallerData = false;
  let delegateDataFixed = true;
  const seen = new Set<string>();
  const statesAt = new Map<number, number>();
  /** Memory words written at fixed offsets: the value and how many of its leading bytes are still as written. */
  type Memory = Map<bigint, { v: bigint | null; n: number }>;
  type State = { pc: number; stack: Value[]; mem: Memory };
  const work: State[] = [{ pc: 0, stack: [], mem: new Map() }];
  let steps = 0;
  const target = (v: bigint | null): Address | null =>
    v === null ? null : getAddress(`0x${(v & ADDRESS_BITS).toString(16).padStart(40, "0")}`);
  const show = (v: Value) =>
    v === null ? "?" : typeof v === "bigint" ? v.toString(36) : `${v.hi.toString(36)}~${v.n}`;
  const keyOf = (pc: number, stack: Value[], mem: Memory) =>
    `${pc}:${stack.map(show).join(",")}|${[...mem.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([k, w]) => `${k.toString(36)}=${show(w.v)}/${w.n}`)
      .join(",")}`;
  const push = (pc: number, stack: Value[], mem: Memory) => {
    let s = stack;
    let m = mem;
    let key = keyOf(pc, s, m);
    if (seen.has(key)) return;
    const n = (statesAt.get(pc) ?? 0) + 1;
    statesAt.set(pc, n);
    if (n > TRACE_STATES_PER_PC) {
      // Forget what is no jump destination (a loop counter) and the memory, so loops end.
      // The contract's own address (SELF, only from ADDRESS) is the same on every turn of a loop: kept.
      s = s.map((v) =>
        typeof v === "bigint" && ((v < BigInt(code.length) && jumpdests.has(Number(v))) || (selfMode && v === SELF))
          ? v
          : null,
      );
      m = new Map();
      key = keyOf(pc, s, m);
      if (seen.has(key)) return;
      if (n > TRACE_STATES_PER_PC * 4) {
        complete = false;
        walked = false;
        return;
      }
    }
    seen.add(key);
    work.push({ pc, stack: s, mem: new Map(m) });
  };
  /**
   * A write over [start, start + size): words starting inside it are forgotten, a word starting before it keeps its
   * bytes before `start` (an argument written right after a selector keeps the selector); all of memory is forgotten
   * when the place or size is unknown.
   */
  const clobber = (mem: Memory, start: bigint | null, size: bigint | null) => {
    if (size === 0n) return;
    if (start === null || size === null || size > 1n << 20n) return mem.clear();
    for (const [k, w] of [...mem.entries()]) {
      if (k >= start + size || k + BigInt(w.n) <= start) continue;
      if (k < start) mem.set(k, { v: w.v, n: Number(start - k) });
      else mem.delete(k);
    }
  };
  // With `self`, an unknown call target does not stop the walk (only `walked` does): every DELEGATECALL is seen.
  while (work.length && (selfMode ? walked : complete)) {
    const state = work.pop() as State;
    let { pc } = state;
    const stack = [...state.stack];
    const mem: Memory = new Map(state.mem);
    for (;;) {
      if (++steps > TRACE_STEP_BUDGET) {
        complete = false;
        walked = false;
        break;
      }
      if (pc >= code.length) break; // implicit STOP
      const op = code[pc];
      if (op >= OP_PUSH1 && op <= OP_PUSH32) {
        const size = op - OP_PUSH1 + 1;
        const bytes = Buffer.from(code.subarray(pc + 1, pc + 1 + size)).toString("hex");
        stack.push(BigInt(`0x${bytes.padEnd(size * 2, "0")}`));
        pc += size + 1;
        continue;
      }
      if (op === OP_PUSH0) {
        stack.push(0n);
        pc++;
        continue;
      }
      if (op >= 0x80 && op <= 0x8f) {
        const n = op - 0x80 + 1; // DUPn
        if (stack.length < n) break;
        stack.push(stack[stack.length - n]);
        pc++;
        continue;
      }
      if (op >= 0x90 && op <= 0x9f) {
        const n = op - 0x90 + 1; // SWAPn
        if (stack.length < n + 1) break;
        const top = stack.length - 1;
        [stack[top], stack[top - n]] = [stack[top - n], stack[top]];
        pc++;
        continue;
      }
      const effect = STACK_EFFECT[op];
      if (!effect || stack.length < effect[0]) break; // undefined opcode or stack underflow: the path reverts
      if (op === OP_JUMP || op === OP_JUMPI) {
        const dest = num(stack.pop() ?? null);
        const cond = op === OP_JUMPI ? num(stack.pop() ?? null) : 1n;
        const to = dest !== null && dest < BigInt(code.length) && jumpdests.has(Number(dest)) ? Number(dest) : null;
        if (cond === null || cond !== 0n) {
          // A jump the code does not fix leaves the walk incomplete; a known one to no JUMPDEST reverts.
          if (to !== null) push(to, stack, mem);
          else if (dest === null) {
            complete = false;
            walked = false;
          }
        }
        if (op === OP_JUMPI && (cond === null || cond === 0n)) push(pc + 1, stack, mem);
        break;
      }
      if (END_OPS.has(op)) break;
      const raw: Value[] = [];
      for (let k = 0; k < effect[0]; k++) raw.push(stack.pop() ?? null);
      const args = raw.map(num);
      let out: Value = null;
      if (op === 0xf1 || op === 0xf2 || op === 0xf4 || op === 0xfa) {
        if (op === 0xf4 || op === 0xf2) {
          if (selfMode && args[1] === SELF) selfDelegates++;
          else otherDelegates++;
        }
        const to = selfMode && args[1] === SELF ? null : target(args[1]);
        if (!to) complete = false;
        else if (op === 0xf4 || op === 0xf2) {
          delegates.add(to);
          // The data's first word must be fixed by the code (its selector a constant the token chose).
          const argsAt = op === 0xf2 ? args[3] : args[2];
          const first = argsAt === null ? undefined : mem.get(argsAt);
          if (!first || first.v === null || first.n < 4) delegateDataFixed = false;
        } else calls.add(to);
        const [retAt, retSize] = op === 0xf1 || op === 0xf2 ? [args[5], args[6]] : [args[4], args[5]];
        clobber(mem, retAt, retSize);
      } else if (op === 0x52) {
        clobber(mem, args[0], 32n); // MSTORE
        const v = raw[1];
        if (args[0] !== null)
          mem.set(args[0], v === null || typeof v === "bigint" ? { v, n: 32 } : { v: v.hi, n: Math.min(32, v.n) });
      } else if (op === 0x53)
        clobber(mem, args[0], 1n); // MSTORE8
      else if (op === 0x51) {
        const w = args[0] === null ? undefined : mem.get(args[0]); // MLOAD
        out = !w || w.v === null ? null : w.n === 32 ? w.v : { hi: w.v, n: w.n };
      } else if (op === 0x5e) {
        // MCOPY(dest, src, size): the words written at fixed offsets inside the source move with it.
        const [dest, src, size] = args;
        const moved =
          dest !== null && src !== null && size !== null && size <= 1n << 20n
            ? [...mem.entries()]
                .filter(([k, w]) => k >= src && k + BigInt(w.n) <= src + size)
                .map(([k, w]): [bigint, { v: bigint | null; n: number }] => [k - src + dest, w])
            : [];
        clobber(mem, dest, size);
        for (const [k, w] of moved) mem.set(k, w);
      } else if (op === 0x37 || op === 0x39 || op === 0x3e) clobber(mem, args[0], args[2]);
      else if (op === 0x3c)
        clobber(mem, args[1], args[3]); // EXTCODECOPY
      else if (selfMode && op === 0x30)
        out = SELF; // ADDRESS
      else if (selfMode && raw.some((v) => v === SELF))
        // Only an address mask keeps the contract's own address; any other arithmetic on it is unknown.
        out =
          op === 0x16 && raw.every((v) => v === SELF || (typeof v === "bigint" && (v & ADDRESS_BITS) === ADDRESS_BITS))
            ? SELF
            : null;
      else if (op === 0x16 || op === 0x17) out = foldBits(op, raw[0], raw[1]);
      else if (effect[1] === 1 && (effect[0] === 2 || op === 0x19)) out = fold(op, args[0], args[1] ?? null);
      if (op === 0x37) readsCallerData = true; // CALLDATACOPY
      if (op === 0x35 && args[0] === null) readsCallerData = true; // CALLDATALOAD at an offset the code does not fix
      if (effect[1] === 1) stack.push(out);
      pc++;
    }
  }
  return {
    complete,
    calls: [...calls],
    delegates: [...delegates],
    readsCallerData,
    delegateDataFixed,
    ...(selfMode ? { selfWalk: { walked: walked && !work.length, selfDelegates, otherDelegates } } : {}),
  };
}

/**
 * Every DELEGATECALL / CALLCODE the code can reach targets the contract itself (ADDRESS, as OpenZeppelin's Multicall
 * `Address.functionDelegateCall(address(this), data)`): it runs no code from another address. Sound by the walk: every
 * path was walked (traceCallTargets with `self`), at least one such call was reached, and none reached has a target
 * the walk could not prove to be ADDRESS (a stored, argument, constant or forgotten one). False when unsure.
 */
export function delegatesOnlyToSelf(hex: string): boolean {
  if (!scanBytecode(hex).delegatecall) return false;
  const w = traceCallTargets(hex, { self: true }).selfWalk;
  return !!w && w.walked && w.selfDelegates > 0 && w.otherDelegates === 0;
}

/** What in a callee's code could change its answers or its code (fixedCodeFlaws). */
const TIME_AND_CONTEXT_OPS: Readonly<Record<number, string>> = {
  49: "BALANCE",
  50: "ORIGIN",
  58: "GASPRICE",
  59: "EXTCODESIZE",
  60: "EXTCODECOPY",
  63: "EXTCODEHASH",
  64: "BLOCKHASH",
  65: "COINBASE",
  66: "TIMESTAMP",
  67: "NUMBER",
  68: "PREVRANDAO",
  69: "GASLIMIT",
  71: "SELFBALANCE",
  72: "BASEFEE",
  73: "BLOBHASH",
  74: "BLOBBASEFEE",
  90: "GAS",
};
const OUTSIDE_OPS: Readonly<Record<number, string>> = {
  240: "CREATE",
  241: "CALL",
  242: "CALLCODE",
  244: "DELEGATECALL",
  245: "CREATE2",
  250: "STATICCALL",
  255: "SELFDESTRUCT",
};

/**
 * Why a callee's code might not answer the same way forever (empty: it cannot change): an opcode that reaches
 * outside it (CALL, STATICCALL, DELEGATECALL, CALLCODE, CREATE, CREATE2, SELFDESTRUCT), reads time, block, gas,
 * balances, other code or tx.origin, writes storage (SSTORE, TSTORE; unless `allowStorageWrites`, for a module run
 * in the token's own storage) or reads it (unless `allowStorageReads`: a constructor-filled list is as hidden as a
 * constant), compares the caller with an address or stored value (a controller; `caller`: the one address it may
 * name, the token that calls it), or holds an address constant (a fixed victim or payee the prober does not see).
 * Every opcode of the code counts, reachable or not.
 */
export function fixedCodeFlaws(
  hex: string,
  {
    allowStorageWrites = false,
    allowStorageReads = true,
    caller = null,
  }: { allowStorageWrites?: boolean; allowStorageReads?: boolean; caller?: Address | null } = {},
): string[] {
  const flaws = new Set<string>();
  const ops = disassemble(hex);
  for (const [i, o] of ops.entries()) {
    // A hash compared at once (keccak256(x) == H): an identity gate on whatever x is, an argument the token passes
    // (its msg.sender) included, which identityGates (CALLER / ORIGIN only) does not see (review9 finding 2).
    // Compared: EQ / SUB / XOR within 3 opcodes (solc's optimizer compares by SUB then JUMPI), its result then
    // tested (ISZERO / JUMPI within 3). A mapping's slot (KECCAK256 then SLOAD / SSTORE, `have - value` stored) is no
    // comparison: the windows stop at storage and jumps.
    if (o.op === OP_SHA3) {
      const stops = [OP_SLOAD, OP_SSTORE, OP_JUMP, OP_JUMPDEST];
      const until = (from: number, n: number) => {
        const w = ops.slice(from, from + n);
        const k = w.findIndex((x) => stops.includes(x.op));
        return k < 0 ? w : w.slice(0, k);
      };
      const cmp = until(i + 1, 3).findIndex((x) => [OP_EQ, OP_SUB, OP_XOR].includes(x.op));
      if (cmp >= 0 && until(i + 2 + cmp, 3).some((x) => x.op === OP_ISZERO || x.op === OP_JUMPI))
        flaws.add("a hashed value compared");
    }
    const name = TIME_AND_CONTEXT_OPS[o.op] ?? OUTSIDE_OPS[o.op];
    if (name) flaws.add(name);
    if (!allowStorageWrites && (o.op === OP_SSTORE || o.op === OP_TSTORE))
      flaws.add(o.op === OP_SSTORE ? "SSTORE" : "TSTORE");
    if (!allowStorageReads && (o.op === OP_SLOAD || o.op === OP_TLOAD))
      flaws.add(o.op === OP_SLOAD ? "SLOAD" : "TLOAD");
  }
  const a = analyseCode(hex);
  const mine = (x: Address) => x.toLowerCase() === caller?.toLowerCase();
  if (a.callerConstants.some((c) => !mine(c)) || a.callerSlots.length) flaws.add("a caller check");
  if (a.originConstants.length || a.originSlots.length || a.identityGates.length) flaws.add("an identity gate");
  // A fixed address (a victim list, a hidden payee) the prober would not see: only the caller it may name.
  if (a.addressConstants.some((c) => !mine(c)) || a.possibleAddresses.some((c) => !mine(c)))
    flaws.add("an address constant");
  return [...flaws];
}

/**
 * Refusals of OpenZeppelin AccessControl's role check, as the prober labels them (prober.ts refusalCause): v5's custom
 * error AccessControlUnauthorizedAccount(address,bytes32) and v4's Error(string) "AccessControl: account 0x… is
 * missing role 0x…" (its first 32 bytes). Source: OpenZeppelin/openzeppelin-contracts v5.x and v4.9
 * contracts/access/AccessControl.sol (read 2026-11-27).
 */
const ROLE_CHECK_ERROR = toFunctionSelector("function AccessControlUnauthorizedAccount(address,bytes32)");
export const isRoleRefusal = (revert: string): boolean =>
  revert.startsWith(`custom error ${ROLE_CHECK_ERROR}`) || /^"AccessControl: account/.test(revert);
/** The role a v5 role-check refusal names (prober.ts keeps its word), or null (v4's text keeps only its start). */
export const refusedRole = (revert: string): Hex | null =>
  (revert.match(new RegExp(`^custom error ${ROLE_CHECK_ERROR} \\(role (0x[0-9a-f]{64})\\)$`))?.[1] as Hex) ?? null;

/** The role facts a dead-role reading needs (holders.ts ControlFacts, `roles` backed by hasRole reads). */
export interface RoleEventFacts {
  roleHolders: readonly { role: Hex; account: Address }[];
  wards: readonly Address[];
  members: readonly { account: Address }[];
  /** holders.ts RoleMembers, the fields read here (kept structural: holders.ts imports this module). */
  roles?: readonly {
    role: Hex;
    adminRole: Hex;
    members: readonly Address[];
    named: readonly Address[];
    onChain?: readonly Address[] | null;
  }[];
}

/**
 * Functions refused to every candidate by an AccessControl role check, in a token whose role events (all read) show
 * that roles existed and that every one granted has since been revoked or renounced: nobody holds a role now, every
 * role's admin is a role the events named (so none held silently outside them), and hasRole answered false for each
 * such role and each account the events named or the scan knows (holders.ts confirmRoles: `onChain` empty, never
 * null; the reads back the events: a grant written without an event to a known key is caught). Then the role-gated
 * functions are callable by nobody: no hidden caller. Returns the evidence, or null when any condition fails (the
 * callers stay hidden).
 */
export function deadRoleGate(
  control: RoleEventFacts,
  eventsComplete: boolean,
  refused: readonly { revert: string }[],
): string | null {
  if (!eventsComplete || !refused.length || !refused.every((r) => isRoleRefusal(r.revert))) return null;
  const roles = control.roles ?? [];
  if (!roles.length || control.roleHolders.length || control.wards.length || control.members.length) return null;
  const named = new Set(roles.map((r) => r.role.toLowerCase()));
  if (!roles.every((r) => named.has(r.adminRole.toLowerCase()))) return null;
  // Each refusal names its role, and that role is one the events named (review11b: a role granted silently, never in
  // an event, to a key nobody names cannot be read by hasRole: its refusal keeps the callers hidden).
  if (!refused.every((r) => named.has(refusedRole(r.revert) ?? "none"))) return null;
  if (!roles.every((r) => r.members.length === 0 && Array.isArray(r.onChain) && r.onChain.length === 0)) return null;
  const accounts = new Set(roles.flatMap((r) => r.named.map((a) => a.toLowerCase()))).size;
  return `every role the token's events granted (${roles.length}) was revoked or renounced since, no role's admin is held, and hasRole is false for each of them and the ${accounts} account(s) the events named and the first mint's recipient: the role-gated function(s) can be called by nobody`;
}

/**
 * How the code uses the caller's identity (CALLER or ORIGIN). From the head of each block holding a CALLER / ORIGIN,
 * every path is walked (both ways at each JUMPI, jumps to pushed constants followed: internal calls and their
 * returns) while the caller's address, a hash of it or a storage value keyed by it is in play:
 * - "compared": the caller's address itself (masked or shifted) goes into EQ / XOR / SUB with a value that is not zero,
 *   or a hash of it is compared (a hash gate), or it goes into an ordering or arithmetic (a key derived from it);
 * - "external-answer": the value it is compared with was read from memory after a call on the same path (an answer
 *   of another contract, as `msg.sender == authority.vault()`);
 * - "flag": a storage value keyed by the caller (the caller written to memory, hashed, loaded: a mapping) cleaned as
 *   a bool (AND 0xff) or compared with a small number, as `require(minters[msg.sender])` or an AccessControl role; a
 *   balance, an allowance or a list keyed by the caller is compared with an amount or an index, not a flag;
 * - "passed-out": the caller written to memory (not a mapping key's scratch space) before a call to another contract
 *   (an outside access check, `authority.canCall(msg.sender, …)`).
 * A walk that meets a jump to an address from before its block (a return) with the caller still in play is walked
 * again from the blocks that reach its head (a call site pushes the return address), up to CALLER_USE_DEPTH blocks
 * back; a path still unknown, or a walk out of budget, counts as "unfollowed" (its use is not known). An empty list:
 * the code never checks who calls, by any of these shapes, so a function that refuses every caller refuses by its
 * arguments, its value or its state (a payable that needs ETH, a lobby with nothing to flush), not by identity.
 */
export type CallerUse = "compared" | "external-answer" | "flag" | "passed-out" | "unfollowed";

const CALLER_USE_STEPS = 20_000;
const CALLER_USE_VISITS = 6;
const CALLER_USE_DEPTH = 4;
const CALLER_USE_WALKS = 40;

export function callerUses(hex: string): CallerUse[] {
  const code = stripMetadata(hexToBytes(hex));
  const jumpdests = new Set<number>();
  const starts = new Set<number>();
  const heads: number[] = [0];
  const pushes = new Map<number, number[]>();
  let head = 0;
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    if (op === OP_JUMPDEST) {
      jumpdests.add(pc);
      if (heads[heads.length - 1] !== pc) heads.push(pc);
      head = pc;
    } else if (op === OP_CALLER || op === OP_ORIGIN) starts.add(head);
    if (op >= OP_PUSH1 && op <= OP_PUSH32) {
      const size = op - OP_PUSH1 + 1;
      if (size <= 3) {
        const v = Number.parseInt(Buffer.from(code.subarray(pc + 1, pc + 1 + size)).toString("hex") || "0", 16);
        pushes.set(v, [...(pushes.get(v) ?? []), pc]);
      }
      pc += size;
      continue;
    }
    if (op === OP_JUMP || op === OP_JUMPI || END_OPS.has(op)) {
      head = pc + 1;
      heads.push(pc + 1);
    }
  }
  const headOf = (pc: number): number => {
    let h = 0;
    for (const x of heads) if (x <= pc) h = x;
    return h;
  };
  /** The blocks that reach a head: those pushing its address (a jump or a return address), and the fall-through. */
  const predsOf = (h: number): number[] => {
    const out = new Set((pushes.get(h) ?? []).map(headOf));
    if (h > 0 && jumpdests.has(h)) {
      const before = headOf(h - 1);
      // The block before falls through unless it ends with a jump or a stop.
      let pc = before;
      let last = -1;
      while (pc < h) {
        last = code[pc];
        pc += last >= OP_PUSH1 && last <= OP_PUSH32 ? last - OP_PUSH1 + 2 : 1;
      }
      if (last !== OP_JUMP && !END_OPS.has(last)) out.add(before);
    }
    out.delete(h);
    return [...out];
  };
  type Tag = { k: "C" | "H" | "F" | "R" | "M" } | { k: "n"; v: bigint } | null;
  type State = { pc: number; stack: Tag[]; mem: Set<bigint>; called: boolean };
  const sig = (s: State) =>
    `${s.pc}|${s.called ? 1 : 0}|${[...s.mem].join(",")}|${s.stack.map((t) => (t ? (t.k === "n" ? t.v.toString(36) : t.k) : "?")).join(",")}`;
  /**
   * One walk from a block head: `ok` when every use of the caller met on its paths was seen to its end; `vague` when
   * the caller was compared with a value from before the walk's first block (it may be a call's answer).
   */
  type Walk = { ok: boolean; vague: boolean; found: Set<CallerUse> };
  const walk = (start: number): Walk => {
    const found = new Set<CallerUse>();
    let vague = false;
    const work: State[] = [{ pc: start, stack: [], mem: new Set(), called: false }];
    const seen = new Set<string>();
    const visits = new Map<number, number>();
    let steps = 0;
    let ok = true;
    // In play: the caller, a hash of it or a value keyed by it on the stack (a mapping key's scratch words in memory
    // are spent once hashed).
    const inPlay = (s: State) => s.stack.some((t) => t && (t.k === "C" || t.k === "H" || t.k === "F"));
    while (work.length) {
      let s = work.pop() as State;
      if (seen.has(sig(s))) continue;
      const n = (visits.get(s.pc) ?? 0) + 1;
      visits.set(s.pc, n);
      if (n > CALLER_USE_VISITS) {
        // A loop: forget the constants that are no jump destination (its counters), so its states meet.
        s = {
          ...s,
          stack: s.stack.map((t) =>
            t?.k === "n" && !(t.v < BigInt(code.length) && jumpdests.has(Number(t.v))) ? null : t,
          ),
        };
        if (seen.has(sig(s))) continue;
        if (n > CALLER_USE_VISITS * 4) {
          if (inPlay(s)) ok = false;
          continue;
        }
      }
      seen.add(sig(s));
      const { stack, mem } = s;
      const pop = (): Tag => (stack.length ? (stack.pop() ?? null) : null);
      const isC = (t: Tag) => t?.k === "C";
      let pc = s.pc;
      for (;;) {
        if (steps++ > CALLER_USE_STEPS) return { ok: false, vague, found };
        if (pc >= code.length) break;
        const op = code[pc];
        if (op >= OP_PUSH1 && op <= OP_PUSH32) {
          const size = op - OP_PUSH1 + 1;
          const body = Buffer.from(code.subarray(pc + 1, pc + 1 + size)).toString("hex");
          stack.push({ k: "n", v: BigInt(`0x${body || "0"}`) });
          pc += size + 1;
          continue;
        }
        if (op === OP_PUSH0) {
          stack.push({ k: "n", v: 0n });
          pc++;
          continue;
        }
        if (op >= 0x80 && op <= 0x8f) {
          const d = op - 0x80 + 1;
          stack.push(stack.length >= d ? stack[stack.length - d] : null);
          pc++;
          continue;
        }
        if (op >= 0x90 && op <= 0x9f) {
          const d = op - 0x90 + 1;
          while (stack.length < d + 1) stack.unshift(null);
          const top = stack.length - 1;
          [stack[top], stack[top - d]] = [stack[top - d], stack[top]];
          pc++;
          continue;
        }
        const effect = STACK_EFFECT[op];
        if (END_OPS.has(op) || !effect) break;
        if (op === OP_JUMP || op === OP_JUMPI) {
          const t = pop();
          if (op === OP_JUMPI) pop();
          const target = t?.k === "n" && t.v < BigInt(code.length) && jumpdests.has(Number(t.v)) ? Number(t.v) : null;
          const live = inPlay({ ...s, stack, mem });
          if (target === null && live) ok = false;
          if (op === OP_JUMPI) work.push({ pc: pc + 1, stack: [...stack], mem: new Set(mem), called: s.called });
          if (target !== null) work.push({ pc: target, stack: [...stack], mem: new Set(mem), called: s.called });
          break;
        }
        const ins: Tag[] = [];
        for (let k = 0; k < effect[0]; k++) ins.push(pop());
        let out: Tag = null;
        const [a, b] = ins;
        switch (op) {
          case OP_CALLER:
          case OP_ORIGIN:
            out = { k: "C" };
            break;
          case OP_AND:
            if (isC(a) || isC(b)) out = { k: "C" };
            else if (a?.k === "F" || b?.k === "F") {
              const other = a?.k === "F" ? b : a;
              if (other?.k === "n" && other.v === 0xffn) found.add("flag");
              out = { k: "F" };
            } else if (a?.k === "R" || b?.k === "R") out = { k: "R" };
            else if (a?.k === "M" || b?.k === "M") out = { k: "M" };
            break;
          case OP_SHR:
          case OP_SHL:
            // The caller shifted (abi.encodePacked writes it as its leading 20 bytes) is still the caller.
            out = isC(b) ? { k: "C" } : b?.k === "F" ? { k: "F" } : b?.k === "R" ? { k: "R" } : null;
            break;
          case OP_EQ:
          case OP_XOR:
          case OP_SUB: {
            const other = isC(a) ? b : isC(b) ? a : undefined;
            if (other !== undefined && !(other?.k === "n" && other.v === 0n)) {
              found.add(other?.k === "R" || (other?.k === "M" && s.called) ? "external-answer" : "compared");
              if (other === null) vague = true;
            }
            // A hash of the caller compared with a value: an identity check by hash (a precomputed keccak of the
            // key, as a "hash gate"), not a mapping read.
            if (a?.k === "H" || b?.k === "H") found.add("compared");
            if (op === OP_EQ && (a?.k === "F" || b?.k === "F")) {
              const c = a?.k === "F" ? b : a;
              if (c?.k === "n" && c.v > 0n && c.v < 256n) found.add("flag");
            }
            break;
          }
          case 0x52: {
            // MSTORE
            const at = a?.k === "n" ? a.v : -1n;
            if (isC(b) || b?.k === "H") mem.add(at);
            else if (at >= 0n) mem.delete(at);
            break;
          }
          case OP_SHA3: {
            const at = a?.k === "n" ? a.v : null;
            const len = b?.k === "n" ? b.v : null;
            const hit = mem.has(-1n) || at === null || len === null || [...mem].some((m) => m >= at && m < at + len);
            out = mem.size && hit ? { k: "H" } : null;
            break;
          }
          case OP_SLOAD:
            out = a?.k === "H" ? { k: "F" } : null;
            break;
          case 0x10: // LT, GT, SLT, SGT: the caller ordered against a value
          case 0x11:
          case 0x12:
          case 0x13:
          case OP_ADD: // arithmetic on the caller's address (a derived key): counted as a comparison, to be safe
          case 0x02:
          case 0x04:
          case 0x06:
          case 0x08:
          case 0x09:
          case 0x0a:
          case 0x1a:
          case 0x1d:
          case OP_OR:
          case OP_NOT:
            if (ins.some((t) => t?.k === "C")) found.add("compared");
            // A slot computed from a caller-keyed hash (an array element, a struct field) is still keyed by it.
            if (op === OP_ADD && ins.some((t) => t?.k === "H")) out = { k: "H" };
            break;
          case 0x51: // MLOAD
            out = s.called ? { k: "R" } : { k: "M" };
            break;
          case 0x3d: // RETURNDATASIZE, RETURNDATACOPY: a call's answer is read (the call may be before the walk)
          case 0x3e:
            s.called = true;
            break;
          case 0xf1:
          case 0xf2:
          case OP_DELEGATECALL:
          case OP_STATICCALL:
            if ([...mem].some((m) => m === -1n || m >= 0x80n)) found.add("passed-out");
            s.called = true;
            mem.clear();
            break;
        }
        for (let k = 0; k < effect[1]; k++) stack.push(out);
        pc++;
      }
    }
    return { ok, vague, found };
  };
  // A walk that failed, or compared the caller with a value from before its block, is walked again from the blocks
  // that reach its head (they pass through it with more known), up to CALLER_USE_DEPTH blocks back; when every one of
  // them is followed to its end, their readings replace its own.
  let walks = 0;
  const resolve = (h: number, depth: number): { ok: boolean; found: Set<CallerUse> } => {
    const own = walk(h);
    walks++;
    if (own.ok && !own.vague) return own;
    const from = predsOf(h);
    if (depth === 0 || !from.length || from.length > 12 || walks > CALLER_USE_WALKS) return own;
    const back = from.map((p) => resolve(p, depth - 1));
    if (!back.every((r) => r.ok)) return own;
    return { ok: true, found: new Set(back.flatMap((r) => [...r.found])) };
  };
  const found = new Set<CallerUse>();
  for (const start of starts) {
    walks = 0;
    const r = resolve(start, CALLER_USE_DEPTH);
    for (const f of r.found) found.add(f);
    if (!r.ok) found.add("unfollowed");
  }
  return [...found];
}

/**
 * Session 16: addresses whose private keys are published: the default development accounts every local node prints
 * (Hardhat and Foundry/Anvil: mnemonic "test test test test test test test test test test test junk", accounts 0-9;
 * Ganache's deterministic mnemonic, account 0). Whoever reads the tools' documentation can sign as them: a power such
 * an address holds, or a signature it must give, is anyone's.
 */
export const PUBLISHED_DEV_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
    "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
    "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
    "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
    "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
    "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
  ]
    .map((a, i): [string, string] => [a.toLowerCase(), `Hardhat / Foundry default development account #${i}`])
    .concat([["0x90f8bf6a479f320ead074411a4b0e7944ea8c9c1", "Ganache's deterministic development account #0"]]),
);

/** What a published development key is (PUBLISHED_DEV_KEYS), or null. */
export function publishedDevKey(address: string | null | undefined): string | null {
  return address ? (PUBLISHED_DEV_KEYS[address.toLowerCase()] ?? null) : null;
}

/**
 * The published development keys (PUBLISHED_DEV_KEYS) fixed in a code that recovers signers (ecrecover: a STATICCALL
 * after GAS with PUSH1 1, the precompile, among the 20 opcodes before it, as identityGates reads it): a signature
 * check whose signer may be that key. Empty when the code never calls ecrecover.
 */
export function devKeySigners(hex: string): Address[] {
  const ops = disassemble(hex);
  const recovers = ops.some(
    (o, i) =>
      o.op === OP_STATICCALL &&
      ops[i - 1]?.op === OP_GAS &&
      ops.slice(Math.max(0, i - 20), i).some((x) => x.op === OP_PUSH1 && x.imm === "01"),
  );
  if (!recovers) return [];
  return analyseCode(hex).addressConstants.filter((a) => publishedDevKey(a) !== null);
}
