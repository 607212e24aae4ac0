/**
 * Reference text generated from the check modules and the scoring table (issue 15): the
 * findings catalogue, per-check thresholds / fail severities / issuer handling / floor reasoning,
 * and the scoring rules. docs/analysis.md is this output, and the /docs page renders the same
 * data (tests/unit/engine/analysis-docs.test.ts checks the file matches; `npx tsx scripts/eval.ts
 * --write-docs` rewrites them). Plain strings: no Next, no fs.
 */
import { CHECKS, describeBands } from "./checks";
import { describeScoring, SCORING_TABLE } from "./scoring";

const cell = (s: string) => s.replace(/\|/g, "\\|");

/** What `severity`, `catalogueSeverity` and `penalty` mean on a finding. */
export const FINDING_FIELDS_TEXT = [
  "Every scan reports every finding (pass included). On each finding:",
  "",
  "- `severity`: the severity the outcome is rated at. On a failing finding it is the applied severity (magnitude bands and the trust context included); it sets the penalty and the level floor. On `unknown`, `pass` and `not_applicable` it is the catalogue severity (an unknown finding's penalty is computed from it).",
  "- `catalogueSeverity`: the check's catalogue severity (the table below), whatever the outcome.",
  "- `penalty`: the points the finding subtracted from the score (0 for `pass` / `not_applicable`).",
].join("\n");

/** The findings table (id, catalogue severity, meaning). */
export function findingsTable(): string {
  return ["| id | severity | what it means |", "|---|---|---|", ...CHECKS.map((c) => `| \`${c.id}\` | ${c.severity} | ${cell(c.description)} |`)].join("\n");
}

/** The scoring section (penalties, bands, floor). */
export function scoringSection(): string {
  return describeScoring();
}

/** Per-check reference: fail severities, thresholds, issuer handling, floor reasoning. */
export function checkDetails(): string {
  const out: string[] = [];
  for (const c of CHECKS) {
    out.push(`### \`${c.id}\` — ${c.title}`, "", c.description, "");
    out.push(`- Catalogue severity: **${c.severity}** (unknown costs ${SCORING_TABLE.severityPenalty[c.severity] * SCORING_TABLE.unknownFactor} points).`);
    if (c.failsAs.length) out.push(`- Fails as: ${c.failsAs.map((f) => `**${f.severity}** when ${f.when}`).join("; ")}.`);
    else out.push("- Never fails (it is `unknown` or `pass`).");
    if (c.thresholds) out.push(`- Thresholds (${c.thresholds.metric}): ${describeBands(c.thresholds)}.`);
    out.push(c.issuer ? `- Listed issuer: at most **${c.issuer.cap}** (${c.issuer.note})` : "- Listed issuer: not reduced.");
    out.push(`- Floor reasoning: ${c.floorReasoning}`, "");
  }
  return out.join("\n").trimEnd();
}

/** docs/analysis.md, with the evaluation figures (tests/eval) appended by the caller. */
export function analysisMarkdown(evalSection: string): string {
  return [
    "# The analysis: findings, thresholds, scoring and floors",
    "",
    "<!-- GENERATED from lib/engine/checks/*.ts and lib/engine/scoring.ts by `npx tsx scripts/eval.ts --write-docs`. Do not edit by hand. -->",
    "",
    "## Scoring",
    "",
    scoringSection(),
    "",
    "## Findings",
    "",
    FINDING_FIELDS_TEXT,
    "",
    findingsTable(),
    "",
    "## Per check",
    "",
    "Each check is one module under `lib/engine/checks/`; this section is generated from them.",
    "",
    checkDetails(),
    "",
    "## Evaluation (tests/eval)",
    "",
    evalSection,
    "",
  ].join("\n");
}
