/**
 * A tiny base58 (Bitcoin alphabet) check for the browser: a Solana address is base58 text that
 * decodes to exactly 32 bytes. Deliberately self-contained: client code never imports server code.
 */
export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const INDEX = new Map([...BASE58_ALPHABET].map((c, i) => [c, i]));

/** Decodes base58 text; null when a character is outside the alphabet. */
export function base58Decode(s: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const ch of s) {
    const v = INDEX.get(ch);
    if (v === undefined) return null;
    let carry = v;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const ch of s) {
    if (ch !== "1") break;
    bytes.push(0);
  }
  return new Uint8Array(bytes.reverse());
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
  if (s.length < 32 || s.length > 44) return { ok: false, reason: `${s.length} characters; a Solana address has 32 to 44` };
  const bytes = base58Decode(s);
  if (!bytes || bytes.length !== 32) return { ok: false, reason: `decodes to ${bytes?.length ?? 0} bytes; a Solana address is 32 bytes` };
  return { ok: true };
}

export const isSolanaAddress = (s: string) => checkSolanaAddress(s).ok;
