/**
 * The EVM token fact reader: everything the EVM checks need about one ERC-20, read over standard JSON-RPC with
 * viem, in a few batched round trips:
 *   1. block number, code, the three EIP-1967 slots, name/symbol/decimals/totalSupply, owner/getOwner/pendingOwner,
 *      and getPair(token, wrapped native) on every known V2 factory;
 *   2. the implementation's code (EIP-1967 / EIP-1167) or the beacon's implementation, whether the admin and owner
 *      are contracts, each pair's reserves / LP supply / burnt and locked LP, and the first wave of Transfer logs;
 *   3. the buy/sell simulation on the deepest pair, LP holders of that pair, further log waves if needed.
 * Missing data is null / `unknown` with a reason, never a safe default. Plain library: configuration is passed in,
 * errors are plain values, no HTTP or framework types.
 */
import {
  type Address,
  decodeFunctionResult,
  encodeAbiParameters,
  getAddress,
  type Hex,
  type PublicClient,
  pad,
  toHex,
} from "viem";
import {
  CAN_CALL_SELECTOR,
  judgeAccessManager,
  managerStateCalls,
  managersToRead,
  readManagerLogs,
  readManagerState,
  recordMembers,
} from "./access-manager";
import { DEAD_ADDRESS, isBurnAddress, ZERO_ADDRESS } from "./address";
import {
  addressInWord,
  analyseCode,
  type CapabilityFinding,
  callerUses,
  deadRoleGate,
  delegatesOnlyToSelf,
  detectCapabilities,
  devKeySigners,
  eip1167Implementation,
  possibleAddressInWord,
  scanBytecode,
} from "./bytecode";
import {
  balanceOfData,
  type CallOutcome,
  callData,
  decodeAddress,
  decodeStringOrBytes32,
  decodeUint,
  encodeGetPair,
  rawCall,
  revertedOrUnknown,
  V2_ABI,
} from "./calls";
import { EVM_CHAINS, type EvmChainName, type V2Dex } from "./chains";
import {
  type CandidateGovernance,
  contractControl,
  type GovernanceReading,
  type Insider,
  readCandidateGovernance,
  readCandidateGovernanceAndCode,
  readControllerSlots,
  readReadyQueuedCalls,
  readTimelockQueue,
  roleAdminKeys,
  roleName,
  withInsiders,
} from "./governance";
import {
  type BalanceDrift,
  balanceDrift,
  type ControlFacts,
  confirmRoles,
  DEFAULT_LOG_SCAN,
  HAS_ROLE_SELECTOR,
  type LogScanConfig,
  type LpHolderContract,
  readLpHolderContract,
  roleChecks,
  scanHolders,
  shortMessage,
} from "./holders";
import { earliestUnlock, lockCountData, lockEntriesData } from "./lock-dates";
import { KNOWN_LOCKERS, type KnownLocker, LOCKERS_VERSION, type LockReader, lockReadersToProbe } from "./lockers";
import {
  judgeMinter,
  judgePublicMint,
  keyMintCapText,
  MAX_MINTERS,
  type MinterJudgement,
  probeLpHolder,
  runKeyMintBound,
  runMinterProbe,
  runPublicMintProbe,
} from "./minter-probe";
import {
  byAnyone,
  EFFECT_KINDS,
  MAX_PROBE_CANDIDATES,
  MAX_PROBE_SENDERS,
  PROBER_ADDRESS,
  type PrivilegeProbe,
  type ProbeCandidate,
  runPrivilegeProbe,
} from "./prober";
import {
  ADMIN_PROBE_CALLS,
  type AdminKind,
  type AuthorityRaw,
  type AuthorityReading,
  BEACON_CODE_PROGRAM,
  BEACON_OWNER_CALL,
  classifyAdmin,
  decodeAddressSlot,
  decodeBeaconCode,
  decodeFacetRead,
  diamondShape,
  EIP1822_PROXIABLE_SLOT,
  EIP1967_ADMIN_SLOT,
  EIP1967_BEACON_SLOT,
  EIP1967_IMPLEMENTATION_SLOT,
  FACET_CODE_PROGRAM,
  FACET_PROGRAM_ADDRESS,
  MAX_FACETS,
  MAX_REGISTRY_CANDIDATES,
  MAX_UPGRADE_CALLERS,
  OZ5_OWNABLE_SLOT,
  REGISTRY_STRANGER,
  type RegistrySource,
  readRegistrySources,
  recogniseDiamond,
  recogniseUpgradeAuthority,
  registryTryCalls,
  registryTryOutcome,
  type SlotValue,
  strangerUpgradeCalls,
  trustedOwnerKind,
  tryRegistryChanges,
  UPGRADE_STRANGER,
  type UpgradeCaller,
  type UpgradeOutcome,
  upgradeCallData,
  ZEPPELINOS_ADMIN_SLOT,
  ZEPPELINOS_IMPLEMENTATION_SLOT,
} from "./proxy";
import {
  DOMAIN_SEPARATOR_CALL,
  runSignatureProbe,
  SIGNATURE_VICTIM,
  type SignatureProbe,
  signatureProbeWanted,
} from "./signature-probe";
import {
  DEFAULT_SIMULATION,
  outsideCallCount,
  SIMULATOR_ADDRESS,
  type SimulationConfig,
  type SimulationResult,
  simulateBuySell,
} from "./simulate";
import {
  type BalanceLayout,
  balanceSlot,
  PROBED_LAYOUTS,
  sellAsWallet,
  type WalletSell,
  walletSellCalls,
} from "./wallet-sell";

/** What the reader needs to know about a chain (from chains.ts for real chains; built by tests for a local one). */
export interface EvmNetwork {
  name: string;
  chainId: number;
  wrappedNative: Address;
  v2Dexes: readonly V2Dex[];
  lockers: readonly KnownLocker[];
  /** Quote tokens pairs are looked up against (default: the wrapped native token only). */
  quotes?: readonly Address[];
}

export function networkFor(chain: EvmChainName): EvmNetwork {
  const info = EVM_CHAINS[chain];
  return {
    name: info.name,
    chainId: info.chainId,
    wrappedNative: info.wrappedNative,
    v2Dexes: info.v2Dexes,
    lockers: KNOWN_LOCKERS[chain],
    quotes: info.quotes,
  };
}

/** Storage slots 0..LOW_SLOTS-1 are read in round 1: controllers and outside contracts kept in plain variables. */
export const LOW_SLOTS = 16;
/** Outside addresses whose use by the transfer path is tested (simulate.ts). */
const MAX_EXTERNALS = 32;
/** Addresses from the low slots and the code whose code is read in round 2 (prober senders: those without code). */
const MAX_SENDER_CODE_READS = 12;
/** Contract candidates whose slots 0-7 are read in round 2 for their own stored controllers (readControllerSlots). */
const MAX_CONTROLLER_HOSTS = 3;
/** At most this many of those stored controllers have their governance read in round 3. */
const MAX_STORED_CONTROLLERS = 2;
/** Outside addresses whose owner() is read in round 3 (who controls a callee of the transfer path). */
const MAX_EXTERNAL_OWNERS = 3;

export interface EvmReadOptions {
  logs?: LogScanConfig;
  /** LP-holder scans are smaller: pairs are younger than tokens only sometimes. Default: the same as logs. */
  lpLogs?: LogScanConfig;
  simulation?: SimulationConfig | false;
  /** How many top holders to report. */
  topHolders?: number;
  /**
   * Pairs the market data names for this token (DexScreener's pairs, deepest first), awaited after round 1 (the
   * market call runs concurrently with it). The deepest one whose quote is not a configured quote (so getPair did
   * not look it up) is verified on chain in round 2 (token0 / token1 / factory, and the factory's own getPair) and,
   * when verified, read and simulated like the pairs found by getPair. Unverifiable: it stays unknown.
   */
  marketPairs?: Promise<readonly MarketPairHint[]> | readonly MarketPairHint[];
  /**
   * Calls one JSON-RPC batch holds (the client's batchSize, rpc.ts: default 100). Round 3 is kept within it: the lock
   * entries get what the round's other calls leave (the deepest pair's first); locks left unread have no date.
   */
  batchLimit?: number;
}

/** rpc.ts's default batchSize: a round with more calls is split by viem into two HTTP requests (a round trip more). */
export const RPC_BATCH_LIMIT = 100;

/** A V2 pair the market data names for the token: its address and its other token. */
export interface MarketPairHint {
  pair: Address;
  quote: Address;
}

export type HolderLabel = "pool" | "burn" | "locker" | "token_contract" | null;

export interface HolderEntry {
  address: Address;
  balance: bigint;
  shareBps: number;
  label: HolderLabel;
}

export interface PairFacts {
  dex: string;
  /** How the pair was found: the factories' getPair for a configured quote, or named by the market data and verified on chain. */
  foundBy?: "getPair" | "market";
  router: Address;
  pair: Address;
  /** The pair's other token (wrapped native, a stablecoin, a major). */
  quote: Address;
  reserveToken: bigint;
  /** The quote token's reserve (named for the wrapped native token, the first quote). */
  reserveNative: bigint;
  lpTotalSupply: bigint;
  burntBps: number;
  lockedBps: number;
  /**
   * Per known locker holding LP: its share, and the EARLIEST unlock date (unix seconds) among its locks of this LP
   * token when the locker exposes them (null: not readable, unknown).
   */
  lockedIn: { locker: string; shareBps: number; unlocksAt: number | null; locks: number | null }[];
  /** The ten largest LP holders other than burn addresses and lockers, from the pair's Transfer logs (null: unknown). */
  lpHolders: { address: Address; shareBps: number }[] | null;
  /** Largest LP holder other than burn addresses and lockers, from the pair's Transfer logs (null if unknown). */
  topLpHolder: {
    address: Address;
    shareBps: number;
    isContract: boolean | null;
    /**
     * Set when the top LP holder is recognised governance by code (governance.ts: an official Safe of two or more
     * signatures whose signers are not the token's insiders, a documented timelock of a day or more); absent otherwise.
     */
    governance?: CandidateGovernance;
    /** What the holder contract's own interface and code let anyone do with its LP (holders.ts readLpHolderContract). */
    contract?: LpHolderContract;
  } | null;
  lpHoldersUnknownReason: string | null;
}

export interface EvmTokenFacts {
  chain: string;
  chainId: number;
  token: Address;
  blockNumber: bigint;
  code: { present: boolean; size: number };
  metadata: { name: string | null; symbol: string | null; decimals: number | null; totalSupply: bigint | null };
  proxy: {
    /** `zeppelinos`: the pre-EIP-1967 zeppelinOS / OpenZeppelin AdminUpgradeabilityProxy slots (USDC's layout). */
    kind: "none" | "eip1967" | "eip1967_beacon" | "eip1167" | "zeppelinos" | "eip1822" | "eip2535";
    implementation: Address | null;
    admin: Address | null;
    adminIsContract: boolean | null;
    beacon: Address | null;
    malformedSlots: string[];
    /** Who the beacon / the admin contract is, by code: OpenZeppelin's (its owner() believed) or not (a claim). */
    upgradeAuthority?: { address: Address; role: "beacon" | "admin"; recognised: boolean; text: string } | null;
    /** Set when a beacon proxy's implementation could not be read: the code behind the token is unknown. */
    implementationUnknown?: string | null;
    /** An EIP-2535 diamond (kind `eip2535`): whether owner() is who can cut its facets, read from its caller checks. */
    diamondCut?: { byOwner: boolean; text: string; facets: Address[] } | null;
    /**
     * Session 15: a diamond-shaped token that runs whatever code another contract names (a registry asked on every
     * call, found by substitution in round 2), with who was measured able to change that answer (round 3; proxy.ts).
     */
    registrySource?: RegistrySource | null;
    /**
     * Who passed the implementation's own upgrade function (UUPS / EIP-1822): each privileged candidate's no-op
     * upgrade (the current implementation as target) by eth_call in round 3 (proxy.ts upgradeCallData). Absent / null:
     * not tried (no such function, no simulation round).
     */
    upgradeCallers?: UpgradeCaller[] | null;
    /** The same upgrade tried by a fresh stranger: it must be refused for the callers' outcomes to mean anything. */
    upgradeStranger?: UpgradeOutcome;
    /** Privileged candidates left untried (past MAX_UPGRADE_CALLERS): governance passing is then no proof. */
    upgradeUntried?: number;
    /** Proxy slots holding an address while the token's own code never delegates: decoys, not read as a proxy. */
    decoySlots?: string[];
    /** Who the admin is: a burn address (nobody can upgrade), an EOA, a ProxyAdmin-style contract, a multisig, a timelock. */
    adminKind: AdminKind | null;
    /** A contract admin followed to its owner (ProxyAdmin owner(), multisig, timelock), when it has one. */
    adminOwner: { address: Address; kind: AdminKind | null; threshold: number | null; minDelay: number | null } | null;
    adminThreshold: number | null;
    adminMinDelay: number | null;
    /** A beacon proxy's beacon owner (who can point the beacon at new code): burn (nobody), an EOA, governance, a contract. */
    beaconOwner?: {
      address: Address;
      kind: AdminKind | null;
      threshold: number | null;
      minDelay: number | null;
    } | null;
  };
  ownership: {
    owner: Address | null;
    getOwner: Address | null;
    pendingOwner: Address | null;
    /** owner() else getOwner(); null when the contract exposes neither. */
    effectiveOwner: Address | null;
    /** true: zero/dead owner; false: a live owner; null: no owner function (ownership unknown from the ABI). */
    renounced: boolean | null;
    ownerIsContract: boolean | null;
  };
  bytecode: {
    /** The code analysed: the implementation's for proxies. */
    analysedAddress: Address;
    selectorCount: number;
    capabilities: CapabilityFinding[];
    selfdestruct: boolean;
    /** DELEGATECALL outside a recognised proxy: code can run arbitrary logic from another address. */
    delegatecall: boolean;
    /** Address constants the code compares with a value away from CALLER / ORIGIN (bytecode.ts comparedConstants). */
    comparedConstants?: Address[];
  };
  holders:
    | {
        status: "known";
        top: HolderEntry[];
        holderCount: number;
        initialHolder: HolderEntry | null;
        logs: number;
        fromBlock: bigint;
      }
    | {
        status: "unknown";
        reason: string;
        /** balanceOf against the logged balances, when they differ (holders.ts balanceDrift). */
        drift?: BalanceDrift;
      };
  liquidity: {
    pairs: PairFacts[];
    deepest: PairFacts | null;
    lockersVersion: string;
    /** The deepest pair the market data named, when getPair had not found it: verified on chain or not (unknown). */
    marketPair?: {
      pair: Address;
      quote: Address;
      verified: boolean;
      dex: string | null;
      reason: string;
    } | null;
  };
  simulation: SimulationResult | { status: "not_run"; reason: string };
  /** The privilege prober's findings (prober.ts): what privileged candidates can do, measured. */
  privileges: PrivilegeProbe;
  /** The sell as an ordinary wallet (wallet-sell.ts): tells contract-only restrictions from honeypots. */
  walletSell: WalletSell;
  /**
   * Who controls the outside contracts the transfer path may call (the first MAX_EXTERNAL_OWNERS of them): their
   * owner() answer, read in round 3 beside the simulation (null: no owner() answer).
   */
  externalOwners?: {
    address: Address;
    owner: Address | null;
    /**
     * Session 12 (review14): whether the callee's code (read in round 2) names a controller other than owner(): it
     * compares the caller or tx.origin with a stored or fixed address (the token's own aside) or a hashed identity,
     * or it can DELEGATECALL / SELFDESTRUCT; null: its code was not read.
     */
    gated?: boolean | null;
    /**
     * Session 17 (sim19): its code's only gate compares the caller with addresses kept in its storage (no tx.origin,
     * hashed identity or other fixed caller, no DELEGATECALL or SELFDESTRUCT) and every one of them is zero or a burn
     * address (read in round 3): its privileged roles are renounced. false: one is live; null: not such a callee or
     * not read.
     */
    rolesRenounced?: boolean | null;
  }[];
  /**
   * Contract candidates whose power over the token is bound by their own rules (minter-probe.ts judgeMinter: immutable
   * code, its own functions called as a stranger and as its owner with the token measured, nobody reachable made it
   * mint or move a holder's tokens): their mint and drain effects score at most medium (owner-powers.ts).
   */
  boundMinters?: { address: Address; evidence: string; membersUnknown?: true }[];
  /**
   * Session 17: the token's functions through which a stranger's call grew the supply by a fixed rule (minter-probe.ts
   * judgePublicMint: no amount or recipient chosen by the caller, nothing paid to it or to a key, no pair excess to
   * skim, an immediate repeat refused or a bounded step), judged only with the privilege probe complete and no key
   * going through a function the stranger could not (bookkeeping aside): rule-based inflation, MINTABLE medium at most.
   */
  ruleMints?: { selector: string; evidence: string }[];
  /**
   * Session 18 (anyone20): what anyone can do with the token's signed transfers / permits (forge, replay) and with a
   * self-delegatecall batch sent one msg.value (signature-probe.ts). Absent / null: no such selector, or not run.
   */
  signatureProbe?: SignatureProbe | null;
  /** Role holders and former owners from the token's control events (read with the Transfer logs). */
  control: ControlFacts | null;
  /**
   * The deployer: the sender of the transaction with the token's first mint (found by the holder scan). When that
   * transaction's receipt names the token as the created contract, it is the creation transaction. Unknown when the
   * holder history is unknown (too long for the log budget) or the first mint has no Transfer event.
   */
  deployer: {
    address: Address | null;
    source: "creation_transaction" | "first_mint_transaction" | "unknown";
    transactionHash: Hex | null;
    /** Block time of the first mint (unix seconds). */
    firstMintAt: number | null;
    reason: string;
  };
}

