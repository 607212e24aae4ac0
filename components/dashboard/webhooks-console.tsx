"use client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { formatUtc } from "@/components/ui/risk";
import { WEBHOOK_DESCRIPTION_MAX } from "@/lib/api/limits";
import type {
  WebhookAttempt,
  WebhookEndpoint,
  WebhookEventInfoView,
  WebhookTestResult,
} from "@/lib/api/routes/dashboard-webhooks";
import { ApiFailure, api, messageOf, useAction, useApi } from "./api";

/** Shapes of the dashboard webhook API, from its route definitions (lib/api/routes/dashboard-webhooks.ts). Type-only imports: no server code reaches the browser. */
export type Endpoint = WebhookEndpoint;
export type EventInfo = WebhookEventInfoView;
type Attempt = WebhookAttempt;
type TestOutcome = WebhookTestResult;

function statusOf(ep: Endpoint): { label: string; cls: string } {
  if (!ep.enabled) return { label: "Disabled", cls: "bad" };
  if (ep.consecutiveFailures > 0) return { label: `Failing (${ep.consecutiveFailures} in a row)`, cls: "warn" };
  if (ep.lastSuccessAt) return { label: "Healthy", cls: "ok" };
  return { label: "Active, no delivery yet", cls: "neutral" };
}

type Secret = { endpointId: string; secret: string; rotated: boolean };
type Pending = { kind: "delete" | "rotate" | "disable"; ep: Endpoint } | null;

