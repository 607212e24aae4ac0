import type { EvidenceValue } from "../types";
import { defineCheck } from "./check";

export const launchpad = defineCheck({
  id: "LAUNCHPAD_BONDING",
  title: "Launchpad",
  severity: "medium",
  description:
    "pump.fun bonding curve: still bonding = medium (no DEX liquidity; price set by the curve); complete but no DEX pool seen = low; migrated = pass.",
  failsAs: [
    { severity: "medium", when: "still on the bonding curve" },
    { severity: "low", when: "curve complete, no DEX pool seen" },
  ],
  issuer: null,
  floorReasoning:
    "Medium, not high: the curve is program-owned, so the liquidity cannot be pulled and sells always execute against it; the risk is price and thin markets. Concentration and creator checks still floor a dumped curve token at high.",
  run(ctx, emit) {
    const l = ctx.launchpad;
    const ev: Record<string, EvidenceValue> = {
      platform: l?.platform ?? null,
      status: l?.status ?? "unknown",
      bondingCurve: l?.bondingCurve ?? null,
      progressPct: l?.progressPct ?? null,
    };
    if (!l || l.status === "unknown")
      return emit("unknown", "The launchpad state could not be read.", ev, undefined, "Launchpad unknown");
    if (l.status === "none")
      return emit(
        "not_applicable",
        "No pump.fun bonding curve exists for this mint.",
        ev,
        undefined,
        "No launchpad curve",
      );
    if (l.status === "bonding")
      return emit(
        "fail",
        `Still on the pump.fun bonding curve (${l.progressPct}% complete): no DEX liquidity yet; the price is set by the curve.`,
        ev,
        "medium",
        "On the bonding curve",
      );
    if (l.status === "complete")
      return emit(
        "fail",
        "The pump.fun curve is complete but no DEX pool was seen (migration pending or not indexed).",
        ev,
        "low",
        "Curve complete, not migrated",
      );
    return emit(
      "pass",
      "The pump.fun curve completed and the token migrated to a DEX pool.",
      ev,
      undefined,
      "Migrated",
    );
  },
  phrase: (f) =>
    f.evidence.status === "bonding"
      ? "it is still on the pump.fun bonding curve"
      : "the pump.fun curve completed without a DEX pool",
});
