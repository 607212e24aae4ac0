import type { EvidenceValue, PoolFacts } from "../types";
import { bandSeverity, defineCheck, describeBands, pct, type Thresholds } from "./check";

export const LP_THRESHOLDS: Thresholds = {
  metric:
    "share of the token's analysed liquidity that one party can withdraw now (each pool's pullable share, weighted by the pool's USD liquidity)",
  bands: [
    { severity: "high", op: ">=", bound: 50 },
    { severity: "medium", op: ">=", bound: 20 },
    { severity: "low", op: ">=", bound: 5 },
  ],
  format: pct,
};
export const lpSeverity = (p: number) => bandSeverity(LP_THRESHOLDS, p);

const PLATFORM_NAMES: Record<string, string> = {
  "pump.fun": "pump.fun",
  "raydium-launchlab": "Raydium LaunchLab",
  "meteora-dbc": "Meteora DBC",
};
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
/** A pool's pullable share: `pullablePct` (Solana), else the unlocked LP (EVM V2 pairs, older facts). */
const pullableOf = (p: PoolFacts): number | null => p.lp.pullablePct ?? p.lp.unlockedPct ?? null;

/**
 * Pure: the liquidity-weighted pullable share over the analysed pools (equal weights when no pool has a
 * USD figure), the pool contributing most, and the share of the listed liquidity those pools cover.
 */
export function weightedPullable(pools: PoolFacts[]): {
  pct: number;
  top: PoolFacts;
  coveredPct: number | null;
} | null {
  const analysed = pools.filter((p) => p.lp.status === "ok" && pullableOf(p) !== null);
  if (analysed.length === 0) return null;
  const usd = (p: PoolFacts) => (typeof p.liquidityUsd === "number" && p.liquidityUsd > 0 ? p.liquidityUsd : 0);
  const anyUsd = analysed.some((p) => usd(p) > 0);
  const w = (p: PoolFacts) => (anyUsd ? usd(p) : 1);
  const total = analysed.reduce((s, p) => s + w(p), 0);
  const sum = analysed.reduce((s, p) => s + w(p) * (pullableOf(p) as number), 0);
  const top = analysed.reduce((a, b) => (w(b) * (pullableOf(b) as number) > w(a) * (pullableOf(a) as number) ? b : a));
  const listed = pools.reduce((s, p) => s + usd(p), 0);
  return {
    pct: round4(sum / total),
    top,
    coveredPct: anyUsd && listed > 0 ? round4((100 * total) / listed) : null,
  };
}

