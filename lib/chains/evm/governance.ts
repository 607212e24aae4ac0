/**
 * Governance among the privileged candidates: whether a caller the privilege prober found is governance (a multisig
 * needing at least two signatures, a timelock with a delay of a day or more) rather than one key. Read in the
 * prober's round (round 3), no extra round trip.
 */
import { getSafeL2SingletonDeployment, getSafeSingletonDeployment } from "@safe-global/safe-deployments";
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  pad,
  parseAbi,
  toEventSelector,
  toFunctionSelector,
  toHex,
} from "viem";
import { readRecentLogs } from "./access-manager";
import { engineAddress, isBurnAddress } from "./address";
import { analyseCode, disassemble } from "./bytecode";
import { revertedOrUnknown } from "./calls";
import type { ControlFacts } from "./holders";
import { MINTER_PROBER_ABI, MINTER_PROBER_RUNTIME_BYTECODE } from "./minter-prober-bytecode";
import { PROBER_ABI, PROBER_RUNTIME_BYTECODE } from "./prober-bytecode";

const SAFE_VERSIONS = ["1.0.0", "1.1.1", "1.2.0", "1.3.0", "1.4.1", "1.5.0"];

const label = engineAddress;
/** The fresh addresses the governance read runs at (code by state override) and from. */
const READER_CALLER = label("governance-caller");
const CLAIMS_ADDRESS = label("governance-claims");
/** The address that tries to execute a never-queued operation, given the executor's rights by state override. */
const EXECUTOR_PROBE = label("governance-executor-probe");
/** The never-queued operation's target (a fresh address: a call to it succeeds when it runs at all). */
const UNQUEUED_TARGET = label("governance-unqueued-target");

/**
 * Governance recognised BY CODE (never by its own answers): a Safe proxy whose code is an official SafeProxy and
 * whose singleton is an official Safe singleton, with no module enabled, read from the Safe's storage; an
 * OpenZeppelin TimelockController or a Compound Timelock recognised by its documented interface and storage.
 */
export type CandidateGovernance =
  | {
      kind: "multisig";
      threshold: number;
      delaySeconds: null;
      recognisedBy: string;
      /** The Safe's signers, from its official getOwners() (null: not read). */
      owners?: Address[] | null;
    }
  | { kind: "timelock"; threshold: null; delaySeconds: number; recognisedBy: string };

/** What a contract says about itself that its code does not confirm (reported as unverified governance, no cap). */
export interface ClaimedGovernance {
  claim: string;
  why: string;
}

export interface GovernanceReading {
  governance: CandidateGovernance | null;
  /** Set when the candidate answers like governance but its code is not recognised, or a Safe runs with a module / one signature. */
  claimed: ClaimedGovernance | null;
  /**
   * Set when the candidate is recognised BY CODE as a Safe that one key can operate alone: a threshold of 1 (any one
   * signer executes), an enabled module that is an account without code or whose owner() is one (a module executes
   * without signatures), or signers among the token's own insiders that reach its threshold (withInsiders). Such a
   * Safe stands where an externally-owned account stands (one key), not where an unknown contract does.
   */
  oneKey?: { why: string } | null;
}

/**
 * The words a one-key Safe's reading ends its `claimed.why` with. The reader turns that reading into a candidate role
 * (`unverified governance: claims …, but <why>`), the only structured-free channel the proxy admin's owner reaches the
 * checks by; oneKeyRole finds it again there (one implementation for the token owner and the proxy admin's owner).
 */
export const ONE_KEY_SAFE_WORDS = "one key operates this Safe alone";

/**
 * What a one-key Safe's reading left among a candidate's roles, as "<what it is>, but <why>" (the reader's
 * "unverified governance: claims " prefix and the closing words dropped; null: no such role).
 */
export function oneKeyRole(roles: readonly string[] | null | undefined): string | null {
  const role = roles?.find((r) => r.endsWith(`: ${ONE_KEY_SAFE_WORDS}`));
  return role ? role.slice(0, -`: ${ONE_KEY_SAFE_WORDS}`.length).replace(/^unverified governance: claims /, "") : null;
}

/** A reading that marks a recognised Safe as operated by one key (its `why` carries ONE_KEY_SAFE_WORDS). */
function oneKeySafe(claim: string, why: string): GovernanceReading {
  const text = `${why}: ${ONE_KEY_SAFE_WORDS}`;
  return { governance: null, claimed: { claim, why: text }, oneKey: { why: text } };
}

/** A timelock's delay must leave holders at least this long to leave (seconds) for it to count as governance. */
export const GOVERNANCE_MIN_DELAY = 86_400;

/**
 * Official Safe singletons' runtime code hashes, every version and deployment type the npm package
 * `@safe-global/safe-deployments` (pinned, 1.37.63) ships with a code hash (Safe and SafeL2 singletons).
 */
export const SAFE_SINGLETON_CODE_HASHES: ReadonlySet<string> = new Set(
  SAFE_VERSIONS.flatMap((version) =>
    [getSafeSingletonDeployment({ version }), getSafeL2SingletonDeployment({ version })].flatMap((d) =>
      d?.deployments ? Object.values(d.deployments).map((x) => x.codeHash.toLowerCase()) : [],
    ),
  ),
);

/**
 * Runtime code hashes of the official Safe proxies (the code a Safe account's address holds; its singleton is in
 * storage slot 0). keccak256 of `deployedBytecode` in the official npm build artifacts, computed 2026-11-26:
 * GnosisSafeProxy 1.3.0 (`@gnosis.pm/safe-contracts@1.3.0` build/artifacts/contracts/proxies/GnosisSafeProxy.sol),
 * SafeProxy 1.4.1 (`@safe-global/safe-contracts@1.4.1`), SafeProxy 1.5.0 (`@safe-global/safe-smart-account@1.5.0`).
 * The factories deploy exactly this runtime code (`type(SafeProxy).creationCode` of the same build).
 */
export const SAFE_PROXY_CODE_HASHES: Readonly<Record<string, string>> = {
  // Proxy 1.1.1 (`@gnosis.pm/safe-contracts@1.1.1` build/contracts/Proxy.json, solc 0.5.14; computed 2026-11-26):
  // the same package's ProxyFactory.json runtime hashes to the official ProxyFactory 1.1.1 code hash that
  // `@safe-global/safe-deployments@1.37.63` records (0x0f0bb9c1…d995, at 0x76E2cFc1…1F9B) and embeds this proxy,
  // so it is the code the official factory deploys. Safe 1.2.0 ships no factory of its own (safe-deployments lists
  // none for v1.2.0): 1.2.0 Safes are this proxy of the 1.2.0 singleton. Safe 1.0.0's proxy is not recognised: the
  // npm 1.0.0 build's factory does not hash to the official 1.0.0 factory, so its proxy code cannot be confirmed.
  "0xaea7d4252f6245f301e540cfbee27d3a88de543af8e49c5c62405d5499fab7e5": "1.1.1",
  "0xb89c1b3bdf2cf8827818646bce9a8f6e372885f8c55e5c07acbd307cb133b000": "1.3.0",
  "0xd7d408ebcd99b2b70be43e20253d6d92a8ea8fab29bd3be7f55b10032331fb4c": "1.4.1",
  "0x4e381985ca68b3e5d27b4425fa581c19cf33146d3f887a3cfca96f55528ea46f": "1.5.0",
};

