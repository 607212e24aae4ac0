import { describe, expect, it } from "vitest";
import { CHECKS } from "@/lib/engine/checks";
import { EVM_CHECKS } from "@/lib/engine/checks/evm";
import {
  CORRELATED_REST_SHARE,
  chargedPenalties,
  checkGroup,
  describeScoring,
  EVM_LEVEL_RULES,
  levelFloor,
  penaltyFor,
  SCORING_TABLE,
  scoreFindings,
} from "@/lib/engine/scoring";
import type { Finding, FindingStatus, Severity } from "@/lib/engine/types";

const f = (id: string, status: FindingStatus, severity: Severity): Finding => ({
  id,
  status,
  severity,
  title: id,
  detail: id,
  evidence: {},
});

describe("scoring table", () => {
  it("is data with the documented penalties", () => {
    expect(SCORING_TABLE.severityPenalty).toEqual({ critical: 45, high: 25, medium: 10, low: 4, info: 0 });
    expect(SCORING_TABLE.unknownFactor).toBe(0.5);
    expect(SCORING_TABLE.riskBands.map((b) => b.min)).toEqual([80, 55, 30, 0]);
    expect(describeScoring()).toContain("| critical | 45 | 22.5 |");
  });

  it("penalties by status", () => {
    expect(penaltyFor(f("A", "fail", "high"))).toBe(25);
    expect(penaltyFor(f("A", "unknown", "high"))).toBe(12.5);
    expect(penaltyFor(f("A", "pass", "critical"))).toBe(0);
    expect(penaltyFor(f("A", "not_applicable", "critical"))).toBe(0);
  });

  it("score, bands, clamping, coverage", () => {
    expect(scoreFindings([]).safetyScore).toBe(100);
    const r = scoreFindings([f("A", "fail", "high"), f("B", "unknown", "medium"), f("C", "pass", "low")]);
    expect(r.safetyScore).toBe(70);
    expect(r.bandLevel).toBe("medium"); // the band alone
    expect(r.riskLevel).toBe("high"); // issue 15: the failing high finding floors the level at high
    expect(r.coverage).toEqual({ checked: 2, unknown: 1, ratio: 0.667, missing: ["B"] });
    expect(r.scoreBreakdown.map((b) => b.penalty)).toEqual([25, 5, 0]);
    const many = scoreFindings([
      f("A", "fail", "high"),
      f("B", "fail", "high"),
      f("C", "fail", "high"),
      f("D", "fail", "high"),
      f("E", "fail", "high"),
    ]);
    expect(many.safetyScore).toBe(0);
    expect(many.riskLevel).toBe("critical");
    expect(scoreFindings([f("A", "unknown", "high")]).safetyScore).toBe(88); // 87.5 rounds half up
  });

  it("a failed critical forces critical even with a high score; unknown critical does not", () => {
    expect(scoreFindings([f("A", "fail", "critical")])).toMatchObject({ safetyScore: 55, riskLevel: "critical" });
    expect(scoreFindings([f("A", "unknown", "critical")])).toMatchObject({ safetyScore: 78, riskLevel: "medium" });
  });

  it("floor: the level is at least the highest severity among FAILING findings, after the bands", () => {
    const lv = (...fs: Finding[]) => scoreFindings(fs).riskLevel;
    // One failing finding of each severity, nothing else (scores 55..100: bands say low/medium).
    expect(lv(f("A", "fail", "critical"))).toBe("critical");
    expect(lv(f("A", "fail", "high"))).toBe("high"); // score 75: band medium
    expect(lv(f("A", "fail", "medium"))).toBe("medium"); // score 90: band low
    expect(lv(f("A", "fail", "low"))).toBe("low");
    expect(lv(f("A", "fail", "info"))).toBe("low");
    // The floor never lowers the band level.
    expect(
      lv(
        f("A", "fail", "medium"),
        f("B", "fail", "medium"),
        f("C", "fail", "medium"),
        f("D", "fail", "medium"),
        f("E", "fail", "medium"),
      ),
    ).toBe("high");
    // Unknown findings set no floor; passing findings set none either.
    expect(lv(f("A", "unknown", "high"))).toBe("low");
    expect(lv(f("A", "pass", "critical"))).toBe("low");
    // The highest failing severity wins.
    expect(lv(f("A", "fail", "low"), f("B", "fail", "high"), f("C", "fail", "medium"))).toBe("high");
    expect(levelFloor([f("A", "fail", "low"), f("B", "fail", "medium")])).toBe("medium");
    expect(levelFloor([f("A", "unknown", "critical")])).toBeNull();
  });

  it("findings carry the penalty they cost", () => {
    const r = scoreFindings([f("A", "fail", "high"), f("B", "unknown", "medium"), f("C", "pass", "low")]);
    expect(r.findings.map((x) => x.penalty)).toEqual([25, 5, 0]);
    expect(describeScoring()).toContain("| high | 25 | 12.5 | high |");
    expect(describeScoring()).toContain("at least the highest severity");
  });

  it("unknown is never as good as pass", () => {
    for (const s of ["low", "medium", "high", "critical"] as Severity[]) {
      expect(scoreFindings([f("A", "unknown", s)]).safetyScore).toBeLessThan(
        scoreFindings([f("A", "pass", s)]).safetyScore,
      );
    }
  });
});

