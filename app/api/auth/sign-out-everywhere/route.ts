import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { endAllSessions } from "@/lib/auth/sessions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/sign-out-everywhere";

/** Ends every dashboard session of the account at once, this one included. API keys are not affected. */
export const POST = withApi({ route: ROUTE, auth: "session" }, async (ctx) => {
  await endAllSessions(ctx.runtime.store, ctx.principal!.account.id);
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  for (const c of clearedSessionCookies()) headers.append("set-cookie", c);
  return new Response(JSON.stringify({ signedOut: "everywhere" }), { status: 200, headers });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
