import type { EvidenceValue } from "../types";
import { bandSeverity, base, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const TOP10_THRESHOLDS: Thresholds = {
  metric: "top 10 non-excluded holders' share of supply",
  bands: [
    { severity: "high", op: ">=", bound: 90 },
    { severity: "medium", op: ">=", bound: 70 },
    { severity: "low", op: ">=", bound: 50 },
  ],
  format: pct,
};
export const top10Severity = (p: number) => bandSeverity(TOP10_THRESHOLDS, p);

export const top10 = defineCheck({
  id: "TOP10_CONCENTRATION",
  title: "Top 10 holders",
  group: "concentration",
  severity: "medium",
  description: `Top 10 non-excluded holders' share of supply: ${describeBands(TOP10_THRESHOLDS)}.`,
  thresholds: TOP10_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 90%" },
    { severity: "medium", when: ">= 70%" },
    { severity: "low", when: ">= 50%" },
  ],
  issuer: null,
  floorReasoning:
    "Ten wallets with 90% (typically one deployer split over fresh wallets, the bundled-launch pattern) leave buyers nothing to sell into: high. 70-90% is common for young tokens and team vesting: medium.",
  run(ctx, emit) {
    const h = ctx.holders;
    const p = h.status === "ok" ? h.top10Pct : null;
    const ev: Record<string, EvidenceValue> = {
      ...base(ctx),
      top10Pct: p,
      excludedPct: h.excludedPct,
      holdersRead: h.top.length,
      owners: h.owners ?? null,
      clusters: (h.clusters ?? []).length,
    };
    if (p === null) {
      const why =
        ctx.mint.supply === 0n
          ? "Supply is 0, so holder shares are undefined."
          : (ctx.holdersNote ?? "Holder data could not be read.");
      return emit("unknown", why, ev, undefined, "Top 10 holders unknown");
    }
    const sev = top10Severity(p);
    return sev
      ? emit(
          "fail",
          `The 10 largest holders (by owner, clusters as one) own ${p}% of supply (excluding burn addresses, pools and curves).`,
          ev,
          sev,
          `Top 10 own ${p}%`,
        )
      : emit(
          "pass",
          `The 10 largest holders (by owner, clusters as one) own ${p}% of supply (excluding burn addresses, pools and curves).`,
          ev,
          undefined,
          `Top 10 own ${p}%`,
        );
  },
  phrase: (f) => `the top 10 wallets hold ${f.evidence.top10Pct}% of supply`,
});
