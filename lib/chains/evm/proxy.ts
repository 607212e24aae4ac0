/**
 * EIP-1967 proxy storage slots and their decoding. A slot holds an address right-aligned in 32 bytes; an empty slot
 * (zero) means "not set". A slot whose upper 12 bytes are not zero is not an address: reported as malformed.
 */
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  toFunctionSelector,
  toHex,
} from "viem";
import { isBurnAddress } from "./address";
import { addressInWord, analyseCode, fixedCodeFlaws, scanBytecode } from "./bytecode";

/** bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1) */
export const EIP1967_IMPLEMENTATION_SLOT: Hex = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc";
/** bytes32(uint256(keccak256("eip1967.proxy.admin")) - 1) */
export const EIP1967_ADMIN_SLOT: Hex = "0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103";
/** bytes32(uint256(keccak256("eip1967.proxy.beacon")) - 1) */
export const EIP1967_BEACON_SLOT: Hex = "0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50";

export type SlotValue = { kind: "empty" } | { kind: "address"; address: Address } | { kind: "malformed"; raw: Hex };

export function decodeAddressSlot(raw: Hex | undefined | null): SlotValue {
  if (!raw || raw === "0x") return { kind: "empty" };
  const body = raw.slice(2).padStart(64, "0");
  if (/^0+$/.test(body)) return { kind: "empty" };
  if (!/^0{24}/.test(body)) return { kind: "malformed", raw };
  return { kind: "address", address: getAddress(`0x${body.slice(24)}`) };
}

/**
 * zeppelinOS / OpenZeppelin pre-EIP-1967 AdminUpgradeabilityProxy (the layout of USDC's FiatTokenProxy):
 * keccak256("org.zeppelinos.proxy.implementation") and keccak256("org.zeppelinos.proxy.admin") (no "- 1").
 * Source: OpenZeppelin zos-lib / openzeppelin-sdk `AdminUpgradeabilityProxy` and `BaseUpgradeabilityProxy`
 * (IMPLEMENTATION_SLOT / ADMIN_SLOT constants), and centrehq/centre-tokens FiatTokenProxy (checked 2026-11-26).
 */
export const ZEPPELINOS_IMPLEMENTATION_SLOT: Hex = "0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3";
export const ZEPPELINOS_ADMIN_SLOT: Hex = "0x10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b";

/** EIP-1822 (UUPS, https://eips.ethereum.org/EIPS/eip-1822): the logic address at keccak256("PROXIABLE"). */
export const EIP1822_PROXIABLE_SLOT: Hex = "0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7";

/**
 * OpenZeppelin Contracts v5 OwnableUpgradeable keeps `_owner` in ERC-7201 namespaced storage:
 * keccak256(abi.encode(uint256(keccak256("openzeppelin.storage.Ownable")) - 1)) & ~bytes32(uint256(0xff))
 * (OwnableStorageLocation in OpenZeppelin/openzeppelin-contracts-upgradeable access/OwnableUpgradeable.sol, v5;
 * recomputed 2026-11-26). Read in round 1 with the proxy slots: an implementation that compares CALLER with it
 * names its controller there, whether or not it exposes owner().
 */
export const OZ5_OWNABLE_SLOT: Hex = "0x9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300";

/** Who administers a proxy (or owns its admin contract). */
export type AdminKind = "burn" | "eoa" | "multisig" | "timelock" | "contract";

/**
 * Calls asked of a proxy admin: owner() (ProxyAdmin). Whether the admin or its owner is a multisig or a timelock is
 * recognised by code in round 3 (governance.ts), never from their answers to getThreshold() / getMinDelay().
 */
export const ADMIN_PROBE_CALLS: readonly Hex[] = ["0x8da5cb5b"];

/** The admin's kind from its code and its recognised governance (governance.ts: threshold / delay, else null). */
export function classifyAdmin(
  isBurn: boolean,
  hasCode: boolean | null,
  threshold: bigint | null,
  minDelay: bigint | null,
): AdminKind | null {
  if (isBurn) return "burn";
  if (hasCode === null) return null;
  if (!hasCode) return "eoa";
  if (threshold !== null && threshold > 0n) return "multisig";
  if (minDelay !== null) return "timelock";
  return "contract";
}

/**
 * A beacon proxy's code comes from its beacon's implementation(): one eth_call (round 2, with the other proxy reads)
 * runs this hand-assembled program at a fresh address (state override), given the beacon's address as calldata: it
 * calls `implementation()` (0x5c60da1b) and returns that address, its code size and its code, so the implementation
 * is analysed and probed with no extra round trip:
 *   MSTORE(0, 0x5c60da1b << 224)  STATICCALL(gas, calldataload(0), 0, 4, 0, 0x20) POP        memory[0] = implementation
 *   MSTORE(0x20, EXTCODESIZE(MLOAD(0)))  EXTCODECOPY(MLOAD(0), 0x40, 0, MLOAD(0x20))  RETURN(0, 0x40 + size)
 */
