"use client";
import { useEffect, useState } from "react";
import { api, messageOf, useApi } from "../api";
import { LoadedRows } from "../loaded-rows";
import type { Attempt, Endpoint } from "./types";

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

export function DeliveryLog({
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
            <LoadedRows
              rows={attempts}
              columns={6}
              empty={
                <>
                  <strong>No deliveries yet</strong>Send a test event to see one here.
                </>
              }
            >
              {(a, i) => (
                <tr
                  // The index only separates two attempts logged in the same millisecond
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
              )}
            </LoadedRows>
          </tbody>
        </table>
      </div>
    </section>
  );
}
