/**
 * EIP-1967 proxy storage slots and their decoding. A slot holds an address right-aligned in 32 bytes; an empty slot
 * (zero) means "not set". A slot whose upper 12 bytes are not zero is not an address: reported as malformed.
 */
import { type Address, getAddress, type Hex } from "viem";

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

/** Calls that tell an admin contract's kind: owner() (ProxyAdmin), getThreshold() (Safe multisig), getMinDelay() (OpenZeppelin TimelockController). */
export const ADMIN_PROBE_CALLS: readonly Hex[] = ["0x8da5cb5b", "0xe75235b8", "0xf27a0c92"];

/** The admin's kind from its code and the answers to ADMIN_PROBE_CALLS (as decoded uints / null). */
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
