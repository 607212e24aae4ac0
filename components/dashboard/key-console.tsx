"use client";
import { type FormEvent, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatUtc } from "@/components/ui/risk";
import { SecretBox } from "@/components/ui/secret-box";
import { KEY_NAME_MAX } from "@/lib/api/limits";
import type { ApiKeyView } from "@/lib/api/routes/keys";
import { api, useAction } from "./api";
import { LoadedRows } from "./loaded-rows";

/** A key as the key console API lists it (lib/api/routes/keys.ts); type-only import. */
export type KeyView = ApiKeyView;

type Pending = { kind: "revoke" | "rotate"; key: KeyView } | null;

export function KeyConsole({ initialKeys, maxActive }: { initialKeys: KeyView[]; maxActive: number }) {
  const [keys, setKeys] = useState(initialKeys);
  const [fresh, setFresh] = useState<{ key: string; name: string; rotated: boolean } | null>(null);
  const { busy, error, run } = useAction();
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [showRevoked, setShowRevoked] = useState(false);
  const freshRef = useRef<HTMLElement>(null);

  const active = keys.filter((k) => k.status === "active");
  const shown = showRevoked ? keys : active;

  async function refresh() {
    setKeys((await api("GET /api/keys")).keys);
  }

  function showFresh(key: string, name: string, rotated: boolean) {
    setFresh({ key, name, rotated });
    requestAnimationFrame(() => freshRef.current?.focus());
  }

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const form = e.currentTarget;
    const data = new FormData(form);
    await run(async () => {
      const created = await api("POST /api/keys", {
        body: {
          name: String(data.get("name") || "").trim() || "API key",
          signingRequired: data.get("signing") === "on",
        },
      });
      form.reset();
      await refresh();
      showFresh(created.key, created.name, false);
    });
  }

  async function confirm() {
    if (!pending) return;
    const { kind, key } = pending;
    await run(async () => {
      if (kind === "revoke") {
        await api("DELETE /api/keys/{id}", { params: { id: key.id } });
        setMessage(`Key "${key.name}" (${key.prefix}…) is revoked. Requests with it now get 401.`);
        if (fresh) setFresh(null);
        await refresh();
      } else {
        const created = await api("POST /api/keys/{id}/rotate", { params: { id: key.id } });
        await refresh();
        showFresh(created.key, created.name, true);
      }
    });
    setPending(null);
  }

  return (
    <>
      <section className="card" aria-labelledby="new-key-h">
        <div className="card-head">
          <h2 id="new-key-h">Create a key</h2>
          <span className="muted small">
            {active.length} of {maxActive} active keys
          </span>
        </div>
        <form onSubmit={create} className="field-row">
          <div className="field" style={{ flex: "1 1 260px", margin: 0 }}>
            <label htmlFor="key-name">Key name</label>
            <input
              id="key-name"
              name="name"
              maxLength={KEY_NAME_MAX}
              placeholder="e.g. trading-bot, risk-desk"
              aria-describedby="key-name-hint"
            />
            <span id="key-name-hint" className="hint">
              Helps you tell keys apart in this list; up to {KEY_NAME_MAX} characters.
            </span>
          </div>
          <div className="field" style={{ margin: 0 }}>
            <label className="check">
              <input type="checkbox" name="signing" aria-describedby="signing-hint" /> Require signed requests
            </label>
            <span id="signing-hint" className="hint">
              Unsigned requests with this key will be refused. See{" "}
              <a href="/docs#request-signing">request signing in the API docs</a>.
            </span>
          </div>
          <div style={{ paddingBottom: 26 }}>
            <button type="submit" disabled={busy || active.length >= maxActive}>
              Create key
            </button>
          </div>
        </form>
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <div role="status" aria-live="polite">
          {message ? <p className="notice ok">{message}</p> : null}
        </div>
        {fresh ? (
          <section className="notice ok" ref={freshRef} tabIndex={-1} aria-labelledby="fresh-h" data-testid="fresh-key">
            <h3 id="fresh-h">
              {fresh.rotated ? "Key rotated" : "Key created"}: {fresh.name}
            </h3>
            <p>
              Copy it now and keep it in your secret manager: <strong>it is not shown again</strong>.
              {fresh.rotated ? " The old key has stopped working." : ""}
            </p>
            <SecretBox value={fresh.key} copyLabel="Copy key" testId="new-key" onHide={() => setFresh(null)} />
          </section>
        ) : null}
      </section>

      <section aria-labelledby="keys-h">
        <div className="card-head">
          <h2 id="keys-h">Your keys</h2>
          {keys.length > active.length ? (
            <label className="check small">
              <input type="checkbox" checked={showRevoked} onChange={(e) => setShowRevoked(e.target.checked)} /> Show
              revoked keys ({keys.length - active.length})
            </label>
          ) : null}
        </div>
        <div className="table-wrap">
          <table aria-labelledby="keys-h">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <LoadedRows
                rows={shown}
                columns={6}
                empty={
                  <>
                    <strong>No active keys</strong>
                    Create one above to call the API from your code.
                  </>
                }
              >
                {(k) => (
                  <tr key={k.id} data-testid="key-row">
                    <td>
                      {k.name}
                      {k.signingRequired ? (
                        <span className="badge neutral" style={{ marginLeft: 8 }}>
                          signed only
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <code>{k.prefix}…</code>
                    </td>
                    <td className="nowrap">{k.createdAt.slice(0, 10)}</td>
                    <td className="nowrap">
                      {k.lastUsedAt ? formatUtc(k.lastUsedAt) : <span className="muted">never</span>}
                    </td>
                    <td>
                      {k.status === "active" ? (
                        <span className="badge ok">Active</span>
                      ) : (
                        <span className="badge neutral" title={k.revokedAt ?? undefined}>
                          Revoked {k.revokedAt?.slice(0, 10)}
                        </span>
                      )}
                    </td>
                    <td>
                      {k.status === "active" ? (
                        <span className="actions" style={{ justifyContent: "flex-end" }}>
                          <button
                            type="button"
                            className="secondary small"
                            onClick={() => setPending({ kind: "rotate", key: k })}
                            aria-label={`Rotate ${k.name}`}
                          >
                            Rotate
                          </button>
                          <button
                            type="button"
                            className="danger small"
                            onClick={() => setPending({ kind: "revoke", key: k })}
                            aria-label={`Revoke ${k.name}`}
                          >
                            Revoke
                          </button>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                )}
              </LoadedRows>
            </tbody>
          </table>
        </div>
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "revoke" ? `Revoke "${pending.key.name}"?` : `Rotate "${pending?.key.name ?? ""}"?`}
        confirmLabel={pending?.kind === "revoke" ? "Revoke key" : "Rotate key"}
        danger={pending?.kind === "revoke"}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === "revoke" ? (
          <p>
            Requests with <code>{pending.key.prefix}…</code> fail with 401 at once. This cannot be undone.
          </p>
        ) : (
          <p>
            A new key with the same name and settings is issued and shown once. The old key{" "}
            <code>{pending?.key.prefix}…</code> stops working immediately, so update your deployments right after.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
