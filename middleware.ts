import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionSecret } from "@/lib/auth/session-secret";

/**
 * The stateless front gate (edge) for pages: request id, and the session JWT check that sends
 * visitors of /dashboard/* without a valid session to sign-in. Pages re-verify against the store.
 *
 * API routes are deliberately NOT matched: Next buffers the whole request body of every matched
 * request for middleware (up to 10 MB) before the route runs, which defeated the API's early
 * 64 KiB body limit. The API wrapper (lib/api/handler.ts) does the request id, the credential
 * checks and the envelope itself; security headers for every response come from next.config.mjs.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export async function middleware(req: NextRequest) {
  const incoming = req.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
  const { pathname } = req.nextUrl;

  if (pathname.startsWith("/dashboard")) {
    const token = await getToken({ req, secret: sessionSecret() }).catch(() => null);
    if (!token?.accountId) {
      const signin = new URL("/signin", req.url);
      signin.searchParams.set("callbackUrl", pathname + req.nextUrl.search);
      const res = NextResponse.redirect(signin);
      res.headers.set("X-Request-Id", requestId);
      return res;
    }
  }
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Request-Id", requestId);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
