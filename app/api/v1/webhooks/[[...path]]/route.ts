import { withApi } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Webhook registration through the public API is not implemented (spec, Events): every method on
 * /api/v1/webhooks and any subpath answers 501 in the envelope, with or without credentials
 * (the middleware lets this prefix through). Endpoints are managed from the dashboard
 * (/api/dashboard/webhooks, Enterprise session).
 */
const notImplemented = withApi({ route: "/api/v1/webhooks/*", auth: "none" }, async () => {
  throw new ApiError("NOT_IMPLEMENTED", "Webhook registration through the public API is not implemented; manage webhooks from the dashboard (/dashboard/webhooks, Enterprise plan).");
});

export {
  notImplemented as GET,
  notImplemented as POST,
  notImplemented as PUT,
  notImplemented as PATCH,
  notImplemented as DELETE,
  notImplemented as HEAD,
  notImplemented as OPTIONS,
};
