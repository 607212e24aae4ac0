import type { EvidenceValue } from "../types";
import { defineCheck } from "./check";
import { transferFeeSeverity } from "./transfer-fee";

export const SIMULATION_REASON = {
  live: "Sell simulation is not enabled for this scan.",
  sandbox: "The sandbox does not run the serialized on-chain swap simulation.",
} as const;

/** A measured tax below this (bps) passes. */
export const SELL_TAX_MIN_BPS = 100;

export const sellSimulation = defineCheck({
  id: "SELL_SIMULATION",
  title: "Sell simulation",
  severity: "medium",
  description:
    "Simulated sell (live only): blocked by the token = critical; sellable with a tax = the transfer-fee bands on the measured tax; inconclusive or not run = unknown.",
  failsAs: [
    { severity: "critical", when: "the token blocks the simulated sell, or the tax > 20%" },
    { severity: "high", when: "measured tax > 5%" },
    { severity: "medium", when: "measured tax > 1%" },
    { severity: "low", when: "measured tax = 1%" },
  ],
  issuer: null,
  floorReasoning:
    "A sell the token itself rejects is the definition of a honeypot: critical. A measured tax uses the transfer-fee bands (above 5% is high).",
  run(ctx, emit) {
    const s = ctx.simulation;
    if (!s || s.status === "not_run")
      return emit(
        "unknown",
        s?.reason || SIMULATION_REASON[ctx.mode],
        { ran: false },
        undefined,
        "Sell simulation not run",
      );
    const ev: Record<string, EvidenceValue> = {
      ran: true,
      status: s.status,
      methods: s.methods.join(","),
      taxPct: s.taxPct,
      errorClass: s.errorClass,
      blame: s.blame,
      holderTokenAccount: s.holderTokenAccount,
      attempts: s.attempts,
    };
    if (s.status === "blocked") return emit("fail", s.reason, ev, "critical", "Sell is blocked");
    if (s.status === "inconclusive") return emit("unknown", s.reason, ev, undefined, "Sell simulation inconclusive");
    const bps = Math.round((s.taxPct ?? 0) * 100);
    if (bps >= SELL_TAX_MIN_BPS) return emit("fail", s.reason, ev, transferFeeSeverity(bps), `Sell loses ${s.taxPct}%`);
    return emit("pass", s.reason, ev, undefined, "Sell simulated");
  },
  phrase: (f) =>
    f.evidence.status === "blocked" ? "a simulated sell is blocked" : `a simulated sell loses ${f.evidence.taxPct}%`,
});
