/**
 * A Solana address check for the browser: base58 text that decodes to exactly 32 bytes.
 * Decoding is `bs58` (the same library the server uses, browser-safe); the check itself stays
 * here because client code never imports server code. The alphabet is kept to name the
 * offending character in the message.
 */
import bs58 from "bs58";

export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const INDEX = new Set(BASE58_ALPHABET);

/** Decodes base58 text; null when a character is outside the alphabet. */
export function base58Decode(s: string): Uint8Array | null {
  return bs58.decodeUnsafe(s) ?? null;
}

export type AddressCheck = { ok: true } | { ok: false; reason: string };

export function checkSolanaAddress(raw: string): AddressCheck {
  const s = raw.trim();
  if (!s) return { ok: false, reason: "empty" };
  const bad = [...s].find((c) => !INDEX.has(c));
  if (bad !== undefined) {
    const shown = bad === " " ? "a space" : /\s/.test(bad) ? "a whitespace character" : `"${bad}"`;
    return { ok: false, reason: `contains ${shown}, which is not base58 (0, O, I and l never appear)` };
  }
  if (s.length < 32 || s.length > 44)
    return { ok: false, reason: `${s.length} characters; a Solana address has 32 to 44` };
  const bytes = base58Decode(s);
  if (bytes?.length !== 32)
    return { ok: false, reason: `decodes to ${bytes?.length ?? 0} bytes; a Solana address is 32 bytes` };
  return { ok: true };
}

export const isSolanaAddress = (s: string) => checkSolanaAddress(s).ok;
