import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { deliveryView, getDelivery } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/{id}/deliveries/{deliveryId}";

/** One delivery's state (pending / delivered / failed). Shapes: app/api/dashboard/webhooks/route.ts. */
export const GET = withApi<{ id: string; deliveryId: string }>({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx, { id, deliveryId }) => ({
  delivery: deliveryView(await getDelivery(ctx.runtime, ctx.principal!.account.id, id, deliveryId)),
}));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