export class EvmReadError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "EvmReadError";
  }
}

/** How many of the largest rebuilt holders are checked against balanceOf. */
const SPOT_CHECK_HOLDERS = 5;

const bps = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : 0);

async function getCode(client: PublicClient, address: Address): Promise<Hex> {
  return ((await client.request({ method: "eth_getCode", params: [address, "latest"] } as never)) as Hex) ?? "0x";
}

async function getSlot(client: PublicClient, address: Address, slot: Hex): Promise<Hex> {
  return (await client.request({ method: "eth_getStorageAt", params: [address, slot, "latest"] } as never)) as Hex;
}

const smallUint = (n: bigint | null) => (n !== null && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null);

const recognisedThreshold = (r: GovernanceReading | null) =>
  r?.governance?.kind === "multisig" ? BigInt(r.governance.threshold) : null;
const recognisedDelay = (r: GovernanceReading | null) =>
  r?.governance?.kind === "timelock" ? BigInt(r.governance.delaySeconds) : null;

const isContractCode = (code: Hex | null) => (code === null ? null : code !== "0x" && code.length > 2);

/**
 * Reads all facts about `token`. Reverting or missing functions are absent facts; an RPC that fails outright (down,
 * timeout, malformed answers to getCode / getStorageAt / getLogs batches) throws EvmReadError: the scan as a whole
 * cannot be trusted, and the caller decides (retry, fallback RPC, or an error envelope). Never a partial "clean".
 */
/** ERC-20 and ownership bookkeeping (a key differs there by its tokens or its hand-over, not by a rule it may change). */
const RULE_BOOKKEEPING = new Set([
  "0xa9059cbb", // transfer
  "0x095ea7b3", // approve
  "0x23b872dd", // transferFrom
  "0x39509351", // increaseAllowance
  "0xa457c2d7", // decreaseAllowance
  "0x42966c68", // burn
  "0x79cc6790", // burnFrom
  "0xd505accf", // permit
  "0x5c19a95c", // delegate
  "0xf2fde38b", // transferOwnership
  "0x715018a6", // renounceOwnership
  "0x79ba5097", // acceptOwnership
]);

export async function readEvmToken(
  client: PublicClient,
  network: EvmNetwork,
  token: Address,
  options: EvmReadOptions = {},
): Promise<EvmTokenFacts> {
  try {
    return await readAll(client, network, token, options);
  } catch (err) {
    if (err instanceof EvmReadError) throw err;
    throw new EvmReadError(`EVM RPC failed while reading ${token}: ${shortMessage(err)}`, err);
  }
}

