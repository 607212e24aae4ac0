import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { usageCounterKeys, usageSummary } from "@/lib/limits/metering";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/usage";

/**
 * Today's quota use and the last 30 days. Not metered. The counters are read in the same store
 * operation as the API key (one round trip on Redis).
 */
export const GET = withApi({ route: ROUTE, auth: "api", admission: { counterKeys: usageCounterKeys } }, async (ctx) => {
  const now = ctx.runtime.now();
  const counts = ctx.admitted?.counters.length ? ctx.admitted.counters : undefined;
  return usageSummary(ctx.runtime.store, ctx.principal!.account.id, ctx.principal!.account.tier, now, ctx.runtime.config.limits, counts);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
