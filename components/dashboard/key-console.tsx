"use client";
import { useState, type FormEvent } from "react";

export interface KeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  signingRequired: boolean;
  status: "active" | "revoked";
}

async function call(path: string, method: string, body?: unknown) {
  const res = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(data?.error ?? `Request failed (${res.status})`);
  return data;
}

export function KeyConsole({ initialKeys }: { initialKeys: KeyView[] }) {
  const [keys, setKeys] = useState(initialKeys);
  const [fresh, setFresh] = useState<{ key: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function refresh() {
    setKeys((await call("/api/keys", "GET")).keys);
  }

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const form = e.currentTarget;
    const data = new FormData(form);
    try {
      const created = await call("/api/keys", "POST", { name: String(data.get("name") || "API key"), signingRequired: data.get("signing") === "on" });
      setFresh({ key: created.key, name: created.name });
      setCopied(false);
      form.reset();
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  async function revoke(k: KeyView) {
    if (!window.confirm(`Revoke "${k.name}" (${k.prefix}…)? Requests with it fail at once.`)) return;
    try {
      await call(`/api/keys/${k.id}`, "DELETE");
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  async function rotate(k: KeyView) {
    if (!window.confirm(`Rotate "${k.name}"? The old key stops working now; a new one is shown once.`)) return;
    try {
      const created = await call(`/api/keys/${k.id}/rotate`, "POST");
      setFresh({ key: created.key, name: created.name });
      setCopied(false);
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <>
      <section className="card" aria-labelledby="new-key-h">
        <h2 id="new-key-h">Create a key</h2>
        <form onSubmit={create} style={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
          <label htmlFor="key-name">Name</label>
          <input id="key-name" name="name" maxLength={80} placeholder="e.g. trading-bot" />
          <label><input type="checkbox" name="signing" /> Require signed requests</label>
          <button type="submit">Create key</button>
        </form>
        {error ? <p role="alert" className="error">{error}</p> : null}
        {fresh ? (
          <div role="status" style={{ marginTop: 12 }}>
            <p>New key <strong>{fresh.name}</strong>. Copy it now: it is not shown again.</p>
            <p className="secret" data-testid="new-key">{fresh.key}</p>
            <button type="button" className="secondary" onClick={() => navigator.clipboard.writeText(fresh.key).then(() => setCopied(true))}>
              {copied ? "Copied" : "Copy"}
            </button>
          </div>
        ) : null}
      </section>
      <table aria-label="API keys">
        <thead>
          <tr><th>Name</th><th>Key</th><th>Created</th><th>Last used</th><th>Status</th><th><span className="sr-only">Actions</span></th></tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id}>
              <td>{k.name}{k.signingRequired ? <span className="pill" style={{ marginLeft: 6 }}>signed</span> : null}</td>
              <td><code>{k.prefix}…</code></td>
              <td>{k.createdAt.slice(0, 10)}</td>
              <td>{k.lastUsedAt ? k.lastUsedAt.replace("T", " ").slice(0, 16) + " UTC" : "never"}</td>
              <td>{k.status}</td>
              <td>
                {k.status === "active" ? (
                  <span style={{ display: "flex", gap: 6 }}>
                    <button type="button" className="secondary" onClick={() => rotate(k)}>Rotate</button>
                    <button type="button" className="danger" onClick={() => revoke(k)}>Revoke</button>
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
