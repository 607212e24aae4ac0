import { z } from "zod";
import { fieldRows, type Json, slug } from "@/lib/docs/openapi-view";
import { webhookExample } from "@/lib/docs/worked-examples";
import { EVENT_DATA_SCHEMAS, TEST_EVENT_TYPE, WEBHOOK_API_VERSION, WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";
import { type Column, code, DataTable, Fields, Inline, json, Section, type ValueRow, ValuesTable } from "../_parts/ui";

/** Webhook events from the event catalogue (lib/webhooks/catalogue.ts), each event's data from its schema. */

type Event = (typeof WEBHOOK_EVENTS)[number];
const hasSchema = (e: Event): e is Event & { type: keyof typeof EVENT_DATA_SCHEMAS } => e.type in EVENT_DATA_SCHEMAS;

const EVENT_COLUMNS: Column<Event>[] = [
  { head: "Event", cell: (e) => (hasSchema(e) ? <a href={`#event-${slug(e.type)}`}>{code(e.type)}</a> : code(e.type)) },
  { head: "Status", cell: (e) => e.status },
  { head: "Sent when", cell: (e) => <Inline text={e.description} /> },
];

function EventData({ e }: { e: Event & { type: keyof typeof EVENT_DATA_SCHEMAS } }) {
  const schema = z.toJSONSchema(EVENT_DATA_SCHEMAS[e.type], { io: "output", unrepresentable: "any" }) as Json;
  return (
    <Section
      id={`event-${slug(e.type)}`}
      level={3}
      title={
        <>
          <code>{e.type}</code>: <code>data</code>
        </>
      }
    >
      <Fields rows={fieldRows({}, schema)} />
      {e.payloadExample ? (
        <details>
          <summary>Example delivery body</summary>
          <pre>
            <code>{json(e.payloadExample)}</code>
          </pre>
        </details>
      ) : null}
    </Section>
  );
}

export function Webhooks() {
  const ex = webhookExample();
  return (
    <Section id="webhooks" title="Webhook events">
      <p>
        Enterprise accounts register HTTPS endpoints from the dashboard. Each delivery is a POST whose body is an
        envelope <code>{`{ id, type, createdAt, apiVersion: "${WEBHOOK_API_VERSION}", data }`}</code>; <code>id</code>{" "}
        is stable across retries (de-duplicate on it). The dashboard&apos;s test button sends{" "}
        <code>{TEST_EVENT_TYPE}</code>.
      </p>
      <DataTable columns={EVENT_COLUMNS} rows={WEBHOOK_EVENTS} rowKey={(e) => e.type} />
      {WEBHOOK_EVENTS.filter(hasSchema).map((e) => (
        <EventData key={e.type} e={e} />
      ))}
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
    </Section>
  );
}
