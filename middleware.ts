import { type NextRequest, NextResponse } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionSecret } from "@/lib/auth/session-secret";
import { edgeConfig } from "@/lib/config-edge";
import { contentSecurityPolicy, newNonce } from "@/lib/http/csp";

/**
 * The stateless front gate (edge) for pages: request id, the Content-Security-Policy with a fresh
 * nonce (lib/http/csp.ts), and the session JWT check that sends visitors of /dashboard/* without a
 * valid session to sign-in. Pages re-verify against the store.
 *
 * Every page is matched (new pages get the policy without any change here). The nonce reaches
 * Next's own scripts through the REQUEST header `Content-Security-Policy` (Next parses the
 * `'nonce-…'` source out of it while rendering) and `x-nonce` for components that need it.
 *
 * API routes are deliberately NOT matched: Next buffers the whole request body of every matched
 * request for middleware (up to 10 MB) before the route runs, which defeated the API's early
 * 64 KiB body limit. The API wrapper (lib/api/handler.ts) does the request id, the credential
 * checks and the envelope itself; security headers for every response (and the API's own
 * policy) come from next.config.mjs.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export async function middleware(req: NextRequest) {
  const incoming = req.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
  const { pathname } = req.nextUrl;
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: edgeConfig().development });

  if (pathname.startsWith("/dashboard")) {
    const token = await getToken({ req, secret: sessionSecret() }).catch(() => null);
    if (!token?.accountId) {
      const signin = new URL("/signin", req.url);
      signin.searchParams.set("callbackUrl", pathname + req.nextUrl.search);
      const res = NextResponse.redirect(signin);
      res.headers.set("X-Request-Id", requestId);
      res.headers.set("Content-Security-Policy", csp);
      return res;
    }
  }
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Request-Id", requestId);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
