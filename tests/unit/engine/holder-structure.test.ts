/**
 * Holder clusters (lib/engine/holder-structure.ts) and how TOP_HOLDER_CONCENTRATION scores them: a bundle
 * (>= 5 owners within 5% of each other) on its combined share with the bundle bands; 3-4 owners only when
 * their balances are near-identical; a traded tail (a smooth synthetic one, and a real mainnet top-20 table)
 * never becomes a finding.
 */
import { describe, expect, it } from "vitest";
import { BUNDLE_THRESHOLDS, bundleSeverity, topHolder } from "@/lib/engine/checks/top-holder";
import { holderShares } from "@/lib/engine/facts";
import { CLUSTER_RULE, holderGroups } from "@/lib/engine/holder-structure";
import type { HolderEntry } from "@/lib/engine/types";

const SUPPLY = 1_000_000_000_000_000n; // 1e9 tokens at 6 decimals
const entry = (owner: string, amount: bigint, excluded = false): HolderEntry =>
  ({ tokenAccount: `ta:${owner}`, owner, amount: amount.toString(), excluded }) as HolderEntry;
/** A share of supply in millionths (1% = 10_000). */
const share = (owner: string, ppm: number) => entry(owner, (SUPPLY * BigInt(ppm)) / 1_000_000n);

function topHolderFinding(top: HolderEntry[]) {
  const holders = holderShares(top, SUPPLY);
  return topHolder.evaluate({
    input: { chain: "solana", tokenAddress: "mint" },
    mode: "sandbox",
    mintAddress: "mint",
    mint: { program: "spl-token", supply: SUPPLY } as never,
    slot: 1,
    metadata: { source: "none", name: null, symbol: null, uri: null, mutable: null, updateAuthority: null },
    holders,
  } as never);
}

/**
 * A real mainnet getTokenLargestAccounts answer (slot 361455478; amounts at 6 decimals), as published in
 * github.com/gbengeneh/bobradar src/data/holders.js (read 2026-11-26). Facts transcribed: the amounts. The
 * supply is not in the answer; 1e9 tokens (the pump.fun supply) is assumed, and the largest account (23%)
 * is treated as the pool vault (excluded), as the scan would label it.
 */
const REAL_TOP20 = [
  232891037804997n,
  29221645076657n,
  28665432923433n,
  27800436451078n,
  22164757008810n,
  20253193127018n,
  19474247952356n,
  18121429136966n,
  13560721085048n,
  13056386696810n,
  13029558311015n,
  11986504633043n,
  11037039769889n,
  11007825486408n,
  10420954182426n,
  10365564628695n,
  10345775454820n,
  10313465000615n,
  10230606055353n,
  10153603386907n,
];

describe("holder clusters", () => {
  it("a bundle whose amounts vary by a few percent is one holder (18 wallets at 1.98-2.02%)", () => {
    const top = Array.from({ length: 18 }, (_, i) => share(`b${i}`, 19_800 + ((i * 7) % 5) * 100));
    const groups = holderGroups(top, SUPPLY);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: "cluster" });
    expect(groups[0].owners).toHaveLength(18);
    const f = topHolderFinding(top);
    expect(f).toMatchObject({ status: "fail", severity: "high" });
    expect(f.evidence).toMatchObject({ holderKind: "cluster", clusterSize: 18, bundle: true });
  });

  it("an unrelated holder just above a bundle does not split it: the window with the most members is taken first", () => {
    const top = [share("whale", 21_000), ...Array.from({ length: 8 }, (_, i) => share(`b${i}`, 20_200 - i * 50))];
    const groups = holderGroups(top, SUPPLY);
    const cluster = groups.find((g) => g.kind === "cluster");
    expect(cluster?.owners).toHaveLength(8);
    expect(cluster?.owners).not.toContain("whale");
  });

  it("a bundle of 5+ wallets is scored on the bundle bands: 12% together is medium, though one wallet with 12% is low", () => {
    const bundle = Array.from({ length: 6 }, (_, i) => share(`b${i}`, 20_000 - i * 100));
    expect(topHolderFinding(bundle)).toMatchObject({ status: "fail", severity: "medium" });
    expect(topHolderFinding([share("one", 120_000)])).toMatchObject({ status: "fail", severity: "low" });
    expect(bundleSeverity(25)).toBe("high");
    expect(BUNDLE_THRESHOLDS.minMembers).toBe(CLUSTER_RULE.bundleMinMembers);
  });

  it("a bundle varied by +-5% falls into two adjacent windows; bundled supply is both together (40%: high)", () => {
    const top = Array.from({ length: 20 }, (_, i) => share(`w${i}`, 21_000 - i * 105));
    const holders = holderShares(top, SUPPLY);
    expect(holders.clusters.length).toBe(2);
    expect(holders.clusters.every((c) => c.owners.length >= BUNDLE_THRESHOLDS.minMembers)).toBe(true);
    const f = topHolderFinding(top);
    expect(f).toMatchObject({ status: "fail", severity: "high" });
    expect(f.evidence).toMatchObject({ bundles: 2, clusterSize: 20, bundle: true });
    expect(f.evidence.top1Pct).toBeCloseTo(40.005, 3);
  });

  it("a smooth traded tail (500/490/480/... bps) is not a cluster; three near-identical balances are", () => {
    const smooth = Array.from({ length: 12 }, (_, i) => share(`s${i}`, 50_000 - i * 1_000));
    expect(holderGroups(smooth, SUPPLY).every((g) => g.kind === "owner")).toBe(true);
    expect(topHolderFinding(smooth).status).toBe("pass");
    const split = [share("x1", 90_000), share("x2", 89_800), share("x3", 89_700), ...smooth.slice(4)];
    const g = holderGroups(split, SUPPLY)[0];
    expect(g).toMatchObject({ kind: "cluster" });
    expect(g.owners).toHaveLength(3);
  });

  it("a real mainnet top-20 table: its bunched tail is reported as a cluster but is no finding", () => {
    const top = REAL_TOP20.map((amount, i) => entry(`real${i}`, amount, i === 0));
    const holders = holderShares(top, SUPPLY);
    // The six ~1% accounts (10.15M-10.42M) bunch within 2.6%; nothing else clusters.
    expect(holders.clusters).toHaveLength(1);
    expect(holders.clusters[0].owners).toEqual(["real14", "real15", "real16", "real17", "real18", "real19"]);
    expect(holders.clusters[0].pct).toBeLessThan(BUNDLE_THRESHOLDS.bands[BUNDLE_THRESHOLDS.bands.length - 1].bound);
    expect(topHolderFinding(top).status).toBe("pass");
  });
});
