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
    const email = String(form.get("email")).trim();
    const password = String(form.get("password"));
    try {
      const res = await fetch("/api/auth/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
      if (!res.ok) {
        setBusy(false);
        const body = await res.json().catch(() => null);
        return setError(res.status === 409 ? "An account with this email exists already: sign in instead." : (body?.error ?? "Sign-up failed."));
      }
      const signed = await signIn("credentials", { email, password, redirect: false });
      if (!signed || signed.error) {
        setBusy(false);
        return setError("Account created, but sign-in failed; try signing in.");
      }
      window.location.assign("/dashboard");
    } catch {
      setBusy(false);
      setError("The service did not answer. Try again in a moment.");
    }
  }

  return (
    <form onSubmit={onSubmit} className="auth-form">
      <label htmlFor="email">Work email</label>
      <input id="email" name="email" type="email" autoComplete="email" required aria-describedby={error ? "signup-error" : undefined} />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="new-password" minLength={10} required aria-describedby="password-hint" />
      <span id="password-hint" className="muted small">At least 10 characters. A passphrase is best.</span>
      <div aria-live="assertive">{error ? <p id="signup-error" role="alert" className="error">{error}</p> : null}</div>
      <button type="submit" disabled={busy}>{busy ? "Creating account…" : "Create account"}</button>
    </form>
  );
}
