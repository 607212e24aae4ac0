import { headers } from "next/headers";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";
import { serverConfig } from "@/lib/config";

export const metadata = { title: "Sign in · Token Risk API" };

const VERIFY_MESSAGES: Record<string, string> = {
  used: "This confirmation link was already used. If your email is confirmed, just sign in.",
  expired: "This confirmation link has expired. Sign in and ask for a new one.",
  invalid: "This confirmation link is not valid. Sign in and ask for a new one.",
};

type Search = {
  callbackUrl?: string;
  signedOut?: string;
  error?: string;
  verified?: string;
  verify?: string;
  passwordChanged?: string;
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { callbackUrl, signedOut, error, verified, verify, passwordChanged } = await searchParams;
  // Only same-origin destinations (lib/auth/safe-callback-url.ts), resolved as the browser would.
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const origin = `${h.get("x-forwarded-proto") === "https" ? "https" : "http"}://${host}`;
  const target = safeCallbackUrl(typeof callbackUrl === "string" ? callbackUrl : undefined, origin, "/dashboard");
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Sign in</h1>
        <p className="lede">to your Token Risk API dashboard.</p>
        {signedOut ? (
          <p className="notice ok" role="status">
            {signedOut === "everywhere" ? "You are signed out on every device." : "You are signed out."}
          </p>
        ) : null}
        {passwordChanged ? (
          <p className="notice ok" role="status">
            Password changed. Every session was ended: sign in with the new password.
          </p>
        ) : null}
        {verified ? (
          <p className="notice ok" role="status">
            Email confirmed. Sign in, or <a href="/dashboard">continue to the dashboard</a> if you are signed in.
          </p>
        ) : null}
        {verify && VERIFY_MESSAGES[verify] ? (
          <p className="notice warn" role="status">
            {VERIFY_MESSAGES[verify]}
          </p>
        ) : null}
        {error ? (
          <p className="notice bad" role="alert">
            Sign-in failed. Check your email and password and try again.
          </p>
        ) : null}
        <SignInForm callbackUrl={target} github={serverConfig().github !== null} />
        <p className="auth-foot">
          No account yet? <a href="/signup">Create one</a>: the Free plan needs no card.
        </p>
      </div>
    </main>
  );
}
