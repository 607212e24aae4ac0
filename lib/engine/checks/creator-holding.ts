import type { EvidenceValue } from "../types";
import { bandSeverity, type CommonFacts, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const CREATOR_THRESHOLDS: Thresholds = {
  metric: "creator's share of supply (top-20 table)",
  bands: [
    { severity: "high", op: ">=", bound: 30 },
    { severity: "medium", op: ">=", bound: 10 },
    { severity: "low", op: ">=", bound: 5 },
  ],
  format: pct,
};
export const creatorSeverity = (p: number) => bandSeverity(CREATOR_THRESHOLDS, p);

export const creatorHolding = defineCheck<CommonFacts>({
  id: "CREATOR_HOLDING",
  title: "Creator holding",
  group: "concentration",
  severity: "low",
  description: `Creator's share of supply (top-20 table): ${describeBands(CREATOR_THRESHOLDS)}. Not applicable to listed issuers. Unknown when the creator is unknown (its unknown penalty is low: the holder checks already cover concentration).`,
  thresholds: CREATOR_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 30%" },
    { severity: "medium", when: ">= 10%" },
    { severity: "low", when: ">= 5%" },
  ],
  issuer: null,
  floorReasoning:
    "A deployer still holding 30% can dump on buyers at will (the classic dev-dump): high. Below that the deployer's stake is a medium/low overhang. Listed issuers: not applicable (issuer-held supply is expected).",
  run(ctx, emit) {
    const c = ctx.creator;
    const ev: Record<string, EvidenceValue> = {
      creator: c?.address ?? null,
      creatorSource: c?.source ?? "unknown",
      holdingPct: c?.holdingPct ?? null,
    };
    if (ctx.trust?.entry?.control === "issuer")
      return emit(
        "not_applicable",
        `Listed issuer (${ctx.trust.entry.issuer}): issuer-held supply is expected.`,
        ev,
        undefined,
        "Issuer token",
      );
    if (!c?.address || c.holdingPct === null)
      return emit(
        "unknown",
        c?.reason || "The creator could not be determined.",
        ev,
        undefined,
        "Creator holding unknown",
      );
    const sev = creatorSeverity(c.holdingPct);
    return sev
      ? emit(
          "fail",
          `Creator ${c.address} (${c.source}) holds ${c.holdingPct}% of supply.`,
          ev,
          sev,
          `Creator holds ${c.holdingPct}%`,
        )
      : emit(
          "pass",
          `Creator ${c.address} (${c.source}) holds ${c.holdingPct}% of supply${c.holdingPct === 0 ? " (not among the top 20 holders)" : ""}.`,
          ev,
          undefined,
          `Creator holds ${c.holdingPct}%`,
        );
  },
  phrase: (f) => `the creator holds ${f.evidence.holdingPct}% of supply`,
});