async function readAll(
  client: PublicClient,
  network: EvmNetwork,
  token: Address,
  options: EvmReadOptions,
): Promise<EvmTokenFacts> {
  const logConfig = options.logs ?? DEFAULT_LOG_SCAN;
  const lpLogConfig = options.lpLogs ?? logConfig;
  const top = options.topHolders ?? 20;
  const wrapped = network.wrappedNative;

  // ---- Round 1 ----
  const quotes = network.quotes?.length ? network.quotes : [wrapped];
  const pairLookups = network.v2Dexes.flatMap((dex) => quotes.map((quote) => ({ dex, quote })));
  let r1: [{ number: bigint; baseFee: bigint | null }, Hex, Hex, Hex, Hex, CallOutcome[], CallOutcome[], Hex[], Hex[]];
  try {
    r1 = await Promise.all([
      // The head block: its number (the holder walk's head) and its base fee (the simulation round's gas price,
      // simulate.ts `callFee`), one call.
      client.request({ method: "eth_getBlockByNumber", params: ["latest", false] } as never).then((b) => headBlock(b)),
      getCode(client, token),
      getSlot(client, token, EIP1967_IMPLEMENTATION_SLOT),
      getSlot(client, token, EIP1967_ADMIN_SLOT),
      getSlot(client, token, EIP1967_BEACON_SLOT),
      Promise.all(
        (["name", "symbol", "decimals", "totalSupply", "owner", "getOwner", "pendingOwner"] as const).map((f) =>
          // owner() & co. revert on tokens without them: a revert is their answer, never retried (a retry would
          // leave this round's batch on a timer and split it).
          rawCall(client, token, callData(f), "latest", {
            retry: f !== "owner" && f !== "getOwner" && f !== "pendingOwner",
          }),
        ),
      ),
      Promise.all(pairLookups.map(({ dex, quote }) => rawCall(client, dex.factory, encodeGetPair(token, quote)))),
      Promise.all(
        [ZEPPELINOS_IMPLEMENTATION_SLOT, ZEPPELINOS_ADMIN_SLOT, OZ5_OWNABLE_SLOT, EIP1822_PROXIABLE_SLOT].map((slot) =>
          getSlot(client, token, slot),
        ),
      ),
      Promise.all(Array.from({ length: LOW_SLOTS }, (_, i) => getSlot(client, token, toHex(i, { size: 32 })))),
    ]);
  } catch (err) {
    throw new EvmReadError(`EVM RPC unavailable: ${shortMessage(err)}`, err);
  }
  const [head, code, implSlot1967, adminSlot1967, beaconSlot, meta, pairCalls, legacySlots, lowSlots] = r1;
  const blockNumber = head.number;
  const baseFee = head.baseFee;
  const [nameOut, symbolOut, decimalsOut, supplyOut, ownerOut, getOwnerOut, pendingOut] = meta;
  // Legacy (zeppelinOS) slots count only when the EIP-1967 ones are empty.
  const legacy =
    decodeAddressSlot(implSlot1967).kind === "empty" && decodeAddressSlot(legacySlots[0]).kind === "address";
  // EIP-1822 (PROXIABLE) counts when neither the EIP-1967 nor the zeppelinOS slots name an implementation; its
  // upgrades go through the logic's own function (no admin slot): judged like UUPS, by the owner.
  const proxiable =
    !legacy && decodeAddressSlot(implSlot1967).kind === "empty" && decodeAddressSlot(legacySlots[3]).kind === "address";
  const implSlot = legacy ? legacySlots[0] : proxiable ? legacySlots[3] : implSlot1967;
  const adminSlot = legacy ? legacySlots[1] : proxiable ? "0x" : adminSlot1967;
  const decimalsRaw = decodeUint(decimalsOut);
  const metadata = {
    name: decodeStringOrBytes32(nameOut),
    symbol: decodeStringOrBytes32(symbolOut),
    decimals: decimalsRaw !== null && decimalsRaw <= 255n ? Number(decimalsRaw) : null,
    totalSupply: decodeUint(supplyOut),
  };
  const present = code !== "0x" && code.length > 2;
  const owner = decodeAddress(ownerOut);
  const getOwnerAddr = decodeAddress(getOwnerOut);
  const pendingOwner = decodeAddress(pendingOut);
  const effectiveOwner = owner ?? getOwnerAddr;

  // Only code that delegates can be a proxy: a token whose own runtime has no DELEGATECALL but writes an address
  // into a proxy slot (EIP-1967, zeppelinOS, PROXIABLE, beacon) is analysed as itself, the slots reported as decoys.
  const delegates = present && scanBytecode(code).delegatecall;
  const slotIfProxy = (raw: Hex): SlotValue => (delegates ? decodeAddressSlot(raw) : { kind: "empty" });
  const decoySlots = delegates
    ? []
    : (
        [
          ["EIP-1967 implementation", implSlot1967],
          ["EIP-1967 admin", adminSlot1967],
          ["EIP-1967 beacon", beaconSlot],
          ["zeppelinOS implementation", legacySlots[0]],
          ["PROXIABLE (EIP-1822)", legacySlots[3]],
        ] as const
      )
        .filter(([, raw]) => decodeAddressSlot(raw).kind === "address")
        .map(([name]) => name);
  const impl = slotIfProxy(implSlot);
  const admin = slotIfProxy(adminSlot);
  const beacon = slotIfProxy(beaconSlot);
  const clone = present ? eip1167Implementation(code) : null;
  const malformedSlots = [
    ["implementation", impl],
    ["admin", admin],
    ["beacon", beacon],
  ]
    .filter(([, v]) => (v as { kind: string }).kind === "malformed")
    .map(([k]) => k as string);

  const pairs = pairCalls
    .map((out, i) => ({ ...pairLookups[i], pair: decodeAddress(out) }))
    .filter((p): p is { dex: V2Dex; quote: Address; pair: Address } => p.pair !== null && p.pair !== ZERO_ADDRESS);

  // The market's deepest pair, when getPair did not find it (its quote is not configured): verified in round 2.
  const known = new Set(pairs.map((p) => p.pair.toLowerCase()));
  const hints = present && options.marketPairs ? await Promise.resolve(options.marketPairs).catch(() => []) : [];
  // The deepest hint getPair could not have found: its quote is not a configured one (a pair against a configured
  // quote that getPair did not return is not a V2 pair of a known factory, e.g. a V3 pool).
  const configured = new Set(quotes.map((q) => q.toLowerCase()));
  const hint =
    hints.find(
      (h) =>
        !known.has(h.pair.toLowerCase()) &&
        !configured.has(h.quote.toLowerCase()) &&
        h.quote.toLowerCase() !== token.toLowerCase() &&
        BigInt(h.pair) !== 0n &&
        BigInt(h.quote) !== 0n,
    ) ?? null;

  const base = {
    chain: network.name,
    chainId: network.chainId,
    token,
    blockNumber,
    code: { present, size: present ? (code.length - 2) / 2 : 0 },
    metadata,
  };
  if (!present) {
    const reason = "no contract code at this address on this chain";
    return {
      ...base,
      proxy: {
        kind: "none",
        implementation: null,
        admin: null,
        adminIsContract: null,
        beacon: null,
        malformedSlots,
        adminKind: null,
        adminOwner: null,
        adminThreshold: null,
        adminMinDelay: null,
      },
      ownership: {
        owner: null,
        getOwner: null,
        pendingOwner: null,
        effectiveOwner: null,
        renounced: null,
        ownerIsContract: null,
      },
      bytecode: {
        analysedAddress: token,
        selectorCount: 0,
        capabilities: [],
        selfdestruct: false,
        delegatecall: false,
      },
      holders: { status: "unknown", reason },
      liquidity: { pairs: [], deepest: null, lockersVersion: LOCKERS_VERSION },
      simulation: { status: "not_run", reason },
      privileges: { status: "not_run", reason },
      walletSell: { status: "not_run", reason },
      control: null,
      deployer: { address: null, source: "unknown", transactionHash: null, firstMintAt: null, reason },
    };
  }

  // ---- Round 2 ----
  const implAddress = impl.kind === "address" ? impl.address : clone;
  const adminAddress = admin.kind === "address" ? admin.address : null;
  const beaconAddress = beacon.kind === "address" ? beacon.address : null;
  const holderAddresses = [ZERO_ADDRESS, DEAD_ADDRESS, ...network.lockers.map((l) => l.address)];
  const supply = metadata.totalSupply;
  // CALLER-compared slots of the token's own code beyond the low slots (a proxy's implementation arrives in this
  // round: its controllers are found among the low slots read in round 1).
  const ownAnalysis = analyseCode(code, true);
  const extraSlots = [
    ...new Set(
      [...ownAnalysis.callerSlots, ...ownAnalysis.originSlots]
        .map((c) => c.slot)
        .filter((slot) => BigInt(slot) >= BigInt(LOW_SLOTS) && BigInt(slot) !== BigInt(OZ5_OWNABLE_SLOT)),
    ),
  ].slice(0, 8);
  const adminLive = adminAddress !== null && !isBurnAddress(adminAddress);
  // Addresses the token's storage or code names (a "bridge", a marketing wallet, a dev wallet): the prober puts the
  // ones with no code through its transfer tests (an allowance bypass, an unbacked transfer). Their code is read here
  // (a forwarder's code must not replace a contract the token calls).
  const knownInfra = new Set(
    [
      token,
      wrapped,
      ...quotes,
      ...network.v2Dexes.flatMap((d) => [d.factory, d.router]),
      ...pairs.map((p) => p.pair),
      ...network.lockers.map((l) => l.address),
    ].map((a) => a.toLowerCase()),
  );
  // The prober's candidates known by now (owner(), pendingOwner(), low slots and constants compared with CALLER or
  // ORIGIN) are probed as candidates anyway: left out BEFORE the pool is cut, so addresses that are candidates do not
  // push a real "bridge" out of the code reads (review, 2026-11-26).
  const earlyCandidates = new Set(
    [
      effectiveOwner,
      pendingOwner,
      ...[...ownAnalysis.callerSlots, ...ownAnalysis.originSlots]
        .filter((c) => BigInt(c.slot) < BigInt(LOW_SLOTS))
        .map((c) => addressInWord(lowSlots[Number(BigInt(c.slot))] ?? null, c.offset, true)),
      ...ownAnalysis.callerConstants,
      ...ownAnalysis.originConstants,
    ]
      .filter((a): a is Address => !!a)
      .map((a) => a.toLowerCase()),
  );
  const senderPoolAll = [
    ...new Set(
      [
        ...lowSlots.map((w) => possibleAddressInWord(w)),
        ...ownAnalysis.addressConstants,
        ...ownAnalysis.possibleAddresses,
      ]
        .filter(
          (a): a is Address =>
            !!a && !isBurnAddress(a) && !knownInfra.has(a.toLowerCase()) && !earlyCandidates.has(a.toLowerCase()),
        )
        .map((a) => getAddress(a)),
    ),
  ];
  const senderPool = senderPoolAll.slice(0, MAX_SENDER_CODE_READS);
  // Contract candidates known by now may keep their own controller in storage (a minter's `admin`): their slots 0-7
  // are read in this round (readControllerSlots), so that controller's governance is read with the candidates' in
  // round 3 (minter-probe.ts: a minter whose controllers are all recognised governance is bound). No extra round.
  // Not the owner() / pendingOwner() answers (wallets in practice, and a provider refusing state overrides would
  // refuse one more call): the addresses the token's code compares CALLER with, from its low slots or its code.
  const ownerAnswers = new Set(
    [effectiveOwner, pendingOwner].filter((a): a is Address => !!a).map((a) => a.toLowerCase()),
  );
  // Only read when the probes of round 3 will run (a simulation with a pair): otherwise the words are thrown away, and
  // each is one more call a provider refusing state overrides refuses (review9 finding 6).
  const probesWillRun =
    (options.simulation === undefined ? DEFAULT_SIMULATION : options.simulation) !== false &&
    (pairs.length > 0 || hint !== null);
  const controllerHosts = [...earlyCandidates]
    .filter(() => probesWillRun)
    .filter(
      (a) => a !== token.toLowerCase() && !ownerAnswers.has(a) && !knownInfra.has(a) && !isBurnAddress(getAddress(a)),
    )
    .slice(0, MAX_CONTROLLER_HOSTS)
    .map((a) => getAddress(a));
  const lockProbes = network.lockers.flatMap((locker) => lockReadersToProbe(locker).map((kind) => ({ locker, kind })));
  // The balance mapping's layout, probed against the first pair's balance (for the sell as an ordinary wallet).
  const probePair = pairs[0]?.pair ?? hint?.pair ?? null;
  // Every pair read in this round: getPair's, then the market's (its DEX is known once verified).
  const pairReads: { dex: V2Dex | null; quote: Address; pair: Address }[] = [
    ...pairs,
    ...(hint ? [{ dex: null, quote: hint.quote, pair: hint.pair }] : []),
  ];
  // The quote's balance slot, for trading with the quote itself (simulate.ts `quoteFunding`) when it is not the
  // wrapped native token: probed like the token's, against the pair's quote balance.
  const quoteProbes = [
    ...new Map(
      pairReads
        .filter((p) => p.quote.toLowerCase() !== wrapped.toLowerCase())
        .map((p) => [p.quote.toLowerCase(), { quote: p.quote, pair: p.pair }]),
    ).values(),
  ].slice(0, 3);
  // An EIP-2535 diamond's shape (proxy.ts diamondShape): its facets are listed through its loupe in this round.
  const diamondLike = diamondShape({
    code,
    answersSupply: metadata.totalSupply !== null,
    otherProxy: impl.kind === "address" || clone !== null || beaconAddress !== null,
  });
  // A diamond-shaped token may read its implementation from another contract on every call (proxy.ts
  // readRegistrySources): the addresses its code names first, then its low slots' (those whose code this round reads).
  const registryCandidates = diamondLike
    ? [
        ...new Set([
          ...ownAnalysis.addressConstants.map((a) => a.toLowerCase()),
          ...senderPool.map((a) => a.toLowerCase()),
        ]),
      ]
        .filter((a) => senderPool.some((x) => x.toLowerCase() === a))
        .slice(0, MAX_REGISTRY_CANDIDATES)
        .map((a) => getAddress(a))
    : [];
  const [
    implCode,
    beaconImplOut,
    adminCode,
    ownerCode,
    pairData,
    holderScan,
    extraSlotValues,
    adminCalls,
    layoutProbe,
    hintChecks,
    quoteLayoutProbes,
    senderCodes,
    adminAuthRaw,
    controllerHostSlots,
    facetOuts,
    registryOuts,
    managerLogs,
    timelockQueue,
    domainSeparatorOut,
  ] = await Promise.all([
    implAddress ? getCode(client, implAddress) : Promise.resolve(null),
    // The beacon's implementation and its code in one eth_call (BEACON_CODE_PROGRAM) run AT THE TOKEN'S ADDRESS (its
    // code replaced by state override), so the beacon answers the proxy as it answers every holder's call; the
    // beacon's owner(), and what recognises it by code (its code, slot 0, a stranger's upgradeTo).
    beaconAddress
      ? Promise.all([
          (
            client.request({
              method: "eth_call",
              params: [{ to: token, data: pad(beaconAddress) }, "latest", { [token]: { code: BEACON_CODE_PROGRAM } }],
            } as never) as Promise<Hex>
          ).catch(() => null),
          rawCall(client, beaconAddress, BEACON_OWNER_CALL, "latest", { retry: false }),
          readAuthority(client, beaconAddress, "beacon", token),
        ])
      : Promise.resolve(null),
    adminLive ? getCode(client, adminAddress) : Promise.resolve(null),
    effectiveOwner && !isBurnAddress(effectiveOwner) ? getCode(client, effectiveOwner) : Promise.resolve(null),
    Promise.all(
      pairReads.map(async ({ dex, quote, pair }) => {
        const [reserves, token0, lpSupply, ...rest] = await Promise.all([
          rawCall(client, pair, "0x0902f1ac"),
          rawCall(client, pair, "0x0dfe1681"),
          rawCall(client, pair, callData("totalSupply")),
          ...holderAddresses.map((h) => rawCall(client, pair, balanceOfData(h))),
          ...lockProbes.map(({ locker, kind }) =>
            rawCall(client, locker.address, lockCountData(kind, pair), "latest", {
              retry: lockReadersToProbe(locker).length === 1,
            }),
          ),
        ]);
        const balances = rest.slice(0, holderAddresses.length);
        // Per locker: the first interface whose count function answered (detected by probing), with its count.
        const lockCounts = network.lockers.map((l) => {
          const i = lockProbes.findIndex(
            (q, j) => q.locker === l && decodeUint(rest[holderAddresses.length + j]) !== null,
          );
          return i < 0
            ? { kind: null, count: null }
            : { kind: lockProbes[i].kind, count: decodeUint(rest[holderAddresses.length + i]) };
        });
        return { dex, quote, pair, reserves, token0, lpSupply, balances, lockCounts };
      }),
    ),
    supply !== null
      ? scanHolders(client, token, supply, blockNumber, logConfig, true)
      : Promise.resolve({
          status: "unknown" as const,
          reason: "totalSupply() unavailable",
          ranges: 0,
          fromBlock: blockNumber,
          toBlock: blockNumber,
          control: { roleHolders: [], roleAdmins: [], owners: [], wards: [], members: [] },
        }),
    Promise.all(extraSlots.map((slot) => getSlot(client, token, slot))),
    adminLive
      ? Promise.all(ADMIN_PROBE_CALLS.map((d) => rawCall(client, adminAddress, d, "latest", { retry: false })))
      : Promise.resolve(null),
    probePair
      ? Promise.all([
          rawCall(client, token, balanceOfData(probePair)),
          ...PROBED_LAYOUTS.map((l) => getSlot(client, token, balanceSlot(l, probePair))),
        ])
      : Promise.resolve(null),
    // The market's pair: its tokens and factory, and every known factory's own getPair for the same two tokens.
    hint
      ? Promise.all([
          rawCall(client, hint.pair, "0x0dfe1681"), // token0()
          rawCall(client, hint.pair, "0xd21220a7"), // token1()
          rawCall(client, hint.pair, "0xc45a0155"), // factory()
          ...network.v2Dexes.map((d) => rawCall(client, d.factory, encodeGetPair(token, hint.quote))),
        ])
      : Promise.resolve(null),
    Promise.all(
      quoteProbes.map(({ quote, pair }) =>
        Promise.all([
          rawCall(client, quote, balanceOfData(pair)),
          ...PROBED_LAYOUTS.map((l) => getSlot(client, quote, balanceSlot(l, pair))),
        ]),
      ),
    ),
    Promise.all(senderPool.map((a) => getCode(client, a))),
    // What recognises a contract admin as OpenZeppelin's ProxyAdmin before its owner() is believed.
    adminLive ? readAuthority(client, adminAddress, "admin", token) : Promise.resolve(null),
    readControllerSlots(client, controllerHosts),
    // The diamond's facets: facetAddresses()[k] and its code, one eth_call each (FACET_CODE_PROGRAM).
    diamondLike
      ? Promise.all(
          Array.from({ length: MAX_FACETS + 1 }, (_, k) =>
            (
              client.request(
                {
                  method: "eth_call",
                  params: [
                    { to: FACET_PROGRAM_ADDRESS, data: `${pad(token)}${toHex(k, { size: 32 }).slice(2)}` },
                    "latest",
                    { [FACET_PROGRAM_ADDRESS]: { code: FACET_CODE_PROGRAM } },
                  ],
                } as never,
                { retryCount: 0 },
              ) as Promise<Hex>
            ).catch(() => null),
          ),
        )
      : Promise.resolve(null),
    readRegistrySources(client, token, registryCandidates),
    // An OpenZeppelin AccessManaged token (its code asks canCall): its manager's own events, over the addresses the
    // token names, beside the token's log scan (access-manager.ts).
    probesWillRun && code.toLowerCase().includes(`63${CAN_CALL_SELECTOR}`)
      ? readManagerLogs(client, [...controllerHosts, ...senderPool], blockNumber)
      : Promise.resolve(null),
    // Session 16: the operations the timelocks the token names have queued and not run (governance.ts).
    probesWillRun ? readTimelockQueue(client, [...controllerHosts, ...senderPool], blockNumber) : Promise.resolve(null),
    // Session 18 (anyone20): the EIP-712 domain the signature probe signs under (round 3), when the token's own code
    // has a signed function or a batch (a proxy's implementation is not read yet: read for proxies too).
    signatureProbeWanted(ownAnalysis.dispatchSelectors) || implAddress
      ? rawCall(client, token, DOMAIN_SEPARATOR_CALL, "latest", { retry: false })
      : Promise.resolve(null),
  ]);
  const layoutOf = (probe: (CallOutcome | Hex)[] | null): BalanceLayout | null => {
    if (!probe) return null;
    const [pairBalance, ...words] = probe;
    const want = decodeUint(pairBalance as CallOutcome);
    const i = want && want > 0n ? words.findIndex((w) => w && BigInt(w as Hex) === want) : -1;
    return i >= 0 ? PROBED_LAYOUTS[i] : null;
  };
  const balanceLayout = layoutOf(layoutProbe);
  const quoteLayouts = new Map(quoteProbes.map((q, i) => [q.quote.toLowerCase(), layoutOf(quoteLayoutProbes[i])]));
  // The market's pair is a V2 pair of a known DEX when its tokens are the token and the named quote, its factory()
  // is a known factory, and that factory's getPair returns this very pair.
  let marketPair: EvmTokenFacts["liquidity"]["marketPair"] = null;
  let hintDex: V2Dex | null = null;
  if (hint && hintChecks) {
    const [t0, t1, factoryOut, ...registry] = hintChecks;
    const tokens = [decodeAddress(t0), decodeAddress(t1)].map((a) => a?.toLowerCase());
    const factory = decodeAddress(factoryOut);
    const dexIndex = network.v2Dexes.findIndex(
      (d, i) =>
        factory?.toLowerCase() === d.factory.toLowerCase() &&
        decodeAddress(registry[i])?.toLowerCase() === hint.pair.toLowerCase(),
    );
    const pairTokens =
      tokens.includes(token.toLowerCase()) && tokens.includes(hint.quote.toLowerCase()) && tokens[0] !== tokens[1];
    const dex = pairTokens && dexIndex >= 0 ? network.v2Dexes[dexIndex] : null;
    hintDex = dex;
    marketPair = {
      pair: getAddress(hint.pair),
      quote: getAddress(hint.quote),
      verified: dex !== null,
      dex: dex?.name ?? null,
      reason: dex
        ? `named by the market data; token0/token1 are the token and ${getAddress(hint.quote)}, and ${dex.name}'s factory lists it`
        : !pairTokens
          ? "named by the market data, but its token0()/token1() are not this token and the named quote"
          : factory === null
            ? "named by the market data, but it answers no factory(): not a V2 pair"
            : `named by the market data, but its factory ${factory} is not a known ${network.name} V2 factory listing it`,
    };
  }

  const beaconImpl = decodeBeaconCode(beaconImplOut?.[0] ?? null);
  const beaconOwnerAddr = beaconImplOut ? decodeAddress(beaconImplOut[1]) : null;
  let analysedCode: Hex = code;
  let analysedAddress: Address = token;
  let kind: EvmTokenFacts["proxy"]["kind"] = "none";
  let implementation: Address | null = null;
  if (impl.kind === "address" && implCode) {
    kind = legacy ? "zeppelinos" : proxiable ? "eip1822" : "eip1967";
    implementation = impl.address;
  } else if (clone && implCode) {
    kind = "eip1167";
    implementation = clone;
  } else if (beaconAddress) {
    kind = "eip1967_beacon";
    implementation = beaconImpl.implementation;
  }
  // The words of the slots the token's own code compares CALLER with (round 1's low slots, round 2's others).
  const slotWord = (slot: Hex): Hex | null => {
    const n = BigInt(slot);
    if (n < BigInt(LOW_SLOTS)) return lowSlots[Number(n)] ?? null;
    if (n === BigInt(OZ5_OWNABLE_SLOT)) return legacySlots[2] ?? null;
    const i = extraSlots.indexOf(slot);
    return i >= 0 ? (extraSlotValues[i] ?? null) : null;
  };
  // An EIP-2535 diamond, recognised by behaviour (proxy.ts recogniseDiamond): its ERC-20 runs in code it delegates
  // to by selector; who can cut (rewrite the selector table) is read from its caller checks.
  const diamond = recogniseDiamond({
    code,
    answersSupply: metadata.totalSupply !== null,
    otherProxy: kind !== "none" || clone !== null || beaconAddress !== null || impl.kind === "address",
    owner: effectiveOwner,
    wordOf: slotWord,
    facetReads: facetOuts ? facetOuts.map((o) => decodeFacetRead(o)) : null,
  });
  if (diamond.isDiamond) kind = "eip2535";
  // A diamond-shaped token that ran the code a candidate named (proxy.ts readRegistrySources): its implementation is
  // read from that contract (a registry) on every call; its owner() and who can change it are measured in round 3.
  const registryIndex = diamond.isDiamond ? registryOuts.findIndex((r) => r.isSource) : -1;
  const registryAddress = registryIndex >= 0 ? registryCandidates[registryIndex] : null;
  const registryOwnerOut = registryIndex >= 0 ? registryOuts[registryIndex].owner : null;
  const registryOwnerAddr = registryOwnerOut ? decodeAddress({ kind: "ok", data: registryOwnerOut }) : null;
  const registryCode = registryAddress
    ? (senderCodes[senderPool.findIndex((a) => a.toLowerCase() === registryAddress.toLowerCase())] ?? null)
    : null;
  if (kind === "eip1967_beacon" && implementation && beaconImpl.code) {
    analysedCode = beaconImpl.code;
    analysedAddress = implementation;
  } else if (implementation && implCode) {
    analysedCode = implCode;
    analysedAddress = implementation;
  }
  // A beacon proxy whose implementation's code could not be read: the code behind the token is unknown (never the
  // proxy shell analysed as if it were the token).
  const implementationUnknown =
    kind === "eip1967_beacon" && !(implementation && beaconImpl.code && beaconImpl.code !== "0x")
      ? `the beacon ${beaconAddress} did not give an implementation with code (asked at the token's address): the code behind the token is unknown`
      : null;
  const scan = scanBytecode(analysedCode);
  const proxyScan = kind === "none" ? null : scanBytecode(code);
  const capabilities = detectCapabilities(
    proxyScan ? [...new Set([...scan.selectors, ...proxyScan.selectors])] : scan.selectors,
  );

  const pairFacts: PairFacts[] = [];
  const lockReads: {
    pairIndex: number;
    locker: string;
    lockerAddress: Address;
    kind: LockReader;
    pair: Address;
    count: number;
  }[] = [];
  for (const p of pairData) {
    // The market's pair counts once verified; unverified it is unknown, not read as a pool.
    const dex = p.dex ?? (hint && p.pair === hint.pair ? hintDex : null);
    if (!dex) continue;
    const reserves =
      p.reserves.kind === "ok"
        ? decodeFunctionResult({ abi: V2_ABI, functionName: "getReserves", data: p.reserves.data })
        : null;
    const token0 = decodeAddress(p.token0);
    const lpSupply = decodeUint(p.lpSupply);
    if (!reserves || !token0 || lpSupply === null) continue;
    const tokenIs0 = token0.toLowerCase() === token.toLowerCase();
    const bal = p.balances.map((b) => decodeUint(b) ?? 0n);
    const burnt = bal[0] + bal[1];
    const lockedIn = network.lockers
      .map((l, i) => {
        const { kind, count } = p.lockCounts[i];
        return {
          locker: l.name,
          lockerAddress: l.address,
          kind,
          shareBps: bps(bal[2 + i], lpSupply),
          unlocksAt: null as number | null,
          locks: count === null ? null : Number(count),
        };
      })
      .filter((l) => l.shareBps > 0);
    for (const l of lockedIn)
      if (l.kind && l.locks !== null && l.locks > 0)
        lockReads.push({
          pairIndex: pairFacts.length,
          locker: l.locker,
          lockerAddress: l.lockerAddress,
          kind: l.kind,
          pair: p.pair,
          count: l.locks,
        });
    pairFacts.push({
      dex: dex.name,
      foundBy: known.has(p.pair.toLowerCase()) ? "getPair" : "market",
      router: dex.router,
      pair: p.pair,
      quote: p.quote,
      reserveToken: tokenIs0 ? reserves[0] : reserves[1],
      reserveNative: tokenIs0 ? reserves[1] : reserves[0],
      lpTotalSupply: lpSupply,
      burntBps: bps(burnt, lpSupply),
      lockedBps: lockedIn.reduce((s, l) => s + l.shareBps, 0),
      lockedIn: lockedIn.map(({ lockerAddress: _a, kind: _k, ...rest }) => rest),
      topLpHolder: null,
      lpHolders: null,
      lpHoldersUnknownReason: null,
    });
  }
  // The deepest pair whatever its quote: the one holding the most of the token (prices are arbitraged equal across
  // pairs, so the token-side reserve ranks the pairs' value without a price feed).
  const deepest = pairFacts.reduce<PairFacts | null>(
    (best, p) => (best === null || p.reserveToken > best.reserveToken ? p : best),
    null,
  );

  // ---- Who can exercise privileges: the prober's candidates (round 3 runs the prober) ----
  const analysis = analysedCode === code ? ownAnalysis : analyseCode(analysedCode, true);
  const adminOwnerAnswer = adminCalls ? decodeAddress(adminCalls[0]) : null;
  // An admin contract with no owner() whose code compares CALLER with one hard-coded address (a forwarder for one
  // operator key): that address controls the admin, so it stands where a ProxyAdmin's owner stands (governance.ts
  // contractControl; its code read in round 2, the controller's code and governance in round 3).
  const adminControl =
    adminLive && adminCalls && !adminOwnerAnswer && isContractCode(adminCode) ? contractControl(adminCode) : null;
  // Every hard-coded controller acts alone (a `CALLER == A || CALLER == B` check): each is read (its code with the
  // first one's, the others' with the governance reads of round 3) and the weakest stands as the admin's owner, so a
  // second address cannot hide one key behind an official Safe (review 2026-11-26; at most 3 followed).
  const adminHardCodedAll =
    adminControl?.kind === "hard-coded" ? adminControl.controllers.filter((a) => !isBurnAddress(a)).slice(0, 3) : [];
  const adminHardCoded = adminHardCodedAll[0] ?? null;
  const adminOwnerAddr = adminOwnerAnswer ?? adminHardCoded;
  // Who the beacon / admin contract is, by code, before its owner() is believed (proxy.ts).
  const beaconAuth: AuthorityReading | null = beaconImplOut
    ? recogniseUpgradeAuthority("beacon", { ...beaconImplOut[2], owner: beaconOwnerAddr })
    : null;
  const adminAuth: AuthorityReading | null =
    adminAuthRaw && isContractCode(adminCode) && adminOwnerAnswer
      ? recogniseUpgradeAuthority("admin", { ...adminAuthRaw, owner: adminOwnerAnswer })
      : null;
  const infra = new Set(
    [
      token,
      implementation,
      adminAddress,
      wrapped,
      // Configured quotes only: a quote named by the market data may be a token the deployer controls.
      ...quotes,
      ...network.v2Dexes.flatMap((d) => [d.factory, d.router]),
      ...pairFacts.map((p) => p.pair),
      ...network.lockers.map((l) => l.address),
    ]
      .filter((a): a is Address => !!a)
      .map((a) => a.toLowerCase()),
  );
  const usable = (a: Address | null | undefined): a is Address =>
    !!a && !isBurnAddress(a) && !infra.has(a.toLowerCase()) && BigInt(a) > 0xffffn;
  const control: ControlFacts = holderScan.control;
  const candidateList: ProbeCandidate[] = [];
  const addCandidate = (a: Address | null | undefined, role: string) => {
    if (!usable(a)) return;
    const found = candidateList.find((c) => c.address.toLowerCase() === a.toLowerCase());
    if (found) {
      if (!found.roles.includes(role)) found.roles.push(role);
    } else candidateList.push({ address: getAddress(a), roles: [role] });
  };
  addCandidate(effectiveOwner, owner ? "owner()" : "getOwner()");
  // The owner is a contract (a Safe, a timelock): the prober tries the other candidates on what it can call.
  const ownerCandidate = candidateList.find((c) => c.address.toLowerCase() === effectiveOwner?.toLowerCase());
  if (ownerCandidate && isContractCode(ownerCode)) ownerCandidate.contract = true;
  for (const c of analysis.callerSlots)
    addCandidate(
      addressInWord(slotWord(c.slot), c.offset, true),
      `storage slot ${BigInt(c.slot)} compared with CALLER`,
    );
  for (const a of analysis.callerConstants) addCandidate(a, "address hard-coded in the bytecode, compared with CALLER");
  // A proxy's own code may keep functions of its own beside the delegation: its controllers are candidates too.
  if (analysis !== ownAnalysis) {
    for (const c of ownAnalysis.callerSlots)
      addCandidate(
        addressInWord(slotWord(c.slot), c.offset, true),
        `storage slot ${BigInt(c.slot)} compared with CALLER (the proxy's own code)`,
      );
    for (const a of ownAnalysis.callerConstants)
      addCandidate(a, "address hard-coded in the proxy's own code, compared with CALLER");
  }
  // Controllers captured from tx.origin (a dev wallet recorded at deployment, also when a factory deployed the
  // token): compared with ORIGIN, stored or hard-coded. The probe's eth_call is sent from the first of them.
  const originAddresses = [
    ...analysis.originSlots.map((c) => ({
      address: addressInWord(slotWord(c.slot), c.offset, true),
      role: `storage slot ${BigInt(c.slot)} compared with tx.origin`,
    })),
    ...analysis.originConstants.map((a) => ({
      address: a as Address | null,
      role: "address hard-coded in the bytecode, compared with tx.origin",
    })),
  ].filter((o): o is { address: Address; role: string } => usable(o.address));
  for (const o of originAddresses) addCandidate(o.address, o.role);
  for (const r of control.roleHolders) addCandidate(r.account, `AccessControl ${roleName(r.role)}`);
  for (const w of control.wards) addCandidate(w, "ward (authorised by a rely event, not denied since)");
  for (const m of control.members)
    addCandidate(m.account, `${m.role} role member (OpenZeppelin 2.x ${m.role}Added event, not removed since)`);
  addCandidate(
    adminOwnerAddr,
    adminHardCoded ? "the address the proxy admin's code answers (hard-coded; no owner())" : "the proxy admin's owner",
  );
  for (const a of control.owners) addCandidate(a, "owner named by an OwnershipTransferred event");
  addCandidate(holderScan.status === "known" ? holderScan.firstMintTo : null, "first mint's recipient (deployer)");
  addCandidate(pendingOwner, "pendingOwner()");
  // Addresses the storage or code names that have no code: put through the prober's transfer tests only.
  const senderList: ProbeCandidate[] = [];
  senderPool.forEach((a, i) => {
    const isEoa = senderCodes[i] === "0x" || !senderCodes[i];
    if (!isEoa || !usable(a) || candidateList.some((c) => c.address.toLowerCase() === a.toLowerCase())) return;
    const slot = lowSlots.findIndex((w) => possibleAddressInWord(w)?.toLowerCase() === a.toLowerCase());
    senderList.push({
      address: a,
      roles: [slot >= 0 ? `address stored in slot ${slot}` : "address hard-coded in the bytecode"],
    });
  });
  // Outside addresses the transfer path may call: address values in the low slots and constants in the code.
  const candidateSet = new Set(candidateList.map((c) => c.address.toLowerCase()));
  // Every probed account (candidates and senders) is left out of the watched holder and the recent buyer: a probed
  // account's own transfer lowers its own balance, which is no drain (review fix 4).
  const probedAccounts = new Set([...candidateSet, ...senderList.map((c) => c.address.toLowerCase())]);
  // The constants of the implementation's code and of the token's own code (a proxy-looking token may run its own
  // transfer path with a hard-coded callee); the proxy's own plumbing (implementation, beacon, admin) is not outside.
  const plumbing = new Set(
    [implementation, beaconAddress, adminAddress].filter((a) => !!a).map((a) => `${a}`.toLowerCase()),
  );
  const externals = [
    ...new Set(
      [
        ...lowSlots.map((w) => addressInWord(w, 0)),
        ...analysis.addressConstants,
        ...(analysis !== ownAnalysis ? ownAnalysis.addressConstants : []),
      ]
        .filter((a): a is Address => usable(a) && !candidateSet.has(a.toLowerCase()) && !plumbing.has(a.toLowerCase()))
        .map((a) => getAddress(a)),
    ),
  ].slice(0, MAX_EXTERNALS);

  // ---- Round 3 ----
  // Spot check: the largest holders' balanceOf must equal the balances rebuilt from the logs. Reflection and
  // rebasing tokens pass the supply check yet move balances without Transfer events: their holders are unknown.
  const spotCheck =
    holderScan.status === "known" ? holderScan.reconstruction.balances.slice(0, SPOT_CHECK_HOLDERS) : [];
  const simulationConfig = options.simulation === undefined ? DEFAULT_SIMULATION : options.simulation;
  const firstMint = holderScan.status === "known" ? holderScan.firstMint : null;
  // The prober's victim: the latest buyer from the deepest pair that still holds the token (the rules buyers live
  // under apply to it: cooldowns since its buy, lists of recorded buyers); else a fresh address buys in the probe.
  const balanceOfHolder = (a: Address) =>
    holderScan.status === "known"
      ? (holderScan.reconstruction.balances.find((b) => b.address.toLowerCase() === a.toLowerCase())?.balance ?? 0n)
      : 0n;
  /** At most this many other holders sell (session 12): with the latest buyer, four real holders. */
  const MAX_OTHER_SELLERS = 3;
  const recentBuyer =
    holderScan.status === "known" && deepest
      ? (holderScan.recent.find(
          (l) =>
            l.from.toLowerCase() === deepest.pair.toLowerCase() &&
            usable(l.to) &&
            !probedAccounts.has(l.to.toLowerCase()) &&
            balanceOfHolder(l.to) >= 1_000n,
        )?.to ?? null)
      : null;
  const holderToWatch =
    holderScan.status === "known"
      ? (holderScan.reconstruction.balances.find(
          (b) =>
            usable(b.address) &&
            !probedAccounts.has(b.address.toLowerCase()) &&
            b.address.toLowerCase() !== recentBuyer?.toLowerCase(),
        )?.address ?? null)
      : null;
  // Session 12: the largest other BUYERS (addresses a known pair sent tokens to) whose own small sells the simulation
  // round also measures (HONEYPOT: a rule that binds buyers of a real bag, not one wallet; team and vesting wallets
  // that never bought are left out, review14): no pool, burn address, locker, the token, a probed candidate (owner,
  // deployer, role holders …) or the latest buyer.
  const pairAddresses = new Set(pairFacts.map((p) => p.pair.toLowerCase()));
  const buyers =
    holderScan.status === "known"
      ? new Set(
          (holderScan.transfers ?? [])
            .filter((t) => pairAddresses.has(t.from.toLowerCase()))
            .map((t) => t.to.toLowerCase()),
        )
      : new Set<string>();
  const otherSellers: Address[] =
    holderScan.status === "known"
      ? holderScan.reconstruction.balances
          .filter(
            (b) =>
              usable(b.address) &&
              buyers.has(b.address.toLowerCase()) &&
              !probedAccounts.has(b.address.toLowerCase()) &&
              b.address.toLowerCase() !== recentBuyer?.toLowerCase() &&
              b.balance >= 1_000n,
          )
          .slice(0, MAX_OTHER_SELLERS)
          .map((b) => b.address)
      : [];
  // Session 14: the largest holders that NEVER received from a known pair (bags that came by transfer: presale,
  // airdrop, team spread), same exclusions: each sells a small part of its own tokens in the same batch. Refused while
  // buyers sell: only bought tokens can be sold (HONEYPOT).
  const MAX_RECEIVED_SELLERS = 3;
  const receivedSellers: Address[] =
    holderScan.status === "known"
      ? holderScan.reconstruction.balances
          .filter(
            (b) =>
              usable(b.address) &&
              !buyers.has(b.address.toLowerCase()) &&
              !pairAddresses.has(b.address.toLowerCase()) &&
              !probedAccounts.has(b.address.toLowerCase()) &&
              b.address.toLowerCase() !== recentBuyer?.toLowerCase() &&
              b.balance >= 1_000n,
          )
          .slice(0, MAX_RECEIVED_SELLERS)
          .map((b) => b.address)
      : [];
  // A pair quoted in something other than the wrapped native token is traded with the quote itself (the simulator
  // is given 0.01 % of the pair's quote reserve through a state override of the quote's probed balance slot), so
  // the simulation needs no native/quote pair on the router. Without that slot: native -> quote -> token.
  const quoteLayout = deepest ? (quoteLayouts.get(deepest.quote.toLowerCase()) ?? null) : null;
  const quoteFunding =
    deepest && quoteLayout && deepest.reserveNative >= 10_000n
      ? { slot: balanceSlot(quoteLayout, SIMULATOR_ADDRESS), amount: deepest.reserveNative / 10_000n }
      : null;
  const noPairReason =
    marketPair && !marketPair.verified
      ? `no verified V2 pair: the market's pair ${marketPair.pair} ${marketPair.reason.replace(/^named by the market data, but /, "")}`
      : "no Uniswap V2-style pair with a known quote token on the known DEXes";
  const probed = candidateList.slice(0, MAX_PROBE_CANDIDATES);
  // Addresses already known to hold no code (round 2: the admin's and the owner's code) are not governance: not read.
  const knownEoa = new Set(
    [
      adminLive && isContractCode(adminCode) === false ? adminAddress : null,
      effectiveOwner && ownerCode !== null && isContractCode(ownerCode) === false ? effectiveOwner : null,
    ]
      .filter((a): a is Address => !!a)
      .map((a) => a.toLowerCase()),
  );
  // Addresses a contract candidate keeps in its low slots (read in round 2): its own controllers, classified with the
  // candidates' governance (at most MAX_STORED_CONTROLLERS, the first hosts' lowest slots first).
  const storedControllers = [
    ...new Set(
      controllerHostSlots
        .flatMap((slots) => slots ?? [])
        .map((w) => possibleAddressInWord(w))
        .filter(
          (a): a is Address =>
            !!a &&
            a.toLowerCase() !== token.toLowerCase() &&
            !knownInfra.has(a.toLowerCase()) &&
            !isBurnAddress(a) &&
            !earlyCandidates.has(a.toLowerCase()),
        ),
    ),
  ].slice(0, MAX_STORED_CONTROLLERS);
  // AccessManagers among the probed candidates whose events round 2 read (access-manager.ts): their members join the
  // governance read (a Safe or timelock holding a role is governance), their answers are read in this round.
  const managerRecords =
    simulationConfig !== false && deepest
      ? managersToRead(
          managerLogs,
          token,
          code,
          probed.map((c) => c.address),
        )
      : [];
  const governanceAddresses = [
    ...new Map(
      [
        ...(simulationConfig !== false && deepest ? probed.map((c) => c.address) : []),
        ...managerRecords.flatMap(recordMembers),
        ...(adminLive ? [adminAddress] : []),
        ...(adminOwnerAddr && !isBurnAddress(adminOwnerAddr) ? [adminOwnerAddr] : []),
        ...(adminOwnerAnswer ? [] : adminHardCodedAll.slice(1)),
        ...(beaconOwnerAddr && !isBurnAddress(beaconOwnerAddr) ? [beaconOwnerAddr] : []),
        ...(registryOwnerAddr && !isBurnAddress(registryOwnerAddr) ? [registryOwnerAddr] : []),
        ...(simulationConfig !== false && deepest ? storedControllers : []),
      ].map((a) => [a.toLowerCase(), a] as const),
    ).values(),
  ].filter((a) => !knownEoa.has(a.toLowerCase()));
  // The minter probe (minter-probe.ts): contract candidates keep their real code and their own functions are called
  // as a stranger and as their owner(), when that owner is one of the keys given the forwarder's code here (the
  // token's owner, the first mint's recipient, former and pending owners; wallets in practice).
  const KEY_ROLES = new Set([
    "owner()",
    "getOwner()",
    "first mint's recipient (deployer)",
    "owner named by an OwnershipTransferred event",
    "pendingOwner()",
  ]);
  const minterKeys = probed.filter((c) => c.roles.some((r) => KEY_ROLES.has(r))).map((c) => c.address);
  const minterKeySet = new Set([...minterKeys.map((a) => a.toLowerCase()), ...knownEoa]);
  const minterCandidates = probed
    .map((c) => c.address)
    .filter((a) => !minterKeySet.has(a.toLowerCase()))
    .slice(0, MAX_MINTERS);
  const minterHolder = recentBuyer ?? holderToWatch ?? deepest?.pair ?? null;
  const probingMinters =
    simulationConfig !== false && deepest !== null && minterHolder !== null && minterCandidates.length > 0;
  // Who can upgrade through the implementation's own upgrade function (UUPS, EIP-1822, an implementation behind any
  // proxy slot): decided by behaviour (proxy.ts upgradeCallData). Each candidate (owner(), role holders from role
  // events, the first mint's recipient, the admin's owner …) and a stranger try a no-op upgrade in this round; the
  // candidates whose code and governance this round does not already read have their code read beside it.
  const upgradeData =
    simulationConfig !== false &&
    deepest !== null &&
    (kind === "eip1967" || kind === "zeppelinos" || kind === "eip1822")
      ? upgradeCallData(analysis.dispatchSelectors, implementation)
      : null;
  // The callers most likely to hold the upgrade right are tried first (review11a finding 9): the first mint's
  // recipient (the deployer, usually), owner(), then the holders of roles other than DEFAULT_ADMIN_ROLE, then the
  // rest; so grants to junk addresses cannot push the upgrader out. Candidates past MAX_UPGRADE_CALLERS are counted
  // (upgradeUntried): governance passing then proves nothing about the untried (proxy.ts upgradeAuthorityByCalls).
  const upgradeRank = (c: ProbeCandidate) => {
    const a = c.address.toLowerCase();
    if (holderScan.status === "known" && holderScan.firstMintTo?.toLowerCase() === a) return 0;
    if (c.roles.includes("owner()") || c.roles.includes("getOwner()")) return 1;
    if (control.roleHolders.some((r) => r.account.toLowerCase() === a && BigInt(r.role) !== 0n)) return 2;
    return 3;
  };
  const upgradeOrder = candidateList
    .map((c, i) => ({ c, i, rank: upgradeRank(c) }))
    .sort((x, y) => x.rank - y.rank || x.i - y.i)
    .map((x) => x.c);
  const upgradeCallerList = upgradeData ? upgradeOrder.slice(0, MAX_UPGRADE_CALLERS) : [];
  const upgradeUntried = upgradeData ? upgradeOrder.length - upgradeCallerList.length : 0;
  const upgradeCodeReads = upgradeCallerList
    .map((c) => c.address)
    .filter(
      (a) => !knownEoa.has(a.toLowerCase()) && !governanceAddresses.some((x) => x.toLowerCase() === a.toLowerCase()),
    );
  // The roles named by the role events, backed by hasRole reads (holders.ts confirmRoles): every account the events
  // named and the first mint's recipient (a role granted without an event). Not when the events were not all read.
  const roleEventsComplete =
    holderScan.status === "known" || ("controlComplete" in holderScan && holderScan.controlComplete === true);
  // The first mint's recipient and owner() (review11a finding 9): either may hold a role granted without an event.
  const roleExtra = [
    ...new Set(
      [holderScan.status === "known" ? holderScan.firstMintTo : null, effectiveOwner]
        .filter((a): a is Address => !!a && !isBurnAddress(a))
        .map((a) => getAddress(a)),
    ),
  ];
  const roleCheckWanted =
    simulationConfig !== false && deepest !== null && roleEventsComplete
      ? roleChecks(control.roles ?? [], roleExtra)
      : [];
  // Round 3 stays within one JSON-RPC batch (a larger one is split into two HTTP requests: a round trip more). Its
  // other calls are counted first (upper bounds, each part bounded on its own); the lock entries, the one part that
  // grows with the number of pairs and lockers, get what is left, the deepest pair's first. A lock left unread has no
  // date: `unlocksAt` null, unknown, never locked (review, 2026-11-26).
  const simulating = simulationConfig !== false && deepest !== null;
  // Who can change a registry's answer (proxy.ts tryRegistryChanges): a stranger and its owner() call its functions.
  const registryCalls = registryAddress ? registryTryCalls(registryCode, token) : [];
  const registryCallers = [
    REGISTRY_STRANGER,
    ...(registryOwnerAddr && !isBurnAddress(registryOwnerAddr) ? [registryOwnerAddr] : []),
  ];
  // Session 17 (sim19): the caller slots of the first outside contracts gated only by them (calleeStoredGates).
  const calleeGateSlots = externals
    .slice(0, MAX_EXTERNAL_OWNERS)
    .map((a) =>
      calleeStoredGates(senderCodes[senderPool.findIndex((x) => x.toLowerCase() === a.toLowerCase())], [
        token,
        implementation,
      ]),
    );
  // Session 17: the outside calls (simulate.ts OutsideSells): the externals and the controller candidates.
  const outsideWatched = candidateList.map((c) => c.address);
  const outsideCalls = deepest
    ? outsideCallCount({
        token,
        pair: deepest.pair,
        router: deepest.router,
        quote: deepest.quote,
        externals,
        externalCodes: Object.fromEntries(senderPool.map((a, i) => [a.toLowerCase(), senderCodes[i]])),
        watched: outsideWatched,
      })
    : 0;
  // Session 18 (anyone20): signed transfers / permits and a self-delegatecall batch, probed only when in the dispatcher.
  const signatureSelectors = [
    ...new Set([
      ...analysis.dispatchSelectors,
      ...(analysis !== ownAnalysis ? ownAnalysis.dispatchSelectors : []),
      ...diamond.facets.flatMap((f) => analyseCode(f.code).dispatchSelectors),
    ]),
  ];
  const signatureProbing = simulationConfig !== false && signatureProbeWanted(signatureSelectors);
  const round3Fixed =
    (simulating ? outsideCalls + calleeGateSlots.reduce((n, g) => n + g.length, 0) : 0) +
    registryCalls.length * registryCallers.length +
    (simulating ? 4 : 0) + // the buy/sell simulation, its volume call and its two trade calls (simulate.ts VolumeSell, TradeSell)
    (deepest ? Math.min(lpLogConfig.rangesPerBatch, lpLogConfig.maxRanges) : 0) + // the LP holders' first log wave
    spotCheck.length +
    (firstMint?.transactionHash ? 3 : 0) + // the deployer's transaction, receipt and block
    (simulating ? (originAddresses[0] ? 2 : 1) : 0) + // the privilege probe (twice with a tx.origin controller)
    (adminOwnerAddr && !isBurnAddress(adminOwnerAddr) ? 1 : 0) +
    (beaconOwnerAddr && !isBurnAddress(beaconOwnerAddr) ? 1 : 0) +
    (simulating && deepest.reserveToken >= 10_000n
      ? walletSellCalls(true, (recentBuyer ? 1 : 0) + otherSellers.length, receivedSellers.length)
      : 0) + // the sell as an ordinary wallet, as the real buyers, and their direct transfers with and without code
    (governanceAddresses.length ? governanceAddresses.length * 6 + 1 : 0) + // governance (readCandidateGovernance): code, storage program, getOwners(), two never-queued executions, the Compound admin program each; claims
    (simulating ? Math.min(externals.length, MAX_EXTERNAL_OWNERS) : 0) +
    (probingMinters ? 1 : 0) + // the minter probe
    (signatureProbing ? 1 : 0) + // the signature and batch probe (signature-probe.ts, session 18)
    (simulating && minterHolder ? 1 : 0) + // the public-mint probe (minter-probe.ts runPublicMintProbe, session 17)
    managerStateCalls(managerRecords) + // the AccessManagers' answers (access-manager.ts)
    (upgradeData ? upgradeCallerList.length + 1 + upgradeCodeReads.length * 2 : 0); // who passes the upgrade (code and slots 0-7 of the callers not read above)
  const lockCalls = lockReads.map((r) => lockEntriesData(r.kind, r.pair, r.count));
  const deepestIndex = deepest ? pairFacts.indexOf(deepest) : -1;
  const lockOrder = lockReads
    .map((_, i) => i)
    .sort((a, b) => Number(lockReads[b].pairIndex === deepestIndex) - Number(lockReads[a].pairIndex === deepestIndex));
  const lockReadable = new Set<number>();
  let lockBudget = (options.batchLimit ?? RPC_BATCH_LIMIT) - round3Fixed;
  for (const i of lockOrder)
    if (lockCalls[i].length <= lockBudget) {
      lockReadable.add(i);
      lockBudget -= lockCalls[i].length;
    }
  // The hasRole reads take what the round's other calls and the lock entries leave (a role not read is unconfirmed:
  // `onChain` null, never "nobody").
  const roleCheckList = roleCheckWanted.slice(0, Math.max(0, lockBudget));
  const calleeGateReads = simulating
    ? Promise.all(
        calleeGateSlots.map((slots, i) =>
          Promise.all(slots.map((g) => getSlot(client, externals[i], g.slot).catch(() => null))),
        ),
      )
    : Promise.resolve([] as (Hex | null)[][]);
  const [
    simulation,
    lpScan,
    spotBalances,
    lockEntries,
    deployerTx,
    probeOut,
    adminOwnerFacts,
    walletSell,
    governanceRead,
    externalOwnerOuts,
    minterReports,
    upgradeOuts,
    upgradeCodes,
    upgradeSlots,
    roleAnswers,
    registryTries,
    managerReadings,
    readyQueued,
    publicMintProbe,
    signatureProbe,
  ] = await Promise.all([
    simulationConfig === false
      ? Promise.resolve({ status: "not_run" as const, reason: "simulation disabled" })
      : deepest
        ? simulateBuySell(
            client,
            {
              token,
              router: deepest.router,
              pair: deepest.pair,
              quote: deepest.quote,
              externals,
              quoteFunding,
              baseFee,
              // The outside contracts' own code (round 2): the simulation makes them hostile after the trades.
              externalCodes: Object.fromEntries(senderPool.map((a, i) => [a.toLowerCase(), senderCodes[i]])),
              // The token's own code (and its implementation's): a callee fixed in it (PUSH20 / immutable) whose code
              // cannot change may revert without vetoing sellers when the token used its answer (simulate.ts).
              tokenCodes: [code, analysedCode],
              // Session 14: the volume call doubles the pool's quote side (a pair quoted in the wrapped native token,
              // or traded with its quote), then fresh wallets sell (simulate.ts VolumeSell).
              growth:
                deepest.quote.toLowerCase() === wrapped.toLowerCase() || quoteFunding ? deepest.reserveNative : 0n,
              // Session 17: the controller candidates are watched too by the outside calls (simulate.ts OutsideSells).
              watched: outsideWatched,
            },
            simulationConfig,
          )
        : Promise.resolve({ status: "inconclusive" as const, reason: noPairReason }),
    deepest
      ? scanHolders(client, deepest.pair, deepest.lpTotalSupply, blockNumber, lpLogConfig)
      : Promise.resolve(null),
    Promise.all(
      spotCheck.map((b) => rawCall(client, token, balanceOfData(b.address), `0x${blockNumber.toString(16)}`)),
    ),
    Promise.all(
      lockReads.map((r, i) =>
        lockReadable.has(i)
          ? Promise.all(lockCalls[i].map((data) => rawCall(client, r.lockerAddress, data)))
          : Promise.resolve([]),
      ),
    ),
    firstMint?.transactionHash
      ? readDeployerTx(client, firstMint.transactionHash, firstMint.blockNumber)
      : Promise.resolve(null),
    simulationConfig === false
      ? Promise.resolve({ status: "not_run" as const, reason: "simulation disabled" })
      : deepest
        ? runPrivilegeProbe(
            client,
            {
              token,
              router: deepest.router,
              pair: deepest.pair,
              wrappedNative: wrapped,
              quote: deepest.quote,
              holder: holderToWatch,
              victim: recentBuyer,
              ethIn: simulationConfig.ethIn,
              origin: originAddresses[0]?.address ?? null,
              baseFee,
              quoteFunding:
                quoteLayout && deepest.reserveNative >= 10_000n
                  ? { slot: balanceSlot(quoteLayout, PROBER_ADDRESS), amount: deepest.reserveNative / 10_000n }
                  : null,
              // Outside contracts the token names (with code, round 2): assets a wrap / deposit may pull from its
              // caller; the probe's stranger holds them to tell a refusal for want of the asset from an access check.
              assets: senderPool.filter((_, i) => !!senderCodes[i] && senderCodes[i] !== "0x"),
            },
            candidateList,
            // The union of both dispatchers for a proxy (the implementation's first): functions the proxy's own
            // code answers before delegating are probed too.
            [
              ...new Set([
                ...analysis.dispatchSelectors,
                ...(analysis !== ownAnalysis ? ownAnalysis.dispatchSelectors : []),
                // A diamond's facets (read through its loupe): the functions its fallback runs.
                ...diamond.facets.flatMap((f) => analyseCode(f.code).dispatchSelectors),
              ]),
            ],
            senderList,
            // Identity checks the probe cannot take (a hashed caller or origin, a fixed or stored signer), both codes.
            [...analysis.identityGates, ...(analysis !== ownAnalysis ? ownAnalysis.identityGates : [])],
          )
        : Promise.resolve({ status: "not_run" as const, reason: "no V2 pair to buy the token through" }),
    Promise.all([
      adminOwnerAddr && !isBurnAddress(adminOwnerAddr) ? getCode(client, adminOwnerAddr) : null,
      beaconOwnerAddr && !isBurnAddress(beaconOwnerAddr) ? getCode(client, beaconOwnerAddr) : null,
    ]),
    simulationConfig !== false && deepest && deepest.reserveToken >= 10_000n
      ? sellAsWallet(
          client,
          {
            token,
            router: deepest.router,
            pair: deepest.pair,
            path:
              deepest.quote.toLowerCase() === wrapped.toLowerCase()
                ? [token, wrapped]
                : quoteFunding
                  ? [token, deepest.quote]
                  : [token, deepest.quote, wrapped],
            amount: deepest.reserveToken / 10_000n,
            toQuote: quoteFunding !== null,
            baseFee,
            // The latest buyer still holding sells half of what it holds (tokens it bought: wallet-sell.ts HolderSell).
            holder: recentBuyer ? { address: recentBuyer, amount: balanceOfHolder(recentBuyer) / 2n } : null,
            // Session 12: the largest other holders (no pool, burn address, locker, the token, its deployer or a
            // probed candidate) each sell a small part of their own tokens, in the same batch.
            others: otherSellers.map((a) => ({ address: a, amount: balanceOfHolder(a) / 2n })),
            // Session 14: bags that never came from a pair (presale, airdrop, team spread) sell a small part too.
            received: receivedSellers.map((a) => ({ address: a, amount: balanceOfHolder(a) / 2n })),
          },
          balanceLayout,
        )
      : Promise.resolve({ status: "not_run" as const, reason: "no pair to sell through" }),
    // Who each probed candidate, the proxy admin and its owner are, recognised by code (governance.ts: an official
    // Safe, a documented timelock), never by their own answers.
    readCandidateGovernanceAndCode(client, governanceAddresses),
    // Who controls the first outside contracts (owner()), for EXTERNAL_CALL_IN_TRANSFER.
    simulationConfig !== false && deepest
      ? Promise.all(
          externals
            .slice(0, MAX_EXTERNAL_OWNERS)
            .map((a) => rawCall(client, a, BEACON_OWNER_CALL, "latest", { retry: false })),
        )
      : Promise.resolve([]),
    // What each contract candidate's own functions let a stranger or its owner make the token do (minter-probe.ts).
    probingMinters && minterHolder
      ? runMinterProbe(client, { token, holder: minterHolder, minters: minterCandidates, keyed: minterKeys })
      : Promise.resolve(null),
    upgradeData
      ? Promise.all(
          [...upgradeCallerList.map((c) => c.address), UPGRADE_STRANGER].map((from) =>
            tryUpgrade(client, from, token, upgradeData),
          ),
        )
      : Promise.resolve(null),
    Promise.all(upgradeCodeReads.map((a) => getCode(client, a).catch(() => null))),
    // Their storage slots 0-7: the controller a relay keeps in a slot its code compares with the caller.
    readControllerSlots(client, upgradeCodeReads),
    Promise.all(
      roleCheckList.map((c) =>
        rawCall(
          client,
          token,
          `${HAS_ROLE_SELECTOR}${encodeAbiParameters([{ type: "bytes32" }, { type: "address" }], [c.role, c.account]).slice(2)}`,
          "latest",
          { retry: false },
        ).then((o) => (o.kind === "ok" && o.data.length === 66 && BigInt(o.data) <= 1n ? BigInt(o.data) === 1n : null)),
      ),
    ),
    registryAddress && registryCalls.length
      ? tryRegistryChanges(client, token, registryAddress, registryCalls, registryCallers)
      : Promise.resolve(null),
    managerRecords.length && managerLogs
      ? readManagerState(client, token, managerRecords, managerLogs.fromBlock)
      : Promise.resolve([]),
    // Session 16: each queued call on the token executed by an outsider (governance.ts readReadyQueuedCalls).
    readReadyQueuedCalls(client, timelockQueue, [token]),
    // Session 17: a supply increase anyone can trigger on the token, measured (minter-probe.ts runPublicMintProbe).
    simulating && minterHolder
      ? runPublicMintProbe(client, {
          token,
          pair: deepest?.pair ?? null,
          holder: minterHolder,
          selectors: [
            ...new Set([
              ...analysis.dispatchSelectors,
              ...(analysis !== ownAnalysis ? ownAnalysis.dispatchSelectors : []),
            ]),
          ],
          keyed: minterKeys,
        })
      : Promise.resolve(null),
    signatureProbing
      ? runSignatureProbe(client, {
          token,
          chainId: network.chainId,
          selectors: signatureSelectors,
          domainSeparator:
            domainSeparatorOut?.kind === "ok" && domainSeparatorOut.data.length === 66 ? domainSeparatorOut.data : null,
          victimSlot: balanceLayout ? balanceSlot(balanceLayout, SIGNATURE_VICTIM) : null,
          victimAmount: supply && supply > 0n ? supply / 10_000n : 10n ** 18n,
        })
      : Promise.resolve(null),
  ]);
  const calleeGateValues = await calleeGateReads;
  // The ordinary wallet's sell is given its router allowance by a state override: it skips approve(). When the token
  // refused the simulator's approve(router), that sell proves nothing about holders (they must approve to sell).
  const walletSellFact: WalletSell =
    simulation.status === "completed" &&
    simulation.raw.approveOk === false &&
    simulation.buy.ok &&
    walletSell.status === "completed"
      ? {
          status: "not_run",
          reason:
            "the token refused the simulator's approve(router); a wallet's sell with an allowance set by state override skips that step and proves nothing",
        }
      : walletSell;
  const supplyGrew =
    simulation.status === "completed" &&
    simulation.raw.supplyBefore !== undefined &&
    simulation.raw.supplyAfter !== undefined &&
    simulation.raw.supplyAfter > simulation.raw.supplyBefore;
  // The probe does not run without a privileged candidate; a supply that grew in the simulated trades is measured
  // all the same (the hidden-controller case is exactly where no candidate is found): the probe's facts then hold
  // that one effect and leave every other class undecided.
  let privileges: PrivilegeProbe =
    probeOut.status === "not_run" && supplyGrew
      ? {
          status: "partial",
          reason: `the privilege probe did not run (${probeOut.reason}); the supply grew during the simulated trades`,
          candidates: [],
          selectorsProbed: [],
          selectorsSkipped: [],
          attempted: 0,
          total: 0,
          victimBought: false,
          baselineSellTaxBps: null,
          effects: [],
          undecided: [...EFFECT_KINDS],
          callable: [],
          refused: [],
        }
      : probeOut;
  // A supply that grew during the simulated buy, transfer and sell (no privileged call): a hidden mint in trading.
  if (
    privileges.status !== "not_run" &&
    simulation.status === "completed" &&
    simulation.raw.supplyBefore !== undefined &&
    simulation.raw.supplyAfter !== undefined &&
    simulation.raw.supplyAfter > simulation.raw.supplyBefore &&
    !privileges.effects.some((e) => e.kind === "mint" && e.callerRoles.some((r) => r.startsWith("any holder")))
  ) {
    privileges.effects.push({
      kind: "mint",
      scope: null,
      selector: "0x791ac947",
      hint: "the simulated buy, transfer and sell (no privileged call)",
      caller: SIMULATOR_ADDRESS,
      callerRoles: ["any holder (the buy/sell simulator trading)"],
      pattern: "a buy, a wallet transfer and a sell through the router",
      measure: "totalSupply during the simulated trades",
      before: simulation.raw.supplyBefore.toString(),
      after: simulation.raw.supplyAfter.toString(),
    });
    privileges.undecided = privileges.undecided.filter((k) => k !== "mint");
  }
  // A Safe is governance only when the token's own insiders (its candidates, the addresses it stores or hard-codes,
  // the deployer) cannot reach its threshold alone (governance.ts, withInsiders).
  const insiders: Insider[] = [
    ...candidateList.map((c) => ({ address: c.address, role: c.roles.join(", ") })),
    ...senderList.map((c) => ({ address: c.address, role: c.roles.join(", ") })),
    ...(deployerTx?.from
      ? [{ address: deployerTx.from, role: "deployer (sender of the first mint's transaction)" }]
      : []),
  ];
  const governanceReadings = governanceRead.readings;
  const candidateControl = governanceReadings.map((r, i) => withInsiders(r, governanceAddresses[i], insiders));
  if (implementationUnknown) {
    const current = privileges;
    const found = new Set(current.status === "not_run" ? [] : current.effects.map((e) => e.kind));
    privileges = {
      ...(current.status === "not_run"
        ? {
            candidates: [],
            selectorsProbed: [],
            selectorsSkipped: [],
            attempted: 0,
            total: 0,
            victimBought: false,
            baselineSellTaxBps: null,
            effects: [],
            callable: [],
            refused: [],
          }
        : current),
      status: "partial",
      reason: implementationUnknown,
      undecided: EFFECT_KINDS.filter((k) => !found.has(k)),
    };
  }
  const governanceOf = (a: Address | null) =>
    a ? (candidateControl[governanceAddresses.findIndex((x) => x.toLowerCase() === a.toLowerCase())] ?? null) : null;
  // The proxy admin's controller: its owner(), or the weakest of its hard-coded controllers (an EOA before another
  // contract before governance; a code not read is unknown, never governance).
  const codeOf = (a: Address): Hex | null => {
    if (adminOwnerAddr && a.toLowerCase() === adminOwnerAddr.toLowerCase()) return adminOwnerFacts[0];
    if (knownEoa.has(a.toLowerCase())) return "0x";
    const i = governanceAddresses.findIndex((x) => x.toLowerCase() === a.toLowerCase());
    return i >= 0 ? (governanceRead.codes[i] ?? null) : null;
  };
  const adminControllerKind = (a: Address) =>
    classifyAdmin(
      isBurnAddress(a),
      isContractCode(codeOf(a)),
      recognisedThreshold(governanceOf(a)),
      recognisedDelay(governanceOf(a)),
    );
  const WEAKEST: Record<string, number> = { eoa: 0, null: 1, contract: 2, timelock: 3, multisig: 4, burn: 5 };
  const adminController =
    adminOwnerAnswer || adminHardCodedAll.length < 2
      ? adminOwnerAddr
      : [...adminHardCodedAll].sort(
          (a, b) => WEAKEST[String(adminControllerKind(a))] - WEAKEST[String(adminControllerKind(b))],
        )[0];
  // A bounded contract's powers are bounded only while no one key can hand them to someone else: another candidate
  // with a controlling role (owner(), a role holder, a stored or hard-coded controller, a ward …; not merely the
  // first mint's recipient or an address an old OwnershipTransferred event named) that is not recognised governance
  // (a DEFAULT_ADMIN_ROLE wallet can grant itself the minter's role). Roles as found, before this loop adds any.
  const INFORMATIONAL_ROLES = new Set([
    "first mint's recipient (deployer)",
    "owner named by an OwnershipTransferred event",
  ]);
  const controlRoles = candidateList.map((o) => ({
    address: o.address,
    roles: o.roles.filter((r) => !INFORMATIONAL_ROLES.has(r)),
  }));
  // Session 14: a controller the probe measured able to do nothing reassigns nothing. A completed probe in which the
  // candidate went through no probed function and had no effect (a hard-coded deployer whose one-time `setSale` is
  // already spent) holds no power to hand on; a partial probe, or any function it went through, keeps it a key.
  const measuredIdle = (a: Address) =>
    privileges.status === "completed" &&
    !privileges.callable.some((c) => c.caller.toLowerCase() === a.toLowerCase()) &&
    !privileges.effects.some((e) => e.caller.toLowerCase() === a.toLowerCase()) &&
    !(privileges.takeovers ?? []).some((t) => t.caller.toLowerCase() === a.toLowerCase()) &&
    !control.roleHolders.some((r) => r.account.toLowerCase() === a.toLowerCase()) &&
    !(effectiveOwner && effectiveOwner.toLowerCase() === a.toLowerCase());
  const oneKeyController = (self: Address) =>
    controlRoles.find(
      (o) =>
        o.address.toLowerCase() !== self.toLowerCase() &&
        o.roles.length > 0 &&
        !governanceOf(o.address)?.governance &&
        !measuredIdle(o.address),
    ) ?? null;
  // Session 16: the queued calls on the token a candidate timelock lets anyone execute now, for a function whose effect
  // the prober measured as that caller (a ready call to a harmless function leaves its other powers governed).
  const readyOn = (a: Address) =>
    privileges.status === "not_run"
      ? []
      : readyQueued.filter(
          (q) =>
            q.timelock.toLowerCase() === a.toLowerCase() &&
            privileges.effects.some(
              (e) =>
                e.caller.toLowerCase() === a.toLowerCase() && !!q.selector && e.selector.toLowerCase() === q.selector,
            ),
        );
  if (privileges.status !== "not_run")
    privileges.candidates.forEach((c) => {
      const reading = governanceOf(c.address);
      // A power held through a role is governed only while the role's admin role is governance's alone: a one-key
      // holder of the admin role can grant itself the role (governance.ts roleAdminKeys). Role events not all read
      // (the log budget ran out before the first mint): its admins are unknown, not governance.
      const adminKeys = reading?.governance
        ? roleAdminKeys(c.address, control, (a) => !!governanceOf(a)?.governance)
        : [];
      const holdsRole = control.roleHolders.some((r) => r.account.toLowerCase() === c.address.toLowerCase());
      const rolesIncomplete =
        holderScan.status !== "known" && !("controlComplete" in holderScan && holderScan.controlComplete);
      // Session 14: governance that already named a successor (Ownable2Step's pendingOwner()) is in control only while
      // that successor is governance too: a pending owner that is one key (no recognised Safe or timelock) can accept
      // ownership whenever it likes, with no signature or delay, and then holds every power the owner holds.
      const handover =
        reading?.governance &&
        effectiveOwner &&
        effectiveOwner.toLowerCase() === c.address.toLowerCase() &&
        pendingOwner &&
        !isBurnAddress(pendingOwner) &&
        pendingOwner.toLowerCase() !== c.address.toLowerCase() &&
        !governanceOf(pendingOwner)?.governance
          ? pendingOwner
          : null;
      if (reading?.governance && handover) {
        const g = reading.governance;
        c.roles.push(
          `${g.kind === "multisig" ? `multisig (${g.threshold} signatures needed; ${g.recognisedBy})` : `timelock (delay ${g.delaySeconds} s; ${g.recognisedBy})`}, but not in control: it named ${handover} its pending owner (pendingOwner()), one key that can accept ownership at any time, with no signature or delay, and then holds the owner's powers`,
        );
      } else if (reading?.governance && readyOn(c.address).length) {
        // Session 16: a call it queued on the token is ready and anyone executes it now (eth_call of execute from an
        // outside address): for that call the delay is spent, the timelock protects holders from nothing.
        const g = reading.governance;
        const ready = readyOn(c.address);
        c.roles.push(
          `${g.kind === "multisig" ? `multisig (${g.threshold} signatures needed)` : `timelock (delay ${g.delaySeconds} s; ${g.recognisedBy})`}, but not in control: ${ready
            .map(
              (q) =>
                `a call it queued on the token (${q.selector ?? "no selector"}, operation ${q.id}) is ready and ANYONE executes it now (execute by eth_call from ${q.executor}, which holds no role, succeeded)`,
            )
            .join("; ")}`,
        );
      } else if (reading?.governance && (adminKeys.length || (holdsRole && rolesIncomplete))) {
        const g = reading.governance;
        const what =
          g.kind === "multisig"
            ? `multisig (${g.threshold} signatures needed; ${g.recognisedBy})`
            : `timelock (delay ${g.delaySeconds} s; ${g.recognisedBy})`;
        c.roles.push(
          adminKeys.length
            ? `${what}, but not in control: ${adminKeys
                .slice(0, 3)
                .map(
                  (k) =>
                    `${k.account} holds the admin role (${roleName(k.adminRole)}) of ${roleName(k.role)} and can grant it to itself`,
                )
                .join("; ")} (one key)`
            : `${what}, but its role's admin holders are unknown (role events not all read: ${holderScan.status === "known" ? "" : holderScan.reason})`,
        );
      } else if (reading?.governance) {
        const g = reading.governance;
        c.governance = g;
        c.roles.push(
          g.kind === "multisig"
            ? `multisig (${g.threshold} signatures needed; ${g.recognisedBy})`
            : `timelock (delay ${g.delaySeconds} s; ${g.recognisedBy})`,
        );
      } else if (reading?.claimed)
        c.roles.push(`unverified governance: claims ${reading.claimed.claim}, but ${reading.claimed.why}`);
      else {
        // A contract candidate that is not governance: what its own code lets it do (governance.ts contractControl).
        // The prober called the token as if it could make any call; a contract nobody steers can only run its code.
        const i = governanceAddresses.findIndex((x) => x.toLowerCase() === c.address.toLowerCase());
        const ctl = i >= 0 ? contractControl(governanceRead.codes[i]) : null;
        const reassigner = ctl?.kind === "bounded" ? oneKeyController(c.address) : null;
        if (ctl?.kind === "bounded" && reassigner)
          c.roles.push(
            `contract bounded by its own code, but ${reassigner.address} (${reassigner.roles.join(", ")}) is one key that may reassign its powers`,
          );
        else if (ctl?.kind === "bounded")
          // Not governance (review 2026-11-26): the code shape cannot tell a fixed-rate feeder from a no-argument
          // `claim()` that mints the supply x 100 to its caller, or one that reads its amount from a contract the
          // deployer owns. Until the contract's own functions are probed, its measured effects are scored as any
          // candidate's (a capped mint still reads medium through the prober's own bound).
          c.roles.push(`contract with no controller in its code (${ctl.why}): anyone may trigger what it does`);
        else if (ctl?.kind === "hard-coded")
          c.roles.push(`contract whose code only answers ${ctl.controllers.join(", ")} (hard-coded): their key(s)`);
      }
    });
  // A contract candidate that is not governance: what its own functions let others do (minter-probe.ts). A stranger or
  // its one-key owner that makes the token mint through it is named; a contract bound by its own rules caps its mint
  // and drain effects at medium (owner-powers.ts); anything else stays scored as measured.
  const boundMinters: { address: Address; evidence: string; membersUnknown?: true }[] = [];
  // Session 17: anyone's supply increases that follow a fixed rule (minter-probe.ts judgePublicMint), by selector.
  const ruleMints: { selector: string; evidence: string }[] = [];
  // Only with the whole probe run, and while no key went through a function the stranger could not (ERC-20 and
  // ownership bookkeeping aside): a key that may change the rule (a rate setter, a new recipient) leaves it a power.
  const keyOnly =
    privileges.status === "completed"
      ? privileges.callable.filter(
          (c) =>
            !byAnyone(c) &&
            !RULE_BOOKKEEPING.has(c.selector.toLowerCase()) &&
            !privileges.callable.some((x) => x.selector === c.selector && byAnyone(x)),
        )
      : null;
  if (privileges.status === "completed" && keyOnly?.length === 0)
    for (const e of privileges.effects) {
      if (e.kind !== "mint" || !byAnyone(e) || ruleMints.some((r) => r.selector === e.selector)) continue;
      const evidence = judgePublicMint(publicMintProbe, e.selector);
      if (evidence) ruleMints.push({ selector: e.selector, evidence });
    }
  const judgements: {
    c: Extract<PrivilegeProbe, { candidates: unknown }>["candidates"][number];
    judged: MinterJudgement;
  }[] = [];
  if (privileges.status !== "not_run" && minterReports)
    for (const c of privileges.candidates) {
      if (c.governance || c.roles.some((r) => r.startsWith("unverified governance"))) continue;
      const report = minterReports.find((m) => m.minter.toLowerCase() === c.address.toLowerCase());
      const i = governanceAddresses.findIndex((x) => x.toLowerCase() === c.address.toLowerCase());
      if (!report || i < 0) continue;
      const minterJudged = judgeMinter(
        report,
        governanceRead.codes[i] ?? null,
        governanceRead.storage[i] ?? null,
        (a) => !!governanceOf(a)?.governance,
        token,
        minterKeys,
      );
      // The token's AccessManager: who its roles let through, and after what delay (access-manager.ts), unless the
      // probe measured a caller acting through it.
      const managed = managerReadings.find((m) => m.manager.toLowerCase() === c.address.toLowerCase());
      const judged =
        managed && minterJudged?.kind !== "caller"
          ? judgeAccessManager(
              managed,
              (a) => !!governanceOf(a)?.governance,
              privileges.effects
                .filter((e) => e.caller.toLowerCase() === c.address.toLowerCase())
                .map((e) => e.selector),
            )
          : minterJudged;
      if (judged) judgements.push({ c, judged });
    }
  // Another candidate that may reassign a bound contract's powers is one key unless it is itself a contract bound by
  // its own rules (its functions were measured: nobody reachable makes it act on the token).
  // A bound contract that holds a role while the role events were not all read: who may grant or revoke its role (and
  // so reassign its power) is unknown, not nobody (review 2026-11-27).
  const roleEventsIncomplete =
    holderScan.status !== "known" && !("controlComplete" in holderScan && holderScan.controlComplete);
  for (const j of judgements)
    if (
      j.judged.kind === "bound" &&
      roleEventsIncomplete &&
      control.roleHolders.some((r) => r.account.toLowerCase() === j.c.address.toLowerCase())
    )
      j.judged = {
        kind: "unbound",
        text: "it holds a role, but the token's role events were not all read: who may reassign its power is unknown",
      };
  const boundSet = new Set(judgements.filter((j) => j.judged.kind === "bound").map((j) => j.c.address.toLowerCase()));
  for (const { c, judged } of judgements) {
    const reassigner =
      judged.kind === "bound" || (judged.kind === "unbound" && judged.membersUnknown)
        ? (controlRoles.find(
            (o) =>
              o.address.toLowerCase() !== c.address.toLowerCase() &&
              o.roles.length > 0 &&
              !governanceOf(o.address)?.governance &&
              !boundSet.has(o.address.toLowerCase()) &&
              !measuredIdle(o.address),
          ) ?? null)
        : null;
    if (reassigner)
      c.roles.push(
        `minter contract ${judged.text}, but ${reassigner.address} (${reassigner.roles.join(", ")}) is one key that may reassign its powers`,
      );
    else {
      c.roles.push(`minter contract: ${judged.text}`);
      if (judged.kind === "bound") boundMinters.push({ address: c.address, evidence: judged.text });
      // Session 18: a minter whose only unreached controllers are a caller-keyed list's unknown members, with no
      // reachable caller shown to make it act on the token: a caution (owner-powers caps it as a bound minter's).
      else if (judged.kind === "unbound" && judged.membersUnknown && !reassigner)
        boundMinters.push({ address: c.address, evidence: judged.text, membersUnknown: true });
    }
  }
  // More addresses named by the storage or code than the prober could put through its transfer tests (code reads
  // and senders are bounded): one left out may be the "bridge" that mints or skips allowances, so mints and drains
  // not found are undecided, never "none".
  const probedSet = new Set(probed.map((c) => c.address.toLowerCase()));
  const sendersLeftOut =
    senderPoolAll.length > MAX_SENDER_CODE_READS ||
    senderList.filter((c) => !probedSet.has(c.address.toLowerCase())).length > MAX_PROBE_SENDERS;
  if (privileges.status !== "not_run" && sendersLeftOut) {
    const open = (["mint", "drain"] as const).filter(
      (k) => !privileges.effects.some((e) => e.kind === k) && !privileges.undecided.includes(k),
    );
    if (open.length) {
      privileges.undecided.push(...open);
      privileges.status = "partial";
      privileges.reason = [
        privileges.reason,
        `the token's storage and code name more addresses than the prober tests (${MAX_SENDER_CODE_READS} code reads, ${MAX_PROBE_SENDERS} senders): mints and drains by the rest are not ruled out`,
      ]
        .filter(Boolean)
        .join("; ");
    }
  }
  // Functions nobody could call for an ACCESS reason while the code names no caller the prober can see (no owner
  // function, no CALLER comparison with a slot or constant, no role or ward events naming a caller that could call):
  // their callers are unknown, so "no effect found" is not "no power". The classes not found are undecided.
  // Refusals any caller would get (no balance, no allowance, a bad signature, arguments that did not decode) and
  // read-only functions are not such evidence (prober.ts, refusalCause): holder-scoped extensions stay decided.
  // Callers named only by events (RoleGranted, Rely / LogNote, OpenZeppelin 2.x <Role>Added) count as the real callers only when one of them could
  // call something: an event costs nothing to emit, so a token can name a decoy that no function accepts.
  const eventNamed = new Set(
    [...control.roleHolders.map((r) => r.account), ...control.wards, ...control.members.map((m) => m.account)].map(
      (a) => a.toLowerCase(),
    ),
  );
  // The roles of the events with the members hasRole confirms (holders.ts confirmRoles; the reads are round 3's).
  const confirmedRoles =
    control.roles && roleCheckList.length
      ? confirmRoles(control.roles, roleCheckList, roleAnswers, roleExtra)
      : control.roles;
  // Role-gated functions in a token whose role events (backed by hasRole reads) show every role given up: callable by
  // nobody, not by a hidden caller (bytecode.ts deadRoleGate).
  const deadRoles =
    privileges.status === "completed"
      ? deadRoleGate({ ...control, roles: confirmedRoles }, roleEventsComplete, privileges.refused)
      : null;
  const heldSilently = (confirmedRoles ?? []).flatMap((r) =>
    (r.hiddenMembers ?? []).map((a) => `${a} (role ${r.role.slice(0, 10)}…)`),
  );
  const rolesGivenUp = (confirmedRoles ?? []).length > 0 && (confirmedRoles ?? []).every((r) => r.members.length === 0);
  if (deadRoles) privileges.reason = [privileges.reason, deadRoles].filter(Boolean).join("; ");
  const hiddenShape =
    !deadRoles &&
    privileges.status === "completed" &&
    effectiveOwner === null &&
    analysis.callerSlots.length === 0 &&
    analysis.callerConstants.length === 0 &&
    !privileges.callable.some((c) => eventNamed.has(c.caller.toLowerCase())) &&
    privileges.refused.length > 0;
  // How the code uses the caller's identity (bytecode.ts callerUses: every path from each CALLER / ORIGIN walked).
  // Only comparisons with another contract's answer (`msg.sender == authority.vault()`) or the caller passed to
  // another contract's check: the controller is named by that contract, not hidden, but it is not read here, so the
  // classes stay undecided. (No identity use at all is NOT taken as "refusals anyone gets": a function any holder of
  // an asset can call to print for itself refuses every candidate the same way; tests/evm/prober-classes11.)
  const uses = hiddenShape
    ? [...new Set([...callerUses(analysedCode), ...(analysedCode !== code ? callerUses(code) : [])])]
    : [];
  const outside = uses.length > 0 && uses.every((u) => u === "external-answer" || u === "passed-out");
  if (hiddenShape && privileges.status === "completed" && outside) {
    const found = new Set(privileges.effects.map((e) => e.kind));
    privileges.undecided = EFFECT_KINDS.filter((k) => !found.has(k));
    privileges.status = privileges.undecided.length ? "partial" : "completed";
    privileges.callersAskedOutside = true;
    const named = privileges.refused
      .slice(0, 3)
      .map((r) => `${r.hint ?? r.selector} (${r.revert})`)
      .join(", ");
    privileges.reason = `${privileges.refused.length} function(s) refused every candidate (${named}), and the code ${uses.includes("external-answer") ? "compares the caller with an answer of another contract" : "passes the caller to another contract's check"}: their callers are named by that contract, which is not followed, so what they can do is unknown`;
  } else if (hiddenShape && privileges.status === "completed") {
    const found = new Set(privileges.effects.map((e) => e.kind));
    privileges.undecided = EFFECT_KINDS.filter((k) => !found.has(k));
    privileges.status = privileges.undecided.length ? "partial" : "completed";
    privileges.callersHidden = true;
    const named = privileges.refused
      .slice(0, 3)
      .map((r) => `${r.hint ?? r.selector} (${r.revert})`)
      .join(", ");
    privileges.reason = `${privileges.refused.length} function(s) refused every candidate with an access check (${named}), and the code compares the caller with no stored or hard-coded address${eventNamed.size ? ", while no caller named by its role or ward events could call any of its functions" : heldSilently.length ? `, and its role events show every granted role given up, yet hasRole answers true for ${heldSilently.join(", ")} (a role held without an event)` : rolesGivenUp ? ", and its role events show every granted role given up, but not that nobody holds the role checked (hasRole unread, or a role's admin never granted by an event)" : " and emits no role events"}: their real callers are unknown`;
  }
  // Who passed the implementation's own upgrade (proxy.ts): its kind by code (this round's reads) and whether it is
  // recognised governance in control of its roles (no one-key admin of a role it holds can grant it to itself).
  const upgradeCallers: UpgradeCaller[] | null = upgradeOuts
    ? upgradeCallerList.map((c, i) => {
        const j = upgradeCodeReads.findIndex((a) => a.toLowerCase() === c.address.toLowerCase());
        const code = j >= 0 ? (upgradeCodes[j] ?? null) : codeOf(c.address);
        const g = governanceOf(c.address)?.governance;
        const holdsRole = control.roleHolders.some((r) => r.account.toLowerCase() === c.address.toLowerCase());
        const adminKeys = roleAdminKeys(c.address, control, (a) => !!governanceOf(a)?.governance);
        const governed =
          !!g && isContractCode(code) === true && !(holdsRole && !roleEventsComplete) && !adminKeys.length;
        const codeOfKey = (a: Address) => {
          const k = upgradeCodeReads.findIndex((x) => x.toLowerCase() === a.toLowerCase());
          return isContractCode(k >= 0 ? (upgradeCodes[k] ?? null) : codeOf(a));
        };
        // Keys behind a caller that is not governance: one-key admins of its roles, or the addresses a contract's
        // own code answers (a relay for hard-coded keys, governance.ts contractControl).
        const relay = !governed && isContractCode(code) ? contractControl(code) : null;
        // A relay with a controller of its own (review11a finding 10): the addresses its code compares with the caller
        // from storage slots 0-7 (an Ownable's owner, a keeper), each one key unless recognised governance; a
        // controller not read (a higher slot, an owner interface, a generic call path) is not shown to be governance,
        // so the relay stands for one key too. Only a contract that can do nothing but its own code ("bounded") and
        // answers no key stays "a contract".
        const slotsOf = (a: Address): Hex[] | null => {
          const k = upgradeCodeReads.findIndex((x) => x.toLowerCase() === a.toLowerCase());
          if (k >= 0) return upgradeSlots[k] ?? null;
          const g2 = governanceAddresses.findIndex((x) => x.toLowerCase() === a.toLowerCase());
          return g2 >= 0 ? (governanceRead.storage[g2] ?? null) : null;
        };
        const relaySlots = relay?.kind === "open" && code ? analyseCode(code).callerSlots : [];
        const stored = relaySlots.map((cs) => {
          const words = slotsOf(c.address);
          const slot = BigInt(cs.slot);
          const word = words && slot < 8n ? words[Number(slot)] : null;
          return { slot, address: word ? addressInWord(word, cs.offset, true) : null };
        });
        const storedKeys = stored
          .filter((x): x is { slot: bigint; address: Address } => !!x.address && !isBurnAddress(x.address))
          .filter((x) => !governanceOf(x.address)?.governance);
        const controllerUnread =
          relay?.kind === "open" && (stored.length === 0 || stored.some((x) => x.address === null));
        const keysBehind = [
          ...[...new Set(adminKeys.map((k) => k.account))].map((a) => ({
            address: a,
            isContract: codeOfKey(a),
            how: `holds the admin role of a role ${c.address} holds: can grant it to itself and upgrade`,
          })),
          ...(relay?.kind === "hard-coded"
            ? relay.controllers
                .filter((a) => !isBurnAddress(a))
                .map((a) => ({
                  address: a,
                  isContract: codeOfKey(a),
                  how: `the address the code of ${c.address} answers (hard-coded): upgrades through it`,
                }))
            : []),
          ...storedKeys.map((x) => ({
            address: getAddress(x.address),
            isContract: codeOfKey(x.address),
            how: `the address in storage slot ${x.slot} of ${c.address}, which its code compares with the caller: upgrades through it`,
          })),
          ...(controllerUnread && relay?.kind === "open"
            ? [
                {
                  address: c.address,
                  isContract: null,
                  how: `is a contract whose controller was not read (${relay.why}): not shown to be governance`,
                },
              ]
            : []),
        ];
        return {
          address: c.address,
          roles: [...c.roles],
          outcome: upgradeOuts[i] ?? null,
          isContract: isContractCode(code),
          governed,
          ...(keysBehind.length ? { keysBehind } : {}),
        };
      })
    : null;
  const upgradeStranger: UpgradeOutcome | undefined = upgradeOuts
    ? (upgradeOuts[upgradeCallerList.length] ?? null)
    : undefined;
  const controlRead: ControlFacts = {
    ...control,
    ...(confirmedRoles ? { roles: confirmedRoles } : {}),
  };
  lockReads.forEach((r, i) => {
    const entry = pairFacts[r.pairIndex].lockedIn.find((l) => l.locker === r.locker);
    if (entry) entry.unlocksAt = earliestUnlock(r.kind, r.count, lockEntries[i]);
  });
  const spotMismatch = spotCheck.find((b, i) => decodeUint(spotBalances[i]) !== b.balance);
  if (deepest && lpScan) {
    if (lpScan.status === "known") {
      const lockerSet = new Set(network.lockers.map((l) => l.address.toLowerCase()));
      const lpHolders = lpScan.reconstruction.balances.filter(
        (b) => !isBurnAddress(b.address) && !lockerSet.has(b.address.toLowerCase()),
      );
      deepest.lpHolders = lpHolders
        .slice(0, 10)
        .map((b) => ({ address: b.address, shareBps: bps(b.balance, deepest.lpTotalSupply) }));
      const candidate = lpHolders[0];
      if (candidate) {
        // Round 4 (LP not burnt): the top LP holder's code and, when it is not already read, whether it is governance
        // by code (an official Safe, a documented timelock), in the same batch. None of the Safe's signers may be
        // one of the token's own insiders (withInsiders, anyInsider: stricter than on the owner side).
        // Not read for an address known to hold no code: the deployer (a transaction's sender) or an address whose
        // code an earlier round read empty.
        const lpAddr = candidate.address.toLowerCase();
        const known = governanceAddresses.findIndex((x) => x.toLowerCase() === lpAddr);
        const knownWallet =
          deployerTx?.from?.toLowerCase() === lpAddr ||
          knownEoa.has(lpAddr) ||
          senderPool.some((a, i) => a.toLowerCase() === lpAddr && (senderCodes[i] === "0x" || !senderCodes[i]));
        // In the same batch (minter wiring, session 10): a key's own mint the prober measured as not capped (its
        // first call of 1 wei may have used up a yearly allowance) is bounded again on fresh state
        // (minter-probe.ts runKeyMintBound): every such mint by one key (owner(), the deployer …) through one selector.
        const uncapped =
          privileges.status !== "not_run"
            ? privileges.effects.filter((e) => e.kind === "mint" && e.capped === false)
            : [];
        const keyMint =
          uncapped.length > 0 &&
          uncapped.every((e) => e.caller === uncapped[0].caller && e.selector === uncapped[0].selector) &&
          minterKeySet.has(uncapped[0].caller.toLowerCase()) &&
          !isBurnAddress(uncapped[0].caller)
            ? { key: uncapped[0].caller, selector: uncapped[0].selector as Hex }
            : null;
        const [holderCode, lpGovernance, keyMintBound, lpContract] = await Promise.all([
          getCode(client, candidate.address).catch(() => null),
          known >= 0
            ? Promise.resolve([governanceReadings[known]])
            : knownWallet
              ? Promise.resolve([null])
              : readCandidateGovernance(client, [candidate.address]).catch(() => [null]),
          keyMint ? runKeyMintBound(client, { token, ...keyMint, insiders }) : Promise.resolve(null),
          knownWallet
            ? Promise.resolve(null)
            : readLpHolderContract(
                client,
                deepest.pair,
                candidate.address,
                lpScan,
                (deposit, depositors) =>
                  // Session 12: who can take the LP out of it now, measured with its real code (the token's keys, which
                  // hold no code, and its largest depositors as callers).
                  probeLpHolder(client, {
                    pair: deepest.pair,
                    holder: candidate.address,
                    keys: [deployerTx?.from ?? null, ...knownEoa, ...depositors]
                      .filter((a): a is string => !!a)
                      .map((a) => getAddress(a))
                      .slice(0, 5),
                    deposit,
                    insiders,
                  }),
                // Session 18: the token's functions a key alone could call (the holder may read the state they set).
                keyOnly ? [...new Set(keyOnly.map((c) => c.selector))] : null,
              ),
        ]);
        const capText = keyMintCapText(keyMintBound);
        if (capText)
          for (const e of uncapped) {
            e.capped = true;
            e.measure = `totalSupply (${capText})`;
          }
        const reading = withInsiders(lpGovernance[0] ?? null, candidate.address, insiders, true);
        deepest.topLpHolder = {
          address: candidate.address,
          shareBps: bps(candidate.balance, deepest.lpTotalSupply),
          isContract: isContractCode(holderCode),
          ...(reading?.governance && isContractCode(holderCode) ? { governance: reading.governance } : {}),
          ...(lpContract ? { contract: lpContract } : {}),
        };
      }
    } else deepest.lpHoldersUnknownReason = lpScan.reason;
  }

  const pairSet = new Set(pairFacts.map((p) => p.pair.toLowerCase()));
  const lockerSet = new Set(network.lockers.map((l) => l.address.toLowerCase()));
  const label = (a: Address): HolderLabel =>
    pairSet.has(a.toLowerCase())
      ? "pool"
      : isBurnAddress(a)
        ? "burn"
        : lockerSet.has(a.toLowerCase())
          ? "locker"
          : a.toLowerCase() === token.toLowerCase()
            ? "token_contract"
            : null;
  let holders: EvmTokenFacts["holders"];
  if (spotMismatch) {
    // Which way the balances moved (holders.ts balanceDrift, session 15): ordinary holders falling while the supply
    // follows the logs is a holding fee taking their tokens, not reflection or rebasing.
    const drift = balanceDrift(
      spotCheck.map((b, i) => ({
        address: b.address,
        logged: b.balance,
        read: decodeUint(spotBalances[i]),
        ordinary: label(b.address) === null,
      })),
    );
    holders = {
      status: "unknown",
      reason:
        drift.kind === "decay"
          ? `balanceOf is below the balance rebuilt from Transfer logs for ${drift.fallen} of the ${drift.read} ordinary holders read (up to ${drift.maxLossBps / 100}%), none above, while the logs add up to totalSupply: balances fall without Transfer events`
          : `balanceOf(${spotMismatch.address}) differs from the balance rebuilt from Transfer logs: balances move without Transfer events (reflection or rebasing token)`,
      drift,
    };
  } else if (holderScan.status === "known" && supply !== null) {
    const entries = holderScan.reconstruction.balances.map((b) => ({
      address: b.address,
      balance: b.balance,
      shareBps: bps(b.balance, supply),
      label: label(b.address),
    }));
    const first = holderScan.firstMintTo;
    holders = {
      status: "known",
      top: entries.slice(0, top),
      holderCount: entries.length,
      initialHolder: first
        ? (entries.find((e) => e.address === first) ?? {
            address: first,
            balance: 0n,
            shareBps: 0,
            label: label(first),
          })
        : null,
      logs: holderScan.logs,
      fromBlock: holderScan.fromBlock,
    };
  } else
    holders = {
      status: "unknown",
      reason: holderScan.status === "unknown" ? holderScan.reason : "totalSupply() unavailable",
    };

  return {
    ...base,
    proxy: {
      kind,
      implementation,
      admin: adminAddress,
      adminIsContract: isContractCode(adminCode),
      beacon: beaconAddress,
      malformedSlots,
      decoySlots,
      // Multisig / timelock only when recognised by code (governance.ts); a contract that only answers
      // getThreshold() / getMinDelay() is "contract" (unverified governance).
      adminKind: adminAddress
        ? classifyAdmin(
            isBurnAddress(adminAddress),
            isContractCode(adminCode),
            recognisedThreshold(governanceOf(adminAddress)),
            recognisedDelay(governanceOf(adminAddress)),
          )
        : null,
      // The admin contract's owner() is believed only when the admin is recognised by code (OpenZeppelin's
      // ProxyAdmin, proxy.ts); otherwise only the worse claim is (an EOA owner), never a burnt or governance owner.
      adminOwner: adminController
        ? {
            address: adminController,
            kind: trustedOwnerKind(adminAuth, adminControllerKind(adminController)),
            threshold:
              adminAuth?.recognised === false ? null : smallUint(recognisedThreshold(governanceOf(adminController))),
            minDelay:
              adminAuth?.recognised === false ? null : smallUint(recognisedDelay(governanceOf(adminController))),
          }
        : null,
      beaconOwner:
        kind === "eip1967_beacon" && beaconOwnerAddr
          ? {
              address: beaconOwnerAddr,
              kind: trustedOwnerKind(
                beaconAuth,
                classifyAdmin(
                  isBurnAddress(beaconOwnerAddr),
                  isBurnAddress(beaconOwnerAddr) ? null : isContractCode(adminOwnerFacts[1]),
                  recognisedThreshold(governanceOf(beaconOwnerAddr)),
                  recognisedDelay(governanceOf(beaconOwnerAddr)),
                ),
              ),
              threshold:
                beaconAuth?.recognised === false ? null : smallUint(recognisedThreshold(governanceOf(beaconOwnerAddr))),
              minDelay:
                beaconAuth?.recognised === false ? null : smallUint(recognisedDelay(governanceOf(beaconOwnerAddr))),
            }
          : null,
      adminThreshold: smallUint(recognisedThreshold(governanceOf(adminAddress))),
      adminMinDelay: smallUint(recognisedDelay(governanceOf(adminAddress))),
      diamondCut: diamond.isDiamond
        ? { byOwner: diamond.cutByOwner, text: diamond.text, facets: diamond.facets.map((f) => f.address) }
        : null,
      registrySource: registryAddress
        ? {
            registry: registryAddress,
            owner: registryOwnerAddr,
            ownerKind: registryOwnerAddr
              ? classifyAdmin(
                  isBurnAddress(registryOwnerAddr),
                  isBurnAddress(registryOwnerAddr) ? null : isContractCode(codeOf(registryOwnerAddr)),
                  recognisedThreshold(governanceOf(registryOwnerAddr)),
                  recognisedDelay(governanceOf(registryOwnerAddr)),
                )
              : null,
            ownerThreshold: smallUint(recognisedThreshold(governanceOf(registryOwnerAddr))),
            ownerMinDelay: smallUint(recognisedDelay(governanceOf(registryOwnerAddr))),
            stranger: registryTryOutcome(registryTries?.[0]),
            byOwner:
              registryOwnerAddr && !isBurnAddress(registryOwnerAddr) ? registryTryOutcome(registryTries?.[1]) : null,
            tried: registryCalls.length,
          }
        : null,
      upgradeAuthority:
        kind === "eip1967_beacon" && beaconAddress && beaconAuth
          ? { address: beaconAddress, role: "beacon", ...authorityText(beaconAuth) }
          : adminAddress && adminAuth
            ? { address: adminAddress, role: "admin", ...authorityText(adminAuth) }
            : null,
      implementationUnknown,
      ...(upgradeCallers ? { upgradeCallers, upgradeStranger, upgradeUntried } : {}),
    },
    ownership: {
      owner,
      getOwner: getOwnerAddr,
      pendingOwner: pendingOwner && pendingOwner !== ZERO_ADDRESS ? pendingOwner : null,
      effectiveOwner,
      renounced: effectiveOwner === null ? null : isBurnAddress(effectiveOwner),
      ownerIsContract: effectiveOwner && !isBurnAddress(effectiveOwner) ? isContractCode(ownerCode) : null,
    },
    bytecode: {
      analysedAddress: getAddress(analysedAddress),
      selectorCount: scan.selectors.length,
      capabilities,
      selfdestruct: scan.selfdestruct,
      // A DELEGATECALL whose every target is the contract itself (OpenZeppelin's Multicall) runs no outside code.
      delegatecall: scan.delegatecall && !delegatesOnlyToSelf(analysedCode),
      comparedConstants: [
        ...new Set([
          ...analysis.comparedConstants,
          ...(analysis !== ownAnalysis ? ownAnalysis.comparedConstants : []),
          // Session 16: a published development key fixed in a code that recovers signers (a signer it may check).
          ...devKeySigners(analysedCode),
        ]),
      ],
    },
    holders,
    liquidity: { pairs: pairFacts, deepest, lockersVersion: LOCKERS_VERSION, marketPair },
    simulation,
    privileges,
    walletSell: walletSellFact,
    control: controlRead,
    boundMinters,
    ruleMints,
    signatureProbe,
    externalOwners: externals.slice(0, MAX_EXTERNAL_OWNERS).map((address, i) => ({
      address,
      owner: decodeAddress(externalOwnerOuts[i] ?? { kind: "absent" }),
      gated: calleeGated(senderCodes[senderPool.findIndex((a) => a.toLowerCase() === address.toLowerCase())], [
        token,
        implementation,
      ]),
      // Session 17 (sim19): gated only by callers kept in its storage, every one of them zero or burnt (read in
      // round 3); null: not such a callee, or a slot not read.
      rolesRenounced: calleeGateSlots[i]?.length
        ? (calleeGateValues[i] ?? []).length === calleeGateSlots[i].length &&
          (calleeGateValues[i] ?? []).every((w, j) => {
            if (!w) return false;
            const a = addressInWord(w, calleeGateSlots[i][j].offset, true);
            return a === null || isBurnAddress(a);
          })
          ? true
          : (calleeGateValues[i] ?? []).every((w) => !!w)
            ? false
            : null
        : null,
    })),
    deployer: deployerFacts(
      token,
      holderScan.status === "known" ? holderScan.firstMint : null,
      deployerTx,
      holders.status === "unknown" ? holders.reason : null,
    ),
  };
}

