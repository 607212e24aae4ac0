/**
 * Buy, sell and transfer tax measured by the simulation (basis points; lib/chains/evm/simulate.ts), one check per
 * leg. One fee is scored once: a leg charging the same rate as a leg scored before it (sell, then buy, then
 * transfer) is the same fee (a flat fee on every transfer shows on all three legs) and is reported at `info`.
 *
 * The bands are data (EVM_TAX_THRESHOLDS) with their sources (EVM_TAX_BAND_SOURCES, in docs/analysis.md).
 */

import type { EvmCheckFacts } from "../../evm/facts";
import type { Severity } from "../../types";
import { bandSeverity, defineCheck, describeBands, type Thresholds } from "../check";
import { bpsToPct, completedSimulation, NO_CODE_TEXT, simulationNotRunText } from "./common";

/**
 * Measured tax bands, basis points: > 20 % critical, > 5 % high, > 0 low (a fee of 5 % or less is a known cost,
 * not a risk by itself; whether it can be RAISED is TAX_MODIFIABLE's question).
 */
export const EVM_TAX_THRESHOLDS: Thresholds = {
  metric: "tax measured by the buy/sell simulation",
  bands: [
    { severity: "critical", op: ">", bound: 2000 },
    { severity: "high", op: ">", bound: 500 },
    { severity: "low", op: ">", bound: 0 },
  ],
  format: (bps) => `${bps / 100}%`,
};
export const evmTaxSeverity = (bps: number): Severity | null => bandSeverity(EVM_TAX_THRESHOLDS, bps);

/**
 * What the public scanners publish about taxes, and why our bands differ (2026-11-26):
 * - Token Sniffer (tokensniffer.com audit pages, swap analysis): passes "Buy fee is less than 5%" and "Sell fee is
 *   less than 5%" (test names as shown on its audit pages; no copy of them was in this session's stored material,
 *   so this line is not re-checked). Our "high" starts above 5 %, the same line.
 * - Honeypot.is (docs.honeypot.is/summary_flags): reports buy / sell / transfer tax from its simulation and raises
 *   summary flags with severities (info, low, medium, high, critical); the docs say each flag's trigger threshold
 *   may change, so no band is taken from it. Ours is a fixed, documented band.
 * - GoPlus (Token Security API `buy_tax`, `sell_tax`, `cannot_sell_all`, `slippage_modifiable`): publishes the
 *   measured rate only, no band; a rate of 1 means 100 % (sells impossible), which our critical band covers.
 * - Uniswap Labs support, "Unsellable token scams": treats a tax that can be raised towards 100 % as the danger,
 *   not a small fixed fee.
 * Ours differ in two ways: a tax above 20 % is critical (a fifth of every exit: a soft honeypot), and one fee is
 * scored once, where the scanners list buy and sell tax side by side without a score.
 */
export const EVM_TAX_BAND_SOURCES = [
  "Token Sniffer audit tests 'Buy fee is less than 5%' / 'Sell fee is less than 5%' (high above 5 %)",
  "Honeypot.is summary flags (docs.honeypot.is/summary_flags): severities per flag, thresholds not fixed",
  "GoPlus Token Security API buy_tax / sell_tax: measured rates, no bands",
  "Uniswap Labs support 'Unsellable token scams': the risk is a tax that can be raised, not a small fixed fee",
] as const;

/** Rates within this many bps are the same fee (rounding of fee-on-transfer amounts). */
const SAME_FEE_BPS = 5;
const SCORING_ORDER: readonly Leg[] = ["sell", "buy", "transfer"];

/** The leg already scored with the same measured rate (sell before buy before transfer), if any. */
function sameFeeAs(ctx: EvmCheckFacts, leg: Leg): Leg | null {
  const s = completedSimulation(ctx);
  if (!s) return null;
  const mine = s[leg];
  if (!mine.ok || mine.taxBps === null || mine.taxBps === 0) return null;
  for (const other of SCORING_ORDER.slice(0, SCORING_ORDER.indexOf(leg))) {
    const o = s[other];
    if (o.ok && o.taxBps !== null && Math.abs(o.taxBps - mine.taxBps) <= SAME_FEE_BPS) return other;
  }
  return null;
}

type Leg = "buy" | "sell" | "transfer";

const LEG_TEXT: Record<Leg, { id: string; title: string; what: string; severity: Severity; reasoning: string }> = {
  buy: {
    id: "BUY_TAX",
    title: "Buy tax",
    what: "tokens received vs the router's quote for the simulated buy",
    severity: "low",
    reasoning:
      "A buy tax is paid once and is visible at once; above 5% it is a fee trap (high), above 20% most of the money is gone (critical).",
  },
  sell: {
    id: "SELL_TAX",
    title: "Sell tax",
    what: "the larger of the tokens that reached the pair vs tokens sold and the native received vs the router's quote for the simulated sell",
    severity: "medium",
    reasoning:
      "The sell tax is what a holder pays to get out: a 10% sell tax loses ~10% of every exit (high, the level is at least high); 99% is a soft honeypot (critical).",
  },
  transfer: {
    id: "TRANSFER_TAX",
    title: "Transfer tax",
    what: "tokens received vs tokens sent on a wallet-to-wallet transfer",
    severity: "low",
    reasoning:
      "A wallet-to-wallet tax taxes moving your own tokens (to a new wallet, a CEX): the same bands as the buy and sell tax.",
  },
};

