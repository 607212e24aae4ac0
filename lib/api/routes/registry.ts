import { authRoutes } from "./auth";
import { cronRoutes } from "./cron";
import { dashboardWebhookRoutes } from "./dashboard-webhooks";
import type { HttpMethod, RouteDef } from "./define";
import { routeFileHandler, routeFileHandlers } from "./handlers";
import { keyRoutes } from "./keys";
import { metaRoutes } from "./meta";
import { scanRoutes } from "./scan";
import { statusRoutes } from "./status";
import { usageRoutes } from "./usage";
import { watchlistRoutesApi, watchlistRoutesDashboard } from "./watchlist";

/**
 * Every route of the API, defined once (lib/api/routes/<resource>.ts). Each app/api/**\/route.ts file exports
 * `routeFileHandlers(<its resource module's routes>, path)` (./handlers.ts), so a route's server bundle holds its own
 * definition and handler only, not every route's; the OpenAPI document, /docs, the dashboard's types and the tests'
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

/** The paths, each with its methods, in registry order. */
export function routePaths(): { path: string; methods: HttpMethod[]; routes: RouteDef[] }[] {
  const byPath = new Map<string, RouteDef[]>();
  for (const r of ROUTES) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  return [...byPath].map(([path, routes]) => ({ path, methods: routes.map((r) => r.method), routes }));
}

export function findRoute(path: string, method: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path && r.method === method);
}

/**
 * A route file's exports for `path`, looked up in the whole registry. Route files import their own resource module
 * instead (`routeFileHandlers(scanRoutes, "/api/v1/scan")`, ./handlers.ts), so each loads only what it uses; this form
 * is for tests and tools that hold the registry anyway.
 */
export const routeHandlers = (path: string) => routeFileHandlers(ROUTES, path);
export const routeHandler = (path: string, method: HttpMethod) => routeFileHandler(ROUTES, path, method);
