/**
 * Trust context: is this mint a well-known token (and who issues it), is it held by a listed
 * issuer's authority keys, or does it copy the name/symbol of a well-known token (impersonation)?
 * Plain functions over a TrustEntry list and, for Solana, the bundled token registry.
 */
import { skeleton, usesLookAlikes } from "./skeleton";
import type { TokenRegistry } from "./token-registry";
import { TRUST_LIST_VERSION, type TrustEntry, WELL_KNOWN_MINTS } from "./well-known-mints";

export interface TrustList {
  version: string;
  entries: readonly TrustEntry[];
}

export const DEFAULT_TRUST_LIST: TrustList = { version: TRUST_LIST_VERSION, entries: WELL_KNOWN_MINTS };

/**
 * Normalises a token name/symbol for display-independent comparison: Unicode NFKC (folds full-width and
 * compatibility forms), lower case, a leading `$` and every non-letter/digit removed. (Matching uses the
 * stronger confusable skeleton of skeleton.ts.)
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
  /**
   * `listed`: the mint is on the shipped list; `issuer_authority`: not listed, but every live authority
   * is a key a listed issuer uses on its listed mints; `not_listed` otherwise.
   */
  status: "listed" | "issuer_authority" | "not_listed";
  listVersion: string;
  issuer: string | null;
  name: string | null;
  symbol: string | null;
  category: string | null;
  impersonates: string | null;
}

/** A well-known token an unlisted mint may copy (from the shipped list or the registry). */
export interface KnownToken {
  mint: string;
  name: string;
  symbol: string;
}

/** One place a wallet reads the token's name and symbol from. */
export interface NameSource {
  source: string;
  name: string | null;
  symbol: string | null;
}

export interface TrustResolution {
  facts: TrustFacts;
  /** The listed entry (status `listed`), or the issuer's entry recognised by authority keys (`issuer_authority`). */
  entry: TrustEntry | null;
  /** `issuer_authority`: which authority matched which listed mint's key. */
  authorityMatches: Array<{ address: string; listedMint: string }>;
  /** The well-known token an unlisted mint copies. */
  impersonated: KnownToken | null;
  matchedOn: "name" | "symbol" | "name+symbol" | null;
  /** Where the impersonation match came from. */
  impersonation: {
    list: "trust-list" | "registry";
    /** Metadata source whose text matched (metaplex, token-2022, pointer). */
    source: string;
    /** The text used look-alike characters (confusables) to reach the match. */
    disguised: boolean;
    /** Other registry tokens sharing the matched skeleton (a generic word when > 1). */
    candidates: number;
  } | null;
  /** The mint itself is in the bundled registry (a well-known token, not a copy). */
  registered: boolean;
}

export interface TrustOptions {
  /** Every place the name/symbol is read from (default: the `name`/`symbol` arguments). */
  names?: NameSource[];
  /** The mint's live authority addresses (for issuer recognition by key). */
  authorities?: string[];
  /** The bundled registry of well-known tokens (Solana). */
  registry?: TokenRegistry | null;
}

const noneFacts = (list: TrustList): TrustFacts => ({
  status: "not_listed",
  listVersion: list.version,
  issuer: null,
  name: null,
  symbol: null,
  category: null,
  impersonates: null,
});

/** The issuer entry whose keys hold every live authority of the mint; null when none or mixed. */
function issuerByAuthorities(
  list: TrustList,
  authorities: string[],
): { entry: TrustEntry; matches: Array<{ address: string; listedMint: string }> } | null {
  if (authorities.length === 0) return null;
  let issuer: string | null = null;
  let entry: TrustEntry | null = null;
  const matches: Array<{ address: string; listedMint: string }> = [];
  for (const a of new Set(authorities)) {
    const e = list.entries.find((x) => x.control === "issuer" && x.authorities?.includes(a));
    if (!e) return null;
    if (issuer !== null && e.issuer !== issuer) return null;
    issuer = e.issuer;
    entry ??= e;
    matches.push({ address: a, listedMint: e.mint });
  }
  return entry ? { entry, matches } : null;
}

