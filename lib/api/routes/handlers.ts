import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import type { HttpMethod, RouteDef } from "./define";

/**
 * What a route file exports, from the routes of its own resource module (not the whole registry, so the file's
 * server bundle traces only that module, its handlers and what they use):
 * `export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(keyRoutes, "/api/keys/{id}");`
 */

/** The methods every route file exports (405 with `Allow` for those a path does not define). */
export const ROUTE_FILE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type FileMethod = (typeof ROUTE_FILE_METHODS)[number];
type NextHandler = RouteDef["run"];

function routesOf(routes: readonly RouteDef[], path: string): RouteDef[] {
  const defs = routes.filter((r) => r.path === path);
  if (!defs.length) throw new Error(`No route ${path} in the given routes (lib/api/routes)`);
  return defs;
}

/**
 * A route file's exports: the handler of each method defined for `path`, and for the others a
 * 405 METHOD_NOT_ALLOWED with `Allow` (or 404 for every method when the route is unavailable).
 * Usage: `export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(keyRoutes, "/api/keys/{id}");`
 */
export function routeFileHandlers(routes: readonly RouteDef[], path: string): Record<FileMethod, NextHandler> {
  const defs = routesOf(routes, path);
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
export function routeFileHandler(routes: readonly RouteDef[], path: string, method: HttpMethod): NextHandler {
  const def = routesOf(routes, path).find((d) => d.method === method);
  if (!def) throw new Error(`No ${method} ${path} in the given routes (lib/api/routes)`);
  return def.run;
}