export const BEACON_CODE_PROGRAM = ("0x635c60da1b60e01b600052" +
  "6020600060046000600035" +
  "5afa50" +
  "6000513b602052" +
  "602051600060406000513c" +
  "6020516040016000f3") as Hex;

/** The program's answer: the implementation (null when the beacon did not answer an address) and its code. */
export function decodeBeaconCode(out: Hex | null): { implementation: Address | null; code: Hex | null } {
  if (!out || out.length < 130) return { implementation: null, code: null };
  const slot = decodeAddressSlot(`0x${out.slice(2, 66)}`);
  if (slot.kind !== "address") return { implementation: null, code: null };
  const size = Number(BigInt(`0x${out.slice(66, 130)}`));
  const body = out.slice(130, 130 + size * 2);
  return { implementation: slot.address, code: body.length === size * 2 ? (`0x${body}` as Hex) : null };
}

/** Calls asked of a beacon: owner() (who can point it at new code). */
export const BEACON_OWNER_CALL: Hex = "0x8da5cb5b";

/**
 * OpenZeppelin's upgrade authorities, recognised BY CODE before their owner() is believed (a custom beacon or admin
 * can answer owner() = 0 while another address upgrades). The dispatcher must be exactly one of these interfaces
 * (checked against `@openzeppelin/contracts@5.7.0` compiled here; v4's ProxyAdmin from its documented interface).
 */
const AUTHORITY_SHAPES: Record<"beacon" | "admin", { name: string; signatures: string[] }[]> = {
  beacon: [
    {
      name: "OpenZeppelin UpgradeableBeacon",
      signatures: [
        "implementation()",
        "upgradeTo(address)",
        "owner()",
        "renounceOwnership()",
        "transferOwnership(address)",
      ],
    },
  ],
  admin: [
    {
      name: "OpenZeppelin ProxyAdmin (v5)",
      signatures: [
        "UPGRADE_INTERFACE_VERSION()",
        "upgradeAndCall(address,address,bytes)",
        "owner()",
        "renounceOwnership()",
        "transferOwnership(address)",
      ],
    },
    {
      name: "OpenZeppelin ProxyAdmin (v4)",
      signatures: [
        "getProxyImplementation(address)",
        "getProxyAdmin(address)",
        "changeProxyAdmin(address,address)",
        "upgrade(address,address)",
        "upgradeAndCall(address,address,bytes)",
        "owner()",
        "renounceOwnership()",
        "transferOwnership(address)",
      ],
    },
    {
      // `@openzeppelin/upgrades` 2.x (2019-2020) ProxyAdmin: v4's functions plus Ownable's isOwner() (its
      // OpenZeppelinUpgradesOwnable). Source: OpenZeppelin/openzeppelin-sdk,
      // packages/lib/contracts/upgradeability/ProxyAdmin.sol (read 2026-11-26).
      name: "OpenZeppelin Upgrades ProxyAdmin (2019-2020)",
      signatures: [
        "getProxyImplementation(address)",
        "getProxyAdmin(address)",
        "changeProxyAdmin(address,address)",
        "upgrade(address,address)",
        "upgradeAndCall(address,address,bytes)",
        "owner()",
        "isOwner()",
        "renounceOwnership()",
        "transferOwnership(address)",
      ],
    },
  ],
};

/** Everything read about a beacon or a proxy admin (round 2). */
export interface AuthorityRaw {
  code: Hex | null;
  /** Storage slot 0: Ownable's `_owner` in OpenZeppelin's UpgradeableBeacon and ProxyAdmin (v4 and v5). */
  slot0: Hex | null;
  /** What it answers to owner() (null: no answer). */
  owner: Address | null;
  /** Its upgrade functions called by a stranger (eth_call): each must revert. */
  strangerUpgrades: ("executed" | "reverted" | null)[];
}

export type AuthorityReading = { recognised: true; as: string } | { recognised: false; why: string };

/**
 * Whether owner() can be believed: the code is OpenZeppelin's (the exact interface; no DELEGATECALL, SELFDESTRUCT,
 * hard-coded or tx.origin-compared caller; any CALLER comparison the scan finds reads slot 0), owner() is what
 * slot 0 holds, and a stranger's upgrade reverts. Pure; unit-tested.
 */
