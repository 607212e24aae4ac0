import { randomUUID } from "node:crypto";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { loadConfig } from "@/lib/config";
import { ApiError } from "@/lib/errors";

/**
 * The gate in front of Next on a self-hosted server (`next start`), installed once per process
 * by instrumentation.ts. Some requests never reach project code: Next refuses them first, and
 * badly (see docs/security.md, "Paths and methods"):
 * - a method undici's Request cannot represent (TRACE) throws while Next builds the Request:
 *   500 in plain text, before middleware or the route runs;
 * - another method Node parses but Next does not route (PROPFIND, MKCOL, ...) gets Next's
 *   bodiless 400 (method tokens Node's parser does not know, e.g. TRACK or FOO, never get here:
 *   Node answers them with a bodiless 400);
 * - a path segment with undecodable percent-encoding (`%zz`, a cut UTF-8 sequence) on a dynamic
 *   route throws in Next's router: plain-text 500.
 * The gate answers those itself, in the error envelope, before Next sees them. It also lowers
 * Node's whole-request timeout (300 s by default; the headers timeout, 60 s, with it) to the body
 * deadline plus a margin, so a slow body on a route that never reads it (a page, a GET) is cut
 * too; the API routes cut it exactly at BODY_READ_TIMEOUT_MS through the bounded reader
 * (lib/api/body.ts).
 * It hooks `http.Server.prototype.emit` for the "request" event: `next start` offers no earlier
 * hook. On Vercel the platform receives requests before the function; this is tested on
 * `next start` only.
 */
const GATE = Symbol.for("token-risk-api.request-gate");

/** The methods Next's route handlers know (next/dist/server/web/http.js HTTP_METHODS). */
export const KNOWN_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];
const KNOWN = new Set(KNOWN_METHODS);

/** Margin on top of the body deadline for Node's whole-request timeout (headers included). */
const REQUEST_TIMEOUT_MARGIN_MS = 5_000;

/** Methods a page (any path outside /api/…) answers; pages never take a body. */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD"];
const PAGE_OK = new Set([...PAGE_METHODS, "OPTIONS"]);

/** Request headers the gate reads (Node's IncomingHttpHeaders). */
type GateHeaders = Record<string, string | string[] | undefined>;

/**
 * Why the gate refuses a request, or null to let it through to Next.
 * Pages are matched by middleware, and Next buffers a matched request's whole body (up to 10 MB)
 * for middleware before anything runs: a page request with a method other than GET/HEAD/OPTIONS
 * gets 405, and one that declares a body (Content-Length > 0 or Transfer-Encoding) gets 413, here,
 * before a byte of the body is read (issue 24). "Page" is every path but `/api/…`: `/api` and
 * `/_next/…` are matched by middleware too. API routes bound their bodies themselves (lib/api/body.ts).
 */
export function gateRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: GateHeaders = {},
): ApiError | null {
  if (!method || !KNOWN.has(method)) {
    return new ApiError(
      "METHOD_NOT_ALLOWED",
      `The ${method ?? "empty"} method is not supported; use ${KNOWN_METHODS.join(", ")}.`,
      {
        headers: { allow: KNOWN_METHODS.join(", ") },
      },
    );
  }
  const path = (url ?? "/").split("?", 1)[0];
  for (const segment of path.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return new ApiError("INVALID_INPUT", "The request path contains invalid percent-encoding.");
    }
  }
  // Everything middleware matches (middleware.ts) except the API routes: pages, but also `/api`
  // itself and `/_next/<anything>` (Next's static files are GETs). Next buffers the body of any
  // matched request, so none of them may take one.
  const page = !path.startsWith("/api/");
  if (page && !PAGE_OK.has(method as string))
    return new ApiError("METHOD_NOT_ALLOWED", `Pages answer ${PAGE_METHODS.join(" and ")} only.`, {
      headers: { allow: PAGE_METHODS.join(", ") },
    });
  const length = Number(headers["content-length"] ?? 0);
  if (page && (headers["transfer-encoding"] !== undefined || length !== 0))
    return new ApiError("PAYLOAD_TOO_LARGE", "Pages take no request body.");
  return null;
}

/** Installs the gate (once per process); returns a function that removes it (for tests). */
export function installRequestGate(options: { requestTimeoutMs?: number } = {}): () => void {
  const proto = Server.prototype as Server & { [GATE]?: true };
  if (proto[GATE]) return () => {};
  proto[GATE] = true;
  const requestTimeoutMs = options.requestTimeoutMs ?? bodyTimeoutFromConfig() + REQUEST_TIMEOUT_MARGIN_MS;
  const own = Object.getOwnPropertyDescriptor(proto, "emit");
  const emit = proto.emit;
  proto.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      if (this.requestTimeout === 0 || this.requestTimeout > requestTimeoutMs) {
        this.requestTimeout = requestTimeoutMs;
        // Node swaps the two when headersTimeout (60 s) is the larger, which would leave 60 s.
        if (this.headersTimeout > requestTimeoutMs) this.headersTimeout = requestTimeoutMs;
      }
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const refusal = gateRefusal(req.method, req.url, req.headers);
      if (refusal) {
        answer(req, res, refusal);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
  return () => {
    if (own) Object.defineProperty(proto, "emit", own);
    else delete (proto as { emit?: unknown }).emit;
    delete proto[GATE];
  };
}

function answer(req: IncomingMessage, res: ServerResponse, err: ApiError) {
  const incoming = req.headers["x-request-id"];
  const requestId =
    typeof incoming === "string" && /^[A-Za-z0-9._:-]{8,128}$/.test(incoming) ? incoming : `req_${randomUUID()}`;
  const body = JSON.stringify(err.toEnvelope(requestId));
  res.writeHead(err.status, {
    ...err.headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "x-request-id": requestId,
  });
  res.end(body);
}

function bodyTimeoutFromConfig(): number {
  try {
    return loadConfig().bodyReadTimeoutMs;
  } catch {
    // A broken configuration stops the server in lib/startup.ts; the gate only needs a number.
    return 15_000;
  }
}