/** A real holder's sell tax at least this high (bps) and this far above the simulator's is a heavy one. */
const BAG_TAX_BPS = 5_000;
const BAG_TAX_MARGIN_BPS = 3_000;

/**
 * Session 15: the sell tax paid by real buyers (wallet-sell.ts HolderSell: the latest buyer and the largest others,
 * each selling a small part of its own tokens, approving the router itself; tax = tokens that reached the pair vs
 * tokens sold). When most of them (at least two) pay a heavy tax (>= 50 % and 30 points above the simulator's) or
 * cannot sell at all, with at least one heavy tax measured on a sell that went through, the fee depends on the seller
 * (a share of the supply, a history), not the trade: null otherwise. A sniper's personal tax or one listed wallet is
 * one holder: not most.
 */
function realBagTax(
  ctx: EvmCheckFacts,
  simulatorBps: number,
): {
  tested: number;
  heavy: { holder: string; ok: boolean; taxBps?: number | null }[];
  maxBps: number;
} | null {
  const w = ctx.evm.walletSell;
  if (!w) return null;
  const sells = [...(w.holderSell ? [w.holderSell] : []), ...(w.otherHolderSells ?? [])].filter(
    (h) => h.mode === "own" && (!h.ok || (h.taxBps !== undefined && h.taxBps !== null)),
  );
  const heavy = sells.filter(
    (h) => !h.ok || ((h.taxBps ?? 0) >= BAG_TAX_BPS && (h.taxBps ?? 0) >= simulatorBps + BAG_TAX_MARGIN_BPS),
  );
  const measured = heavy.filter((h) => h.ok);
  if (measured.length === 0 || heavy.length < 2 || heavy.length * 2 <= sells.length) return null;
  return { tested: sells.length, heavy, maxBps: Math.max(...measured.map((h) => h.taxBps ?? 0)) };
}

