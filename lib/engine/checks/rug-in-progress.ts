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
  /**
   * Without a 24 h price change (a pair that does not report it), a drained pool stands in for the
   * collapse: 24 h volume at least this multiple of the liquidity left, under the same heavy selling.
   * Why 100x: a pool's quote side is what sellers take out, so selling that outnumbers buying while the
   * day's volume is a hundred times the depth left means the depth was sold out of the pool; an actively
   * traded healthy pair turns its liquidity over a few times a day, a hot launch tens of times
   * (DexScreener's volume and liquidity figures), and buyers, not sellers, dominate a launch.
   */
  drainedTurnover: 100,
} as const;

const usd = (v: number) => Math.round(v).toLocaleString("en-US");

export const rugInProgress = defineCheck<CommonFacts>({
  id: "RUG_IN_PROGRESS",
  title: "Rug in progress",
  // Catalogue severity low: it sets the unknown penalty (2 points). The signal's absence is the market
  // data's absence, already charged by LIQUIDITY_LOW, SELLS_ABSENT, PAIR_NEW and LP_UNLOCKED; a failing
  // finding carries its own severity (high / medium below).
  severity: "low",
  description: `24 h price change <= ${RUG_THRESHOLDS.collapsePct}% (or, when the price change is not reported, 24 h volume >= ${RUG_THRESHOLDS.drainedTurnover}x the liquidity left: a drained pool), sells >= ${RUG_THRESHOLDS.sellsPerBuy}x buys (>= ${RUG_THRESHOLDS.minSells} sells), while the largest holder still has >= ${RUG_THRESHOLDS.holderPct}% of supply: high; the collapse and the selling without such a holder: medium. Unknown only when the evidence is absent (no trade counts; or heavy selling with neither a price change nor volume and liquidity).`,
  failsAs: [
    {
      severity: "high",
      when: `collapse (price, or a drained pool when no price change is reported) and heavy selling while one holder still has >= ${RUG_THRESHOLDS.holderPct}%`,
    },
    { severity: "medium", when: "collapse and heavy selling, no large holder left" },
  ],
  issuer: null,
  floorReasoning:
    "High: a price down 70% or more in a day (or a pool whose day's volume is a hundred times the depth left, when the price change is not reported) with sellers outnumbering buyers is a dump under way; a holder still sitting on a fifth of the supply can finish it, so a buyer now is the exit liquidity. Without such a holder the damage is mostly done (medium: the token is collapsing, but no single wallet can take the rest). The catalogue severity is low only so that missing market data, already charged by the liquidity, sells, pair-age and LP checks, is not charged a fifth time.",
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
    if (m?.status !== "ok" || m.buys24h === null || m.sells24h === null)
      return emit("unknown", "24 h trade counts are not available.", ev, undefined, "Price action unknown");
    const heavy = m.sells24h >= t.minSells && m.sells24h >= m.buys24h * t.sellsPerBuy;
    if (!heavy)
      return emit(
        "pass",
        `${m.buys24h} buys and ${m.sells24h} sells over 24 h: no heavy selling.`,
        ev,
        undefined,
        "No collapse",
      );
    // The collapse: the reported price change, else the pool drained (volume against the liquidity left).
    const liquidity = ctx.liquidity?.usd ?? m.liquidityUsd;
    // A pool with no liquidity left after a day's volume is the most drained of all (infinite turnover).
    const turnover =
      m.volume24hUsd === null || liquidity === null
        ? null
        : liquidity > 0
          ? m.volume24hUsd / liquidity
          : m.volume24hUsd > 0
            ? Number.POSITIVE_INFINITY
            : null;
    ev.volume24hUsd = m.volume24hUsd;
    ev.liquidityUsd = liquidity;
    ev.turnover24h = turnover === null || !Number.isFinite(turnover) ? null : Math.round(turnover * 10) / 10;
    let how: string;
    if (m.priceChange24hPct !== null) {
      if (m.priceChange24hPct > t.collapsePct)
        return emit(
          "pass",
          `Price ${m.priceChange24hPct}% over 24 h with ${m.buys24h} buys and ${m.sells24h} sells: heavy selling, but no collapse.`,
          ev,
          undefined,
          "No collapse",
        );
      how = `The price fell ${-m.priceChange24hPct}% in 24 h`;
    } else if (turnover === null)
      return emit(
        "unknown",
        `${m.sells24h} sells against ${m.buys24h} buys in 24 h, but neither the price change nor the volume and liquidity are available to tell whether the pool collapsed.`,
        ev,
        undefined,
        "Price action unknown",
      );
    else if (turnover < t.drainedTurnover)
      return emit(
        "pass",
        `${m.sells24h} sells against ${m.buys24h} buys in 24 h; the price change is not reported and the day's volume is ${ev.turnover24h}x the liquidity: heavy selling, no sign of a drained pool.`,
        ev,
        undefined,
        "No collapse",
      );
    else
      how = `The pool is drained: $${usd(m.volume24hUsd ?? 0)} traded in 24 h against $${usd(liquidity ?? 0)} of liquidity left (${Number.isFinite(turnover) ? `${ev.turnover24h}x` : "none left"}; the price change is not reported)`;
    ev.collapse = m.priceChange24hPct !== null ? "price" : "drained-pool";
    if (top !== null && top >= t.holderPct)
      return emit(
        "fail",
        `${how}, with ${m.sells24h} sells against ${m.buys24h} buys, and the largest holder still has ${top}% of supply: a rug in progress.`,
        ev,
        "high",
        "Rug in progress",
      );
    return emit(
      "fail",
      `${how}, with ${m.sells24h} sells against ${m.buys24h} buys${top === null ? " (holders unknown)" : ""}.`,
      ev,
      "medium",
      "Price collapsing",
    );
  },
  phrase: (f) =>
    f.evidence.collapse === "drained-pool"
      ? `its pool was drained under heavy selling (24 h volume ${f.evidence.turnover24h}x the liquidity left)`
      : `the price fell ${-Number(f.evidence.priceChange24hPct)}% in 24 h under heavy selling`,
});
