import type { TrustResolution } from "../../trust/trust";
import type { EvidenceValue, Severity } from "../types";
import { type CommonFacts, defineCheck } from "./check";

/**
 * Severity of a name/symbol match; null: not a copy. The shipped trust list (the tokens people are
 * phished with) and any match reached through look-alike characters: high. The bundled registry: name
 * and symbol together high; the name alone medium (low when several registered tokens share it);
 * the ticker alone is a collision, not a copy (thousands of tokens share tickers).
 */
export function impersonationSeverity(
  on: TrustResolution["matchedOn"],
  m: TrustResolution["impersonation"],
): Severity | null {
  if (!m || !on) return null;
  if (m.list === "trust-list" || m.disguised || on === "name+symbol") return "high";
  if (on === "name") return m.candidates > 1 ? "low" : "medium";
  return null;
}

export const impersonation = defineCheck<CommonFacts>({
  id: "IMPERSONATION",
  title: "Impersonation",
  severity: "high",
  description:
    "A name or symbol, from any place a wallet reads it (Metaplex metadata, Token-2022 TokenMetadata in the mint, the account a MetadataPointer names), folds to the same confusable skeleton (NFKC, zero-width characters removed, UTS #39 confusables, case, spacing and punctuation folded) as a well-known token's (the shipped trust list, or the bundled token registry), but the mint is not that token's.",
  failsAs: [
    {
      severity: "high",
      when: "it copies a trust-listed token's name or symbol, a registry token's name and symbol, or any of them through look-alike characters",
    },
    { severity: "medium", when: "its name (not its symbol) is a registered token's" },
    { severity: "low", when: "its name is a word several registered tokens share" },
  ],
  issuer: null,
  floorReasoning:
    "High: a fake USDC / JUP is bought by people who think they bought the real one, and is worthless whatever its other facts; the level is at least high. Look-alike characters are themselves evidence of intent. A registered token's name alone is medium (low when several registered tokens share it: a generic word); a ticker alone is a collision (thousands of tokens share tickers), reported in the evidence, not failed.",
  run(ctx, emit) {
    const t = ctx.trust;
    const ev: Record<string, EvidenceValue> = {
      mint: ctx.mintAddress,
      name: ctx.metadata.name,
      symbol: ctx.metadata.symbol,
      trustList: t?.facts.listVersion ?? null,
    };
    if (!t) return emit("pass", "No trust list configured.", ev, undefined, "No impersonation check");
    if (t.entry && t.facts.status === "listed")
      return emit(
        "pass",
        `This is the listed mint of ${t.entry.name} (${t.entry.symbol}), issued by ${t.entry.issuer}.`,
        { ...ev, issuer: t.entry.issuer },
        undefined,
        "Listed mint",
      );
    if (t.impersonated) {
      const e = t.impersonated;
      const m = t.impersonation;
      const registry = m?.list === "registry";
      const severity = impersonationSeverity(t.matchedOn, m);
      if (severity === null)
        return emit(
          "pass",
          `The symbol ${ctx.metadata.symbol ?? ""} is also the ticker of the registered token ${e.name} (${e.mint}); the name differs and no look-alike characters are used, so this is a ticker collision, not a copy.`,
          { ...ev, symbolSharedWith: e.mint, registered: t.registered },
          undefined,
          "No impersonation",
        );
      const how = m?.disguised ? " using look-alike characters" : "";
      const where = m && m.source !== "metadata" ? ` (${m.source} metadata)` : "";
      return emit(
        "fail",
        `The ${t.matchedOn}${where} copies ${e.name} (${e.symbol})${how}, whose real mint is ${e.mint}; this mint is NOT that token and gets no issuer discount.${registry && m && m.candidates > 1 ? ` ${m.candidates} registered tokens share this ${t.matchedOn}.` : ""}`,
        {
          ...ev,
          impersonates: e.mint,
          impersonatesSymbol: e.symbol,
          matchedOn: t.matchedOn,
          matchedList: m?.list ?? null,
          matchedSource: m?.source ?? null,
          disguised: m?.disguised ?? false,
        },
        severity,
        `Impersonates ${e.symbol}`,
      );
    }
    return emit(
      "pass",
      t.registered
        ? "The mint is a registered well-known token; its name is its own."
        : "The name and symbol do not copy a well-known token.",
      { ...ev, registered: t.registered },
      undefined,
      "No impersonation",
    );
  },
  phrase: (f) => `it impersonates ${f.evidence.impersonatesSymbol}`,
});