/**
 * Safe storage (safe-smart-account contracts/Safe.sol and its bases, the same from 1.0.0 to 1.5.0): slot 0 the
 * singleton, 1 `modules` (a linked list from SENTINEL = 0x1; `modules[0x1] == 0x1` when no module is enabled),
 * 2 `owners`, 3 `ownerCount`, 4 `threshold`.
 */
export const SAFE_MODULES_SENTINEL_SLOT = keccak256(
  encodeAbiParameters([{ type: "address" }, { type: "uint256" }], ["0x0000000000000000000000000000000000000001", 1n]),
);

/**
 * A tiny program run by eth_call AT the candidate's own address (its code replaced by this one through a state
 * override; its storage stays), so it reads the candidate's storage directly: the singleton in slot 0 (every Safe
 * proxy, 1.0.0 to 1.5.0, keeps it there, whether or not the proxy answers `masterCopy()`), that address's
 * EXTCODEHASH, storage slot 2 (a timelock's delay) and the Safe modules sentinel `modules[0x1]`. The candidate's
 * real code is read beside it with eth_getCode (same batch). Hand-assembled:
 *   MSTORE(0, SLOAD(0) & (2^160 - 1))  MSTORE(0x20, EXTCODEHASH(MLOAD(0)))  MSTORE(0x40, SLOAD(2))
 *   MSTORE(0x60, SLOAD(SAFE_MODULES_SENTINEL_SLOT))  RETURN(0, 0x80)
 */
export const GOVERNANCE_STORAGE_PROGRAM = ("0x600054" +
  `73${"ff".repeat(20)}16` +
  "80600052" +
  "3f602052" +
  "600254604052" +
  `7f${SAFE_MODULES_SENTINEL_SLOT.slice(2)}54606052` +
  // Slots 0-7 as they are (a minter contract's stored controllers, minter-probe.ts judgeMinter): MSTORE(0x80 + 32 i, SLOAD(i)).
  Array.from(
    { length: 8 },
    (_, i) => `60${i.toString(16).padStart(2, "0")}5461${(0x80 + 32 * i).toString(16).padStart(4, "0")}52`,
  ).join("") +
  // The first enabled module (modules[0x1]; 0x1 when none): MSTORE(0x180, EXTCODESIZE(module)), then its owner()
  // (STATICCALL with 100k gas, answer at 0x1a0; nothing when it has no code or does not answer) and
  // MSTORE(0x1c0, EXTCODESIZE(owner)): a module one key steers is followed in the same call (no extra round).
  `7f${SAFE_MODULES_SENTINEL_SLOT.slice(2)}54` +
  "803b61018052" +
  "638da5cb5b60e01b6101e052" +
  "60206101a060046101e084620186a0fa5050" +
  "6101a0513b6101c052" +
  "6102006000f3") as Hex;

/** Documented interfaces (every selector present in the dispatcher) of the timelocks recognised by code. */
const OZ_TIMELOCK_SIGNATURES = [
  "getMinDelay()",
  "updateDelay(uint256)",
  "schedule(address,uint256,bytes,bytes32,bytes32,uint256)",
  "execute(address,uint256,bytes,bytes32,bytes32)",
  "cancel(bytes32)",
  "getTimestamp(bytes32)",
  "hashOperation(address,uint256,bytes,bytes32,bytes32)",
  "PROPOSER_ROLE()",
  "EXECUTOR_ROLE()",
  "hasRole(bytes32,address)",
];
const COMPOUND_TIMELOCK_SIGNATURES = [
  "admin()",
  "pendingAdmin()",
  "delay()",
  "GRACE_PERIOD()",
  "MINIMUM_DELAY()",
  "MAXIMUM_DELAY()",
  "setDelay(uint256)",
  "acceptAdmin()",
  "setPendingAdmin(address)",
  "queueTransaction(address,uint256,string,bytes,uint256)",
  "cancelTransaction(address,uint256,string,bytes,uint256)",
  "executeTransaction(address,uint256,string,bytes,uint256)",
  "queuedTransactions(bytes32)",
];
/**
 * Everything else OpenZeppelin's TimelockController dispatches on, v3.4 to v5 (checked against the v5.7.0 source
 * of `@openzeppelin/contracts` compiled here: 28 functions; v4's TIMELOCK_ADMIN_ROLE()). A dispatcher with any
 * other function is not the documented contract: an extra `executeNow()` is exactly what a fake would add.
 */
const OZ_TIMELOCK_OTHER_SIGNATURES = [
  "DEFAULT_ADMIN_ROLE()",
  "TIMELOCK_ADMIN_ROLE()",
  "CANCELLER_ROLE()",
  "executeBatch(address[],uint256[],bytes[],bytes32,bytes32)",
  "scheduleBatch(address[],uint256[],bytes[],bytes32,bytes32,uint256)",
  "hashOperationBatch(address[],uint256[],bytes[],bytes32,bytes32)",
  "getOperationState(bytes32)",
  "getRoleAdmin(bytes32)",
  "grantRole(bytes32,address)",
  "revokeRole(bytes32,address)",
  "renounceRole(bytes32,address)",
  "isOperation(bytes32)",
  "isOperationPending(bytes32)",
  "isOperationReady(bytes32)",
  "isOperationDone(bytes32)",
  "supportsInterface(bytes4)",
  "onERC721Received(address,address,uint256,bytes)",
  "onERC1155Received(address,address,uint256,uint256,bytes)",
  "onERC1155BatchReceived(address,address,uint256[],uint256[],bytes)",
];
const selectorsOf = (sigs: string[]) => sigs.map((s) => toFunctionSelector(`function ${s}`));
const OZ_TIMELOCK_SELECTORS = selectorsOf(OZ_TIMELOCK_SIGNATURES);
const OZ_TIMELOCK_ALLOWED = new Set([...OZ_TIMELOCK_SELECTORS, ...selectorsOf(OZ_TIMELOCK_OTHER_SIGNATURES)]);
const COMPOUND_TIMELOCK_SELECTORS = selectorsOf(COMPOUND_TIMELOCK_SIGNATURES);
/** Compound's Timelock.sol dispatches on exactly its 13 documented functions. */
const COMPOUND_TIMELOCK_ALLOWED = new Set(COMPOUND_TIMELOCK_SELECTORS);

/**
 * The behavioural check of a timelock, in the same round: executing an operation that was NEVER queued must revert
 * for an authorised executor. The executor's rights are given to a fresh address by a state override of the
 * documented storage: TimelockController's `_roles[EXECUTOR_ROLE].members[probe]` (AccessControl's `_roles` is slot
 * 0), Compound Timelock's `admin` (slot 0). A contract whose `execute` / `executeTransaction` runs a never-queued
 * operation has no delay, whatever getMinDelay() / delay() answer.
 */
const EXECUTOR_ROLE = keccak256(toHex("EXECUTOR_ROLE"));
const OZ_EXECUTOR_MEMBER_SLOT = keccak256(
  encodeAbiParameters(
    [{ type: "address" }, { type: "bytes32" }],
    [EXECUTOR_PROBE, keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "uint256" }], [EXECUTOR_ROLE, 0n]))],
  ),
);
const OZ_UNQUEUED_EXECUTE = encodeFunctionData({
  abi: parseAbi(["function execute(address,uint256,bytes,bytes32,bytes32)"]),
  args: [UNQUEUED_TARGET, 0n, "0x", toHex(0, { size: 32 }), keccak256(toHex("token-risk-api/never-queued"))],
});
const COMPOUND_UNQUEUED_EXECUTE = encodeFunctionData({
  abi: parseAbi(["function executeTransaction(address,uint256,string,bytes,uint256)"]),
  args: [UNQUEUED_TARGET, 0n, "", "0x", 1n],
});

