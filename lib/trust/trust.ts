/**
 * Trust context: is this mint a well-known token (and who issues it), or does it copy the
 * name/symbol of one (impersonation)? Plain functions over a TrustEntry list.
 */
import { TRUST_LIST_VERSION, type TrustEntry, WELL_KNOWN_MINTS } from "./well-known-mints";

export interface TrustList {
  version: string;
  entries: readonly TrustEntry[];
}

export const DEFAULT_TRUST_LIST: TrustList = { version: TRUST_LIST_VERSION, entries: WELL_KNOWN_MINTS };

/**
 * Normalises a token name/symbol for comparison: Unicode NFKC (folds full-width and
 * compatibility forms), lower case, a leading `$` and every non-letter/digit removed.
 */
export function normalizeTokenText(s: string | null | undefined): string {
  if (!s) return "";
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/^\$/, "")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The trust facts of a scan result. The engine's result type declares the same shape
 * (lib/engine/types.ts TrustFacts; lib/api/schema-equality.ts checks they agree): lib/trust sits
 * below the engine and does not import it.
 */
export interface TrustFacts {
  status: "listed" | "not_listed";
  listVersion: string;
  issuer: string | null;
  name: string | null;
  symbol: string | null;
  category: string | null;
  impersonates: string | null;
}

export interface TrustResolution {
  facts: TrustFacts;
  entry: TrustEntry | null;
  /** The entry whose name/symbol an unlisted mint copies. */
  impersonated: TrustEntry | null;
  matchedOn: "name" | "symbol" | "name+symbol" | null;
}

export function resolveTrust(
  list: TrustList,
  mint: string,
  name: string | null,
  symbol: string | null,
): TrustResolution {
  const entry = list.entries.find((e) => e.mint === mint) ?? null;
  if (entry) {
    return {
      entry,
      impersonated: null,
      matchedOn: null,
      facts: {
        status: "listed",
        listVersion: list.version,
        issuer: entry.issuer,
        name: entry.name,
        symbol: entry.symbol,
        category: entry.category,
        impersonates: null,
      },
    };
  }
  const n = normalizeTokenText(name);
  const s = normalizeTokenText(symbol);
  let impersonated: TrustEntry | null = null;
  let matchedOn: TrustResolution["matchedOn"] = null;
  for (const e of list.entries) {
    const names = [e.name, ...(e.aliases ?? [])].map(normalizeTokenText);
    const nameHit = n.length >= 3 && names.includes(n);
    const symHit = s.length >= 3 && (normalizeTokenText(e.symbol) === s || names.includes(s));
    if (nameHit || symHit) {
      impersonated = e;
      matchedOn = nameHit && symHit ? "name+symbol" : nameHit ? "name" : "symbol";
      if (nameHit && symHit) break;
    }
  }
  return {
    entry: null,
    impersonated,
    matchedOn,
    facts: {
      status: "not_listed",
      listVersion: list.version,
      issuer: null,
      name: null,
      symbol: null,
      category: null,
      impersonates: impersonated ? impersonated.mint : null,
    },
  };
}
