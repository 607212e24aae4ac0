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
