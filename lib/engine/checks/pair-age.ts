import type { EvidenceValue } from "../types";
import { bandSeverity, type CommonFacts, defineCheck, describeBands, type Thresholds } from "./check";

export const PAIR_AGE_THRESHOLDS: Thresholds = {
  metric: "age of the oldest trading pair (else of the mint's first signature), hours",
  bands: [
    { severity: "high", op: "<", bound: 1 },
    { severity: "medium", op: "<", bound: 24 },
    { severity: "low", op: "<", bound: 168 },
  ],
  format: (h) => (h >= 48 ? `${h / 24} d` : `${h} h`),
};
export const pairAgeSeverity = (hours: number) => bandSeverity(PAIR_AGE_THRESHOLDS, hours);

export const pairNew = defineCheck<CommonFacts>({
  id: "PAIR_NEW",
  title: "Pair age",
  severity: "low",
  description: `Age of the oldest trading pair (else of the mint's first signature): ${describeBands(PAIR_AGE_THRESHOLDS)}.`,
  thresholds: PAIR_AGE_THRESHOLDS,
  failsAs: [
    { severity: "high", when: "< 1 h" },
    { severity: "medium", when: "< 24 h" },
    { severity: "low", when: "< 7 d" },
  ],
  issuer: null,
  floorReasoning:
    "Most rugs happen in the first hour, before any track record exists: a pair younger than 1 h is high, so the level is at least high. The first day is medium.",
  run(ctx, emit) {
    const m = ctx.market;
    let hours: number | null = null;
    let source = "unknown";
    if (m && m.pairAgeHours !== null) {
      hours = m.pairAgeHours;
      source = "pair_created";
    } else if (ctx.age && ctx.age.ageHours !== null) {
      hours = ctx.age.ageHours;
      source = ctx.age.source;
    }
    const ev: Record<string, EvidenceValue> = {
      ageHours: hours,
      source,
      pairCreatedAt: m?.pairCreatedAt ?? null,
      tokenCreatedAt: ctx.age?.createdAt ?? null,
    };
    if (hours === null)
      return emit(
        "unknown",
        "Neither a pair creation time nor the mint's first transaction is known.",
        ev,
        undefined,
        "Age unknown",
      );
    const sev = pairAgeSeverity(hours);
    const what = source === "pair_created" ? "The oldest trading pair" : "The mint";
    const lower = source !== "pair_created" && ctx.age && !ctx.age.complete ? " at least" : "";
    return sev
      ? emit("fail", `${what} is${lower} ${hours} h old.`, ev, sev, "Very new")
      : emit("pass", `${what} is${lower} ${hours} h old.`, ev, undefined, "Established");
  },
  phrase: (f) => `it is only ${f.evidence.ageHours} h old`,
});
