/**
 * The privilege prober: ONE `eth_call` with state overrides, in the same JSON-RPC batch as the buy/sell simulation
 * (no extra round trip). The prober's code (contracts/simulator/PrivilegeProber.sol, committed in
 * prober-bytecode.ts) runs at a fresh address; a forwarder's code is placed at each privileged candidate's address
 * and at a fresh victim address, so the prober can call the token AS each candidate. It buys some of the token for
 * the victim, then calls every non-ERC-20 selector of the token's dispatcher (the implementation's for proxies) as
 * each candidate with a few argument patterns, each call in a sub-call that measures and reverts, and reports the
 * calls that went through with the token's state right after them. This module turns those into effects:
 *   mint   total supply grew;
 *   drain  the victim's, a real holder's or the pair's balance fell without their signature;
 *   freeze the victim can no longer transfer or sell (targeted: only with its address as an argument; global: any);
 *   limit  a normal transfer or sell fails but a 1-wei transfer works (max-tx / max-wallet dropped);
 *   tax    the victim's sell tax changed (with the new figure).
 * Every candidate and "sender" (an address the code or storage names, with no code) then runs three transfer tests:
 * 1 wei to itself, transferFrom(victim, itself, all) with no allowance (a drain), and more than it holds to a fresh
 * sink (credit above debit with the supply unchanged: an unbacked transfer, a mint); then the conservation tests
 * (CONSERVATION_TESTS: transfer / transferFrom / approve with rug arguments: to the token itself, to address(0), to
 * the pair, to itself, to a holder, small and huge amounts; from a holder or the pair without an allowance), judged
 * by conservation of the supply and of the tracked balances. The supply is also measured around the victim's own
 * trades (a mint during trading, no privileged caller).
 * Function names are hints only (the known-signature table of bytecode.ts names a selector when it can).
 *
 * Budget (documented in docs/evm.md): at most MAX_PROBE_SELECTORS selectors and MAX_PROBE_CANDIDATES candidates,
 * 22 argument patterns each (PROBE_PATTERNS; 11-14, address lists, only where a list's shape answered; 16-18 only where pattern 0 was refused and the shape's simplest form went through; 19-20, the token's own address beside a holder's, light, for the first candidate where its pattern 0 was refused; 21, the total supply, where (1, 1, …) went through and the first argument is a number; 22, a flash loan to the caller, light, as 19-20), 3 transfer tests and 15 conservation tests per candidate and per sender
 * (MAX_PROBE_SENDERS), one eth_call of PROBER_GAS gas with at most MAX_PROBE_HITS measured calls (conservation tests
 * count only when they break conservation). Whatever the budget leaves untried makes the affected effect classes
 * `unknown`, never "none found".
 */
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  formatEther,
  getAddress,
  type Hex,
  type PublicClient,
  toFunctionSelector,
  toHex,
} from "viem";
import { engineAddress, isBurnAddress } from "./address";
import { analyseCode, CAPABILITY_SIGNATURES, type IdentityGate, scanBytecode } from "./bytecode";
import type { CandidateGovernance } from "./governance";
import { shortMessage } from "./holders";
import { FORWARDER_RUNTIME_BYTECODE, PROBER_ABI, PROBER_RUNTIME_BYTECODE } from "./prober-bytecode";
import { callFee, fundCaller } from "./simulate";
import { balanceSlot, PROBED_LAYOUTS } from "./wallet-sell";

const label = engineAddress;
export const PROBER_ADDRESS = label("prober");
export const PROBE_VICTIM = label("probe-victim");
export const PROBE_RECEIVER = label("probe-receiver");
export const PROBER_CALLER = label("prober-caller");
export const PROBE_SINK = label("probe-sink");
/** A fresh address with the forwarder's code and no role anywhere: what anyone gets for a call a candidate made. */
export const PROBE_STRANGER = label("probe-stranger");
/** The stranger's roles: an effect it gets is one ANYONE can cause. */
export const ANYONE_ROLE = "anyone: a fresh address with no role (the probe's stranger)";
/** The stranger, probed after the candidates (and on each candidate's first call that went through). */
const STRANGER_CANDIDATE: ProbeCandidate = { address: PROBE_STRANGER, roles: [ANYONE_ROLE] };
/** True when an effect's caller is the stranger: anyone can cause it. */
export const byAnyone = (e: { caller: string }): boolean => e.caller.toLowerCase() === PROBE_STRANGER.toLowerCase();

export const MAX_PROBE_SELECTORS = 32;
export const MAX_PROBE_CANDIDATES = 6;
/** Addresses the code or storage names (no code of their own), put only through the transfer tests. */
export const MAX_PROBE_SENDERS = 8;
export const MAX_PROBE_HITS = 48;
/** 2^24: EIP-7825's per-transaction gas cap (session 10: was 16 M; the new patterns' cost). */
export const PROBER_GAS = 16_777_216n;
const GAS_RESERVE = 1_500_000n;
const PROBE_GAS = 3_000_000n;

export const PROBE_PATTERNS = [
  "(victim, 1)",
  "(1, 1, …): true / 1",
  "(0, 0, …): false / 0",
  "(99, 99, …): a fee of 99",
  "([victim], true): an address list",
  "(victim, 1e30): an address and a large amount",
  "(9900, 9900, …): a fee of 9900 bps",
  "(victim, 0): an address switched off (false / 0)",
  "(victim, 2^32-1, …): a large value that fits narrow integers (a lock until 2106)",
  "(victim, caller, max): the caller as the second address with the largest amount",
  '(victim, empty bytes): an address and empty bytes / string (upgradeToAndCall(new code, ""))',
  "([victim], false): an address list switched off (eligible = false), where a list came first",
  "([victim], 2^32-1): an address list and a narrow large value (a list locked until 2106), where a list came first",
  "(false, [victim]): a flag, then an address list, where a list came second",
  "(true, [victim]): a flag, then an address list, where a list came second",
  "fallback (the victim's balance slot, 0): a raw storage write, where the fallback took 68 bytes",
  "([victim], [0]): two parallel lists (an address list and an amount list), where pattern 0 was refused",
  "([victim, caller], 2^255): a list and an amount whose total wraps to 0, where pattern 0 was refused",
  "(victim, caller, 1, empty bytes, empty bytes): an operator's send from a holder (ERC-777 operatorSend), where pattern 0 was refused and all zeros went through or was refused past the door",
  "(the token itself, victim, 1): the token's own address, then a holder's (rescue(token, from, amount)), for the first candidate where its pattern 0 was refused",
  "(victim, the token itself, 1): a holder's address, then the token's own, for the first candidate where its pattern 0 was refused",
  "(supply, supply, …): every word the total supply (a minimum sell, a limit or a delay beyond any bag), where (1, 1, …) went through and the first argument is a number",
  "(caller, the token itself, 1, empty bytes): a flash loan of the token to the caller (ERC-3156 flashLoan(receiver, token, amount, data)), whose callback moves the tokens away, for the first candidate where its pattern 0 was refused",
  "(max, max, …): every word all ones (a bit mask with every bit set, the largest value of any width), where (1, 1, …) went through and the first argument is a number",
] as const;
/**
 * Combined maxima (session 11, PrivilegeProber.sol `_combos`): after the selector loop, each candidate's value setters
 * (functions it went through with some pattern that took an argument and froze nobody) are set in sequence, each to
 * the largest value of a ladder (10 … 2^128) it accepts (a binary search of real calls), then:
 * - COMBINED_TAX_PATTERN: the victim's trades are measured (the sell tax) and a fresh buyer's buy tax before and after
 *   the setters (several setters each capped, their sum not; a buy fee raised);
 * - COMBINED_DRAIN_PATTERN: each drain the candidate caused alone is called again twice after the setters, light:
 *   how far that power reaches (a rate setter's largest value, repeated calls). A drain whose reach stays small is a
 *   bounded take (a capped custody fee), not a drain of the holder's balance.
 */
export const COMBINED_DRAIN_PATTERN = PROBE_PATTERNS.length + 1;
export const COMBINED_TAX_PATTERN = PROBE_PATTERNS.length + 2;
const COMBINED_TEXT =
  "every value setter this caller may call at the largest value it accepts (a binary search of 10 … 2^128 per setter, in sequence)";
/** A drain whose measured reach (after the setters at their maxima, repeated) stays at or below this (bps of the balance) is bounded. */
export const BOUNDED_DRAIN_BPS = 100;
/**
 * Patterns measured light (no trades: only the supply and the watched balances), reported only when conservation broke:
 * their hits say nothing about transfers, sells or the tax.
 */
const LIGHT_PATTERNS = new Set([15, 19, 20, 22]);
/**
 * Session 14, calls the token makes to itself at anyone's word (PrivilegeProber.sol `_selfCalls`): on each selector the
 * stranger went through, a transferFrom(holder, the stranger, the holder's balance) passed in the argument shapes that
 * carry calldata; Hit.pattern SELF_CALL_PATTERN + shape. Light; recorded only when the holder's balance fell.
 */
export const SELF_CALL_PATTERN = 100;
export const SELF_CALL_SHAPES = [
  "([transferFrom(holder, caller, the holder's balance)]): a list of calls (multicall / batch(bytes[]))",
  "(transferFrom(holder, caller, the holder's balance)): one call's bytes",
  "(the token itself, transferFrom(holder, caller, the holder's balance)): execute(target, data)",
  "(the token itself, 0, transferFrom(holder, caller, the holder's balance)): execute(target, value, data)",
] as const;
/**
 * Session 14, two-step powers (PrivilegeProber.sol `_reopen`): after the first candidate's call of a function the
 * stranger was refused (an "opener": its all-zeros, then all-ones call), a function no candidate could call is retried
 * as the same caller with pattern 0, measured. Hit.pattern REOPEN_PATTERN + the opener's index among the hits.
 */
export const REOPEN_PATTERN = 1000;
/**
 * Session 15, what a stranger's call naming a holder does to that holder (PrivilegeProber.sol `_victimArgs`), on the
 * selectors the stranger went through and those every caller was refused on, after the holder approved the router (as
 * wallets do at the first sell). Hit.pattern VICTIM_PATTERN + shape; shape 0 light (a drain), shape 1 measured.
 */
export const VICTIM_PATTERN = 200;
export const VICTIM_SHAPES = [
  "(a holder, the holder's balance, the caller): a stranger's call naming a holder's account, after the holder approved the router as wallets do",
  "(a holder, now + 30 days): a stranger's call naming a holder's account and a date within the year",
] as const;
/**
 * Session 15, a stranger's claim (PrivilegeProber.sol `_strangerClaims`): after the stranger's acceptOwnership()
 * (CLAIM_PATTERN) or its first call that went through (CLAIM_PATTERN + 1 + that hit's index), a function every caller
 * was refused is retried as the stranger with pattern 0, measured.
 */
export const CLAIM_PATTERN = 2000;
/**
 * Session 15, a payable path by a key (PrivilegeProber.sol `_valueCalls`): a selector a candidate went through, called
 * again by a candidate with value (light); recorded only where the supply grew more than for the stranger's same call.
 * Hit.pattern VALUE_PATTERN + the argument pattern.
 */
export const VALUE_PATTERN = 3000;
/**
 * Session 18, a price anyone may pay (PrivilegeProber.sol _paidCalls): on the selectors no candidate went through, the
 * stranger's call (pattern 0) sent with each of PAID_VALUES (wei) until one goes through, measured. Recorded (Hit.pattern
 * PAID_PATTERN + the value's index) when it went through: a function anyone may call for a price; a freeze anyone can
 * buy when the victim's transfer or sell then failed.
 */
export const PAID_PATTERN = 4000;
/**
 * Session 19 (PrivilegeProber.sol _session19, after every older step, each gas-guarded):
 * - REPEAT_PATTERN + p: a call (pattern p) that raised the sell tax, made again and again (REPEAT_CALLS in all, until
 *   the first refusal), measured after the last: a step whose effect stacks (no interval, no ceiling);
 * - PAIR_PATTERN + the opener's hit index * 32 + p: a key's call with no measured effect (the opener, with its value
 *   pattern), then another of its functions with no effect alone (pattern p), in one frame, measured after the second: a
 *   queued change and its apply (a timer that does not restart);
 * - WRAP_PATTERN + k: a two-value setter called with a pair whose sum wraps a narrow width (WRAP_PAIRS), measured;
 * - BUY_LOSS_PATTERN: a fresh buyer's buy after the call with (1, 1, …) (a tiny value): State.buyTaxBefore / After.
 */
export const REPEAT_PATTERN = 5000;
export const REPEAT_CALLS = 20;
export const PAIR_PATTERN = 6000;
export const WRAP_PATTERN = 8000;
export const WRAP_PAIRS = [
  "(161, 95, 0, …): a pair whose sum wraps a uint8 (256 = 0)",
  "(95, 161, 0, …): a pair whose sum wraps a uint8 (256 = 0)",
  "(56036, 9500, 0, …): a pair whose sum wraps a uint16 (65536 = 0)",
  "(9500, 56036, 0, …): a pair whose sum wraps a uint16 (65536 = 0)",
] as const;
export const BUY_LOSS_PATTERN = 8100;
/** A buy loss is reported when the buyer lost at least this share (bps) of what left the pair. */
export const BUY_LOSS_MIN_BPS = 5_000;
export const PAID_VALUES = [10n ** 16n, 10n ** 17n, 10n ** 18n] as const;
/**
 * Session 20 (PrivilegeProber.sol `_session20`, after every older step, on what gas is left, each gas-guarded and run
 * only where an older measurement makes it relevant; all of them stop once 4 M gas is spent):
 * - NEG_PATTERN + k: a key's value setter (it took (1, …), (99, …) or (9900, …)) called with every word NEG_VALUES[k]
 *   (a signed value below zero, two's complement), measured with the holder's trades: recorded when those trades then
 *   minted (0.1 % of the supply beyond the baseline's) or credited the pair more than was sold;
 * - PERSONAL_PATTERN + k: a key's function that took (victim, 1) called with (victim, PERSONAL_FEES[k]) (a per-wallet
 *   fee on THE holder whose sell is measured): recorded when that holder's sell tax rose or its trades fail;
 * - BURN_PATTERN + k: a function whose (victim, 1) call was refused, called by the first keys with (BURN_ADDRESSES[k], its
 *   balance), light, only when that burn address holds the token: recorded when the tracked balances (the caller's
 *   among them) rose: "burnt" supply back in live hands;
 * - GRANT_PATTERN + 2 * i + j: a key's function that took (victim, 1) (hit i), called with (itself, 1e30) (j 0) or
 *   (itself, 1) (j 1), then another function whose (victim, 1) call was refused, as the same key with (victim, 1), measured with a mint's
 *   bound: a power the key grants itself, then uses.
 */
