import { SignUpForm } from "@/components/auth/sign-up-form";

export const metadata = { title: "Create account · Token Risk API" };

export default function SignUpPage() {
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
        <SignUpForm />
        <p className="auth-foot">Already have an account? <a href="/signin">Sign in</a>.</p>
      </div>
    </main>
  );
}
