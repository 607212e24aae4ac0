import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionSecret } from "@/lib/auth/session-secret";

/**
 * The stateless front gate (edge): request id, security headers, and a credential-presence
 * check on the versioned API. It never decides who the caller is: route handlers re-verify
 * every credential against the store.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

function hasCredential(req: NextRequest): boolean {
  return Boolean(
    req.headers.get("authorization") ||
      req.headers.get("x-api-key") ||
      req.cookies.get("next-auth.session-token") ||
      req.cookies.get("__Secure-next-auth.session-token"),
  );
}

export async function middleware(req: NextRequest) {
  const incoming = req.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
  const { pathname } = req.nextUrl;

  let res: NextResponse;
  if (pathname.startsWith("/dashboard")) {
    // Stateless check of the session JWT's signature and expiry; pages re-verify against the store.
    const token = await getToken({ req, secret: sessionSecret() }).catch(() => null);
    if (!token?.accountId) {
      const signin = new URL("/signin", req.url);
      signin.searchParams.set("callbackUrl", pathname + req.nextUrl.search);
      res = NextResponse.redirect(signin);
      res.headers.set("X-Request-Id", requestId);
      return res;
    }
  }
  // Webhook registration through the public API is not implemented (spec): leave it to its route.
  if (pathname.startsWith("/api/v1/") && !pathname.startsWith("/api/v1/webhooks") && !hasCredential(req) && req.method !== "OPTIONS") {
    res = NextResponse.json(
      {
        error: "Missing API key: send `Authorization: Bearer <API_KEY>` or `X-API-Key: <API_KEY>`.",
        code: 401,
        reason: "UNAUTHORIZED",
        requestId,
      },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  } else {
    const headers = new Headers(req.headers);
    headers.set("x-request-id", requestId);
    res = NextResponse.next({ request: { headers } });
  }
  res.headers.set("X-Request-Id", requestId);
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.headers.set(k, v);
  return res;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
