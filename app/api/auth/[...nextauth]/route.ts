import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { z } from "zod";
import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { authOptions } from "@/lib/auth/next-auth-options";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ROUTE = "/api/auth/{nextauth}";

/**
 * next-auth v4 reads the Request body itself (`req.json()` / `req.text()`, unbounded). It is
 * handed a copy instead: the API wrapper has already read the body through the bounded reader
 * (413 over MAX_BODY_BYTES, 408 after BODY_READ_TIMEOUT_MS, connection closed), and a JSON body
 * that does not parse is a 400 here rather than an exception inside next-auth.
 * next-auth's own answers (redirects, session JSON, its error pages) pass through unchanged.
 */
const handler = withApi<{ nextauth: string[] }>({ route: ROUTE, auth: "none" }, async (ctx, params) => {
  const { req, rawBody } = ctx;
  const hasBody = rawBody.byteLength > 0;
  if (hasBody && /application\/json/i.test(req.headers.get("content-type") ?? "")) ctx.body(z.unknown());
  const buffered = new NextRequest(req.url, { method: req.method, headers: req.headers, body: hasBody ? rawBody : undefined });
  return NextAuth(authOptions())(buffered, { params: Promise.resolve(params) });
});

export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET", "POST"]);
