import { z } from "zod";
import { json } from "@/lib/api/handler";
import { benchRoutesEnabled } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import { defineRoute, defineRoutes, type HttpMethod } from "./define";

const ALL: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const notFound = (req: Request) =>
  new ApiError("NOT_FOUND", `No route for ${req.method} ${new URL(req.url).pathname}. See /docs.`);

/**
 * The benchmark's baseline route exists only when the server process was started with
 * BENCH_ROUTES=1; otherwise every method answers 404 NOT_FOUND like an unknown API path.
 */

export const metaRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    auth: "none",
    tags: ["Meta"],
    summary: "This OpenAPI 3.1 document",
    description:
      "Generated from the route registry (lib/api/routes): every route, its schemas, errors and security. `servers` names the configured public origin (NEXTAUTH_URL), never the request's headers.",
    response: {
      200: {
        description: "The OpenAPI document.",
        schema: z.record(z.string(), z.unknown()),
        headers: { "Cache-Control": "public, max-age=300" },
      },
    },
    errors: [],
    handler: async (ctx) => {
      // Imported when called: the document is built from the registry, which lists this route.
      const { buildOpenApiDocument } = await import("@/lib/api/openapi");
      // `servers` is the configured public origin (NEXTAUTH_URL, else Vercel's production URL), never
      // the request's Host or X-Forwarded-* headers: the document is the same for every request, so a
      // shared cache may keep it. Without a configured origin, "/" (relative to the document).
      const origin = ctx.runtime.config.accounts.publicOrigin;
      return json(buildOpenApiDocument(origin ?? "/"), 200, { "Cache-Control": "public, max-age=300" });
    },
  }),
  ...defineRoutes(["GET", "POST"], {
    path: "/api/bench/ping",
    auth: "none",
    tags: ["Meta"],
    summary: "Benchmark baseline (BENCH_ROUTES=1 only)",
    description:
      "Trivial JSON through the same wrapper as every route (request id, bounded body read, envelope, log line), no auth and no I/O: the baseline `npm run bench` " +
      "reports scan figures against. Exists only when the server was started with BENCH_ROUTES=1; otherwise 404 NOT_FOUND for every method, like an unknown path.",
    available: () => benchRoutesEnabled(),
    response: { 200: { description: "Always the same.", schema: z.object({ ok: z.literal(true) }) } },
    errors: ["NOT_FOUND"],
    handler: async (ctx) => {
      if (!benchRoutesEnabled()) throw notFound(ctx.req);
      return { ok: true };
    },
  }),
  /**
   * Webhook registration through the public API is not implemented (spec, Events): every method on
   * /api/v1/webhooks and any subpath answers 501 in the envelope, with or without credentials.
   * Endpoints are managed from the dashboard (/api/dashboard/webhooks, Enterprise session).
   */
  ...defineRoutes([...ALL, "HEAD", "OPTIONS"], {
    path: "/api/v1/webhooks/{path}",
    auth: "none",
    tags: ["Webhooks"],
    summary: "Not implemented: manage webhooks from the dashboard",
    description:
      "Every method on /api/v1/webhooks and any sub-path (`{path}` may be empty) answers 501 NOT_IMPLEMENTED, with or without credentials (spec, Events). " +
      "Webhook endpoints are managed from the dashboard: /api/dashboard/webhooks (Enterprise session).",
    params: z.object({ path: z.array(z.string()).optional().describe("Any sub-path, possibly empty.") }),
    response: {},
    errors: ["NOT_IMPLEMENTED"],
    handler: async () => {
      throw new ApiError(
        "NOT_IMPLEMENTED",
        "Webhook registration through the public API is not implemented; manage webhooks from the dashboard (/dashboard/webhooks, Enterprise plan).",
      );
    },
  }),
  /** Unknown API paths answer 404 in the error envelope rather than Next's HTML page. */
  ...defineRoutes(ALL, {
    path: "/api/{path}",
    auth: "none",
    tags: ["Meta"],
    summary: "Any other path under /api: 404",
    description:
      "Unknown API paths answer 404 NOT_FOUND in the error envelope (never Next's HTML page). Listed for completeness; there is nothing to call here.",
    params: z.object({ path: z.array(z.string()).describe("The unknown path (one or more segments).") }),
    response: {},
    errors: ["NOT_FOUND"],
    handler: async (ctx) => {
      throw notFound(ctx.req);
    },
  }),
];
