import { jsonText, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { wantsPlatform } from "@/lib/api/response-mode";
import { ScanRequestSchema } from "@/lib/api/schemas";
import { prefetchScanCache, scanCacheKeyFor, scanLiveCached } from "@/lib/scan/scan-cache";
import { toPlatformJson } from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromFullScan } from "@/lib/webhooks/emit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan";

type ScanBody = ReturnType<typeof ScanRequestSchema.parse>;
const toInput = (body: ScanBody) => ({ chain: body.chain, tokenAddress: (body.tokenAddress ?? body.mint)!, liquidityUsd: body.liquidityUsd, topHolderPct: body.topHolderPct });
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The scan cache key of a valid body, for the hot path; null for a body the handler will refuse (400). */
function cacheKeyOf(accountId: string, rawBody: Uint8Array, runtime: Parameters<typeof scanCacheKeyFor>[0]): string | null {
  let data: unknown;
  try {
    data = JSON.parse(utf8.decode(rawBody));
  } catch {
    return null;
  }
  const parsed = ScanRequestSchema.safeParse(data);
  return parsed.success ? scanCacheKeyFor(runtime, accountId, toInput(parsed.data)) : null;
}

/**
 * The hot path (one store round trip on Redis for a cache hit): the API key, rate limit, the one
 * unit of quota and the account's cache entry are read in one store operation before this runs.
 * Hits still pay quota; the cache is private to the account (docs/billing.md).
 */
export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true, admission: { reserve: 1, cacheKey: cacheKeyOf, webhookEndpoints: true } }, async (ctx) => {
  const body = ctx.body(ScanRequestSchema);
  const input = toInput(body);
  const accountId = ctx.principal!.account.id;
  const admitted = ctx.admitted;
  const cacheRead = admitted && admitted.cache !== undefined ? Promise.resolve(admitted.cache) : prefetchScanCache(ctx.runtime, accountId, input);
  await ctx.meter(1);
  const { full, body: fullBody } = await scanLiveCached(ctx.runtime, accountId, input, cacheRead);
  // Enterprise webhooks (scan.completed, opt-in high_safety_token): written to the outbox and
  // attempted after the response, never delaying or failing it. A cache hit is not a new scan:
  // it emits nothing; neither does an account without webhook endpoints (counted in the hot path).
  if (!full.cache.hit && (admitted?.webhookEndpoints ?? 1) > 0) emitScanEventsAfterResponse(ctx.runtime, ctx.principal!.account, [fromFullScan(full)], "scan");
  return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : jsonText(fullBody());
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