export function recogniseUpgradeAuthority(role: "beacon" | "admin", raw: AuthorityRaw): AuthorityReading {
  if (!raw.code || raw.code === "0x") return { recognised: false, why: "its code could not be read" };
  const dispatch = new Set(analyseCode(raw.code).dispatchSelectors.map((x) => x.toLowerCase()));
  const shape = AUTHORITY_SHAPES[role].find((s) => {
    const sels = s.signatures.map((x) => toFunctionSelector(`function ${x}`).toLowerCase());
    return sels.length === dispatch.size && sels.every((x) => dispatch.has(x));
  });
  const what = role === "beacon" ? "an OpenZeppelin UpgradeableBeacon" : "an OpenZeppelin ProxyAdmin";
  if (!shape) return { recognised: false, why: `its functions are not ${what}'s: its owner() is only a claim` };
  const scan = scanBytecode(raw.code);
  const analysis = analyseCode(raw.code);
  if (scan.delegatecall || scan.selfdestruct)
    return { recognised: false, why: `${shape.name}'s interface, but its code can DELEGATECALL or SELFDESTRUCT` };
  if (
    analysis.callerConstants.length ||
    analysis.originConstants.length ||
    analysis.originSlots.length ||
    analysis.callerSlots.some((c) => BigInt(c.slot) !== 0n)
  )
    return {
      recognised: false,
      why: `${shape.name}'s interface, but its code compares the caller with another address than the owner's`,
    };
  const stored = decodeAddressSlot(raw.slot0);
  const storedOwner = stored.kind === "address" ? stored.address : stored.kind === "empty" ? ZERO : null;
  if (!storedOwner || (raw.owner ?? ZERO).toLowerCase() !== storedOwner.toLowerCase())
    return { recognised: false, why: `${shape.name}'s interface, but owner() is not the owner its storage holds` };
  if (raw.strangerUpgrades.some((o) => o !== "reverted"))
    return {
      recognised: false,
      why: raw.strangerUpgrades.includes("executed")
        ? `${shape.name}'s interface, but a stranger's upgrade went through`
        : `${shape.name}'s interface, but whether a stranger can upgrade could not be checked`,
    };
  return { recognised: true, as: shape.name };
}

const ZERO: Address = "0x0000000000000000000000000000000000000000";

/** The fresh address that tries an upgrade through a beacon or a proxy admin (eth_call; a recognised one refuses it). */
export const UPGRADE_STRANGER: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/upgrade-stranger")).slice(-40)}`,
);

/** The stranger's upgrade calls: a beacon's upgradeTo(token), an admin's upgradeAndCall / upgrade of the proxy. */
export function strangerUpgradeCalls(role: "beacon" | "admin", token: Address): Hex[] {
  return role === "beacon"
    ? [encodeFunctionData({ abi: parseAbi(["function upgradeTo(address)"]), args: [token] })]
    : [
        encodeFunctionData({
          abi: parseAbi(["function upgradeAndCall(address,address,bytes)"]),
          args: [token, token, "0x"],
        }),
        encodeFunctionData({ abi: parseAbi(["function upgrade(address,address)"]), args: [token, token] }),
      ];
}

/**
 * A beacon's or admin's owner kind once the authority is judged: a recognised one's owner() is believed; otherwise
 * only the worse claim is (an EOA owner stays one key), and a burnt or governance owner is not (unknown / contract).
 */
export function trustedOwnerKind(reading: AuthorityReading | null, kind: AdminKind | null): AdminKind | null {
  if (!reading || reading.recognised) return kind;
  if (kind === "eoa") return "eoa";
  if (kind === "burn" || kind === null) return null;
  return "contract";
}

/**
 * EIP-2535 diamonds (https://eips.ethereum.org/EIPS/eip-2535, read 2026-11-27), recognised by behaviour, not by
 * names: the token's own code DELEGATECALLs, its dispatcher runs none of the ERC-20 reads and transfers, yet the token
 * answers totalSupply(): its ERC-20 runs in code elsewhere, picked by selector from a table in its storage (a diamond's
 * facets, or any proxy that keeps its implementation outside the proxy slots). Whoever can rewrite that table can
 * replace the token's code. Pure; unit-tested.
 */
export function diamondShape(input: { code: Hex; answersSupply: boolean; otherProxy: boolean }): boolean {
  if (input.otherProxy || !input.answersSupply || !input.code || input.code === "0x") return false;
  if (!scanBytecode(input.code).delegatecall) return false;
  const dispatch = new Set(analyseCode(input.code).dispatchSelectors.map((s) => s.toLowerCase()));
  return !ERC20_CORE.some((s) => dispatch.has(s));
}

