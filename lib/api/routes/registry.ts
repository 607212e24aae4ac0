import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { authRoutes } from "./auth";
import { cronRoutes } from "./cron";
import { dashboardWebhookRoutes } from "./dashboard-webhooks";
import type { HttpMethod, RouteDef } from "./define";
import { keyRoutes } from "./keys";
import { metaRoutes } from "./meta";
import { scanRoutes } from "./scan";
import { statusRoutes } from "./status";
import { usageRoutes } from "./usage";
import { watchlistRoutesApi, watchlistRoutesDashboard } from "./watchlist";

/**
 * Every route of the API, defined once (lib/api/routes/<resource>.ts). The app/api/**\/route.ts
 * files export `routeHandlers(path)`; the OpenAPI document, the dashboard's types and the tests'
 * route lists (auth suite, fuzzing, completeness) all derive from this list.
 */
export const ROUTES: readonly RouteDef[] = [
  ...scanRoutes,
  ...usageRoutes,
  ...watchlistRoutesApi,
  ...keyRoutes,
  ...authRoutes,
  ...dashboardWebhookRoutes,
  ...watchlistRoutesDashboard,
  ...statusRoutes,
  ...cronRoutes,
  ...metaRoutes,
];

/** The methods every route file exports (405 with `Allow` for those a path does not define). */
export const ROUTE_FILE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type FileMethod = (typeof ROUTE_FILE_METHODS)[number];
type NextHandler = RouteDef["run"];

/** The paths, each with its methods, in registry order. */
export function routePaths(): { path: string; methods: HttpMethod[]; routes: RouteDef[] }[] {
  const byPath = new Map<string, RouteDef[]>();
  for (const r of ROUTES) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  return [...byPath].map(([path, routes]) => ({ path, methods: routes.map((r) => r.method), routes }));
}

export function findRoute(path: string, method: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path && r.method === method);
}

function routesOf(path: string): RouteDef[] {
  const defs = ROUTES.filter((r) => r.path === path);
  if (!defs.length) throw new Error(`No route ${path} in lib/api/routes/registry.ts`);
  return defs;
}

/**
 * A route file's exports: the handler of each method defined for `path`, and for the others a
 * 405 METHOD_NOT_ALLOWED with `Allow` (or 404 for every method when the route is unavailable).
 * Usage: `export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers("/api/keys/{id}");`
 */
export function routeHandlers(path: string): Record<FileMethod, NextHandler> {
  const defs = routesOf(path);
  const available = defs.every((d) => d.available?.() ?? true);
  const allowed = defs.map((d) => d.method).filter((m) => m !== "HEAD" && m !== "OPTIONS");
  const fallback = available
    ? methodsNotAllowed(path, allowed)
    : (() => {
        const notFound = withApi({ route: path, auth: "none" }, async (ctx) => {
          throw new ApiError(
            "NOT_FOUND",
            `No route for ${ctx.req.method} ${new URL(ctx.req.url).pathname}. See /docs.`,
          );
        });
        return { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound };
      })();
  const out = {} as Record<FileMethod, NextHandler>;
  for (const m of ROUTE_FILE_METHODS) {
    const def = available ? defs.find((d) => d.method === m) : undefined;
    out[m] = def ? def.run : (fallback[m] as NextHandler);
  }
  return out;
}

/** One method's handler, for the methods route files export only when defined (HEAD, OPTIONS). */
export function routeHandler(path: string, method: HttpMethod): NextHandler {
  const def = routesOf(path).find((d) => d.method === method);
  if (!def) throw new Error(`No ${method} ${path} in lib/api/routes/registry.ts`);
  return def.run;
}
