import { SignUpForm } from "@/components/auth/sign-up-form";
import { getRuntime } from "@/lib/runtime";

export const metadata = { title: "Create account · Token Risk API" };
export const dynamic = "force-dynamic";

export default async function SignUpPage() {
  const { config } = await getRuntime();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Create your account</h1>
        <p className="lede">Start on the Free plan and scan tokens in minutes.</p>
        <ul className="auth-points">
          <li>10 scans a day, batches of up to 5 with an API key</li>
          <li>Safety score, risk level and every finding behind it</li>
          <li>Pro and Enterprise add the batch console, watchlist and webhooks</li>
        </ul>
        {config.accounts.signupEnabled ? (
          <>
            <SignUpForm />
            <p className="muted small">We mail you a link to confirm your address; API keys wait for it.</p>
          </>
        ) : (
          <p className="notice info" role="status">
            Sign-up is disabled on this server: ask an administrator for an account.
          </p>
        )}
        <p className="auth-foot">
          Already have an account? <a href="/signin">Sign in</a>.
        </p>
      </div>
    </main>
  );
}
