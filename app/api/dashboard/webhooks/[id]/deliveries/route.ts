import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { listAttempts } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/{id}/deliveries";

/** The endpoint's delivery log: last 50 attempts, newest first. Shapes: app/api/dashboard/webhooks/route.ts. */
export const GET = withApi<{ id: string }>({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx, { id }) =>
  listAttempts(ctx.runtime, ctx.principal!.account.id, id),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
