/**
 * LP of the deepest Uniswap V2-style pair (the one holding the most of the token, whatever its quote), in context:
 * the rug vector is that a few addresses can pull most of the pool, not that LP tokens are "unlocked". When the
 * pair's LP holders are known (its Transfer logs), the check scores the largest share one party can pull: the
 * deployer's and the privileged candidates' LP together (owner, role holders, stored / hard-coded controllers the
 * privilege prober used), or the top LP holder's, whichever is larger; burn addresses and known lockers with at
 * least LP_LOCK_MIN_DAYS left are excluded. A pair whose LP is widely held is not a rug vector. Without the LP
 * holders the unlocked share (neither burnt nor locked) is scored, as before. LP in a locker whose locks cannot be
 * read is unknown (not locked): when it could change the band, the check is unknown. Same id, thresholds and
 * phrase as the Solana check (lp-unlocked.ts).
 */

import type { CandidateGovernance } from "../../../chains/evm/governance";
import type { LpHolderContract } from "../../../chains/evm/holders";
import type { EvmCheckFacts } from "../../evm/facts";
import type { EvidenceValue, Severity } from "../../types";
import { defineCheck, describeBands } from "../check";
import { LP_THRESHOLDS, lpSeverity, lpUnlocked } from "../lp-unlocked";
import { NO_CODE_TEXT } from "./common";

/** LP held by recognised governance scores at most this (a multisig's or timelock's decision, not one key's). */
export const GOVERNED_LP_CAP: Severity = "medium";
const ORDER: readonly Severity[] = ["info", "low", "medium", "high", "critical"];
const atMost = (s: Severity | null, cap: Severity): Severity | null =>
  s && ORDER.indexOf(s) > ORDER.indexOf(cap) ? cap : s;
const worse = (a: Severity | null, b: Severity | null): Severity | null =>
  !a ? b : !b ? a : ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
const governanceEvidence = (g: CandidateGovernance): string =>
  g.kind === "multisig"
    ? `a multisig needing ${g.threshold} signatures (${g.recognisedBy})`
    : `a timelock with a delay of ${Math.round((g.delaySeconds / 86_400) * 10) / 10} days (${g.recognisedBy})`;

/**
 * LP a contract held against every call the LP-holder probe made (holders.ts `held`), its end not read, scores at most
 * this: no party was shown to pull it, and no lock end was read either.
 */
export const HELD_LP_CAP: Severity = "medium";

/** A lock ending sooner than this (days) does not count as locked. */
export const LP_LOCK_MIN_DAYS = 30;

const pct2 = (bps: number) => Math.round(bps) / 100;
const bpsOf = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : 0);
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/**
 * What a vesting schedule lets its beneficiary take by `at` (unix seconds): a linear schedule from start to end
 * (VestingWallet's; a cliff only delays it, so linear is an upper bound), less what was released, at least what
 * releasable() answers now, at most what the contract holds.
 */
export function vestedBy(v: NonNullable<LpHolderContract["vesting"]>, balance: bigint, at: number): bigint {
  const t = BigInt(Math.floor(at));
  const start = BigInt(v.start);
  const end = BigInt(v.end);
  const vested = t < start ? 0n : t >= end || end === start ? v.total : (v.total * (t - start)) / (end - start);
  let out = vested > v.released ? vested - v.released : 0n;
  if (v.releasableNow !== null && v.releasableNow > out) out = v.releasableNow;
  return out > balance ? balance : out;
}

/**
 * The LP holders with the top holder's contract read through (holders.ts readLpHolderContract): a vesting schedule's
 * LP counts for its beneficiary only as far as it vests within LP_LOCK_MIN_DAYS (the rest is locked until it vests);
 * a pooled contract nobody controls counts for each depositor's own net deposit. Other contracts are one party.
 */
