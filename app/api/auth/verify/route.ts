import { z } from "zod";
import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { useVerificationToken } from "@/lib/auth/verification";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/auth/verify";

const Query = z.object({ token: z.string().min(1).max(1024) });

/**
 * The link in the verification mail. Always answers 303 to the sign-in page, whose message says
 * what happened: `?verified=1`, or `?verify=used|expired|invalid`. Each link works once.
 */
export const GET = withApi({ route: ROUTE, auth: "none" }, async (ctx) => {
  const q = Query.safeParse({ token: new URL(ctx.req.url).searchParams.get("token") ?? undefined });
  const outcome = q.success ? await useVerificationToken(ctx.runtime.store, q.data.token, ctx.runtime.now()) : "invalid";
  ctx.logFields.outcome = outcome;
  const target = outcome === "verified" ? "/signin?verified=1" : `/signin?verify=${outcome}`;
  // Relative Location: the browser resolves it against the link it opened (no Host header trust).
  return new Response(null, { status: 303, headers: { location: target } });
});

/** HEAD (link checkers) must not use the token up: Next would otherwise run GET for it. */
export async function HEAD() {
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