/** Whether a callee's code names a controller beside owner() (see EvmTokenFacts.externalOwners `gated`). */
function calleeGated(code: Hex | null | undefined, own: readonly (Address | null | undefined)[]): boolean | null {
  if (!code || code === "0x") return null;
  const scan = scanBytecode(code);
  if (scan.delegatecall || scan.selfdestruct) return true;
  const a = analyseCode(code);
  const mine = new Set(own.filter((x): x is Address => !!x).map((x) => x.toLowerCase()));
  return (
    a.callerSlots.length > 0 ||
    a.originSlots.length > 0 ||
    a.identityGates.length > 0 ||
    a.originConstants.length > 0 ||
    a.callerConstants.some((c) => !mine.has(c.toLowerCase()))
  );
}

/**
 * Session 17 (sim19): the storage slots a callee's code compares the caller with, when those are its only gate (no
 * tx.origin, hashed identity or fixed caller but the token's, no DELEGATECALL or SELFDESTRUCT; at most two slots):
 * read in round 3, all zero or burnt = its privileged roles renounced. Empty: not such a callee.
 */
function calleeStoredGates(
  code: Hex | null | undefined,
  own: readonly (Address | null | undefined)[],
): { slot: Hex; offset: number }[] {
  if (!code || code === "0x") return [];
  const scan = scanBytecode(code);
  if (scan.delegatecall || scan.selfdestruct) return [];
  const a = analyseCode(code);
  const mine = new Set(own.filter((x): x is Address => !!x).map((x) => x.toLowerCase()));
  if (
    a.originSlots.length ||
    a.identityGates.length ||
    a.originConstants.length ||
    a.callerConstants.some((c) => !mine.has(c.toLowerCase())) ||
    a.callerSlots.length > 2
  )
    return [];
  return a.callerSlots.map((c) => ({ slot: c.slot as Hex, offset: c.offset }));
}

