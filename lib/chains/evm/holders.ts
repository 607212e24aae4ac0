/**
 * Holders reconstructed from ERC-20 `Transfer` logs, with bounded `eth_getLogs` ranges.
 *
 * The scan walks back from the latest block in fixed ranges (providers cap a range, commonly 1k-10k blocks) within
 * a request budget, several ranges per JSON-RPC batch. The history is COMPLETE when the balances rebuilt from the
 * logs seen so far are all non-negative and sum to totalSupply (every token was minted inside the window); a window
 * that started after some mints leaves negative balances or a short sum. When the budget runs out first, or the
 * logs never add up (rebasing / reflection tokens whose balances do not follow Transfer events), the holders are
 * `unknown` with the reason: never a partial list presented as complete.
 */
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  type PublicClient,
  pad,
  parseAbi,
  toFunctionSelector,
} from "viem";
import { isBurnAddress, ZERO_ADDRESS } from "./address";
import { analyseCode, disassemble, scanBytecode } from "./bytecode";
import { type CallOutcome, rawCall } from "./calls";

/** keccak256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC: Hex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

/** keccak256("RoleGranted(bytes32,address,address)") (OpenZeppelin AccessControl). */
export const ROLE_GRANTED_TOPIC: Hex = "0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d";
/** keccak256("RoleRevoked(bytes32,address,address)") */
export const ROLE_REVOKED_TOPIC: Hex = "0xf6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b";
/**
 * keccak256("RoleAdminChanged(bytes32,bytes32,bytes32)") (OpenZeppelin AccessControl `_setRoleAdmin`: role,
 * previous admin role, new admin role in topics 1-3). Without one, a role's admin is DEFAULT_ADMIN_ROLE (0x00).
 */
export const ROLE_ADMIN_CHANGED_TOPIC: Hex = "0xbd79b86ffe0ab8e8776151514217cd7cacd52c909f66475c3af44e129f0b00ff";
/** keccak256("OwnershipTransferred(address,address)") (Ownable) */
export const OWNERSHIP_TRANSFERRED_TOPIC: Hex = "0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0";
/**
 * DSS-style authorisation ("wards": rely / deny, the interface of Maker's Dai and later dss modules): keccak256 of
 * "Rely(address)" / "Deny(address)" (the authorised address in topic 1), and the anonymous LogNote of Dai.sol (2019),
 * whose topic 0 is the called function's selector left-aligned (rely(address) 0x65fae35e, deny(address) 0x9c52a7f1)
 * and topic 2 its first argument. Source: makerdao/dss src/dai.sol and makerdao/dss LibNote (read 2026-11-26).
 */
export const RELY_TOPIC: Hex = "0xdd0e34038ac38b2a1ce960229778ac48a8719bc900b6c4f8d0475c6e8b385a60";
export const DENY_TOPIC: Hex = "0x184450df2e323acec0ed3b5c7531b81f9b4cdef7914dfd4c0a4317416bb5251b";
export const RELY_NOTE_TOPIC: Hex = "0x65fae35e00000000000000000000000000000000000000000000000000000000";
export const DENY_NOTE_TOPIC: Hex = "0x9c52a7f100000000000000000000000000000000000000000000000000000000";
/**
 * OpenZeppelin 2.x `Roles` (2018-2020: MinterRole, PauserRole, WhitelistAdminRole, CapperRole, SignerRole): a role's
 * members are announced only by "<Role>Added(address)" / "<Role>Removed(address)" (the member in topic 1), with no
 * AccessControl events and often no owner (MATIC's PauserRole). keccak256 of each event signature, added then removed.
 * Source: OpenZeppelin/openzeppelin-contracts v2.5.0 contracts/access/roles/*.sol (read 2026-11-27).
 */
export const MEMBER_ROLE_TOPICS: Readonly<Record<string, readonly [Hex, Hex]>> = {
  Minter: [
    "0x6ae172837ea30b801fbfcdd4108aa1d5bf8ff775444fd70256b44e6bf3dfc3f6",
    "0xe94479a9f7e1952cc78f2d6baab678adc1b772d936c6583def489e524cb66692",
  ],
  Pauser: [
    "0x6719d08c1888103bea251a4ed56406bd0c3e69723c8a1686e017e7bbe159b6f8",
    "0xcd265ebaf09df2871cc7bd4133404a235ba12eff2041bb89d9c714a2621c7c7e",
  ],
  WhitelistAdmin: [
    "0x22380c05984257a1cb900161c713dd71d39e74820f1aea43bd3f1bdd20961299",
    "0x0a8eb35e5ca14b3d6f28e4abf2f128dbab231a58b56e89beb5d636115001e165",
  ],
  Capper: [
    "0xa7555c95b69d4f5cc847881feb4ab2883a1921319e34fa2043747b793d65b36e",
    "0x427400d279c506df610224b22ecce89b693fc1865864113f21c8d19c1f0c2a3b",
  ],
  Signer: [
    "0x47d1c22a25bb3a5d4e481b9b1e6944c2eade3181a0a20b495ed61d35b5323f24",
    "0x3525e22824a8a7df2c9a6029941c824cf95b6447f1e13d5128fd3826d35afe8b",
  ],
};
const MEMBER_EVENTS = new Map<string, { role: string; added: boolean }>(
  Object.entries(MEMBER_ROLE_TOPICS).flatMap(([role, [added, removed]]) => [
    [added, { role, added: true }],
    [removed, { role, added: false }],
  ]),
);

/** The control events read with the Transfer logs (same eth_getLogs requests, topic0 OR-filter). */
export const CONTROL_TOPICS: readonly Hex[] = [
  ROLE_GRANTED_TOPIC,
  ROLE_REVOKED_TOPIC,
  ROLE_ADMIN_CHANGED_TOPIC,
  OWNERSHIP_TRANSFERRED_TOPIC,
  RELY_TOPIC,
  DENY_TOPIC,
  RELY_NOTE_TOPIC,
  DENY_NOTE_TOPIC,
  ...Object.values(MEMBER_ROLE_TOPICS).flat(),
];

/** Who was granted a role (and not revoked since), and who held ownership, from the control logs. */
export interface ControlFacts {
  roleHolders: { role: Hex; account: Address }[];
  /** Roles whose admin role was changed (RoleAdminChanged, the latest per role); any other role's admin is 0x00. */
  roleAdmins: { role: Hex; admin: Hex }[];
  /** Every address an OwnershipTransferred event named (previous and new owners), oldest first. */
  owners: Address[];
  /** Addresses authorised by a rely (DSS "wards") and not denied since, oldest first. */
  wards: Address[];
  /** Members of OpenZeppelin 2.x roles (MEMBER_ROLE_TOPICS: added and not removed since), oldest first. */
  members: { role: string; account: Address }[];
  /**
   * Every AccessControl role the events named, with its net members (roleMembership; absent on facts built by hand).
   * The reader backs them with hasRole reads (confirmRoles): `onChain` is then set.
   */
  roles?: RoleMembers[];
}

