/**
 * Reference text generated from the check modules and the scoring table (issue 15): the
 * findings catalogue, per-check thresholds / fail severities / issuer handling / floor reasoning,
 * and the scoring rules. docs/analysis.md is this output, and the /docs page renders the same
 * data (tests/unit/engine/analysis-docs.test.ts checks the file matches; `npx tsx scripts/eval.ts
 * --write-docs` rewrites them). Plain strings: no Next, no fs.
 */
import { CHECKS, type Check, describeBands } from "./checks";
import { EVM_CHECKS, LP_LOCK_MIN_DAYS } from "./checks/evm";
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
export function findingsTable(checks: readonly Pick<Check, "id" | "severity" | "description">[] = CHECKS): string {
  return [
    "| id | severity | what it means |",
    "|---|---|---|",
    ...checks.map((c) => `| \`${c.id}\` | ${c.severity} | ${cell(c.description)} |`),
  ].join("\n");
}

/** The scoring section (penalties, bands, floor). */
export function scoringSection(): string {
  return describeScoring();
}

/** Per-check reference: fail severities, thresholds, issuer handling, floor reasoning. */
export function checkDetails(checks: readonly Omit<Check, "evaluate">[] = CHECKS): string {
  const out: string[] = [];
  for (const c of checks) {
    out.push(`### \`${c.id}\` — ${c.title}`, "", c.description, "");
    out.push(
      `- Catalogue severity: **${c.severity}** (unknown costs ${SCORING_TABLE.severityPenalty[c.severity] * SCORING_TABLE.unknownFactor} points).`,
    );
    if (c.group)
      out.push(
        `- Correlation group: \`${c.group}\` (one fact with the group's other checks; scored as in [Scoring](#scoring)).`,
      );
    if (c.failsAs.length)
      out.push(`- Fails as: ${c.failsAs.map((f) => `**${f.severity}** when ${f.when}`).join("; ")}.`);
    else out.push("- Never fails (it is `unknown` or `pass`).");
    if (c.thresholds) out.push(`- Thresholds (${c.thresholds.metric}): ${describeBands(c.thresholds)}.`);
    out.push(
      c.issuer ? `- Listed issuer: at most **${c.issuer.cap}** (${c.issuer.note})` : "- Listed issuer: not reduced.",
    );
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
    "## EVM chains (Ethereum, Base, BNB Chain)",
    "",
    `EVM tokens are scored with the same table, floors, issuer handling and verdict line; their checks are the modules under \`lib/engine/checks/evm/\` plus the chain-agnostic modules shared with Solana (\`LIQUIDITY_LOW\`, \`PAIR_NEW\`, \`SELLS_ABSENT\`, \`CREATOR_HOLDING\`, \`IMPERSONATION\`: same id, thresholds and floor reasoning); \`TOP_HOLDER_CONCENTRATION\`, \`TOP10_CONCENTRATION\` and \`LP_UNLOCKED\` keep their Solana ids and thresholds over the EVM facts. Facts come from the EVM reader (docs/evm.md): bytecode selectors, proxy slots, owner functions, Transfer-log holders, V2 pairs and lockers (a lock ending within ${LP_LOCK_MIN_DAYS} days counts as unlocked), and one \`eth_call\` buy/sell simulation. Listed tokens (USDC, USDT, WETH, WBTC, DAI and each chain's wrapped native, lib/trust/well-known-evm.ts) have their issuer controls reduced as on Solana.`,
    "",
    findingsTable(EVM_CHECKS),
    "",
    checkDetails(EVM_CHECKS),
    "",
    "## Evaluation (tests/eval)",
    "",
    evalSection,
    "",
  ].join("\n");
}
