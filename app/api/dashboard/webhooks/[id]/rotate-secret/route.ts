import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { rotateSecret } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/{id}/rotate-secret";

/** New signing secret, effective at once; returned once. Shapes: app/api/dashboard/webhooks/route.ts. */
export const POST = withApi<{ id: string }>({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx, { id }) =>
  rotateSecret(ctx.runtime, ctx.principal!.account.id, id),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