/** The ERC-20 functions a diamond's own dispatcher does not run: totalSupply, balanceOf, transfer, transferFrom. */
const ERC20_CORE = ["0x18160ddd", "0x70a08231", "0xa9059cbb", "0x23b872dd"];

/** Facets read through the loupe: the k-th of facetAddresses(), k = 0 .. MAX_FACETS (the last must be absent). */
export const MAX_FACETS = 4;

/**
 * Given calldata (token, k), this hand-assembled program calls the token's loupe `facetAddresses()` (0x52ef6b2c,
 * EIP-2535) and returns the k-th address, its code size and its code (decodeBeaconCode's layout); nothing when the
 * call fails or the list has no k-th entry. One eth_call per k in round 2 (state override at FACET_PROGRAM_ADDRESS):
 *   MSTORE(0, sel << 224)  ok = STATICCALL(gas, calldataload(0), 0, 4, 0, 0)  !ok -> END
 *   RETURNDATACOPY(0, 0, RETURNDATASIZE)  !(MLOAD(0x20) > k) -> END  RETURNDATASIZE < 0x60 + 32k -> END
 *   MSTORE(0, MLOAD(0x40 + 32k))  MSTORE(0x20, EXTCODESIZE(MLOAD(0)))  EXTCODECOPY(MLOAD(0), 0x40, 0, MLOAD(0x20))
 *   RETURN(0, 0x40 + size)   END: RETURN(0, 0)
 */
export const FACET_CODE_PROGRAM = ("0x6352ef6b2c60e01b60005260006000600460006000355afa15610066573d600060003e60203560" +
  "20511115610066576020356020026060013d1061006657602035602002604001516000526000513b602052602051600060406000513c" +
  "6020516040016000f35b60006000f3") as Hex;

/** Where FACET_CODE_PROGRAM runs (a fresh address, its code given by state override). */
export const FACET_PROGRAM_ADDRESS: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/facet-program")).slice(-40)}`,
);

/** One facet read: null when the call failed; `absent` when the loupe had no such entry. */
export type FacetRead = { address: Address; code: Hex } | "absent" | null;

export function decodeFacetRead(out: Hex | null | undefined): FacetRead {
  if (out === null || out === undefined) return null;
  if (out === "0x") return "absent";
  const d = decodeBeaconCode(out);
  return d.implementation && d.code && d.code !== "0x" ? { address: d.implementation, code: d.code } : null;
}

export interface DiamondReading {
  /** The code delegates by selector: the ERC-20 functions are not the token's own. */
  isDiamond: boolean;
  /** Every caller check of the diamond's code and of every facet its loupe lists reads the word owner() answers. */
  cutByOwner: boolean;
  /** The facets read through the loupe (empty: none). */
  facets: { address: Address; code: Hex }[];
  /** Why the cut authority is or is not owner(), in words. */
  text: string;
}

/**
 * Who can cut a diamond, read from its code and its facets' (the loupe's facetAddresses(), read in round 2): every
 * CALLER comparison must read a storage word holding owner(); no hard-coded, tx.origin or hashed identity check; no
 * SELFDESTRUCT and no DELEGATECALL in a facet (code run from elsewhere); at least one comparison; and every facet the
 * loupe lists read (at most MAX_FACETS). A diamond without a loupe, or with a facet that is not read, is not verified:
 * a facet cut in earlier could hold a power of another key. Limit: the loupe's list is the diamond's claim.
 */