/** One caller's no-op upgrade (eth_call from it, never retried: a revert is its answer). */
async function tryUpgrade(client: PublicClient, from: Address, token: Address, data: Hex): Promise<UpgradeOutcome> {
  try {
    await client.request({ method: "eth_call", params: [{ from, to: token, data }, "latest"] } as never, {
      retryCount: 0,
    });
    return "passed";
  } catch (err) {
    return revertedOrUnknown(err) === "reverted" ? "refused" : null;
  }
}

interface DeployerTx {
  from: Address | null;
  contractAddress: Address | null;
  timestamp: number | null;
}

/**
 * What recognises a beacon or a proxy admin by code (proxy.ts, recogniseUpgradeAuthority), read in round 2: its
 * code, storage slot 0 (Ownable's owner) and its upgrade functions called by a stranger (each must revert; not
 * retried: a revert is the expected answer).
 */
async function readAuthority(
  client: PublicClient,
  address: Address,
  role: "beacon" | "admin",
  token: Address,
): Promise<Omit<AuthorityRaw, "owner">> {
  const soft = <T>(p: Promise<T>) => p.catch(() => null);
  const [code, slot0, ...strangerUpgrades] = await Promise.all([
    soft(getCode(client, address)),
    soft(getSlot(client, address, toHex(0, { size: 32 }))),
    ...strangerUpgradeCalls(role, token).map((data) =>
      (
        client.request(
          { method: "eth_call", params: [{ from: UPGRADE_STRANGER, to: address, data }, "latest"] } as never,
          { retryCount: 0 },
        ) as Promise<Hex>
      ).then(() => "executed" as const, revertedOrUnknown),
    ),
  ]);
  return { code, slot0, strangerUpgrades };
}

