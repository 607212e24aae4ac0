import { withApi } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/bench/ping";

/**
 * Trivial JSON route: the baseline of `npm run bench` (scan throughput and latency are reported as
 * a ratio to GET on this route, on the same server under the same load). It goes through the same
 * `withApi` wrapper as every other route (request id, bounded body read, envelope, log line) but
 * does no auth and no I/O. POST (the wrapper reads the body, then the same answer) is the
 * benchmark's reference for what any POST costs in Next before a route does anything.
 *
 * Harmless in production: it exists only when the server process was started with
 * BENCH_ROUTES=1. Otherwise every method answers 404 NOT_FOUND in the standard envelope, exactly
 * like an unknown API path, so the route's existence is not even observable.
 */
const ENABLED = process.env.BENCH_ROUTES === "1";
const notFound = (req: Request) => new ApiError("NOT_FOUND", `No route for ${req.method} ${new URL(req.url).pathname}. See /docs.`);

export const GET = withApi({ route: ROUTE, auth: "none" }, async (ctx) => {
  if (!ENABLED) throw notFound(ctx.req);
  return { ok: true };
});

export const POST = GET;

const other = withApi({ route: ROUTE, auth: "none" }, async (ctx) => {
  if (!ENABLED) throw notFound(ctx.req);
  throw new ApiError("METHOD_NOT_ALLOWED", `${ctx.req.method} is not allowed here; use GET or POST.`, { headers: { Allow: "GET, POST" } });
});
export { other as PUT, other as PATCH, other as DELETE };
