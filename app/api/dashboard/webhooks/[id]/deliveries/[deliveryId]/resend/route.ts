import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { resendDelivery } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/{id}/deliveries/{deliveryId}/resend";

/** Manual resend: a new delivery of the same event, attempted after the response. Shapes: app/api/dashboard/webhooks/route.ts. */
export const POST = withApi<{ id: string; deliveryId: string }>({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx, { id, deliveryId }) =>
  json(await resendDelivery(ctx.runtime, ctx.principal!.account.id, id, deliveryId), 202),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
