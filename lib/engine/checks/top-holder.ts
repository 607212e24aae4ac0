import { topHolderFact } from "../facts";
import type { EvidenceValue } from "../types";
import { bandSeverity, base, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const TOP_HOLDER_THRESHOLDS: Thresholds = {
  metric: "largest non-excluded holder's share of supply (owners, clusters as one holder)",
  bands: [
    { severity: "high", op: ">=", bound: 50 },
    { severity: "medium", op: ">=", bound: 20 },
    { severity: "low", op: ">=", bound: 10 },
  ],
  format: pct,
};
export const topHolderSeverity = (p: number) => bandSeverity(TOP_HOLDER_THRESHOLDS, p);

export const topHolder = defineCheck({
  id: "TOP_HOLDER_CONCENTRATION",
  title: "Top holder",
  severity: "high",
  description: `Largest non-excluded holder's share of supply: ${describeBands(TOP_HOLDER_THRESHOLDS)}.`,
  thresholds: TOP_HOLDER_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 50%" },
    { severity: "medium", when: ">= 20%" },
    { severity: "low", when: ">= 10%" },
  ],
  issuer: null,
  floorReasoning:
    "One wallet with half the supply can dump it into the pool and take most of the liquidity: high, so the level is at least high. 20-50% is a real but survivable overhang (medium). Burn addresses, pool vaults and bonding curves are excluded first; token accounts are summed by owner, and owners with near-identical balances (CLUSTER_RULE in lib/engine/holder-structure.ts) count as one holder, so splitting a stake over fresh wallets does not hide it. Why these bounds and not RugCheck's / GoPlus's / TokenSniffer's: docs/engine.md.",
  run(ctx, emit) {
    const h = ctx.holders;
    const fig = ctx.topHolderPct ?? topHolderFact(ctx.input, h);
    const ev: Record<string, EvidenceValue> = { ...base(ctx), excludedPct: h.excludedPct, source: fig.source };
    const p = fig.value;
    const cluster = fig.source !== "caller" ? (h.clusters ?? []).find((c) => c.pct === p) : undefined;
    if (fig.source !== "caller") {
      const top = h.top.find((e) => !e.excluded);
      if (cluster) {
        ev.holderKind = "cluster";
        ev.clusterSize = cluster.owners.length;
        ev.clusterOwners = cluster.owners.join(",");
      } else if (top) {
        ev.holderKind = "owner";
        ev.owner = top.owner;
        ev.tokenAccount = top.tokenAccount;
      }
    }
    ev.top1Pct = p;
    if (p === null) {
      const why =
        ctx.mint.supply === 0n
          ? "Supply is 0, so holder shares are undefined."
          : (ctx.holdersNote ?? "Holder data could not be read.");
      return emit("unknown", why, ev, undefined, "Top holder unknown");
    }
    const sev = topHolderSeverity(p);
    const src =
      ev.source === "caller" ? " (caller-supplied)" : " (by owner, excluding burn addresses, pools and curves)";
    const who = cluster
      ? `A cluster of ${cluster.owners.length} wallets with near-identical balances (one holder split over fresh wallets) holds`
      : "One wallet holds";
    return sev
      ? emit("fail", `${who} ${p}% of supply${src}.`, ev, sev, `Top holder owns ${p}%`)
      : emit("pass", `The largest holder has ${p}% of supply${src}.`, ev, undefined, `Top holder owns ${p}%`);
  },
  phrase: (f) =>
    f.evidence.holderKind === "cluster"
      ? `a cluster of ${f.evidence.clusterSize} look-alike wallets holds ${f.evidence.top1Pct}% of supply`
      : `one wallet holds ${f.evidence.top1Pct}% of supply`,
});