export function lookThrough(
  holders: readonly { address: string; shareBps: number }[],
  contract: LpHolderContract | null,
  lpSupply: bigint,
  soon: number,
): {
  holders: { address: string; shareBps: number }[];
  vestingLockedBps: number;
  vestedSoonBps: number;
  heldBps: number;
} {
  const i = contract ? holders.findIndex((h) => lower(h.address) === lower(contract.address)) : -1;
  if (!contract || i < 0 || contract.kind === "other")
    return { holders: [...holders], vestingLockedBps: 0, vestedSoonBps: 0, heldBps: 0 };
  const rest = holders.filter((_, j) => j !== i);
  const add: { address: string; shareBps: number }[] = [];
  let vestingLockedBps = 0;
  let vestedSoonBps = 0;
  if (contract.kind === "vesting" && contract.vesting) {
    const soonLp = vestedBy(contract.vesting, contract.balance, soon);
    vestedSoonBps = bpsOf(soonLp, lpSupply);
    vestingLockedBps = Math.max(0, holders[i].shareBps - vestedSoonBps);
    // Nobody to release to (no beneficiary answered): released LP would go to whoever the code names; one party.
    add.push({ address: contract.vesting.beneficiary ?? contract.address, shareBps: vestedSoonBps });
  } else if (contract.kind === "pooled" && contract.depositors)
    for (const dep of contract.depositors) add.push({ address: dep.address, shareBps: bpsOf(dep.lp, lpSupply) });
  else if (contract.kind === "held")
    for (const m of contract.movable ?? []) add.push({ address: m.who, shareBps: bpsOf(m.lp, lpSupply) });
  // Measured as held (the LP-holder probe: nobody it called as could take it out now), for a time nobody read.
  const heldBps = bpsOf(contract.heldLp ?? 0n, lpSupply);
  const merged = new Map<string, { address: string; shareBps: number }>();
  for (const h of [...rest, ...add]) {
    const e = merged.get(lower(h.address));
    if (e) e.shareBps += h.shareBps;
    else merged.set(lower(h.address), { ...h });
  }
  return {
    holders: [...merged.values()].filter((h) => h.shareBps > 0).sort((a, b) => b.shareBps - a.shareBps),
    vestingLockedBps,
    vestedSoonBps,
    heldBps,
  };
}
const lower = (a: string) => a.toLowerCase();

