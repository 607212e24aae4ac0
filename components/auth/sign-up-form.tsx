"use client";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";

export function SignUpForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    const res = await fetch("/api/auth/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
    if (!res.ok) {
      setBusy(false);
      const body = await res.json().catch(() => null);
      return setError(body?.error ?? "Sign-up failed.");
    }
    const signed = await signIn("credentials", { email, password, redirect: false });
    setBusy(false);
    if (!signed || signed.error) return setError("Account created, but sign-in failed; try signing in.");
    window.location.assign("/dashboard");
  }

  return (
    <form onSubmit={onSubmit} className="auth-form">
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="password">Password <span className="muted">(at least 10 characters)</span></label>
      <input id="password" name="password" type="password" autoComplete="new-password" minLength={10} required />
      {error ? <p role="alert" className="error">{error}</p> : null}
      <button type="submit" disabled={busy}>{busy ? "Creating account…" : "Create account"}</button>
    </form>
  );
}
