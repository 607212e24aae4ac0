import type { EvidenceValue } from "../types";
import { type CommonFacts, defineCheck } from "./check";

export const impersonation = defineCheck<CommonFacts>({
  id: "IMPERSONATION",
  title: "Impersonation",
  severity: "high",
  description:
    "The name or symbol (NFKC-normalised, case and punctuation folded) equals a well-known token's, but the mint is not that token's listed mint.",
  failsAs: [{ severity: "high", when: "the name or symbol copies a listed token on another mint" }],
  issuer: null,
  floorReasoning:
    "High: a fake USDC / JUP is bought by people who think they bought the real one, and is worthless whatever its other facts; the level is at least high.",
  run(ctx, emit) {
    const t = ctx.trust;
    const ev: Record<string, EvidenceValue> = {
      mint: ctx.mintAddress,
      name: ctx.metadata.name,
      symbol: ctx.metadata.symbol,
      trustList: t?.facts.listVersion ?? null,
    };
    if (!t) return emit("pass", "No trust list configured.", ev, undefined, "No impersonation check");
    if (t.entry)
      return emit(
        "pass",
        `This is the listed mint of ${t.entry.name} (${t.entry.symbol}), issued by ${t.entry.issuer}.`,
        { ...ev, issuer: t.entry.issuer },
        undefined,
        "Listed mint",
      );
    if (t.impersonated) {
      const e = t.impersonated;
      return emit(
        "fail",
        `The ${t.matchedOn} copies ${e.name} (${e.symbol}), whose real mint is ${e.mint}; this mint is NOT that token and gets no issuer discount.`,
        { ...ev, impersonates: e.mint, impersonatesSymbol: e.symbol, matchedOn: t.matchedOn },
        "high",
        `Impersonates ${e.symbol}`,
      );
    }
    return emit("pass", "The name and symbol do not copy a well-known token.", ev, undefined, "No impersonation");
  },
  phrase: (f) => `it impersonates ${f.evidence.impersonatesSymbol}`,
});
