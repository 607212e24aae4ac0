import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { BatchRequestSchema, type BatchResponse, type FullScanResponse } from "@/lib/api/schemas";
import { ApiError, isApiError } from "@/lib/errors";
import { tierLimits } from "@/lib/limits/tiers";
import { analysableItems, planBatch, runBatch } from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromPlatformScan } from "@/lib/webhooks/emit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan/batch";
const CLIENT_REF_MAX = 80;
const NDJSON_MEDIA_TYPE = "application/x-ndjson";

/** `Accept: application/x-ndjson` selects the streamed mode (one JSON line per item as it completes, then a summary line). */
function wantsNdjson(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  return accept.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === NDJSON_MEDIA_TYPE);
}

type Item = BatchResponse["items"][number];

/** An item line: the JSON mode's item plus, for a scanned item, the token's name and symbol and the titles of its findings. */
function itemLine(item: Item, full: FullScanResponse | null) {
  if (!full) return { type: "item", ...item };
  const titles: Record<string, string> = {};
  for (const f of full.findings) if (f.status === "fail" || f.status === "unknown") titles[f.id] = f.title;
  return { type: "item", ...item, token: { name: full.metadata.name, symbol: full.metadata.symbol }, finding_titles: titles };
}

export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true }, async (ctx) => {
  const body = ctx.body(BatchRequestSchema);
  const headerRef = ctx.req.headers.get("x-service-client-ref");
  if (headerRef !== null && headerRef.length > CLIENT_REF_MAX)
    throw new ApiError("INVALID_INPUT", `X-Service-Client-Ref is at most ${CLIENT_REF_MAX} characters.`);
  const clientRef = body.clientRef ?? headerRef ?? null;
  ctx.logFields.clientRef = clientRef;

  const account = ctx.principal!.account;
  const { maxBatchItems } = tierLimits(account.tier, ctx.runtime.config.limits);
  if (body.items.length > maxBatchItems)
    throw new ApiError("INVALID_INPUT", `Batch of ${body.items.length} items exceeds the ${account.tier} tier maximum of ${maxBatchItems}.`);
  // Exact billing (docs/billing.md): reserve the valid items, then keep only the analysed ones.
  const batch = { chain: body.chain, clientRef, items: body.items };
  const plans = planBatch(batch);
  const reservation = await ctx.meter(analysableItems(plans));
  const options = { config: ctx.runtime.config, store: ctx.runtime.store };
  // Enterprise webhooks: one scan.completed per successful item, after the response.
  const emit = (result: BatchResponse) =>
    emitScanEventsAfterResponse(ctx.runtime, account, result.items.flatMap((item) => (item.status === "ok" ? [fromPlatformScan(item.result)] : [])), "batch", clientRef);

  if (!wantsNdjson(ctx.req)) {
    const result = await runBatch(batch, plans, options);
    await reservation.settle(result.summary.charged);
    emit(result);
    return result;
  }

  // Streamed mode: same validation, same reservation (before anything is sent), settled the same way;
  // when the whole batch fails the reservation is released and the outcome is the last line.
  ctx.logFields.stream = "ndjson";
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => controller.enqueue(encoder.encode(JSON.stringify(line) + "\n"));
      try {
        const result = await runBatch(batch, plans, { ...options, onItem: (item, full) => send(itemLine(item, full)) });
        await reservation.settle(result.summary.charged);
        send({ type: "summary", client_ref: result.client_ref, chain: result.chain, summary: result.summary, completed_at: result.completed_at });
        emit(result);
      } catch (err) {
        const e = isApiError(err) ? err : new ApiError("INTERNAL", "Internal error. Retry later; quote the request id if it persists.");
        await reservation.release().catch((refundErr) => ctx.runtime.log.warn("quota refund failed", { requestId: ctx.requestId, error: String(refundErr) }));
        if (e.reason === "INTERNAL") ctx.runtime.log.error("batch stream failed", { requestId: ctx.requestId, error: String((err as Error)?.stack ?? err) });
        send({ type: "error", ...e.toEnvelope(ctx.requestId), ...(e.retryAfter !== undefined ? { retry_after: e.retryAfter } : {}), refunded: reservation.reserved });
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, { status: 200, headers: { "content-type": `${NDJSON_MEDIA_TYPE}; charset=utf-8`, "x-content-type-options": "nosniff" } });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
