import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata = { title: "Sign in · Token Risk API" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; signedOut?: string; error?: string }> }) {
  const { callbackUrl, signedOut, error } = await searchParams;
  // Only same-site paths: never redirect to another origin after sign-in.
  const target = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/dashboard";
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Sign in</h1>
        <p className="lede">to your Token Risk API dashboard.</p>
        {signedOut ? <p className="notice ok" role="status">You are signed out.</p> : null}
        {error ? <p className="notice bad" role="alert">Sign-in failed. Check your email and password and try again.</p> : null}
        <SignInForm callbackUrl={target} github={Boolean(process.env.GITHUB_ID && process.env.GITHUB_SECRET)} />
        <p className="auth-foot">No account yet? <a href="/signup">Create one</a>: the Free plan needs no card.</p>
      </div>
    </main>
  );
}
