/**
 * The deterministic scoring table. Exported as DATA so the README / docs can render it.
 *
 *   score = clamp(round(100 - sum(charged penalty)), 0, 100)
 *   penalty(fail)           = SEVERITY_PENALTY[severity]
 *   penalty(unknown)        = SEVERITY_PENALTY[severity] * UNKNOWN_FACTOR  (unknown is never safe)
 *   penalty(pass | n/a)     = 0
 *   charged penalty         = the penalty, except inside a correlation GROUP (checks that read one underlying
 *                             fact, declared by each check module's `group`): the group's costliest item
 *                             counts in full, each other failing one at the group's `restShare`, each other
 *                             unknown at min(restShare, UNKNOWN_REST_SHARE) (one root cause, never free).
 *   riskLevel               = first band whose `min` <= score, then raised to the FLOOR: at least the
 *                             highest severity among failing findings (their applied severity, i.e.
 *                             after the trust context reduced issuer-controlled authorities).
 */
import { CHECKS, type CheckGroupId } from "./checks";
import { EVM_CHECKS } from "./checks/evm";
import type { Coverage, Finding, RiskLevel, ScoreBreakdownEntry, Severity } from "./types";

const LEVELS: readonly RiskLevel[] = ["low", "medium", "high", "critical"];

/** A correlation group: checks that see one underlying fact (or one missing fact) from several angles. */
export interface ScoringGroup {
  title: string;
  /**
   * Share of its penalty that each failing group item after the costliest is charged (1: the group's failing
   * findings are independent facts and add up); unknowns after the costliest pay at most UNKNOWN_REST_SHARE.
   */
  restShare: number;
  /** Why the members are one fact (docs). */
  why: string;
}

/**
 * Share charged for each item of a correlated group after the costliest. Measured on every evaluation set
 * (2026-11-26): for the concentration group 0, 0.25 and 0.5 give the same verdicts on every set (dev and v1
 * unchanged, the EVM v2 false alarms of honest tokens with one concentrated supply fixed); for the privilege
 * group, a governed issuer's controls (mint, freeze, pause held by one multisig, each capped medium) score 64
 * (medium, as an analyst rates them) at 0.25, 59 at 0.5, and stay a false alarm (high, 42) counted in full.
 * A small share, not zero: a second view of one fact still says a little more
 * (ten wallets holding 70% beyond one holding 39%; a key that can mint AND freeze has two ways to hurt holders).
 */
export const CORRELATED_REST_SHARE = 0.25;

export const SCORING_TABLE = {
  startScore: 100,
  severityPenalty: { critical: 45, high: 25, medium: 10, low: 4, info: 0 } as Record<Severity, number>,
  /** Fraction of the severity penalty subtracted for a finding whose data could not be read. */
  unknownFactor: 0.5,
  /** Correlation groups, by the id a check module names in its `group` field. */
  groups: {
    concentration: {
      title: "Supply concentration",
      restShare: CORRELATED_REST_SHARE,
      why: "The largest holder, the top 10 and the creator's share are three views of one holder table: the creator is usually the largest holder, and the largest holder is part of the top 10. One concentrated supply is one risk (who can dump), not three.",
    },
    privilege: {
      title: "Privileged control",
      restShare: CORRELATED_REST_SHARE,
      why: "The live owner and each power it holds (mint, blacklist, pause, trading switch, tax, limits, balance moves) are measured by one privilege probe over the same callers: the risk is that one controller turns hostile, and one power is enough for that; more powers add a little. When the probe could not decide, every power is unknown for the same reason: the costliest unknown counts in full, the others at a quarter.",
    },
    simulation: {
      title: "Trade simulation",
      restShare: 1,
      why: "Honeypot, buy / sell / transfer taxes, gas and outside calls in the transfer path come from one simulated trade: what each measures is a separate fact and adds up, but when the simulation did not run (or the buy failed) they are all unknown for that one reason: the costliest unknown counts in full, the others at a quarter.",
    },
  } satisfies Record<CheckGroupId, ScoringGroup>,
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
    "Floor: riskLevel is at least the highest severity among findings with status `fail` (`critical` forces critical, `high` at least high, `medium` at least medium). Groups change what a finding costs, never the floor.",
    "The floor uses each finding's applied severity: issuer-controlled authorities of listed issuers (USDC, USDT, PYUSD, wSOL, LSTs, DAO tokens) count at their reduced severity. `unknown` findings set no floor.",
  ],
  rounding: "Penalties are summed unrounded; the final score is Math.round(100 - sum), clamped to 0..100.",
} as const;

export type ScoringGroupId = keyof typeof SCORING_TABLE.groups;

