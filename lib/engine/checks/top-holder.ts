import { topHolderFact } from "../facts";
import { CLUSTER_RULE } from "../holder-structure";
import type { EvidenceValue } from "../types";
import { bandSeverity, base, defineCheck, describeBands, pct, severityRank, type Thresholds } from "./check";

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

/**
 * A BUNDLE: a cluster (CLUSTER_RULE, lib/engine/holder-structure.ts) of at least `minMembers` wallets is
 * scored on its combined share with stricter bands than one open holder. Why: a holder that shows itself
 * may be a treasury, an exchange or a vesting contract; a stake split over many look-alike fresh wallets is
 * hidden on purpose (the bundled launch), and the split is itself the evidence, as look-alike characters
 * are for impersonation. Bounds: bundle scanners rate bundled supply under 10% green, 10-25% yellow, over
 * 25% red (Noesis /bundle on GMGN's bundle detector, noesisapi.dev/guides/detect-bundles-solana), and
 * RugCheck's bundled-supply flag is read as a major red flag from 20-30% (bullrank.io RugCheck guide); both
 * seen 2026-11-26 in the stored public pages. Three or four equal stakes can be an allocation (vesting,
 * investors): they are scored like one holder with the bands above; bundlers use many wallets (20-50 per
 * the same source), so 5 is the bundle floor.
 */
export const BUNDLE_THRESHOLDS: Thresholds & { minMembers: number } = {
  metric: "bundled supply: the combined share of every cluster of at least 5 look-alike wallets",
  minMembers: CLUSTER_RULE.bundleMinMembers,
  bands: [
    { severity: "high", op: ">=", bound: 25 },
    { severity: "medium", op: ">=", bound: 10 },
  ],
  format: pct,
};
export const bundleSeverity = (p: number) => bandSeverity(BUNDLE_THRESHOLDS, p);

/** A bundle on the stricter of the two band sets; any other holder (or a 3-4 wallet cluster) on the holder bands. */
function clusterAwareSeverity(p: number, cluster: { owners: string[] } | undefined) {
  const own = topHolderSeverity(p);
  if (!cluster || cluster.owners.length < BUNDLE_THRESHOLDS.minMembers) return own;
  const b = bundleSeverity(p);
  if (!b) return own;
  return !own || severityRank(b) > severityRank(own) ? b : own;
}

export const topHolder = defineCheck({
  id: "TOP_HOLDER_CONCENTRATION",
  title: "Top holder",
  group: "concentration",
  severity: "high",
  description: `Largest non-excluded holder's share of supply: ${describeBands(TOP_HOLDER_THRESHOLDS)}. Bundled supply (every cluster of at least ${BUNDLE_THRESHOLDS.minMembers} look-alike wallets, together): ${describeBands(BUNDLE_THRESHOLDS)}.`,
  thresholds: TOP_HOLDER_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 50%" },
    { severity: "medium", when: ">= 20%" },
    { severity: "low", when: ">= 10%" },
    {
      severity: "high",
      when: `bundles of >= ${BUNDLE_THRESHOLDS.minMembers} look-alike wallets (all bundles together) hold >= 25%`,
    },
    {
      severity: "medium",
      when: `bundles of >= ${BUNDLE_THRESHOLDS.minMembers} look-alike wallets (all bundles together) hold >= 10%`,
    },
  ],
  issuer: null,
  floorReasoning:
    "One wallet with half the supply can dump it into the pool and take most of the liquidity: high, so the level is at least high. 20-50% is a real but survivable overhang (medium). Burn addresses, pool vaults and bonding curves are excluded first; token accounts are summed by owner, and owners with near-identical balances (CLUSTER_RULE in lib/engine/holder-structure.ts) count as one holder, so splitting a stake over fresh wallets does not hide it; bundled supply (every cluster of 5 or more such wallets, together) is scored on stricter bands (25% high, 10% medium: the bundle scanners' red and yellow), because the split is hidden on purpose. Why these bounds and not RugCheck's / GoPlus's / TokenSniffer's: docs/engine.md.",
  run(ctx, emit) {
    const h = ctx.holders;
    const fig = ctx.topHolderPct ?? topHolderFact(ctx.input, h);
    const ev: Record<string, EvidenceValue> = { ...base(ctx), excludedPct: h.excludedPct, source: fig.source };
    let p = fig.value;
    let cluster = fig.source !== "caller" ? (h.clusters ?? []).find((c) => c.pct === p) : undefined;
    // The largest bundle, scored on the bundle bands; it drives the finding when it rates higher than the top holder.
    // Bundled supply is what the bundle scanners rate: every bundle's share together (a bundle whose amounts
    // vary by more than the window falls into two adjacent windows; it is still bundled supply).
    const bundles =
      fig.source !== "caller" && h.status === "ok"
        ? (h.clusters ?? []).filter((c) => c.owners.length >= BUNDLE_THRESHOLDS.minMembers)
        : [];
    const bundle = bundles.length
      ? {
          owners: bundles.flatMap((c) => c.owners),
          pct: Math.round(bundles.reduce((t, c) => t + c.pct, 0) * 10_000) / 10_000,
        }
      : undefined;
    if (bundles.length > 1) ev.bundles = bundles.length;
    const rank = (sev: ReturnType<typeof topHolderSeverity>) => (sev ? severityRank(sev) : -1);
    const bundleSev = bundle ? bundleSeverity(bundle.pct) : null;
    const bundleDrives = !!bundle && p !== null && rank(bundleSev) > rank(clusterAwareSeverity(p, cluster));
    if (bundle && bundleDrives) {
      p = bundle.pct;
      cluster = bundle;
    }
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
    const sev = clusterAwareSeverity(p, cluster);
    if (cluster) ev.bundle = cluster.owners.length >= BUNDLE_THRESHOLDS.minMembers;
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
