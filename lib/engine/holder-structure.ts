/**
 * Holder structure: who really holds the supply among the largest token accounts.
 *  - Accounts are grouped by OWNER (one wallet with five token accounts is one holder).
 *  - Owners with near-identical balances form a CLUSTER counted as one holder: a deployer splitting
 *    its supply over fresh wallets (the bundled-launch pattern) gives each the same amount. The rule is
 *    data (CLUSTER_RULE). "Created or funded together" needs each wallet's history (one more request
 *    per wallet), which the scan does not make: the balance pattern is what is read.
 *  - Labelled accounts (burn addresses, pool vaults, bonding curves, and any owner or token account the
 *    caller passes as excluded) are excluded before grouping.
 */
import type { HolderEntry } from "./types";

export const CLUSTER_RULE = {
  /** At least this many distinct owners with near-identical balances. */
  minMembers: 3,
  /** Balances within this fraction of the cluster's largest member count as identical. */
  relativeTolerance: 0.005,
  /** Each member holds at least this percent of supply (dust is not a cluster). */
  minMemberPct: 0.5,
} as const;

export interface HolderGroup {
  kind: "owner" | "cluster";
  /** Owner addresses (the token account when the owner is unknown). */
  owners: string[];
  amount: bigint;
}

/** Non-excluded holdings grouped by owner, then near-identical owners clustered; largest first. */
export function holderGroups(top: HolderEntry[], supply: bigint): HolderGroup[] {
  const byOwner = new Map<string, bigint>();
  for (const h of top) {
    if (h.excluded) continue;
    const key = h.owner ?? h.tokenAccount;
    byOwner.set(key, (byOwner.get(key) ?? 0n) + BigInt(h.amount));
  }
  const owners = [...byOwner.entries()]
    .map(([owner, amount]) => ({ owner, amount }))
    .sort((a, b) => (a.amount === b.amount ? (a.owner < b.owner ? -1 : 1) : a.amount > b.amount ? -1 : 1));
  const groups: HolderGroup[] = [];
  const minAmount = supply > 0n ? (supply * BigInt(Math.round(CLUSTER_RULE.minMemberPct * 10_000))) / 1_000_000n : 0n;
  const tol = BigInt(Math.round(CLUSTER_RULE.relativeTolerance * 1_000_000));
  let i = 0;
  while (i < owners.length) {
    const head = owners[i];
    let j = i + 1;
    // Sorted descending: members are the run whose amounts stay within the tolerance of the head.
    while (j < owners.length && (head.amount - owners[j].amount) * 1_000_000n <= head.amount * tol) j++;
    const run = owners.slice(i, j);
    if (run.length >= CLUSTER_RULE.minMembers && head.amount >= minAmount && run[run.length - 1].amount >= minAmount) {
      groups.push({ kind: "cluster", owners: run.map((o) => o.owner), amount: run.reduce((s, o) => s + o.amount, 0n) });
    } else {
      for (const o of run) groups.push({ kind: "owner", owners: [o.owner], amount: o.amount });
    }
    i = j;
  }
  return groups.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}
