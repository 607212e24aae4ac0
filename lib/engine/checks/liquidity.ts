import { liquidityFact } from "../facts";
import type { EvidenceValue } from "../types";
import { bandSeverity, type CommonFacts, defineCheck, describeBands, type Thresholds } from "./check";

export const LIQUIDITY_THRESHOLDS: Thresholds = {
  metric: "USD liquidity (caller-supplied, else the sum over market pools)",
  bands: [
    { severity: "high", op: "<", bound: 1_000 },
    { severity: "medium", op: "<", bound: 10_000 },
    { severity: "low", op: "<", bound: 50_000 },
  ],
  format: (usd) => `$${usd >= 1000 ? `${usd / 1000}k` : usd}`,
};
export const liquiditySeverity = (usd: number) => bandSeverity(LIQUIDITY_THRESHOLDS, usd);

export const liquidity = defineCheck<CommonFacts>({
  id: "LIQUIDITY_LOW",
  title: "Liquidity",
  severity: "medium",
  description: `USD liquidity (caller-supplied, else the sum over market pools): ${describeBands(LIQUIDITY_THRESHOLDS)}. Unknown when neither is available (never safe).`,
  thresholds: LIQUIDITY_THRESHOLDS,
  failsAs: [
    { severity: "high", when: "< $1k" },
    { severity: "medium", when: "< $10k" },
    { severity: "low", when: "< $50k" },
  ],
  issuer: null,
  floorReasoning:
    "Under $1k (dust, or liquidity already pulled) any sell moves the price to nothing: high, so the level is at least high. Under $10k a modest sell costs a large share: medium.",
  run(ctx, emit) {
    const m = ctx.market;
    const { usd: value, source } = ctx.liquidity ?? liquidityFact(ctx.input, m);
    if (value === null) {
      const why =
        m && m.status !== "disabled"
          ? `Liquidity is unknown: ${m.reason}.`
          : "Liquidity was not supplied by the caller and market data is not available for this scan.";
      return emit(
        "unknown",
        why,
        { liquidityUsd: null, source: "unknown", marketStatus: m?.status ?? "disabled" },
        undefined,
        "Liquidity unknown",
      );
    }
    const sev = liquiditySeverity(value);
    const ev: Record<string, EvidenceValue> = { liquidityUsd: value, source, pools: m?.pools.length ?? null };
    const how =
      source === "caller"
        ? "caller-supplied"
        : `sum of ${m?.pools.length ?? 0} pool${m?.pools.length === 1 ? "" : "s"}, ${m?.source}`;
    return sev
      ? emit("fail", `Liquidity is $${value} (${how}).`, ev, sev, "Liquidity is low")
      : emit("pass", `Liquidity is $${value} (${how}).`, ev, undefined, "Liquidity is adequate");
  },
  phrase: (f) => `liquidity is only $${f.evidence.liquidityUsd}`,
});