export function recogniseDiamond(input: {
  code: Hex;
  /** totalSupply() answered by the token (round 1). */
  answersSupply: boolean;
  /** Any proxy slot, clone or beacon already recognised: not a diamond. */
  otherProxy: boolean;
  owner: Address | null;
  /** The storage words of the slots the code compares CALLER with (null: not read). */
  wordOf: (slot: Hex) => Hex | null;
  /** facetAddresses()[k] for k = 0 .. MAX_FACETS (null: not read). */
  facetReads: FacetRead[] | null;
}): DiamondReading {
  if (!diamondShape(input)) return { isDiamond: false, cutByOwner: false, facets: [], text: "" };
  const reads = input.facetReads ?? [];
  const facets = reads.filter((r): r is { address: Address; code: Hex } => r !== null && r !== "absent");
  const diamond = (cutByOwner: boolean, text: string) => ({ isDiamond: true, cutByOwner, facets, text });
  const firstAbsent = reads.indexOf("absent");
  if (facets.length === 0 || firstAbsent < 0 || reads.slice(0, firstAbsent).some((r) => r === null))
    return diamond(
      false,
      facets.length === 0
        ? "its facets could not be listed (no loupe facetAddresses() answered): a facet cut in earlier could hold another key's power"
        : `not every facet could be read (more than ${MAX_FACETS}, or a read failed)`,
    );
  const codes: { what: string; code: Hex }[] = [
    { what: "its own code", code: input.code },
    ...facets.map((f) => ({ what: `facet ${f.address}`, code: f.code })),
  ];
  let comparisons = 0;
  for (const { what, code } of codes) {
    if (what !== "its own code") {
      const scan = scanBytecode(code);
      if (scan.delegatecall || scan.selfdestruct) return diamond(false, `${what} can DELEGATECALL or SELFDESTRUCT`);
    }
    const analysis = analyseCode(code);
    if (
      analysis.callerConstants.length ||
      analysis.originConstants.length ||
      analysis.originSlots.length ||
      analysis.identityGates.length
    )
      return diamond(false, `${what} checks the caller against a hard-coded, tx.origin or hashed identity`);
    // A hash compared at once (keccak256(x) == H): a password on an argument opens a writer no caller check shows
    // (review10: a `reroute(sel, facet, secret)` beside the owner's cut).
    if (fixedCodeFlaws(code, { allowStorageWrites: true }).includes("a hashed value compared"))
      return diamond(false, `${what} compares a hashed value (a secret argument may open a writer of its table)`);
    comparisons += analysis.callerSlots.length;
    if (analysis.callerSlots.length && !input.owner)
      return diamond(false, "it answers no owner(): who can change its facets is not known");
    const owner = (input.owner ?? ZERO).toLowerCase();
    const stranger = analysis.callerSlots.find((c) => {
      const held = addressInWord(input.wordOf(c.slot), c.offset, true);
      return (held?.toLowerCase() ?? ZERO) !== owner;
    });
    if (stranger)
      return diamond(
        false,
        `${what} also checks the caller against storage slot ${BigInt(stranger.slot)}, which does not hold owner() ${input.owner}`,
      );
  }
  if (comparisons === 0)
    return diamond(
      false,
      "no caller check was traced in its code or its facets: who can change its facets is not verified",
    );
  return diamond(
    true,
    `every caller check of its own code and of its ${facets.length} facet(s) (read through its loupe) reads the word holding owner() ${input.owner}`,
  );
}

/** At most this many privileged candidates try the token's own upgrade function (round 3, one eth_call each). */
export const MAX_UPGRADE_CALLERS = 8;

/** What one caller's no-op upgrade did: "passed" (its access check let it through), "refused" (reverted), null (unknown). */
export type UpgradeOutcome = "passed" | "refused" | null;

/** One caller's try at the implementation's own upgrade function (reader.ts, round 3). */
export interface UpgradeCaller {
  address: Address;
  /** Why it was tried: its candidate roles (owner(), a role from role events, the first mint's recipient …). */
  roles: string[];
  outcome: UpgradeOutcome;
  /** Whether it holds code (null: not read). */
  isContract: boolean | null;
  /** Recognised governance by code (governance.ts), only when no one-key admin of its roles can grant them to itself. */
  governed: boolean;
  /**
   * Keys behind this caller that are not recognised governance (`isContract` null: code not read), with how:
   * holders of the admin role of a role it holds (role events; governance.ts roleAdminKeys: each can grant itself
   * that role and upgrade at once), or the addresses a contract caller's own code answers (governance.ts
   * contractControl "hard-coded": a relay for those keys).
   */
  keysBehind?: { address: Address; isContract: boolean | null; how: string }[];
}

const UPGRADE_ABI = parseAbi(["function upgradeToAndCall(address,bytes)", "function upgradeTo(address)"]);

/**
 * The upgrade call each candidate tries, or null when the implementation dispatches no upgrade function of its own
 * (UUPS / EIP-1822 put it in the implementation; a transparent proxy's admin upgrades through the proxy instead). The
 * target is the CURRENT implementation: an upgrade to the code already running changes nothing, and a UUPS
 * implementation answers proxiableUUID() as the upgrade requires, so the call passes exactly when the caller passes
 * the access check (`_authorizeUpgrade`). Decided by behaviour: whoever the code lets upgrade, whatever the role,
 * slot or name behind the check (an upgrader role, an owner, an address written in no event).
 */
