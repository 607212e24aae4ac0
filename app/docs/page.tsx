import { buildOpenApiDocument } from "@/lib/api/openapi";
import { REASON_STATUS } from "@/lib/errors";
import { CHECKS, SANDBOX_CATALOGUE, SANDBOX_DEFAULT_TOKEN, SCORING_TABLE } from "@/lib/engine";
import { FINDING_FIELDS_TEXT } from "@/lib/engine/analysis-docs";

export const metadata = { title: "API reference · Token Risk API" };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function typeOf(s: Json): string {
  if (s.$ref) return String(s.$ref).split("/").pop()!;
  if (s.anyOf) return (s.anyOf as Json[]).map(typeOf).join(" | ");
  if (s.oneOf) return (s.oneOf as Json[]).map(typeOf).join(" | ");
  if (s.enum) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.type === "array") return `${typeOf(s.items ?? {})}[]`;
  return String(s.type ?? "any");
}

function Fields({ schema }: { schema: Json }) {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set<string>((schema.required as string[]) ?? []);
  return (
    <table>
      <thead>
        <tr><th>Field</th><th>Type</th><th>Required</th><th>Meaning</th></tr>
      </thead>
      <tbody>
        {Object.entries(props).map(([name, p]) => (
          <tr key={name}>
            <td><code>{name}</code></td>
            <td><code>{typeOf(p)}</code></td>
            <td>{required.has(name) ? "yes" : "no"}</td>
            <td>{p.description ?? ""}{p.default !== undefined ? ` Default: ${JSON.stringify(p.default)}.` : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function DocsPage() {
  const doc = buildOpenApiDocument();
  const schemas = doc.components as Json;
  const paths = doc.paths as Json;
  return (
    <main>
      <h1>API reference</h1>
      <p className="muted">
        Generated from the same zod schemas that validate requests. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
        Authenticate with <code>Authorization: Bearer &lt;API_KEY&gt;</code> or <code>X-API-Key</code>.
      </p>
      {Object.entries(paths).map(([path, ops]) =>
        Object.entries(ops as Json).map(([method, op]) => {
          const ref = (op as Json).requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined;
          const reqSchema = ref ? schemas.schemas[ref.split("/").pop()!] : undefined;
          return (
            <section className="endpoint" key={path + method} id={path.replace(/\W+/g, "-")}>
              <h2><span className="method">{method.toUpperCase()}</span><code>{path}</code></h2>
              <p>{(op as Json).summary} {(op as Json).description ?? ""}</p>
              {reqSchema ? (<><h3>Request body</h3><Fields schema={reqSchema} /></>) : null}
              <h3>Responses</h3>
              <ul>
                {Object.entries((op as Json).responses as Json).map(([code, r]) => (
                  <li key={code}><code>{code}</code> {(r as Json).description}</li>
                ))}
              </ul>
            </section>
          );
        }),
      )}
      <h2>Full payload</h2>
      <Fields schema={schemas.schemas.FullScan} />
      <h2>Platform JSON</h2>
      <Fields schema={schemas.schemas.PlatformScan} />
      <h2>Batch response</h2>
      <Fields schema={schemas.schemas.BatchResponse} />
      <h2 id="batch-stream">Streamed batch (NDJSON)</h2>
      <p>
        With <code>Accept: application/x-ndjson</code>, <code>POST /api/v1/scan/batch</code> streams one JSON object per line: an <code>item</code> line
        as each item completes, then a <code>summary</code> line (or an <code>error</code> line if the whole batch failed after the stream started, with
        the units refunded). Input, quota and rate limits are checked first and fail with the usual status and envelope; billing is identical to the JSON mode.
      </p>
      <pre><code>{`curl -sN $BASE_URL/api/v1/scan/batch -H "Authorization: Bearer $KEY" -H 'Accept: application/x-ndjson' \
  -d '{"chain":"solana","items":[{"tokenAddress":"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"}]}'
{"type":"item","index":0,"token_address":"EPjF…","status":"ok","result":{…},"token":{"name":"USD Coin","symbol":"USDC"},"finding_titles":{…}}
{"type":"summary","client_ref":null,"chain":"solana","summary":{"requested":1,"succeeded":1,"failed":0},"completed_at":"…"}`}</code></pre>
      <h3>Item line</h3>
      <Fields schema={schemas.schemas.BatchStreamItem} />
      <h3>Summary line</h3>
      <Fields schema={schemas.schemas.BatchStreamSummary} />
      <h3>Error line</h3>
      <Fields schema={schemas.schemas.BatchStreamError} />
      <h2>Errors</h2>
      <p>Every error is <code>{`{"error": "...", "code": <HTTP status>, "reason": "..."}`}</code> plus <code>requestId</code>.</p>
      <table>
        <thead><tr><th>reason</th><th>HTTP status</th></tr></thead>
        <tbody>
          {Object.entries(REASON_STATUS).map(([reason, status]) => (
            <tr key={reason}><td><code>{reason}</code></td><td>{status}</td></tr>
          ))}
        </tbody>
      </table>
      <h2 id="scoring">Scoring</h2>
      <p>
        <code>safetyScore</code> starts at {SCORING_TABLE.startScore} (higher is safer); each finding subtracts its <code>penalty</code>: the fail penalty of
        its severity, {SCORING_TABLE.unknownFactor * 100}% of it when <code>unknown</code>, 0 when it passes or does not apply. {SCORING_TABLE.rounding}
      </p>
      <table>
        <thead><tr><th>severity</th><th>penalty (fail)</th><th>penalty (unknown)</th><th>level floor (fail)</th></tr></thead>
        <tbody>
          {(Object.keys(SCORING_TABLE.severityPenalty) as Array<keyof typeof SCORING_TABLE.severityPenalty>).map((s) => (
            <tr key={s}><td>{s}</td><td>{SCORING_TABLE.severityPenalty[s]}</td><td>{SCORING_TABLE.severityPenalty[s] * SCORING_TABLE.unknownFactor}</td><td>{SCORING_TABLE.levelFloor[s] ?? "none"}</td></tr>
          ))}
        </tbody>
      </table>
      <table>
        <thead><tr><th>score</th><th>riskLevel</th></tr></thead>
        <tbody>
          {SCORING_TABLE.riskBands.map((b) => (
            <tr key={b.level}><td>&gt;= {b.min}</td><td>{b.level}</td></tr>
          ))}
        </tbody>
      </table>
      <ul>
        {SCORING_TABLE.overrides.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      <h2 id="findings">Findings</h2>
      {FINDING_FIELDS_TEXT.split("\n").filter((l) => l.trim()).map((l) => (
        <p key={l}>{l.replace(/^- /, "")}</p>
      ))}
      <table>
        <thead><tr><th>id</th><th>catalogue severity</th><th>fails as</th><th>listed issuer</th><th>what it means</th></tr></thead>
        <tbody>
          {CHECKS.map((c) => (
            <tr key={c.id} id={c.id}>
              <td><code>{c.id}</code></td>
              <td>{c.severity}</td>
              <td>{c.failsAs.length ? c.failsAs.map((f) => `${f.severity}: ${f.when}`).join("; ") : "never fails (unknown or pass)"}</td>
              <td>{c.issuer ? `at most ${c.issuer.cap}` : "not reduced"}</td>
              <td>{c.description} <span className="muted">{c.floorReasoning}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Sandbox catalogue</h2>
      <p>Default token when the body is omitted: <code>{SANDBOX_DEFAULT_TOKEN}</code>. Any other valid address gets a deterministic synthetic token.</p>
      <table>
        <thead><tr><th>Scenario</th><th>Address</th><th>What it exercises</th></tr></thead>
        <tbody>
          {SANDBOX_CATALOGUE.map((t) => (
            <tr key={t.address}><td>{t.scenario}</td><td><code>{t.address}</code></td><td>{t.description}</td></tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
