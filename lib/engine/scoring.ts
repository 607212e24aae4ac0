/**
 * The deterministic scoring table. Exported as DATA so the README / docs can render it.
 *
 *   score = clamp(round(100 - sum(penalty(finding))), 0, 100)
 *   penalty(fail)           = SEVERITY_PENALTY[severity]
 *   penalty(unknown)        = SEVERITY_PENALTY[severity] * UNKNOWN_FACTOR  (unknown is never safe)
 *   penalty(pass | n/a)     = 0
 *   riskLevel               = first band whose `min` <= score; any FAILED critical finding forces `critical`.
 */
import type { Coverage, Finding, RiskLevel, ScoreBreakdownEntry, Severity } from "./types";

export const SCORING_TABLE = {
  startScore: 100,
  severityPenalty: { critical: 45, high: 25, medium: 10, low: 4, info: 0 } as Record<Severity, number>,
  /** Fraction of the severity penalty subtracted for a finding whose data could not be read. */
  unknownFactor: 0.5,
  /** Score bands, highest first: riskLevel is the first band with score >= min. */
  riskBands: [
    { min: 80, level: "low" },
    { min: 55, level: "medium" },
    { min: 30, level: "high" },
    { min: 0, level: "critical" },
  ] as Array<{ min: number; level: RiskLevel }>,
  /** Overrides applied after the bands. */
  overrides: ["Any finding with status `fail` and severity `critical` forces riskLevel `critical`."],
  rounding: "Penalties are summed unrounded; the final score is Math.round(100 - sum), clamped to 0..100.",
} as const;

export function penaltyFor(f: Pick<Finding, "status" | "severity">): number {
  const base = SCORING_TABLE.severityPenalty[f.severity];
  if (f.status === "fail") return base;
  if (f.status === "unknown") return base * SCORING_TABLE.unknownFactor;
  return 0;
}

export interface ScoreResult {
  safetyScore: number;
  riskLevel: RiskLevel;
  scoreBreakdown: ScoreBreakdownEntry[];
  coverage: Coverage;
}

export function scoreFindings(findings: Finding[]): ScoreResult {
  const scoreBreakdown: ScoreBreakdownEntry[] = findings.map((f) => ({
    findingId: f.id,
    status: f.status,
    severity: f.severity,
    penalty: penaltyFor(f),
  }));
  const total = scoreBreakdown.reduce((s, e) => s + e.penalty, 0);
  const safetyScore = Math.min(100, Math.max(0, Math.round(SCORING_TABLE.startScore - total)));
  let riskLevel: RiskLevel = "critical";
  for (const band of SCORING_TABLE.riskBands) {
    if (safetyScore >= band.min) {
      riskLevel = band.level;
      break;
    }
  }
  if (findings.some((f) => f.status === "fail" && f.severity === "critical")) riskLevel = "critical";
  const unknown = findings.filter((f) => f.status === "unknown");
  const checked = findings.length - unknown.length;
  const denom = checked + unknown.length;
  const coverage: Coverage = {
    checked,
    unknown: unknown.length,
    ratio: denom === 0 ? 0 : Math.round((checked / denom) * 1000) / 1000,
    missing: unknown.map((f) => f.id),
  };
  return { safetyScore, riskLevel, scoreBreakdown, coverage };
}

/** Short Markdown description of the scoring table, for docs. */
export function describeScoring(): string {
  const t = SCORING_TABLE;
  const sev = (Object.keys(t.severityPenalty) as Severity[]).map((s) => `| ${s} | ${t.severityPenalty[s]} | ${t.severityPenalty[s] * t.unknownFactor} |`);
  const bands = t.riskBands.map((b) => `| >= ${b.min} | ${b.level} |`);
  return [
    `safetyScore starts at ${t.startScore} (higher is safer). Each finding subtracts a penalty by severity:`,
    "",
    "| severity | penalty (fail) | penalty (unknown) |",
    "|---|---|---|",
    ...sev,
    "",
    "Findings that pass or do not apply subtract 0. " + t.rounding,
    "",
    "| score | riskLevel |",
    "|---|---|",
    ...bands,
    "",
    ...t.overrides,
  ].join("\n");
}
