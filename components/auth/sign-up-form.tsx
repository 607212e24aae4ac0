"use client";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";

/**
 * Sign-up: the server checks the password policy (length, not only spaces, zxcvbn strength) and
 * says why a password is refused; that reason is shown under the field. After sign-up the user is
 * signed in with an unconfirmed email. In development without SMTP the confirmation link comes
 * back in the response and is shown here instead of being mailed.
 */
export function SignUpForm() {
  const [error, setError] = useState<{ field: "password" | "form"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [devLink, setDevLink] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email")).trim();
    const password = String(form.get("password"));
    try {
      const res = await fetch("/api/auth/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        setBusy(false);
        const onPassword =
          Array.isArray(body?.details) && body.details.some((d: { path?: string }) => d.path === "password");
        return setError({ field: onPassword ? "password" : "form", text: body?.error ?? "Sign-up failed." });
      }
      const signed = await signIn("credentials", { email, password, redirect: false });
      if (!signed || signed.error) {
        setBusy(false);
        return setError({
          field: "form",
          text: "Check your mail: we sent a message to this address. If it already had an account, sign in with its password.",
        });
      }
      if (body?.verification?.devLink) {
        setBusy(false);
        return setDevLink(body.verification.devLink);
      }
      window.location.assign("/dashboard");
    } catch {
      setBusy(false);
      setError({ field: "form", text: "The service did not answer. Try again in a moment." });
    }
  }

  if (devLink) {
    return (
      <div className="notice info" role="status">
        <p>
          Account created. Mail is not configured on this server (development), so here is your confirmation link (also
          in the server log):
        </p>
        <p>
          <a href={devLink} data-testid="dev-verification-link" style={{ wordBreak: "break-all" }}>
            {devLink}
          </a>
        </p>
        <p>
          <a href="/dashboard">Continue to the dashboard</a>
        </p>
      </div>
    );
  }

  const pwError = error?.field === "password" ? error.text : null;
  const formError = error?.field === "form" ? error.text : null;
  return (
    <form onSubmit={onSubmit} className="auth-form">
      <label htmlFor="email">Work email</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-describedby={formError ? "signup-error" : undefined}
      />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={10}
        required
        aria-invalid={pwError ? true : undefined}
        aria-describedby={pwError ? "password-error password-hint" : "password-hint"}
      />
      <span id="password-hint" className="muted small">
        At least 10 characters, not a common or guessable password. A passphrase of a few unrelated words is best.
      </span>
      <div aria-live="assertive">
        {pwError ? (
          <p id="password-error" role="alert" className="error">
            {pwError}
          </p>
        ) : null}
        {formError ? (
          <p id="signup-error" role="alert" className="error">
            {formError}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy}>
        {busy ? "Creating account…" : "Create account"}
      </button>
    </form>
  );
}