export function WebhooksConsole({
  initialEvents,
  allowLoopbackHttp = false,
}: {
  initialEvents: EventInfo[];
  allowLoopbackHttp?: boolean;
}) {
  const list = useApi("GET /api/dashboard/webhooks", { empty: { endpoints: [], limit: 0 } });
  const { reload: load, error: loadError } = list;
  const endpoints = list.data?.endpoints ?? null;
  const limit = list.data && !loadError ? list.data.limit : null;
  const [events, setEvents] = useState<EventInfo[]>(initialEvents);
  const [editing, setEditing] = useState<Endpoint | "new" | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "bad"; text: string } | null>(null);
  const { busy, run } = useAction((err) => setNotice({ kind: "bad", text: messageOf(err) }));
  const [logFor, setLogFor] = useState<string | null>(null);
  const [tests, setTests] = useState<Record<string, TestOutcome | { sending: true } | { error: string }>>({});
  const [logVersion, setLogVersion] = useState(0);
  const secretRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (initialEvents.length === 0) {
      api("GET /api/dashboard/webhooks/events")
        .then((d) => setEvents(d.events))
        .catch(() => undefined);
    }
  }, [initialEvents.length]);

  function showSecret(s: Secret) {
    setSecret(s);
    requestAnimationFrame(() => secretRef.current?.focus());
  }

  async function sendTest(ep: Endpoint) {
    setTests((t) => ({ ...t, [ep.id]: { sending: true } }));
    try {
      const outcome = await api("POST /api/dashboard/webhooks/{id}/test", { params: { id: ep.id } });
      setTests((t) => ({ ...t, [ep.id]: outcome }));
    } catch (err) {
      setTests((t) => ({ ...t, [ep.id]: { error: messageOf(err) } }));
    }
    setLogVersion((v) => v + 1);
    await load();
  }

  async function setEnabled(ep: Endpoint, enabled: boolean) {
    await run(async () => {
      await api("PATCH /api/dashboard/webhooks/{id}", { params: { id: ep.id }, body: { enabled } });
      setNotice({
        kind: "ok",
        text: enabled
          ? `Re-enabled ${ep.url}. Its failure count starts again from zero.`
          : `Disabled ${ep.url}. No event is sent to it until you enable it.`,
      });
      await load();
    });
    setPending(null);
  }

  async function confirmPending() {
    if (!pending) return;
    const { kind, ep } = pending;
    if (kind === "disable") return setEnabled(ep, false);
    await run(async () => {
      const params = { id: ep.id };
      if (kind === "delete") {
        await api("DELETE /api/dashboard/webhooks/{id}", { params });
        setNotice({ kind: "ok", text: `Deleted the endpoint ${ep.url}.` });
        if (secret?.endpointId === ep.id) setSecret(null);
        if (logFor === ep.id) setLogFor(null);
      } else {
        const data = await api("POST /api/dashboard/webhooks/{id}/rotate-secret", { params });
        setNotice(null);
        showSecret({ endpointId: ep.id, secret: data.secret, rotated: true });
      }
      await load();
    });
    setPending(null);
  }

  const atLimit = limit !== null && endpoints !== null && endpoints.length >= limit;

  return (
    <>
      <div aria-live="polite">
        {notice ? (
          <p className={`notice ${notice.kind}`} role={notice.kind === "bad" ? "alert" : "status"}>
            {notice.text}
          </p>
        ) : null}
      </div>

      {editing ? (
        <EndpointForm
          key={editing === "new" ? "new" : editing.id}
          endpoint={editing === "new" ? null : editing}
          events={events}
          allowLoopbackHttp={allowLoopbackHttp}
          onCancel={() => setEditing(null)}
          onSaved={async (ep, newSecret) => {
            setEditing(null);
            setNotice({ kind: "ok", text: newSecret ? `Endpoint created: ${ep.url}.` : `Saved ${ep.url}.` });
            if (newSecret) showSecret({ endpointId: ep.id, secret: newSecret, rotated: false });
            await load();
          }}
        />
      ) : null}

      {secret ? (
        <section
          className="notice ok"
          ref={secretRef}
          tabIndex={-1}
          aria-labelledby="secret-h"
          data-testid="webhook-secret"
        >
          <h2 id="secret-h" style={{ fontSize: 16 }}>
            {secret.rotated ? "New signing secret" : "Signing secret"}
          </h2>
          <p>
            Copy it into your receiver now: <strong>it is not shown again</strong>.{" "}
            {secret.rotated
              ? "The previous secret stopped working at once; deliveries from now on are signed with this one."
              : ""}
          </p>
          <div className="secret-box">
            <p className="secret" data-testid="webhook-secret-value">
              {secret.secret}
            </p>
            <CopyButton value={secret.secret} label="Copy secret" />
            <button type="button" className="secondary" onClick={() => setSecret(null)}>
              I have saved it
            </button>
          </div>
          <p className="small muted" style={{ marginTop: 10 }}>
            Verify each delivery: <code>X-Service-Signature: sha256=&lt;hex HMAC-SHA256 of the raw body&gt;</code> keyed
            with the base64-decoded part after <code>whsec_</code>, or the Standard Webhooks headers (
            <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>) with any Standard
            Webhooks library.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="endpoints-h" style={{ marginBottom: 24 }}>
        <div className="card-head">
          <h2 id="endpoints-h">Endpoints</h2>
          <span className="actions">
            {limit !== null && endpoints ? (
              <span className="muted small">
                {endpoints.length} of {limit}
              </span>
            ) : null}
            {editing ? null : (
              <button type="button" onClick={() => setEditing("new")} disabled={atLimit} data-testid="add-endpoint">
                Add endpoint
              </button>
            )}
          </span>
        </div>
        {atLimit ? (
          <p className="small muted">You have reached the limit of {limit} endpoints; delete one to add another.</p>
        ) : null}
        {loadError ? (
          <p className="notice bad" role="alert">
            {loadError}
          </p>
        ) : null}
        {endpoints === null ? (
          <div className="card empty" aria-busy="true">
            Loading endpoints…
          </div>
        ) : endpoints.length === 0 ? (
          <div className="card empty">
            <strong>No endpoints yet</strong>
            Add an HTTPS URL to receive scan.completed and risk.changed events, signed with a secret only you and the
            service know.
          </div>
        ) : (
          endpoints.map((ep) => {
            const st = statusOf(ep);
            const test = tests[ep.id];
            return (
              <article
                key={ep.id}
                className="card"
                aria-labelledby={`ep-${ep.id}`}
                data-testid="endpoint-card"
                data-endpoint-id={ep.id}
              >
                <div className="card-head" style={{ alignItems: "center" }}>
                  <div style={{ minWidth: 0 }}>
                    <h3 id={`ep-${ep.id}`} className="mono" style={{ wordBreak: "break-all", fontSize: 14 }}>
                      {ep.url}
                    </h3>
                    {ep.description ? <div className="muted small">{ep.description}</div> : null}
                  </div>
                  <span className={`badge ${st.cls}`} data-testid="endpoint-status">
                    {st.label}
                  </span>
                </div>
                {!ep.enabled ? (
                  <p className="notice bad small" data-testid="disabled-reason">
                    <strong>Disabled{ep.disabledAt ? ` ${formatUtc(ep.disabledAt)}` : ""}:</strong>{" "}
                    {ep.disabledReason ?? "disabled by the account owner."} Events are not queued for it while disabled;
                    resend is unavailable. Enable it to resume.
                  </p>
                ) : null}
                <dl className="detail-grid">
                  <div>
                    <dt>Events</dt>
                    <dd>
                      {ep.events.map((e) => (
                        <span key={e} className="chip">
                          {e}
                        </span>
                      ))}
                    </dd>
                  </div>
                  <div>
                    <dt>Last success</dt>
                    <dd>{ep.lastSuccessAt ? formatUtc(ep.lastSuccessAt) : "never"}</dd>
                  </div>
                  <div>
                    <dt>Last failure</dt>
                    <dd>{ep.lastFailureAt ? formatUtc(ep.lastFailureAt) : "never"}</dd>
                  </div>
                  <div>
                    <dt>Created</dt>
                    <dd>{formatUtc(ep.createdAt)}</dd>
                  </div>
                </dl>
                <div className="actions">
                  <button
                    type="button"
                    className="small"
                    onClick={() => sendTest(ep)}
                    disabled={!!(test && "sending" in test)}
                    data-testid="send-test"
                  >
                    {test && "sending" in test ? "Sending…" : "Send test event"}
                  </button>
                  <button
                    type="button"
                    className="secondary small"
                    aria-expanded={logFor === ep.id}
                    onClick={() => setLogFor(logFor === ep.id ? null : ep.id)}
                    data-testid="toggle-log"
                  >
                    {logFor === ep.id ? "Hide delivery log" : "Delivery log"}
                  </button>
                  <button type="button" className="secondary small" onClick={() => setEditing(ep)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="secondary small"
                    onClick={() => setPending({ kind: "rotate", ep })}
                    data-testid="rotate-secret"
                  >
                    Rotate secret
                  </button>
                  {ep.enabled ? (
                    <button
                      type="button"
                      className="secondary small"
                      onClick={() => setPending({ kind: "disable", ep })}
                    >
                      Disable
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="secondary small"
                      onClick={() => setEnabled(ep, true)}
                      disabled={busy}
                    >
                      Enable
                    </button>
                  )}
                  <button type="button" className="danger small" onClick={() => setPending({ kind: "delete", ep })}>
                    Delete
                  </button>
                </div>
                <div aria-live="polite" data-testid="test-outcome">
                  {test && !("sending" in test) ? (
                    "error" in test && !("eventId" in test) ? (
                      <p className="notice bad small" style={{ margin: "12px 0 0" }}>
                        Test not sent: {test.error}
                      </p>
                    ) : (
                      <TestResult outcome={test as TestOutcome} />
                    )
                  ) : null}
                </div>
                {logFor === ep.id ? <DeliveryLog endpoint={ep} version={logVersion} onChanged={load} /> : null}
              </article>
            );
          })
        )}
      </section>

      <EventCatalogue events={events} />

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === "delete"
            ? "Delete this endpoint?"
            : pending?.kind === "rotate"
              ? "Rotate the signing secret?"
              : "Disable this endpoint?"
        }
        confirmLabel={
          pending?.kind === "delete"
            ? "Delete endpoint"
            : pending?.kind === "rotate"
              ? "Rotate secret"
              : "Disable endpoint"
        }
        danger={pending?.kind === "delete"}
        busy={busy}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      >
        <p className="mono small" style={{ wordBreak: "break-all" }}>
          {pending?.ep.url}
        </p>
        {pending?.kind === "delete" ? (
          <p>It stops receiving events now and its delivery log is gone. This cannot be undone.</p>
        ) : pending?.kind === "rotate" ? (
          <p>
            A new secret is shown once. The current one stops working at once: update your receiver right after, or its
            signature checks will fail.
          </p>
        ) : (
          <p>
            No events are sent to it while disabled, and they are not queued for later. You can enable it again any
            time.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
/** The schemes the server accepts: https, plus http to loopback hosts when the server allows loopback targets. */
function targetUrlProblem(raw: string, allowLoopbackHttp: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return allowLoopbackHttp
      ? "Enter a full URL starting with https:// (or http:// for a loopback target)."
      : "The URL must start with https://";
  }
  if (u.protocol === "https:") return null;
  if (u.protocol === "http:" && allowLoopbackHttp && LOOPBACK_HOSTS.has(u.hostname.toLowerCase())) return null;
  return allowLoopbackHttp
    ? "The URL must start with https://, or http:// on 127.0.0.1, [::1] or localhost (allowed on this server)."
    : "The URL must start with https://";
}

/** A delivery failure as a short class (the server's `errorClass` when present), the full text on hover. */
function ErrorClass({ error, errorClass }: { error?: string | null; errorClass?: string | null }) {
  if (!error && !errorClass) return null;
  const short = errorClass ?? (error && error.length > 90 ? `${error.slice(0, 87)}…` : error);
  return (
    <div
      className="small error"
      title={error ?? undefined}
      data-testid="delivery-error"
      style={{ overflowWrap: "anywhere" }}
    >
      {errorClass ? <code>{errorClass}</code> : short}
    </div>
  );
}

function TestResult({ outcome }: { outcome: TestOutcome }) {
  return (
    <div
      className={`notice small ${outcome.ok ? "ok" : "bad"}`}
      style={{ margin: "12px 0 0" }}
      data-testid="test-result"
      data-ok={String(outcome.ok)}
    >
      <p style={{ marginBottom: 4 }}>
        <strong>{outcome.ok ? "Test event delivered" : "Test event failed"}</strong>
        {": "}
        {outcome.status ? `HTTP ${outcome.status}` : "no response"} in {outcome.latencyMs} ms
        {outcome.error ? (
          <>
            {" "}
            ·{" "}
            <span title={outcome.error}>{(outcome as { errorClass?: string | null }).errorClass ?? outcome.error}</span>
          </>
        ) : (
          ""
        )}
      </p>
      <p className="muted" style={{ marginBottom: 0 }}>
        Event <code>{outcome.eventId}</code>
        {outcome.responseExcerpt ? (
          <>
            {" "}
            · receiver answered <code>{outcome.responseExcerpt.slice(0, 160)}</code>
          </>
        ) : null}{" "}
        · Test events are sent once, never retried, and do not change the endpoint&apos;s health.
      </p>
    </div>
  );
}

function DeliveryLog({
  endpoint,
  version,
  onChanged,
}: {
  endpoint: Endpoint;
  version: number;
  onChanged: () => Promise<void>;
}) {
  const log = useApi("GET /api/dashboard/webhooks/{id}/deliveries", {
    params: { id: endpoint.id },
    empty: { attempts: [] },
  });
  const { reload: load, error } = log;
  const attempts: Attempt[] | null = log.data?.attempts ?? null;
  const [resending, setResending] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // `version` is the reload trigger: the parent bumps it after a test event or resend (useApi loaded it on mount).
  useEffect(() => {
    if (version > 0) void load();
  }, [load, version]);

  // While the log is open, new deliveries (and retries) show up by themselves.
  useEffect(() => {
    const t = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, 10_000);
    return () => clearInterval(t);
  }, [load]);

  async function resend(a: Attempt) {
    if (!a.deliveryId) return;
    setResending(a.deliveryId);
    setMessage(null);
    try {
      const d = await api("POST /api/dashboard/webhooks/{id}/deliveries/{deliveryId}/resend", {
        params: { id: endpoint.id, deliveryId: a.deliveryId },
      });
      setMessage(
        `Resent ${a.eventType} (${a.eventId}) as a new delivery; status ${d.delivery.status}. Same event id, so receivers can de-duplicate.`,
      );
      await new Promise((r) => setTimeout(r, 800));
      await load();
      await onChanged();
    } catch (err) {
      setMessage(messageOf(err));
    } finally {
      setResending(null);
    }
  }

  return (
    <section aria-labelledby={`log-${endpoint.id}`} style={{ marginTop: 14 }} data-testid="delivery-log">
      <div className="card-head">
        <h4 id={`log-${endpoint.id}`} style={{ margin: 0 }}>
          Delivery log
        </h4>
        <span className="actions">
          <span className="muted small">Last 50 attempts, newest first</span>
          <button type="button" className="ghost small" onClick={() => void Promise.all([load(), onChanged()])}>
            Refresh
          </button>
        </span>
      </div>
      {error ? (
        <p className="error small" role="alert">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">{message ? <p className="notice info small">{message}</p> : null}</div>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Time (UTC)</th>
              <th scope="col">Event</th>
              <th scope="col" className="num">
                Attempt
              </th>
              <th scope="col">Outcome</th>
              <th scope="col" className="num">
                Latency
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts === null ? (
              <tr>
                <td colSpan={6} className="empty">
                  Loading…
                </td>
              </tr>
            ) : attempts.length === 0 ? (
              <tr>
                <td colSpan={6} className="empty">
                  <strong>No deliveries yet</strong>Send a test event to see one here.
                </td>
              </tr>
            ) : (
              attempts.map((a, i) => (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index only separates two attempts logged in the same millisecond
                  key={`${a.eventId}-${a.attempt}-${a.attemptedAt}-${i}`}
                  data-testid="delivery-row"
                  data-event-type={a.eventType}
                  data-ok={String(a.ok)}
                >
                  <td className="nowrap" title={a.attemptedAt}>
                    {a.attemptedAt.slice(5, 10)} <span className="muted">{a.attemptedAt.slice(11, 19)}</span>
                  </td>
                  <td>
                    <code>{a.eventType}</code>
                    {a.test ? (
                      <span className="badge neutral" style={{ marginLeft: 6 }}>
                        test
                      </span>
                    ) : null}
                    <div className="faint small mono" title="Event id (stable across retries and resends)">
                      {a.eventId}
                    </div>
                  </td>
                  <td className="num">{a.attempt}</td>
                  <td>
                    <span className={`badge ${a.ok ? "ok" : "bad"}`}>{a.ok ? "Delivered" : "Failed"}</span>{" "}
                    <span className="small">{a.status ? `HTTP ${a.status}` : "no response"}</span>
                    <ErrorClass error={a.error} errorClass={(a as { errorClass?: string | null }).errorClass} />
                    {a.responseExcerpt ? (
                      <div
                        className="small mono faint"
                        style={{ maxWidth: 260, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
                        title={a.responseExcerpt}
                      >
                        {a.responseExcerpt}
                      </div>
                    ) : null}
                  </td>
                  <td className="num nowrap">{a.latencyMs} ms</td>
                  <td>
                    {a.deliveryId ? (
                      <button
                        type="button"
                        className="secondary small"
                        disabled={!endpoint.enabled || resending === a.deliveryId}
                        title={
                          endpoint.enabled
                            ? "Send the same event again as a new delivery"
                            : "Enable the endpoint to resend"
                        }
                        onClick={() => resend(a)}
                        aria-label={`Resend ${a.eventType} ${a.eventId}`}
                      >
                        {resending === a.deliveryId ? "Resending…" : "Resend"}
                      </button>
                    ) : (
                      <span
                        className="muted small"
                        title="Test sends are not queued deliveries; send another test instead."
                      >
                        —
                      </span>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function EndpointForm({
  endpoint,
  events,
  onCancel,
  onSaved,
  allowLoopbackHttp = false,
}: {
  endpoint: Endpoint | null;
  events: EventInfo[];
  onCancel: () => void;
  onSaved: (ep: Endpoint, secret?: string) => Promise<void>;
  allowLoopbackHttp?: boolean;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [selected, setSelected] = useState<string[]>(endpoint?.events ?? ["scan.completed", "risk.changed"]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, setError, run } = useAction((err) => {
    const fe: Record<string, string> = {};
    for (const d of err instanceof ApiFailure ? err.details : [])
      fe[String(d.path).split(".")[0] || "form"] = d.message;
    setFieldErrors(fe);
    setError(messageOf(err));
  });
  const urlRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    urlRef.current?.focus();
  }, []);

  const urlProblem = url.trim() ? targetUrlProblem(url.trim(), allowLoopbackHttp) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    if (urlProblem) return setFieldErrors({ url: urlProblem });
    if (selected.length === 0) return setFieldErrors({ events: "Choose at least one event." });
    const body = { url: url.trim(), events: selected, description: description.trim() };
    await run(async () => {
      if (endpoint) {
        const d = await api("PATCH /api/dashboard/webhooks/{id}", { params: { id: endpoint.id }, body });
        await onSaved(d.endpoint);
      } else {
        const d = await api("POST /api/dashboard/webhooks", { body });
        await onSaved(d.endpoint, d.secret);
      }
    });
  }

  const toggle = (type: string, on: boolean) => {
    setSelected((s) => (on ? [...new Set([...s, type])] : s.filter((x) => x !== type)));
    if (fieldErrors.events) setFieldErrors(({ events: _drop, ...rest }) => rest);
  };

  return (
    <section className="card" aria-labelledby="form-h" data-testid="endpoint-form">
      <h2 id="form-h">{endpoint ? "Edit endpoint" : "Add an endpoint"}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="wh-url">Endpoint URL</label>
          <input
            ref={urlRef}
            id="wh-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              if (fieldErrors.url) setFieldErrors(({ url: _drop, ...rest }) => rest);
            }}
            placeholder="https://hooks.example.com/token-risk"
            required
            className="mono"
            aria-invalid={fieldErrors.url || urlProblem ? true : undefined}
            aria-describedby="wh-url-hint"
          />
          <span id="wh-url-hint" className={fieldErrors.url || urlProblem ? "hint error" : "hint"}>
            {fieldErrors.url ??
              urlProblem ??
              (allowLoopbackHttp
                ? "HTTPS on a public address; this server also allows http:// and https:// on 127.0.0.1, [::1] and localhost (development only). "
                : "HTTPS only, on a public address. ") +
                "We POST JSON and expect a 2xx within 15 seconds; failures are retried with back-off."}
          </span>
        </div>
        <div className="field">
          <label htmlFor="wh-desc">
            Description <span className="muted">(optional)</span>
          </label>
          <input
            id="wh-desc"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            placeholder="e.g. Risk desk alerts (prod)"
          />
        </div>
        <fieldset className="check-list" aria-describedby={fieldErrors.events ? "wh-events-error" : undefined}>
          <legend>Events</legend>
          {events.map((ev) => {
            const reserved = ev.status === "reserved";
            const id = `wh-ev-${ev.type.replace(/[^a-z0-9]/gi, "-")}`;
            return (
              <div key={ev.type} className={`check-item${reserved ? " disabled" : ""}`}>
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(ev.type)}
                  disabled={reserved}
                  onChange={(e) => toggle(ev.type, e.target.checked)}
                  aria-describedby={`${id}-desc`}
                />
                <label htmlFor={id} style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
                  <code>{ev.type}</code>
                  {ev.status === "legacy" ? (
                    <span className="badge warn">Legacy</span>
                  ) : ev.status === "reserved" ? (
                    <span className="badge neutral">Reserved</span>
                  ) : null}
                </label>
                <span id={`${id}-desc`} className="desc">
                  {ev.description}
                  {ev.status === "legacy" ? " Kept for existing integrations; new ones should use scan.completed." : ""}
                  {reserved ? " It cannot be selected yet." : ""}
                </span>
              </div>
            );
          })}
          {fieldErrors.events ? (
            <span id="wh-events-error" className="error small">
              {fieldErrors.events}
            </span>
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" disabled={busy} data-testid="save-endpoint">
            {busy ? "Saving…" : endpoint ? "Save changes" : "Create endpoint"}
          </button>
          <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function EventCatalogue({ events }: { events: EventInfo[] }) {
  return (
    <section className="card" aria-labelledby="catalogue-h">
      <h2 id="catalogue-h">Event types</h2>
      <p className="muted small">
        Every delivery is a JSON envelope <code>{"{id, type, createdAt, apiVersion, data}"}</code>. The <code>id</code>{" "}
        stays the same across retries and resends: de-duplicate on it.
      </p>
      {events.map((ev) => (
        <details key={ev.type} style={{ borderTop: "1px solid var(--border)", padding: "10px 0" }}>
          <summary style={{ cursor: "pointer" }}>
            <code>{ev.type}</code>{" "}
            <span className={`badge ${ev.status === "active" ? "ok" : ev.status === "legacy" ? "warn" : "neutral"}`}>
              {ev.status}
            </span>{" "}
            <span className="muted small">{ev.description}</span>
          </summary>
          {ev.payloadExample ? (
            <pre style={{ marginTop: 10 }}>
              <code>{JSON.stringify(ev.payloadExample, null, 2)}</code>
            </pre>
          ) : (
            <p className="muted small" style={{ marginTop: 8 }}>
              Never emitted, so there is no example body.
            </p>
          )}
        </details>
      ))}
    </section>
  );
}
