import { type CommonFacts, defineCheck } from "./check";

/** Trade-pattern thresholds (24 h counts summed over pairs). */
export const SELLS_THRESHOLDS = {
  /** At least this many buys and zero sells: high. */
  honeypotMinBuys: 20,
  /**
   * At least this many buys and sells at most `imbalanceRatio` of them (hundreds of buys, a handful of
   * sells): high. A honeypot that lets a few whitelisted wallets (the deployer's) sell shows exactly this,
   * and a simulated transfer can succeed on such a token (the block is in the swap path or a whitelist).
   */
  imbalanceMinBuys: 100,
  imbalanceRatio: 0.03,
  /** At least this many buys and sells below `fewSellsRatio` of buys: medium. */
  fewSellsMinBuys: 50,
  fewSellsRatio: 0.05,
} as const;

export const sellsAbsent = defineCheck<CommonFacts>({
  id: "SELLS_ABSENT",
  title: "Sell activity",
  severity: "low",
  description: `24 h trades: >=${SELLS_THRESHOLDS.honeypotMinBuys} buys and 0 sells high (honeypot pattern); >=${SELLS_THRESHOLDS.imbalanceMinBuys} buys and sells <= ${SELLS_THRESHOLDS.imbalanceRatio * 100}% of buys high (buy/sell imbalance); >=${SELLS_THRESHOLDS.fewSellsMinBuys} buys and sells < ${SELLS_THRESHOLDS.fewSellsRatio * 100}% of buys medium.`,
  failsAs: [
    { severity: "high", when: `>= ${SELLS_THRESHOLDS.honeypotMinBuys} buys and 0 sells` },
    {
      severity: "high",
      when: `>= ${SELLS_THRESHOLDS.imbalanceMinBuys} buys and sells <= ${SELLS_THRESHOLDS.imbalanceRatio * 100}% of buys`,
    },
    {
      severity: "medium",
      when: `>= ${SELLS_THRESHOLDS.fewSellsMinBuys} buys and sells < ${SELLS_THRESHOLDS.fewSellsRatio * 100}% of buys`,
    },
  ],
  issuer: null,
  floorReasoning:
    "Many buys and not one sell is what a honeypot looks like from the outside (buyers cannot sell, or the buys are wash trades): high, so the level is at least high. Hundreds of buys against a handful of sells is the same signal with a whitelist (only the deployer's wallets can sell): high even when a simulated transfer succeeds, since the block can sit in the swap path. Real tokens trade both ways in similar numbers.",
  run(ctx, emit) {
    const m = ctx.market;
    if (m?.status !== "ok" || m.buys24h === null || m.sells24h === null) {
      return emit(
        "unknown",
        "24 h trade counts are not available.",
        { buys24h: null, sells24h: null },
        undefined,
        "Trade activity unknown",
      );
    }
    const { buys24h: b, sells24h: s } = m;
    const ev = { buys24h: b, sells24h: s };
    const t = SELLS_THRESHOLDS;
    if (b >= t.honeypotMinBuys && s === 0)
      return emit(
        "fail",
        `${b} buys and no sells in 24 h: a honeypot pattern (holders may be unable to sell).`,
        ev,
        "high",
        "Nobody sells",
      );
    if (b >= t.imbalanceMinBuys && s <= b * t.imbalanceRatio)
      return emit(
        "fail",
        `${b} buys against only ${s} sells in 24 h: a buy/sell imbalance (a honeypot that lets only a few wallets sell), whatever a simulated transfer shows.`,
        ev,
        "high",
        "Buys without sells",
      );
    if (b >= t.fewSellsMinBuys && s < b * t.fewSellsRatio)
      return emit("fail", `${b} buys but only ${s} sells in 24 h.`, ev, "medium", "Very few sells");
    return emit("pass", `${b} buys and ${s} sells in 24 h.`, ev, undefined, "Sells occur");
  },
  phrase: (f) => `${f.evidence.buys24h} buys and ${f.evidence.sells24h} sells in 24 h`,
});
