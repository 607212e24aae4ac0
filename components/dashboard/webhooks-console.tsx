"use client";
import { useState } from "react";
import { ConfirmChange } from "./webhooks/confirm-change";
import { EndpointCard } from "./webhooks/endpoint-card";
import { EndpointForm } from "./webhooks/endpoint-form";
import { EventCatalogue } from "./webhooks/event-catalogue";
import { SecretNotice } from "./webhooks/secret-notice";
import type { Endpoint, EventInfo } from "./webhooks/types";
import { useWebhookEndpoints } from "./webhooks/use-webhook-endpoints";

/**
 * The webhook console: the endpoint list with each endpoint's actions, test outcome and delivery log, the form to add
 * or edit one, its secret shown once, and the event catalogue. Data and actions live in `useWebhookEndpoints`; the
 * parts in `./webhooks/`.
 */
export function WebhooksConsole({
  initialEvents,
  allowLoopbackHttp = false,
}: {
  initialEvents: EventInfo[];
  allowLoopbackHttp?: boolean;
}) {
  const w = useWebhookEndpoints(initialEvents);
  const [editing, setEditing] = useState<Endpoint | "new" | null>(null);

  return (
    <>
      <div aria-live="polite">
        {w.notice ? (
          <p className={`notice ${w.notice.kind}`} role={w.notice.kind === "bad" ? "alert" : "status"}>
            {w.notice.text}
          </p>
        ) : null}
      </div>

      {editing ? (
        <EndpointForm
          key={editing === "new" ? "new" : editing.id}
          endpoint={editing === "new" ? null : editing}
          events={w.events}
          allowLoopbackHttp={allowLoopbackHttp}
          onCancel={() => setEditing(null)}
          onSaved={async (ep, newSecret) => {
            setEditing(null);
            await w.saved(ep, newSecret);
          }}
        />
      ) : null}

      {w.secret ? <SecretNotice secret={w.secret} secretRef={w.secretRef} onHide={w.hideSecret} /> : null}

      <section aria-labelledby="endpoints-h" style={{ marginBottom: 24 }}>
        <div className="card-head">
          <h2 id="endpoints-h">Endpoints</h2>
          <span className="actions">
            {w.limit !== null && w.endpoints ? (
              <span className="muted small">
                {w.endpoints.length} of {w.limit}
              </span>
            ) : null}
            {editing ? null : (
              <button type="button" onClick={() => setEditing("new")} disabled={w.atLimit} data-testid="add-endpoint">
                Add endpoint
              </button>
            )}
          </span>
        </div>
        {w.atLimit ? (
          <p className="small muted">You have reached the limit of {w.limit} endpoints; delete one to add another.</p>
        ) : null}
        {w.loadError ? (
          <p className="notice bad" role="alert">
            {w.loadError}
          </p>
        ) : null}
        {w.endpoints === null ? (
          <div className="card empty" aria-busy="true">
            Loading endpoints…
          </div>
        ) : w.endpoints.length === 0 ? (
          <div className="card empty">
            <strong>No endpoints yet</strong>
            Add an HTTPS URL to receive scan.completed and risk.changed events, signed with a secret only you and the
            service know.
          </div>
        ) : (
          w.endpoints.map((ep) => (
            <EndpointCard
              key={ep.id}
              ep={ep}
              test={w.tests[ep.id]}
              busy={w.busy}
              logOpen={w.logFor === ep.id}
              logVersion={w.logVersion}
              onSendTest={() => void w.sendTest(ep)}
              onToggleLog={() => w.setLogFor(w.logFor === ep.id ? null : ep.id)}
              onEdit={() => setEditing(ep)}
              onEnable={() => void w.setEnabled(ep, true)}
              onConfirm={(kind) => w.setPending({ kind, ep })}
              onChanged={w.load}
            />
          ))
        )}
      </section>

      <EventCatalogue events={w.events} />

      <ConfirmChange
        pending={w.pending}
        busy={w.busy}
        onConfirm={() => void w.confirmPending()}
        onCancel={() => w.setPending(null)}
      />
    </>
  );
}