export const lpUnlocked = defineCheck({
  id: "LP_UNLOCKED",
  title: "LP unlocked",
  severity: "low",
  description: `Liquidity one party can pull. For each of the 5 deepest pools (per-pool figures in \`market.pools[].lp\`), the share of its liquidity one party can withdraw now: Raydium AMM v4 / CPMM, PumpSwap and Meteora DAMM v1, the LP held by the largest single owner among the LP mint's 20 largest accounts (LP burnt by supply reduction or at a burn address, in a known locker or a DAMM v1 lock escrow excluded; each account is its own party when the owners could not be read; unknown when the largest accounts could not be read), so LP spread over many providers is not one party's; Meteora DAMM v2, the party with the most unlocked liquidity (permanent and vesting locks excluded); Meteora DLMM, the owner with the most unlocked liquidity shares; Raydium CLMM / Orca Whirlpool, the party with the most liquidity not held by the venue's lock program (Raydium Burn & Earn, Orca position locks). A DAMM v2 / CLMM / Whirlpool position belongs to whoever holds its NFT: for the 5 largest positions, the holder is looked up among the deployer, the token's authorities, the creators and the top holders (and, for DAMM v2, in the position's own NFT account), and one wallet's positions count as one party; a position whose holder is not found is its own party. The score is that share weighted by each analysed pool's USD liquidity: ${describeBands(LP_THRESHOLDS)}. Not applicable while the token is on a launchpad curve (pump.fun, Raydium LaunchLab, Meteora DBC), whose liquidity no party can withdraw. Unknown without pool data (low unknown penalty: LIQUIDITY_LOW carries the missing-market penalty).`,
  thresholds: LP_THRESHOLDS,
  failsAs: [
    { severity: "high", when: ">= 50% pullable" },
    { severity: "medium", when: ">= 20% pullable" },
    { severity: "low", when: ">= 5% pullable" },
  ],
  issuer: null,
  floorReasoning:
    "Whoever can withdraw most of the liquidity can drain the pool in one transaction (the pulled-liquidity rug): half or more pullable is high, so the level is at least high.",
  run(ctx, emit) {
    const m = ctx.market;
    const lp = ctx.launchpad;
    if (lp && lp.status === "bonding") {
      const name = PLATFORM_NAMES[lp.platform ?? ""] ?? "launchpad";
      return emit(
        "not_applicable",
        `The token is still on the ${name} bonding curve: its liquidity is program-owned, no party can withdraw it.`,
        { launchpad: lp.platform },
        undefined,
        "No LP (bonding curve)",
      );
    }
    if (m?.status !== "ok" || m.pools.length === 0) {
      return emit(
        "unknown",
        m && m.status !== "disabled" ? `No pool data: ${m.reason}.` : "No market data, so no pool to analyse.",
        { marketStatus: m?.status ?? "disabled" },
        undefined,
        "LP status unknown",
      );
    }
    const w = weightedPullable(m.pools);
    if (w) {
      const l = w.top.lp;
      const ev: Record<string, EvidenceValue> = {
        pool: w.top.pairAddress,
        kind: l.kind,
        lpMint: l.lpMint,
        lpReserve: l.lpReserve,
        lpSupply: l.lpSupply,
        burnedPct: l.burnedPct,
        lockedPct: l.lockedPct,
        unlockedPct: l.unlockedPct,
        poolPullablePct: pullableOf(w.top),
        pullableBy: l.pullableBy?.address ?? null,
        pullableRole: l.pullableBy?.role ?? null,
        pullableKind: l.pullableBy?.kind ?? null,
        parties: l.parties ?? null,
        partyBasis: l.partyBasis ?? null,
        pullablePct: w.pct,
        analysedPools: m.pools.filter((p) => p.lp.status === "ok").length,
        coveredLiquidityPct: w.coveredPct,
      };
      const sev = lpSeverity(w.pct);
      const who = l.pullableBy
        ? ` by ${l.pullableBy.role === "unknown" || l.pullableBy.role === "other" ? "one" : `the ${l.pullableBy.role.replace("_", " ")}'s`} ${l.pullableBy.kind === "position-nft" ? "position" : l.pullableBy.kind === "token-account" ? "LP account" : "wallet"} ${l.pullableBy.address}`
        : "";
      const text = `${w.pct}% of the analysed liquidity can be withdrawn by one party now. Largest contributor: pool ${w.top.pairAddress} (${l.kind}), ${pullableOf(w.top)}% pullable${who}.`;
      return sev
        ? emit("fail", text, ev, sev, `${w.pct}% of liquidity pullable`)
        : emit("pass", text, ev, undefined, "Liquidity burnt or locked");
    }
    if (m.pools.every((p) => p.lp.status === "not_applicable")) {
      return emit(
        "not_applicable",
        "Every pool is a launchpad curve or has no withdrawable liquidity.",
        { pools: m.pools.length },
        undefined,
        "No withdrawable liquidity",
      );
    }
    const reasons = m.pools
      .map((p) => `${p.dexId}: ${p.lp.reason}`)
      .slice(0, 3)
      .join("; ");
    return emit(
      "unknown",
      `LP status could not be proven (${reasons}).`,
      { pools: m.pools.length },
      undefined,
      "LP status unproven",
    );
  },
  phrase: (f) =>
    typeof f.evidence.pullablePct === "number"
      ? `${f.evidence.pullablePct}% of the liquidity can be pulled by one party`
      : `${f.evidence.unlockedPct}% of the LP is unlocked`,
});