/** keccak256("hasRole(bytes32,address)")[0:4] (OpenZeppelin AccessControl). */
export const HAS_ROLE_SELECTOR: Hex = "0x91d14854";

/**
 * One AccessControl role seen in the token's role events (RoleGranted / RoleRevoked / RoleAdminChanged), with its
 * NET members: granted and not revoked since (renounceRole emits RoleRevoked too). A role whose every member was
 * revoked or renounced is listed with no members: "nobody holds it", not "no role events".
 */
export interface RoleMembers {
  role: Hex;
  /** Its admin role: the latest RoleAdminChanged, else DEFAULT_ADMIN_ROLE (0x00). */
  adminRole: Hex;
  /** Net members from the events, in the order of their latest grant. */
  members: Address[];
  /** Every account a RoleGranted or RoleRevoked event named for this role, first named first. */
  named: Address[];
  /**
   * The members read on chain (confirmRoles: hasRole(role, account), round 3) for every named account and the first
   * mint's recipient (a role granted in a constructor or initializer without an event): the accounts answering true.
   * null when any of those reads failed, was left out by the budget, or the token answers no hasRole (events alone:
   * an event costs nothing to emit). Absent: not read.
   */
  onChain?: Address[] | null;
  /** Accounts holding the role on chain that no event named as a member (hidden grants); absent: not read. */
  hiddenMembers?: Address[];
}

/** The roles the events named, with their net members (pure; the reader adds `onChain` with confirmRoles). */
export function roleMembership(
  control: Pick<ControlFacts, "roleHolders" | "roleAdmins">,
  named: RawLog[] = [],
): RoleMembers[] {
  return roleList(control.roleHolders, control.roleAdmins, namedByRole(named));
}

function namedByRole(logs: readonly RawLog[]): Map<string, { role: Hex; named: Address[] }> {
  const seen = new Map<string, { role: Hex; named: Address[] }>();
  for (const log of logs) {
    const t0 = log.topics[0]?.toLowerCase();
    if (t0 === ROLE_ADMIN_CHANGED_TOPIC && log.topics.length >= 4) {
      const key = log.topics[1].toLowerCase();
      if (!seen.has(key)) seen.set(key, { role: log.topics[1], named: [] });
      continue;
    }
    if ((t0 !== ROLE_GRANTED_TOPIC && t0 !== ROLE_REVOKED_TOPIC) || log.topics.length < 3) continue;
    const key = log.topics[1].toLowerCase();
    const entry = seen.get(key) ?? { role: log.topics[1], named: [] };
    seen.set(key, entry);
    const account = getAddress(`0x${log.topics[2].slice(26)}`);
    if (!entry.named.includes(account)) entry.named.push(account);
  }
  return seen;
}

function roleList(
  holders: ControlFacts["roleHolders"],
  admins: ControlFacts["roleAdmins"],
  seen: Map<string, { role: Hex; named: Address[] }>,
): RoleMembers[] {
  for (const h of holders) {
    const key = h.role.toLowerCase();
    const entry = seen.get(key) ?? { role: h.role, named: [] };
    seen.set(key, entry);
    if (!entry.named.includes(h.account)) entry.named.push(h.account);
  }
  return [...seen.entries()].map(([key, { role, named }]) => ({
    role,
    adminRole: admins.find((a) => a.role.toLowerCase() === key)?.admin ?? (`0x${"00".repeat(32)}` as Hex),
    members: holders.filter((h) => h.role.toLowerCase() === key).map((h) => h.account),
    named,
  }));
}

/** At most this many hasRole(role, account) reads per token (round 3, beside the simulation). */
export const MAX_ROLE_CHECKS = 12;

/**
 * The hasRole reads that back the roles' members: every named account of every role and the extra accounts (the
 * first mint's recipient: a role granted without an event), roles in event order, at most MAX_ROLE_CHECKS.
 */
export function roleChecks(
  roles: readonly RoleMembers[],
  extra: readonly Address[],
): { role: Hex; account: Address }[] {
  const out: { role: Hex; account: Address }[] = [];
  for (const r of roles)
    for (const account of [
      ...r.named,
      ...extra.filter((e) => !r.named.some((n) => n.toLowerCase() === e.toLowerCase())),
    ])
      out.push({ role: r.role, account });
  return out.slice(0, MAX_ROLE_CHECKS);
}

/**
 * The roles with their on-chain members: `answers[i]` is hasRole(checks[i]) (true / false; null: reverted or not
 * read). A role is confirmed only when every account it needs (roleChecks) was read and answered.
 */
export function confirmRoles(
  roles: readonly RoleMembers[],
  checks: readonly { role: Hex; account: Address }[],
  answers: readonly (boolean | null)[],
  extra: readonly Address[],
): RoleMembers[] {
  return roles.map((r) => {
    const need = [...r.named, ...extra.filter((e) => !r.named.some((n) => n.toLowerCase() === e.toLowerCase()))];
    const read = need.map((account) => {
      const i = checks.findIndex(
        (c) => c.role.toLowerCase() === r.role.toLowerCase() && c.account.toLowerCase() === account.toLowerCase(),
      );
      return { account, holds: i >= 0 ? (answers[i] ?? null) : null };
    });
    if (read.some((x) => x.holds === null)) return { ...r, onChain: null };
    const onChain = read.filter((x) => x.holds).map((x) => x.account);
    return {
      ...r,
      onChain,
      hiddenMembers: onChain.filter((a) => !r.members.some((m) => m.toLowerCase() === a.toLowerCase())),
    };
  });
}

