/**
 * OpenZeppelin 5 AccessManager as a token's authority (issue 25, session 15). An `AccessManaged` token asks its
 * manager `canCall(caller, token, selector)` before each restricted function: who may mint is whoever the MANAGER
 * lets through, immediately or after an execution delay (schedule, wait, execute). The minter probe sees the manager
 * as a contract candidate whose code can DELEGATECALL (its multicall): "not bound by its rules". Here the manager's
 * own record and answers are read instead, with no new round trip:
 * - round 2 (beside the token's log scan): one eth_getLogs over the addresses the token's low slots and code name,
 *   filtered on the AccessManager's own events (RoleGranted / RoleRevoked with their execution delays, the role
 *   admins, the grant delays, the token's function roles and admin delay);
 * - round 3 (the prober's batch): whether the manager had code before the logs' window (none: the window covers its
 *   whole life, so every member was named by an event), and its answers for each (role, member) the events name
 *   (`hasRole` → member, execution delay), each role's admin and grant delay, the token's admin delay and function
 *   roles. The members join the round's governance read (an official Safe, a documented timelock).
 *
 * `judgeAccessManager` then finds the fastest way one key (a member that is not recognised governance) can make the
 * manager let a restricted token function through: as a member of the function's role (its execution delay), by
 * granting itself the role (its own delay in the admin role, and the role's grant delay), or, as a member of
 * ADMIN_ROLE, by moving the function to another role (the token's admin delay). Under a day: one key (high). Days:
 * governed (every use is scheduled and public first). Members not all read: not judged here (the caller keeps the
 * minter probe's judgement, and says what was not read).
 */
import {
  type Address,
  decodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  toEventSelector,
  toHex,
} from "viem";
import type { RawLog } from "./holders";

const ABI = parseAbi([
  "function hasRole(uint64 roleId, address account) view returns (bool isMember, uint32 executionDelay)",
  "function getRoleAdmin(uint64 roleId) view returns (uint64)",
  "function getRoleGrantDelay(uint64 roleId) view returns (uint32)",
  "function getTargetAdminDelay(address target) view returns (uint32)",
  "function getTargetFunctionRole(address target, bytes4 selector) view returns (uint64)",
  "function isTargetClosed(address target) view returns (bool)",
]);

const T = {
  granted: toEventSelector("RoleGranted(uint64,address,uint32,uint48,bool)"),
  revoked: toEventSelector("RoleRevoked(uint64,address)"),
  adminChanged: toEventSelector("RoleAdminChanged(uint64,uint64)"),
  grantDelay: toEventSelector("RoleGrantDelayChanged(uint64,uint32,uint48)"),
  functionRole: toEventSelector("TargetFunctionRoleUpdated(address,bytes4,uint64)"),
  adminDelay: toEventSelector("TargetAdminDelayUpdated(address,uint32,uint48)"),
  closed: toEventSelector("TargetClosed(address,bool)"),
} as const;
export const ACCESS_MANAGER_TOPICS: readonly Hex[] = Object.values(T);

export const ADMIN_ROLE = 0n;
export const PUBLIC_ROLE = (1n << 64n) - 1n;
/** A delay of at least this many seconds makes every use of the power scheduled and public for a day or more. */
export const MANAGER_MIN_DELAY = 86_400;
/** Blocks per eth_getLogs range, ranges read (round 2, one batch), and the most members / roles read in round 3. */
const RANGE_BLOCKS = 5_000n;
export const MANAGER_LOG_RANGES = 4;
const MAX_MANAGERS = 2;
const MAX_MEMBERS = 6;
const MAX_ROLES = 4;
const MAX_SELECTORS = 4;
/** keccak256("canCall(address,address,bytes4)")[0:4]: the question an AccessManaged token asks its authority. */
export const CAN_CALL_SELECTOR = "b7009613";

type Client = { request: (args: never, options?: never) => Promise<unknown> };

/** The AccessManager events read in round 2 over the token's named addresses (null: the read failed). */
export interface ManagerLogs {
  fromBlock: bigint;
  logs: (RawLog & { address?: Address })[];
}

/** Round 2: the AccessManager events of `addresses` over the last MANAGER_LOG_RANGES ranges (one batch). */
export function readManagerLogs(
  client: Client,
  addresses: readonly Address[],
  latest: bigint,
): Promise<ManagerLogs | null> {
  return readRecentLogs(client, addresses, ACCESS_MANAGER_TOPICS, latest, MANAGER_LOG_RANGES);
}

