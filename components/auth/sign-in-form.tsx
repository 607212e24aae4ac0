"use client";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";

export function SignInForm({ callbackUrl, github }: { callbackUrl: string; github: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const form = new FormData(e.currentTarget);
    const res = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false });
    setBusy(false);
    if (!res || res.error) return setError("Email or password is wrong.");
    window.location.assign(callbackUrl);
  }

  return (
    <form onSubmit={onSubmit} className="auth-form" aria-describedby={error ? "signin-error" : undefined}>
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required />
      {error ? <p id="signin-error" role="alert" className="error">{error}</p> : null}
      <button type="submit" disabled={busy}>{busy ? "Signing in…" : "Sign in"}</button>
      {github ? <button type="button" className="secondary" onClick={() => signIn("github", { callbackUrl })}>Sign in with GitHub</button> : null}
    </form>
  );
}
