import { randomBytes } from "node:crypto";
import { z } from "zod";
import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { sendVerification } from "@/lib/auth/send-verification";
import { admitSignUp } from "@/lib/auth/signup-limits";
import { ApiError } from "@/lib/errors";
import { clientAddress } from "@/lib/net/client-ip";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/signup";

const SignUp = z.object({
  email: z.string().trim().toLowerCase().email("a valid email is required").max(254),
  password: z.string().min(10, "password must be at least 10 characters").max(1024),
});

/**
 * Creates a Free account with email and password, unverified, and mails a verification link
 * (docs/security.md, Accounts). The caller may then sign in; API keys and metered session use
 * wait for the link. Input is validated before the sign-up limits, so a refused weak password
 * does not use up the caller's sign-ups.
 */
export const POST = withApi({ route: ROUTE, auth: "none" }, async (ctx) => {
  const { config, store, log } = ctx.runtime;
  if (!config.accounts.signupEnabled) throw new ApiError("FORBIDDEN", "Sign-up is disabled on this server; ask an administrator for an account.");
  const { email, password } = ctx.body(SignUp);
  const policy = checkPassword(password, [email]);
  if (!policy.ok) throw new ApiError("INVALID_INPUT", policy.reason, { details: [{ path: "password", message: policy.reason }] });
  const client = clientAddress(ctx.req.headers, config.accounts.clientIp);
  if (!client) log.warn("sign-up without a known client address: shared bucket", { requestId: ctx.requestId });
  await admitSignUp(store, client, config.accounts, ctx.runtime.now().getTime());
  const account = {
    id: `acct_${randomBytes(8).toString("hex")}`,
    email,
    passwordHash: await hashPassword(password),
    tier: "free" as const,
    createdAt: ctx.runtime.now().toISOString(),
    emailVerified: false,
  };
  if (!(await store.insertAccount(account))) throw new ApiError("CONFLICT", "An account with this email already exists; sign in instead.");
  let verification: { sent: boolean; devLink?: string };
  try {
    verification = await sendVerification(ctx.runtime, account, ctx.req);
  } catch (err) {
    // The account exists; the user can ask for a new link from the dashboard.
    log.error("verification mail failed", { requestId: ctx.requestId, error: (err as Error).message });
    verification = { sent: false };
  }
  return json({ id: account.id, email, tier: account.tier, emailVerified: false, verification }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
