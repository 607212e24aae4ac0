import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { usageSummary } from "@/lib/limits/metering";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/usage";

/** Today's quota use and the last 30 days. Not metered. */
export const GET = withApi({ route: ROUTE, auth: "api" }, async (ctx) =>
  usageSummary(ctx.runtime.store, ctx.principal!.account.id, ctx.principal!.account.tier, ctx.runtime.now(), ctx.runtime.config.limits),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
