import type { EvidenceValue } from "../types";
import { defineCheck } from "./check";

const NAMES: Record<string, string> = {
  "pump.fun": "pump.fun",
  "raydium-launchlab": "Raydium LaunchLab",
  "meteora-dbc": "Meteora DBC",
};
const nameOf = (platform: string | null | undefined) => NAMES[platform ?? ""] ?? "launchpad";

export const launchpad = defineCheck({
  id: "LAUNCHPAD_BONDING",
  title: "Launchpad",
  severity: "medium",
  description:
    "Launchpad bonding curves: pump.fun (curve PDA of the mint), Raydium LaunchLab (pool PDA of the mint and WSOL, USDC or USD1), both read with the mint, and Meteora DBC (pool from market data); progress in `launchpad.progressPct`. Still bonding = medium (no DEX liquidity; price set by the curve); complete but no DEX pool seen = low; migrated = pass (the migrated pool's liquidity is then scored by LP_UNLOCKED).",
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
        "No pump.fun, Raydium LaunchLab (WSOL) or Meteora DBC curve was found for this mint.",
        ev,
        undefined,
        "No launchpad curve",
      );
    if (l.status === "bonding")
      return emit(
        "fail",
        `Still on the ${nameOf(l.platform)} bonding curve (${l.progressPct === null ? "progress unknown" : `${l.progressPct}% complete`}): no DEX liquidity yet; the price is set by the curve.`,
        ev,
        "medium",
        "On the bonding curve",
      );
    if (l.status === "complete")
      return emit(
        "fail",
        `The ${nameOf(l.platform)} curve is complete but no DEX pool was seen (migration pending or not indexed).`,
        ev,
        "low",
        "Curve complete, not migrated",
      );
    return emit(
      "pass",
      `The ${nameOf(l.platform)} curve completed and the token migrated to a DEX pool.`,
      ev,
      undefined,
      "Migrated",
    );
  },
  phrase: (f) =>
    f.evidence.status === "bonding"
      ? `it is still on the ${nameOf(f.evidence.platform as string | null)} bonding curve`
      : `the ${nameOf(f.evidence.platform as string | null)} curve completed without a DEX pool`,
});