/**
 * The logs of `addresses` with one of `topics` over the last `rangeCount` ranges of RANGE_BLOCKS blocks, newest first,
 * one eth_getLogs per range (sent together: one batch); null when a read fails. Shared by the AccessManager read and the
 * timelock queue read (governance.ts).
 */
export async function readRecentLogs(
  client: Client,
  addresses: readonly Address[],
  topics: readonly Hex[],
  latest: bigint,
  rangeCount: number,
): Promise<ManagerLogs | null> {
  if (addresses.length === 0) return null;
  const ranges: { from: bigint; to: bigint }[] = [];
  let low = latest + 1n;
  while (ranges.length < rangeCount && low > 0n) {
    const to = low - 1n;
    const from = to - RANGE_BLOCKS + 1n > 0n ? to - RANGE_BLOCKS + 1n : 0n;
    ranges.push({ from, to });
    low = from;
  }
  try {
    const parts = await Promise.all(
      ranges.map(
        (r) =>
          client.request(
            {
              method: "eth_getLogs",
              params: [
                {
                  address: [...addresses],
                  topics: [[...topics]],
                  fromBlock: toHex(r.from),
                  toBlock: toHex(r.to),
                },
              ],
            } as never,
            { retryCount: 0 } as never,
          ) as Promise<(RawLog & { address?: Address })[]>,
      ),
    );
    return { fromBlock: low, logs: parts.flat() };
  } catch {
    return null;
  }
}

const word = (t: Hex | undefined) => (t ? BigInt(t) : 0n);
const topicAddress = (t: Hex | undefined) => getAddress(toHex(word(t) & ((1n << 160n) - 1n), { size: 20 }));
const blockOf = (l: RawLog) => (l.blockNumber === null ? 0n : BigInt(l.blockNumber));

/** What one manager's events say, net of revocations (the latest event per fact wins). */
export interface ManagerRecord {
  manager: Address;
  members: Map<bigint, Map<string, { account: Address; delay: number }>>;
  admins: Map<bigint, bigint>;
  grantDelays: Map<bigint, number>;
  /** The token's selectors moved to a role by an event (any other restricted selector is ADMIN_ROLE's). */
  functionRoles: Map<string, bigint>;
  adminDelay: number;
  closed: boolean;
}

/** The managers among the logs' emitters, each with its net record for `token`. */
export function managerRecords(logs: ManagerLogs, token: Address): ManagerRecord[] {
  const by = new Map<string, ManagerRecord>();
  const sorted = [...logs.logs].sort((a, b) => (blockOf(a) < blockOf(b) ? -1 : blockOf(a) > blockOf(b) ? 1 : 0));
  const isToken = (t: Hex | undefined) => topicAddress(t).toLowerCase() === token.toLowerCase();
  for (const l of sorted) {
    if (!l.address) continue;
    const key = l.address.toLowerCase();
    let r = by.get(key);
    if (!r) {
      r = {
        manager: getAddress(l.address),
        members: new Map(),
        admins: new Map(),
        grantDelays: new Map(),
        functionRoles: new Map(),
        adminDelay: 0,
        closed: false,
      };
      by.set(key, r);
    }
    const [t0, t1, t2] = l.topics;
    try {
      if (t0 === T.granted) {
        const [delay] = decodeAbiParameters([{ type: "uint32" }, { type: "uint48" }, { type: "bool" }], l.data);
        const role = word(t1);
        const m = r.members.get(role) ?? new Map();
        const account = topicAddress(t2);
        // A re-grant's new delay: the lower of the old and the new one counts (a decrease takes effect later).
        const before = m.get(account.toLowerCase())?.delay;
        m.set(account.toLowerCase(), { account, delay: before === undefined ? delay : Math.min(before, delay) });
        r.members.set(role, m);
      } else if (t0 === T.revoked) r.members.get(word(t1))?.delete(topicAddress(t2).toLowerCase());
      else if (t0 === T.adminChanged) r.admins.set(word(t1), word(t2));
      else if (t0 === T.grantDelay) {
        const [delay] = decodeAbiParameters([{ type: "uint32" }, { type: "uint48" }], l.data);
        const before = r.grantDelays.get(word(t1));
        r.grantDelays.set(word(t1), before === undefined ? delay : Math.min(before, delay));
      } else if (t0 === T.functionRole && isToken(t1)) {
        const [selector] = decodeAbiParameters([{ type: "bytes4" }], l.data);
        r.functionRoles.set(selector.toLowerCase(), word(t2));
      } else if (t0 === T.adminDelay && isToken(t1)) {
        const [delay] = decodeAbiParameters([{ type: "uint32" }, { type: "uint48" }], l.data);
        r.adminDelay = Math.min(r.adminDelay || delay, delay);
      } else if (t0 === T.closed && isToken(t1)) {
        const [closed] = decodeAbiParameters([{ type: "bool" }], l.data);
        r.closed = closed;
      }
    } catch {
      // a malformed event: the record is not trusted (answers below must back every member)
    }
  }
  return [...by.values()];
}

