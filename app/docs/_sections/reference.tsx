import { loadConfig } from "@/lib/config";
import { type DocCheck, FINDING_CATALOGUES, SANDBOX_CATALOGUES, type SandboxCatalogue } from "@/lib/docs/catalogues";
import { slug } from "@/lib/docs/openapi-view";
import { type ErrorRow, errorRows, type LimitRow, limitRows, TIERS } from "@/lib/docs/reference";
import { SCORING_TABLE } from "@/lib/engine";
import { FINDING_FIELDS_TEXT } from "@/lib/engine/analysis-docs";
import { describeBands } from "@/lib/engine/checks";
import { groupFailsText, groupRuleText, scoringGroups } from "@/lib/engine/scoring";
import { type Column, code, DataTable, Inline, Section } from "../_parts/ui";

/**
 * The reference sections, each a table over rows from the code: errors (lib/errors.ts through lib/docs/reference),
 * limits (the tier table and the configuration defaults), scoring (the engine's scoring table), findings (the check
 * modules) and the sandbox catalogues.
 */

const ERROR_COLUMNS: Column<ErrorRow>[] = [
  { head: "reason", cell: (e) => code(e.reason) },
  { head: "HTTP status", cell: (e) => e.status },
  { head: "Meaning", cell: (e) => <Inline text={e.meaning} /> },
];

export function Errors() {
  return (
    <Section id="errors" title="Errors">
      <p>
        Every error is{" "}
        <code>{`{"error": "<message>", "code": <HTTP status>, "reason": "<REASON>", "requestId": "req_…"}`}</code>
        {";"}
        validation errors add <code>details: [{`{path, message}`}]</code>. Every response carries{" "}
        <code>X-Request-Id</code>; 429 and 503 carry <code>Retry-After</code> (seconds).
      </p>
      <DataTable
        columns={ERROR_COLUMNS}
        rows={errorRows()}
        rowKey={(e) => e.reason}
        rowId={(e) => `error-${e.reason}`}
      />
    </Section>
  );
}

const LIMIT_COLUMNS: Column<LimitRow>[] = [
  { head: "Limit", cell: (r) => r.limit },
  ...TIERS.map((t): Column<LimitRow> => ({ head: t[0].toUpperCase() + t.slice(1), cell: (r) => r.values[t] })),
  { head: "Setting", cell: (r) => (r.setting ? code(r.setting) : "—") },
];

export function Limits() {
  // The defaults: the configuration of an empty environment.
  const { maxBodyBytes: maxBody, bodyReadTimeoutMs: bodyTimeout } = loadConfig({});
  return (
    <Section id="limits" title="Limits">
      <DataTable columns={LIMIT_COLUMNS} rows={limitRows()} rowKey={(r) => r.limit} />
      <ul>
        <li>
          A live scan costs 1 unit; a batch costs 1 unit per item analysed, reserved all-or-nothing up front; invalid
          input and failed work are not charged. The sandbox consumes no daily quota (it is rate-limited).
        </li>
        <li>
          Metered responses carry <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>,{" "}
          <code>RateLimit-Reset</code> and <code>RateLimit-Policy</code>; 429s carry <code>Retry-After</code>.
        </li>
        <li>
          Bodies: at most {maxBody.toLocaleString("en-US")} bytes (<code>MAX_BODY_BYTES</code>), received within{" "}
          {bodyTimeout / 1000} s (<code>BODY_READ_TIMEOUT_MS</code>).
        </li>
        <li>Values shown are the defaults; an operator may change the settings named in the last column.</li>
      </ul>
    </Section>
  );
}

type Severity = keyof typeof SCORING_TABLE.severityPenalty;
type Band = (typeof SCORING_TABLE.riskBands)[number];

const PENALTY_COLUMNS: Column<Severity>[] = [
  { head: "severity", cell: (s) => s },
  { head: "penalty (fail)", cell: (s) => SCORING_TABLE.severityPenalty[s] },
  { head: "penalty (unknown)", cell: (s) => SCORING_TABLE.severityPenalty[s] * SCORING_TABLE.unknownFactor },
  { head: "level floor (fail)", cell: (s) => SCORING_TABLE.levelFloor[s] ?? "none" },
];

type Group = ReturnType<typeof scoringGroups>[number];

const GROUP_COLUMNS: Column<Group>[] = [
  { head: "group", cell: (g) => `${g.id} (${g.title})` },
  { head: "checks", cell: (g) => <Inline text={g.checks.map((id) => `\`${id}\``).join(", ")} /> },
  { head: "failing findings", cell: groupFailsText },
  { head: "why one fact", cell: (g) => g.why },
];