export const evmLpUnlocked = defineCheck<EvmCheckFacts>({
  ...lpUnlocked,
  description: `Who can pull the deepest Uniswap V2-style pair's liquidity (the pair holding the most of the token, whatever its quote; per-pair figures in \`evm.pairs\`). With the pair's LP holders known: the largest share one party can withdraw, the deployer's and the privileged candidates' LP together or the top LP holder's, burn addresses and known lockers with at least ${LP_LOCK_MIN_DAYS} days left excluded: ${describeBands(LP_THRESHOLDS)} (a widely held LP passes). LP held by recognised governance (an official Safe needing two or more signatures whose signers are not the token's deployer or insiders, a documented timelock with a delay of a day or more, recognised by code) is not one party's: it scores at most ${GOVERNED_LP_CAP}, with the Safe's threshold and signers as evidence; a 1-of-n Safe, an insiders' Safe or a wallet is one party. When the largest LP holder is a contract no list names, who can take its LP out now is measured by calling its own functions (its real code) as a stranger, its owner and the token's keys and largest depositors: a caller that took half or more out makes it that party's; LP nobody could take out is held for a time nobody read: counted with the party that could pull the most, at most ${HELD_LP_CAP} (neither shown pullable nor shown locked). Without them: the share neither burnt nor locked, on the same bands. LP in a locker whose locks cannot be read is unknown, not locked. Concentrated-liquidity pools only: not applicable. No V2 pair found and no market data: unknown.`,
  issuer: {
    cap: "info",
    note: "a listed issuer's pools are market makers' liquidity; the token does not depend on one pair.",
  },
  run(ctx, emit) {
    if (!ctx.evm.code.present) return emit("unknown", NO_CODE_TEXT, { pool: null }, undefined, "LP status unknown");
    const d = ctx.evm.liquidity.deepest;
    if (!d) {
      const m = ctx.market;
      if (m && m.status === "ok" && m.pools.length > 0 && m.pools.every((p) => p.lp.status === "not_applicable")) {
        return emit(
          "not_applicable",
          "Every listed pool is concentrated liquidity (V3-style): positions are NFTs, there is no fungible LP to burn or lock.",
          { pools: m.pools.length },
          undefined,
          "No fungible LP",
        );
      }
      return emit(
        "unknown",
        "No Uniswap V2-style pair with a known quote token was found on the known DEXes, so no LP could be analysed.",
        { pool: null, lockersVersion: ctx.evm.liquidity.lockersVersion },
        undefined,
        "LP status unknown",
      );
    }
    const soon = ctx.nowMs / 1000 + LP_LOCK_MIN_DAYS * 86_400;
    const expiring = d.lockedIn.filter((l) => l.unlocksAt !== null && l.unlocksAt < soon);
    const unreadable = d.lockedIn.filter((l) => l.unlocksAt === null);
    const unreadableBps = unreadable.reduce((s, l) => s + l.shareBps, 0);
    const lockedBps = d.lockedIn.reduce(
      (s, l) => s + (expiring.includes(l) || unreadable.includes(l) ? 0 : l.shareBps),
      0,
    );
    // The top LP holder read through when it is a contract whose own interface and code say who can take its LP
    // (holders.ts readLpHolderContract; reader round 4): a vesting schedule, or a pool nobody controls.
    const lpContract =
      (d.topLpHolder as (NonNullable<typeof d.topLpHolder> & { contract?: LpHolderContract | null }) | null)
        ?.contract ?? null;
    const readThrough =
      d.lpHolders && lpContract && !d.topLpHolder?.governance
        ? lookThrough(d.lpHolders, lpContract, d.lpTotalSupply, soon)
        : null;
    // LP a vesting schedule keeps past LP_LOCK_MIN_DAYS counts as locked.
    const vestingLockedBps = readThrough?.vestingLockedBps ?? 0;
    // LP the probe measured as held now (no caller could take it out), for a time nobody read: like a locker whose
    // locks cannot be read, unknown (not locked, not pullable).
    const heldBps = readThrough?.heldBps ?? 0;
    const unlockedBps = Math.max(0, 10_000 - d.burntBps - lockedBps - vestingLockedBps - unreadableBps - heldBps);
    const earliest = d.lockedIn.map((l) => l.unlocksAt).filter((x): x is number => x !== null);
    // Who counts as one party: the deployer and every privileged candidate (they may be one team).
    const controllers = new Set(
      [
        ctx.evm.deployer.address,
        ctx.evm.ownership.effectiveOwner,
        ...(ctx.evm.privileges && ctx.evm.privileges.status !== "not_run"
          ? ctx.evm.privileges.candidates.map((c) => c.address)
          : []),
      ]
        .filter((a): a is NonNullable<typeof a> => !!a)
        .map(lower),
    );
    const holders = readThrough ? readThrough.holders : d.lpHolders;
    // LP held by recognised governance (an official Safe of two or more signatures whose signers are not the token's
    // insiders, a documented timelock of a day or more; reader.ts, governance.ts) is not one party's: scored apart,
    // at most medium.
    const governance = d.topLpHolder?.governance ?? null;
    const governed = governance && d.topLpHolder ? lower(d.topLpHolder.address) : null;
    const oneParty = holders?.filter((h) => lower(h.address) !== governed) ?? null;
    const governedBps = holders?.find((h) => lower(h.address) === governed)?.shareBps ?? 0;
    const controlledBps = oneParty
      ? oneParty.filter((h) => controllers.has(lower(h.address))).reduce((s, h) => s + h.shareBps, 0)
      : null;
    const topBps = holders?.[0]?.shareBps ?? 0;
    const topOnePartyBps = oneParty?.[0]?.shareBps ?? 0;
    const expiringBps = expiring.reduce((s, l) => s + l.shareBps, 0);
    // Expiring locks return to their owner soon: counted with the party that can pull the most.
    const riskBps = holders ? Math.max(controlledBps ?? 0, topOnePartyBps) + expiringBps : unlockedBps;
    const ev: Record<string, EvidenceValue> = {
      pool: d.pair,
      dex: d.dex,
      quote: d.quote,
      kind: "uniswap-v2",
      lpSupply: d.lpTotalSupply.toString(),
      burnedPct: pct2(d.burntBps),
      lockedPct: pct2(lockedBps + vestingLockedBps),
      unlockedPct: pct2(unlockedBps),
      unreadableLockPct: pct2(unreadableBps + heldBps),
      controlledPct: controlledBps === null ? null : pct2(controlledBps),
      topLpHolderPct: holders ? pct2(topBps) : null,
      pullablePct: pct2(riskBps),
      basis: holders ? "lp_holders" : "unlocked_share",
      lockers: d.lockedIn.map((l) => l.locker).join(", ") || null,
      lockEndsAt: earliest.length ? new Date(Math.min(...earliest) * 1000).toISOString() : null,
      expiringLockPct: pct2(expiringBps),
      topLpHolder: d.topLpHolder?.address ?? null,
      lpGovernance: governance ? governanceEvidence(governance) : null,
      lpGovernanceSigners: governance?.kind === "multisig" && governance.owners ? governance.owners.join(", ") : null,
      governedLpPct: governance ? pct2(governedBps) : null,
      lpHolderContract: lpContract ? lpContract.kind : null,
      lpHolderContractReading: lpContract ? lpContract.why : null,
      vestingLockedPct: lpContract?.kind === "vesting" ? pct2(vestingLockedBps) : null,
      vestingStart: lpContract?.vesting ? new Date(lpContract.vesting.start * 1000).toISOString() : null,
      vestingEnd: lpContract?.vesting ? new Date(lpContract.vesting.end * 1000).toISOString() : null,
      vestingBeneficiary: lpContract?.vesting?.beneficiary ?? null,
      lpDepositors: lpContract?.depositors ? lpContract.depositors.length : null,
      lockersVersion: ctx.evm.liquidity.lockersVersion,
    };
    const oneSev = lpSeverity(riskBps / 100);
    const governedSev = governance ? atMost(lpSeverity(governedBps / 100), GOVERNED_LP_CAP) : null;
    // LP a contract held against every measured call, for a time nobody read (review14): not shown pullable, not shown
    // locked either: counted with the party that could pull the most, at most HELD_LP_CAP (a caution, never a pass).
    const heldSev = heldBps > 0 ? atMost(lpSeverity((riskBps + heldBps) / 100), HELD_LP_CAP) : null;
    const sev = worse(worse(oneSev, governedSev), heldSev);
    const lockText = d.lockedIn.length
      ? ` Locked in ${d.lockedIn.map((l) => `${l.locker} (${pct2(l.shareBps)}%, ${l.unlocksAt === null ? "locks not readable" : `until ${new Date(l.unlocksAt * 1000).toISOString().slice(0, 10)}`})`).join(", ")}.`
      : "";
    const expText = expiring.length
      ? ` ${ev.expiringLockPct}% is locked for less than ${LP_LOCK_MIN_DAYS} days and counts as pullable.`
      : "";
    const through =
      readThrough && lpContract?.kind === "vesting" && lpContract.vesting
        ? ` The largest LP holder ${lpContract.address} is a vesting schedule read by its own functions (${lpContract.why}): it vests linearly from ${day(lpContract.vesting.start)} to ${day(lpContract.vesting.end)}; ${pct2(readThrough.vestedSoonBps)}% of the pool can reach its beneficiary ${lpContract.vesting.beneficiary ?? "(not answered)"} within ${LP_LOCK_MIN_DAYS} days and counts as theirs, ${ev.vestingLockedPct}% stays locked.`
        : readThrough && lpContract?.kind === "pooled"
          ? ` The largest LP holder ${lpContract.address} is a contract nobody controls (${lpContract.why}): its LP counts for each depositor's own deposit${heldBps > 0 ? `, as far as the depositor could take it out when called; ${pct2(heldBps)}% of the pool is held for a time nobody read` : ""}.`
          : readThrough && lpContract?.kind === "held"
            ? ` The largest LP holder ${lpContract.address} is a contract that holds its LP (${lpContract.why}): ${pct2(heldBps)}% of the pool is held for a time nobody read, and only what a caller took out counts as that caller's.`
            : lpContract?.kind === "other"
              ? ` The largest LP holder is a contract counted as one party: ${lpContract.why}.`
              : "";
    const who = holders
      ? governance && d.topLpHolder
        ? ` The largest holder ${d.topLpHolder.address} (${ev.governedLpPct}%) is governance, not one party: ${governanceEvidence(governance)}${ev.lpGovernanceSigners ? ` (signers ${ev.lpGovernanceSigners})` : ""}; its LP counts at most ${GOVERNED_LP_CAP}. Of the rest, the deployer and privileged addresses hold ${ev.controlledPct}%: one party can pull ${ev.pullablePct}% of the pool.`
        : ` The deployer and privileged addresses hold ${ev.controlledPct}% of the LP, the largest holder${d.topLpHolder ? ` ${d.topLpHolder.address} (${d.topLpHolder.isContract ? "a contract" : d.topLpHolder.isContract === false ? "a wallet" : "type unknown"})` : ""} ${ev.topLpHolderPct}%: one party can pull ${ev.pullablePct}% of the pool.`
      : "";
    const text = `Deepest pair ${d.pair} (${d.dex}): ${ev.burnedPct}% of LP burnt, ${ev.lockedPct}% locked, ${ev.unlockedPct}% unlocked.${lockText}${expText}${through}${who}`;
    if (unreadableBps > 0 && lpSeverity((riskBps + unreadableBps + heldBps) / 100) !== sev)
      return emit(
        "unknown",
        `${text} ${pct2(unreadableBps)}% is in a locker whose locks cannot be read: unknown, not locked.`,
        ev,
        undefined,
        "LP lock not readable",
      );
    const title =
      heldSev && sev === heldSev && sev !== oneSev && sev !== governedSev
        ? `${pct2(heldBps)}% of the LP held by a contract until a time nobody read`
        : governedSev && sev === governedSev && sev !== oneSev
          ? `Governance holds ${ev.governedLpPct}% of the LP`
          : holders
            ? `One party can pull ${ev.pullablePct}% of the LP`
            : `${ev.unlockedPct}% of LP unlocked`;
    return sev
      ? emit("fail", text, ev, sev, title)
      : emit("pass", text, ev, undefined, holders ? "LP burnt, locked or widely held" : "LP burnt or locked");
  },
});
