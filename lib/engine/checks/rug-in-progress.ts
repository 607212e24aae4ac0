import type { EvidenceValue } from "../types";
import { type CommonFacts, defineCheck } from "./check";

/**
 * A rug in progress, from the market data already fetched (no extra request): the price has
 * collapsed over 24 h, sellers outnumber buyers, and one holder (owner or cluster, pools and burn
 * excluded) still holds a large share, i.e. more is coming down.
 */
export const RUG_THRESHOLDS = {
  /** 24 h price change at or below this percent is a collapse. */
  collapsePct: -70,
  /** Sells at least this multiple of buys over 24 h is heavy selling. */
  sellsPerBuy: 1.5,
  /** At least this many sells (a handful of trades is not a stampede). */
  minSells: 50,
  /** The largest holder still holds at least this percent of supply. */
  holderPct: 20,
} as const;

export const rugInProgress = defineCheck<CommonFacts>({
  id: "RUG_IN_PROGRESS",
  title: "Rug in progress",
  // Catalogue severity low: it sets the unknown penalty (2 points). The signal's absence is the market
  // data's absence, already charged by LIQUIDITY_LOW, SELLS_ABSENT, PAIR_NEW and LP_UNLOCKED; a failing
  // finding carries its own severity (high / medium below).
  severity: "low",
  description: `24 h price change <= ${RUG_THRESHOLDS.collapsePct}%, sells >= ${RUG_THRESHOLDS.sellsPerBuy}x buys (>= ${RUG_THRESHOLDS.minSells} sells), while the largest holder still has >= ${RUG_THRESHOLDS.holderPct}% of supply: high; the collapse and the selling without such a holder: medium.`,
  failsAs: [
    {
      severity: "high",
      when: `collapse and heavy selling while one holder still has >= ${RUG_THRESHOLDS.holderPct}%`,
    },
    { severity: "medium", when: "collapse and heavy selling, no large holder left" },
  ],
  issuer: null,
  floorReasoning:
    "High: a price down 70% or more in a day with sellers outnumbering buyers is a dump under way; a holder still sitting on a fifth of the supply can finish it, so a buyer now is the exit liquidity. Without such a holder the damage is mostly done (medium: the token is collapsing, but no single wallet can take the rest). The catalogue severity is low only so that missing market data, already charged by the liquidity, sells, pair-age and LP checks, is not charged a fifth time.",
  run(ctx, emit) {
    const m = ctx.market;
    const t = RUG_THRESHOLDS;
    const top = ctx.topHolderPct?.value ?? ctx.holders.top1Pct ?? null;
    const ev: Record<string, EvidenceValue> = {
      priceChange24hPct: m?.priceChange24hPct ?? null,
      buys24h: m?.buys24h ?? null,
      sells24h: m?.sells24h ?? null,
      top1Pct: top,
    };
    if (m?.status !== "ok" || m.priceChange24hPct === null || m.buys24h === null || m.sells24h === null)
      return emit(
        "unknown",
        "24 h price change or trade counts are not available.",
        ev,
        undefined,
        "Price action unknown",
      );
    const collapse = m.priceChange24hPct <= t.collapsePct;
    const heavy = m.sells24h >= t.minSells && m.sells24h >= m.buys24h * t.sellsPerBuy;
    if (!collapse || !heavy)
      return emit(
        "pass",
        `Price ${m.priceChange24hPct}% over 24 h with ${m.buys24h} buys and ${m.sells24h} sells: no collapse under heavy selling.`,
        ev,
        undefined,
        "No collapse",
      );
    if (top !== null && top >= t.holderPct)
      return emit(
        "fail",
        `The price fell ${-m.priceChange24hPct}% in 24 h with ${m.sells24h} sells against ${m.buys24h} buys, and the largest holder still has ${top}% of supply: a rug in progress.`,
        ev,
        "high",
        "Rug in progress",
      );
    return emit(
      "fail",
      `The price fell ${-m.priceChange24hPct}% in 24 h with ${m.sells24h} sells against ${m.buys24h} buys${top === null ? " (holders unknown)" : ""}.`,
      ev,
      "medium",
      "Price collapsing",
    );
  },
  phrase: (f) => `the price fell ${-Number(f.evidence.priceChange24hPct)}% in 24 h under heavy selling`,
});
