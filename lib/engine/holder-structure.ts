/**
 * Holder structure: who really holds the supply among the largest token accounts.
 *  - Accounts are grouped by OWNER (one wallet with five token accounts is one holder).
 *  - Owners with near-identical balances form a CLUSTER counted as one holder: a deployer splitting
 *    its supply over fresh wallets (the bundled-launch pattern) gives each about the same amount. The rule is
 *    data (CLUSTER_RULE). "Created or funded together" needs each wallet's history (one more request
 *    per wallet), which the scan does not make: the balance pattern is what is read.
 *  - Labelled accounts (burn addresses, pool vaults, bonding curves, and any owner or token account the
 *    caller passes as excluded) are excluded before grouping.
 */
import type { HolderEntry } from "./types";

/**
 * When owners are one cluster. Two shapes, tried in this order:
 *  - a BUNDLE: at least `bundleMinMembers` (5) owners within `bundleSpread` (5%) of the largest of them.
 *    Bundler tools vary each wallet's buy by a few percent precisely so that the balances are not identical
 *    (and bundled buys on a curve fill at slightly different prices), so an exact-equality rule split a
 *    20-wallet bundle into several small "clusters". Bundlers use many wallets (20-50, per the bundle
 *    scanners' descriptions cited at BUNDLE_THRESHOLDS in checks/top-holder.ts), hence 5.
 *  - a SPLIT: at least `minMembers` (3) owners within `relativeTolerance` (0.5%) of each other: the same
 *    amount given to a few wallets (two equal balances happen by chance; three do not).
 * Why 3-4 owners need near-identical balances and not the bundle's 5%: a traded, smooth tail puts three
 * consecutive holders within 5% easily (the unit tests' 500/490/480 bps table, and a real mainnet top-20
 * table, getTokenLargestAccounts at slot 361455478 transcribed in tests/unit/engine/holder-structure.test.ts,
 * with six accounts at ~1% of supply within 2.6% of each other). That is also why a cluster is not a
 * finding by itself: it counts as one holder, and only its combined share against the bands of
 * TOP_HOLDER_CONCENTRATION (stricter bands for a bundle) makes it one.
 * `minMemberPct` 0.5%: dust is not a cluster. A window is anchored on its largest member; the windows with
 * the most members are taken first, so a bundle is not split by an unrelated holder just above it.
 */
export const CLUSTER_RULE = {
  /** A split: at least this many distinct owners with near-identical balances. */
  minMembers: 3,
  /** A split: (largest - smallest) / largest at most this fraction. */
  relativeTolerance: 0.005,
  /** A bundle: at least this many distinct owners... */
  bundleMinMembers: 5,
  /** ...with (largest - smallest) / largest at most this fraction. */
  bundleSpread: 0.05,
  /** Each member holds at least this percent of supply (dust is not a cluster). */
  minMemberPct: 0.5,
} as const;

export interface HolderGroup {
  kind: "owner" | "cluster";
  /** Owner addresses (the token account when the owner is unknown). */
  owners: string[];
  amount: bigint;
}

const SCALE = 1_000_000n;

/**
 * Non-excluded holdings grouped by owner, then (unless `cluster` is false) near-identical owners clustered;
 * largest first.
 */
export function holderGroups(top: HolderEntry[], supply: bigint, cluster = true): HolderGroup[] {
  const byOwner = new Map<string, bigint>();
  for (const h of top) {
    if (h.excluded) continue;
    const key = h.owner ?? h.tokenAccount;
    byOwner.set(key, (byOwner.get(key) ?? 0n) + BigInt(h.amount));
  }
  const owners = [...byOwner.entries()]
    .map(([owner, amount]) => ({ owner, amount }))
    .sort((a, b) => (a.amount === b.amount ? (a.owner < b.owner ? -1 : 1) : a.amount > b.amount ? -1 : 1));
  const minAmount = supply > 0n ? (supply * BigInt(Math.round(CLUSTER_RULE.minMemberPct * 10_000))) / 1_000_000n : 0n;
  const taken = new Array<boolean>(owners.length).fill(false);
  const groups: HolderGroup[] = [];
  // Repeatedly take the window with the most members (ties: the larger amounts) among owners not yet taken.
  const takeWindows = (minMembers: number, fraction: number) => {
    const spread = BigInt(Math.round(fraction * Number(SCALE)));
    for (;;) {
      let best: { from: number; to: number } | null = null;
      for (let i = 0; i < owners.length; i++) {
        if (taken[i] || owners[i].amount < minAmount) continue;
        let j = i + 1;
        // Sorted descending: the window is the contiguous run of free owners within the spread of its head.
        while (
          j < owners.length &&
          !taken[j] &&
          owners[j].amount >= minAmount &&
          (owners[i].amount - owners[j].amount) * SCALE <= owners[i].amount * spread
        )
          j++;
        if (j - i >= minMembers && (!best || j - i > best.to - best.from)) best = { from: i, to: j };
      }
      if (!best) return;
      const run = owners.slice(best.from, best.to);
      for (let k = best.from; k < best.to; k++) taken[k] = true;
      groups.push({ kind: "cluster", owners: run.map((o) => o.owner), amount: run.reduce((t, o) => t + o.amount, 0n) });
    }
  };
  if (cluster) {
    takeWindows(CLUSTER_RULE.bundleMinMembers, CLUSTER_RULE.bundleSpread);
    takeWindows(CLUSTER_RULE.minMembers, CLUSTER_RULE.relativeTolerance);
  }
  owners.forEach((o, i) => {
    if (!taken[i]) groups.push({ kind: "owner", owners: [o.owner], amount: o.amount });
  });
  return groups.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}
