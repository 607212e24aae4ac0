/**
 * Sanitises untrusted on-chain text (token name, symbol, uri). Such text is attacker-chosen:
 * it may hold NULs (Metaplex pads fixed-width fields with \0), control characters, bidi
 * overrides used for spoofing, or be very long. The result is plain text, never HTML.
 */

export const TEXT_LIMITS = { name: 64, symbol: 16, uri: 256 } as const;

// C0 controls, DEL, C1 controls, zero-width and bidi formatting characters, BOM.
const STRIP = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Strip control/format characters, trim, cap to `max` code points; empty -> null. */
export function sanitizeText(input: string | null | undefined, max: number): string | null {
  if (input === null || input === undefined) return null;
  const cleaned = String(input).replace(STRIP, "").trim();
  if (cleaned.length === 0) return null;
  const points = Array.from(cleaned);
  return points.length > max ? points.slice(0, max).join("") : cleaned;
}