/**
 * The BEHAVIOURAL check of a Compound-style timelock (github.com/compound-finance/compound-protocol,
 * contracts/Timelock.sol: `admin` in slot 0; `setDelay` only from the timelock itself; `queueTransaction` needs
 * eta >= now + delay; `executeTransaction` needs the call queued and now >= eta), recognised by what it does rather
 * than by its exact dispatcher. One eth_call per candidate, in the governance round (no extra round): a program at a
 * fresh address PROBE is made the timelock's admin (state override of slot 0, the documented layout; a look-alike
 * keeping its admin elsewhere fails the queue step, so it is never recognised by accident) and, in one transaction,
 * as that admin: reads delay(), executes a call that was never queued, queues a call with eta = now + delay and
 * executes it at once, and sets the delay to 0. A timelock must answer delay() >= 1 day, accept the queue and refuse
 * the three others.
 */
const COMPOUND_PROBE = label("governance-compound-admin-probe");
const NEVER_QUEUED_TARGET = label("governance-never-queued-target");
const COMPOUND_ABI = parseAbi([
  "function queueTransaction(address,uint256,string,bytes,uint256)",
  "function executeTransaction(address,uint256,string,bytes,uint256)",
  "function setDelay(uint256)",
]);
/** Offset of the eta argument (the fifth head word) in queue/executeTransaction's call data. */
const ETA_OFFSET = 4 + 32 * 4;
const COMPOUND_SEGMENTS: { data: Hex; eta: boolean }[] = [
  {
    data: encodeFunctionData({
      abi: COMPOUND_ABI,
      functionName: "executeTransaction",
      args: [NEVER_QUEUED_TARGET, 0n, "", "0x", 0n],
    }),
    eta: true,
  },
  {
    data: encodeFunctionData({
      abi: COMPOUND_ABI,
      functionName: "queueTransaction",
      args: [UNQUEUED_TARGET, 0n, "", "0x", 0n],
    }),
    eta: true,
  },
  {
    data: encodeFunctionData({
      abi: COMPOUND_ABI,
      functionName: "executeTransaction",
      args: [UNQUEUED_TARGET, 0n, "", "0x", 0n],
    }),
    eta: true,
  },
  { data: encodeFunctionData({ abi: COMPOUND_ABI, functionName: "setDelay", args: [0n] }), eta: false },
];
/** The eth_call's data: the segments' call data, concatenated (the program copies each from its offset). */
const COMPOUND_PROBE_DATA = `0x${COMPOUND_SEGMENTS.map((s) => s.data.slice(2)).join("")}` as Hex;

const push = (value: number | bigint, bytes: number) =>
  `${(0x5f + bytes).toString(16)}${value.toString(16).padStart(bytes * 2, "0")}`;
/**
 * Gas for each of the program's calls, and for the whole eth_call: a candidate that is not a timelock (a Safe proxy
 * whose slot 0, its singleton, the override turns into the program) may call back into itself; bounded gas keeps
 * that recursion cheap for the node.
 */
const CALL_GAS = push(1_000_000, 3);
const COMPOUND_PROBE_GAS = toHex(5_000_000);

/**
 * The admin program, assembled here for one timelock `target` (hand-assembled, no compiler). Memory: 0x0000 the
 * call data of the current step, 0x2000 the results (ok of each step, then delay()'s ok and value), 0x3000 delay()'s
 * answer, 0x3020 eta = TIMESTAMP + delay, 0x3100 delay()'s selector. Returns 6 words:
 *   [neverQueuedExecuted, queued, executedAtOnce, delaySetToZero, delayAnswered, delay].
 */
export function compoundAdminProgram(target: Address): Hex {
  const t = push(BigInt(target), 20);
  let code =
    // MSTORE(0x3100, selector << 224); ok = STATICCALL(1e6 gas, target, 0x3100, 4, 0x3000, 32)
    `${push(BigInt(toFunctionSelector("function delay()")), 4)}60e01b${push(0x3100, 2)}52` +
    `6020${push(0x3000, 2)}6004${push(0x3100, 2)}${t}${CALL_GAS}fa` +
    // MSTORE(0x2080, ok); MSTORE(0x20a0, MLOAD(0x3000)); MSTORE(0x3020, MLOAD(0x3000) + TIMESTAMP)
    `${push(0x2080, 2)}52${push(0x3000, 2)}51${push(0x20a0, 2)}52` +
    `42${push(0x3000, 2)}5101${push(0x3020, 2)}52`;
  let offset = 0;
  COMPOUND_SEGMENTS.forEach((s, i) => {
    const len = (s.data.length - 2) / 2;
    // CALLDATACOPY(0, offset, len)
    code += `${push(len, 2)}${push(offset, 2)}600037`;
    // MSTORE(ETA_OFFSET, MLOAD(0x3020))
    if (s.eta) code += `${push(0x3020, 2)}51${push(ETA_OFFSET, 2)}52`;
    // ok = CALL(1e6 gas, target, 0, 0, len, 0, 0); MSTORE(0x2000 + 32 i, ok)
    code += `60006000${push(len, 2)}60006000${t}${CALL_GAS}f1${push(0x2000 + 32 * i, 2)}52`;
    offset += len;
  });
  // RETURN(0x2000, 0xc0)
  code += `60c0${push(0x2000, 2)}f3`;
  return `0x${code}` as Hex;
}

/** What the admin program measured (null: not read). */
export interface CompoundBehaviour {
  neverQueuedExecuted: boolean;
  queued: boolean;
  executedAtOnce: boolean;
  delaySetToZero: boolean;
  /** delay()'s answer (null: it did not answer). */
  delay: bigint | null;
}

export function decodeCompoundBehaviour(out: Hex | null): CompoundBehaviour | null {
  if (!out || out.length < 2 + 64 * 6) return null;
  const w = (i: number) => BigInt(`0x${out.slice(2 + 64 * i, 2 + 64 * (i + 1))}`);
  return {
    neverQueuedExecuted: w(0) === 1n,
    queued: w(1) === 1n,
    executedAtOnce: w(2) === 1n,
    delaySetToZero: w(3) === 1n,
    delay: w(4) === 1n ? w(5) : null,
  };
}

/** What executing a never-queued operation did: "executed" (no delay), "reverted" (as a timelock must), null (not read). */
export type UnqueuedOutcome = "executed" | "reverted" | null;

/** Everything read about one candidate in round 3 (null: not read / RPC refused). */
export interface GovernanceRaw {
  code: Hex | null;
  /** GOVERNANCE_STORAGE_PROGRAM's first two words: the singleton (storage slot 0) and that address's code hash. */
  singleton: Hex | null;
  /** Storage slot 2 (a timelock's delay) and the Safe modules sentinel slot. */
  slots: (Hex | null)[];
  /** What the candidate answers: getThreshold(), getMinDelay(), delay() (the claims; never trusted alone). */
  claims: readonly (bigint | null)[];
  /** The Safe's getOwners() (answered by the official code once it is recognised; null: not read). */
  owners?: readonly Address[] | null;
  /** Signers that are themselves Safes with threshold 1, each with the keys that operate it alone (oneKeySignerSafe). */
  signerKeys?: Readonly<Record<string, readonly Address[]>> | null;
  /** Executing a never-queued operation as an authorised executor: TimelockController's execute, Compound's executeTransaction. */
  unqueued?: { oz: UnqueuedOutcome; compound: UnqueuedOutcome };
  /** The Compound-style admin program's measurements (compoundAdminProgram; null / absent: not read). */
  compoundBehaviour?: CompoundBehaviour | null;
  /**
   * The first enabled module, read by GOVERNANCE_STORAGE_PROGRAM in the same call (null / absent: not read): whether it
   * holds code, what its owner() answers (null: nothing) and whether that owner holds code.
   */
  module?: ModuleRead | null;
}

