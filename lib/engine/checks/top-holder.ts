import { topHolderFact } from "../facts";
import type { EvidenceValue } from "../types";
import { bandSeverity, base, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const TOP_HOLDER_THRESHOLDS: Thresholds = {
  metric: "largest non-excluded holder's share of supply",
  bands: [
    { severity: "high", op: ">=", bound: 50 },
    { severity: "medium", op: ">=", bound: 20 },
    { severity: "low", op: ">=", bound: 10 },
  ],
  format: pct,
};
export const topHolderSeverity = (p: number) => bandSeverity(TOP_HOLDER_THRESHOLDS, p);

export const topHolder = defineCheck({
  id: "TOP_HOLDER_CONCENTRATION",
  title: "Top holder",
  severity: "high",
  description: `Largest non-excluded holder's share of supply: ${describeBands(TOP_HOLDER_THRESHOLDS)}.`,
  thresholds: TOP_HOLDER_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 50%" },
    { severity: "medium", when: ">= 20%" },
    { severity: "low", when: ">= 10%" },
  ],
  issuer: null,
  floorReasoning:
    "One wallet with half the supply can dump it into the pool and take most of the liquidity: high, so the level is at least high. 20-50% is a real but survivable overhang (medium). Burn addresses, pool vaults and bonding curves are excluded first.",
  run(ctx, emit) {
    const h = ctx.holders;
    const fig = ctx.topHolderPct ?? topHolderFact(ctx.input, h);
    const ev: Record<string, EvidenceValue> = { ...base(ctx), excludedPct: h.excludedPct, source: fig.source };
    const p = fig.value;
    if (fig.source !== "caller") {
      const top = h.top.find((e) => !e.excluded);
      if (top) {
        ev.owner = top.owner;
        ev.tokenAccount = top.tokenAccount;
      }
    }
    ev.top1Pct = p;
    if (p === null) {
      const why =
        ctx.mint.supply === 0n
          ? "Supply is 0, so holder shares are undefined."
          : (ctx.holdersNote ?? "Holder data could not be read.");
      return emit("unknown", why, ev, undefined, "Top holder unknown");
    }
    const sev = topHolderSeverity(p);
    const src = ev.source === "caller" ? " (caller-supplied)" : " (excluding burn addresses)";
    return sev
      ? emit("fail", `One wallet holds ${p}% of supply${src}.`, ev, sev, `Top holder owns ${p}%`)
      : emit("pass", `The largest holder has ${p}% of supply${src}.`, ev, undefined, `Top holder owns ${p}%`);
  },
  phrase: (f) => `one wallet holds ${f.evidence.top1Pct}% of supply`,
});
