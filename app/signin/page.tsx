import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata = { title: "Sign in · Token Risk API" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  // Only same-site paths: never redirect to another origin after sign-in.
  const target = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/dashboard";
  return (
    <main className="narrow">
      <h1>Sign in</h1>
      <SignInForm callbackUrl={target} github={Boolean(process.env.GITHUB_ID && process.env.GITHUB_SECRET)} />
      <p className="muted">No account? <a href="/signup">Create one</a>.</p>
    </main>
  );
}