/** The first module of a Safe (modules[0x1]) as GOVERNANCE_STORAGE_PROGRAM reads it. */
export interface ModuleRead {
  hasCode: boolean;
  owner: Address | null;
  ownerHasCode: boolean;
}

/** The program's module words (0x180: the module's code size, 0x1a0: its owner() answer, 0x1c0: that owner's code size). */
export function decodeModuleRead(out: Hex | null | undefined): ModuleRead | null {
  if (!out || out.length < 2 + 0x1e0 * 2) return null;
  const w = (offset: number) => `0x${out.slice(2 + offset * 2, 2 + offset * 2 + 64)}` as Hex;
  const ownerWord = w(0x1a0);
  const owner = /^0x0{24}/.test(ownerWord) && BigInt(ownerWord) !== 0n ? getAddress(`0x${ownerWord.slice(26)}`) : null;
  return { hasCode: BigInt(w(0x180)) > 0n, owner, ownerHasCode: BigInt(w(0x1c0)) > 0n };
}

const word = (h: Hex | null | undefined): bigint | null => (h && h !== "0x" ? BigInt(h) : null);
const days = (s: number) => `${Math.round((s / 86_400) * 10) / 10} days`;

/** Governance recognised from what was read (pure; unit-tested). */
export function recogniseGovernance(raw: GovernanceRaw): GovernanceReading {
  const none: GovernanceReading = { governance: null, claimed: null };
  if (!raw.code || raw.code === "0x") return none;
  const [threshold, minDelay, delay] = raw.claims;
  const d = minDelay ?? delay;
  const claim =
    threshold !== null && threshold >= 2n && threshold < 1_000n
      ? `answers getThreshold() = ${threshold}`
      : d !== null && d >= BigInt(GOVERNANCE_MIN_DELAY) && d < 10n ** 12n
        ? `answers ${minDelay !== null ? "getMinDelay()" : "delay()"} = ${d} s`
        : null;
  const [slot2, modulesHead] = raw.slots.map(word);
  // Safe: official proxy code, official singleton (by code hash), no module, threshold >= 2 of >= threshold owners.
  const proxyVersion = SAFE_PROXY_CODE_HASHES[keccak256(raw.code).toLowerCase()];
  if (proxyVersion) {
    const body = raw.singleton && raw.singleton.length >= 130 ? raw.singleton.slice(2) : null;
    const singleton = body ? getAddress(`0x${body.slice(24, 64)}`) : null;
    const singletonHash = body ? `0x${body.slice(64, 128)}` : null;
    if (!singleton || !singletonHash || !SAFE_SINGLETON_CODE_HASHES.has(singletonHash.toLowerCase()))
      return {
        governance: null,
        claimed: {
          claim: `a SafeProxy ${proxyVersion}`,
          why: `its singleton ${singleton ?? "(unreadable)"} is not an official Safe singleton (code hash not in @safe-global/safe-deployments): unverified governance`,
        },
      };
    const safeClaim = `a Safe (official code, ${proxyVersion})`;
    // The official code answers getThreshold() from its storage (and keeps it at most the owner count): a threshold
    // of 1 lets any one of its signers execute alone, whatever else is set.
    if (threshold === 1n)
      return oneKeySafe(
        safeClaim,
        `its threshold is 1${raw.owners ? ` of ${raw.owners.length}` : ""}: any one of its signers executes alone`,
      );
    if (modulesHead !== 1n) {
      // A module executes without the owners' signatures (execTransactionFromModule): an enabled module that is an
      // account without code is one key; one whose owner() answers an account without code (believed as the worse
      // claim) is steered by one key, unless that owner is the Safe itself.
      const module =
        modulesHead !== null && modulesHead > 1n && modulesHead < 2n ** 160n
          ? getAddress(`0x${modulesHead.toString(16).padStart(40, "0")}`)
          : null;
      const m = raw.module;
      if (module && m && !m.hasCode)
        return oneKeySafe(
          safeClaim,
          `its enabled module ${module} is an account without code, which executes without signatures`,
        );
      // An owner below 2^40 is no key (review13: a module whose fallback answers `true` reads as owner 0x…01).
      if (module && m?.hasCode && m.owner && !m.ownerHasCode && !isBurnAddress(m.owner) && BigInt(m.owner) >= 1n << 40n)
        return oneKeySafe(
          safeClaim,
          `its enabled module ${module} (which executes without signatures) answers owner() ${m.owner}, an account without code`,
        );
      return {
        governance: null,
        claimed: {
          claim: safeClaim,
          why:
            modulesHead === null || modulesHead === 0n
              ? "its module list is not initialised: not a set-up Safe"
              : "a module is enabled: a module acts without the owners' signatures",
        },
      };
    }
    if (threshold === null || threshold < 2n || threshold >= 1_000n)
      return {
        governance: null,
        claimed: {
          claim: safeClaim,
          why: `its threshold is ${threshold ?? "unreadable"}: one signature is one key`,
        },
      };
    const nested = raw.owners ? keyReachingThreshold(raw.owners, Number(threshold), raw.signerKeys) : null;
    if (nested)
      return oneKeySafe(
        safeClaim,
        `${nested.key} operates ${nested.through.length} of its signers alone (${nested.through.join(", ")}: itself or Safes with threshold 1 it signs) and so reaches its threshold of ${threshold}`,
      );
    return {
      governance: {
        kind: "multisig",
        threshold: Number(threshold),
        delaySeconds: null,
        recognisedBy: `Safe ${proxyVersion} proxy of the official singleton ${singleton}, no module enabled`,
        owners: raw.owners ? [...raw.owners] : null,
      },
      claimed: null,
    };
  }
  // Timelocks: the full documented interface in the dispatcher and the delay read from the documented slot 2,
  // agreeing with the contract's own answer.
  const dispatch = new Set(analyseCode(raw.code).dispatchSelectors.map((x) => x.toLowerCase()));
  const timelock = (
    name: string,
    selectors: string[],
    allowed: ReadonlySet<string>,
    answer: bigint | null,
    unqueued: UnqueuedOutcome,
  ): GovernanceReading | null => {
    if (!selectors.every((x) => dispatch.has(x.toLowerCase()))) return null;
    const extra = [...dispatch].filter((x) => !allowed.has(x));
    if (extra.length)
      return {
        governance: null,
        claimed: {
          claim: `${name}'s interface`,
          why: `its code also dispatches ${extra.slice(0, 4).join(", ")}${extra.length > 4 ? ", …" : ""}, outside the documented contract: unverified governance`,
        },
      };
    if (unqueued !== "reverted")
      return {
        governance: null,
        claimed: {
          claim: `${name}'s interface`,
          why:
            unqueued === "executed"
              ? "it executed an operation that was never queued (tried as an executor): no delay"
              : "whether it executes an operation never queued could not be checked: unverified governance",
        },
      };
    if (slot2 === null || answer === null || slot2 !== answer)
      return {
        governance: null,
        claimed: {
          claim: `${name}'s interface`,
          why: "its delay in storage slot 2 does not match its answer: unverified governance",
        },
      };
    if (slot2 < BigInt(GOVERNANCE_MIN_DELAY) || slot2 >= 10n ** 12n)
      return {
        governance: null,
        claimed: { claim: name, why: `its delay is ${slot2} s, under a day: no time to exit` },
      };
    return {
      governance: {
        kind: "timelock",
        threshold: null,
        delaySeconds: Number(slot2),
        recognisedBy: `${name} (documented interface; delay ${days(Number(slot2))} read from its storage slot 2; a never-queued operation reverts)`,
      },
      claimed: null,
    };
  };
  const found =
    timelock(
      "OpenZeppelin TimelockController",
      OZ_TIMELOCK_SELECTORS,
      OZ_TIMELOCK_ALLOWED,
      minDelay,
      raw.unqueued?.oz ?? null,
    ) ??
    timelock(
      "Compound Timelock",
      COMPOUND_TIMELOCK_SELECTORS,
      COMPOUND_TIMELOCK_ALLOWED,
      delay,
      raw.unqueued?.compound ?? null,
    );
  if (found?.governance) return found;
  // A Compound-style timelock recognised by behaviour (compoundAdminProgram): its dispatcher need not hold Compound's
  // whole interface (compilers and forks split or inline the dispatcher), but may hold nothing outside it (a hidden
  // `executeNow()` the admin could call is not a timelock), and as its admin the program could queue but could
  // neither execute at once, nor execute a call never queued, nor set the delay to 0.
  const b = raw.compoundBehaviour;
  const outside = [...dispatch].filter((x) => !COMPOUND_TIMELOCK_ALLOWED.has(x as Hex));
  if (b?.queued && dispatch.size > 0 && !found) {
    const why = b.neverQueuedExecuted
      ? "its admin executed a call that was never queued: no delay"
      : b.executedAtOnce
        ? "its admin executed a call queued this block: no delay"
        : b.delaySetToZero
          ? "its admin set the delay to 0 directly (a timelock changes its delay only through its own queue): no delay"
          : outside.length
            ? `its code also dispatches ${outside.slice(0, 4).join(", ")}${outside.length > 4 ? ", …" : ""}, outside Compound's Timelock: another way its admin may act at once`
            : b.delay === null || b.delay < BigInt(GOVERNANCE_MIN_DELAY) || b.delay >= 10n ** 12n
              ? `its delay is ${b.delay ?? "unreadable"} s, under a day: no time to exit`
              : null;
    if (why) return { governance: null, claimed: { claim: "a Compound-style timelock", why } };
    const delaySeconds = Number(b.delay);
    return {
      governance: {
        kind: "timelock",
        threshold: null,
        delaySeconds,
        recognisedBy: `Compound-style timelock (by behaviour, as its admin: queued a call it could not execute for ${days(delaySeconds)}, could not execute a call never queued, could not set its delay to 0; nothing outside Compound's interface in its dispatcher)`,
      },
      claimed: null,
    };
  }
  if (found) return found;
  return claim
    ? {
        governance: null,
        claimed: { claim, why: "its code is not a recognised Safe or timelock: unverified governance" },
      }
    : none;
}