export function controlFacts(logs: readonly RawLog[]): ControlFacts {
  const sorted = [...logs].sort((a, b) => {
    const x = BigInt(a.blockNumber ?? 0);
    const y = BigInt(b.blockNumber ?? 0);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const roles = new Map<string, { role: Hex; account: Address }>();
  const admins = new Map<string, { role: Hex; admin: Hex }>();
  const owners: Address[] = [];
  const wards: Address[] = [];
  const members = new Map<string, { role: string; account: Address }>();
  const addr = (topic: Hex | undefined) => (topic ? getAddress(`0x${topic.slice(26)}`) : null);
  for (const log of sorted) {
    const t0 = log.topics[0]?.toLowerCase();
    if ((t0 === ROLE_GRANTED_TOPIC || t0 === ROLE_REVOKED_TOPIC) && log.topics.length >= 3) {
      const account = addr(log.topics[2]);
      if (!account) continue;
      const key = `${log.topics[1]}:${account}`;
      if (t0 === ROLE_GRANTED_TOPIC) roles.set(key, { role: log.topics[1], account });
      else roles.delete(key);
    } else if (t0 === ROLE_ADMIN_CHANGED_TOPIC && log.topics.length >= 4) {
      admins.set(log.topics[1].toLowerCase(), { role: log.topics[1], admin: log.topics[3] });
    } else if (t0 === OWNERSHIP_TRANSFERRED_TOPIC && log.topics.length >= 3) {
      for (const a of [addr(log.topics[1]), addr(log.topics[2])])
        if (a && a !== ZERO_ADDRESS && !owners.includes(a)) owners.push(a);
    } else if (t0 === RELY_TOPIC || t0 === DENY_TOPIC || t0 === RELY_NOTE_TOPIC || t0 === DENY_NOTE_TOPIC) {
      const note = t0 === RELY_NOTE_TOPIC || t0 === DENY_NOTE_TOPIC;
      const who = addr(log.topics[note ? 2 : 1]);
      if (!who || who === ZERO_ADDRESS) continue;
      const i = wards.indexOf(who);
      if (i >= 0) wards.splice(i, 1);
      if (t0 === RELY_TOPIC || t0 === RELY_NOTE_TOPIC) wards.push(who);
    } else if (t0 && MEMBER_EVENTS.has(t0) && log.topics.length >= 2) {
      const { role, added } = MEMBER_EVENTS.get(t0) as { role: string; added: boolean };
      const account = addr(log.topics[1]);
      if (!account || account === ZERO_ADDRESS) continue;
      const key = `${role}:${account}`;
      members.delete(key);
      if (added) members.set(key, { role, account });
    }
  }
  const roleHolders = [...roles.values()];
  const roleAdmins = [...admins.values()];
  return {
    roleHolders,
    roleAdmins,
    owners,
    wards,
    members: [...members.values()],
    roles: roleMembership({ roleHolders, roleAdmins }, sorted),
  };
}

export interface TransferLog {
  from: Address;
  to: Address;
  value: bigint;
  blockNumber: bigint;
  transactionHash?: Hex | null;
}

export interface RawLog {
  topics: Hex[];
  data: Hex;
  blockNumber: Hex | bigint | null;
  transactionHash?: Hex | null;
}

/** Decodes a Transfer log: standard (from/to indexed) or with all three arguments in data. Null if not a Transfer. */
export function decodeTransferLog(log: RawLog): TransferLog | null {
  if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return null;
  const word = (hex: string, i: number) => hex.slice(2 + i * 64, 2 + (i + 1) * 64);
  const addr = (w: string) => getAddress(`0x${w.slice(24)}`);
  const blockNumber = typeof log.blockNumber === "bigint" ? log.blockNumber : BigInt(log.blockNumber ?? 0);
  const tx = log.transactionHash ? { transactionHash: log.transactionHash } : {};
  if (log.topics.length === 3 && log.data.length >= 66) {
    return {
      from: addr(log.topics[1].slice(2)),
      to: addr(log.topics[2].slice(2)),
      value: BigInt(`0x${word(log.data, 0)}`),
      blockNumber,
      ...tx,
    };
  }
  if (log.topics.length === 1 && log.data.length >= 2 + 3 * 64) {
    return {
      from: addr(word(log.data, 0)),
      to: addr(word(log.data, 1)),
      value: BigInt(`0x${word(log.data, 2)}`),
      blockNumber,
      ...tx,
    };
  }
  return null; // ERC-721 style (tokenId indexed) or malformed
}

export interface Reconstruction {
  /** Balances of every address except the zero address, largest first; zero balances dropped. */
  balances: { address: Address; balance: bigint }[];
  complete: boolean;
  /** Why the reconstruction is not complete, when it is not. */
  gap: "negative_balance" | "supply_mismatch" | null;
  sum: bigint;
}

/**
 * Rebuilds balances from Transfer logs and checks them against totalSupply. The zero address is not a holder, but
 * tokens minted TO it stay in the supply (Uniswap V2 pairs lock MINIMUM_LIQUIDITY with Transfer(0, 0, 1000)), and
 * some tokens treat a transfer to it as a plain transfer that leaves totalSupply unchanged: both readings are
 * accepted when they make the balances add up.
 */
export function reconstructBalances(logs: readonly TransferLog[], totalSupply: bigint): Reconstruction {
  const map = new Map<Address, bigint>();
  let mintedToZero = 0n;
  let sentToZero = 0n;
  for (const log of logs) {
    if (log.from === ZERO_ADDRESS && log.to === ZERO_ADDRESS) mintedToZero += log.value;
    else if (log.to === ZERO_ADDRESS) sentToZero += log.value;
    if (log.from !== ZERO_ADDRESS) map.set(log.from, (map.get(log.from) ?? 0n) - log.value);
    if (log.to !== ZERO_ADDRESS) map.set(log.to, (map.get(log.to) ?? 0n) + log.value);
  }
  let sum = mintedToZero;
  let negative = false;
  const balances: { address: Address; balance: bigint }[] = [];
  for (const [address, balance] of map) {
    if (balance < 0n) negative = true;
    if (balance > 0n) balances.push({ address, balance });
    sum += balance;
  }
  balances.sort((a, b) =>
    b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : a.address.localeCompare(b.address),
  );
  const addsUp = sum === totalSupply || sum + sentToZero === totalSupply;
  const gap = negative ? "negative_balance" : addsUp ? null : "supply_mismatch";
  return { balances, complete: gap === null, gap, sum };
}

export interface LogScanConfig {
  /** Blocks per eth_getLogs request (provider limit). */
  rangeBlocks: number;
  /** Max eth_getLogs requests per token (the budget). */
  maxRanges: number;
  /** Ranges per JSON-RPC batch. */
  rangesPerBatch: number;
  /** Lowest block to scan (e.g. the chain's first block with V2 pairs); default 0. */
  floorBlock?: bigint;
}

/** How many of the latest Transfer logs a known scan keeps (newest first). */
export const RECENT_TRANSFERS = 50;

export const DEFAULT_LOG_SCAN: LogScanConfig = { rangeBlocks: 5_000, maxRanges: 40, rangesPerBatch: 10 };

export type HolderScan =
  | {
      status: "known";
      reconstruction: Reconstruction;
      logs: number;
      fromBlock: bigint;
      toBlock: bigint;
      ranges: number;
      /** First mint recipient (the initial supply's receiver, usually the deployer). */
      firstMintTo: Address | null;
      /** The first mint's transaction and block (the deployer is that transaction's sender). */
      firstMint: { to: Address; transactionHash: Hex | null; blockNumber: bigint } | null;
      /** Role and ownership events seen in the scanned window (when `withControlLogs`). */
      control: ControlFacts;
      /** The latest Transfer logs, newest first (at most RECENT_TRANSFERS): recent buyers for the privilege prober. */
      recent: TransferLog[];
      /** Every Transfer log read, oldest first (an LP holder contract's depositors: readLpHolderContract). */
      transfers?: TransferLog[];
    }
  | {
      status: "unknown";
      reason: string;
      ranges: number;
      fromBlock: bigint;
      toBlock: bigint;
      control: ControlFacts;
      /** Every control event since the floor block was read (the logs only failed to add up): roles are complete. */
      controlComplete?: boolean;
    };

/**
 * Scans Transfer logs of `token` backwards from `latest` until the reconstruction is complete or the budget ends.
 * RPC errors (range too large, too many results, unavailable) make the result unknown with the provider's message.
 */
export async function scanHolders(
  client: PublicClient,
  token: Address,
  totalSupply: bigint,
  latest: bigint,
  config: LogScanConfig = DEFAULT_LOG_SCAN,
  withControlLogs = false,
): Promise<HolderScan> {
  const floor = config.floorBlock ?? 0n;
  const controlLogs: RawLog[] = [];
  const topics = withControlLogs ? [[TRANSFER_TOPIC, ...CONTROL_TOPICS]] : [TRANSFER_TOPIC];
  const range = BigInt(config.rangeBlocks);
  const logs: TransferLog[] = [];
  let ranges = 0;
  let low = latest + 1n; // lowest block scanned so far
  while (ranges < config.maxRanges && low > floor) {
    const wave: { from: bigint; to: bigint }[] = [];
    while (wave.length < config.rangesPerBatch && ranges + wave.length < config.maxRanges && low > floor) {
      const to = low - 1n;
      const from = to - range + 1n > floor ? to - range + 1n : floor;
      wave.push({ from, to });
      low = from;
    }
    ranges += wave.length;
    let results: RawLog[][];
    try {
      results = await Promise.all(
        wave.map(
          (w) =>
            client.request({
              method: "eth_getLogs",
              params: [
                {
                  address: token,
                  topics,
                  fromBlock: `0x${w.from.toString(16)}`,
                  toBlock: `0x${w.to.toString(16)}`,
                },
              ],
            }) as Promise<RawLog[]>,
        ),
      );
    } catch (err) {
      return {
        status: "unknown",
        reason: `eth_getLogs failed: ${shortMessage(err)}`,
        ranges,
        fromBlock: low,
        toBlock: latest,
        control: controlFacts(controlLogs),
      };
    }
    for (const batch of results)
      for (const raw of batch) {
        const decoded = decodeTransferLog(raw);
        if (decoded) logs.push(decoded);
        else if (CONTROL_TOPICS.includes(raw.topics[0]?.toLowerCase() as Hex)) controlLogs.push(raw);
      }
    const rec = reconstructBalances(logs, totalSupply);
    if (rec.complete) {
      const sorted = [...logs].sort((a, b) =>
        a.blockNumber < b.blockNumber ? -1 : a.blockNumber > b.blockNumber ? 1 : 0,
      );
      const firstMint = sorted.find((l) => l.from === ZERO_ADDRESS);
      const recent = sorted.slice(-RECENT_TRANSFERS).reverse();
      return {
        status: "known",
        reconstruction: rec,
        logs: logs.length,
        fromBlock: low,
        toBlock: latest,
        ranges,
        firstMintTo: firstMint?.to ?? null,
        firstMint: firstMint
          ? { to: firstMint.to, transactionHash: firstMint.transactionHash ?? null, blockNumber: firstMint.blockNumber }
          : null,
        control: controlFacts(controlLogs),
        recent,
        transfers: sorted,
      };
    }
  }
  const rec = reconstructBalances(logs, totalSupply);
  const reason =
    low <= floor
      ? `Transfer logs from block ${floor} to ${latest} do not add up to totalSupply (${rec.gap}): balances do not follow Transfer events (rebasing or reflection token)`
      : `history longer than the log budget: ${ranges} eth_getLogs ranges of ${config.rangeBlocks} blocks reached block ${low} without finding all mints`;
  return {
    status: "unknown",
    reason,
    ranges,
    fromBlock: low,
    toBlock: latest,
    control: controlFacts(controlLogs),
    controlComplete: low <= floor,
  };
}

export function shortMessage(err: unknown): string {
  const e = err as { shortMessage?: string; details?: string; message?: string };
  const text = e?.details || e?.shortMessage || e?.message || String(err);
  return text.split("\n")[0].slice(0, 300);
}

// ---- LP held by a contract: what the contract's own interface and code let anyone do with it ----

/** keccak256("Approval(address,address,uint256)") */
export const APPROVAL_TOPIC: Hex = "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925";

const VESTING_ABI = parseAbi([
  "function owner() view returns (address)",
  "function beneficiary() view returns (address)",
  "function start() view returns (uint256)",
  "function duration() view returns (uint256)",
  "function end() view returns (uint256)",
  "function cliff() view returns (uint256)",
  "function released(address) view returns (uint256)",
  "function releasable(address) view returns (uint256)",
]);

/**
 * The whole external interface of OpenZeppelin's VestingWallet (4.9: beneficiary(); 5.x: Ownable owner(),
 * transferOwnership, renounceOwnership) and VestingWalletCliff (cliff()). A contract whose dispatcher answers only
 * these can move a token it holds only through release(): to its beneficiary, what the schedule has vested. A
 * contract with any other function is not read as a vesting schedule (its other functions may move the LP).
 * Source: OpenZeppelin/openzeppelin-contracts v4.9.0 and v5.x contracts/finance/VestingWallet.sol, VestingWalletCliff.sol.
 */
const VESTING_INTERFACE = new Set(
  [
    "start()",
    "duration()",
    "end()",
    "cliff()",
    "released()",
    "released(address)",
    "releasable()",
    "releasable(address)",
    "release()",
    "release(address)",
    "vestedAmount(uint64)",
    "vestedAmount(address,uint64)",
    "beneficiary()",
    "owner()",
    "transferOwnership(address)",
    "renounceOwnership()",
  ].map((sig) => toFunctionSelector(`function ${sig}`)),
);

/**
 * What the LP-holder probe measured (minter-probe.ts probeLpHolder, session 12): the contract's own functions called
 * with its real code as a stranger, its owner() (when callable) and the token's keys, the LP it holds measured before
 * and after each call.
 */
export interface LpHolderProbe {
  /** Per caller, the most LP one of its calls took out of the contract (largest first; none: nobody took any). */
  pulls: {
    who: Address;
    caller: "stranger" | "owner" | "key";
    selector: Hex;
    pattern: string;
    moved: bigint;
    /**
     * Session 15 (sim17): of `moved`, the LP that reached a burn address (0x…dEaD, 0x0) in the same call (the pair's balances
     * of those addresses before and after). Absent: not measured (the pull counts as a take).
     */
    burnt?: bigint;
  }[];
  /**
   * Every function was called by every caller with every pattern (no budget run out, no call out of gas, the
   * dispatcher read whole).
   */
  complete: boolean;
  /** The keys the probe called as (beside the stranger and a callable owner). */
  called: Address[];
  selectors: number;
  callers: number;
  owner: Address | null;
  /** Its owner() was one of the callers. */
  ownerCalled: boolean;
  /** Functions its owner went through that the stranger was refused (a power one call does not show). */
  ownerOnly: Hex[];
  /** The same for the token's keys and the largest depositors (share moves aside). */
  keyOnly: Hex[];
  /** Its owner() read as recognised governance (an official Safe of outside signers), in words; null: not. */
  ownerGovernance: string | null;
  /** The stranger's calls read whole (minter-probe.ts probeLpHolder, from the same call's bits); absent or null: not read. */
  stranger?: LpHolderStrangerRead | null;
}

/**
 * The stranger's side of the LP-holder probe, read whole (session 15): the functions of the holder a stranger got
 * through with any argument pattern, plain reads aside (a read: its static call succeeded and every pattern went
 * through, as owner() does). A relay (a contract that copies caller bytes and makes calls: execute(target, data), a
 * multisig's submit) that a stranger can use is anyone's; one it refuses to strangers is its owner's.
 * Read from the LP-holder probe's own call (its stranger bits and read bits): no call more.
 */
export interface LpHolderStrangerRead {
  /** Selectors a stranger's call went through, plain reads aside. */
  strangerWrites: Hex[];
  /** The dispatcher was read whole and every call made (no budget or gas run out). */
  complete: boolean;
}

/** How an LP-holding contract was read (readLpHolderContract). */
export interface LpHolderContract {
  address: Address;
  /**
   * `vesting`: its whole interface is a vesting schedule (VESTING_INTERFACE), read by its own functions: only what has
   * vested goes to the beneficiary. `pooled`: a contract nobody controls holding the LP its depositors put in: no
   * owner, no caller compared with a stored or fixed address, no DELEGATECALL / SELFDESTRUCT, no LP allowance granted,
   * and LP only ever went back to the addresses that deposited it: each depositor is its own party for its net
   * deposit. `other`: neither (one party, as before), with why.
   */
  kind: "vesting" | "pooled" | "held" | "other";
  why: string;
  /**
   * `held` (session 12): measured by the LP-holder probe, nobody it called as could take more than `movable` of the
   * LP out now (its owner absent, burnt, called, or recognised governance); the rest (`heldLp`) stays in for a time
   * nobody read: a lock whose end is unknown, which LP_UNLOCKED counts at most medium. `heldLp` is also set on
   * `pooled` when the probe capped a depositor's share.
   */
  movable?: { who: Address; lp: bigint }[];
  heldLp?: bigint;
  /** The contract's LP, from the pair's Transfer logs. */
  balance: bigint;
  vesting?: {
    beneficiary: Address | null;
    start: number;
    end: number;
    cliff: number | null;
    /** Everything the schedule covers: held now plus released. */
    total: bigint;
    released: bigint;
    /** releasable(pair) at the scanned block (null: not answered). */
    releasableNow: bigint | null;
  };
  /** `pooled`: each depositor's LP still in the contract (put in minus taken back), largest first. */
  depositors?: { address: Address; lp: bigint }[];
  /** Live LP allowances the contract granted (latest Approval per spender, not zero); null: not read. */
  approvals: { spender: Address; value: bigint }[] | null;
}

/**
 * Round 4 (LP not burnt), beside the top LP holder's code and governance, in the same batch: the holder's code, its
 * owner() / beneficiary(), the vesting schedule's read functions (start, duration, end, cliff, released(pair),
 * releasable(pair)), and the pair's Approval logs granted by the holder over the window the LP scan covered (as many
 * ranges as it used). Null when the LP holders are not known or the holder holds no code.
 */
export async function readLpHolderContract(
  client: PublicClient,
  pair: Address,
  holder: Address,
  lpScan: HolderScan | null,
  measure?: (deposit: bigint, depositors: readonly Address[]) => Promise<LpHolderProbe | null>,
  /** The token's functions a key alone was measured to call (LpHolderReads.tokenKeyCalls); absent: not measured. */
  tokenKeyCalls?: readonly string[] | null,
): Promise<LpHolderContract | null> {
  if (lpScan?.status !== "known") return null;
  const balance =
    lpScan.reconstruction.balances.find((b) => b.address.toLowerCase() === holder.toLowerCase())?.balance ?? 0n;
  const call = (fn: (typeof VESTING_ABI)[number]["name"], args: readonly Address[] = []) =>
    rawCall(client, holder, encodeFunctionData({ abi: VESTING_ABI, functionName: fn, args } as never), "latest", {
      retry: false,
    }).catch((): CallOutcome => ({ kind: "absent" }));
  const span = lpScan.toBlock - lpScan.fromBlock + 1n;
  // At most 5 windows per log read (review13: the LP scan's own ranges, up to 40, would put 80 eth_getLogs in round 4's
  // batch and split it into a second HTTP request); a provider that refuses a window this wide makes the logs unread,
  // and the holder then reads as "other" (one party), never as locked.
  const n = BigInt(Math.min(5, Math.max(1, lpScan.ranges)));
  const step = (span + n - 1n) / n;
  const windows: { from: bigint; to: bigint }[] = [];
  for (let from = lpScan.fromBlock; from <= lpScan.toBlock; from += step)
    windows.push({ from, to: from + step - 1n > lpScan.toBlock ? lpScan.toBlock : from + step - 1n });
  const logsOf = (address: Address, topics: (Hex | Hex[])[]) =>
    Promise.all(
      windows.map(
        (w) =>
          client.request({
            method: "eth_getLogs",
            params: [{ address, topics, fromBlock: `0x${w.from.toString(16)}`, toBlock: `0x${w.to.toString(16)}` }],
          } as never) as Promise<RawLog[]>,
      ),
    )
      .then((r) => r.flat())
      .catch(() => null);
  // The largest depositors (net LP sent in, from the pair's Transfer logs) are called as by the probe, with the
  // largest net deposit as its amount (the holder's balance when no deposit is seen).
  const deposits = netDeposits(holder, lpScan.transfers ?? []);
  const [code, outs, approvalLogs, controlLogs, probe] = await Promise.all([
    (client.request({ method: "eth_getCode", params: [holder, "latest"] } as never) as Promise<Hex>).catch(() => null),
    Promise.all([
      call("owner"),
      call("beneficiary"),
      call("start"),
      call("duration"),
      call("end"),
      call("cliff"),
      call("released", [pair]),
      call("releasable", [pair]),
    ]),
    logsOf(pair, [APPROVAL_TOPIC, pad(holder)]),
    // The holder's own control events (roles granted, ownership, wards) over the same window.
    logsOf(holder, [[...CONTROL_TOPICS]]),
    measure
      ? measure(
          deposits[0]?.lp ?? balance,
          deposits.slice(0, 2).map((d) => d.address),
        ).catch(() => null)
      : Promise.resolve(null),
  ]);
  if (!code || code === "0x") return null;
  return judgeLpHolderContract({
    holder,
    pair,
    code,
    balance,
    transfers: lpScan.transfers ?? null,
    approvalLogs,
    controlLogs,
    probe,
    tokenKeyCalls,
    reads: {
      owner: word(outs[0], "address"),
      beneficiary: word(outs[1], "address"),
      start: word(outs[2], "uint"),
      duration: word(outs[3], "uint"),
      end: word(outs[4], "uint"),
      cliff: word(outs[5], "uint"),
      released: word(outs[6], "uint"),
      releasable: word(outs[7], "uint"),
    },
  });
}

function word(out: CallOutcome, kind: "address" | "uint"): bigint | Address | null {
  if (out.kind !== "ok" || out.data.length < 66) return null;
  const v = BigInt(out.data.slice(0, 66));
  if (kind === "uint") return v;
  return v >> 160n === 0n ? getAddress(`0x${out.data.slice(26, 66)}`) : null;
}

export interface LpHolderReads {
  holder: Address;
  /** The pair whose LP it holds (a fixed address equal to it is the pool's own token, not a destination). */
  pair?: Address;
  code: Hex;
  balance: bigint;
  /** The pair's Transfer logs (oldest first); null: not kept. */
  transfers: readonly TransferLog[] | null;
  /** The pair's Approval logs whose owner is the holder; null: not read. */
  approvalLogs: readonly RawLog[] | null;
  /** The holder's own control events (CONTROL_TOPICS); null: not read. */
  controlLogs: readonly RawLog[] | null;
  /** The LP-holder probe's measurement (null or absent: not measured). */
  probe?: LpHolderProbe | null;
  /**
   * Session 18: the token's functions a key alone was measured to call (the privilege prober: a call that went
   * through for a privileged caller and for no stranger, ERC-20 and ownership bookkeeping aside). A holder whose code
   * fixes addresses may read the token's state (a launch time, a flag) to release its LP: a key that can still change
   * that state holds a release in two steps one call does not measure. Null or absent: not measured.
   */
  tokenKeyCalls?: readonly string[] | null;
  reads: Record<
    "owner" | "beneficiary" | "start" | "duration" | "end" | "cliff" | "released" | "releasable",
    bigint | Address | null
  >;
}

/** Net LP each address sent into `holder` (put in minus taken back), largest first, positive only. */
function netDeposits(holder: Address, transfers: readonly TransferLog[]): { address: Address; lp: bigint }[] {
  const h = holder.toLowerCase();
  const net = new Map<string, { address: Address; lp: bigint }>();
  for (const t of transfers) {
    const into = t.to.toLowerCase() === h && t.from.toLowerCase() !== h;
    const out = t.from.toLowerCase() === h && t.to.toLowerCase() !== h;
    if (!into && !out) continue;
    const who = into ? t.from : t.to;
    const e = net.get(who.toLowerCase()) ?? { address: who, lp: 0n };
    e.lp += into ? t.value : -t.value;
    net.set(who.toLowerCase(), e);
  }
  return [...net.values()].filter((d) => d.lp > 0n).sort((a, b) => (b.lp > a.lp ? 1 : b.lp < a.lp ? -1 : 0));
}

/**
 * The reading of an LP-holding contract (pure; see LpHolderContract): first from its code, reads and the pair's logs
 * (`readByCode`), then corrected by the LP-holder probe's measurement (session 12). A reading that counts the LP for a
 * depositor or the contract's owner is an inference; when the probe called every function as that owner (or the
 * owner is burnt or recognised governance) and as the largest depositors, and none of them could take the LP out,
 * the LP is `held`: only what was measured leaving counts as theirs, the rest is a lock whose end nobody read, which
 * LP_UNLOCKED counts at most medium (neither shown pullable nor shown locked). A measured pull of half its LP or more
 * by one caller makes it one party.
 */
export function judgeLpHolderContract(r: LpHolderReads): LpHolderContract {
  const read = readByCode(r);
  const p = r.probe;
  if (!p || read.kind === "vesting") return read;
  const pct = (x: bigint) => (r.balance > 0n ? `${Number((x * 10_000n) / r.balance) / 100}%` : "all");
  // Session 15: a call whose LP all went to a burn address (a public "release" that can only send it to 0x…dEaD)
  // burns the LP; nobody takes it. Such calls are no pulls; a pull with no measured destination still is one.
  const burns = p.pulls.filter((x) => x.burnt !== undefined && x.burnt * 100n >= x.moved * 99n);
  const pulls = p.pulls.filter((x) => !burns.includes(x));
  const big = pulls.find((x) => x.moved * 2n >= r.balance);
  if (big)
    return {
      ...read,
      kind: "other",
      why: `measured: ${big.caller === "stranger" ? "anyone" : `${big.who} (${big.caller === "owner" ? "its owner" : "a key of the token"})`} took ${pct(big.moved)} of its LP out with ${big.selector} ${big.pattern}`,
    };
  // An owner that went through functions the stranger could not (set a migrator, extend, re-point) holds a power over
  // the holder that one call does not measure: the reading by code stands (one party).
  const ownerOk =
    !p.owner ||
    isBurnAddress(p.owner) ||
    (p.ownerCalled && p.ownerOnly.length === 0) ||
    (!p.ownerCalled && p.ownerGovernance !== null);
  const byOwner = read.kind === "other" && read.why.startsWith("it has an owner");
  // A contract that copies bytes a caller wrote (CALLDATACOPY) and makes calls can pass a stored call on later (a
  // multisig's submit, confirm, execute; a timelock's queue): steps one measured call does not take; the reading stands.
  const ops = new Set(disassemble(r.code).map((o) => o.op));
  const relays = ops.has(0x37) && ops.has(0xf1);
  // Session 15: a relay whose owner is recognised governance (not called as), that a stranger could use for nothing
  // but plain reads (every function read whole as the stranger) and the keys for nothing more: only that governance
  // can make it call anything (execute(target, data) behind onlyOwner, the owner a 3-of-5 Safe). Anyone's relay, or
  // one owned by one key, stands.
  const governedRelay =
    relays &&
    !p.ownerCalled &&
    p.ownerGovernance !== null &&
    !!p.stranger?.complete &&
    p.stranger.strangerWrites.length === 0;
  // Every call that took LP out sent it to a burn address: whatever the code reading guessed (a fixed address, a
  // caller check), the measurement called every function as every caller and nobody took any.
  const burnOnly = burns.length > 0 && pulls.length === 0;
  // Session 18: a reading of "its code fixes address(es) where its LP may go" is an inference the measurement can
  // refute: every function was called as every caller (the stranger, the token's keys, the largest depositors, its
  // owner) and no call took any LP out, so no fixed destination received any. It stands when a fixed address is one its
  // code compares the caller with and the probe did not call as, when its code compares the caller with a stored
  // address or tx.origin (a controller not reached), when its events name keys the probe did not call as, or when a
  // key of the token can still change the token's state (the holder may read it: a release in two steps), or that was
  // not measured.
  const fixedRead = read.kind === "other" && read.why.startsWith("its code fixes the address");
  const calledSet = new Set(p.called.map((a) => a.toLowerCase()));
  const fixedRefuted = (() => {
    if (!fixedRead || pulls.length > 0 || !p.complete) return false;
    const a = analyseCode(r.code);
    if (!a.callerConstants.every((c) => isBurnAddress(getAddress(c)) || calledSet.has(c.toLowerCase()))) return false;
    if (a.originConstants.length || a.originSlots.length || a.identityGates.length) return false;
    if (a.callerSlots.length && !(p.owner && p.ownerCalled)) return false;
    if ((read.approvals ?? []).length || !r.controlLogs) return false;
    const control = controlFacts(r.controlLogs);
    const named = [
      ...control.roleHolders.map((h) => h.account),
      ...control.wards,
      ...control.members.map((m) => m.account),
    ];
    if (named.some((x) => !isBurnAddress(x) && !calledSet.has(x.toLowerCase()))) return false;
    return Array.isArray(r.tokenKeyCalls) && r.tokenKeyCalls.length === 0;
  })();
  if (fixedRead && !fixedRefuted && pulls.length === 0 && p.complete && (r.tokenKeyCalls?.length ?? 0) > 0)
    return {
      ...read,
      why: `${read.why}; no call took LP out of it now, but a key of the token can still call ${r.tokenKeyCalls?.slice(0, 3).join(", ")} on the token, whose state the holder may read to release its LP (a release in two steps, not measured)`,
    };
  if (
    !p.complete ||
    !ownerOk ||
    (relays && !governedRelay) ||
    p.keyOnly.length > 0 ||
    !(read.kind === "pooled" || byOwner || burnOnly || fixedRefuted)
  )
    return read;
  const ownerText = !p.owner
    ? "it has no owner"
    : isBurnAddress(p.owner)
      ? "its owner is burnt"
      : p.ownerCalled
        ? `its owner ${p.owner} was one of the callers`
        : `its owner ${p.owner} is governance (${p.ownerGovernance})${governedRelay ? "; it relays calls, which a stranger could not make it do (only its reads went through)" : ""}`;
  const movable = pulls.map((x) => ({ who: x.who, lp: x.moved }));
  // The probe lists pulls largest first: burns[0] is the largest burn.
  const burnText = burns.length
    ? `; ${pct(burns[0].moved)} of its LP went out in one call (${burns[0].selector} ${burns[0].pattern}), all of it to a burn address: burnt, not taken`
    : "";
  const measuredText = `measured by calling its ${p.selectors} function(s) with 7 patterns as ${p.callers} caller(s) (anyone, the token's keys, its largest depositors), ${ownerText}: ${movable.length ? `at most ${pct(movable[0].lp)} of its LP left in one call (${pulls[0].who})` : "no call took any LP out"}${burnText}`;
  if (read.kind === "pooled" && read.depositors) {
    // Each probed depositor counts for what it could take out now, at most its deposit; the rest of its deposit is
    // held. Depositors the probe did not call as keep their deposits (each no larger than a probed one).
    const probed = new Set(pulls.map((x) => x.who.toLowerCase()));
    const called = p.called.map((a) => a.toLowerCase());
    let heldLp = 0n;
    const depositors = read.depositors.map((d) => {
      if (!called.includes(d.address.toLowerCase())) return d;
      const got = probed.has(d.address.toLowerCase())
        ? (pulls.find((x) => x.who.toLowerCase() === d.address.toLowerCase())?.moved ?? 0n)
        : 0n;
      const lp = got < d.lp ? got : d.lp;
      heldLp += d.lp - lp;
      return { address: d.address, lp };
    });
    if (heldLp === 0n) return read;
    return {
      ...read,
      depositors: depositors.filter((d) => d.lp > 0n),
      heldLp,
      why: `${read.why}; ${measuredText}: ${pct(heldLp)} of its LP is held for a time nobody read`,
    };
  }
  const out = movable.reduce((s, m) => s + m.lp, 0n);
  return {
    address: r.holder,
    kind: "held",
    why: measuredText,
    balance: r.balance,
    approvals: read.approvals,
    movable,
    heldLp: r.balance > out ? r.balance - out : 0n,
  };
}

function readByCode(r: LpHolderReads): LpHolderContract {
  const { holder, balance } = r;
  const other = (why: string, approvals: LpHolderContract["approvals"] = null): LpHolderContract => ({
    address: holder,
    kind: "other",
    why,
    balance,
    approvals,
  });
  const scan = scanBytecode(r.code);
  if (scan.delegatecall) return other("its code can DELEGATECALL (other code may run as it)");
  if (scan.selfdestruct) return other("its code can SELFDESTRUCT");
  if (!r.approvalLogs) return other("the pair's Approval logs could not be read");
  const latest = new Map<string, { spender: Address; value: bigint }>();
  for (const log of r.approvalLogs) {
    if (log.topics.length < 3 || log.data.length < 66) continue;
    const spender = getAddress(`0x${log.topics[2].slice(26)}`);
    latest.set(spender.toLowerCase(), { spender, value: BigInt(log.data.slice(0, 66)) });
  }
  const approvals = [...latest.values()].filter((a) => a.value > 0n && !isBurnAddress(a.spender));
  if (approvals.length)
    return other(`it granted ${approvals.map((a) => a.spender).join(", ")} an allowance on the LP`, approvals);
  const analysis = analyseCode(r.code);
  // A fixed address other than the pair may be where its LP goes (review13: `sweep()` to a team wallet needs no
  // caller check): not a pool nobody controls, nor a plain vesting schedule.
  const pairLc = r.pair?.toLowerCase() ?? null;
  const fixed = analysis.addressConstants.filter((a) => a.toLowerCase() !== pairLc && !isBurnAddress(a));
  if (fixed.length)
    return other(`its code fixes the address(es) ${fixed.slice(0, 3).join(", ")}, where its LP may go`, approvals);
  const sels = analysis.dispatchSelectors;
  const num = (v: bigint | Address | null) => (typeof v === "bigint" ? v : null);
  const start = num(r.reads.start);
  const duration = num(r.reads.duration);
  const released = num(r.reads.released);
  if (sels.length > 0 && sels.every((s) => VESTING_INTERFACE.has(s.toLowerCase() as Hex))) {
    const end = num(r.reads.end) ?? (start !== null && duration !== null ? start + duration : null);
    const benef = r.reads.owner ?? r.reads.beneficiary;
    if (start === null || end === null || released === null || end < start || end > 2n ** 63n)
      return other("a vesting interface whose schedule (start, end, released) could not be read", approvals);
    const cliff = num(r.reads.cliff);
    return {
      address: holder,
      kind: "vesting",
      why: "its only functions are a vesting schedule's (OpenZeppelin VestingWallet interface): the LP goes to the beneficiary only as it vests",
      balance,
      approvals,
      vesting: {
        beneficiary: typeof benef === "string" ? benef : null,
        start: Number(start),
        end: Number(end),
        cliff: cliff === null ? null : Number(cliff),
        total: balance + released,
        released,
        releasableNow: num(r.reads.releasable),
      },
    };
  }
  const ownerAnswer = typeof r.reads.owner === "string" ? r.reads.owner : null;
  if (ownerAnswer && !isBurnAddress(ownerAnswer)) return other(`it has an owner (${ownerAnswer})`, approvals);
  if (!r.controlLogs) return other("its own control events could not be read", approvals);
  const control = controlFacts(r.controlLogs);
  const keys = [
    ...control.roleHolders.map((h) => h.account),
    ...control.wards,
    ...control.members.map((m) => m.account),
  ].filter((a) => !isBurnAddress(a));
  if (keys.length) return other(`its events grant roles or authority to ${[...new Set(keys)].join(", ")}`, approvals);
  const gates =
    analysis.callerConstants.length +
    analysis.callerSlots.length +
    analysis.originConstants.length +
    analysis.originSlots.length +
    analysis.identityGates.length;
  if (gates > 0)
    return other("its code compares the caller with a stored or fixed address (someone controls it)", approvals);
  if (!r.transfers) return other("the pair's Transfer logs were not kept", approvals);
  const h = holder.toLowerCase();
  const net = new Map<string, { address: Address; lp: bigint }>();
  for (const t of r.transfers) {
    if (t.to.toLowerCase() === h && t.from.toLowerCase() !== h) {
      const e = net.get(t.from.toLowerCase()) ?? { address: t.from, lp: 0n };
      e.lp += t.value;
      net.set(t.from.toLowerCase(), e);
    } else if (t.from.toLowerCase() === h && t.to.toLowerCase() !== h) {
      const e = net.get(t.to.toLowerCase());
      if (!e || e.lp < t.value)
        return other(`LP left it to ${t.to}, beyond what that address had deposited`, approvals);
      e.lp -= t.value;
    }
  }
  const depositors = [...net.values()]
    .filter((d) => d.lp > 0n)
    .sort((a, b) => (b.lp > a.lp ? 1 : b.lp < a.lp ? -1 : 0));
  if (depositors.reduce((s, d) => s + d.lp, 0n) !== balance)
    return other("its LP does not add up to what its depositors put in", approvals);
  return {
    address: holder,
    kind: "pooled",
    why: `no owner, no caller check, no DELEGATECALL or SELFDESTRUCT, no LP allowance granted, and LP only ever went back to its ${depositors.length} depositor(s): each can take back at most its own deposit`,
    balance,
    approvals,
    depositors,
  };
}

// ---- Balances that move without Transfer events: which way, and by how much ----

/** One holder the reader checked: its balance rebuilt from the Transfer logs and its balanceOf at the same block. */
export interface SpotBalance {
  address: Address;
  logged: bigint;
  /** balanceOf at the scanned block; null: not answered. */
  read: bigint | null;
  /** Pools, burn addresses, lockers and the token itself are not ordinary holders (their balances follow other rules). */
  ordinary: boolean;
}

/** A holder counts as fallen (or grown) when balanceOf differs from its logged balance by at least this (bps). */
export const DRIFT_MATERIAL_BPS = 100;

/**
 * The direction of the balances that moved without Transfer events (session 15), over the ordinary holders the reader
 * spot-checked, while the rebuilt balances add up to totalSupply (the supply follows the logs):
 * `decay`: two or more of them, and more than half of those read, hold less than their logged balance by a material
 * share (DRIFT_MATERIAL_BPS or more) and none holds more: holders' tokens are being taken without a transfer they
 * signed (a holding fee, a decay) while the supply stays put, so the missing part sits where the code credits it.
 * `growth`: holders hold more than logged and none less (reflection, interest). Anything else (mixed, one holder, a
 * balanceOf not answered): `mixed`. A rebasing supply never gets here (its logs do not add up to the supply).
 */
export interface BalanceDrift {
  kind: "decay" | "growth" | "mixed";
  /** Ordinary holders read (balanceOf answered). */
  read: number;
  fallen: number;
  grown: number;
  /** The largest and the median fall among the fallen, bps of their logged balance. */
  maxLossBps: number;
  medianLossBps: number;
  /** The holders read, with both figures (evidence). */
  holders: { address: Address; logged: bigint; read: bigint }[];
}

export function balanceDrift(spot: readonly SpotBalance[]): BalanceDrift {
  const ordinary = spot.filter(
    (s): s is SpotBalance & { read: bigint } => s.ordinary && s.read !== null && s.logged > 0n,
  );
  const lossBps = (s: { logged: bigint; read: bigint }) => Number(((s.logged - s.read) * 10_000n) / s.logged);
  const fallen = ordinary.filter((s) => s.read < s.logged && lossBps(s) >= DRIFT_MATERIAL_BPS);
  const grown = ordinary.filter((s) => s.read > s.logged && -lossBps(s) >= DRIFT_MATERIAL_BPS);
  const anyUp = ordinary.some((s) => s.read > s.logged);
  const anyDown = ordinary.some((s) => s.read < s.logged);
  const losses = fallen.map(lossBps).sort((a, b) => a - b);
  const answered = spot.every((s) => s.read !== null);
  const kind: BalanceDrift["kind"] =
    answered && fallen.length >= 2 && fallen.length * 2 > ordinary.length && !anyUp
      ? "decay"
      : answered && grown.length >= 1 && !anyDown
        ? "growth"
        : "mixed";
  return {
    kind,
    read: ordinary.length,
    fallen: fallen.length,
    grown: grown.length,
    maxLossBps: losses.length ? losses[losses.length - 1] : 0,
    medianLossBps: losses.length ? losses[Math.floor(losses.length / 2)] : 0,
    holders: ordinary.map((s) => ({ address: s.address, logged: s.logged, read: s.read })),
  };
}
