import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { capabilitySignatures, completedSimulation, NO_CODE_TEXT, ownerEvidence, ownerText } from "./common";

export const tradingSwitch = defineCheck<EvmCheckFacts>({
  id: "TRADING_SWITCH",
  title: "Trading switch",
  group: "privilege",
  severity: "medium",
  description:
    "A trading switch (enableTrading / openTrading / setTradingEnabled …) with a live owner fails medium; a simulated buy that reverts or delivers nothing (trading off, or buys blocked) fails high whatever the selectors say, unless the same buy delivered to a plain address (no code) works: then only contracts are refused (an anti-bot rule, reported as such, pass).",
  failsAs: [
    { severity: "high", when: "the simulated buy reverts or delivers no tokens" },
    { severity: "medium", when: "a trading-switch function exists and the owner is live" },
  ],
  issuer: null,
  floorReasoning:
    "High when buys fail right now: nobody outside the owner can trade and the owner decides when (and for whom) trading opens. A dormant switch with a live owner is medium: it can close trading again.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { functions: null }, undefined, "Trading switch unknown");
    const sigs = capabilitySignatures(ctx, "trading_switch");
    const ev = {
      ...ownerEvidence(ctx),
      functions: sigs.join(", ") || null,
      buyOk: null as boolean | null,
      buyReason: null as string | null,
    };
    const s = completedSimulation(ctx);
    if (s) {
      ev.buyOk = s.buy.ok;
      ev.buyReason = s.buy.reason;
      if (!s.buy.ok && s.walletBuy?.ok)
        return emit(
          "pass",
          `The simulator (a contract) could not buy (${s.buy.reason}), but the same buy delivered to an ordinary wallet worked: the token refuses contracts as recipients (an anti-bot rule), trading is open for wallets.`,
          { ...ev, contractOnly: true, walletBuyOk: true },
          undefined,
          "Buys blocked for contracts only",
        );
      if (!s.buy.ok)
        return emit(
          "fail",
          `The simulated buy failed (${s.buy.reason}): trading is closed or buys are blocked${sigs.length ? ` (${sigs.join(", ")})` : ""}.`,
          ev,
          "high",
          "Buys blocked",
        );
    }
    if (ctx.evm.privileges && ctx.evm.privileges.status !== "not_run")
      return emit(
        "pass",
        `Buys work; whether a privileged caller can switch trading off is measured by the privilege prober (PAUSE_FUNCTION)${sigs.length ? `; the code names ${sigs.join(", ")}` : ""}.`,
        ev,
        undefined,
        "Trading open",
      );
    if (sigs.length === 0)
      return emit(
        "pass",
        s
          ? "Buys work and no trading-switch function was found."
          : "No trading-switch function found (buys not simulated).",
        ev,
        undefined,
        "No trading switch",
      );
    const o = ctx.evm.ownership;
    if (o.renounced === true)
      return emit(
        "pass",
        `${sigs.join(", ")} exists but ${ownerText(ctx)}.`,
        ev,
        undefined,
        "Trading switch: owner renounced",
      );
    if (o.renounced === null)
      return emit(
        "unknown",
        `${sigs.join(", ")} exists and ${ownerText(ctx)}.`,
        ev,
        undefined,
        "Trading switch: controller unknown",
      );
    return emit(
      "fail",
      `${sigs.join(", ")} exists and ${ownerText(ctx)}: trading can be switched off.`,
      ev,
      "medium",
      "Owner controls trading",
    );
  },
  phrase: (f) => (f.evidence.buyOk === false ? "buys are blocked" : "the owner can switch trading off"),
});
