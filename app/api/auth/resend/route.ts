import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { sendVerification } from "@/lib/auth/send-verification";
import { ApiError } from "@/lib/errors";
import { clientAddress } from "@/lib/net/client-ip";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/resend";

/** Per account 3 an hour, per client address 10 an hour (docs/security.md, Accounts). */
const PER_ACCOUNT_PER_HOUR = 3;
const PER_CLIENT_PER_HOUR = 10;

/** Mails a new verification link to the signed-in account (which may be unverified). */
export const POST = withApi({ route: ROUTE, auth: "session" }, async (ctx) => {
  const { store, config } = ctx.runtime;
  const account = ctx.principal!.account;
  if (account.emailVerified !== false) throw new ApiError("CONFLICT", "This email address is already confirmed.");
  const now = ctx.runtime.now().getTime();
  const client = clientAddress(ctx.req.headers, config.accounts.clientIp) ?? "unknown";
  for (const [key, limit] of [
    [`resend:acct:${account.id}`, PER_ACCOUNT_PER_HOUR],
    [`resend:client:${client}`, PER_CLIENT_PER_HOUR],
  ] as const) {
    const r = await store.hitRateLimit(key, limit, 3_600_000);
    if (!r.allowed) {
      const retryAfter = Math.max(1, Math.ceil((r.resetAt - now) / 1000));
      throw new ApiError("RATE_LIMITED", `Too many verification mails; retry in ${retryAfter} s.`, { retryAfter });
    }
  }
  const sent = await sendVerification(ctx.runtime, account, ctx.req).catch((err) => {
    ctx.runtime.log.error("verification mail failed", { requestId: ctx.requestId, error: (err as Error).message });
    throw new ApiError("UPSTREAM_UNAVAILABLE", "The mail server did not accept the message; try again later.", { retryAfter: 60 });
  });
  return { verification: sent };
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
