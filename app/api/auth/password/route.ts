import { z } from "zod";
import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { endAllSessions } from "@/lib/auth/sessions";
import { admitSignInAttempt, clearSignInFailures } from "@/lib/auth/signin-throttle";
import { ApiError } from "@/lib/errors";
import { clientAddress } from "@/lib/net/client-ip";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/password";

const Change = z.object({ currentPassword: z.string().min(1).max(1024), newPassword: z.string().max(1024) });

/**
 * Changes the password of the signed-in account and ends every session (this one too): the
 * user signs in again with the new password. Checking the current password counts as a sign-in
 * attempt (same throttle), so a stolen session cannot be used to guess it.
 */
export const POST = withApi({ route: ROUTE, auth: "session" }, async (ctx) => {
  const { store, config } = ctx.runtime;
  const account = ctx.principal!.account;
  const { currentPassword, newPassword } = ctx.body(Change);
  if (!account.passwordHash || !account.email) throw new ApiError("CONFLICT", "This account signs in with GitHub and has no password.");
  const policy = checkPassword(newPassword, [account.email]);
  if (!policy.ok) throw new ApiError("INVALID_INPUT", policy.reason, { details: [{ path: "newPassword", message: policy.reason }] });
  const client = clientAddress(ctx.req.headers, config.accounts.clientIp) ?? "unknown";
  const admitted = await admitSignInAttempt(store, account.email, client);
  const ok = await verifyPassword(currentPassword, account.passwordHash);
  if (!admitted || !ok) throw new ApiError("FORBIDDEN", "The current password is wrong (or too many attempts; wait 15 minutes).");
  await clearSignInFailures(store, account.email, client);
  await store.updateAccount(account.id, { passwordHash: await hashPassword(newPassword) });
  await endAllSessions(store, account.id);
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  for (const c of clearedSessionCookies()) headers.append("set-cookie", c);
  return new Response(JSON.stringify({ changed: true, signedOut: "everywhere" }), { status: 200, headers });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