const authorityText = (a: AuthorityReading) =>
  a.recognised ? { recognised: true, text: `recognised by code: ${a.as}` } : { recognised: false, text: a.why };

/**
 * The head block from `eth_getBlockByNumber("latest", false)`: its number, and its base fee (null when the chain has
 * none: pre-London, or a node that does not report it). A block without a number is a broken answer: thrown, the
 * read fails as an RPC failure (as the old `eth_blockNumber` did).
 */
function headBlock(raw: unknown): { number: bigint; baseFee: bigint | null } {
  const b = raw as { number?: unknown; baseFeePerGas?: unknown } | null;
  if (!b || typeof b.number !== "string") throw new Error("eth_getBlockByNumber(latest) returned no block number");
  return {
    number: BigInt(b.number),
    baseFee: typeof b.baseFeePerGas === "string" ? BigInt(b.baseFeePerGas) : null,
  };
}

/** The first mint's transaction, receipt and block in one batch (same round trip as the simulation). */
async function readDeployerTx(client: PublicClient, hash: Hex, block: bigint): Promise<DeployerTx | null> {
  try {
    const [tx, receipt, blk] = await Promise.all([
      client.request({ method: "eth_getTransactionByHash", params: [hash] } as never) as Promise<{
        from?: string;
      } | null>,
      client.request({ method: "eth_getTransactionReceipt", params: [hash] } as never) as Promise<{
        contractAddress?: string | null;
      } | null>,
      client.request({
        method: "eth_getBlockByNumber",
        params: [`0x${block.toString(16)}`, false],
      } as never) as Promise<{ timestamp?: string } | null>,
    ]);
    return {
      from: tx?.from ? getAddress(tx.from) : null,
      contractAddress: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
      timestamp: blk?.timestamp ? Number(BigInt(blk.timestamp)) : null,
    };
  } catch {
    return null;
  }
}

function deployerFacts(
  token: Address,
  firstMint: { to: Address; transactionHash: Hex | null; blockNumber: bigint } | null,
  tx: DeployerTx | null,
  holdersUnknown: string | null,
): EvmTokenFacts["deployer"] {
  const none = { address: null, transactionHash: null, firstMintAt: null };
  if (!firstMint)
    return {
      ...none,
      source: "unknown",
      reason: holdersUnknown
        ? `the first mint was not found: ${holdersUnknown}`
        : "no mint (Transfer from the zero address) in the token's logs",
    };
  if (!firstMint.transactionHash || !tx?.from)
    return {
      ...none,
      transactionHash: firstMint.transactionHash,
      source: "unknown",
      reason: "the first mint's transaction could not be read",
    };
  const created = tx.contractAddress !== null && tx.contractAddress.toLowerCase() === token.toLowerCase();
  return {
    address: tx.from,
    source: created ? "creation_transaction" : "first_mint_transaction",
    transactionHash: firstMint.transactionHash,
    firstMintAt: tx.timestamp,
    reason: created
      ? "sender of the transaction that created the contract and minted its first supply"
      : "sender of the transaction with the first mint (the contract was created elsewhere, e.g. by a factory or a proxy deployment)",
  };
}
