import { jsonText, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { wantsPlatform } from "@/lib/api/response-mode";
import { ScanRequestSchema } from "@/lib/api/schemas";
import { prefetchScanCache, scanLiveCached } from "@/lib/scan/scan-cache";
import { toPlatformJson } from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromFullScan } from "@/lib/webhooks/emit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan";

export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true }, async (ctx) => {
  const body = ctx.body(ScanRequestSchema);
  const input = { chain: "solana" as const, tokenAddress: (body.tokenAddress ?? body.mint)!, liquidityUsd: body.liquidityUsd, topHolderPct: body.topHolderPct };
  // The cache read overlaps the quota (one store round trip instead of two); hits still pay quota.
  // The cache is private to the account (docs/billing.md).
  const accountId = ctx.principal!.account.id;
  const cacheRead = prefetchScanCache(ctx.runtime, accountId, input);
  await ctx.meter(1);
  const { full, body: fullBody } = await scanLiveCached(ctx.runtime, accountId, input, cacheRead);
  // Enterprise webhooks (scan.completed, opt-in high_safety_token): written to the outbox and
  // attempted after the response, never delaying or failing it.
  // A cache hit is not a new scan: it emits nothing.
  if (!full.cache.hit) emitScanEventsAfterResponse(ctx.runtime, ctx.principal!.account, [fromFullScan(full)], "scan");
  return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : jsonText(fullBody());
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