export function upgradeCallData(dispatchSelectors: readonly string[], implementation: Address | null): Hex | null {
  if (!implementation) return null;
  const dispatch = new Set(dispatchSelectors.map((s) => s.toLowerCase()));
  if (dispatch.has(toFunctionSelector("function upgradeToAndCall(address,bytes)")))
    return encodeFunctionData({ abi: UPGRADE_ABI, functionName: "upgradeToAndCall", args: [implementation, "0x"] });
  if (dispatch.has(toFunctionSelector("function upgradeTo(address)")))
    return encodeFunctionData({ abi: UPGRADE_ABI, functionName: "upgradeTo", args: [implementation] });
  return null;
}

/**
 * Who the upgrade calls show can replace the code: nobody is known when a stranger passes too (no access check, or a
 * function that only looks like an upgrade: the privilege prober measures what anyone can do), or when nobody passed.
 *   keys      callers that passed and are not recognised governance: an account without code is one key; a contract
 *             that is not recognised governance is reported as such (like a proxy admin contract);
 *   governed  callers that passed, every one recognised governance, every privileged candidate tried;
 *   untried   the same, but `untried` privileged candidates were not tried (past MAX_UPGRADE_CALLERS).
 */
export function upgradeAuthorityByCalls(
  callers: readonly UpgradeCaller[] | null | undefined,
  stranger: UpgradeOutcome | undefined,
  untried = 0,
):
  | { kind: "keys"; keys: UpgradeCaller[]; contracts: UpgradeCaller[] }
  | { kind: "governed"; governed: UpgradeCaller[] }
  | { kind: "untried"; governed: UpgradeCaller[]; untried: number }
  | null {
  if (!callers?.length || stranger !== "refused") return null;
  const passed = callers.filter((c) => c.outcome === "passed");
  if (!passed.length) return null;
  const notGoverned = passed.filter((c) => !c.governed);
  // Governance passed, but privileged candidates were left untried (review11a finding 9: grants to junk addresses
  // push the upgrader out while a Safe that also holds the role passes): nothing shows that only governance can.
  if (!notGoverned.length && untried > 0) return { kind: "untried", governed: passed, untried };
  if (!notGoverned.length) return { kind: "governed", governed: passed };
  // A caller that passed because it holds a role whose admin role one key holds: that key can grant itself the role
  // and upgrade at once (OpenZeppelin's grantRole needs no delay), so it stands with the keys.
  const granters = notGoverned.flatMap((c) =>
    (c.keysBehind ?? [])
      .filter((g) => g.isContract !== true)
      .map((g) => ({
        address: g.address,
        roles: [g.how],
        outcome: "refused" as const,
        isContract: g.isContract,
        governed: false,
      })),
  );
  return {
    kind: "keys",
    keys: [...notGoverned.filter((c) => c.isContract !== true), ...granters],
    contracts: notGoverned.filter((c) => c.isContract === true),
  };
}

// ───────────── implementation read from another contract (a registry) ─────────────

/**
 * A proxy that resolves its implementation from another contract on every call (a registry, a beacon-like lookup
 * outside the EIP-1967 beacon slot, a selector table kept in another contract): recognised by behaviour, never by the
 * registry's function names. Round 2 gives each candidate (an address the token's code or low slots name) a stand-in
 * that answers every call with REGISTRY_TARGET, whose own stand-in answers every call with REGISTRY_MARKER, and asks
 * the token its totalSupply(): the token answers the marker only when it delegates to whatever that contract answers.
 * Round 3 measures who can change that answer: the registry's own functions called (each with an argument pattern
 * naming REGISTRY_TARGET) by a stranger and by the registry's owner() (REGISTRY_TRY_PROGRAM placed at the caller's
 * address by state override), each followed by the token's totalSupply(): the marker means that call pointed the
 * token at new code.
 */
export const REGISTRY_TARGET: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/registry-target")).slice(-40)}`,
);
export const REGISTRY_MARKER: Hex = keccak256(toHex("token-risk-api/evm/registry-marker"));
/** The stranger that tries to change a registry's answer (round 3). */
export const REGISTRY_STRANGER: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/registry-stranger")).slice(-40)}`,
);
/** At most this many candidates are tried as the implementation's source (round 2, diamond-shaped tokens only). */
export const MAX_REGISTRY_CANDIDATES = 2;
/** At most this many of a registry's functions are called by each caller (round 3). */
export const MAX_REGISTRY_SELECTORS = 6;

/** A program that answers every call with one 32-byte word: PUSH32 w, MSTORE(0), RETURN(0, 32). */
export function returnWordProgram(word: Hex): Hex {
  return `0x7f${word.slice(2).padStart(64, "0")}60005260206000f3` as Hex;
}

