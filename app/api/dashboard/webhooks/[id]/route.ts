import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { deleteEndpoint, endpointView, getOwnedEndpoint, updateEndpoint, UpdateEndpointSchema } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/{id}";
const opts = { route: ROUTE, auth: "session", minTier: "enterprise" } as const;

/** Read, update, delete one endpoint. Shapes: app/api/dashboard/webhooks/route.ts. */
export const GET = withApi<{ id: string }>(opts, async (ctx, { id }) => ({
  endpoint: endpointView(await getOwnedEndpoint(ctx.runtime, ctx.principal!.account.id, id)),
}));

export const PATCH = withApi<{ id: string }>(opts, async (ctx, { id }) => {
  const body = ctx.body(UpdateEndpointSchema);
  return updateEndpoint(ctx.runtime, ctx.principal!.account.id, id, body);
});

export const DELETE = withApi<{ id: string }>(opts, async (ctx, { id }) => deleteEndpoint(ctx.runtime, ctx.principal!.account.id, id));

export const { POST, PUT } = methodsNotAllowed(ROUTE, ["GET", "PATCH", "DELETE"]);
