import {
  componentSchemas,
  curlExample,
  deref,
  groupByTag,
  type Json,
  mediaViews,
  type Operation,
  operations,
  type ResponseView,
  responseViews,
  securityOf,
  slug,
  typeLabel,
} from "@/lib/docs/openapi-view";
import { type Column, code, DataTable, Inline, LinkList, Media, Section } from "../_parts/ui";

/** The endpoints section: every operation of the OpenAPI document (built from the route registry), grouped by tag. */

const opHref = (o: Operation) => `#${o.id}`;
const opLabel = (o: Operation) => code(`${o.method.toUpperCase()} ${o.path}`);

function Authentication({ doc, op }: { doc: Json; op: Json }) {
  const security = securityOf(doc, op);
  if (security.length === 0 || (security.length === 1 && security[0].length === 0)) return "none";
  return security.map((alt, i) => (
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
  ));
}

const parameterColumns = (doc: Json): Column<Json>[] => [
  { head: "Name", cell: (p) => code(String(p.name)) },
  { head: "In", cell: (p) => String(p.in) },
  { head: "Type", cell: (p) => code(typeLabel(doc, p.schema)) },
  { head: "Required", cell: (p) => (p.required ? "yes" : "no") },
  { head: "Meaning", cell: (p) => <Inline text={String(p.description ?? "")} /> },
];

const RESPONSE_COLUMNS: Column<ResponseView>[] = [
  { head: "Status", cell: (r) => code(r.status) },
  {
    head: "Meaning",
    cell: (r) => (
      <>
        <Inline text={r.description} />
        {r.headers.length ? <span className="muted"> Headers: {r.headers.map((h) => h.name).join(", ")}.</span> : null}
        {r.media.map((m) => (
          <Media key={m.mediaType} m={m} expand={false} />
        ))}
      </>
    ),
  },
];

function OperationView({ doc, o }: { doc: Json; o: Operation }) {
  const body = deref(doc, o.op.requestBody);
  const bodyMedia = mediaViews(doc, body.content);
  return (
    <section className="endpoint" id={o.id} data-method={o.method.toUpperCase()} data-path={o.path}>
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
        <strong>Authentication:</strong> <Authentication doc={doc} op={o.op} />
        {o.op.deprecated ? <strong> · deprecated</strong> : null}
      </p>
      {o.parameters.length ? (
        <>
          <h5>Parameters</h5>
          <DataTable columns={parameterColumns(doc)} rows={o.parameters} rowKey={(p) => `${p.in}:${p.name}`} />
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
      <DataTable columns={RESPONSE_COLUMNS} rows={responseViews(doc, o.op)} rowKey={(r) => r.status} />
      <h5>Example</h5>
      <pre>
        <code>{curlExample(doc, o)}</code>
      </pre>
    </section>
  );
}

type Scheme = [name: string, scheme: Json];

const SCHEME_COLUMNS: Column<Scheme>[] = [
  { head: "Scheme", cell: ([name]) => code(name) },
  { head: "Type", cell: ([, s]) => String(s.type) },
  {
    head: "How",
    cell: ([, s]) =>
      code(
        s.type === "http"
          ? `Authorization: ${s.scheme}`
          : s.type === "apiKey"
            ? `${s.in}: ${s.name}`
            : String(s.openIdConnectUrl ?? ""),
      ),
  },
  { head: "Meaning", cell: ([, s]) => <Inline text={String(s.description ?? "")} /> },
];

function AuthenticationSchemes({ doc }: { doc: Json }) {
  const schemes = ((doc.components as Json)?.securitySchemes as Json) ?? {};
  return (
    <Section id="authentication" title="Authentication schemes" level={3}>
      <DataTable
        columns={SCHEME_COLUMNS}
        rows={Object.entries(schemes).map(([name, raw]): Scheme => [name, deref(doc, raw)])}
        rowKey={([name]) => name}
        rowId={([name]) => `scheme-${slug(name)}`}
      />
      <p>
        Optionally, requests authenticated with an API key can be signed: <a href="#request-signing">request signing</a>
        .
      </p>
    </Section>
  );
}

function Schemas({ doc }: { doc: Json }) {
  const all = componentSchemas(doc);
  if (!all.length) return null;
  return (
    <Section id="schemas" title="Schemas" level={3}>
      <p>The named shapes the operations above refer to.</p>
      {all.map(({ name, view }) => (
        <section key={name} id={`schema-${slug(name)}`} aria-label={name}>
          <h4>
            <code>{name}</code>
          </h4>
          <Media m={view} />
        </section>
      ))}
    </Section>
  );
}

function StreamedResponses({ doc, ops }: { doc: Json; ops: Operation[] }) {
  const streamed = ops.filter((o) =>
    responseViews(doc, o.op).some((r) => r.media.some((m) => m.mediaType === "application/x-ndjson")),
  );
  return (
    <Section id="batch-stream" title="Streamed responses (NDJSON)" level={3}>
      <p>
        Operations that answer <code>application/x-ndjson</code> when asked with{" "}
        <code>Accept: application/x-ndjson</code> write one JSON object per line as results complete; input, quota and
        rate limits are checked first and fail with the usual status and envelope:{" "}
        <LinkList items={streamed} href={opHref} label={opLabel} />. The line schemas are under each operation&apos;s
        200 response.
      </p>
    </Section>
  );
}

export function Endpoints({ doc }: { doc: Json }) {
  const ops = operations(doc);
  const groups = groupByTag(doc, ops);
  return (
    <Section id="endpoints" title="Endpoints">
      <p>
        {ops.length} operations. Every error uses the envelope in <a href="#errors">Errors</a>.
      </p>
      <nav aria-label="Endpoints">
        <ul className="docs-toc">
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`}>{g.name}</a>: <LinkList items={g.operations} href={opHref} label={opLabel} />
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <Section key={g.id} id={g.id} title={g.name} level={3}>
          {g.description ? <p>{g.description}</p> : null}
          {g.operations.map((o) => (
            <OperationView key={o.id} doc={doc} o={o} />
          ))}
        </Section>
      ))}
      <AuthenticationSchemes doc={doc} />
      <Schemas doc={doc} />
      <StreamedResponses doc={doc} ops={ops} />
    </Section>
  );
}