/** The state override of the round-2 substitution test: `candidate` answers REGISTRY_TARGET, which answers the marker. */
export function registrySourceOverride(candidate: Address): Record<string, { code: Hex }> {
  return {
    [candidate]: { code: returnWordProgram(`0x${REGISTRY_TARGET.slice(2).toLowerCase().padStart(64, "0")}` as Hex) },
    [REGISTRY_TARGET]: { code: returnWordProgram(REGISTRY_MARKER) },
  };
}

/** Whether the token answered the marker: it ran the code the candidate named (the candidate is its implementation source). */
export function answeredMarker(out: Hex | null | undefined): boolean {
  return !!out && out.length >= 66 && out.slice(0, 66).toLowerCase() === REGISTRY_MARKER.toLowerCase();
}

/**
 * Given calldata [registry (32 bytes), token (32 bytes), data …], CALLs the registry with `data` (as the address the
 * program sits at), then returns the token's totalSupply() word:
 *   CALLDATACOPY(0, 0x40, CALLDATASIZE - 0x40)  CALL(1e6, calldataload(0), 0, 0, CALLDATASIZE - 0x40, 0, 0) POP
 *   MSTORE(0, 0x18160ddd << 224)  STATICCALL(1e6, calldataload(0x20), 0, 4, 0, 0x20) POP  RETURN(0, 0x20)
 * Each call is given 1,000,000 gas, not all that is left: a try that made the registry name the token itself (the
 * pattern (token, …) given to a one-address setter) makes the token delegate to itself until its gas runs out, and
 * with the whole eth_call gas cap that recursion would cost a provider seconds.
 */
export const REGISTRY_TRY_PROGRAM = ("0x" +
  "604036036040600037" + // CALLDATACOPY(0, 0x40, CALLDATASIZE - 0x40)
  "600060006040360360006000600035620f4240f150" + // CALL(1,000,000, registry, 0, 0, size, 0, 0) POP
  "6318160ddd60e01b600052" + // MSTORE(0, totalSupply selector)
  "6020600060046000602035620f4240fa50" + // STATICCALL(1,000,000, token, 0, 4, 0, 0x20) POP
  "60206000f3") as Hex; // RETURN(0, 0x20)

/** The data the round-3 program is given for one try: the registry, the token, then the call made to the registry. */
export function registryTryData(registry: Address, token: Address, call: Hex): Hex {
  const word = (a: Address) => a.slice(2).toLowerCase().padStart(64, "0");
  return `0x${word(registry)}${word(token)}${call.slice(2)}` as Hex;
}

/**
 * The calls each caller makes to the registry: each of its dispatched functions (at most MAX_REGISTRY_SELECTORS, in
 * dispatcher order) with two argument patterns, (REGISTRY_TARGET) and (token, REGISTRY_TARGET), each padded with a
 * zero word (a setter of one address; a per-proxy table keyed by the proxy's address). Whatever the function is called.
 */
export function registryTryCalls(registryCode: Hex | null | undefined, token: Address): Hex[] {
  if (!registryCode || registryCode === "0x") return [];
  const word = (a: Address) => a.slice(2).toLowerCase().padStart(64, "0");
  const zero = "0".repeat(64);
  return analyseCode(registryCode)
    .dispatchSelectors.slice(0, MAX_REGISTRY_SELECTORS)
    .flatMap((sel) => [
      `${sel}${word(REGISTRY_TARGET)}${zero}` as Hex,
      `${sel}${word(token)}${word(REGISTRY_TARGET)}${zero}` as Hex,
    ]);
}

/** What one caller's tries did: "changed" (some call pointed the token at new code), "refused" (none did), null (not read). */
export type RegistryTry = "changed" | "refused" | null;

/** One caller's outcome from the program's answers (null answers: a try that could not be read). */
export function registryTryOutcome(outs: readonly (Hex | null)[] | null | undefined): RegistryTry {
  if (!outs?.length) return null;
  if (outs.some((o) => answeredMarker(o))) return "changed";
  return outs.every((o) => o !== null) ? "refused" : null;
}

/** Who can change the implementation a registry-resolved proxy runs, as measured (reader.ts fills it; the check judges it). */
export interface RegistrySource {
  /** The contract the token asks for its implementation on every call (the substitution test of round 2). */
  registry: Address;
  /** Its owner() answer (null: none). */
  owner: Address | null;
  /** The owner's kind: burn, eoa (no code), multisig / timelock (recognised governance, governance.ts), contract. */
  ownerKind: AdminKind | null;
  ownerThreshold: number | null;
  ownerMinDelay: number | null;
  /** A stranger's calls to the registry's functions: did one point the token at new code? */
  stranger: RegistryTry;
  /** The same calls by the owner() address. */
  byOwner: RegistryTry;
  /** How many registry functions each caller tried. */
  tried: number;
}

