import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { BatchRequestSchema } from "@/lib/api/schemas";
import { ApiError } from "@/lib/errors";
import { tierLimits } from "@/lib/limits/tiers";
import { analysableItems, planBatch, runBatch } from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromPlatformScan } from "@/lib/webhooks/emit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan/batch";
const CLIENT_REF_MAX = 80;

export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true }, async (ctx) => {
  const body = ctx.body(BatchRequestSchema);
  const headerRef = ctx.req.headers.get("x-service-client-ref");
  if (headerRef !== null && headerRef.length > CLIENT_REF_MAX)
    throw new ApiError("INVALID_INPUT", `X-Service-Client-Ref is at most ${CLIENT_REF_MAX} characters.`);
  const clientRef = body.clientRef ?? headerRef ?? null;
  ctx.logFields.clientRef = clientRef;

  const { maxBatchItems } = tierLimits(ctx.principal!.account.tier, ctx.runtime.config.limits);
  if (body.items.length > maxBatchItems)
    throw new ApiError("INVALID_INPUT", `Batch of ${body.items.length} items exceeds the ${ctx.principal!.account.tier} tier maximum of ${maxBatchItems}.`);
  // Exact billing (docs/billing.md): reserve the valid items, then keep only the analysed ones.
  const batch = { chain: body.chain, clientRef, items: body.items };
  const plans = planBatch(batch);
  const reservation = await ctx.meter(analysableItems(plans));
  const result = await runBatch(batch, plans, { config: ctx.runtime.config, store: ctx.runtime.store });
  await reservation.settle(result.summary.charged);
  // Enterprise webhooks: one scan.completed per successful item, after the response.
  const scans = result.items.flatMap((item) => (item.status === "ok" ? [fromPlatformScan(item.result)] : []));
  emitScanEventsAfterResponse(ctx.runtime, ctx.principal!.account, scans, "batch", clientRef);
  return result;
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
