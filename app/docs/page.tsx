import type { ReactNode } from "react";
import { z } from "zod";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { loadConfig } from "@/lib/config";
import { FINDING_CATALOGUES, SANDBOX_CATALOGUES } from "@/lib/docs/catalogues";
import {
  componentSchemas,
  curlExample,
  deref,
  type FieldRow,
  fieldRows,
  groupByTag,
  type Json,
  type MediaView,
  mediaViews,
  operations,
  responseViews,
  securityOf,
  slug,
  typeLabel,
} from "@/lib/docs/openapi-view";
import { errorRows, limitRows, TIERS } from "@/lib/docs/reference";
import { signingExample, webhookExample } from "@/lib/docs/worked-examples";
import { SCORING_TABLE } from "@/lib/engine";
import { FINDING_FIELDS_TEXT } from "@/lib/engine/analysis-docs";
import { describeBands } from "@/lib/engine/checks";
import { EVENT_DATA_SCHEMAS, TEST_EVENT_TYPE, WEBHOOK_API_VERSION, WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";

export const metadata = { title: "API reference · Token Risk API" };

/**
 * The API reference, generated: endpoints from the OpenAPI document (whatever routes it has),
 * the findings catalogue and scoring from the check modules, request signing and webhook
 * signatures as worked examples computed by the production code, errors from lib/errors.ts,
 * limits from the tier table and the configuration defaults. No route name is written here.
 * A maintained renderer (Scalar) was considered: it renders in the browser from a script bundle
 * with injected styles (against the strict nonce CSP and the no-external-assets rule), is not
 * installed here, and would still need this page for the findings, scoring, signing and webhook
 * sections, which are not in an OpenAPI document. Server-rendered, the page works without JavaScript.
 */

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** Text with `backticked` spans as code (the descriptions in the schemas and check modules use that markdown). */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
        i % 2 ? <code key={i}>{part}</code> : part,
      )}
    </>
  );
}

