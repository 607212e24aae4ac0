import { getAddressDecoder, getAddressEncoder, isAddress } from "@solana/kit";
import { once } from "./once";

const addressDecoder = once(getAddressDecoder);
const addressEncoder = once(getAddressEncoder);

/** True when `s` is a base58 string that decodes to exactly 32 bytes (a Solana address). */
export function isValidSolanaAddress(s: unknown): s is string {
  if (typeof s !== "string") return false;
  if (s.length < 32 || s.length > 44) return false;
  return isAddress(s);
}

/** 32 raw bytes -> base58 address. */
export function addressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error("an address is 32 bytes");
  return addressDecoder().decode(bytes);
}

/** base58 address -> 32 raw bytes. */
export function addressToBytes(addr: string): Uint8Array {
  return new Uint8Array(addressEncoder().encode(addr as Parameters<ReturnType<typeof getAddressEncoder>["encode"]>[0]));
}
