/**
 * Holder concentration on EVM, from the balances rebuilt from Transfer logs (pools, burn addresses and known
 * lockers excluded). Same ids, thresholds, titles and phrases as the Solana checks (top-holder.ts, top10.ts).
 */

import { DRIFT_MATERIAL_BPS } from "../../../chains/evm/holders";
import type { EvmCheckFacts } from "../../evm/facts";
import { topHolderFact } from "../../facts";
import type { EvidenceValue } from "../../types";
import { defineCheck, describeBands } from "../check";
import { TOP_HOLDER_THRESHOLDS, topHolder, topHolderSeverity } from "../top-holder";
import { TOP10_THRESHOLDS, top10, top10Severity } from "../top10";

const why = (ctx: EvmCheckFacts) =>
  ctx.evm.metadata.totalSupply === 0n
    ? "Supply is 0, so holder shares are undefined."
    : (ctx.holdersNote ?? "Holder data could not be read.");

export const evmTopHolder = defineCheck<EvmCheckFacts>({
  ...topHolder,
  description: `Largest single wallet's share of supply, rebuilt from Transfer logs (pools, burn addresses and known lockers excluded; wallets are not clustered by look-alike balances on EVM): ${describeBands(TOP_HOLDER_THRESHOLDS)}.`,
  run(ctx, emit) {
    const h = ctx.holders;
    const fig = ctx.topHolderPct ?? topHolderFact(ctx.input, h);
    const ev: Record<string, EvidenceValue> = {
      token: ctx.mintAddress,
      excludedPct: h.excludedPct,
      source: fig.source,
      top1Pct: fig.value,
    };
    if (fig.source !== "caller") {
      const top = h.top.find((e) => !e.excluded);
      if (top) ev.owner = top.owner;
    }
    if (fig.value === null) return emit("unknown", why(ctx), ev, undefined, "Top holder unknown");
    const p = fig.value;
    const sev = topHolderSeverity(p);
    const src = fig.source === "caller" ? " (caller-supplied)" : " (excluding pools, burn addresses and lockers)";
    return sev
      ? emit("fail", `One wallet holds ${p}% of supply${src}.`, ev, sev, `Top holder owns ${p}%`)
      : emit("pass", `The largest holder has ${p}% of supply${src}.`, ev, undefined, `Top holder owns ${p}%`);
  },
});

/**
 * Holders' balances falling without transfers (session 15): the largest ordinary holders' balanceOf below the balance
 * their Transfer logs give them, most of those read, none above, while the logs add up to totalSupply (holders.ts
 * balanceDrift). Reflection (balances grow) and rebasing (the supply moves with the balances) are not it.
 */
export const BALANCE_DECAY_SEVERITY = "high" as const;

export const evmTop10 = defineCheck<EvmCheckFacts>({
  ...top10,
  description: `Top 10 holders' share of supply, rebuilt from Transfer logs (pools, burn addresses and known lockers excluded): ${describeBands(TOP10_THRESHOLDS)}. When the largest ordinary holders' balanceOf is below the balance their Transfer logs give them (${DRIFT_MATERIAL_BPS / 100}% or more, for two or more and most of those read, none above) while the logs add up to totalSupply, their tokens are being taken without a transfer they made (a holding fee or decay): fails ${BALANCE_DECAY_SEVERITY}. Balances that grow (reflection) or a supply that moves with them (rebasing) leave the holders unknown.`,
  run(ctx, emit) {
    const raw = ctx.evm.holders;
    const drift = raw.status === "unknown" ? raw.drift : undefined;
    if (drift?.kind === "decay") {
      const ev: Record<string, EvidenceValue> = {
        token: ctx.mintAddress,
        top10Pct: null,
        holdersRead: drift.read,
        holdersFallen: drift.fallen,
        maxLossPct: drift.maxLossBps / 100,
        medianLossPct: drift.medianLossBps / 100,
        balances: drift.holders.map((x) => `${x.address}: logged ${x.logged}, balanceOf ${x.read}`).join("; "),
      };
      return emit(
        "fail",
        `${drift.fallen} of the ${drift.read} largest ordinary holders read hold less than their Transfer logs give them (median ${ev.medianLossPct}%, up to ${ev.maxLossPct}% less), none holds more, and the logs add up to totalSupply: the supply stays put while holders' balances fall without a transfer they made. Their tokens are being taken by the code (a holding fee or decay), and the holder figures are unknown.`,
        ev,
        BALANCE_DECAY_SEVERITY,
        "Holders' balances fall without transfers",
      );
    }
    const h = ctx.holders;
    const p = h.status === "ok" ? h.top10Pct : null;
    const ev: Record<string, EvidenceValue> = {
      token: ctx.mintAddress,
      top10Pct: p,
      excludedPct: h.excludedPct,
      holdersRead: h.top.length,
    };
    if (p === null) return emit("unknown", why(ctx), ev, undefined, "Top 10 holders unknown");
    const sev = top10Severity(p);
    const text = `The 10 largest holders own ${p}% of supply (excluding pools, burn addresses and lockers).`;
    return sev
      ? emit("fail", text, ev, sev, `Top 10 own ${p}%`)
      : emit("pass", text, ev, undefined, `Top 10 own ${p}%`);
  },
});