/** The roles a record makes relevant (the token's function roles, ADMIN_ROLE, and their admins), capped. */
function rolesOf(r: ManagerRecord): bigint[] {
  const roles = new Set<bigint>([ADMIN_ROLE, ...r.functionRoles.values()]);
  for (const role of [...roles]) {
    const a = r.admins.get(role);
    if (a !== undefined) roles.add(a);
  }
  return [...roles].filter((x) => x !== PUBLIC_ROLE).slice(0, MAX_ROLES);
}

/** The members a record names in its relevant roles (the governance read's extra addresses), capped. */
export function recordMembers(r: ManagerRecord): Address[] {
  const out = new Map<string, Address>();
  for (const role of rolesOf(r))
    for (const m of r.members.get(role)?.values() ?? []) out.set(m.account.toLowerCase(), m.account);
  return [...out.values()].slice(0, MAX_MEMBERS);
}

/** The managers worth reading in round 3: those among `candidates` (contract candidates of the token). */
export function managersToRead(
  logs: ManagerLogs | null,
  token: Address,
  tokenCode: Hex,
  candidates: readonly Address[],
): ManagerRecord[] {
  if (!logs || !tokenCode.toLowerCase().includes(`63${CAN_CALL_SELECTOR}`)) return [];
  const cand = new Set(candidates.map((c) => c.toLowerCase()));
  return managerRecords(logs, token)
    .filter((r) => cand.has(r.manager.toLowerCase()))
    .slice(0, MAX_MANAGERS);
}

/** The number of round-3 calls `readManagerState` makes for these records (the batch budget). */
export function managerStateCalls(records: readonly ManagerRecord[]): number {
  return records.reduce((n, r) => {
    const roles = rolesOf(r);
    const pairs = roles.reduce((k, role) => k + Math.min(r.members.get(role)?.size ?? 0, MAX_MEMBERS), 0);
    return n + 1 + pairs + roles.length * 2 + 2 + Math.min(r.functionRoles.size, MAX_SELECTORS);
  }, 0);
}

/** A manager's state: its record backed by its own answers (round 3). */
export interface ManagerReading {
  manager: Address;
  /** Every member was named by an event (the manager had no code before the logs' window): else `missing` says why. */
  complete: boolean;
  missing: string | null;
  /** Role → members with their execution delays (seconds), as the manager answers. */
  members: Map<bigint, { account: Address; delay: number }[]>;
  admins: Map<bigint, bigint>;
  grantDelays: Map<bigint, number>;
  /** The token's restricted functions' roles (events, backed by answers); any other is ADMIN_ROLE's. */
  functionRoles: Map<string, bigint>;
  adminDelay: number;
  closed: boolean;
}

async function call(client: Client, to: Address, data: Hex, block: Hex | "latest" = "latest"): Promise<Hex | null> {
  try {
    const out = (await client.request(
      { method: "eth_call", params: [{ to, data }, block] } as never,
      { retryCount: 0 } as never,
    )) as Hex;
    return out && out !== "0x" ? out : null;
  } catch {
    return null;
  }
}

const uint = (out: Hex | null): bigint | null => {
  if (!out || out.length < 66) return null;
  return BigInt(out.slice(0, 66));
};

