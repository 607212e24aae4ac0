"use client";
import { useState } from "react";

/** Shown on every dashboard page until the account's email is confirmed; resends the link. */
export function VerifyEmailBanner() {
  const [state, setState] = useState<{ kind: "idle" | "busy" | "ok" | "bad"; text?: string; devLink?: string }>({
    kind: "idle",
  });
  async function resend() {
    setState({ kind: "busy" });
    try {
      const res = await fetch("/api/auth/resend", { method: "POST" });
      const body = await res.json().catch(() => null);
      if (!res.ok) return setState({ kind: "bad", text: body?.error ?? "Could not send the mail." });
      setState({
        kind: "ok",
        text: body?.verification?.sent
          ? "Sent: check your inbox."
          : "Mail is not configured here (development): use this link.",
        devLink: body?.verification?.devLink,
      });
    } catch {
      setState({ kind: "bad", text: "The service did not answer. Try again in a moment." });
    }
  }
  return (
    <div className="notice warn" role="status" data-testid="verify-email-banner" style={{ margin: "16px 24px 0" }}>
      <p>
        <strong>Confirm your email address.</strong> Until you open the link we mailed you, you cannot create API keys
        or use your plan from this session.{" "}
        <button type="button" className="secondary" onClick={resend} disabled={state.kind === "busy"}>
          {state.kind === "busy" ? "Sending…" : "Send a new link"}
        </button>
      </p>
      {state.text ? <p className={state.kind === "bad" ? "error" : undefined}>{state.text}</p> : null}
      {state.devLink ? (
        <p>
          <a href={state.devLink} data-testid="dev-verification-link">
            {state.devLink}
          </a>
        </p>
      ) : null}
    </div>
  );
}
