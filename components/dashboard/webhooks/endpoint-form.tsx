"use client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { WEBHOOK_DESCRIPTION_MAX } from "@/lib/api/limits";
import { ApiFailure, api, messageOf, useAction } from "../api";
import type { Endpoint, EventInfo } from "./types";

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

export function EndpointForm({
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