/**
 * Who can upgrade a registry-resolved proxy, from the measurements: anyone (a stranger changed it), one key (its owner,
 * an account without code, changed it), governance (its owner, recognised governance, changed it and a stranger
 * could not), a contract (its owner, a contract not recognised as governance), or not shown (nobody measured could
 * change it, or the tries could not be read: another controller may hold it). Pure; unit-tested.
 */
export function registryAuthority(r: RegistrySource): {
  kind: "anyone" | "one_key" | "governance" | "contract" | "burnt" | "not_shown";
  text: string;
} {
  const head = `the token asks ${r.registry} for its implementation on every call`;
  if (r.stranger === "changed")
    return { kind: "anyone", text: `${head}, and a stranger's call to it pointed the token at new code` };
  if (r.byOwner === "changed" && r.stranger === "refused") {
    const who = `its owner() ${r.owner}`;
    if (r.ownerKind === "eoa")
      return {
        kind: "one_key",
        text: `${head}; ${who}, an externally-owned account, pointed the token at new code (a stranger could not): one key`,
      };
    if (r.ownerKind === "multisig" || r.ownerKind === "timelock")
      return {
        kind: "governance",
        text: `${head}; only ${who} could point the token at new code (a stranger could not), and it is recognised governance: ${
          r.ownerKind === "multisig"
            ? `a Safe needing ${r.ownerThreshold} signatures`
            : `a timelock with a delay of ${Math.round(((r.ownerMinDelay ?? 0) / 86_400) * 10) / 10} days`
        }`,
      };
    return {
      kind: "contract",
      text: `${head}; ${who} could point the token at new code (a stranger could not), ${r.ownerKind === "contract" ? "a contract not recognised as governance" : "an account of unknown type"}`,
    };
  }
  if (r.owner && isBurnAddress(r.owner) && r.stranger === "refused")
    return {
      kind: "burnt",
      text: `${head}; its owner() is the burn address ${r.owner} and a stranger's calls could not change it (another controller is not ruled out)`,
    };
  return {
    kind: "not_shown",
    text: `${head}; ${
      r.stranger === null
        ? "whether a stranger can change it could not be read"
        : "a stranger's calls could not change it"
    }, and ${
      !r.owner
        ? "it answers no owner()"
        : r.byOwner === null
          ? `whether its owner() ${r.owner} can could not be read`
          : `its owner() ${r.owner} could not either`
    }: who can change it is not shown`,
  };
}

/**
 * Round 2 (diamond-shaped tokens only: they delegate, and their dispatcher runs no ERC-20 function): for each
 * candidate, the token's totalSupply() with the candidate answering REGISTRY_TARGET (registrySourceOverride), and the
 * candidate's owner(). Not retried: a revert is an answer; an error leaves the candidate unread (not a source).
 */
export async function readRegistrySources(
  client: PublicClient,
  token: Address,
  candidates: readonly Address[],
): Promise<{ isSource: boolean; owner: Hex | null }[]> {
  const call = (params: unknown[]) =>
    (client.request({ method: "eth_call", params } as never, { retryCount: 0 }) as Promise<Hex>).catch(() => null);
  return Promise.all(
    candidates.map(async (c) => {
      const [supply, owner] = await Promise.all([
        call([{ to: token, data: "0x18160ddd" }, "latest", registrySourceOverride(c)]),
        call([{ to: c, data: BEACON_OWNER_CALL }, "latest"]),
      ]);
      return { isSource: answeredMarker(supply), owner };
    }),
  );
}

/**
 * Round 3: each caller (REGISTRY_TRY_PROGRAM at its address) makes each of `calls` to the registry, then reads the
 * token's totalSupply(); one eth_call per caller and call. The answers, per caller (null: not read).
 */
export async function tryRegistryChanges(
  client: PublicClient,
  token: Address,
  registry: Address,
  calls: readonly Hex[],
  callers: readonly Address[],
): Promise<(Hex | null)[][]> {
  return Promise.all(
    callers.map((from) =>
      Promise.all(
        calls.map(
          (c) =>
            (
              client.request(
                {
                  method: "eth_call",
                  params: [
                    { to: from, data: registryTryData(registry, token, c) },
                    "latest",
                    {
                      [from]: { code: REGISTRY_TRY_PROGRAM },
                      [REGISTRY_TARGET]: { code: returnWordProgram(REGISTRY_MARKER) },
                    },
                  ],
                } as never,
                { retryCount: 0 },
              ) as Promise<Hex>
            ).catch(() => null) as Promise<Hex | null>,
        ),
      ),
    ),
  );
}
