/**
 * EVM address validation at the boundary. The three chains (Ethereum, Base, BNB Chain) share the 20-byte hex
 * format and EIP-55 checksums (no chain-specific EIP-1191 checksum), so validation takes the chain only to say
 * which chain an error is about. Rules:
 *   - `0x` + 40 hex digits, surrounding whitespace trimmed;
 *   - all-lowercase or all-uppercase: accepted (no checksum to check);
 *   - mixed case: must be a valid EIP-55 checksum (a mixed-case typo is rejected, not silently lowercased);
 *   - the zero address is rejected as a token.
 * Returns the EIP-55 checksummed form.
 */
import { type Address, getAddress, isAddress, keccak256, toHex } from "viem";
import type { EvmChainName } from "./chains";

export type EvmAddressCheck =
  | { ok: true; address: Address }
  | { ok: false; reason: "format" | "checksum" | "zero"; message: string };

const HEX40 = /^0x[0-9a-fA-F]{40}$/;

export function validateEvmAddress(chain: EvmChainName, input: string): EvmAddressCheck {
  const raw = input.trim();
  if (!HEX40.test(raw)) {
    return { ok: false, reason: "format", message: `not a ${chain} address: expected 0x followed by 40 hex digits` };
  }
  const body = raw.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && !isAddress(raw, { strict: true })) {
    return {
      ok: false,
      reason: "checksum",
      message: `invalid EIP-55 checksum for a ${chain} address (mixed case must match the checksum)`,
    };
  }
  const address = getAddress(raw.toLowerCase());
  if (BigInt(address) === 0n) return { ok: false, reason: "zero", message: "the zero address is not a token" };
  return { ok: true, address };
}

export const ZERO_ADDRESS: Address = "0x0000000000000000000000000000000000000000";
export const DEAD_ADDRESS: Address = "0x000000000000000000000000000000000000dEaD";

/** Zero, 0x…dEaD and the 0x…0001-style burn sinks count as "burnt" / "renounced". */
export function isBurnAddress(address: string): boolean {
  const a = address.toLowerCase();
  return a === ZERO_ADDRESS || a === DEAD_ADDRESS.toLowerCase() || a === "0xdead000000000000000042069420694206942069";
}

/**
 * A fresh, key-less address for the engine's own state-override contracts and probe callers (the prober, the minter
 * probe, the governance probes): the last 20 bytes of keccak256("token-risk-api/evm/<name>").
 */
export const engineAddress = (name: string): Address =>
  getAddress(`0x${keccak256(toHex(`token-risk-api/evm/${name}`)).slice(-40)}`);
