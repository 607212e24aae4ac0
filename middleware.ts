import { type NextRequest, NextResponse } from "next/server";
import { edgeConfig } from "@/lib/config-edge";
import { contentSecurityPolicy, newNonce } from "@/lib/http/csp";

/**
 * The stateless front gate (edge) for pages: request id and the Content-Security-Policy with a fresh
 * nonce (lib/http/csp.ts). Sessions are not checked here: every page that needs one asks the one
 * session gate (lib/auth/page-session.ts → lib/auth/sessions.ts), which reads the store; an edge
 * check of the JWT alone would accept a signed-out cookie. The raw request path is handed to pages
 * as `x-page-path`, so a page decodes its path once, in one place (app/token/load-report.ts).
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
/** The raw (still percent-encoded) request path and query, for pages; always overwritten (a client's value never passes). */
const PAGE_PATH_HEADER = "x-page-path";
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function middleware(req: NextRequest) {
  const incoming = req.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: edgeConfig().development });
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const url = new URL(req.url);
  headers.set(PAGE_PATH_HEADER, url.pathname + url.search);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Request-Id", requestId);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
