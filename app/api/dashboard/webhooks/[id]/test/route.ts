import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { getOwnedEndpoint } from "@/lib/webhooks/endpoints";
import { limitTestSends, sendTestEvent } from "@/lib/webhooks/worker";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 30;
const ROUTE = "/api/dashboard/webhooks/{id}/test";

/**
 * Sends a signed `webhook.test` event now and returns the outcome (`error`: a short class such as
 * `refused`, `tls_error`, `timeout`, `http_500`). Limited per endpoint and per account (429).
 * Shapes: app/api/dashboard/webhooks/route.ts.
 */
export const POST = withApi<{ id: string }>({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx, { id }) => {
  const ep = await getOwnedEndpoint(ctx.runtime, ctx.principal!.account.id, id);
  await limitTestSends(ctx.runtime, ctx.principal!.account.id, ep.id);
  return sendTestEvent(ctx.runtime, ep);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