/**
 * Reads each candidate's governance in round 3 (the prober's round; every call issued at once, so they share the
 * round's JSON-RPC batch: no extra round trip): its code (eth_getCode), its singleton, the singleton's code hash,
 * storage slot 2 and the Safe modules sentinel (one eth_call of GOVERNANCE_STORAGE_PROGRAM at its own address), and
 * its claims (one eth_call of the prober's `controlOf` for all). RPC errors leave a candidate unread (no governance:
 * one key).
 */
export async function readCandidateGovernance(
  client: PublicClient,
  candidates: readonly Address[],
): Promise<GovernanceReading[]> {
  return (await readCandidateGovernanceAndCode(client, candidates)).readings;
}

/** readCandidateGovernance, with each candidate's code (eth_getCode, null: not read) for contractControl. */
export async function readCandidateGovernanceAndCode(
  client: PublicClient,
  candidates: readonly Address[],
): Promise<{ readings: GovernanceReading[]; codes: (Hex | null)[]; storage: (Hex[] | null)[] }> {
  if (candidates.length === 0) return { readings: [], codes: [], storage: [] };
  const soft = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);
  const reads = candidates.map((a) =>
    Promise.all([
      soft(
        client.request({
          method: "eth_call",
          params: [{ from: READER_CALLER, to: a, data: "0x" }, "latest", { [a]: { code: GOVERNANCE_STORAGE_PROGRAM } }],
        } as never) as Promise<Hex>,
      ),
      soft(client.request({ method: "eth_getCode", params: [a, "latest"] } as never) as Promise<Hex>),
      // getOwners(), with each signer that holds code read as a Safe (MinterProber.signersOf at a fresh address, its
      // code by state override; session 15: nested Safes). Reverts on anything but a Safe: a revert is its answer,
      // never retried (a retry would split the round).
      soft(
        client.request(
          {
            method: "eth_call",
            params: [
              { from: READER_CALLER, to: SIGNERS_READER, data: signersOfData(a) },
              "latest",
              { [SIGNERS_READER]: { code: MINTER_PROBER_RUNTIME_BYTECODE } },
            ],
          } as never,
          { retryCount: 0 },
        ) as Promise<Hex>,
      ),
      tryUnqueued(client, a, OZ_UNQUEUED_EXECUTE, { [OZ_EXECUTOR_MEMBER_SLOT]: toHex(1, { size: 32 }) }),
      tryUnqueued(client, a, COMPOUND_UNQUEUED_EXECUTE, { [toHex(0, { size: 32 })]: pad(EXECUTOR_PROBE) }),
      // The Compound-style admin program (compoundAdminProgram), made the timelock's admin by a state override.
      soft(
        client.request(
          {
            method: "eth_call",
            params: [
              { from: READER_CALLER, to: COMPOUND_PROBE, data: COMPOUND_PROBE_DATA, gas: COMPOUND_PROBE_GAS },
              "latest",
              {
                [COMPOUND_PROBE]: { code: compoundAdminProgram(a) },
                [a]: { stateDiff: { [toHex(0, { size: 32 })]: pad(COMPOUND_PROBE) } },
              },
            ],
          } as never,
          { retryCount: 0 },
        ) as Promise<Hex>,
      ),
    ]),
  );
  const claims = readCandidateClaims(client, candidates);
  const [rows, claimed] = await Promise.all([Promise.all(reads), claims]);
  const codes = rows.map(([, code]) => code ?? null);
  const storage = rows.map(([out]) =>
    out && out.length >= 2 + 768
      ? Array.from({ length: 8 }, (_, i) => `0x${out.slice(2 + 256 + 64 * i, 2 + 320 + 64 * i)}` as Hex)
      : null,
  );
  const readings = rows.map(([out, code, signersOut, oz, compound, compoundProbe], i) => {
    const words = out && out.length >= 2 + 256 ? out.slice(2) : null;
    const { owners, signerKeys } = decodeSigners(signersOut);
    return recogniseGovernance({
      signerKeys,
      code: code ?? null,
      singleton: words ? (`0x${words.slice(0, 128)}` as Hex) : null,
      slots: words ? [`0x${words.slice(128, 192)}` as Hex, `0x${words.slice(192, 256)}` as Hex] : [null, null],
      claims: claimed?.[i] ?? [null, null, null],
      owners,
      unqueued: { oz, compound },
      compoundBehaviour: decodeCompoundBehaviour(compoundProbe ?? null),
      module: decodeModuleRead(out),
    });
  });
  return { readings, codes, storage };
}