const BAND_COLUMNS: Column<Band>[] = [
  { head: "score", cell: (b) => <>&gt;= {b.min}</> },
  { head: "riskLevel", cell: (b) => b.level },
];

export function Scoring() {
  return (
    <Section id="scoring" title="Scoring">
      <p>
        <code>safetyScore</code> starts at {SCORING_TABLE.startScore} (higher is safer); each finding subtracts its{" "}
        <code>penalty</code>: the fail penalty of its severity, {SCORING_TABLE.unknownFactor * 100}% of it when{" "}
        <code>unknown</code>, 0 when it passes or does not apply, less inside a correlation group (below).{" "}
        {SCORING_TABLE.rounding}
      </p>
      <DataTable
        columns={PENALTY_COLUMNS}
        rows={Object.keys(SCORING_TABLE.severityPenalty) as Severity[]}
        rowKey={(s) => s}
      />
      <h3 id="groups">One fact, one penalty</h3>
      <p>
        <Inline text={groupRuleText()} />
      </p>
      <DataTable columns={GROUP_COLUMNS} rows={scoringGroups()} rowKey={(g) => g.id} />
      <DataTable columns={BAND_COLUMNS} rows={SCORING_TABLE.riskBands} rowKey={(b) => b.level} />
      <h3 id="floors">Floors</h3>
      <ul>
        {SCORING_TABLE.overrides.map((o) => (
          <li key={o}>
            <Inline text={o} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const CHECK_COLUMNS: Column<DocCheck>[] = [
  {
    head: "id",
    cell: (c) => (
      <>
        <code>{c.id}</code>
        <br />
        <span className="muted small">{c.title}</span>
      </>
    ),
  },
  { head: "catalogue severity", cell: (c) => c.severity },
  {
    head: "fails as",
    cell: (c) =>
      c.failsAs.length ? c.failsAs.map((f) => `${f.severity}: ${f.when}`).join("; ") : "never fails (unknown or pass)",
  },
  { head: "thresholds", cell: (c) => (c.thresholds ? `${c.thresholds.metric}: ${describeBands(c.thresholds)}` : "—") },
  { head: "listed issuer", cell: (c) => (c.issuer ? `at most ${c.issuer.cap}` : "not reduced") },
  {
    head: "what it means",
    cell: (c) => (
      <>
        <Inline text={c.description} />{" "}
        <span className="muted small">
          <Inline text={c.floorReasoning} />
        </span>
      </>
    ),
  },
];

export function Findings() {
  return (
    <Section id="findings" title="Findings catalogue">
      {FINDING_FIELDS_TEXT.split("\n")
        .filter((l) => l.trim())
        .map((l) => (
          <p key={l}>
            <Inline text={l.replace(/^- /, "")} />
          </p>
        ))}
      {FINDING_CATALOGUES.map((cat) => (
        <Section key={cat.label} id={`findings-${slug(cat.label)}`} title={cat.label} level={3}>
          <DataTable
            columns={CHECK_COLUMNS}
            rows={cat.checks}
            rowKey={(c) => c.id}
            // One catalogue keeps the plain check id as its anchor; several are told apart by their label.
            rowId={(c) => (FINDING_CATALOGUES.length > 1 ? `${slug(cat.label)}-${c.id}` : c.id)}
          />
        </Section>
      ))}
    </Section>
  );
}

type SandboxEntry = SandboxCatalogue["entries"][number];

const SANDBOX_COLUMNS: Column<SandboxEntry>[] = [
  { head: "Scenario", cell: (t) => t.scenario },
  { head: "Address", cell: (t) => code(t.address) },
  { head: "What it exercises", cell: (t) => <Inline text={t.description} /> },
];

export function Sandbox() {
  return (
    <Section id="sandbox" title="Sandbox catalogue">
      <p>
        Deterministic tokens for <code>POST</code> to the sandbox route: no network, fixed results. Any other valid
        address gets a deterministic synthetic token.
      </p>
      {SANDBOX_CATALOGUES.map((cat) => (
        <section key={cat.label} aria-label={`${cat.label} sandbox`}>
          <h3>{cat.label}</h3>
          <p>
            Default token when the body is omitted: <code>{cat.defaultToken}</code>.
          </p>
          <DataTable columns={SANDBOX_COLUMNS} rows={cat.entries} rowKey={(t) => t.address} />
        </section>
      ))}
    </Section>
  );
}