interface Match {
  token: KnownToken;
  on: "name" | "symbol" | "name+symbol";
  list: "trust-list" | "registry";
  source: string;
  disguised: boolean;
  candidates: number;
}

function matchList(list: TrustList, n: string, s: string): { e: TrustEntry; on: Match["on"] } | null {
  let best: { e: TrustEntry; on: Match["on"] } | null = null;
  for (const e of list.entries) {
    const names = [e.name, ...(e.aliases ?? [])].map(skeleton);
    const nameHit = n.length >= 3 && names.includes(n);
    const symHit = s.length >= 3 && (skeleton(e.symbol) === s || names.includes(s));
    if (nameHit && symHit) return { e, on: "name+symbol" };
    if (!best && (nameHit || symHit)) best = { e, on: nameHit ? "name" : "symbol" };
  }
  return best;
}

function matchRegistry(
  reg: TokenRegistry,
  mint: string,
  n: string,
  s: string,
): Omit<Match, "source" | "disguised"> | null {
  const byName = n ? (reg.byName.get(n) ?? []).filter((t) => t.mint !== mint) : [];
  const bySym = s ? (reg.bySymbol.get(s) ?? []).filter((t) => t.mint !== mint) : [];
  const both = byName.find((t) => bySym.includes(t));
  if (both)
    return { token: both, on: "name+symbol", list: "registry", candidates: Math.max(byName.length, bySym.length) };
  if (bySym.length) return { token: bySym[0], on: "symbol", list: "registry", candidates: bySym.length };
  if (byName.length) return { token: byName[0], on: "name", list: "registry", candidates: byName.length };
  return null;
}

/** Rank of a match: name+symbol first, then the curated list, then an unambiguous registry token. */
const rank = (m: Match) =>
  (m.on === "name+symbol" ? 4 : 0) +
  (m.list === "trust-list" ? 2 : 0) +
  (m.candidates <= 1 ? 1 : 0) +
  (m.disguised ? 1 : 0);

export function resolveTrust(
  list: TrustList,
  mint: string,
  name: string | null,
  symbol: string | null,
  options: TrustOptions = {},
): TrustResolution {
  const listed = list.entries.find((e) => e.mint === mint) ?? null;
  if (listed) {
    return {
      entry: listed,
      authorityMatches: [],
      impersonated: null,
      matchedOn: null,
      impersonation: null,
      registered: true,
      facts: {
        status: "listed",
        listVersion: list.version,
        issuer: listed.issuer,
        name: listed.name,
        symbol: listed.symbol,
        category: listed.category,
        impersonates: null,
      },
    };
  }
  const registered = options.registry?.byMint.has(mint) ?? false;
  const sources = options.names ?? [{ source: "metadata", name, symbol }];
  let best: Match | null = null;
  if (!registered) {
    for (const src of sources) {
      const n = skeleton(src.name);
      const s = skeleton(src.symbol);
      const disguised = usesLookAlikes(src.name) || usesLookAlikes(src.symbol);
      const found: Match[] = [];
      const l = matchList(list, n, s);
      if (l) found.push({ token: l.e, on: l.on, list: "trust-list", source: src.source, disguised, candidates: 1 });
      const r = options.registry ? matchRegistry(options.registry, mint, n, s) : null;
      if (r) found.push({ ...r, source: src.source, disguised });
      for (const m of found) if (!best || rank(m) > rank(best)) best = m;
    }
  }
  const byKey = issuerByAuthorities(list, options.authorities ?? []);
  const facts = noneFacts(list);
  facts.impersonates = best ? best.token.mint : null;
  if (byKey) {
    facts.status = "issuer_authority";
    facts.issuer = byKey.entry.issuer;
    facts.category = byKey.entry.category;
  }
  return {
    entry: byKey ? byKey.entry : null,
    authorityMatches: byKey ? byKey.matches : [],
    impersonated: best ? best.token : null,
    matchedOn: best ? best.on : null,
    impersonation: best
      ? { list: best.list, source: best.source, disguised: best.disguised, candidates: best.candidates }
      : null,
    registered,
    facts,
  };
}