/**
 * Storage slots 0-7 of contracts the token names as privileged, read in round 2 (one eth_call of
 * GOVERNANCE_STORAGE_PROGRAM at each address; null: not read), so that the controllers a minter contract keeps in
 * storage (an `admin` slot: crvUSD's factory under a timelock) can be classified with the governance read of round 3
 * (no extra round; minter-probe.ts judgeMinter reaches a controller that is recognised governance).
 */
export async function readControllerSlots(
  client: PublicClient,
  addresses: readonly Address[],
): Promise<(Hex[] | null)[]> {
  return Promise.all(
    addresses.map(async (a) => {
      try {
        const out = (await client.request(
          {
            method: "eth_call",
            params: [
              { from: READER_CALLER, to: a, data: "0x" },
              "latest",
              { [a]: { code: GOVERNANCE_STORAGE_PROGRAM } },
            ],
          } as never,
          { retryCount: 0 },
        )) as Hex;
        return out && out.length >= 2 + 768
          ? Array.from({ length: 8 }, (_, i) => `0x${out.slice(2 + 256 + 64 * i, 2 + 320 + 64 * i)}` as Hex)
          : null;
      } catch {
        return null;
      }
    }),
  );
}

/** One eth_call from EXECUTOR_PROBE with the executor's rights set by a storage override: did it run? */
async function tryUnqueued(
  client: PublicClient,
  to: Address,
  data: Hex,
  stateDiff: Record<Hex, Hex>,
): Promise<UnqueuedOutcome> {
  try {
    await client.request(
      {
        method: "eth_call",
        params: [{ from: EXECUTOR_PROBE, to, data }, "latest", { [to]: { stateDiff } }],
      } as never,
      { retryCount: 0 },
    );
    return "executed";
  } catch (err) {
    return revertedOrUnknown(err);
  }
}

/** Where MinterProber.signersOf runs (its code by state override) in the governance read. */
const SIGNERS_READER = label("governance-signers-reader");
const signersOfData = (safe: Address): Hex =>
  encodeFunctionData({ abi: MINTER_PROBER_ABI, functionName: "signersOf", args: [safe] });

/** A signer's own Safe reading as MinterProber's Gate returns it (the signer read as its own owner). */
export interface SignerSafe {
  owner: Address;
  ownerCode: Hex;
  singleton: Address;
  singletonHash: Hex;
  threshold: bigint;
  modulesHead: bigint;
  signers: readonly Address[];
}

/**
 * A Safe reading measured on chain by the MinterProber (the owner's code, `masterCopy()` and its code hash, the modules
 * head, threshold and signers) recognised as any governance is (official proxy and singleton by code).
 */
export function recogniseSafeReading(s: Omit<SignerSafe, "owner">): GovernanceReading {
  return recogniseGovernance({
    code: s.ownerCode === "0x" ? null : s.ownerCode,
    singleton:
      BigInt(s.singleton) === 0n
        ? null
        : (`0x${BigInt(s.singleton).toString(16).padStart(64, "0")}${s.singletonHash.slice(2)}` as Hex),
    slots: [null, toHex(s.modulesHead, { size: 32 })],
    claims: [s.threshold === 0n ? null : s.threshold, null, null],
    owners: s.signers.length ? s.signers.map((a) => getAddress(a)) : null,
  });
}

/**
 * The keys that operate a signer alone: a signer that is itself an official Safe with threshold 1 (session 15:
 * nested Safes) is operated by any one of its own signers (recognised by code, as any Safe: official proxy and
 * singleton; its getOwners() answered by that code). Other signers (accounts, unrecognised contracts, Safes needing
 * two signatures) are their own key.
 */
export function oneKeySignerSafe(s: SignerSafe): Address[] | null {
  const reading = recogniseSafeReading(s);
  return reading.oneKey && s.threshold === 1n && s.signers.length ? s.signers.map((a) => getAddress(a)) : null;
}

function decodeSigners(out: Hex | null): {
  owners: Address[] | null;
  signerKeys: Record<string, Address[]> | null;
} {
  if (!out || out === "0x") return { owners: null, signerKeys: null };
  try {
    const [owners, inner] = decodeFunctionResult({
      abi: MINTER_PROBER_ABI,
      functionName: "signersOf",
      data: out,
    }) as unknown as [readonly Address[], readonly SignerSafe[]];
    if (owners.length > 64) return { owners: null, signerKeys: null };
    const signerKeys: Record<string, Address[]> = {};
    for (const s of inner) {
      const keys = oneKeySignerSafe(s);
      if (keys) signerKeys[s.owner.toLowerCase()] = keys;
    }
    return { owners: owners.map((o) => getAddress(o)), signerKeys };
  } catch {
    return { owners: null, signerKeys: null };
  }
}

/**
 * One key that reaches a Safe's threshold alone through its signers (session 15): each signer is operated by itself,
 * or, when it is a Safe with threshold 1, by any one of its own signers; a key operating `threshold` distinct signers
 * signs for all of them. Null: no key does.
 */
export function keyReachingThreshold(
  owners: readonly Address[],
  threshold: number,
  signerKeys: Readonly<Record<string, readonly Address[]>> | null | undefined,
): { key: Address; through: Address[] } | null {
  if (!signerKeys) return null;
  const by = new Map<string, { key: Address; through: Address[] }>();
  for (const o of owners) {
    const keys = signerKeys[o.toLowerCase()] ?? [o];
    for (const k of new Set(keys.map((x) => getAddress(x)))) {
      const e = by.get(k.toLowerCase()) ?? { key: k, through: [] };
      e.through.push(o);
      by.set(k.toLowerCase(), e);
    }
  }
  for (const e of by.values()) if (e.through.length >= threshold) return e;
  return null;
}

/** An address the token itself names as privileged (a candidate, the deployer, a stored or hard-coded address). */
export interface Insider {
  address: Address;
  role: string;
}

/**
 * A Safe counts as governance only when the token's own insiders cannot reach its threshold alone: a 2-of-2 whose
 * signers are the deployer and another address the token names (its owner(), a stored wallet) is one party's keys.
 * The Safe's signers come from its official getOwners() (its code is recognised, so the answer is trustworthy);
 * when they could not be read, the Safe is not counted as governance (unknown signers).
 */
export function withInsiders(
  reading: GovernanceReading | null,
  self: Address,
  insiders: readonly Insider[],
  /**
   * For LP held by a Safe (review 2026-11-26): ANY insider among the signers makes it one party's, since a 2-of-2 of
   * the deployer and one fresh key is the deployer's LP with an extra step; only a Safe of outside signers counts.
   */
  anyInsider = false,
): GovernanceReading | null {
  const g = reading?.governance;
  if (g?.kind !== "multisig") return reading;
  const claim = `a Safe (${g.recognisedBy})`;
  if (!g.owners)
    return {
      governance: null,
      claimed: { claim, why: "its signers (getOwners()) could not be read: who signs is unknown" },
    };
  const own = g.owners
    .map((o) =>
      insiders.find((i) => i.address.toLowerCase() === o.toLowerCase() && o.toLowerCase() !== self.toLowerCase()),
    )
    .filter((i): i is Insider => !!i);
  const distinct = [...new Map(own.map((i) => [i.address.toLowerCase(), i])).values()];
  if (anyInsider && distinct.length > 0)
    return {
      governance: null,
      claimed: {
        claim,
        why: `${distinct.length} of its signers are the token's own insiders (${distinct
          .map((i) => `${i.address}: ${i.role}`)
          .join("; ")}): LP it holds is theirs to pull with whatever fresh keys complete its threshold`,
      },
    };
  // Not governance for owner powers, but not "one key" for the upgrade either (review13: the insiders list counts
  // role holders and interim owners, so a team Safe of distinct people would read as one key): medium stays.
  if (distinct.length >= g.threshold)
    return {
      governance: null,
      claimed: {
        claim,
        why: `${distinct.length} of its signers are the token's own insiders (${distinct
          .map((i) => `${i.address}: ${i.role}`)
          .join("; ")}) and reach its threshold of ${g.threshold} alone: one party's keys`,
      },
    };
  return reading;
}

