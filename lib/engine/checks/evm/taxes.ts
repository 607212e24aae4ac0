/**
 * Buy, sell and transfer tax measured by the simulation (basis points; lib/chains/evm/simulate.ts), one check per
 * leg, on the same bands as the Solana transfer fee (TRANSFER_FEE_THRESHOLDS).
 */

import type { EvmCheckFacts } from "../../evm/facts";
import type { Severity } from "../../types";
import { bandSeverity, defineCheck, describeBands, type Thresholds } from "../check";
import { TRANSFER_FEE_THRESHOLDS } from "../transfer-fee";
import { bpsToPct, completedSimulation, NO_CODE_TEXT, simulationNotRunText } from "./common";

/** Measured tax bands, basis points (the transfer-fee bands: > 20 % critical, > 5 % high, > 1 % medium, > 0 low). */
export const EVM_TAX_THRESHOLDS: Thresholds = {
  ...TRANSFER_FEE_THRESHOLDS,
  metric: "tax measured by the buy/sell simulation",
};
export const evmTaxSeverity = (bps: number): Severity | null => bandSeverity(EVM_TAX_THRESHOLDS, bps);

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

function taxCheck(leg: Leg) {
  const t = LEG_TEXT[leg];
  return defineCheck<EvmCheckFacts>({
    id: t.id,
    title: t.title,
    severity: t.severity,
    description: `${t.title} measured by the simulation (${t.what}): ${describeBands(EVM_TAX_THRESHOLDS)}; 0 passes. Unknown when the simulation did not complete or the ${leg} failed.`,
    thresholds: EVM_TAX_THRESHOLDS,
    failsAs: [
      ...(leg === "transfer"
        ? [{ severity: "high" as const, when: "the simulated wallet-to-wallet transfer reverts while the buy worked" }]
        : []),
      { severity: "critical", when: "tax > 20%" },
      { severity: "high", when: "5% < tax <= 20%" },
      { severity: "medium", when: "1% < tax <= 5%" },
      { severity: "low", when: "0 < tax <= 1%" },
    ],
    issuer: null,
    floorReasoning: t.reasoning,
    run(ctx, emit) {
      if (!ctx.evm.code.present)
        return emit("unknown", NO_CODE_TEXT, { taxPct: null }, undefined, `${t.title} unknown`);
      const s = completedSimulation(ctx);
      if (!s) return emit("unknown", simulationNotRunText(ctx), { taxPct: null }, undefined, `${t.title} unknown`);
      const r = s[leg];
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
      const sev = evmTaxSeverity(r.taxBps);
      const p = bpsToPct(r.taxBps);
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
