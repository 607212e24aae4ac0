import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { getPublicStatus } from "@/lib/status/public-status";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/status/public";

/** Public, no authentication; answers even when the store is down (it reports it). */
export const GET = withApi({ route: ROUTE, auth: "none" }, async (ctx) =>
  json(await getPublicStatus(ctx.runtime), 200, { "Cache-Control": "public, max-age=5, stale-while-revalidate=10" }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