export const NEG_PATTERN = 8200;
export const NEG_VALUES = ["-1e6", "-1e4"] as const;
export const PERSONAL_PATTERN = 8300;
export const PERSONAL_FEES = [9900, 5000] as const;
export const BURN_PATTERN = 8400;
export const BURN_ADDRESSES = [
  "0x000000000000000000000000000000000000dEaD",
  "0x0000000000000000000000000000000000000000",
] as const;
export const GRANT_PATTERN = 8500;
/**
 * The combined maxima's tax effects: the sell tax (the victim's trades) and a fresh buyer's buy tax, after every
 * value setter of the caller was set to its largest accepted value; a raise of at least one point only.
 */
function combinedTaxEffects(
  selector: string,
  cand: ProbeCandidate,
  s: RawState,
  baseTax: number | null,
  sellTestable: boolean,
): (PrivilegeEffect & { sellOnly?: boolean })[] {
  const out: PrivilegeEffect[] = [];
  const base = {
    kind: "tax" as const,
    scope: null,
    selector,
    hint: selectorHint(selector),
    caller: cand.address,
    callerRoles: cand.roles,
    pattern: COMBINED_TEXT,
  };
  const sell = sellTestable && s.sellOk ? taxOf(s) : null;
  if (baseTax !== null && sell !== null && sell - baseTax >= 100)
    out.push({
      ...base,
      measure: "sell tax (bps), every setter combined",
      before: String(baseTax),
      after: String(sell),
    });
  const bb = s.buyTaxBefore === undefined ? null : Number(s.buyTaxBefore);
  const ba = s.buyTaxAfter === undefined ? null : Number(s.buyTaxAfter);
  if (bb !== null && ba !== null && bb <= 10_000 && ba <= 10_000 && ba - bb >= 100)
    out.push({ ...base, measure: "buy tax (bps), every setter combined", before: String(bb), after: String(ba) });
  return out;
}

/** A share in percent with two decimals ("2.5 %"). */
const bpsText = (part: bigint, whole: bigint): string =>
  whole > 0n ? `${Number((part * 10_000n) / whole) / 100} %` : "unknown %";