/** The correlation group each check declares (Solana and EVM registries; a shared id has one group). */
const GROUP_OF: ReadonlyMap<string, ScoringGroupId> = new Map(
  [...CHECKS, ...EVM_CHECKS].flatMap((c) => (c.group ? [[c.id, c.group] as const] : [])),
);
export const checkGroup = (id: string): ScoringGroupId | undefined => GROUP_OF.get(id);

/** Each group with its member checks (ids, report order), for the docs and the /docs page. */
export function scoringGroups(): Array<ScoringGroup & { id: ScoringGroupId; checks: string[] }> {
  return (Object.keys(SCORING_TABLE.groups) as ScoringGroupId[]).map((id) => ({
    id,
    ...SCORING_TABLE.groups[id],
    checks: [...GROUP_OF].filter(([, g]) => g === id).map(([check]) => check),
  }));
}

/** How a group charges its failing findings, in words. */
export const groupFailsText = (g: Pick<ScoringGroup, "restShare">): string =>
  g.restShare === 1 ? "each counts in full" : `the costliest in full, each other at ${g.restShare * 100}%`;

/** The rule in words (docs and the /docs page). */
export function groupRuleText(): string {
  const m = SCORING_TABLE.severityPenalty.medium;
  const c = SCORING_TABLE.groups.concentration.restShare;
  return `Checks that read one underlying fact form a correlation group (the \`group\` of the check module). Inside a group the costliest item (a failing finding or an unknown) is charged in full, each other failing finding at the group's share, and each other unknown at the smaller of the group's share and ${UNKNOWN_REST_SHARE * 100}% (unknowns of one group share a root cause, e.g. the privilege probe could not decide, so every power is unknown; a gap still costs, never as little as a pass). A finding's \`penalty\` is what it was charged. Findings outside any group add up as before, and so do the groups' totals. Example: a top holder, top 10 and creator share all failing \`medium\` cost ${m} + ${c * 100}% × (${m} + ${m}) = ${m + c * 2 * m}, not ${3 * m}.`;
}

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

/**
 * Unknowns of one group share a root cause (the probe or the simulation could not decide), but a gap is not a pass:
 * after the group's costliest item, each further unknown is charged this share of its penalty (never 0), so a token
 * whose every power is undecided cannot score as if it had been checked (review, 2026-11-26).
 */
export const UNKNOWN_REST_SHARE = 0.25;

/**
 * The penalty each finding is charged (same order as `findings`): `penaltyFor`, except inside a correlation group
 * (SCORING_TABLE.groups; `groupOf` names a finding's group): the group's costliest item (a failing finding or an
 * unknown) is charged in full, every other failing finding at the group's `restShare` and every other unknown at
 * the smaller of that and UNKNOWN_REST_SHARE. Ties go to the failing finding, then report order.
 */
export function chargedPenalties(
  findings: Pick<Finding, "id" | "status" | "severity">[],
  groupOf: (id: string) => ScoringGroupId | undefined = checkGroup,
): number[] {
  const full = findings.map(penaltyFor);
  const charged = full.slice();
  const members = new Map<ScoringGroupId, number[]>();
  findings.forEach((f, i) => {
    const g = groupOf(f.id);
    if (g && full[i] > 0) members.set(g, [...(members.get(g) ?? []), i]);
  });
  const costliest = (a: number, b: number) =>
    full[b] - full[a] || Number(findings[b].status === "fail") - Number(findings[a].status === "fail") || a - b;
  for (const [g, idx] of members) {
    const items = idx.filter((i) => findings[i].status === "fail" || findings[i].status === "unknown").sort(costliest);
    const share = SCORING_TABLE.groups[g].restShare;
    for (const i of items.slice(1))
      charged[i] = full[i] * (findings[i].status === "unknown" ? Math.min(share, UNKNOWN_REST_SHARE) : share);
  }
  return charged;
}

/**
 * Level rules a chain can add after the bands (EVM: EVM_LEVEL_RULES). Both only move the level between `medium` and
 * the bands' level: failing findings keep their floor (`levelFloor`), and the score is unchanged.
 */
export interface LevelRules {
  /**
   * Missing data is never a pass: an `unknown` finding of at least `minSeverity` (a check that could have said high
   * or critical, e.g. the sell never simulated, a power the probe could not decide) raises the level to `level`.
   */
  unknownFloor: { minSeverity: Severity; level: RiskLevel } | null;
  /**
   * Findings that do not compound do not add up past `level`: without a failing finding of at least
   * `unlessSeverity`, the bands give at most `level` unless failing findings of `minSeverity` or more sit in two or
   * more of the `compounding` categories (a check group id, or a check id).
   */
  accumulationCap: {
    level: RiskLevel;
    unlessSeverity: Severity;
    minSeverity: Severity;
    compounding: readonly { title: string; group?: ScoringGroupId; check?: string }[];
  } | null;
}

