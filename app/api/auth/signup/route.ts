import { randomBytes } from "node:crypto";
import { z } from "zod";
import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { ApiError } from "@/lib/errors";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/signup";

const SignUp = z.object({
  email: z.string().trim().toLowerCase().email("a valid email is required").max(254),
  password: z.string().min(10, "password must be at least 10 characters").max(1024),
});

/** Creates a Free account with email and password; the caller then signs in through next-auth. */
export const POST = withApi({ route: ROUTE, auth: "none" }, async (ctx) => {
  const ip = ctx.req.headers.get("x-forwarded-for")?.split(",")[0].trim() || "local";
  const rl = await ctx.runtime.store.hitRateLimit(`signup:${ip}`, 10, 60_000);
  if (!rl.allowed) throw new ApiError("RATE_LIMITED", "Too many sign-ups from this address; retry in a minute.", { retryAfter: 60 });
  const { email, password } = ctx.body(SignUp);
  const account = { id: `acct_${randomBytes(8).toString("hex")}`, email, passwordHash: await hashPassword(password), tier: "free" as const, createdAt: ctx.runtime.now().toISOString() };
  if (!(await ctx.runtime.store.insertAccount(account))) throw new ApiError("CONFLICT", "An account with this email already exists; sign in instead.");
  return json({ id: account.id, email, tier: account.tier }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