/** Round 3: each record backed by the manager's answers and its code before the window (all in the same batch). */
export async function readManagerState(
  client: Client,
  token: Address,
  records: readonly ManagerRecord[],
  fromBlock: bigint,
): Promise<ManagerReading[]> {
  return Promise.all(
    records.map(async (r) => {
      const roles = rolesOf(r);
      const pairs = roles.flatMap((role) =>
        [...(r.members.get(role)?.values() ?? [])].slice(0, MAX_MEMBERS).map((m) => ({ role, m })),
      );
      const selectors = [...r.functionRoles.keys()].slice(0, MAX_SELECTORS);
      const enc = (functionName: string, args: readonly unknown[]) =>
        encodeFunctionData({ abi: ABI, functionName, args } as never);
      const [codeBefore, memberOuts, adminOuts, grantOuts, adminDelayOut, closedOut, roleOuts] = await Promise.all([
        fromBlock > 0n
          ? (
              client.request(
                { method: "eth_getCode", params: [r.manager, toHex(fromBlock - 1n)] } as never,
                { retryCount: 0 } as never,
              ) as Promise<Hex>
            ).catch(() => null)
          : Promise.resolve("0x" as Hex),
        Promise.all(pairs.map((p) => call(client, r.manager, enc("hasRole", [p.role, p.m.account])))),
        Promise.all(roles.map((role) => call(client, r.manager, enc("getRoleAdmin", [role])))),
        Promise.all(roles.map((role) => call(client, r.manager, enc("getRoleGrantDelay", [role])))),
        call(client, r.manager, enc("getTargetAdminDelay", [token])),
        call(client, r.manager, enc("isTargetClosed", [token])),
        Promise.all(selectors.map((s) => call(client, r.manager, enc("getTargetFunctionRole", [token, s])))),
      ]);
      const gaps: string[] = [];
      if (codeBefore === null) gaps.push(`its code before block ${fromBlock} was not read`);
      else if (codeBefore !== "0x")
        gaps.push(
          `it existed before block ${fromBlock}, the start of the events read: members granted earlier are not named`,
        );
      const members = new Map<bigint, { account: Address; delay: number }[]>();
      pairs.forEach((p, i) => {
        const out = memberOuts[i];
        if (!out || out.length < 130) {
          gaps.push(`hasRole(${p.role}, ${p.m.account}) did not answer`);
          return;
        }
        const [isMember, delay] = decodeAbiParameters([{ type: "bool" }, { type: "uint32" }], out);
        if (!isMember) return;
        const list = members.get(p.role) ?? [];
        list.push({ account: p.m.account, delay: Math.min(delay, p.m.delay) });
        members.set(p.role, list);
      });
      const admins = new Map<bigint, bigint>();
      const grantDelays = new Map<bigint, number>();
      roles.forEach((role, i) => {
        const a = uint(adminOuts[i]);
        const g = uint(grantOuts[i]);
        if (a === null || g === null) gaps.push(`role ${role}'s admin or grant delay did not answer`);
        // An admin role the events did not name: its members were not read.
        else if (!roles.includes(a)) gaps.push(`role ${role}'s admin is role ${a}, whose members were not read`);
        admins.set(role, a ?? ADMIN_ROLE);
        grantDelays.set(role, Math.min(Number(g ?? 0n), r.grantDelays.get(role) ?? Number(g ?? 0n)));
      });
      const functionRoles = new Map<string, bigint>();
      selectors.forEach((s, i) => {
        const role = uint(roleOuts[i]);
        if (role === null) gaps.push(`the role of ${s} did not answer`);
        else if (role !== PUBLIC_ROLE && !roles.includes(role))
          gaps.push(`${s} answers role ${role}, whose members were not read`);
        functionRoles.set(s, role ?? r.functionRoles.get(s) ?? ADMIN_ROLE);
      });
      if (r.functionRoles.size > MAX_SELECTORS)
        gaps.push(`more than ${MAX_SELECTORS} of the token's functions were given roles`);
      const roleCount = new Set([ADMIN_ROLE, ...r.functionRoles.values()]).size;
      if (roleCount > MAX_ROLES) gaps.push(`more than ${MAX_ROLES} roles are involved`);
      if (pairs.length < rolesOf(r).reduce((k, role) => k + (r.members.get(role)?.size ?? 0), 0))
        gaps.push(`more than ${MAX_MEMBERS} members in a role`);
      const adminDelay = uint(adminDelayOut);
      const closed = uint(closedOut);
      if (adminDelay === null || closed === null) gaps.push("the token's admin delay or closed flag did not answer");
      return {
        manager: r.manager,
        complete: gaps.length === 0,
        missing: gaps.length ? gaps.join("; ") : null,
        members,
        admins,
        grantDelays,
        functionRoles,
        adminDelay: Math.min(Number(adminDelay ?? 0n), r.adminDelay || Number(adminDelay ?? 0n)),
        closed: closed === 1n,
      };
    }),
  );
}

