import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { wantsPlatform } from "@/lib/api/response-mode";
import { ScanRequestSchema } from "@/lib/api/schemas";
import { scanLive, toPlatformJson } from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromFullScan } from "@/lib/webhooks/emit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan";

export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true }, async (ctx) => {
  const body = ctx.body(ScanRequestSchema);
  await ctx.meter(1);
  const full = await scanLive(
    { chain: "solana", tokenAddress: (body.tokenAddress ?? body.mint)!, liquidityUsd: body.liquidityUsd, topHolderPct: body.topHolderPct },
    { config: ctx.runtime.config },
  );
  // Enterprise webhooks (scan.completed, opt-in high_safety_token): written to the outbox and
  // attempted after the response, never delaying or failing it.
  emitScanEventsAfterResponse(ctx.runtime, ctx.principal!.account, [fromFullScan(full)], "scan");
  return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : full;
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
