import { SignUpForm } from "@/components/auth/sign-up-form";

export const metadata = { title: "Create account · Token Risk API" };

export default function SignUpPage() {
  return (
    <main className="narrow">
      <h1>Create an account</h1>
      <p className="muted">New accounts start on the Free plan: 10 scans a day, batches of up to 5.</p>
      <SignUpForm />
      <p className="muted">Already have one? <a href="/signin">Sign in</a>.</p>
    </main>
  );
}