describe("one fact, one penalty: correlation groups", () => {
  const charged = (...fs: Finding[]) => chargedPenalties(fs);
  const total = (...fs: Finding[]) => charged(...fs).reduce((a, b) => a + b, 0);

  it("the groups are data, declared by the check modules (Solana and EVM), each with at least two checks", () => {
    expect(SCORING_TABLE.groups.concentration.restShare).toBe(0.25);
    expect(SCORING_TABLE.groups.privilege.restShare).toBe(CORRELATED_REST_SHARE);
    expect(SCORING_TABLE.groups.simulation.restShare).toBe(1);
    for (const id of ["TOP_HOLDER_CONCENTRATION", "TOP10_CONCENTRATION", "CREATOR_HOLDING"])
      expect(checkGroup(id), id).toBe("concentration");
    for (const c of EVM_CHECKS.filter((c) =>
      ["MINTABLE", "BLACKLIST", "PAUSE_FUNCTION", "OWNER_PRIVILEGES"].includes(c.id),
    ))
      expect(c.group, c.id).toBe("privilege");
    expect(checkGroup("HONEYPOT")).toBe("simulation");
    expect(checkGroup("MINT_AUTHORITY_ACTIVE")).toBeUndefined();
    expect(checkGroup("LIQUIDITY_LOW")).toBeUndefined();
    // The EVM holder checks spread the Solana modules: same id, same group.
    expect(EVM_CHECKS.find((c) => c.id === "TOP10_CONCENTRATION")?.group).toBe("concentration");
    expect(CHECKS.find((c) => c.id === "TOP10_CONCENTRATION")?.group).toBe("concentration");
    for (const g of Object.keys(SCORING_TABLE.groups)) {
      const members = new Set([...CHECKS, ...EVM_CHECKS].filter((c) => c.group === g).map((c) => c.id));
      expect(members.size, g).toBeGreaterThanOrEqual(2);
    }
  });

  it("a group of three failing mediums costs the worst plus the documented share of the rest (15, not 30)", () => {
    const r = scoreFindings([
      f("TOP_HOLDER_CONCENTRATION", "fail", "medium"),
      f("TOP10_CONCENTRATION", "fail", "medium"),
      f("CREATOR_HOLDING", "fail", "medium"),
    ]);
    expect(r.scoreBreakdown.map((b) => b.penalty)).toEqual([10, 2.5, 2.5]);
    expect(r.safetyScore).toBe(85);
    expect(r.riskLevel).toBe("medium"); // the floor is unchanged: a failing medium keeps the level at medium
    // The costliest member counts in full, wherever it is in the report order.
    expect(
      charged(
        f("TOP_HOLDER_CONCENTRATION", "fail", "medium"),
        f("TOP10_CONCENTRATION", "fail", "low"),
        f("CREATOR_HOLDING", "fail", "high"),
      ),
    ).toEqual([2.5, 1, 25]);
  });

  it("independent findings still add up: three mediums in no group, or in different groups", () => {
    expect(
      scoreFindings([
        f("LIQUIDITY_LOW", "fail", "medium"),
        f("PAIR_NEW", "fail", "medium"),
        f("METADATA_MUTABLE", "fail", "medium"),
      ]).safetyScore,
    ).toBe(70);
    expect(
      total(
        f("TOP_HOLDER_CONCENTRATION", "fail", "medium"),
        f("MINTABLE", "fail", "medium"),
        f("SELL_TAX", "fail", "medium"),
      ),
    ).toBe(30);
    // In the simulation group the failing findings are separate measurements: they add up.
    expect(charged(f("BUY_TAX", "fail", "high"), f("SELL_TAX", "fail", "high"))).toEqual([25, 25]);
  });

  it("unknowns with one root cause: the costliest in full, the others at a quarter (a gap is never free)", () => {
    const r = scoreFindings([
      f("OWNER_PRIVILEGES", "unknown", "medium"),
      f("BALANCE_DRAIN", "unknown", "info"),
      f("MINTABLE", "unknown", "high"),
      f("BLACKLIST", "unknown", "high"),
      f("PAUSE_FUNCTION", "unknown", "high"),
      f("TAX_MODIFIABLE", "unknown", "medium"),
      f("MAX_TX_LIMITS", "unknown", "medium"),
    ]);
    expect(r.scoreBreakdown.map((b) => b.penalty)).toEqual([1.25, 0, 12.5, 3.125, 3.125, 1.25, 1.25]); // was 52.5 in all
    expect(r.safetyScore).toBe(78);
    expect(r.riskLevel).toBe("medium"); // unknowns set no floor; the band does
    expect(r.coverage.unknown).toBe(7); // coverage still reports every unknown check
    // The simulation did not run: the costliest unknown in full, the others at a quarter (12.5 + 0.25 x (2 + 5 + 2 + 2)).
    expect(
      total(
        f("HONEYPOT", "unknown", "high"),
        f("BUY_TAX", "unknown", "low"),
        f("SELL_TAX", "unknown", "medium"),
        f("TRANSFER_TAX", "unknown", "low"),
        f("GAS_ANOMALY", "unknown", "low"),
      ),
    ).toBe(15.25);
    // Unknowns of different groups are different gaps: they add up.
    expect(total(f("MINTABLE", "unknown", "high"), f("HONEYPOT", "unknown", "high"))).toBe(25);
    // Still never as good as a pass.
    expect(r.safetyScore).toBeLessThan(100);
  });

  it("a failing finding and unknowns in one correlated group: the fail in full, the unknowns at the share", () => {
    const r = scoreFindings([
      f("MINTABLE", "fail", "high"),
      f("TAX_MODIFIABLE", "unknown", "medium"),
      f("MAX_TX_LIMITS", "unknown", "medium"),
    ]);
    expect(r.scoreBreakdown.map((b) => b.penalty)).toEqual([25, 1.25, 1.25]);
    expect(r.safetyScore).toBe(73);
    expect(r.riskLevel).toBe("high");
    // An unknown costlier than the group's failing finding is the item that counts in full.
    expect(charged(f("OWNER_PRIVILEGES", "fail", "low"), f("MINTABLE", "unknown", "high"))).toEqual([1, 12.5]);
  });

  it("a critical still floors: a grouped critical counts in full and forces critical", () => {
    const r = scoreFindings([
      f("OWNER_PRIVILEGES", "fail", "medium"),
      f("MINTABLE", "fail", "high"),
      f("BALANCE_DRAIN", "fail", "critical"),
    ]);
    expect(r.scoreBreakdown.map((b) => b.penalty)).toEqual([2.5, 6.25, 45]);
    expect(r.safetyScore).toBe(46); // band: high
    expect(r.riskLevel).toBe("critical");
    // A high in a group keeps the level at least high however little the group charges the rest.
    expect(
      scoreFindings([f("TOP_HOLDER_CONCENTRATION", "fail", "medium"), f("CREATOR_HOLDING", "fail", "high")]).riskLevel,
    ).toBe("high");
  });

  it("each finding carries what it was charged: the penalties sum to 100 minus the score", () => {
    const fs = [
      f("TOP_HOLDER_CONCENTRATION", "fail", "medium"),
      f("TOP10_CONCENTRATION", "fail", "low"),
      f("CREATOR_HOLDING", "unknown", "low"),
      f("MINTABLE", "unknown", "high"),
      f("PAUSE_FUNCTION", "unknown", "high"),
      f("LP_UNLOCKED", "fail", "high"),
    ];
    const r = scoreFindings(fs);
    expect(r.findings.map((x) => x.penalty)).toEqual([10, 1, 0.5, 12.5, 3.125, 25]);
    expect(Math.round(100 - r.findings.reduce((s, x) => s + (x.penalty ?? 0), 0))).toBe(r.safetyScore);
    // A caller may score without groups (every finding on its own, the former rule).
    expect(scoreFindings(fs, () => undefined).scoreBreakdown.map((b) => b.penalty)).toEqual([10, 4, 2, 12.5, 12.5, 25]);
  });

  it("the docs describe the rule and list each group with its checks", () => {
    const d = describeScoring();
    expect(d).toContain("One fact, one penalty");
    expect(d).toContain("10 + 25% × (10 + 10) = 15");
    expect(d).toMatch(
      /\| concentration \(Supply concentration\) \| `TOP_HOLDER_CONCENTRATION`, `TOP10_CONCENTRATION`, `CREATOR_HOLDING` \| the costliest in full, each other at 25% \|/,
    );
    expect(d).toMatch(/\| simulation \(Trade simulation\) \| [^|]*`HONEYPOT`[^|]* \| each counts in full \|/);
  });
});

