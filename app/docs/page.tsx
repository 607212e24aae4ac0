import type { ReactNode } from "react";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import type { Json } from "@/lib/docs/openapi-view";
import { Inline } from "./_parts/ui";
import { Endpoints } from "./_sections/endpoints";
import { Errors, Findings, Limits, Sandbox, Scoring } from "./_sections/reference";
import { RequestSigning } from "./_sections/request-signing";
import { Webhooks } from "./_sections/webhooks";

export const metadata = { title: "API reference · Token Risk API" };

/**
 * The API reference, generated: endpoints from the OpenAPI document (whatever routes the registry has),
 * the findings catalogue and scoring from the check modules, request signing and webhook
 * signatures as worked examples computed by the production code, errors from lib/errors.ts,
 * limits from the tier table and the configuration defaults. No route name is written here: each section
 * (`_sections/`) renders its tables (`_parts/ui.tsx`, `DataTable`) from rows the code provides.
 * A maintained renderer (Scalar) was considered: it renders in the browser from a script bundle
 * with injected styles (against the strict nonce CSP and the no-external-assets rule), is not
 * installed here, and would still need this page for the findings, scoring, signing and webhook
 * sections, which are not in an OpenAPI document. Server-rendered, the page works without JavaScript.
 */

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
