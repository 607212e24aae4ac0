/**
 * The deterministic scoring table. Exported as DATA so the README / docs can render it.
 *
 *   score = clamp(round(100 - sum(penalty(finding))), 0, 100)
 *   penalty(fail)           = SEVERITY_PENALTY[severity]
 *   penalty(unknown)        = SEVERITY_PENALTY[severity] * UNKNOWN_FACTOR  (unknown is never safe)
 *   penalty(pass | n/a)     = 0
 *   riskLevel               = first band whose `min` <= score, then raised to the FLOOR: at least the
 *                             highest severity among failing findings (their applied severity, i.e.
 *                             after the trust context reduced issuer-controlled authorities).
 */
import type { Coverage, Finding, RiskLevel, ScoreBreakdownEntry, Severity } from "./types";

const LEVELS: readonly RiskLevel[] = ["low", "medium", "high", "critical"];

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
  /** Level floor by the severity of a failing finding (applied after the bands; `info` sets none). */
  levelFloor: { critical: "critical", high: "high", medium: "medium", low: "low", info: null } as Record<
    Severity,
    RiskLevel | null
  >,
  /** Overrides applied after the bands. */
  overrides: [
    "Floor: riskLevel is at least the highest severity among findings with status `fail` (`critical` forces critical, `high` at least high, `medium` at least medium).",
    "The floor uses each finding's applied severity: issuer-controlled authorities of listed issuers (USDC, USDT, PYUSD, wSOL, LSTs, DAO tokens) count at their reduced severity. `unknown` findings set no floor.",
  ],
  rounding: "Penalties are summed unrounded; the final score is Math.round(100 - sum), clamped to 0..100.",
} as const;

export function penaltyFor(f: Pick<Finding, "status" | "severity">): number {
  const base = SCORING_TABLE.severityPenalty[f.severity];
  if (f.status === "fail") return base;
  if (f.status === "unknown") return base * SCORING_TABLE.unknownFactor;
  return 0;
}

/** The level the score bands give. */
export function bandLevel(safetyScore: number): RiskLevel {
  for (const band of SCORING_TABLE.riskBands) if (safetyScore >= band.min) return band.level;
  return "critical";
}

/** The floor set by failing findings: the highest applied severity among them (null: none). */
export function levelFloor(findings: Pick<Finding, "status" | "severity">[]): RiskLevel | null {
  let floor: RiskLevel | null = null;
  for (const f of findings) {
    if (f.status !== "fail") continue;
    const l = SCORING_TABLE.levelFloor[f.severity];
    if (l && (floor === null || LEVELS.indexOf(l) > LEVELS.indexOf(floor))) floor = l;
  }
  return floor;
}

export interface ScoreResult {
  safetyScore: number;
  riskLevel: RiskLevel;
  /** The band level before the floor. */
  bandLevel: RiskLevel;
  scoreBreakdown: ScoreBreakdownEntry[];
  coverage: Coverage;
  /** The findings with `penalty` set. */
  findings: Finding[];
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
  const band = bandLevel(safetyScore);
  const floor = levelFloor(findings);
  const riskLevel = floor && LEVELS.indexOf(floor) > LEVELS.indexOf(band) ? floor : band;
  const unknown = findings.filter((f) => f.status === "unknown");
  const checked = findings.length - unknown.length;
  const denom = checked + unknown.length;
  const coverage: Coverage = {
    checked,
    unknown: unknown.length,
    ratio: denom === 0 ? 0 : Math.round((checked / denom) * 1000) / 1000,
    missing: unknown.map((f) => f.id),
  };
  return {
    safetyScore,
    riskLevel,
    bandLevel: band,
    scoreBreakdown,
    coverage,
    findings: findings.map((f, i) => ({ ...f, penalty: scoreBreakdown[i].penalty })),
  };
}

/** Short Markdown description of the scoring table, for docs. */
export function describeScoring(): string {
  const t = SCORING_TABLE;
  const sev = (Object.keys(t.severityPenalty) as Severity[]).map(
    (s) =>
      `| ${s} | ${t.severityPenalty[s]} | ${t.severityPenalty[s] * t.unknownFactor} | ${t.levelFloor[s] ?? "none"} |`,
  );
  const bands = t.riskBands.map((b) => `| >= ${b.min} | ${b.level} |`);
  return [
    `safetyScore starts at ${t.startScore} (higher is safer). Each finding subtracts a penalty by severity (\`penalty\` on the finding):`,
    "",
    "| severity | penalty (fail) | penalty (unknown) | level floor (fail) |",
    "|---|---|---|---|",
    ...sev,
    "",
    "Findings that pass or do not apply subtract 0. " + t.rounding,
    "",
    "| score | riskLevel |",
    "|---|---|",
    ...bands,
    "",
    ...t.overrides.map((o) => `- ${o}`),
  ].join("\n");
}
