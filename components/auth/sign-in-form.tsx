"use client";
import { signIn } from "next-auth/react";
import { type FormEvent, useRef, useState } from "react";

export function SignInForm({ callbackUrl, github }: { callbackUrl: string; github: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const form = new FormData(e.currentTarget);
    try {
      const res = await signIn("credentials", {
        email: form.get("email"),
        password: form.get("password"),
        redirect: false,
      });
      if (!res || res.error) {
        setBusy(false);
        setError("Email or password is wrong.");
        emailRef.current?.focus();
        return;
      }
      window.location.assign(callbackUrl);
    } catch {
      setBusy(false);
      setError("The sign-in service did not answer. Try again in a moment.");
    }
  }

  return (
    <form onSubmit={onSubmit} className="auth-form" noValidate={false}>
      <label htmlFor="email">Email</label>
      <input
        ref={emailRef}
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "signin-error" : undefined}
      />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "signin-error" : undefined}
      />
      <div aria-live="assertive">
        {error ? (
          <p id="signin-error" role="alert" className="error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
      {github ? (
        <button
          type="button"
          className="secondary"
          style={{ width: "100%", marginTop: 8 }}
          onClick={() => signIn("github", { callbackUrl })}
        >
          Sign in with GitHub
        </button>
      ) : null}
    </form>
  );
}