/**
 * What each candidate answers to getThreshold() (Safe), getMinDelay() (TimelockController) and delay() (Compound
 * Timelock), in one eth_call of the prober's `controlOf`: claims only, reported when the code is not recognised.
 */
async function readCandidateClaims(
  client: PublicClient,
  candidates: readonly Address[],
): Promise<(readonly (bigint | null)[])[] | null> {
  try {
    const result = (await client.request({
      method: "eth_call",
      params: [
        {
          from: READER_CALLER,
          to: CLAIMS_ADDRESS,
          data: encodeFunctionData({ abi: PROBER_ABI, functionName: "controlOf", args: [[...candidates]] }),
        },
        "latest",
        { [CLAIMS_ADDRESS]: { code: PROBER_RUNTIME_BYTECODE } },
      ],
    } as never)) as Hex;
    const rows = decodeFunctionResult({
      abi: PROBER_ABI,
      functionName: "controlOf",
      data: result,
    }) as readonly (readonly bigint[])[];
    return rows.map((r) => r.map((x) => (x === 0n ? null : x)));
  } catch {
    return null;
  }
}

/**
 * What a contract candidate's own code lets it do, read from its code alone (no call, no extra round trip). The
 * privilege prober calls the token AS each candidate through a forwarder, i.e. as if the candidate could make any
 * call; that holds for a wallet, a forwarder or a contract someone steers, not for a contract that can only run its
 * own fixed code.
 *   hard-coded  no owner()/role interface, no controller kept in storage or taken from tx.origin, and the code compares
 *               CALLER with hard-coded addresses (PUSH20 / immutables): those addresses are its controllers (one key
 *               each unless recognised as governance);
 *   bounded     no controller at all (no CALLER / ORIGIN comparison, no owner()/role interface), no generic call path
 *               (no DELEGATECALL / CALLCODE / SELFDESTRUCT, no CALLDATACOPY: it never forwards bytes it is sent) and
 *               no argument read from calldata (every CALLDATALOAD is the selector's, at offset 0): an outsider only
 *               chooses WHICH of its functions runs, never with what, so its effects are its code's (a fixed-rate
 *               mint to a fixed address);
 *   open        anything else: it may be steered (status quo: it can make any call).
 * An argument-taking function that is closed in practice (an initializer already run) is still "open": without a
 * data-flow analysis the code cannot show where an argument goes.
 */
export type CodeControl =
  | { kind: "hard-coded"; controllers: Address[] }
  | { kind: "bounded"; why: string }
  | { kind: "open"; why: string };

const OP_CALLDATALOAD = 0x35;
const OP_CALLDATACOPY = 0x37;
const OP_PUSH0 = 0x5f;
const OP_PUSH1 = 0x60;
const OP_CALLCODE = 0xf2;
const OP_DELEGATECALL = 0xf4;
const OP_SELFDESTRUCT = 0xff;
/** Interfaces that name a controller the contract can change: Ownable, BEP-20's getOwner, AccessControl, a Safe. */
const CONTROLLER_SELECTORS = new Set(
  selectorsOf(["owner()", "getOwner()", "hasRole(bytes32,address)", "getOwners()", "admin()"]).map((x) =>
    x.toLowerCase(),
  ),
);

export function contractControl(code: Hex | null | undefined): CodeControl | null {
  if (!code || code === "0x") return null;
  const a = analyseCode(code);
  const dispatch = new Set(a.dispatchSelectors.map((x) => x.toLowerCase()));
  if (a.callerSlots.length || a.originSlots.length || a.originConstants.length)
    return { kind: "open", why: "its code compares the caller with a stored address or tx.origin" };
  if ([...dispatch].some((x) => CONTROLLER_SELECTORS.has(x)))
    return { kind: "open", why: "it has an owner / role interface" };
  if (a.callerConstants.length) return { kind: "hard-coded", controllers: a.callerConstants };
  const ops = disassemble(code);
  const has = (op: number) => ops.some((o) => o.op === op);
  if (has(OP_DELEGATECALL) || has(OP_CALLCODE) || has(OP_SELFDESTRUCT))
    return { kind: "open", why: "its code can run other code (DELEGATECALL / CALLCODE) or self-destruct" };
  if (has(OP_CALLDATACOPY))
    return { kind: "open", why: "its code copies the call data it is sent (a generic call path)" };
  const argumentRead = ops.some(
    (o, i) =>
      o.op === OP_CALLDATALOAD &&
      !(ops[i - 1]?.op === OP_PUSH0 || (ops[i - 1]?.op === OP_PUSH1 && ops[i - 1].imm === "00")),
  );
  if (argumentRead)
    return {
      kind: "open",
      why: "its functions take arguments from their callers: what it does depends on what they send",
    };
  return {
    kind: "bounded",
    why: "no controller (no owner or role interface, no caller check) and no generic call path (no DELEGATECALL, no forwarded call data, no argument read): it can only do what its own code does",
  };
}

/** OpenZeppelin AccessControl's DEFAULT_ADMIN_ROLE: the admin of every role whose admin was never changed. */
export const DEFAULT_ADMIN_ROLE: Hex = `0x${"00".repeat(32)}`;

/** Common role names, as hints in the evidence only (a role is judged by who holds it and who can grant it). */
const ROLE_NAMES: ReadonlyMap<string, string> = new Map(
  [
    "MINTER_ROLE",
    "PAUSER_ROLE",
    "BURNER_ROLE",
    "ADMIN_ROLE",
    "OPERATOR_ROLE",
    "MANAGER_ROLE",
    "DEPOSITOR_ROLE",
    "BLACKLISTER_ROLE",
    "UPGRADER_ROLE",
    "GOVERNOR_ROLE",
  ].map((n) => [keccak256(toHex(n)).toLowerCase(), n] as const),
);

export function roleName(role: Hex): string {
  if (BigInt(role) === 0n) return "DEFAULT_ADMIN_ROLE";
  return ROLE_NAMES.get(role.toLowerCase()) ?? `role ${role.slice(0, 10)}…`;
}

/** One key that can grant itself a role a governed candidate holds. */
export interface RoleAdminKey {
  role: Hex;
  adminRole: Hex;
  account: Address;
}

/**
 * A power held through an AccessControl role is governed only while the role's admin role is held by governance
 * alone: whoever holds the admin role can grant the role to itself and use it at once (OpenZeppelin's grantRole
 * needs only the admin role, no delay). For each role `holder` holds (RoleGranted minus RoleRevoked), its admin role
 * (the latest RoleAdminChanged, else DEFAULT_ADMIN_ROLE) and that admin role's holders: each holder other than
 * `holder` that is not recognised governance is returned (one key over the power). The admin role's own admin is
 * not followed further (one level).
 */
