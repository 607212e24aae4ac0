import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { z } from "zod";
import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { authOptions } from "@/lib/auth/next-auth-options";
import { ApiError } from "@/lib/errors";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ROUTE = "/api/auth/{nextauth}";
/** next-auth's default names of its callback-URL cookie (secure variant on HTTPS). */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth v4 reads the Request body itself (`req.json()` / `req.text()`, unbounded). It is
 * handed a copy instead: the API wrapper has already read the body through the bounded reader
 * (413 over MAX_BODY_BYTES, 408 after BODY_READ_TIMEOUT_MS), and a JSON body that does not parse
 * is a 400 here rather than an exception inside next-auth.
 * Client mistakes next-auth would answer with a 500 are refused first, in the envelope: a
 * `callbackUrl` (query or cookie) that is not a URL at all, and a GET on the credentials callback.
 * next-auth's own answers (redirects, session JSON, its pages) pass through unchanged.
 */
const handler = withApi<{ nextauth: string[] }>({ route: ROUTE, auth: "none" }, async (ctx, params) => {
  const { req, rawBody } = ctx;
  const [action, providerId] = params.nextauth ?? [];
  if (action === "callback" && providerId === "credentials" && req.method !== "POST") {
    throw new ApiError("METHOD_NOT_ALLOWED", "The credentials callback only accepts POST.", { headers: { Allow: "POST" } });
  }
  assertCallbackUrls(req);
  const hasBody = rawBody.byteLength > 0;
  if (hasBody && /application\/json/i.test(req.headers.get("content-type") ?? "")) ctx.body(z.unknown());
  const buffered = new NextRequest(req.url, { method: req.method, headers: req.headers, body: hasBody ? rawBody : undefined });
  return NextAuth(authOptions())(buffered, { params: Promise.resolve(params) });
});

/** next-auth's own test (core/lib/assert.js): a path on this site or an absolute http(s) URL. */
function isHttpUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

function assertCallbackUrls(req: Request) {
  const url = new URL(req.url);
  const param = url.searchParams.get("callbackUrl");
  if (param && !isHttpUrl(param, url.origin)) throw new ApiError("INVALID_INPUT", "callbackUrl must be a path on this site or an http(s) URL.");
  const cookies = new Map(
    (req.headers.get("cookie") ?? "").split(";").map((c) => {
      const i = c.indexOf("=");
      return [c.slice(0, i).trim(), i < 0 ? "" : safeDecode(c.slice(i + 1).trim())] as const;
    }),
  );
  for (const name of CALLBACK_COOKIES) {
    const value = cookies.get(name);
    if (value && !isHttpUrl(value, url.origin)) {
      // Expire the bad cookie so the browser recovers on its next request.
      throw new ApiError("INVALID_INPUT", "The sign-in callback cookie is not a valid URL; it has been cleared.", {
        headers: { "Set-Cookie": `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}` },
      });
    }
  }
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET", "POST"]);