function taxCheck(leg: Leg) {
  const t = LEG_TEXT[leg];
  return defineCheck<EvmCheckFacts>({
    id: t.id,
    title: t.title,
    group: "simulation",
    severity: t.severity,
    description: `${t.title} measured by the simulation (${t.what}): ${describeBands(EVM_TAX_THRESHOLDS)}; 0 passes. The same rate already measured on an earlier leg (sell, then buy, then transfer) is the same fee, scored once: info here. Unknown when the simulation did not complete or the ${leg} failed. Band sources: ${EVM_TAX_BAND_SOURCES.join("; ")}.`,
    thresholds: EVM_TAX_THRESHOLDS,
    failsAs: [
      ...(leg === "transfer"
        ? [{ severity: "high" as const, when: "the simulated wallet-to-wallet transfer reverts while the buy worked" }]
        : []),
      { severity: "critical", when: "tax > 20%" },
      { severity: "high", when: "5% < tax <= 20%" },
      { severity: "low", when: "0 < tax <= 5%" },
      ...(leg === "sell"
        ? [
            {
              severity: "high" as const,
              when: "most real buyers tested (at least two: the latest and the largest, each selling a small part of its own tokens) pay a sell tax of 50 % or more and 30 points above the simulator's, or cannot sell, at least one such tax measured on a sell that went through: the fee depends on the seller, not on a test trade",
            },
            {
              severity: "high" as const,
              when: "one fresh wallet selling what it bought in 8 equal parts, one after another (at least 4 going through, the first among them): a later part loses 50 % or more and 25 points more than the first part (the fee grows with the wallet's own sells; refused parts, a cooldown, never count)",
            },
          ]
        : [{ severity: "info" as const, when: "the same rate as a leg scored before it (one fee counted once)" }]),
    ],
    issuer: null,
    floorReasoning: t.reasoning,
    run(ctx, emit) {
      if (!ctx.evm.code.present)
        return emit("unknown", NO_CODE_TEXT, { taxPct: null }, undefined, `${t.title} unknown`);
      const s = completedSimulation(ctx);
      if (!s) return emit("unknown", simulationNotRunText(ctx), { taxPct: null }, undefined, `${t.title} unknown`);
      // Buys refused to the simulator (a contract) but delivered to a plain wallet: the buy tax is the wallet's.
      const r =
        leg === "buy" && !s.buy.ok && s.walletBuy?.ok ? { ...s.buy, ok: true, taxBps: s.walletBuy.taxBps } : s[leg];
      const ev = {
        taxPct: r.taxBps === null ? null : bpsToPct(r.taxBps),
        taxBps: r.taxBps,
        gas: r.gas.toString(),
        ok: r.ok,
      };
      if (leg !== "buy" && s.honeypot && !r.ok)
        return emit(
          "not_applicable",
          `The simulated ${leg} reverted (${r.reason}): the token blocks it, which HONEYPOT scores; there is no ${leg} to tax.`,
          ev,
          undefined,
          `No ${leg} possible`,
        );
      if (leg === "transfer" && !r.ok && s.buy.ok)
        return emit(
          "fail",
          `The simulated wallet-to-wallet transfer reverted (${r.reason}): holders cannot move their tokens to another wallet.`,
          ev,
          "high",
          "Wallet transfers blocked",
        );
      if (!r.ok || r.taxBps === null)
        return emit(
          "unknown",
          `The simulated ${leg} did not complete (${r.reason ?? "no quote"}), so its tax is not measured.`,
          ev,
          undefined,
          `${t.title} not measured`,
        );
      const bag = leg === "sell" ? realBagTax(ctx, r.taxBps) : null;
      if (bag)
        return emit(
          "fail",
          `The simulated sell (a test-size wallet) lost ${bpsToPct(r.taxBps)}%, but real buyers selling a small part of their own bags pay far more: ${bag.heavy.length} of the ${bag.tested} tested (the latest and the largest buyers) lost ${bag.heavy
            .slice(0, 4)
            .map((h) => (h.ok ? `${bpsToPct(h.taxBps ?? 0)}%` : "everything (the sell reverted)"))
            .join(
              ", ",
            )} of what they sold (tokens that reached the pair vs tokens sold). The fee depends on the seller (its balance or its history), so a test trade does not show what a holder pays.`,
          {
            ...ev,
            holdersTested: bag.tested,
            holdersHeavy: bag.heavy.length,
            holderTaxPct: bag.heavy.map((h) => (h.ok ? bpsToPct(h.taxBps ?? 0) : 100)).join(","),
            holder: bag.heavy[0].holder,
          },
          "high",
          `Sell tax ${bpsToPct(r.taxBps)}% for a test wallet, ${bpsToPct(bag.maxBps)}% for real holders`,
        );
      // Session 16: one wallet selling what it bought in parts (simulate.ts TradeSell.parts): a later part that loses
      // most of its value while the first did not is a fee that grows with the wallet's own sells (a gradual seller's
      // bag is taken). Refused parts (a cooldown between a wallet's own sells) are not measured and never count.
      const parts = leg === "sell" ? s.trade?.parts : null;
      if (
        parts?.climbing &&
        parts.worstLaterBps !== null &&
        parts.worstLaterBps > r.taxBps &&
        evmTaxSeverity(r.taxBps) !== "critical"
      )
        return emit(
          "fail",
          `The simulated sell lost ${bpsToPct(r.taxBps)}%, but a wallet selling what it bought in ${parts.costBps.length} equal parts, one after another, paid more with each sell: its parts lost ${parts.costBps
            .map((c) => (c === null ? "- (refused)" : `${bpsToPct(c)}%`))
            .join(
              ", ",
            )} (tokens that left the wallet vs tokens that reached the pair). From part ${parts.worstLaterPart} a sell loses ${bpsToPct(parts.worstLaterBps)}%: the fee grows with the wallet's own earlier sells, so a holder who sells gradually loses most of the rest of the bag.`,
          {
            ...ev,
            partsSold: parts.sold,
            partsTried: parts.tried,
            partCostPct: parts.costBps.map((c) => (c === null ? "refused" : bpsToPct(c))).join(","),
            partFirstPct: parts.firstBps === null ? null : bpsToPct(parts.firstBps),
            partWorstPct: bpsToPct(parts.worstLaterBps),
          },
          "high",
          `Sell tax ${bpsToPct(r.taxBps)}% on a first sell, ${bpsToPct(parts.worstLaterBps)}% on later ones`,
        );
      const sev = evmTaxSeverity(r.taxBps);
      const p = bpsToPct(r.taxBps);
      const same = sev ? sameFeeAs(ctx, leg) : null;
      if (same)
        return emit(
          "fail",
          `The simulated ${leg} lost ${p}%: the same fee as the ${same} (${LEG_TEXT[same].id}), scored there once.`,
          { ...ev, sameFeeAs: LEG_TEXT[same].id },
          "info",
          `${t.title} ${p}% (same fee as the ${same})`,
        );
      return sev
        ? emit("fail", `The simulated ${leg} lost ${p}% to the token's tax.`, ev, sev, `${t.title} ${p}%`)
        : emit("pass", `The simulated ${leg} paid no tax.`, ev, undefined, `No ${t.title.toLowerCase()}`);
    },
    phrase: (f) => `the ${leg} tax is ${f.evidence.taxPct}%`,
  });
}

export const buyTax = taxCheck("buy");
export const sellTax = taxCheck("sell");
export const transferTax = taxCheck("transfer");