const SEVERITIES: readonly Severity[] = ["info", "low", "medium", "high", "critical"];
const atLeast = (s: Severity, min: Severity) => SEVERITIES.indexOf(s) >= SEVERITIES.indexOf(min);
const maxLevel = (a: RiskLevel, b: RiskLevel) => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/**
 * The EVM scan's level rules (decided 2026-11-26, docs/evm.md "Scoring"):
 * - a check that could fail high or critical but is `unknown` (no simulation, the probe undecided, holders
 *   unreadable) keeps the token out of `low`: `medium` at least, never a pass;
 * - several medium (or lower) findings that do not compound stop at `medium`: a gas anomaly, thin liquidity and a
 *   new pair are three separate cautions, not a rug. They compound when the same token shows two of: a live
 *   controller's power over holders (the privilege group), a pool one party can pull (LP_UNLOCKED), a concentrated
 *   supply (the concentration group): a power plus an exit, or a dump plus an exit. Then the bands apply as they are.
 */
export const EVM_LEVEL_RULES: LevelRules = {
  unknownFloor: { minSeverity: "high", level: "medium" },
  accumulationCap: {
    level: "medium",
    unlessSeverity: "high",
    minSeverity: "medium",
    compounding: [
      { title: "a live controller's power over holders", group: "privilege" },
      { title: "a pool one party can pull", check: "LP_UNLOCKED" },
      { title: "a concentrated supply", group: "concentration" },
    ],
  },
};

/** The level after `rules` (band and failing-finding floor first); returns the band level unchanged without rules. */
export function ruledLevel(
  band: RiskLevel,
  findings: Pick<Finding, "id" | "status" | "severity">[],
  rules: LevelRules | null,
  groupOf: (id: string) => ScoringGroupId | undefined = checkGroup,
): RiskLevel {
  if (!rules) return band;
  let level = band;
  const cap = rules.accumulationCap;
  if (cap && LEVELS.indexOf(level) > LEVELS.indexOf(cap.level)) {
    const fails = findings.filter((f) => f.status === "fail");
    const serious = fails.some((f) => atLeast(f.severity, cap.unlessSeverity));
    const categories = cap.compounding.filter((c) =>
      fails.some(
        (f) =>
          atLeast(f.severity, cap.minSeverity) && (c.check ? f.id === c.check : c.group && groupOf(f.id) === c.group),
      ),
    );
    if (!serious && categories.length < 2) level = cap.level;
  }
  const u = rules.unknownFloor;
  if (u && findings.some((f) => f.status === "unknown" && atLeast(f.severity, u.minSeverity)))
    level = maxLevel(level, u.level);
  return level;
}

export function scoreFindings(
  findings: Finding[],
  groupOf: (id: string) => ScoringGroupId | undefined = checkGroup,
  rules: LevelRules | null = null,
): ScoreResult {
  const charged = chargedPenalties(findings, groupOf);
  const scoreBreakdown: ScoreBreakdownEntry[] = findings.map((f, i) => ({
    findingId: f.id,
    status: f.status,
    severity: f.severity,
    penalty: charged[i],
  }));
  const total = scoreBreakdown.reduce((s, e) => s + e.penalty, 0);
  const safetyScore = Math.min(100, Math.max(0, Math.round(SCORING_TABLE.startScore - total)));
  const band = bandLevel(safetyScore);
  const ruled = ruledLevel(band, findings, rules, groupOf);
  const floor = levelFloor(findings);
  const riskLevel = floor && LEVELS.indexOf(floor) > LEVELS.indexOf(ruled) ? floor : ruled;
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
  const groups = scoringGroups().map(
    (g) =>
      `| ${g.id} (${g.title}) | ${g.checks.map((id) => `\`${id}\``).join(", ")} | ${groupFailsText(g)} | ${g.why} |`,
  );
  return [
    `safetyScore starts at ${t.startScore} (higher is safer). Each finding subtracts a penalty by severity (\`penalty\` on the finding; within a correlation group, see below, less):`,
    "",
    "| severity | penalty (fail) | penalty (unknown) | level floor (fail) |",
    "|---|---|---|---|",
    ...sev,
    "",
    "Findings that pass or do not apply subtract 0. " + t.rounding,
    "",
    `**One fact, one penalty.** ${groupRuleText()}`,
    "",
    "| group | checks | failing findings | why one fact |",
    "|---|---|---|---|",
    ...groups,
    "",
    "| score | riskLevel |",
    "|---|---|",
    ...bands,
    "",
    ...t.overrides.map((o) => `- ${o}`),
  ].join("\n");
}
