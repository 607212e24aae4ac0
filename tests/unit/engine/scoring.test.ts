import { describe, expect, it } from "vitest";
import { describeScoring, levelFloor, penaltyFor, SCORING_TABLE, scoreFindings } from "@/lib/engine/scoring";
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