/** The manager's judgement, as minter-probe.ts MinterJudgement. */
export type ManagerJudgement =
  | { kind: "caller"; who: "anyone" | "owner"; text: string }
  | { kind: "unbound"; text: string }
  | { kind: "bound"; text: string };

const roleName = (r: bigint) => (r === ADMIN_ROLE ? "ADMIN_ROLE" : r === PUBLIC_ROLE ? "PUBLIC_ROLE" : `role ${r}`);
const days = (s: number) => (s >= 86_400 ? `${Math.round((s / 86_400) * 10) / 10} days` : `${s} s`);

/**
 * The fastest way one key makes the manager let a restricted token function through (see the module comment).
 * `isGovernance`: recognised governance (an official Safe, a documented timelock: the round's governance read).
 */
export function judgeAccessManager(
  reading: ManagerReading,
  isGovernance: (a: Address) => boolean,
  /** The token's selectors the prober measured the manager acting through (none: every restricted function). */
  selectors: readonly string[] = [],
): ManagerJudgement {
  const name = `AccessManager ${reading.manager}`;
  if (!reading.complete)
    return {
      kind: "unbound",
      text: `its authority is the ${name}, but who holds its roles was not all read (${reading.missing}): not bound`,
    };
  // Roles of the measured functions (a selector no event moved is ADMIN_ROLE's); without them, every restricted
  // function's: those moved by an event, and ADMIN_ROLE for every other one.
  const used = new Set<bigint>(
    selectors.length
      ? selectors.map((s) => reading.functionRoles.get(s.toLowerCase()) ?? ADMIN_ROLE)
      : [ADMIN_ROLE, ...reading.functionRoles.values()],
  );
  if (used.has(PUBLIC_ROLE) && !reading.closed)
    return {
      kind: "caller",
      who: "anyone",
      text: `its authority the ${name} opens a restricted function of the token to everyone (PUBLIC_ROLE)`,
    };
  type Path = { delay: number; how: string };
  const keyMembers = (role: bigint) => (reading.members.get(role) ?? []).filter((m) => !isGovernance(m.account));
  // The fastest path for one key to use `role` (depth-limited through the role admins).
  const fastest = (role: bigint, depth: number): Path | null => {
    let best: Path | null = null;
    const take = (p: Path) => {
      if (!best || p.delay < best.delay) best = p;
    };
    for (const m of keyMembers(role))
      take({
        delay: m.delay,
        how: `${m.account} (one key) holds ${roleName(role)} with an execution delay of ${days(m.delay)}`,
      });
    const admin = reading.admins.get(role) ?? ADMIN_ROLE;
    if (depth > 0 && admin !== role) {
      const via = fastest(admin, depth - 1);
      const grant = reading.grantDelays.get(role) ?? 0;
      if (via)
        take({
          delay: Math.max(via.delay, grant),
          how: `${via.how}, and as ${roleName(role)}'s admin may grant itself ${roleName(role)} (grant delay ${days(grant)})`,
        });
    }
    return best;
  };
  let worst: Path | null = null;
  for (const role of used) {
    const p = fastest(role, 3);
    if (p && (!worst || p.delay < (worst as Path).delay)) worst = p;
  }
  // An ADMIN_ROLE member may move any of the token's functions to another role after the token's admin delay.
  for (const m of keyMembers(ADMIN_ROLE)) {
    const d = Math.max(m.delay, reading.adminDelay);
    if (!worst || d < (worst as Path).delay)
      worst = {
        delay: d,
        how: `${m.account} (one key) holds ADMIN_ROLE (delay ${days(m.delay)}) and may move the token's functions to any role after the token's admin delay of ${days(reading.adminDelay)}`,
      };
  }
  const governed = [...used].flatMap((role) =>
    (reading.members.get(role) ?? [])
      .filter((m) => isGovernance(m.account))
      .map((m) => `${m.account} (${roleName(role)})`),
  );
  if (worst && (worst as Path).delay < MANAGER_MIN_DELAY)
    return {
      kind: "caller",
      who: "owner",
      text: `one key acts through its authority the ${name}: ${(worst as Path).how}`,
    };
  return {
    kind: "bound",
    text: `governed through its authority the ${name} (every member named by its events, backed by its hasRole answers): ${
      worst
        ? `the fastest one key can act is after ${days((worst as Path).delay)}: ${(worst as Path).how}`
        : "no key holds a role that reaches the token"
    }${governed.length ? `; recognised governance holds ${governed.join(", ")}` : ""}${reading.closed ? "; the token is closed in the manager" : ""}`,
  };
}
