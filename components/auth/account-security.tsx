"use client";
import { type FormEvent, useState } from "react";

type Msg = { kind: "ok" | "bad"; text: string } | null;

/** Password change and "sign out everywhere". Both end every session; the user signs in again. */
export function AccountSecurity({ hasPassword }: { hasPassword: boolean }) {
  const [pwMsg, setPwMsg] = useState<Msg>(null);
  const [busy, setBusy] = useState<"pw" | "all" | null>(null);

  async function changePassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy("pw");
    setPwMsg(null);
    try {
      const res = await fetch("/api/auth/password", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") }),
      });
      if (res.ok) return window.location.assign("/signin?passwordChanged=1");
      const body = await res.json().catch(() => null);
      setPwMsg({ kind: "bad", text: body?.error ?? "The password was not changed." });
    } catch {
      setPwMsg({ kind: "bad", text: "The service did not answer. Try again in a moment." });
    }
    setBusy(null);
  }

  async function signOutEverywhere() {
    setBusy("all");
    try {
      const res = await fetch("/api/auth/sign-out-everywhere", { method: "POST" });
      if (res.ok) return window.location.assign("/signin?signedOut=everywhere");
    } catch {
      /* fall through */
    }
    setBusy(null);
  }

  return (
    <div className="card" style={{ maxWidth: 560 }}>
      {hasPassword ? (
        <form onSubmit={changePassword} className="auth-form" aria-labelledby="pw-head">
          <h2 id="pw-head">Change password</h2>
          <label htmlFor="currentPassword">Current password</label>
          <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" required />
          <label htmlFor="newPassword">New password</label>
          <input
            id="newPassword"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            aria-describedby="new-password-hint"
          />
          <span id="new-password-hint" className="muted small">
            At least 10 characters, not a common or guessable password. Every session ends; sign in again after.
          </span>
          <div aria-live="assertive">
            {pwMsg ? (
              <p role="alert" className={pwMsg.kind === "bad" ? "error" : undefined}>
                {pwMsg.text}
              </p>
            ) : null}
          </div>
          <button type="submit" disabled={busy !== null}>
            {busy === "pw" ? "Changing…" : "Change password"}
          </button>
        </form>
      ) : (
        <p className="muted">This account signs in with GitHub and has no password.</p>
      )}
      <h2 style={{ marginTop: 24 }}>Sessions</h2>
      <p className="muted">
        Sign out of the dashboard on every device and browser, this one included. API keys keep working.
      </p>
      <button type="button" className="secondary" onClick={signOutEverywhere} disabled={busy !== null}>
        {busy === "all" ? "Signing out…" : "Sign out everywhere"}
      </button>
    </div>
  );
}