describe("EVM level rules: missing data is never low, unrelated cautions stop at medium", () => {
  const evm = (findings: Finding[]) => scoreFindings(findings, undefined, EVM_LEVEL_RULES);

  it("an unknown check that could fail high (the sell never simulated) keeps a clean token out of low", () => {
    const findings = [f("HONEYPOT", "unknown", "high"), f("NO_CODE", "pass", "critical")];
    expect(scoreFindings(findings).riskLevel).toBe("low");
    const r = evm(findings);
    expect(r.safetyScore).toBe(scoreFindings(findings).safetyScore);
    expect(r.riskLevel).toBe("medium");
  });

  it("an unknown medium check (a tax setter undecided) leaves a clean token low", () => {
    expect(evm([f("TAX_MODIFIABLE", "unknown", "medium"), f("HONEYPOT", "pass", "critical")]).riskLevel).toBe("low");
  });

  it("five unrelated medium findings stop at medium (the bands alone say high)", () => {
    const findings = ["GAS_ANOMALY", "LIQUIDITY_LOW", "PAIR_NEW", "SELLS_ABSENT", "TRANSFER_TAX"].map((id) =>
      f(id, "fail", "medium"),
    );
    expect(scoreFindings(findings).riskLevel).toBe("high");
    const r = evm(findings);
    expect(r.safetyScore).toBe(50);
    expect(r.riskLevel).toBe("medium");
  });

  it("mediums that compound (a controller's power and a pool one party can pull) keep the bands' high", () => {
    const findings = [
      f("TAX_MODIFIABLE", "fail", "medium"),
      f("LP_UNLOCKED", "fail", "medium"),
      f("GAS_ANOMALY", "fail", "medium"),
      f("LIQUIDITY_LOW", "fail", "medium"),
      f("PAIR_NEW", "fail", "medium"),
    ];
    expect(evm(findings).riskLevel).toBe("high");
  });

  it("a failing high keeps its floor and the bands (the cap never lowers a serious finding)", () => {
    const findings = [
      f("MINTABLE", "fail", "high"),
      f("LIQUIDITY_LOW", "fail", "medium"),
      f("GAS_ANOMALY", "fail", "medium"),
    ];
    expect(evm(findings).riskLevel).toBe("high");
    const critical = [f("HONEYPOT", "fail", "critical")];
    expect(evm(critical).riskLevel).toBe("critical");
  });
});