export function roleAdminKeys(
  holder: Address,
  control: Pick<ControlFacts, "roleHolders" | "roleAdmins">,
  isGovernance: (a: Address) => boolean,
): RoleAdminKey[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const held = control.roleHolders.filter((r) => same(r.account, holder)).map((r) => r.role);
  const out: RoleAdminKey[] = [];
  for (const role of held) {
    const adminRole = control.roleAdmins.find((a) => same(a.role, role))?.admin ?? DEFAULT_ADMIN_ROLE;
    for (const r of control.roleHolders)
      if (
        BigInt(r.role) === BigInt(adminRole) &&
        !same(r.account, holder) &&
        !isBurnAddress(r.account) &&
        !isGovernance(r.account) &&
        !out.some((o) => same(o.account, r.account) && o.role === role)
      )
        out.push({ role, adminRole, account: r.account });
  }
  return out;
}

/**
 * Session 16: a timelock is only a delay for what is NOT already queued. OpenZeppelin's TimelockController records
 * each operation it schedules (CallScheduled: id, index, target, value, data, predecessor, delay; CallSalt when the
 * salt is not zero), executes (CallExecuted) or cancels (Cancelled). Read in round 2, beside the token's log scan, over
 * the addresses the token names (one batch of eth_getLogs); in round 3 each single operation still pending on the
 * token is executed by eth_call (TimelockController.execute) from an outside address that holds no role: it succeeds
 * only when the operation is ready now (its delay has passed, not done, not cancelled, its predecessor done) and the
 * executor role is open to anyone. Then the delay protects holders from nothing for that call: anyone runs it now.
 */
const TIMELOCK_QUEUE_TOPICS = {
  scheduled: toEventSelector("CallScheduled(bytes32,uint256,address,uint256,bytes,bytes32,uint256)"),
  executed: toEventSelector("CallExecuted(bytes32,uint256,address,uint256,bytes)"),
  cancelled: toEventSelector("Cancelled(bytes32)"),
  salt: toEventSelector("CallSalt(bytes32,bytes32)"),
} as const;
/** Ranges of the queue read (round 2, one batch; access-manager.ts readRecentLogs); the most pending operations executed (round 3). */
const QUEUE_LOG_RANGES = 4;
const MAX_QUEUED_TRIED = 4;
/** The outside address that tries to execute a queued operation (no role, no code). */
export const QUEUE_EXECUTOR_PROBE = label("timelock-queue-outsider");
const EXECUTE_ABI = parseAbi([
  "function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable",
]);

/** One operation a timelock scheduled and neither executed nor cancelled (as far as the logs read show). */
export interface QueuedCall {
  timelock: Address;
  id: Hex;
  target: Address;
  value: bigint;
  data: Hex;
  predecessor: Hex;
  salt: Hex;
  delaySeconds: bigint;
}

/** Round 2: the timelock queue events of `addresses` over the last QUEUE_LOG_RANGES ranges (null: not read). */
export async function readTimelockQueue(
  client: { request: (args: never, options?: never) => Promise<unknown> },
  addresses: readonly Address[],
  latest: bigint,
): Promise<QueuedCall[] | null> {
  const read = await readRecentLogs(client, addresses, Object.values(TIMELOCK_QUEUE_TOPICS), latest, QUEUE_LOG_RANGES);
  return read ? pendingQueuedCalls(read.logs) : null;
}

/** The single (index 0, no batch) operations scheduled and not executed or cancelled, per timelock. */
export function pendingQueuedCalls(logs: readonly { address?: Address; topics: Hex[]; data: Hex }[]): QueuedCall[] {
  const key = (a: string, id: string) => `${a.toLowerCase()}:${id.toLowerCase()}`;
  const closed = new Set<string>();
  const batched = new Set<string>();
  const salts = new Map<string, Hex>();
  const scheduled = new Map<string, QueuedCall>();
  for (const l of logs) {
    if (!l.address || !l.topics[1]) continue;
    const t0 = l.topics[0]?.toLowerCase();
    const k = key(l.address, l.topics[1]);
    if (t0 === TIMELOCK_QUEUE_TOPICS.executed || t0 === TIMELOCK_QUEUE_TOPICS.cancelled) closed.add(k);
    else if (t0 === TIMELOCK_QUEUE_TOPICS.salt && l.data.length >= 66) salts.set(k, `0x${l.data.slice(2, 66)}`);
    else if (t0 === TIMELOCK_QUEUE_TOPICS.scheduled) {
      if (!l.topics[2] || BigInt(l.topics[2]) !== 0n) {
        batched.add(k);
        continue;
      }
      try {
        const [target, value, data, predecessor, delay] = decodeAbiParameters(
          [{ type: "address" }, { type: "uint256" }, { type: "bytes" }, { type: "bytes32" }, { type: "uint256" }],
          l.data,
        );
        scheduled.set(k, {
          timelock: getAddress(l.address),
          id: l.topics[1],
          target: getAddress(target),
          value,
          data,
          predecessor,
          salt: `0x${"00".repeat(32)}`,
          delaySeconds: delay,
        });
      } catch {
        // Not OpenZeppelin's layout: not read.
      }
    }
  }
  return [...scheduled.entries()]
    .filter(([k]) => !closed.has(k) && !batched.has(k))
    .map(([k, q]) => ({ ...q, salt: salts.get(k) ?? q.salt }));
}

/** A queued call on `targets` that an outside address executed by eth_call: ready now, for anyone. */
export interface ReadyQueuedCall extends QueuedCall {
  /** The call's selector on its target (0x + 8 hex), null for data under four bytes. */
  selector: Hex | null;
  executor: Address;
}

/**
 * Round 3 (its batch): each pending call on one of `targets` (the token, its pair) executed by eth_call from
 * QUEUE_EXECUTOR_PROBE (given the call's value by state override). Success: ready now, and anyone may execute it.
 */
export async function readReadyQueuedCalls(
  client: { request: (args: never, options?: never) => Promise<unknown> },
  queue: readonly QueuedCall[] | null,
  targets: readonly Address[],
): Promise<ReadyQueuedCall[]> {
  const on = new Set(targets.map((t) => t.toLowerCase()));
  const tried = (queue ?? []).filter((q) => on.has(q.target.toLowerCase())).slice(0, MAX_QUEUED_TRIED);
  const outs = await Promise.all(
    tried.map((q) =>
      (
        client.request(
          {
            method: "eth_call",
            params: [
              {
                from: QUEUE_EXECUTOR_PROBE,
                to: q.timelock,
                value: toHex(q.value),
                data: encodeFunctionData({
                  abi: EXECUTE_ABI,
                  functionName: "execute",
                  args: [q.target, q.value, q.data, q.predecessor, q.salt],
                }),
              },
              "latest",
              { [QUEUE_EXECUTOR_PROBE]: { balance: toHex(q.value + 10n ** 18n) } },
            ],
          } as never,
          { retryCount: 0 } as never,
        ) as Promise<Hex>
      ).then(
        () => true,
        () => false,
      ),
    ),
  );
  return tried
    .filter((_, i) => outs[i])
    .map((q) => ({
      ...q,
      selector: q.data.length >= 10 ? (q.data.slice(0, 10).toLowerCase() as Hex) : null,
      executor: QUEUE_EXECUTOR_PROBE,
    }));
}
