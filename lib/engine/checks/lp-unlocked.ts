import type { EvidenceValue } from "../types";
import { bandSeverity, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const LP_THRESHOLDS: Thresholds = {
  metric: "share of the deepest analysed pool's LP that is neither burnt nor locked",
  bands: [
    { severity: "high", op: ">=", bound: 50 },
    { severity: "medium", op: ">=", bound: 20 },
    { severity: "low", op: ">=", bound: 5 },
  ],
  format: pct,
};
export const lpSeverity = (p: number) => bandSeverity(LP_THRESHOLDS, p);

export const lpUnlocked = defineCheck({
  id: "LP_UNLOCKED",
  title: "LP unlocked",
  severity: "low",
  description: `Share of the deepest analysed Raydium AMM v4/CPMM pool's LP (each such pool among the 5 deepest is analysed; per-pool figures are in \`market.pools[].lp\`) that is neither burnt (supply reduction or incinerator) nor in a known locker: ${describeBands(LP_THRESHOLDS)}. CLMM/Whirlpool/DLMM: not applicable. Unknown without pool data (low unknown penalty: LIQUIDITY_LOW carries the missing-market penalty).`,
  thresholds: LP_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 50% unlocked" },
    { severity: "medium", when: ">= 20% unlocked" },
    { severity: "low", when: ">= 5% unlocked" },
  ],
  issuer: null,
  floorReasoning:
    "Whoever holds most of the LP can withdraw the pool in one transaction (the pulled-liquidity rug): half or more unlocked is high, so the level is at least high.",
  run(ctx, emit) {
    const m = ctx.market;
    const lp = ctx.launchpad;
    if (lp && lp.status === "bonding")
      return emit(
        "not_applicable",
        "The token is still on the pump.fun bonding curve: there is no LP yet.",
        { launchpad: lp.platform },
        undefined,
        "No LP (bonding curve)",
      );
    if (m?.status !== "ok" || m.pools.length === 0) {
      return emit(
        "unknown",
        m && m.status !== "disabled" ? `No pool data: ${m.reason}.` : "No market data, so no pool to analyse.",
        { marketStatus: m?.status ?? "disabled" },
        undefined,
        "LP status unknown",
      );
    }
    const analysed = m.pools.find((p) => p.lp.status === "ok");
    if (analysed) {
      const l = analysed.lp;
      const ev: Record<string, EvidenceValue> = {
        pool: analysed.pairAddress,
        kind: l.kind,
        lpMint: l.lpMint,
        lpReserve: l.lpReserve,
        lpSupply: l.lpSupply,
        burnedPct: l.burnedPct,
        lockedPct: l.lockedPct,
        unlockedPct: l.unlockedPct,
      };
      const sev = lpSeverity(l.unlockedPct ?? 100);
      const text = `Deepest analysed pool ${analysed.pairAddress} (${l.kind}): ${l.burnedPct}% of LP burnt, ${l.lockedPct}% locked, ${l.unlockedPct}% unlocked.`;
      return sev
        ? emit("fail", text, ev, sev, `${l.unlockedPct}% of LP unlocked`)
        : emit("pass", text, ev, undefined, "LP burnt or locked");
    }
    if (m.pools.every((p) => p.lp.status === "not_applicable")) {
      return emit(
        "not_applicable",
        "Every pool is concentrated liquidity (CLMM / Whirlpool / DLMM): positions are NFTs/bins, there is no fungible LP to burn or lock.",
        { pools: m.pools.length },
        undefined,
        "No fungible LP",
      );
    }
    const reasons = m.pools
      .map((p) => `${p.dexId}: ${p.lp.reason}`)
      .slice(0, 3)
      .join("; ");
    return emit(
      "unknown",
      `LP status could not be proven (${reasons}).`,
      { pools: m.pools.length },
      undefined,
      "LP status unproven",
    );
  },
  phrase: (f) => `${f.evidence.unlockedPct}% of the LP is unlocked`,
});