function Table({ head, children, label }: { head: string[]; children: ReactNode; label?: string }) {
  return (
    // A labelled table is a focusable region (it scrolls sideways on narrow screens); an unlabelled one is plain.
    <div className="table-wrap" {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A label and a value shown as code, with the data attributes the tests read the value by. */
type ValueRow = [label: ReactNode, value: string, attrs?: Record<`data-${string}`, string>];

function ValuesTable({ head, label, rows }: { head: string[]; label: string; rows: ValueRow[] }) {
  return (
    <Table head={head} label={label}>
      {rows.map(([name, value, attrs], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list rendered once on the server
        <tr key={i}>
          <td>{name}</td>
          <td>
            <code {...attrs}>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Fields({ rows }: { rows: FieldRow[] }) {
  if (!rows.length) return <p className="muted">No fields.</p>;
  return (
    <Table head={["Field", "Type", "Required", "Meaning"]}>
      {rows.map((r) => (
        <tr key={r.name}>
          <td>
            <code>{r.name}</code>
          </td>
          <td>
            <code>{r.type}</code>
          </td>
          <td>{r.required ? "yes" : "no"}</td>
          <td>
            <Inline text={r.description} />
            {r.constraints.length ? <span className="muted"> {r.constraints.join(", ")}.</span> : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A body. Named schemas in responses link to the schemas section instead of repeating their fields. */
function Media({ m, open, expand = true }: { m: MediaView; open?: boolean; expand?: boolean }) {
  if (!expand && m.ref) {
    const own = m.exampleIsGenerated ? [] : m.examples;
    return (
      <div>
        <code>{m.mediaType}</code> ·{" "}
        <a href={`#schema-${slug(m.ref)}`}>
          <code>{m.ref}</code>
        </a>
        {own.map(([label, value]) => (
          <details key={label}>
            <summary>{label}</summary>
            <pre>
              <code>{json(value)}</code>
            </pre>
          </details>
        ))}
      </div>
    );
  }
  return (
    <details open={open}>
      <summary>
        <code>{m.mediaType}</code>
        {m.schema ? (
          <>
            {" "}
            · <code>{typeLabel({}, m.schema)}</code>
          </>
        ) : null}
        {m.variants.length
          ? ` (one of ${m.variants.length})`
          : ` (${m.rows.length} field${m.rows.length === 1 ? "" : "s"})`}
      </summary>
      {m.variants.length ? (
        m.variants.map((v) => (
          <div key={v.label}>
            <p className="muted small">
              One of: <code>{v.label}</code>
            </p>
            <Fields rows={v.rows} />
          </div>
        ))
      ) : (
        <Fields rows={m.rows} />
      )}
      {m.examples.map(([label, value]) => (
        <div key={label}>
          <p className="muted small">{m.exampleIsGenerated ? "Example (built from the schema)" : label}</p>
          <pre>
            <code>{json(value)}</code>
          </pre>
        </div>
      ))}
    </details>
  );
}

function Schemas({ doc }: { doc: Json }) {
  const all = componentSchemas(doc);
  if (!all.length) return null;
  return (
    <section id="schemas" aria-labelledby="schemas-h">
      <h3 id="schemas-h">Schemas</h3>
      <p>The named shapes the operations above refer to.</p>
      {all.map(({ name, view }) => (
        <section key={name} id={`schema-${slug(name)}`} aria-label={name}>
          <h4>
            <code>{name}</code>
          </h4>
          <Media m={view} />
        </section>
      ))}
    </section>
  );
}

function Endpoints({ doc }: { doc: Json }) {
  const ops = operations(doc);
  const groups = groupByTag(doc, ops);
  const schemes = ((doc.components as Json)?.securitySchemes as Json) ?? {};
  return (
    <section id="endpoints" aria-labelledby="endpoints-h">
      <h2 id="endpoints-h">Endpoints</h2>
      <p>
        {ops.length} operations. Every error uses the envelope in <a href="#errors">Errors</a>.
      </p>
      <nav aria-label="Endpoints">
        <ul className="docs-toc">
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`}>{g.name}</a>:{" "}
              {g.operations.map((o, i) => (
                <span key={o.id}>
                  {i ? ", " : ""}
                  <a href={`#${o.id}`}>
                    <code>
                      {o.method.toUpperCase()} {o.path}
                    </code>
                  </a>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.id} id={g.id} aria-labelledby={`${g.id}-h`}>
          <h3 id={`${g.id}-h`}>{g.name}</h3>
          {g.description ? <p>{g.description}</p> : null}
          {g.operations.map((o) => {
            const security = securityOf(doc, o.op);
            const body = deref(doc, o.op.requestBody);
            const bodyMedia = mediaViews(doc, body.content);
            return (
              <section
                className="endpoint"
                key={o.id}
                id={o.id}
                data-method={o.method.toUpperCase()}
                data-path={o.path}
              >
                <h4>
                  <span className="method">{o.method.toUpperCase()}</span>
                  <code>{o.path}</code>
                </h4>
                {o.op.summary ? (
                  <p>
                    <Inline text={String(o.op.summary)} />
                  </p>
                ) : null}
                {o.op.description ? (
                  <p className="muted">
                    <Inline text={String(o.op.description)} />
                  </p>
                ) : null}
                <p>
                  <strong>Authentication:</strong>{" "}
                  {security.length === 0 || (security.length === 1 && security[0].length === 0)
                    ? "none"
                    : security.map((alt, i) => (
                        <span key={alt.join("+")}>
                          {i ? " or " : ""}
                          {alt.map((s, j) => (
                            <span key={s}>
                              {j ? " + " : ""}
                              <a href={`#scheme-${slug(s)}`}>
                                <code>{s}</code>
                              </a>
                            </span>
                          ))}
                        </span>
                      ))}
                  {o.op.deprecated ? <strong> · deprecated</strong> : null}
                </p>
                {o.parameters.length ? (
                  <>
                    <h5>Parameters</h5>
                    <Table head={["Name", "In", "Type", "Required", "Meaning"]}>
                      {o.parameters.map((p) => (
                        <tr key={`${p.in}:${p.name}`}>
                          <td>
                            <code>{String(p.name)}</code>
                          </td>
                          <td>{String(p.in)}</td>
                          <td>
                            <code>{typeLabel(doc, p.schema)}</code>
                          </td>
                          <td>{p.required ? "yes" : "no"}</td>
                          <td>
                            <Inline text={String(p.description ?? "")} />
                          </td>
                        </tr>
                      ))}
                    </Table>
                  </>
                ) : null}
                {bodyMedia.length ? (
                  <>
                    <h5>Request body{body.required ? "" : " (optional)"}</h5>
                    {bodyMedia.map((m, i) => (
                      <Media key={m.mediaType} m={m} open={i === 0} />
                    ))}
                  </>
                ) : null}
                <h5>Responses</h5>
                <Table head={["Status", "Meaning"]}>
                  {responseViews(doc, o.op).map((r) => (
                    <tr key={r.status}>
                      <td>
                        <code>{r.status}</code>
                      </td>
                      <td>
                        <Inline text={r.description} />
                        {r.headers.length ? (
                          <span className="muted"> Headers: {r.headers.map((h) => h.name).join(", ")}.</span>
                        ) : null}
                        {r.media.map((m) => (
                          <Media key={m.mediaType} m={m} expand={false} />
                        ))}
                      </td>
                    </tr>
                  ))}
                </Table>
                <h5>Example</h5>
                <pre>
                  <code>{curlExample(doc, o)}</code>
                </pre>
              </section>
            );
          })}
        </section>
      ))}
      <section id="authentication" aria-labelledby="authentication-h">
        <h3 id="authentication-h">Authentication schemes</h3>
        <Table head={["Scheme", "Type", "How", "Meaning"]}>
          {Object.entries(schemes).map(([name, raw]) => {
            const s = deref(doc, raw);
            return (
              <tr key={name} id={`scheme-${slug(name)}`}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{String(s.type)}</td>
                <td>
                  <code>
                    {s.type === "http"
                      ? `Authorization: ${s.scheme}`
                      : s.type === "apiKey"
                        ? `${s.in}: ${s.name}`
                        : String(s.openIdConnectUrl ?? "")}
                  </code>
                </td>
                <td>
                  <Inline text={String(s.description ?? "")} />
                </td>
              </tr>
            );
          })}
        </Table>
        <p>
          Optionally, requests authenticated with an API key can be signed:{" "}
          <a href="#request-signing">request signing</a>.
        </p>
      </section>
      <Schemas doc={doc} />
      <section id="batch-stream" aria-labelledby="batch-stream-h">
        <h3 id="batch-stream-h">Streamed responses (NDJSON)</h3>
        <p>
          Operations that answer <code>application/x-ndjson</code> when asked with{" "}
          <code>Accept: application/x-ndjson</code> write one JSON object per line as results complete; input, quota and
          rate limits are checked first and fail with the usual status and envelope:{" "}
          {ops
            .filter((o) =>
              responseViews(doc, o.op).some((r) => r.media.some((m) => m.mediaType === "application/x-ndjson")),
            )
            .map((o, i) => (
              <span key={o.id}>
                {i ? ", " : ""}
                <a href={`#${o.id}`}>
                  <code>
                    {o.method.toUpperCase()} {o.path}
                  </code>
                </a>
              </span>
            ))}
          . The line schemas are under each operation&apos;s 200 response.
        </p>
      </section>
    </section>
  );
}

function RequestSigning() {
  const ex = signingExample();
  return (
    <section id="request-signing" aria-labelledby="request-signing-h">
      <h2 id="request-signing-h">Request signing</h2>
      <p>
        Optional for any request authenticated with an API key; required for keys created with “Require signed requests”
        (the key console). The signing key is never the raw API key.
      </p>
      <ol>
        <li>
          Derived key = SHA-256 over UTF-8 of the API key followed by the salt (the server&apos;s{" "}
          <code>API_SIGNING_SALT</code>; a development server uses <code>{ex.salt}</code>): 32 bytes.
        </li>
        <li>
          Message = the value of <code>X-Service-Timestamp</code> (Unix time in whole <strong>seconds</strong>), a
          newline, then the raw body bytes exactly as sent (empty for no body).
        </li>
        <li>
          Signature = HMAC-SHA256 of the message keyed with the derived key, sent in <code>X-Service-Signature</code> as
          hex or base64.
        </li>
        <li>
          The server accepts a timestamp within ±{ex.toleranceSeconds} s of its clock (else{" "}
          <code>SIGNATURE_EXPIRED</code>) and each signature once (else <code>SIGNATURE_REPLAYED</code>); a wrong MAC or
          a lone header is <code>SIGNATURE_INVALID</code>, an unsigned request with a key that requires signing{" "}
          <code>SIGNATURE_REQUIRED</code>. All are 401.
        </li>
      </ol>
      <h3 id="signing-worked-example">Worked example</h3>
      <p className="muted small">
        Computed by the server&apos;s own signing code when this page is rendered, and verified by its verifier in the
        test suite.
      </p>
      <ValuesTable
        head={["Step", "Value"]}
        label="Request signing worked example"
        rows={[
          ["API key (example)", ex.apiKey, { "data-signing": "apiKey" }],
          ["Salt (development)", ex.salt, { "data-signing": "salt" }],
          ["Derived key, hex", ex.derivedKeyHex, { "data-signing": "derivedKey" }],
          ["X-Service-Timestamp", ex.timestamp, { "data-signing": "timestamp" }],
          ["Body", ex.body, { "data-signing": "body" }],
          ["Message", ex.messageShown],
          ["X-Service-Signature (hex)", ex.signatureHex, { "data-signing": "signatureHex" }],
          ["X-Service-Signature (base64, also accepted)", ex.signatureBase64, { "data-signing": "signatureBase64" }],
        ]}
      />
      <p>The same in a shell:</p>
      <pre>
        <code>{ex.shell}</code>
      </pre>
      <p>
        The <a href="#client">client</a> signs every request when given the salt (
        <code>{`createClient({ baseUrl, apiKey, signing: { salt } })`}</code>); for requests you build yourself,{" "}
        <code>{`await signRequest({ apiKey, body, salt })`}</code> from <code>@token-risk/client</code> returns both
        headers (Web Crypto: Node, browsers, edge). Sign the exact string you send as the body.
      </p>
    </section>
  );
}

function Webhooks() {
  const ex = webhookExample();
  return (
    <section id="webhooks" aria-labelledby="webhooks-h">
      <h2 id="webhooks-h">Webhook events</h2>
      <p>
        Enterprise accounts register HTTPS endpoints from the dashboard. Each delivery is a POST whose body is an
        envelope <code>{`{ id, type, createdAt, apiVersion: "${WEBHOOK_API_VERSION}", data }`}</code>; <code>id</code>{" "}
        is stable across retries (de-duplicate on it). The dashboard&apos;s test button sends{" "}
        <code>{TEST_EVENT_TYPE}</code>.
      </p>
      <Table head={["Event", "Status", "Sent when"]}>
        {WEBHOOK_EVENTS.map((e) => (
          <tr key={e.type}>
            <td>
              {e.type in EVENT_DATA_SCHEMAS ? (
                <a href={`#event-${slug(e.type)}`}>
                  <code>{e.type}</code>
                </a>
              ) : (
                <code>{e.type}</code>
              )}
            </td>
            <td>{e.status}</td>
            <td>
              <Inline text={e.description} />
            </td>
          </tr>
        ))}
      </Table>
      {WEBHOOK_EVENTS.filter((e) => e.type in EVENT_DATA_SCHEMAS).map((e) => {
        const schema = z.toJSONSchema(EVENT_DATA_SCHEMAS[e.type as keyof typeof EVENT_DATA_SCHEMAS], {
          io: "output",
          unrepresentable: "any",
        }) as Json;
        return (
          <section key={e.type} id={`event-${slug(e.type)}`} aria-labelledby={`event-${slug(e.type)}-h`}>
            <h3 id={`event-${slug(e.type)}-h`}>
              <code>{e.type}</code>: <code>data</code>
            </h3>
            <Fields rows={fieldRows({}, schema)} />
            {e.payloadExample ? (
              <details>
                <summary>Example delivery body</summary>
                <pre>
                  <code>{json(e.payloadExample)}</code>
                </pre>
              </details>
            ) : null}
          </section>
        );
      })}
      <h3 id="webhook-signatures">Verifying a delivery</h3>
      <p>
        Every delivery carries two signatures keyed with the same bytes: the base64-decoded part of the endpoint secret
        after <code>whsec_</code> (not the secret string). Check either:
      </p>
      <ul>
        <li>
          <code>X-Service-Signature: sha256=&lt;hex HMAC-SHA256(key, raw body)&gt;</code> with{" "}
          <code>X-Service-Timestamp</code> and <code>X-Service-Event</code> (the spec&apos;s scheme; only the body is
          signed).
        </li>
        <li>
          Standard Webhooks:{" "}
          <code>
            webhook-signature: v1,&lt;base64 HMAC-SHA256(key, id + &quot;.&quot; + timestamp + &quot;.&quot; + raw
            body)&gt;
          </code>{" "}
          with <code>webhook-id</code> and <code>webhook-timestamp</code>; any Standard Webhooks library verifies it
          given the full secret. Prefer it: it covers the timestamp.
        </li>
      </ul>
      <p>
        Reject timestamps more than {ex.toleranceSeconds} s from your clock, and compare in constant time. Worked
        example:
      </p>
      <ValuesTable
        head={["Item", "Value"]}
        label="Webhook signature worked example"
        rows={[
          ["Endpoint secret (example)", ex.secret, { "data-webhook": "secret" }],
          ["HMAC key, hex", ex.keyHex],
          ...Object.entries(ex.headers).map(
            ([h, v]): ValueRow => [<code key={h}>{h}</code>, v, { "data-webhook-header": h }],
          ),
        ]}
      />
      <p>Raw body (the exact bytes signed):</p>
      <pre className="wrap">
        <code data-webhook="body">{ex.body}</code>
      </pre>
      <pre>
        <code>{`import { createHmac, timingSafeEqual } from "node:crypto";
const key = Buffer.from(secret.slice("whsec_".length), "base64");
const expected = "sha256=" + createHmac("sha256", key).update(rawBody).digest("hex");
const ok = expected.length === header.length && timingSafeEqual(Buffer.from(expected), Buffer.from(header));`}</code>
      </pre>
      <p>
        Retries, disabling and target rules: <code>docs/webhooks.md</code> in the repository.
      </p>
    </section>
  );
}

function Errors() {
  return (
    <section id="errors" aria-labelledby="errors-h">
      <h2 id="errors-h">Errors</h2>
      <p>
        Every error is{" "}
        <code>{`{"error": "<message>", "code": <HTTP status>, "reason": "<REASON>", "requestId": "req_…"}`}</code>
        {";"}
        validation errors add <code>details: [{`{path, message}`}]</code>. Every response carries{" "}
        <code>X-Request-Id</code>; 429 and 503 carry <code>Retry-After</code> (seconds).
      </p>
      <Table head={["reason", "HTTP status", "Meaning"]}>
        {errorRows().map((e) => (
          <tr key={e.reason} id={`error-${e.reason}`}>
            <td>
              <code>{e.reason}</code>
            </td>
            <td>{e.status}</td>
            <td>
              <Inline text={e.meaning} />
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

function Limits() {
  // The defaults: the configuration of an empty environment.
  const { maxBodyBytes: maxBody, bodyReadTimeoutMs: bodyTimeout } = loadConfig({});
  return (
    <section id="limits" aria-labelledby="limits-h">
      <h2 id="limits-h">Limits</h2>
      <Table head={["Limit", ...TIERS.map((t) => t[0].toUpperCase() + t.slice(1)), "Setting"]}>
        {limitRows().map((r) => (
          <tr key={r.limit}>
            <td>{r.limit}</td>
            {TIERS.map((t) => (
              <td key={t}>{r.values[t]}</td>
            ))}
            <td>{r.setting ? <code>{r.setting}</code> : "—"}</td>
          </tr>
        ))}
      </Table>
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
    </section>
  );
}

function Scoring() {
  return (
    <section id="scoring" aria-labelledby="scoring-h">
      <h2 id="scoring-h">Scoring</h2>
      <p>
        <code>safetyScore</code> starts at {SCORING_TABLE.startScore} (higher is safer); each finding subtracts its{" "}
        <code>penalty</code>: the fail penalty of its severity, {SCORING_TABLE.unknownFactor * 100}% of it when{" "}
        <code>unknown</code>, 0 when it passes or does not apply. {SCORING_TABLE.rounding}
      </p>
      <Table head={["severity", "penalty (fail)", "penalty (unknown)", "level floor (fail)"]}>
        {(Object.keys(SCORING_TABLE.severityPenalty) as Array<keyof typeof SCORING_TABLE.severityPenalty>).map((s) => (
          <tr key={s}>
            <td>{s}</td>
            <td>{SCORING_TABLE.severityPenalty[s]}</td>
            <td>{SCORING_TABLE.severityPenalty[s] * SCORING_TABLE.unknownFactor}</td>
            <td>{SCORING_TABLE.levelFloor[s] ?? "none"}</td>
          </tr>
        ))}
      </Table>
      <Table head={["score", "riskLevel"]}>
        {SCORING_TABLE.riskBands.map((b) => (
          <tr key={b.level}>
            <td>&gt;= {b.min}</td>
            <td>{b.level}</td>
          </tr>
        ))}
      </Table>
      <h3 id="floors">Floors</h3>
      <ul>
        {SCORING_TABLE.overrides.map((o) => (
          <li key={o}>
            <Inline text={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Findings() {
  return (
    <section id="findings" aria-labelledby="findings-h">
      <h2 id="findings-h">Findings catalogue</h2>
      {FINDING_FIELDS_TEXT.split("\n")
        .filter((l) => l.trim())
        .map((l) => (
          <p key={l}>
            <Inline text={l.replace(/^- /, "")} />
          </p>
        ))}
      {FINDING_CATALOGUES.map((cat) => (
        <section key={cat.label} id={`findings-${slug(cat.label)}`} aria-labelledby={`findings-${slug(cat.label)}-h`}>
          <h3 id={`findings-${slug(cat.label)}-h`}>{cat.label}</h3>
          <Table head={["id", "catalogue severity", "fails as", "thresholds", "listed issuer", "what it means"]}>
            {cat.checks.map((c) => (
              <tr key={c.id} id={FINDING_CATALOGUES.length > 1 ? `${slug(cat.label)}-${c.id}` : c.id}>
                <td>
                  <code>{c.id}</code>
                  <br />
                  <span className="muted small">{c.title}</span>
                </td>
                <td>{c.severity}</td>
                <td>
                  {c.failsAs.length
                    ? c.failsAs.map((f) => `${f.severity}: ${f.when}`).join("; ")
                    : "never fails (unknown or pass)"}
                </td>
                <td>{c.thresholds ? `${c.thresholds.metric}: ${describeBands(c.thresholds)}` : "—"}</td>
                <td>{c.issuer ? `at most ${c.issuer.cap}` : "not reduced"}</td>
                <td>
                  <Inline text={c.description} />{" "}
                  <span className="muted small">
                    <Inline text={c.floorReasoning} />
                  </span>
                </td>
              </tr>
            ))}
          </Table>
        </section>
      ))}
    </section>
  );
}

function Sandbox() {
  return (
    <section id="sandbox" aria-labelledby="sandbox-h">
      <h2 id="sandbox-h">Sandbox catalogue</h2>
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
          <Table head={["Scenario", "Address", "What it exercises"]}>
            {cat.entries.map((t) => (
              <tr key={t.address}>
                <td>{t.scenario}</td>
                <td>
                  <code>{t.address}</code>
                </td>
                <td>
                  <Inline text={t.description} />
                </td>
              </tr>
            ))}
          </Table>
        </section>
      ))}
    </section>
  );
}

/** The page's sections in order: the table of contents and the body are both rendered from this list. */
const SECTIONS: { id: string; label: string; Body?: (props: { doc: Json }) => ReactNode }[] = [
  { id: "endpoints", label: "Endpoints", Body: Endpoints },
  { id: "authentication", label: "Authentication" }, // rendered inside Endpoints, from the document's security schemes
  { id: "request-signing", label: "Request signing", Body: RequestSigning },
  { id: "webhooks", label: "Webhook events", Body: Webhooks },
  { id: "errors", label: "Errors", Body: Errors },
  { id: "limits", label: "Limits", Body: Limits },
  { id: "scoring", label: "Scoring", Body: Scoring },
  { id: "findings", label: "Findings catalogue", Body: Findings },
  { id: "sandbox", label: "Sandbox catalogue", Body: Sandbox },
];

export default function DocsPage() {
  const doc = buildOpenApiDocument() as Json;
  const info = (doc.info as Json) ?? {};
  return (
    <main className="docs">
      <h1>API reference</h1>
      <p className="muted">
        <Inline text={String(info.description ?? "")} /> Generated from the OpenAPI document (machine-readable:{" "}
        <a href="/api/openapi.json">/api/openapi.json</a>, OpenAPI {String(doc.openapi)}, version {String(info.version)}
        ) and the engine&apos;s check modules.
      </p>
      <p id="client">
        <strong>Client and CLI:</strong> <code>npm install @token-risk/client</code> (this repository&apos;s{" "}
        <code>packages/client</code>; guide in <code>packages/client/README.md</code>): typed calls generated from this
        document, request signing, safe retries, NDJSON streaming and <code>verifyWebhook</code>; on the command line,{" "}
        <code>{"npx token-risk scan <address> --fail-on high"}</code> (exit codes a script can use).
      </p>
      <nav aria-label="On this page">
        <ul className="docs-toc">
          {SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, Body }) => (Body ? <Body key={id} doc={doc} /> : null))}
    </main>
  );
}
