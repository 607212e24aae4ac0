import { decodeBase58, encodeBase58 } from "./base58";

/** True when `s` is a base58 string that decodes to exactly 32 bytes (a Solana address). */
export function isValidSolanaAddress(s: unknown): s is string {
  if (typeof s !== "string") return false;
  if (s.length < 32 || s.length > 44) return false;
  return decodeBase58(s)?.length === 32;
}

/** 32 raw bytes -> base58 address. */
export function addressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error("an address is 32 bytes");
  return encodeBase58(bytes);
}

/** base58 address -> 32 raw bytes. Throws when `addr` is not an address. */
export function addressToBytes(addr: string): Uint8Array {
  const bytes = typeof addr === "string" && addr.length >= 32 && addr.length <= 44 ? decodeBase58(addr) : null;
  if (bytes === null || bytes.length !== 32)
    throw new Error(`not a Solana address (base58, 32 bytes): ${String(addr).slice(0, 64)}`);
  return bytes;
}