/** Rounding a balance may gain (reflection tokens' share arithmetic), in token base units: no credit below it. */
const CREDIT_TOLERANCE = 1_000_000n;
/** A Uniswap V2 pair's reserves are uint112: a balance above this makes its `_update` revert ("OVERFLOW"). */
const V2_MAX_RESERVE = 2n ** 112n - 1n;
/** Patterns that name the victim: a freeze seen only with them is targeted (a blacklist), else global (a pause). */
const TARGETED_PATTERNS = new Set([0, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
/** After the selectors, each candidate sends 1 wei to itself: a mint or switch hidden in transfer() keyed on the sender. */
export const SELF_TRANSFER_PATTERN = "(itself, 1): a 1-wei transfer to its own address";
/** Then it calls transferFrom(victim, itself, the victim's balance) without any allowance: an allowance bypass. */
/**
 * The measure of a drain in two steps through a named spender: a call named an address (the victim, in the probe)
 * whose transferFrom then moved a holder's tokens with no allowance.
 */
export const NAMED_SPENDER_MEASURE =
  "a holder's balance, moved by transferFrom with no allowance from an address this call named (the caller could name itself)";
export const NO_ALLOWANCE_PATTERN = "transferFrom(victim, itself, the victim's balance) with no allowance";
/** Then it sends one more token unit than it holds to a fresh address: a transfer that credits more than it debits. */
export const OVERDRAW_PATTERN = "transfer(fresh address, its balance + 1): more than it holds";
/** The transfer tests run by every candidate and sender after the selectors (PrivilegeProber.sol TRANSFER_TESTS). */
export const TRANSFER_TESTS = [SELF_TRANSFER_PATTERN, NO_ALLOWANCE_PATTERN, OVERDRAW_PATTERN] as const;
const TRANSFER_SELECTOR = toFunctionSelector("function transfer(address,uint256)");
const TRANSFER_FROM_SELECTOR = toFunctionSelector("function transferFrom(address,address,uint256)");
const APPROVE_SELECTOR = toFunctionSelector("function approve(address,uint256)");
const HANDOVER_SELECTOR = toFunctionSelector("function transferOwnership(address)");
/**
 * The conservation tests (PrivilegeProber.sol CONSERVATION_TESTS), run by every candidate and sender after the
 * transfer tests: the standard entry points called with the arguments a rug needs. "Huge" is the caller's balance
 * plus 1e30 (more than it holds: an honest token refuses it). Each is measured without the victim's trades: the
 * supply, the summed balances of the caller, the recipient, the token itself, the victim, a real holder and the pair,
 * and those third parties' balances. Only calls that break conservation are reported.
 */
export const CONSERVATION_TESTS = [
  { selector: TRANSFER_SELECTOR, pattern: "transfer(the token itself, 1)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(the token itself, huge)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(address(0), 1)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(address(0), huge)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(the pair, huge)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(itself, huge)" },
  { selector: TRANSFER_SELECTOR, pattern: "transfer(a holder, huge)" },
  {
    selector: TRANSFER_FROM_SELECTOR,
    pattern: "transferFrom(a holder, itself, the holder's balance; one more than its allowance when it approved)",
  },
  {
    selector: TRANSFER_FROM_SELECTOR,
    pattern: "transferFrom(the pair, itself, a tenth of its balance), whatever its allowance",
  },
  { selector: APPROVE_SELECTOR, pattern: "approve(a holder, huge)" },
  { selector: APPROVE_SELECTOR, pattern: "approve(the pair, huge)" },
  { selector: APPROVE_SELECTOR, pattern: "approve(itself, huge)" },
  // An ownership handover (a selector never probed otherwise) that mints or moves balances: to the caller itself
  // (repeatable, it stays the owner) and to a holder, each followed by the new owner's acceptOwnership() (two steps).
  // Run for the owner() account only (budget).
  {
    selector: HANDOVER_SELECTOR,
    pattern: "transferOwnership(itself), then its acceptOwnership() (a handover to itself, one or two steps)",
  },
  {
    selector: HANDOVER_SELECTOR,
    pattern: "transferOwnership(a holder), then the holder's acceptOwnership() (one or two steps)",
  },
  // Session 15: the zero address as the sender (a "bridge inbound" path issuing tokens to whoever the code trusts).
  {
    selector: TRANSFER_FROM_SELECTOR,
    pattern: "transferFrom(address(0), itself, huge): the zero address as the sender (it approved nobody)",
  },
] as const;
/**
 * Session 15, a forged approval anyone can make (PrivilegeProber.sol _forgedApprovals): after the conservation tests,
 * the stranger calls each permit-like function of the dispatcher (PERMIT_SELECTORS) naming the victim as the holder
 * and itself as the spender, with signatures that are no holder's (FORGED_SIGNATURES), then takes what it was allowed
 * with an ordinary transferFrom. A hit: the victim's allowance to the stranger rose, or its balance fell.
 */
export const FORGED_SIGNATURES = [
  "v = 0, r = s = 0 (ecrecover answers the zero address)",
  "v = 27, r = s = 0 (the zero address, past a v check)",
  "v = 28 and a made-up r, s (some address that is not the holder's)",
] as const;
/**
 * Session 14, what ANY holder can do with the standard entry points (PrivilegeProber.sol ANYONE_TESTS), run by the
 * stranger after the forged approvals (Hit.selectorIndex = the probed selectors + TRANSFER_TESTS + CONSERVATION_TESTS +
 * forged approvals + test). Recorded only when conservation broke.
 */
/** Session 18: the narrow integer widths an empty wallet's transfer amounts exceed (PrivilegeProber.sol _width). */
const EMPTY_WIDTHS = [64, 96, 112, 128, 160, 192] as const;
/** Session 19: the special transferFrom amounts a stranger tries with no allowance (PrivilegeProber.sol SENTINELS). */
const SENTINEL_AMOUNTS = ['type(uint256).max ("max means the whole balance")', "0"] as const;
export const ANYONE_TESTS: readonly { selector: `0x${string}`; pattern: string }[] = [
  {
    selector: toFunctionSelector("function transfer(address,uint256)"),
    pattern:
      "a holder's transfer to itself (the caller first received a quarter of a holder's balance, then sent an eighth of that balance to its own address)",
  },
  {
    selector: toFunctionSelector("function increaseAllowance(address,uint256)"),
    pattern:
      "increaseAllowance(a holder, the holder's balance) by a stranger, then its ordinary transferFrom of what it was allowed",
  },
  {
    selector: toFunctionSelector("function approve(address,uint256)"),
    pattern:
      "approve(a holder, the holder's balance) by a stranger, then its ordinary transferFrom of what it was allowed",
  },
  // Session 18 (PrivilegeProber.sol _emptyTests, after every older test): the stranger as an EMPTY wallet.
  {
    selector: toFunctionSelector("function transferFrom(address,address,uint256)"),
    pattern:
      "transferFrom(a holder, itself, half the holder's balance) by a stranger, after the holder approved the router (only the router) without limit",
  },
  ...EMPTY_WIDTHS.map((w) => ({
    selector: toFunctionSelector("function transfer(address,uint256)"),
    pattern: `transfer(a fresh address, 2^${w}) by an empty wallet (an amount beyond a ${w}-bit integer)`,
  })),
  ...EMPTY_WIDTHS.map((w) => ({
    selector: toFunctionSelector("function transferFrom(address,address,uint256)"),
    pattern: `transferFrom(itself, a fresh address, 2^${w}) by an empty wallet that approved itself (an amount beyond a ${w}-bit integer)`,
  })),
  // Session 19 (PrivilegeProber.sol _sentinelTests, after every older test): special amounts, no allowance at all.
  ...SENTINEL_AMOUNTS.map((a) => ({
    selector: toFunctionSelector("function transferFrom(address,address,uint256)"),
    pattern: `transferFrom(a holder, itself, ${a}) by a stranger the holder never approved (a special amount that skips the allowance)`,
  })),
];
/** The first ANYONE_TESTS index of the session-19 sentinel amounts. */
const SENTINEL_TEST = 4 + 2 * EMPTY_WIDTHS.length;
/** EIP-2612's permit and DAI's permit(holder, spender, nonce, expiry, allowed, v, r, s). */
export const PERMIT_SELECTORS = [
  "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)",
  "permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)",
].map((s) => toFunctionSelector(`function ${s}`));
/** What an outside spender's own functions were called with (PrivilegeProber.sol _spenderData). */
export const SPENDER_PATTERNS = [
  "(holder, caller, amount): pull(from, to, amount)",
  "(token, holder, caller, amount): pull(token, from, to, amount)",
  "(holder, token, amount): depositFor(user, token, amount)",
  "(token, holder, amount)",
  "(holder, amount)",
  "(caller, holder, token, amount)",
] as const;

/**
 * Burn-like selectors any holder may call: every candidate is tried on them (a privileged caller's burn can mint or
 * take from others while a holder's own burn is honest), not only until the first caller that can.
 */
const EVERYONE_SELECTORS = new Set<string>(
  ["burn(uint256)", "burn(address,uint256)", "burnFrom(address,uint256)"].map((s) =>
    toFunctionSelector(`function ${s}`),
  ),
);
/** The router's buy, named as the function of an allowance a buy wrote behind the buyer's back. */
const BUY_SELECTOR = toFunctionSelector(
  "function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)",
);
/** The router's sell, named as the function of a mint seen during the victim's own trades. */
const SELL_SELECTOR = toFunctionSelector(
  "function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)",
);

/**
 * Selectors never probed: plain ERC-20 / EIP-2612, ownership and role bookkeeping, and the proxy's own plumbing.
 * upgradeTo / upgradeToAndCall are probed: an upgrade without an access check (a UUPS implementation's) lets anyone
 * replace the code, measured as a takeover (the owner's own upgrade is UPGRADEABLE_PROXY's).
 */
const NOT_PROBED = new Set<string>(
  [
    "transfer(address,uint256)",
    "transferFrom(address,address,uint256)",
    "approve(address,uint256)",
    "balanceOf(address)",
    "allowance(address,address)",
    "totalSupply()",
    "name()",
    "symbol()",
    "decimals()",
    "increaseAllowance(address,uint256)",
    "decreaseAllowance(address,uint256)",
    "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)",
    "nonces(address)",
    "DOMAIN_SEPARATOR()",
    "owner()",
    "getOwner()",
    "pendingOwner()",
    "transferOwnership(address)",
    "renounceOwnership()",
    "acceptOwnership()",
    "grantRole(bytes32,address)",
    "revokeRole(bytes32,address)",
    "renounceRole(bytes32,address)",
    "changeAdmin(address)",
    "implementation()",
    "admin()",
    "proxiableUUID()",
  ].map((s) => toFunctionSelector(`function ${s}`)),
);

/** Upgrade entry points: probed (anyone who can replace the code is measured), never evidence of a hidden caller. */
const UPGRADE_SELECTORS = new Set<string>(
  ["upgradeTo(address)", "upgradeToAndCall(address,bytes)"].map((s) => toFunctionSelector(`function ${s}`)),
);

const KNOWN = new Map<string, string>();
for (const sigs of Object.values(CAPABILITY_SIGNATURES))
  for (const s of sigs) KNOWN.set(toFunctionSelector(`function ${s}`), s);

/** The known signature of a selector, as a hint (null: not in the table; the function is judged by its effects). */
export const selectorHint = (selector: string): string | null =>
  selector === FALLBACK_LABEL
    ? "the fallback / receive function (calldata matching no function)"
    : (KNOWN.get(selector.toLowerCase()) ?? null);

/** The selectors to probe: the dispatcher's minus the not-probed set, known privileged names first. */
export function probeSelectors(dispatch: readonly string[]): { probed: string[]; skipped: string[] } {
  const candidates = dispatch.map((s) => s.toLowerCase()).filter((s) => !NOT_PROBED.has(s));
  const ordered = [...candidates.filter((s) => KNOWN.has(s)), ...candidates.filter((s) => !KNOWN.has(s))];
  return { probed: ordered.slice(0, MAX_PROBE_SELECTORS), skipped: ordered.slice(MAX_PROBE_SELECTORS) };
}

export interface ProbeCandidate {
  address: Address;
  /** Why it is a candidate: owner, deployer, role holder, hard-coded, storage slot, proxy admin owner … */
  roles: string[];
  /** Set when the candidate is governance rather than one key: a multisig (≥ 2 signatures) or a timelock (≥ 1 day). */
  governance?: CandidateGovernance | null;
  /**
   * The candidate's own code is a contract's (known before the probe: the owner's code, read in round 2). Once it can
   * call a selector the other candidates are tried there too (a Safe-owned function that also admits one key).
   */
  contract?: boolean;
}

export type EffectKind = "mint" | "drain" | "freeze" | "limit" | "tax";
export const EFFECT_KINDS: readonly EffectKind[] = ["mint", "drain", "freeze", "limit", "tax"];

export interface PrivilegeEffect {
  kind: EffectKind;
  /** freeze: targeted (a named wallet) or global (everyone); others null. */
  scope: "targeted" | "global" | null;
  selector: string;
  hint: string | null;
  caller: Address;
  callerRoles: string[];
  pattern: string;
  /** What changed: the measure and its values before and after the call (decimal strings / basis points). */
  measure: string;
  before: string;
  after: string;
  /**
   * mint only: the bound measured in the same sub-call (the call repeated with other amounts): true when the total
   * reachable increase stayed within 5 % of the supply and further amounts were refused (a capped mint); false when
   * it went further; absent when not measured.
   */
  capped?: boolean;
  /**
   * drain only: the largest fall, in basis points of the account's balance, when the same call was repeated after
   * every value setter of its caller was set to its largest accepted value (COMBINED_DRAIN_PATTERN); absent when not
   * measured (the budget, a call that no longer went through).
   */
  reachBps?: number;
  /**
   * drain only (session 15): the spender of an allowance a buy wrote is an outside contract measured inert (its own
   * functions moved no holder's tokens, no owner, no controller, no DELEGATECALL / SELFDESTRUCT, every call made):
   * the reading, in words. Absent: not such a spender, or not inert.
   */
  inertSpender?: string;
}

interface RawState {
  supply: bigint;
  victim: bigint;
  holder: bigint;
  pair: bigint;
  transferOk: boolean;
  sellOk: boolean;
  tinyOk: boolean;
  sold: bigint;
  pairReceived: bigint;
  /** Total supply after the victim's own transfer and sell (a mint during trading); 0 in older reports. */
  supplyAfter?: bigint;
  /** The caller's balance before and after its call, and what the sink received (conservation of transfers). */
  callerBefore?: bigint;
  callerAfter?: bigint;
  sinkGain?: bigint;
  /** Conservation tests: the summed balances of the caller, recipient, token, victim, holder and pair around the call. */
  trackedBefore?: bigint;
  trackedAfter?: bigint;
  /**
   * The largest rise, over a selector's call, of the victim's allowance to the caller or another candidate: the
   * spender, its allowance before (no call) and after; zero address / equal values when none rose. Absent in older
   * reports.
   */
  allowanceSpender?: Address;
  allowanceBefore?: bigint;
  allowanceAfter?: bigint;
  /** owner() (else getOwner()) right after the call; whether the token's code was replaced by the call. */
  ownerAfter?: Address;
  codeReplaced?: boolean;
  /** A mint's bound (the first mint of each selector by each caller): measured, capped within 5 %, reachable increase. */
  mintBounded?: boolean;
  mintCapped?: boolean;
  mintReach?: bigint;
  /**
   * After the victim's trades, the victim's transferFrom of the receiver's tokens with no allowance from the
   * receiver: what the receiver lost (0: refused). Above the baseline's after a call, the call made an address it
   * named a spender that skips the allowance. Absent in older reports.
   */
  pulled?: bigint;
  /**
   * An ERC-4626-like share (the token answers asset()): the token contract's holding of that asset before a selector's
   * call and after it, less its allowance to the victim (the address the call named) (0 / 0: none, or a light test).
   * Absent in older reports.
   */
  backingBefore?: bigint;
  backingAfter?: bigint;
  /** Combined maxima only: a fresh buyer's buy tax (bps) before and after the setters (10001: the buy failed). */
  buyTaxBefore?: bigint;
  buyTaxAfter?: bigint;
}

/**
 * Control taken by a call, measured in the same sub-call: the token's code replaced (after the call the token answers
 * the forwarder's probeImplant(): a proxy now delegates to the address the caller chose), or ownership taken (owner()
 * became the caller or the address it passed, from someone else: a re-runnable initializer, a claim, a previous
 * owner's unlock). Whoever can take ownership holds every power of the owner.
 */
export interface ControlTakeover {
  kind: "code" | "ownership";
  selector: string;
  hint: string | null;
  caller: Address;
  callerRoles: string[];
  pattern: string;
  /** The owner (or "the current code") before, and the new owner (or "the caller's choice") after. */
  before: string;
  after: string;
  /** The stranger did it: anyone can. */
  anyone: boolean;
}

export type PrivilegeProbe =
  | {
      status: "completed" | "partial";
      /** Why partial (budget, no victim purchase …); empty when completed. */
      reason: string;
      candidates: ProbeCandidate[];
      selectorsProbed: string[];
      selectorsSkipped: string[];
      attempted: number;
      total: number;
      victimBought: boolean;
      baselineSellTaxBps: number | null;
      effects: PrivilegeEffect[];
      /** Effect classes the probe could not decide (budget or measurement unavailable). */
      undecided: EffectKind[];
      /** (selector, caller) pairs whose calls went through, with or without a measured effect. */
      callable: { selector: string; caller: Address }[];
      /**
       * Selectors no candidate could call whose refusal looks like an ACCESS check (see refusalCause): some caller
       * the probe does not know may hold the power. Refusals for lack of balance, allowance or a valid signature,
       * arithmetic panics and arguments that did not decode are left out: anyone would be refused there.
       */
      refused: { selector: string; hint: string | null; revert: string }[];
      /**
       * Set by the reader when functions refused every candidate with an access check while nothing in the token
       * names a caller (no owner, no caller compared with a slot or a constant, no role or ward event naming a caller
       * that could call): the real controller is hidden. Set by the prober when a function is identity-gated.
       */
      callersHidden?: boolean;
      /**
       * Set by the reader when functions refused every candidate and the code's only uses of the caller are a
       * comparison with another contract's answer or a hand-over to another contract's check (bytecode.ts
       * callerUses): the controller is named by that contract, which is not followed. Neither hidden nor cleared:
       * HIDDEN_OWNER is unknown.
       */
      callersAskedOutside?: boolean;
      /** Code replaced or ownership taken by a probed call (absent in older reports: none measured). */
      takeovers?: ControlTakeover[];
      /**
       * Functions that refused every caller the probe has behind an identity check it cannot take (a hash of the
       * caller or tx.origin, the caller's code hash, or a signer fixed in the code or storage: IdentityGate): what
       * they can do was not measured, so every class not found is undecided. Absent: none.
       */
      identityGated?: { selector: string; hint: string | null; gate: string }[];
    }
  | { status: "not_run"; reason: string };

/** One outside contract's reading (PrivilegeProber.sol SpenderReading): see runPrivilegeProbe's readSpenders. */
export interface SpenderReading {
  spender: Address;
  /** A fresh buyer's allowance to it right after its buy (0: none; nothing else measured). */
  allowance: bigint;
  /** Its owner() / getOwner() (zero address: none answered). */
  owner: Address;
  selectors: bigint;
  tried: bigint;
  /** Every (selector, caller, pattern) call was made and its dispatcher read was not cut. */
  complete: boolean;
  /** Some call took tokens out of the buyer's balance. */
  moved: boolean;
  movedSelector: Hex;
  movedPattern: bigint;
  movedCaller: Address;
  fell: bigint;
  code: Hex;
}

export interface ProbeTarget {
  token: Address;
  router: Address;
  pair: Address;
  wrappedNative: Address;
  quote: Address;
  holder: Address | null;
  /**
   * The victim: a real recent buyer (bought from the pair, still holds the token) when one is known, so the rules
   * buyers live under (cooldowns, holder lists, first-buy marks) apply to it; else a fresh address that buys first.
   */
  victim?: Address | null;
  ethIn: bigint;
  /**
   * An address the code compares with tx.origin (ORIGIN), stored or hard-coded: the probe's eth_call is sent FROM it,
   * so checks on tx.origin pass for the candidates' calls (one `from` per call: the first such address).
   */
  origin?: Address | null;
  /** The head block's base fee: the probe pays a real gas price (simulate.ts `callFee`), its sender funded. */
  baseFee?: bigint | null;
  /**
   * The quote token's balance slot for the prober's address (found by probing) and an amount: the prober is given
   * that much of the quote by a state override, so a fresh victim buys quote -> token with no quote/native pair on
   * the router (as the buy/sell simulation's `quoteFunding`). Without it a fresh victim buys native -> quote -> token.
   */
  quoteFunding?: { slot: Hex; amount: bigint } | null;
  /**
   * Outside contracts (with code) the token's code or storage names, at most MAX_PROBE_ASSETS: assets a wrap or
   * deposit function may pull from its caller. The victim (an ordinary holder) is given a balance of each (state
   * overrides of its balance slot under the common layouts) and approves the token on each; a function every caller
   * was refused that then goes through for the victim was refused for want of the asset or the token (a wrap, an
   * unwrap), not by an access check (Report.funded).
   */
  assets?: readonly Address[] | null;
}

/** Outside assets the funded stranger holds (ProbeTarget.assets). */
export const MAX_PROBE_ASSETS = 3;
/** The funded victim's balance of each asset (a state override). */
const FUNDED_BALANCE = 10n ** 30n;

/**
 * The probe's trade paths. A pair quoted in an ERC-20 other than the wrapped native token is sold to the quote itself
 * (token -> quote): the victim's sell needs no quote/native pair on the router, whose absence would make every
 * victim's baseline sell fail and leave freezes and tax changes undecided (a cooldown setter read low, v6). The buy
 * is quote -> token when the prober is funded with the quote (native -> quote -> token when that buys nothing: a
 * wrong slot), else native -> quote -> token.
 */
export function probePaths(target: ProbeTarget): {
  buyPath: Address[];
  nativePath: Address[];
  sellPath: Address[];
  toQuote: boolean;
  quoteIn: bigint;
} {
  const toQuote = target.quote.toLowerCase() !== target.wrappedNative.toLowerCase();
  const quoteIn = toQuote && target.quoteFunding ? target.quoteFunding.amount : 0n;
  return {
    buyPath: quoteIn > 0n ? [target.quote, target.token] : path(target.wrappedNative, target.quote, target.token),
    nativePath: path(target.wrappedNative, target.quote, target.token),
    sellPath: toQuote ? [target.token, target.quote] : [target.token, target.wrappedNative],
    toQuote,
    quoteIn,
  };
}

const path = (a: Address, quote: Address, b: Address): Address[] =>
  quote.toLowerCase() === a.toLowerCase() || quote.toLowerCase() === b.toLowerCase() ? [a, b] : [a, quote, b];

/** The pair's intake is at most what was sold (BigInt: no Math.min). */
const taxOf = (s: RawState): number | null => {
  if (!s.sellOk || s.sold <= 0n) return null;
  const kept = s.pairReceived >= s.sold ? 0n : s.sold - s.pairReceived;
  return Number((kept * 10_000n) / s.sold);
};

/**
 * The fallback (and receive) function is probed like a selector, labelled FALLBACK_LABEL: calldata whose selector
 * matches no dispatcher selector (the first of these the dispatcher lacks) with every argument pattern, and empty
 * calldata for the "all zeros" pattern. A fallback that writes storage or moves balances is found by its effects.
 */
export const FALLBACK_LABEL = "fallback";
const FALLBACK_SELECTORS: Hex[] = ["0x00000000", "0xffffffff", "0x7f7f7f7f"];

/** Runs the prober (one eth_call). RPC errors give `not_run` with the reason (the caller reports it as unknown). */
export async function runPrivilegeProbe(
  client: PublicClient,
  target: ProbeTarget,
  candidates: readonly ProbeCandidate[],
  dispatch: readonly string[],
  /** Addresses named by the code or storage (no code of their own) put only through the transfer tests. */
  senderList: readonly ProbeCandidate[] = [],
  /** Identity checks the analysed code makes that the probe cannot take (bytecode.ts `analyseCode().identityGates`). */
  gates: readonly IdentityGate[] = [],
): Promise<PrivilegeProbe> {
  const selected = probeSelectors(dispatch);
  const skipped = selected.skipped;
  const dispatched = new Set(dispatch.map((s) => s.toLowerCase()));
  const fallbackSelector = FALLBACK_SELECTORS.find((s) => !dispatched.has(s));
  // The fallback is probed after the dispatcher's selectors (called by a selector none of them matches).
  const sent = fallbackSelector ? [...selected.probed, fallbackSelector] : selected.probed;
  const probed = sent.map((s) => (s === fallbackSelector ? FALLBACK_LABEL : s));
  // The stranger (no role anywhere) comes last: what it can do, anyone can. With no candidate at all it still runs.
  const cands = [
    ...candidates
      .filter((c) => c.address.toLowerCase() !== PROBE_STRANGER.toLowerCase())
      .slice(0, MAX_PROBE_CANDIDATES),
    STRANGER_CANDIDATE,
  ];
  const senders = senderList
    .filter((s) => !cands.some((c) => c.address.toLowerCase() === s.address.toLowerCase()))
    .slice(0, MAX_PROBE_SENDERS);
  const paths = probePaths(target);
  const permits = PERMIT_SELECTORS.filter((sel) => dispatched.has(sel));
  const assets = (target.assets ?? [])
    .filter(
      (a) =>
        a.toLowerCase() !== target.token.toLowerCase() &&
        ![...cands, ...senders].some((c) => c.address.toLowerCase() === a.toLowerCase()),
    )
    .slice(0, MAX_PROBE_ASSETS);
  const probeTarget = {
    token: target.token,
    router: target.router,
    pair: target.pair,
    buyPath: paths.buyPath,
    sellPath: paths.sellPath,
    victim: target.victim ?? PROBE_VICTIM,
    receiver: PROBE_RECEIVER,
    holder: target.holder ?? "0x0000000000000000000000000000000000000000",
    sink: PROBE_SINK,
    ethIn: target.ethIn,
    gasReserve: GAS_RESERVE,
    maxHits: BigInt(MAX_PROBE_HITS),
    probeGas: PROBE_GAS,
    stranger: PROBE_STRANGER,
    fallbackSelector: fallbackSelector ?? "0xffffffff",
    spenders: cands.map((c) => c.address),
    balanceSlots: fallbackSelector
      ? PROBED_LAYOUTS.map((layout) => balanceSlot(layout, target.victim ?? PROBE_VICTIM))
      : [],
    toQuote: paths.toQuote,
    quoteIn: paths.quoteIn,
    nativePath: paths.nativePath,
    assets: assets,
    contracts: cands.reduce((mask, c, i) => (c.contract ? mask | (1n << BigInt(i)) : mask), 0n),
    // Permit-like functions the dispatcher has: the stranger tries them with signatures that are no holder's.
    permits: permits as Hex[],
  } as const;
  const data = encodeFunctionData({
    abi: PROBER_ABI,
    functionName: "probe",
    args: [
      probeTarget,
      cands.map((c) => c.address),
      sent as Hex[],
      senders.map((c) => c.address),
      sent.reduce((mask, sel, i) => (EVERYONE_SELECTORS.has(sel) ? mask | (1n << BigInt(i)) : mask), 0n),
    ],
  });
  const overrides: Record<string, { code?: Hex; balance?: Hex; stateDiff?: Record<Hex, Hex> }> = {
    // Session 18: plus the largest of PAID_VALUES (a stranger's payable calls).
    [PROBER_ADDRESS]: { code: PROBER_RUNTIME_BYTECODE, balance: toHex(target.ethIn * 2n + 2n * 10n ** 18n) },
    [target.victim ?? PROBE_VICTIM]: { code: FORWARDER_RUNTIME_BYTECODE },
    [PROBE_STRANGER]: { code: FORWARDER_RUNTIME_BYTECODE },
  };
  for (const c of [...cands, ...senders]) overrides[c.address] = { code: FORWARDER_RUNTIME_BYTECODE };
  if (paths.quoteIn > 0n && target.quoteFunding)
    overrides[target.quote] = {
      ...overrides[target.quote],
      stateDiff: { [target.quoteFunding.slot]: toHex(target.quoteFunding.amount, { size: 32 }) },
    };
  // The victim holds every outside asset (its balance slot under each common layout): a wrap / deposit pulling the
  // asset from its caller goes through for it when nothing but the asset stood in the way.
  for (const a of assets)
    overrides[a] = {
      ...overrides[a],
      stateDiff: {
        ...overrides[a]?.stateDiff,
        ...Object.fromEntries(
          PROBED_LAYOUTS.map((layout) => [
            balanceSlot(layout, target.victim ?? PROBE_VICTIM),
            toHex(FUNDED_BALANCE, { size: 32 }),
          ]),
        ),
      },
    };
  type Report = Parameters<typeof interpretProbe>[0];
  const call = async (from: Address, input: Hex): Promise<Hex | string> => {
    try {
      const result = (await client.request({
        method: "eth_call",
        params: [
          { from, to: PROBER_ADDRESS, data: input, gas: toHex(PROBER_GAS), ...callFee(target.baseFee).fields },
          "latest",
          fundCaller(overrides, from, PROBER_GAS, target.baseFee),
        ],
      } as never)) as Hex;
      return result && result !== "0x" ? result : "the privilege probe returned no data";
    } catch (err) {
      return `the RPC rejected the privilege probe eth_call: ${shortMessage(err)}`;
    }
  };
  const send = async (from: Address): Promise<Report | string> => {
    const result = await call(from, data);
    if (!result.startsWith("0x")) return result;
    try {
      return decodeFunctionResult({ abi: PROBER_ABI, functionName: "probe", data: result as Hex }) as unknown as Report;
    } catch (err) {
      return `undecodable privilege probe result: ${shortMessage(err)}`;
    }
  };
  // Session 15: the outside contracts a fresh buyer's buy may leave holding an allowance over it (a bridge gateway
  // the token answers "unlimited" for): their own functions called as the stranger and the first key (same batch).
  const spenderCallers = [
    PROBE_STRANGER,
    ...cands.filter((c) => c.address.toLowerCase() !== PROBE_STRANGER.toLowerCase()).map((c) => c.address),
  ].slice(0, 2);
  const readSpenders = async (): Promise<SpenderReading[] | null> => {
    if (!assets.length) return null;
    const input = encodeFunctionData({
      abi: PROBER_ABI,
      functionName: "spenderPower",
      args: [probeTarget, spenderCallers],
    });
    const result = await call(PROBER_CALLER, input);
    if (!result.startsWith("0x")) return null;
    try {
      return decodeFunctionResult({
        abi: PROBER_ABI,
        functionName: "spenderPower",
        data: result as Hex,
      }) as unknown as SpenderReading[];
    } catch {
      return null;
    }
  };
  // The probe runs from a neutral sender. When the code compares tx.origin with a stored or hard-coded address, a
  // second probe (same tick: the same JSON-RPC batch, no extra round trip) runs FROM that address so its checks
  // pass; the two are merged. Sending only the second would let a token skip its rules whenever tx.origin is that
  // address and hide every effect (review, 2026-11-26).
  const [mainReport, viaOrigin, spenderReadings] = await Promise.all([
    send(PROBER_CALLER),
    target.origin ? send(target.origin) : Promise.resolve(null),
    readSpenders(),
  ]);
  const main = typeof mainReport === "string" ? mainReport : { ...mainReport, spenderReadings };
  const all = [...cands, ...senders];
  const victim = target.victim ?? PROBE_VICTIM;
  // Sent from the tx.origin controller, every caller passes the token's tx.origin checks, the stranger too: what the
  // stranger got there is the controller's power, not anyone's (only the neutral probe speaks for the stranger).
  const strangerIndex = BigInt(cands.length - 1);
  const identity = { gates, permit: dispatched.has(PERMIT_SELECTOR), permits };
  const originProbe = (report: Report) =>
    interpretProbe(
      { ...report, hits: report.hits.filter((h) => h.candidateIndex !== strangerIndex) },
      all,
      probed,
      skipped,
      victim,
      target.holder,
      identity,
    );
  if (typeof main === "string") {
    if (!viaOrigin || typeof viaOrigin === "string") return { status: "not_run", reason: main };
    return originProbe(viaOrigin);
  }
  const first = interpretProbe(main, all, probed, skipped, victim, target.holder, identity);
  if (!viaOrigin || typeof viaOrigin === "string") return first;
  return mergeProbes(first, originProbe(viaOrigin));
}

/**
 * Two probes of one token (from a neutral sender, and from its tx.origin address): an effect measured by either is
 * found; a function callable in either is callable; a class is undecided only when neither decided it.
 */
export function mergeProbes(a: PrivilegeProbe, b: PrivilegeProbe): PrivilegeProbe {
  if (a.status === "not_run") return b;
  if (b.status === "not_run") return a;
  const key = (e: PrivilegeEffect) => `${e.kind}:${e.selector}:${e.caller.toLowerCase()}:${e.pattern}`;
  const effects = [...a.effects];
  for (const e of b.effects) if (!effects.some((x) => key(x) === key(e))) effects.push(e);
  const callable = [...a.callable];
  for (const c of b.callable)
    if (!callable.some((x) => x.selector === c.selector && x.caller.toLowerCase() === c.caller.toLowerCase()))
      callable.push(c);
  const undecided = a.undecided.filter((k) => b.undecided.includes(k) && !effects.some((e) => e.kind === k));
  const identityGated = (a.identityGated ?? []).filter(
    (g) =>
      (b.identityGated ?? []).some((x) => x.selector === g.selector) &&
      !callable.some((c) => c.selector === g.selector),
  );
  const takeovers = [...(a.takeovers ?? [])];
  for (const t of b.takeovers ?? [])
    if (!takeovers.some((x) => x.kind === t.kind && x.caller.toLowerCase() === t.caller.toLowerCase()))
      takeovers.push(t);
  return {
    ...a,
    status: undecided.length ? "partial" : "completed",
    effects,
    callable,
    undecided,
    takeovers,
    refused: a.refused.filter((r) => !callable.some((c) => c.selector === r.selector)),
    ...(identityGated.length ? { identityGated } : { identityGated: undefined }),
  };
}

/**
 * What an outside spender contract did with a fresh buyer's allowance (session 15, PrivilegeProber.sol spenderPower):
 * a call of its own functions that took the buyer's tokens (by the stranger: anyone; by a key); else whether anything
 * could still change what it does: a live owner(), code comparing the caller (or tx.origin) with a fixed or stored
 * address (a controller), an identity check, DELEGATECALL or SELFDESTRUCT (its code can change), or calls not all made.
 * Inert: none of these. Never a pass: a few argument patterns finding nothing is no proof (a caution).
 */
export function judgeSpender(r: SpenderReading): { moved: boolean; inert: boolean; text: string } {
  const calls = `${r.tried} calls of its ${r.selectors} functions as a stranger and the token's first key, with holder-shaped arguments`;
  if (r.moved)
    return {
      moved: true,
      inert: false,
      text: `measured: ${byAnyone({ caller: r.movedCaller }) ? "a stranger's" : `${r.movedCaller}'s`} call of the spender's ${r.movedSelector} with ${SPENDER_PATTERNS[Number(r.movedPattern)] ?? `pattern ${r.movedPattern}`} took ${r.fell} of the buyer's tokens`,
    };
  const flaws: string[] = [];
  if (BigInt(r.owner) !== 0n && !isBurnAddress(r.owner)) flaws.push(`its owner() ${getAddress(r.owner)} controls it`);
  if (!r.code || r.code === "0x") flaws.push("its code was not read");
  else {
    const scan = scanBytecode(r.code);
    if (scan.delegatecall || scan.selfdestruct)
      flaws.push(
        `its code ${scan.delegatecall ? "delegates (DELEGATECALL)" : "can self-destruct"}: what it runs can change`,
      );
    const a = analyseCode(r.code);
    if (a.callerConstants.length || a.callerSlots.length || a.originConstants.length || a.originSlots.length)
      flaws.push("its code compares the caller with a fixed or stored address (a controller)");
    if (a.identityGates.length) flaws.push("its code makes an identity check the probe cannot take");
  }
  if (!r.complete) flaws.push("not every call was made (gas, or a dispatcher read cut short)");
  if (flaws.length)
    return {
      moved: false,
      inert: false,
      text: `its own functions moved no holder's tokens in ${calls}, but ${flaws.join("; ")}`,
    };
  return {
    moved: false,
    inert: true,
    text: `the spender is a contract whose own functions moved no holder's tokens in ${calls}; it has no owner(), compares the caller with no fixed or stored address, and has no DELEGATECALL or SELFDESTRUCT (a caution: these patterns finding nothing is no proof)`,
  };
}

export function interpretProbe(
  report: {
    buyOk: boolean;
    baseline: RawState;
    attempted: bigint;
    total: bigint;
    exhausted: boolean;
    hits: readonly { selectorIndex: bigint; candidateIndex: bigint; pattern: bigint; state: RawState }[];
    refusals?: readonly RawRefusal[];
    /** Accounts (candidates, then senders) whose conservation tests all ran; absent in older reports. */
    conserved?: bigint;
    /** Per selector: what a stranger got for the first call a candidate made go through. */
    strangers?: readonly RawRefusal[];
    /** The stranger's own refusals (per selector and pattern) on functions no candidate could call. */
    strangerRefusals?: readonly RawRefusal[];
    /** Bit s: selector s answered a static call with data for some caller and pattern (a read); absent in older reports. */
    readable?: bigint;
    /** A fresh buyer's largest allowance right after its buy, to a watched address (none of which it gave). */
    grantSpender?: Address;
    grantAmount?: bigint;
    /** Bit s: refused to every caller, then went through for the victim holding the token and the outside assets. */
    funded?: bigint;
    /** Session 15: what each outside contract's own functions let a caller do with a fresh buyer's allowance. */
    spenderReadings?: readonly SpenderReading[] | null;
  },
  cands: readonly ProbeCandidate[],
  probed: readonly string[],
  skipped: readonly string[],
  victim: Address = PROBE_VICTIM,
  /** The watched holder: its balance falling in its own call is its own spend, not a drain. */
  holder: Address | null = null,
  /**
   * The code's identity checks the probe cannot take, whether the dispatcher has EIP-2612 permit (not probed), and the
   * permit-like selectors sent for the forged-approval tests (PERMIT_SELECTORS the dispatcher has).
   */
  identity: { gates: readonly IdentityGate[]; permit: boolean; permits?: readonly string[] } = {
    gates: [],
    permit: false,
  },
): PrivilegeProbe {
  const b = report.baseline;
  const baseTax = taxOf(b);
  const transferTestable = report.buyOk && b.transferOk;
  const sellTestable = report.buyOk && b.sellOk;
  const raw: (PrivilegeEffect & { sellOnly?: boolean })[] = [];
  const callable: { selector: string; caller: Address }[] = [];
  const freezePatterns = new Map<string, Set<number>>();
  const takeovers: ControlTakeover[] = [];
  // A mint during trading: the victim's own transfer and sell (no privileged call) grew the total supply.
  if (report.buyOk && b.supplyAfter !== undefined && b.supplyAfter > b.supply)
    raw.push({
      kind: "mint",
      scope: null,
      selector: SELL_SELECTOR,
      hint: "a holder's own transfer and sell through the router (no privileged call)",
      caller: victim,
      callerRoles: ["any holder (the probe's victim trading)"],
      pattern: "the baseline: a transfer of a tenth, then a sell of half the rest",
      measure: "totalSupply during the holder's trades",
      before: b.supply.toString(),
      after: b.supplyAfter.toString(),
    });
  // An allowance a fresh buyer holds right after its buy from the pair, which it never gave: the buy wrote it behind
  // the holder's back, and the spender's later ordinary transferFrom takes the buyer's tokens (a drain in two steps).
  // An approval a holder gives itself is never measured here (the fresh buyer approves nobody).
  if (report.grantAmount !== undefined && report.grantAmount > 0n && report.grantSpender) {
    const spender = getAddress(report.grantSpender);
    const known = cands.find((c) => c.address.toLowerCase() === spender.toLowerCase());
    const reading = (report.spenderReadings ?? []).find(
      (r) => r.spender.toLowerCase() === spender.toLowerCase() && r.allowance > 0n,
    );
    const judged = reading ? judgeSpender(reading) : null;
    // A stranger (or a key) made the spender take the buyer's tokens: that caller holds the drain.
    const mover = judged?.moved
      ? cands.find((c) => c.address.toLowerCase() === reading?.movedCaller.toLowerCase())
      : null;
    raw.push({
      kind: "drain",
      scope: null,
      selector: BUY_SELECTOR,
      hint: "a holder's own buy from the pair (no privileged call)",
      caller: mover?.address ?? spender,
      callerRoles: mover?.roles ?? known?.roles ?? ["an outside contract the token's code or storage names"],
      pattern: "a fresh address's buy through the router",
      measure: `a fresh buyer's allowance to ${spender}, written by its buy (the buyer approved nobody): the spender can transferFrom the buyer's tokens${judged ? `; ${judged.text}` : ""}`,
      before: "0",
      after: report.grantAmount.toString(),
      ...(judged?.inert ? { inertSpender: judged.text } : {}),
    });
  }
  // The holder's own approve of the router (the baseline's trades, as any seller gives it) also granted a watched
  // address an allowance over the holder: approvals that grant more than asked (a drain in two steps, a later ordinary
  // transferFrom by that address).
  if (
    report.buyOk &&
    b.allowanceSpender !== undefined &&
    b.allowanceAfter !== undefined &&
    b.allowanceBefore !== undefined &&
    b.allowanceAfter > b.allowanceBefore &&
    !isBurnAddress(b.allowanceSpender)
  ) {
    const spender = getAddress(b.allowanceSpender);
    const known = cands.find((c) => c.address.toLowerCase() === spender.toLowerCase());
    raw.push({
      kind: "drain",
      scope: null,
      selector: APPROVE_SELECTOR,
      hint: "a holder's own approve(router) before a sell (no privileged call)",
      caller: spender,
      callerRoles: known?.roles ?? ["an address the token's code or storage names"],
      pattern: "the baseline: the holder approves the router only, then sells",
      measure: `a holder's allowance to ${spender}, granted by the holder's approve of the router (it approved nobody else): the spender can transferFrom the holder's tokens`,
      before: b.allowanceBefore.toString(),
      after: b.allowanceAfter.toString(),
    });
  }
  /** Drain reach per (selector, caller): the largest fall in bps after the setters at their maxima. */
  const reach = new Map<string, number>();
  for (const h of report.hits) {
    // A hit past the probed selectors is a transfer test (TRANSFER_TESTS): an ordinary ERC-20 call, counted only
    // for its effects.
    const test = Number(h.selectorIndex) - probed.length;
    const transferTest = test >= 0;
    const cand = cands[Number(h.candidateIndex)];
    if (!cand) continue;
    const s = h.state;
    // A forged approval (FORGED_SIGNATURES, after the conservation tests): the stranger's permit with a signature that
    // is no holder's granted it the victim's allowance, and its ordinary transferFrom then took the victim's tokens.
    const forged = test - TRANSFER_TESTS.length - CONSERVATION_TESTS.length;
    // What any holder can do with the standard entry points (ANYONE_TESTS, after the forged approvals).
    const anyoneTest = forged - (identity.permits?.length ?? 0) * FORGED_SIGNATURES.length;
    if (anyoneTest >= 0) {
      const at = ANYONE_TESTS[anyoneTest];
      if (!at) continue;
      const common = {
        scope: null,
        selector: at.selector,
        hint: selectorHint(at.selector) ?? null,
        caller: cand.address,
        callerRoles: cand.roles,
        pattern: at.pattern,
      };
      if (anyoneTest === 0) {
        const was = s.callerBefore ?? 0n;
        const now = s.callerAfter ?? 0n;
        if (s.supply > b.supply)
          raw.push({
            ...common,
            kind: "mint",
            measure: "totalSupply, after a holder's transfer to itself",
            before: b.supply.toString(),
            after: s.supply.toString(),
          });
        else if (now > was + CREDIT_TOLERANCE)
          raw.push({
            ...common,
            kind: "mint",
            measure:
              "the caller's own balance after a transfer to itself (total supply unchanged): the self-transfer added the amount instead of leaving the balance as it was (anyone prints by repeating it)",
            before: was.toString(),
            after: now.toString(),
          });
        continue;
      }
      if (anyoneTest >= SENTINEL_TEST) {
        // A special amount (type(uint256).max, 0) on a path that skips the allowance: anyone takes any holder's bag.
        raw.push({
          ...common,
          kind: "drain",
          measure:
            "a holder's balance, taken by a stranger's transferFrom with a special amount and no allowance from the holder (anyone takes any holder's bag)",
          before: b.victim.toString(),
          after: s.victim.toString(),
        });
        continue;
      }
      if (anyoneTest > 3) {
        // An empty wallet's transfer of 2^width: the recipient got more than the sender held (tokens nobody paid).
        raw.push({
          ...common,
          kind: "mint",
          measure: `what a fresh recipient received from a sender that held ${(s.callerBefore ?? 0n).toString()} (an amount beyond a narrow integer width: debited cut down, credited whole; anyone prints by repeating it)`,
          before: (s.callerBefore ?? 0n).toString(),
          after: (s.sinkGain ?? 0n).toString(),
        });
        continue;
      }
      if (anyoneTest === 3) {
        raw.push({
          ...common,
          kind: "drain",
          measure:
            "a holder's balance, taken by a stranger's transferFrom after the holder approved only the router (an unlimited approval kept without its spender: anyone may spend the bag)",
          before: b.victim.toString(),
          after: s.victim.toString(),
        });
        continue;
      }
      const took = s.victim < b.victim;
      raw.push({
        ...common,
        kind: "drain",
        measure: took
          ? "a holder's balance, taken by an ordinary transferFrom after an allowance the holder never gave (written by the caller's own call)"
          : "a holder's allowance to the caller, which the holder never gave (written by the caller's own call)",
        before: took ? b.victim.toString() : (s.allowanceBefore ?? 0n).toString(),
        after: took ? s.victim.toString() : (s.allowanceAfter ?? 0n).toString(),
      });
      continue;
    }
    if (forged >= 0) {
      const sel = identity.permits?.[Math.floor(forged / FORGED_SIGNATURES.length)];
      if (!sel) continue;
      const took = s.victim < b.victim;
      raw.push({
        kind: "drain",
        scope: null,
        selector: sel,
        hint: selectorHint(sel) ?? "a permit (a signed approval)",
        caller: cand.address,
        callerRoles: cand.roles,
        pattern: `permit(a holder, the caller, max, max, …) with a signature that is no holder's: ${FORGED_SIGNATURES[forged % FORGED_SIGNATURES.length]}, then the caller's transferFrom of what it was allowed`,
        measure: took
          ? "a holder's balance, taken by an ordinary transferFrom after a permit the holder never signed (a forged approval)"
          : `a holder's allowance to the caller, granted by a permit the holder never signed (a forged approval)`,
        before: took ? b.victim.toString() : (s.allowanceBefore ?? 0n).toString(),
        after: took ? s.victim.toString() : (s.allowanceAfter ?? 0n).toString(),
      });
      continue;
    }
    // A conservation test (CONSERVATION_TESTS): measured without the victim's trades, judged by conservation only.
    const conservation = test >= TRANSFER_TESTS.length ? CONSERVATION_TESTS[test - TRANSFER_TESTS.length] : null;
    if (conservation) {
      raw.push(...conservationEffects(conservation, cand, s, b, { victim, holder }));
      continue;
    }
    const selector = !transferTest
      ? probed[Number(h.selectorIndex)]
      : test === 1
        ? TRANSFER_FROM_SELECTOR
        : TRANSFER_SELECTOR;
    const rawPattern = Number(h.pattern);
    // A tiny value's effect on a buy (BUY_LOSS_PATTERN): a fresh buyer's buy went through and the buyer received much
    // less of what left the pair than before the call (the rest went elsewhere).
    if (!transferTest && rawPattern === BUY_LOSS_PATTERN) {
      const bb = s.buyTaxBefore === undefined ? null : Number(s.buyTaxBefore);
      const ba = s.buyTaxAfter === undefined ? null : Number(s.buyTaxAfter);
      if (!callable.some((c) => c.selector === selector && c.caller === cand.address))
        callable.push({ selector, caller: cand.address });
      // Most of the buy lost (BUY_LOSS_MIN_BPS), 10 points or more above the plain buy: a small buy fee a tiny value sets
      // is not this class (a setter taking whole percents), and is not reported here.
      if (bb !== null && ba !== null && bb <= 10_000 && ba <= 10_000 && ba >= BUY_LOSS_MIN_BPS && ba - bb >= 1_000)
        raw.push({
          kind: "tax",
          scope: null,
          selector,
          hint: selectorHint(selector),
          caller: cand.address,
          callerRoles: cand.roles,
          pattern: `${PROBE_PATTERNS[1]}, then a fresh buyer's buy from the pair`,
          measure:
            "buy tax (bps): the share of what left the pair that the buyer did not receive, after this call (the rest went elsewhere)",
          before: String(bb),
          after: String(ba),
        });
      continue;
    }
    // Session 20's negative values and burn bags (see NEG_PATTERN): read here; its per-wallet fees and grants are read
    // below as a selector's call with pattern 0.
    const negative =
      !transferTest && rawPattern >= NEG_PATTERN && rawPattern < NEG_PATTERN + NEG_VALUES.length
        ? rawPattern - NEG_PATTERN
        : -1;
    const burnt =
      !transferTest && rawPattern >= BURN_PATTERN && rawPattern < BURN_PATTERN + BURN_ADDRESSES.length
        ? rawPattern - BURN_PATTERN
        : -1;
    if (negative >= 0 || burnt >= 0) {
      if (!callable.some((c) => c.selector === selector && c.caller === cand.address))
        callable.push({ selector, caller: cand.address });
      const common = {
        scope: null,
        selector,
        hint: selectorHint(selector),
        caller: cand.address,
        callerRoles: cand.roles,
      };
      if (burnt >= 0) {
        raw.push({
          ...common,
          kind: "mint",
          pattern: `(${BURN_ADDRESSES[burnt]}, its balance): a burn address and the tokens it holds`,
          measure: `the summed balances of the caller, the token, the holders and the pair (total supply unchanged): tokens held by the burn address ${BURN_ADDRESSES[burnt]} ("burnt", out of the circulating supply) came back into live hands: supply created as a mint creates it`,
          before: (s.trackedBefore ?? 0n).toString(),
          after: (s.trackedAfter ?? 0n).toString(),
        });
        continue;
      }
      const pattern = `(${NEG_VALUES[negative]}, ${NEG_VALUES[negative]}, …): a signed value below zero (two's complement), where a value pattern went through`;
      const grown = (s.supplyAfter ?? s.supply) - s.supply;
      const baseGrown = b.supplyAfter !== undefined && b.supplyAfter > b.supply ? b.supplyAfter - b.supply : 0n;
      if (grown > baseGrown)
        raw.push({
          ...common,
          kind: "mint",
          pattern,
          measure:
            "totalSupply after the holder's own transfer and sell, after this call (a negative rate: each trade credits more than was sent, minted)",
          before: s.supply.toString(),
          after: (s.supplyAfter ?? s.supply).toString(),
        });
      else if (s.sellOk && s.pairReceived !== undefined && s.pairReceived > s.sold)
        raw.push({
          ...common,
          kind: "mint",
          pattern,
          measure:
            "tokens the pair received from the holder's sell against the tokens sold (a negative rate credits more than was sent)",
          before: s.sold.toString(),
          after: s.pairReceived.toString(),
        });
      continue;
    }
    const personal =
      !transferTest && rawPattern >= PERSONAL_PATTERN && rawPattern < PERSONAL_PATTERN + PERSONAL_FEES.length
        ? rawPattern - PERSONAL_PATTERN
        : -1;
    const grantOpener =
      !transferTest && rawPattern >= GRANT_PATTERN && rawPattern < GRANT_PATTERN + 2 * MAX_PROBE_HITS
        ? report.hits[Math.floor((rawPattern - GRANT_PATTERN) / 2)]
        : undefined;
    if (!transferTest && rawPattern >= GRANT_PATTERN && !grantOpener) continue;
    const s20 = personal >= 0 || grantOpener !== undefined;
    // Session 19's measured repeats, pairs and wraps: read as a selector's call with pattern `p` (see REPEAT_PATTERN).
    const repeated =
      !transferTest && rawPattern >= REPEAT_PATTERN && rawPattern < REPEAT_PATTERN + PROBE_PATTERNS.length;
    const paired = !transferTest && rawPattern >= PAIR_PATTERN && rawPattern < WRAP_PATTERN;
    const pairOpener = paired ? report.hits[Math.floor((rawPattern - PAIR_PATTERN) / 32)] : undefined;
    if (paired && !pairOpener) continue;
    const wrapped = !transferTest && rawPattern >= WRAP_PATTERN && rawPattern < WRAP_PATTERN + WRAP_PAIRS.length;
    if (!transferTest && rawPattern >= REPEAT_PATTERN && !repeated && !paired && !wrapped && !s20) continue;
    const s19 = repeated || paired || wrapped || s20;
    // A price anyone may pay (PAID_PATTERN): only what it did to the holder's transfer and sell is read (what the
    // payment bought the payer is a rule anyone gets alike).
    if (!transferTest && rawPattern >= PAID_PATTERN && rawPattern < PAID_PATTERN + PAID_VALUES.length) {
      // Anyone may call it (for a price): its refusals without value are no hidden caller.
      if (!callable.some((c) => c.selector === selector && c.caller === cand.address))
        callable.push({ selector, caller: cand.address });
      const transferBlocked = transferTestable && s.victim >= 10n && !s.transferOk;
      const sellBlocked = sellTestable && s.sold > 0n && !s.sellOk && s.pair + s.sold <= V2_MAX_RESERVE;
      if (!transferBlocked && !sellBlocked) continue;
      const what = transferBlocked && sellBlocked ? "transfer and sell" : transferBlocked ? "transfer" : "sell";
      const kind: EffectKind = transferBlocked && s.tinyOk ? "limit" : "freeze";
      raw.push({
        selector,
        hint: selectorHint(selector),
        caller: cand.address,
        callerRoles: cand.roles,
        pattern: `${PROBE_PATTERNS[0]}, sent with ${formatEther(PAID_VALUES[rawPattern - PAID_PATTERN])} of the native coin (a price anyone may pay: the same call without it was refused)`,
        kind,
        scope: null,
        measure: `the holder's ${what}`,
        before: "works",
        after: kind === "limit" ? "fails above 1 wei" : "reverts",
        sellOnly: !transferBlocked,
      });
      if (kind === "freeze") {
        const set = freezePatterns.get(selector) ?? new Set<number>();
        set.add(0);
        freezePatterns.set(selector, set);
      }
      continue;
    }
    // A self-call shape (light) or a two-step power (measured as pattern 0, after its opener): see SELF_CALL_PATTERN and
    // REOPEN_PATTERN.
    const selfCall =
      !transferTest && rawPattern >= SELF_CALL_PATTERN && rawPattern < SELF_CALL_PATTERN + SELF_CALL_SHAPES.length;
    const victimShape =
      !transferTest && rawPattern >= VICTIM_PATTERN && rawPattern < VICTIM_PATTERN + VICTIM_SHAPES.length
        ? rawPattern - VICTIM_PATTERN
        : -1;
    const valued = !transferTest && rawPattern >= VALUE_PATTERN && rawPattern < VALUE_PATTERN + PROBE_PATTERNS.length;
    const claimed = !transferTest && rawPattern >= CLAIM_PATTERN && rawPattern < VALUE_PATTERN;
    const claimOpener = claimed && rawPattern > CLAIM_PATTERN ? report.hits[rawPattern - CLAIM_PATTERN - 1] : undefined;
    if (claimed && rawPattern > CLAIM_PATTERN && !claimOpener) continue;
    const opener =
      !transferTest && !claimed && !valued && !s19 && rawPattern >= REOPEN_PATTERN
        ? report.hits[rawPattern - REOPEN_PATTERN]
        : undefined;
    if (!transferTest && !claimed && !valued && !s19 && rawPattern >= REOPEN_PATTERN && !opener) continue;
    const p = s20
      ? 0
      : repeated
        ? rawPattern - REPEAT_PATTERN
        : paired
          ? (rawPattern - PAIR_PATTERN) % 32
          : wrapped
            ? 1
            : selfCall
              ? 2
              : victimShape >= 0 || opener || claimed
                ? 0
                : valued
                  ? rawPattern - VALUE_PATTERN
                  : rawPattern;
    const s19Text =
      personal >= 0
        ? `(victim, ${PERSONAL_FEES[personal]}): a per-wallet fee of ${PERSONAL_FEES[personal]} bps set on the holder whose own sell is measured, where (victim, 1) went through`
        : grantOpener
          ? `${PROBE_PATTERNS[0]}, right after the same caller's ${probed[Number(grantOpener.selectorIndex)] ?? "?"} (itself, ${(rawPattern - GRANT_PATTERN) % 2 === 0 ? "1e30" : "1"}) (a power the key granted itself, then used: it was refused before)`
          : repeated
            ? `${PROBE_PATTERNS[p] ?? ""}, made up to ${REPEAT_CALLS} times in a row by the same caller in one block (until refused): a step whose effect stacks`
            : pairOpener
              ? `${PROBE_PATTERNS[p] ?? ""}, right after the same caller's ${probed[Number(pairOpener.selectorIndex)] ?? "?"} ${PROBE_PATTERNS[Number(pairOpener.pattern)] ?? ""} in the same block (two functions with no effect alone: a queued change and its apply)`
              : wrapped
                ? `${WRAP_PAIRS[rawPattern - WRAP_PATTERN]} (a cap computed in a narrow width)`
                : undefined;
    const patternText =
      s19Text ??
      (selfCall
        ? `${SELF_CALL_SHAPES[rawPattern - SELF_CALL_PATTERN]}: the token calls itself with the caller's calldata`
        : victimShape >= 0
          ? VICTIM_SHAPES[victimShape]
          : claimed
            ? `${PROBE_PATTERNS[0]}, right after the stranger's ${claimOpener ? `${probed[Number(claimOpener.selectorIndex)] ?? "?"} ${PROBE_PATTERNS[Number(claimOpener.pattern)] ?? ""}` : "acceptOwnership() with nobody pending"} (a claim anyone can make: the stranger then passed a check it failed before)`
            : valued
              ? `${PROBE_PATTERNS[p] ?? ""}, sent with value (a payable path; the stranger's same call with the same value created fewer tokens)`
              : opener
                ? `${PROBE_PATTERNS[0]}, right after the same caller's ${probed[Number(opener.selectorIndex)] ?? "?"} ${PROBE_PATTERNS[Number(opener.pattern)] ?? ""} (a setter that re-opened a function it was refused: a power in two steps)`
                : undefined);
    if (!transferTest && !selfCall && !opener && p > PROBE_PATTERNS.length) {
      const sel = probed[Number(h.selectorIndex)];
      if (p === COMBINED_DRAIN_PATTERN) {
        let most = 0;
        for (const [before, after] of [
          [b.victim, s.victim],
          [b.holder, s.holder],
          [b.pair, s.pair],
        ] as const)
          if (before > 0n && after < before) most = Math.max(most, Number(((before - after) * 10_000n) / before));
        reach.set(`${sel}|${cand.address.toLowerCase()}`, most);
      } else if (p === COMBINED_TAX_PATTERN) raw.push(...combinedTaxEffects(sel, cand, s, baseTax, sellTestable));
      continue;
    }
    if (!transferTest && !callable.some((c) => c.selector === selector && c.caller === cand.address))
      callable.push({ selector, caller: cand.address });
    if (!transferTest) {
      const takeover = {
        selector,
        hint: selectorHint(selector),
        caller: cand.address,
        callerRoles: cand.roles,
        pattern: patternText ?? PROBE_PATTERNS[p] ?? "",
        anyone: byAnyone({ caller: cand.address }),
      };
      // The token now runs the code the caller chose: every other measurement of this call is of that code.
      if (s.codeReplaced) {
        if (!takeovers.some((t) => t.kind === "code" && t.caller === cand.address))
          takeovers.push({ ...takeover, kind: "code", before: "the token's code", after: "code the caller chose" });
        continue;
      }
      const was = b.ownerAfter?.toLowerCase();
      const now = s.ownerAfter?.toLowerCase();
      if (
        was !== undefined &&
        now !== undefined &&
        now !== was &&
        !isBurnAddress(now) &&
        (now === cand.address.toLowerCase() || now === victim.toLowerCase()) &&
        cand.address.toLowerCase() !== was &&
        !takeovers.some((t) => t.kind === "ownership" && t.caller === cand.address)
      )
        takeovers.push({ ...takeover, kind: "ownership", before: getAddress(was), after: getAddress(now) });
    }
    const base = {
      selector,
      hint: !transferTest
        ? selectorHint(selector)
        : test === 0
          ? "transfer(address,uint256) to the caller itself"
          : test === 1
            ? "transferFrom(address,address,uint256) without an allowance"
            : "transfer(address,uint256) of more than the sender holds",
      caller: cand.address,
      callerRoles: cand.roles,
      pattern: transferTest ? (TRANSFER_TESTS[test] ?? SELF_TRANSFER_PATTERN) : (patternText ?? PROBE_PATTERNS[p]),
    };
    // Conservation around the overdrawn transfer (more than the sender holds, which an honest token refuses): the
    // sink got more than the sender lost: tokens out of nothing, a mint by another route. (A transfer to itself is
    // not judged so: reward payouts to the sender during a transfer would look the same.)
    if (test === 2 && s.callerBefore !== undefined && s.callerAfter !== undefined) {
      const debit = s.callerBefore > s.callerAfter ? s.callerBefore - s.callerAfter : 0n;
      const credit = s.sinkGain ?? 0n;
      if (credit > debit && s.supply <= b.supply)
        raw.push({
          ...base,
          kind: "mint",
          scope: null,
          measure: "tokens credited against the sender's debit (unbacked transfer, total supply unchanged)",
          before: `debit ${debit}`,
          after: `credit ${credit}`,
        });
    }
    if (s.supply > b.supply)
      raw.push({
        ...base,
        kind: "mint",
        scope: null,
        measure: s.mintBounded
          ? `totalSupply (bound measured by repeating the call with other amounts: ${s.mintCapped ? "capped in code" : "not capped"}, reachable increase ${s.mintReach ?? 0n} = ${bpsText(s.mintReach ?? 0n, b.supply)} of the supply${s.mintCapped ? "" : " or more"})`
          : "totalSupply",
        before: b.supply.toString(),
        after: s.supply.toString(),
        ...(s.mintBounded ? { capped: s.mintCapped === true } : {}),
      });
    // Credit without supply: a function's call raised the summed balances of the caller (its own balance counts),
    // the token, the victim, a holder and the pair with the supply unchanged: tokens credited that nobody paid (an
    // owner-only "reward" writing its own balance). Rounding of reflection tokens stays under the tolerance.
    else if (
      !transferTest &&
      s.trackedBefore !== undefined &&
      s.trackedAfter !== undefined &&
      s.trackedAfter > s.trackedBefore + CREDIT_TOLERANCE
    )
      raw.push({
        ...base,
        kind: "mint",
        scope: null,
        measure:
          "summed balances of the caller, the token, a holder, a fresh holder and the pair (credit without supply: total supply unchanged)",
        before: s.trackedBefore.toString(),
        after: s.trackedAfter.toString(),
      });
    // Printed by arithmetic wrap (after the credit test, which names an owner-only credit more precisely): the call left the caller holding more than the whole supply, and more than it held
    // plus what the supply grew (an unchecked subtraction below zero: a burn of more than it holds, a batch total
    // that wraps). No honest ledger has a balance above its total supply; whoever made the call can print.
    else if (
      s.callerBefore !== undefined &&
      s.callerAfter !== undefined &&
      s.supply > 0n &&
      s.callerAfter > s.supply &&
      s.callerAfter > s.callerBefore + (s.supply > b.supply ? s.supply - b.supply : 0n)
    )
      raw.push({
        ...base,
        kind: "mint",
        scope: null,
        measure:
          "the caller's own balance, now above the total supply (an arithmetic wrap: the caller printed for itself)",
        before: s.callerBefore.toString(),
        after: s.callerAfter.toString(),
      });
    const fell: [string, bigint, bigint][] = [
      ["a fresh holder's balance", b.victim, s.victim],
      ["a holder's balance", b.holder, s.holder],
      ["the pair's balance", b.pair, s.pair],
    ];
    for (const [what, before, after] of fell)
      if (after < before) {
        raw.push({
          ...base,
          kind: "drain",
          scope: null,
          measure: what,
          before: before.toString(),
          after: after.toString(),
        });
        break;
      }
    // The backing left: the token contract's holding of its ERC-4626 asset (what every share redeems for) fell, or was
    // approved to the address the call named, with no share burnt (an honest redemption burns shares): the caller moves
    // what backs every holder's tokens.
    if (
      !transferTest &&
      s.backingBefore !== undefined &&
      s.backingAfter !== undefined &&
      s.backingAfter < s.backingBefore &&
      s.supply >= b.supply
    )
      raw.push({
        ...base,
        kind: "drain",
        scope: null,
        measure:
          "the token contract's holding of its asset() (what every share redeems for), less what it allows the address the call named to pull: the holders' backing",
        before: s.backingBefore.toString(),
        after: s.backingAfter.toString(),
      });
    // An allowance over the victim it never gave, written by this call: the theft is a later, ordinary transferFrom
    // by the spender (a drain in two steps).
    if (
      s.allowanceSpender !== undefined &&
      s.allowanceAfter !== undefined &&
      s.allowanceBefore !== undefined &&
      s.allowanceAfter > s.allowanceBefore
    )
      raw.push({
        ...base,
        kind: "drain",
        scope: null,
        measure: `a holder's allowance to ${getAddress(s.allowanceSpender) === cand.address ? "the caller" : "another candidate"} ${getAddress(s.allowanceSpender)}, which the holder never gave (a later ordinary transferFrom takes its tokens)`,
        before: s.allowanceBefore.toString(),
        after: s.allowanceAfter.toString(),
      });
    // A spender that skips the allowance, set by this call: the address the call named (the victim here; the
    // caller could name itself) then moved a holder's tokens with no allowance, which it could not before the call
    // (two steps: set, then an ordinary transferFrom).
    if (!transferTest && (s.pulled ?? 0n) > 0n && (b.pulled ?? 0n) === 0n)
      raw.push({
        ...base,
        kind: "drain",
        scope: null,
        measure: NAMED_SPENDER_MEASURE,
        before: "transferFrom without allowance refused",
        after: `${s.pulled} moved`,
      });
    // A light hit (no trades measured) says nothing about transfers, sells or the tax.
    const light = !transferTest && (selfCall || victimShape === 0 || valued || LIGHT_PATTERNS.has(p));
    const transferBlocked = !light && transferTestable && s.victim >= 10n && !s.transferOk;
    // A sell that would push the pair's token reserve past uint112 (a huge mint to the victim, e.g. a mint whose
    // amount word got an address) fails in the V2 pair's own reserve update: no switch on holders, not a freeze.
    const sellBlocked = !light && sellTestable && s.sold > 0n && !s.sellOk && s.pair + s.sold <= V2_MAX_RESERVE;
    if (transferBlocked || sellBlocked) {
      const what = transferBlocked && sellBlocked ? "transfer and sell" : transferBlocked ? "transfer" : "sell";
      // A limit: a normal transfer fails but 1 wei goes through. A sell-only block is a freeze of sells (or, when
      // the same function also moved the tax, a tax set so high that sells revert). Session 20: a wallet-to-wallet
      // transfer that fails while the same holder's sell through the router still works (measured right after) is a
      // transfer restriction (a limit, medium), not a stop on sells; a block that reaches sells stays a freeze.
      const transferOnly = transferBlocked && !sellBlocked && sellTestable && s.sellOk && s.sold > 0n;
      const kind: EffectKind = transferBlocked && (s.tinyOk || transferOnly) ? "limit" : "freeze";
      raw.push({
        ...base,
        kind,
        scope: null,
        measure: `the holder's ${what}${transferOnly && !s.tinyOk ? " (wallet to wallet; its sell through the router, measured right after, went through)" : ""}`,
        before: "works",
        after:
          kind === "limit"
            ? transferOnly && !s.tinyOk
              ? "wallet-to-wallet transfers revert; sells work"
              : "fails above 1 wei"
            : "reverts",
        sellOnly: !transferBlocked,
      });
      if (kind === "freeze") {
        const set = freezePatterns.get(selector) ?? new Set<number>();
        set.add(p);
        freezePatterns.set(selector, set);
      }
    }
    const tax = light ? null : taxOf(s);
    if (baseTax !== null && tax !== null && Math.abs(tax - baseTax) >= 100)
      raw.push({
        ...base,
        kind: "tax",
        scope: null,
        measure: "sell tax (bps)",
        before: String(baseTax),
        after: String(tax),
      });
  }
  // One effect per (selector, kind): the first found; a freeze is global when any pattern without the victim froze.
  // A sell-only block by a function that also moved the sell tax is that tax set high enough to revert sells.
  const taxSelectors = new Set(raw.filter((e) => e.kind === "tax").map((e) => e.selector));
  const effects: PrivilegeEffect[] = [];
  for (const { sellOnly, ...e } of raw) {
    if (e.kind === "freeze" && sellOnly && taxSelectors.has(e.selector)) {
      const t = raw.find((x) => x.kind === "tax" && x.selector === e.selector);
      if (t) t.after = "10000";
      continue;
    }
    if (e.kind === "freeze") {
      const ps = [...(freezePatterns.get(e.selector) ?? [])];
      e.scope = ps.some((p) => !TARGETED_PATTERNS.has(p)) ? "global" : "targeted";
    }
    const same = effects.find((x) => x.selector === e.selector && x.kind === e.kind);
    const contractCaller = (a: Address) => cands.some((c) => c.contract && c.address.toLowerCase() === a.toLowerCase());
    if (!same) effects.push(e);
    // A contract candidate's effect (a Safe, a timelock) does not hide one key with the same power on that function:
    // the key's effect is kept beside it (the checks then see a caller that is not governance).
    else if (
      contractCaller(same.caller) &&
      !contractCaller(e.caller) &&
      !effects.some((x) => x.selector === e.selector && x.kind === e.kind && x.caller === e.caller)
    )
      effects.push(e);
    else if (e.kind === "tax" && Number(e.after) > Number(same.after)) effects.splice(effects.indexOf(same), 1, e);
    // What the stranger got is what anyone gets: it replaces a candidate's effect of the same kind by that function.
    else if (byAnyone(e) && !byAnyone(same)) effects.splice(effects.indexOf(same), 1, e);
  }
  // A freeze by a function that also sets a transfer limit is that limit set to zero: reported as the limit.
  for (const e of [...effects])
    if (e.kind === "freeze" && effects.some((x) => x.kind === "limit" && x.selector === e.selector)) {
      effects.splice(effects.indexOf(e), 1);
      const limit = effects.find((x) => x.kind === "limit" && x.selector === e.selector);
      if (limit) limit.after = "reverts even for 1 wei (limit set to zero)";
    }
  // Tax effects folded above may have been pushed before their sell-only block: take the final figures.
  for (const e of effects)
    if (e.kind === "tax") {
      const best = raw
        .filter((x) => x.kind === "tax" && x.selector === e.selector)
        .sort((a, b) => Number(b.after) - Number(a.after))[0];
      if (best)
        Object.assign(e, {
          after: best.after,
          measure: best.measure,
          pattern: best.pattern,
          caller: best.caller,
          callerRoles: best.callerRoles,
        });
    }
  // A drain's reach: the same call repeated after its caller's setters at their maxima (absent: not measured).
  for (const e of effects) {
    const r = e.kind === "drain" ? reach.get(`${e.selector}|${e.caller.toLowerCase()}`) : undefined;
    if (r === undefined) continue;
    // The call alone took `once`; repeated (and after the setters) it took half as much again or more: repeatable, a
    // take without a bound of its own (the reach is then not a cap: reported above the bound).
    const before = BigInt(e.before);
    const once = before > 0n && BigInt(e.after) < before ? Number(((before - BigInt(e.after)) * 10_000n) / before) : 0;
    e.reachBps = r >= once * 1.5 && r > 0 ? Math.max(r, BOUNDED_DRAIN_BPS + 1) : r;
    e.measure = `${e.measure} (reach: repeated after ${COMBINED_TEXT}, the balance fell by ${r / 100} % at most${r <= BOUNDED_DRAIN_BPS ? ": a bounded take" : ""})`;
  }
  const reasons: string[] = [];
  const undecided = new Set<EffectKind>();
  if (report.exhausted || skipped.length) {
    for (const k of EFFECT_KINDS) undecided.add(k);
    if (report.exhausted) reasons.push(`the probe budget ran out after ${report.attempted} of ${report.total} calls`);
    if (skipped.length)
      reasons.push(`${skipped.length} selectors beyond the budget of ${MAX_PROBE_SELECTORS} were not probed`);
  }
  // With no function to probe nothing can change freezes, limits or taxes: the victim's own trades do not matter.
  if (probed.every((sel) => sel === FALLBACK_LABEL)) {
    // decided: nothing to call
  } else if (!report.buyOk) {
    undecided.add("freeze").add("limit").add("tax");
    reasons.push("the probe's victim could not buy the token, so freezes, limits and tax changes were not measured");
  } else if (!b.transferOk || !b.sellOk) {
    if (!b.sellOk) undecided.add("tax");
    if (!b.transferOk && !b.sellOk) undecided.add("freeze").add("limit");
    reasons.push(
      `the probe's victim could not ${!b.transferOk && !b.sellOk ? "transfer or sell" : !b.sellOk ? "sell" : "transfer"} even before any privileged call`,
    );
  }
  // Ownership taken back while owner() is burnt (renounced): the taker holds every power of the owner, which the
  // probe measured for nobody (onlyOwner functions refused every candidate): those powers are undecided, not absent.
  const ownerNow = b.ownerAfter;
  const taken = takeovers.filter((t) => t.kind === "ownership");
  if (taken.length && (ownerNow === undefined || isBurnAddress(ownerNow))) {
    for (const k of EFFECT_KINDS) undecided.add(k);
    reasons.push(
      `${taken.map((t) => `${t.caller} (${t.callerRoles.join(", ")})`).join("; ")} can take ownership back (owner() is burnt now): the owner's powers were not measured as that caller`,
    );
  }
  // A function a candidate reaches (the stranger is refused by an access check, the candidate only by its input) that
  // refused every probed argument: what it does was not measured, so no class is "none found".
  // Functions refused to every caller that went through for the victim (an ordinary holder) once it also held and
  // had approved the outside assets (a wrap / deposit pulling an asset from its caller, an unwrap burning its own
  // tokens): refused for want of the asset or the token, not by an access check, so they are no evidence of a hidden
  // caller (their refusals are not read as access or identity checks).
  // Not where the code makes an identity check the probe cannot take (a hashed caller, a fixed signer): a function that
  // goes through for a funded holder may still keep a branch for that identity (a bonus mint after an honest deposit),
  // so its refusals keep counting.
  const funded = identity.gates.length ? 0n : (report.funded ?? 0n);
  const reached = [
    ...callable,
    ...probed.filter((_, s) => (funded >> BigInt(s)) & 1n).map((selector) => ({ selector, caller: victim })),
  ];
  const inputOnly = reachedButRefused(
    report.refusals ?? [],
    report.strangerRefusals ?? [],
    probed,
    reached,
    report.readable ?? 0n,
  );
  if (inputOnly.length) {
    for (const k of EFFECT_KINDS) undecided.add(k);
    reasons.push(
      `${inputOnly.length} function(s) a candidate reaches (a stranger is refused by an access check) refused every probed argument by its input (${inputOnly.map((x) => x.hint ?? x.selector).join(", ")}): what they do was not measured`,
    );
  }
  // Functions refused to every caller the probe has behind an identity check it cannot take: their powers are not
  // measured, so no class is "none found", and their callers are hidden (reported as access refusals).
  // The stranger's own refusals stand where no candidate's was recorded (no candidate at all, or one not tried).
  const strangerRefusals = report.strangerRefusals ?? [];
  const identityGated = gatedFunctions(
    identity,
    (report.refusals ?? []).map((r, k) => (r?.refused ? r : (strangerRefusals[k] ?? r))),
    probed,
    reached,
    report.readable ?? 0n,
  );
  if (identityGated.length) {
    for (const k of EFFECT_KINDS) undecided.add(k);
    reasons.push(
      `${identityGated.length} function(s) refused every caller the probe has behind an identity check it cannot take (${identityGated.map((g) => `${g.hint ?? g.selector}: ${g.gate}`).join("; ")}): what they do was not measured`,
    );
  }
  const conserved = report.conserved === undefined ? cands.length : Number(report.conserved);
  const refused = accessRefusals(
    report.refusals ?? [],
    probed,
    reached,
    emptyRevertIsAccess(report.strangers ?? [], probed, callable),
    report.readable ?? 0n,
  );
  if (conserved < cands.length) {
    undecided.add("mint").add("drain");
    reasons.push(
      `the conservation tests of the standard functions ran for ${conserved} of ${cands.length} accounts before the gas budget ran out`,
    );
  }
  for (const e of effects) undecided.delete(e.kind);
  return {
    status: undecided.size ? "partial" : "completed",
    reason: reasons.join("; "),
    candidates: [...cands],
    selectorsProbed: [...probed],
    selectorsSkipped: [...skipped],
    attempted: Number(report.attempted),
    total: Number(report.total),
    victimBought: report.buyOk,
    baselineSellTaxBps: baseTax,
    effects,
    undecided: [...undecided],
    callable,
    refused: [
      ...refused,
      ...identityGated
        .filter((g) => !refused.some((r) => r.selector === g.selector))
        .map((g) => ({
          selector: g.selector,
          hint: g.hint,
          revert: `refused every caller behind an identity check the probe cannot take (${g.gate})`,
        })),
    ],
    takeovers,
    // Whoever passes an identity check the probe cannot take is a caller nobody can name: the callers are hidden.
    ...(identityGated.length ? { identityGated, callersHidden: true } : {}),
  };
}

/** EIP-2612 permit: never probed (any holder's signature), named when the code checks a fixed signer. */
const PERMIT_SELECTOR = toFunctionSelector("function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)");
/** An identity check's refusal costs at most this much gas (ecrecover is 3,000; hashing and a storage read). */
const IDENTITY_CHECK_GAS = 30_000n;
/** Error texts of a signature or caller check (an identity refusal), not of an input or a state (a closed window). */
const IDENTITY_TEXT = /sig|signer|signature|auth|identity|forbidden|denied|not allowed|caller|sender|origin/i;
const SIGNER_ERRORS = new Set<string>(
  [
    "ECDSAInvalidSignature()",
    "ECDSAInvalidSignatureLength(uint256)",
    "ECDSAInvalidSignatureS(bytes32)",
    "ERC2612InvalidSigner(address,address)",
  ].map((s) => toFunctionSelector(`function ${s}`)),
);

/**
 * Refusals of an owner or role check (OpenZeppelin's Ownable / AccessControl errors): the owner and role holders are
 * callers the probe names (or a renounced owner nobody can be), not an identity it cannot take.
 */
const OWNER_ROLE_ERRORS = new Set<string>(
  // OpenZeppelin 5's Ownable / AccessControl errors, Solady's Ownable / OwnableRoles `Unauthorized()`, and the common
  // hand-written owner errors (review 2026-11-27: an owner check is no identity gate).
  [
    "OwnableUnauthorizedAccount(address)",
    "AccessControlUnauthorizedAccount(address,bytes32)",
    "Unauthorized()",
    "NotOwner()",
    "OnlyOwner()",
    "CallerNotOwner()",
  ].map((s) => toFunctionSelector(`function ${s}`)),
);

/** A refusal an identity check gives: an empty revert, a custom error, a signature error or a caller / signature text. */
function identityRefusal(r: RawRefusal): boolean {
  const sel = r.errSelector.toLowerCase();
  if (sel === "0x00000000") return r.gasUsed <= IDENTITY_CHECK_GAS;
  if (SIGNER_ERRORS.has(sel)) return true;
  if (OWNER_ROLE_ERRORS.has(sel)) return false;
  if (sel === ERROR_STRING) {
    const text = Buffer.from(r.errWord.slice(2), "hex")
      .toString("latin1")
      .replace(/[^\x20-\x7e]/g, "");
    return (
      IDENTITY_TEXT.test(text) && !/balance|allowance|expired|deadline|closed|ended|cap\b|paused|owner|role/i.test(text)
    );
  }
  return !INPUT_ERRORS.has(sel);
}

/**
 * Functions behind an identity check the probe cannot take: the code makes such a check (bytecode facts:
 * IdentityGate), and the function refused every caller the probe has (candidates and the stranger: no caller went
 * through, no static read answered) with identity refusals only (no refusal that names a balance, a closed window or
 * a panic). EIP-2612 permit (never probed) is named when the code compares a recovered signer with a fixed or stored
 * address and no probed function accounts for that check. Upgrade entry points are left out (the proxy's admin).
 */
export function gatedFunctions(
  identity: { gates: readonly IdentityGate[]; permit: boolean },
  refusals: readonly RawRefusal[],
  probed: readonly string[],
  callable: readonly { selector: string }[],
  readable = 0n,
): { selector: string; hint: string | null; gate: string }[] {
  if (!identity.gates.length) return [];
  const gate = identity.gates.map((g) => g.what).join("; ");
  const n = PROBE_PATTERNS.length;
  const out: { selector: string; hint: string | null; gate: string }[] = [];
  probed.forEach((selector, s) => {
    if (selector === FALLBACK_LABEL || UPGRADE_SELECTORS.has(selector)) return;
    if (callable.some((c) => c.selector === selector) || (readable >> BigInt(s)) & 1n) return;
    // All zeros (pattern 2, padded to eight words) decodes for any signature of up to eight head words: its refusal
    // is a check, not arguments that did not decode.
    const mine = refusals.slice(s * n, s * n + n).filter((r) => r?.refused);
    if (refusals[s * n + 2]?.refused && mine.every(identityRefusal))
      out.push({ selector, hint: selectorHint(selector), gate });
  });
  const signer = identity.gates.find((g) => g.kind === "fixed-signer");
  if (signer && identity.permit && !out.length)
    out.push({
      selector: PERMIT_SELECTOR,
      hint: "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)",
      gate: signer.what,
    });
  return out;
}

/**
 * Functions no caller could call, where every candidate's refusal is by input (refusalCause; one of them with an
 * error text or an input error, not an empty revert) and the stranger's refusal of the same arguments is an access check: the candidate passed the door and the probe's arguments did not
 * fit. Reads (a static call answered) and upgrade entry points are left out.
 */
export function reachedButRefused(
  refusals: readonly RawRefusal[],
  strangerRefusals: readonly RawRefusal[],
  probed: readonly string[],
  callable: readonly { selector: string }[],
  readable = 0n,
): { selector: string; hint: string | null }[] {
  const out: { selector: string; hint: string | null }[] = [];
  const n = PROBE_PATTERNS.length;
  probed.forEach((selector, s) => {
    if (callable.some((c) => c.selector === selector) || UPGRADE_SELECTORS.has(selector)) return;
    if ((readable >> BigInt(s)) & 1n) return;
    const mine = refusals.slice(s * n, s * n + n);
    if (!mine.some((r) => r?.refused) || mine.some((r) => r?.refused && refusalCause(r).kind === "access")) return;
    // A refusal that says why (an error text or an input error), not an empty revert after some work (a failed
    // Ether transfer or outside call: the function ran and its own work failed, e.g. a withdrawal with nothing to
    // withdraw).
    const doorOnly = mine.some((r, p) => {
      const theirs = strangerRefusals[s * n + p];
      return (
        r?.refused &&
        r.errSelector.toLowerCase() !== "0x00000000" &&
        theirs?.refused &&
        refusalCause(theirs).kind === "access"
      );
    });
    if (doorOnly) out.push({ selector, hint: selectorHint(selector) });
  });
  return out;
}

/**
 * What one conservation test broke: the supply grew (a mint), the tracked balances' sum rose with the supply not grown
 * (tokens credited from nothing: an unbacked mint), or the victim's, the holder's or the pair's balance fell (a drain).
 */
function conservationEffects(
  test: (typeof CONSERVATION_TESTS)[number],
  cand: ProbeCandidate,
  s: RawState,
  b: RawState,
  watched: { victim: Address; holder: Address | null },
): (PrivilegeEffect & { sellOnly?: boolean })[] {
  const base = {
    selector: test.selector,
    hint: `${test.pattern.split("(")[0]}(…) by a privileged caller (a standard function's hidden path)`,
    caller: cand.address,
    callerRoles: cand.roles,
    pattern: test.pattern,
    scope: null,
  };
  const out: (PrivilegeEffect & { sellOnly?: boolean })[] = [];
  if (s.supply > b.supply)
    out.push({
      ...base,
      kind: "mint",
      measure: "totalSupply",
      before: b.supply.toString(),
      after: s.supply.toString(),
    });
  else if (s.trackedBefore !== undefined && s.trackedAfter !== undefined && s.trackedAfter > s.trackedBefore)
    out.push({
      ...base,
      kind: "mint",
      measure:
        "summed balances of the caller, the recipient, the token, a holder and the pair (unbacked credit, total supply unchanged)",
      before: s.trackedBefore.toString(),
      after: s.trackedAfter.toString(),
    });
  // The pair's allowance to this account (the prober sets it only on the pair's transferFrom test): a Uniswap V2
  // pair never calls approve, so any allowance from it was written by the token (or its allowance() lies): the right
  // to take the pool's tokens, then sync() and sell. Reported with the spender and the allowance.
  if (s.allowanceSpender !== undefined && s.allowanceAfter !== undefined && s.allowanceAfter > 0n)
    out.push({
      ...base,
      kind: "drain",
      measure: `the pair's allowance to the caller ${getAddress(s.allowanceSpender)}, which a pair never gives (the pool's tokens can be taken, then sync() and sell)`,
      before: "0",
      after: s.allowanceAfter.toString(),
    });
  // A fall of the caller's own balance is its own spend (a sender's transfer(token, 1)), never a drain.
  const isCaller = (a: Address | null) => a !== null && a.toLowerCase() === cand.address.toLowerCase();
  const fell: [string, bigint, bigint][] = [
    ...(isCaller(watched.victim) ? [] : [["a fresh holder's balance", b.victim, s.victim] as [string, bigint, bigint]]),
    ...(isCaller(watched.holder) ? [] : [["a holder's balance", b.holder, s.holder] as [string, bigint, bigint]]),
    ["the pair's balance", b.pair, s.pair],
  ];
  const drained = fell.find(([, before, after]) => after < before);
  if (drained && !out.some((e) => e.kind === "drain"))
    out.push({
      ...base,
      kind: "drain",
      measure: drained[0],
      before: drained[1].toString(),
      after: drained[2].toString(),
    });
  return out;
}

export interface RawRefusal {
  refused: boolean;
  errSelector: Hex;
  errWord: Hex;
  gasUsed: bigint;
}

/**
 * Reverts that refuse ANY caller, privileged or not, for the call's own inputs: OpenZeppelin v5's ERC-20 / EIP-2612 /
 * ECDSA / Votes / nonce / ERC-1363 / ERC-4626 / ERC-3156 errors (IERC6093 and the libraries' custom errors) and Solidity panics
 * (arithmetic underflow on a balance). A function refused with one of these is not evidence of a hidden caller.
 */
const INPUT_ERRORS = new Set<string>(
  [
    "Panic(uint256)",
    "ERC20InsufficientBalance(address,uint256,uint256)",
    "ERC20InvalidSender(address)",
    "ERC20InvalidReceiver(address)",
    "ERC20InsufficientAllowance(address,uint256,uint256)",
    "ERC20InvalidApprover(address)",
    "ERC20InvalidSpender(address)",
    "ERC20ExceededCap(uint256,uint256)",
    "ERC2612ExpiredSignature(uint256)",
    "ERC2612InvalidSigner(address,address)",
    "ECDSAInvalidSignature()",
    "ECDSAInvalidSignatureLength(uint256)",
    "ECDSAInvalidSignatureS(bytes32)",
    "VotesExpiredSignature(uint256)",
    "InvalidAccountNonce(address,uint256)",
    "ERC5805FutureLookup(uint256,uint48)",
    "ERC20ExceededSafeSupply(uint256,uint256)",
    "ERC1363InvalidReceiver(address)",
    "ERC1363InvalidSpender(address)",
    "ERC1363TransferFailed(address,uint256)",
    "ERC1363TransferFromFailed(address,address,uint256)",
    "ERC1363ApproveFailed(address,uint256)",
    // ERC-4626 vaults: an amount above what this owner may deposit, mint, withdraw or redeem (OpenZeppelin v5 ERC4626).
    "ERC4626ExceededMaxDeposit(address,uint256,uint256)",
    "ERC4626ExceededMaxMint(address,uint256,uint256)",
    "ERC4626ExceededMaxWithdraw(address,uint256,uint256)",
    "ERC4626ExceededMaxRedeem(address,uint256,uint256)",
    // ERC-3156 flash loans (OpenZeppelin v5 ERC20FlashMint): another token, a loan above the maximum, a receiver that
    // does not answer the callback.
    "ERC3156UnsupportedToken(address)",
    "ERC3156ExceededMaxLoan(uint256)",
    "ERC3156InvalidReceiver(address)",
    // An initializer already run refuses every caller (OpenZeppelin v5 Initializable).
    "InvalidInitialization()",
  ].map((s) => toFunctionSelector(`function ${s}`)),
);
const ERROR_STRING = "0x08c379a0";
/**
 * Error(string) texts of the same input checks in older OpenZeppelin and hand-written tokens (first 32 bytes), and
 * an initializer already run ("Initializable: contract is already initialized"): it refuses every caller.
 */
const INPUT_TEXT =
  /balance|allowance|signature|signer|expired|deadline|nonce|insufficient|exceeds|underflow|overflow|invalid (sender|receiver|recipient|spender|approver)|non[- ]?receiver|not a contract|initiali[sz]|already init/i;
/**
 * "Zero" is an input refusal only where it names an input: a zero address or amount ("zero address", "to zero",
 * "from the zero", "amount is zero", "must be greater than zero", "non-zero amount"). A bare "zero" elsewhere (a
 * role or contract named so, "not zero's keeper") is no evidence that every caller is refused: an access refusal.
 */
const ZERO_INPUT_TEXT =
  /\bzero[ _-]?(address|addr|account|amount|value|balance|recipient|receiver|sender|spender)\b|\b(to|from|for)( the)? zero\b|\b(amount|value|address|balance|recipient|receiver|sender|spender)( is| cannot be| can't be| must not be| may not be)?( the)? zero\b|\b(greater|more|larger|bigger) than zero\b|>\s*zero\b|\bnon[- ]?zero (address|amount|value|balance)\b|\bmust be non[- ]?zero\b|\b(cannot|can't|must not|may not|should not) be (the )?zero\b|\bis zero\b/i;
/**
 * Empty reverts, told apart by the gas the refused call used (every probe runs in a reverted sub-call, so the
 * caller's storage slots are cold each time): under one cold storage read (2,100) the arguments did not decode and
 * nothing was checked; an access check at the door reads one or two cold slots and compares (up to ~5,000); a call
 * that used more did work first (wrote storage, emitted an event, called out) and failed in its own work, e.g. a
 * callback to a spender with no code: anyone would be refused there too.
 */
const DECODE_GAS = 2_000n;
const ACCESS_CHECK_GAS = 5_000n;

/** Why a refused call was refused: "input" (anyone would be), or the revert as text (an access check). */
export function refusalCause(r: RawRefusal): { kind: "input" } | { kind: "access"; revert: string } {
  const sel = r.errSelector.toLowerCase();
  if (sel === "0x00000000")
    return r.gasUsed < DECODE_GAS || r.gasUsed > ACCESS_CHECK_GAS
      ? { kind: "input" }
      : { kind: "access", revert: "empty revert" };
  if (INPUT_ERRORS.has(sel)) return { kind: "input" };
  if (sel === ERROR_STRING) {
    const text = Buffer.from(r.errWord.slice(2), "hex")
      .toString("latin1")
      .replace(/[^\x20-\x7e]/g, "");
    return INPUT_TEXT.test(text) || ZERO_INPUT_TEXT.test(text)
      ? { kind: "input" }
      : { kind: "access", revert: JSON.stringify(text) };
  }
  // OpenZeppelin v5's AccessControlUnauthorizedAccount(address,bytes32): the probe keeps its role word (the role refused).
  if (sel === ROLE_CHECK_ERROR)
    return { kind: "access", revert: `custom error ${sel} (role ${r.errWord.toLowerCase()})` };
  return { kind: "access", revert: `custom error ${sel}` };
}

/** OpenZeppelin v5 AccessControlUnauthorizedAccount(address account, bytes32 neededRole). */
const ROLE_CHECK_ERROR = "0xe2517d3f";

/**
 * This token's access checks revert empty: some function went through for a candidate and, with the same arguments,
 * reverted empty for a stranger. Then an empty revert that refuses every candidate is as clear an access check as a
 * revert text (the arguments are not the problem), and it is labelled so (HIDDEN_OWNER counts it).
 */
export const EMPTY_ACCESS_REVERT =
  "empty revert, as this token's access checks (the same call went through for a candidate and reverted empty for a stranger)";

function emptyRevertIsAccess(
  strangers: readonly RawRefusal[],
  probed: readonly string[],
  callable: readonly { selector: string }[],
): boolean {
  return probed.some(
    (selector, s) =>
      callable.some((c) => c.selector === selector) &&
      strangers[s]?.refused === true &&
      strangers[s].errSelector.toLowerCase() === "0x00000000",
  );
}

/**
 * The selectors no candidate could call and that some pattern refused with an access-like revert. A selector that
 * answered as a read for some caller or argument pattern (a static call went through with return data: nothing
 * written) refuses by its input, not by its caller (a vote lookup refusing a future block, "not yet determined"):
 * only a refusal that differs by caller is access, and with the same arguments every candidate was refused here
 * (a candidate that goes through where a stranger is refused makes the selector callable, judged by its effects).
 */
export function accessRefusals(
  refusals: readonly RawRefusal[],
  probed: readonly string[],
  callable: readonly { selector: string }[],
  emptyIsAccess = false,
  readable = 0n,
): { selector: string; hint: string | null; revert: string }[] {
  const out: { selector: string; hint: string | null; revert: string }[] = [];
  probed.forEach((selector, s) => {
    if (callable.some((c) => c.selector === selector)) return;
    // A proxy's upgrade refuses everyone but its admin (UPGRADEABLE_PROXY follows the admin): no hidden caller.
    if (UPGRADE_SELECTORS.has(selector)) return;
    if ((readable >> BigInt(s)) & 1n) return;
    for (let p = 0; p < PROBE_PATTERNS.length; p++) {
      const r = refusals[s * PROBE_PATTERNS.length + p];
      if (!r?.refused) continue;
      const cause = refusalCause(r);
      if (cause.kind === "access") {
        const revert = emptyIsAccess && cause.revert === "empty revert" ? EMPTY_ACCESS_REVERT : cause.revert;
        out.push({ selector, hint: selectorHint(selector), revert });
        return;
      }
    }
  });
  return out;
}
