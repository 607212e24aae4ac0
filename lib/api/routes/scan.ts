import { z } from "zod";
import { jsonText } from "@/lib/api/handler";
import { CLIENT_REF_MAX } from "@/lib/api/limits";
import { PLATFORM_MEDIA_TYPE, wantsPlatform } from "@/lib/api/response-mode";
import {
  BatchItemChainSchema,
  BatchRequestSchema,
  type BatchResponse,
  BatchResponseSchema,
  ChainSchema,
  ErrorEnvelopeSchema,
  type FullScanResponse,
  FullScanResponseSchema,
  PlatformScanResponseSchema,
  SandboxRequestSchema,
  ScanRequestSchema,
} from "@/lib/api/schemas";
import { ApiError, isApiError } from "@/lib/errors";
import { tierLimits } from "@/lib/limits/tiers";
import { prefetchScanCache, scanCacheKeyFor, scanLiveCached } from "@/lib/scan/scan-cache";
import {
  analysableItems,
  type BatchInput,
  type ItemPlan,
  runBatch,
  scanSandbox,
  toPlatformJson,
} from "@/lib/scan/scan-service";
import { emitScanEventsAfterResponse, fromFullScan, fromPlatformScan } from "@/lib/webhooks/emit";
import { defineRoute } from "./define";

export const NDJSON_MEDIA_TYPE = "application/x-ndjson";

/** The lines of the streamed batch mode (one JSON object per line, `type` first). */
export const BatchStreamItemSchema = z
  .object({
    type: z.literal("item"),
    index: z.number().int().describe("Position of the item in the request (0-based)."),
    token_address: z.string().nullable(),
    chain: BatchItemChainSchema,
    status: z.enum(["ok", "error"]),
    result: PlatformScanResponseSchema.optional().describe(
      "Present when status is ok: the same platform JSON as in the JSON mode.",
    ),
    error: z
      .object({ error: z.string(), code: z.number().int(), reason: z.string() })
      .optional()
      .describe("Present when status is error."),
    token: z
      .object({ name: z.string().nullable(), symbol: z.string().nullable() })
      .optional()
      .describe("Stream only, when scanned: the token's name and symbol from its metadata."),
    finding_titles: z
      .record(z.string(), z.string())
      .optional()
      .describe("Stream only, when scanned: title of each failed or unknown finding, by id (flags and unknown)."),
  })
  .describe("One line per item, written as soon as the item completes (completion order, not request order).");
export const BatchStreamSummarySchema = z
  .object({
    type: z.literal("summary"),
    client_ref: z.string().nullable(),
    chain: z.string(),
    summary: BatchResponseSchema.shape.summary,
    completed_at: z.string(),
  })
  .describe("The last line when the batch completed: the same summary as the JSON mode.");
export const BatchStreamErrorSchema = ErrorEnvelopeSchema.extend({
  type: z.literal("error"),
  retry_after: z.number().optional().describe("Seconds to wait before retrying (503)."),
  refunded: z
    .number()
    .int()
    .describe("Quota units given back: every unit reserved for the batch (nothing was charged)."),
}).describe(
  "The last line instead of the summary when the batch failed after the stream started (e.g. 503 UPSTREAM_UNAVAILABLE for every item): the JSON mode would have answered this status; the units are refunded the same way.",
);
export const BatchStreamLineSchema = z.union([BatchStreamItemSchema, BatchStreamSummarySchema, BatchStreamErrorSchema]);
export type BatchStreamItem = z.infer<typeof BatchStreamItemSchema>;
export type BatchStreamSummary = z.infer<typeof BatchStreamSummarySchema>;
export type BatchStreamError = z.infer<typeof BatchStreamErrorSchema>;
export type BatchStreamLine = z.infer<typeof BatchStreamLineSchema>;

/** IETF RateLimit headers: the per-second window, then (metered routes) the daily quota state. */
export const RATE_HEADERS = {
  "RateLimit-Limit": "Requests (or quota units) allowed in the window named by RateLimit-Policy.",
  "RateLimit-Remaining": "What is left in that window.",
  "RateLimit-Reset": "Seconds until the window resets.",
  "RateLimit-Policy": "`<limit>;w=<seconds>`: w=1 for the per-second rate limit, w=86400 for the daily quota.",
};

const EXAMPLE_MINT = "So11111111111111111111111111111111111111112";

/** Full payload by default, platform JSON on request: both documented on 200. */
const scanResult = (description: string) => ({
  description,
  schema: z
    .union([FullScanResponseSchema, PlatformScanResponseSchema])
    .describe("The full payload (default) or, in platform mode, the platform JSON."),
  content: { [PLATFORM_MEDIA_TYPE]: PlatformScanResponseSchema },
  headers: RATE_HEADERS,
});

type ScanBody = z.infer<typeof ScanRequestSchema>;
const toInput = (body: ScanBody) => ({
  chain: body.chain,
  tokenAddress: (body.tokenAddress ?? body.mint) as string,
  liquidityUsd: body.liquidityUsd,
  topHolderPct: body.topHolderPct,
});
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The scan cache key of a valid body, for the hot path; null for a body the handler will refuse (400). */
function cacheKeyOf(
  accountId: string,
  rawBody: Uint8Array,
  runtime: Parameters<typeof scanCacheKeyFor>[0],
): string | null {
  let data: unknown;
  try {
    data = JSON.parse(utf8.decode(rawBody));
  } catch {
    return null;
  }
  const parsed = ScanRequestSchema.safeParse(data);
  return parsed.success ? scanCacheKeyFor(runtime, accountId, toInput(parsed.data)) : null;
}

export const scanRoute = defineRoute({
  method: "POST",
  path: "/api/v1/scan",
  auth: "api",
  tags: ["Scan"],
  summary: "Analyse one token (live, on-chain)",
  description:
    `Reads the token's accounts from the chain and runs every check. Full payload by default; platform JSON with \`responseMode: "platform"\` or \`Accept: ${PLATFORM_MEDIA_TYPE}\`. ` +
    "Uses one unit of daily quota; a cache hit (SCAN_CACHE_TTL_SECONDS) still does, and invalid input or a failed scan never does. " +
    "The API key, rate limit, quota unit and the account's cache entry are read in one store operation (one round trip on Redis for a cache hit).",
  body: ScanRequestSchema,
  requestExample: { tokenAddress: EXAMPLE_MINT, chain: "solana", responseMode: "platform" },
  rateLimited: true,
  metered: "1 unit per successful scan",
  admission: { reserve: 1, cacheKey: cacheKeyOf, webhookEndpoints: true },
  response: { 200: scanResult("Scan result.") },
  errors: ["UPSTREAM_UNAVAILABLE"],
  handler: async (ctx, { body }) => {
    const input = toInput(body);
    const account = ctx.principal.account;
    const admitted = ctx.admitted;
    const cacheRead =
      admitted && admitted.cache !== undefined
        ? Promise.resolve(admitted.cache)
        : prefetchScanCache(ctx.runtime, account.id, input);
    await ctx.meter(1);
    const { full, body: fullBody } = await scanLiveCached(ctx.runtime, account.id, input, cacheRead);
    // Enterprise webhooks (scan.completed, opt-in high_safety_token): written to the outbox and
    // attempted after the response, never delaying or failing it. A cache hit is not a new scan:
    // it emits nothing; neither does an account without webhook endpoints (counted in the hot path).
    if (!full.cache.hit && (admitted?.webhookEndpoints ?? 1) > 0)
      emitScanEventsAfterResponse(ctx.runtime, account, [fromFullScan(full)], "scan");
    return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : jsonText(fullBody());
  },
});

export const sandboxRoute = defineRoute({
  method: "POST",
  path: "/api/v1/scan/sandbox",
  auth: "api",
  tags: ["Scan"],
  summary: "Deterministic analysis on the built-in chain snapshot",
  description:
    "The same engine path as a live scan on a fixed snapshot: no RPC, no on-chain sell simulation, no quota. The body may be omitted (default sandbox token).",
  body: SandboxRequestSchema,
  bodyOptional: true,
  requestExample: { tokenAddress: EXAMPLE_MINT },
  rateLimited: true,
  response: { 200: scanResult("Sandbox scan result.") },
  errors: [],
  handler: async (ctx, { body }) => {
    const { full, body: fullBody } = await scanSandbox(
      {
        chain: body.chain,
        tokenAddress: body.tokenAddress ?? body.mint,
        liquidityUsd: body.liquidityUsd,
        topHolderPct: body.topHolderPct,
      },
      { config: ctx.runtime.config },
    );
    return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : jsonText(fullBody());
  },
});

/** `Accept: application/x-ndjson` selects the streamed mode (one JSON line per item as it completes, then a summary line). */
function wantsNdjson(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  return accept.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === NDJSON_MEDIA_TYPE);
}

type Item = BatchResponse["items"][number];

/**
 * Validates each item on its own (one bad item fails alone, uncharged) with the scan request
 * schema itself: the rules for an address and a chain live in lib/api/schemas.ts only.
 */
export function planBatch(batch: BatchInput): ItemPlan[] {
  return batch.items.map((item, index) => {
    const address = (item.tokenAddress ?? item.mint ?? "").trim() || null;
    const chainText = item.chain ?? batch.chain;
    const parsed = ScanRequestSchema.safeParse({ tokenAddress: item.tokenAddress, mint: item.mint, chain: chainText });
    if (!parsed.success) {
      // The item's chain when it names a supported one (the address was the problem), else null.
      const chain = ChainSchema.safeParse(chainText);
      return {
        index,
        address,
        chain: chain.success ? chain.data : null,
        error: new ApiError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "invalid item"),
      };
    }
    const input = toInput(parsed.data);
    // The canonical address (EVM: checksummed), as the scan and the cache use it.
    return { index, address: input.tokenAddress, chain: input.chain, input };
  });
}

/** An item line: the JSON mode's item plus, for a scanned item, the token's name and symbol and the titles of its findings. */
function itemLine(item: Item, full: FullScanResponse | null): BatchStreamItem {
  if (!full) return { type: "item", ...item };
  const titles: Record<string, string> = {};
  for (const f of full.findings) if (f.status === "fail" || f.status === "unknown") titles[f.id] = f.title;
  return {
    type: "item",
    ...item,
    token: { name: full.metadata.name, symbol: full.metadata.symbol },
    finding_titles: titles,
  };
}

export const batchRoute = defineRoute({
  method: "POST",
  path: "/api/v1/scan/batch",
  auth: "api",
  tags: ["Scan"],
  summary: "Bulk platform scans",
  description:
    "Items beyond the tier maximum (Free 5, Pro 20, Enterprise 100) are refused with 400. Each item is validated on its own: a bad item fails alone. " +
    "Charged one unit per analysed item (invalid and failed items cost nothing). " +
    `Send \`Accept: ${NDJSON_MEDIA_TYPE}\` for the streamed mode: one JSON line per item as it completes (BatchStreamItem), then one summary line ` +
    "(BatchStreamSummary), or an error line (BatchStreamError) if the batch fails after the stream started. Validation, quota and rate limits are " +
    "checked before the stream starts (errors then use the JSON envelope and status as usual), and billing is identical to the JSON mode. " +
    "A client that disconnects mid-stream is charged for every item analysed: the server finishes the batch (its items are already in flight) and emits its events.",
  body: BatchRequestSchema,
  headers: z.object({
    "x-service-client-ref": z
      .string()
      .max(CLIENT_REF_MAX, `X-Service-Client-Ref is at most ${CLIENT_REF_MAX} characters.`)
      .optional()
      .describe("Alternative to `clientRef` (the body wins)."),
  }),
  requestExample: { chain: "solana", clientRef: "desk-7", items: [{ tokenAddress: EXAMPLE_MINT }] },
  rateLimited: true,
  metered: "1 unit per analysed item",
  response: {
    200: {
      description: "Per-item results (JSON), or the streamed lines (NDJSON).",
      schema: BatchResponseSchema,
      content: { [NDJSON_MEDIA_TYPE]: BatchStreamLineSchema },
    },
  },
  errors: ["UPSTREAM_UNAVAILABLE"],
  handler: async (ctx, { body, headers }) => {
    const clientRef = body.clientRef ?? headers["x-service-client-ref"] ?? null;
    ctx.logFields.clientRef = clientRef;

    const account = ctx.principal.account;
    const { maxBatchItems } = tierLimits(account.tier, ctx.runtime.config.limits);
    if (body.items.length > maxBatchItems)
      throw new ApiError(
        "INVALID_INPUT",
        `Batch of ${body.items.length} items exceeds the ${account.tier} tier maximum of ${maxBatchItems}.`,
      );
    // Exact billing (docs/billing.md): reserve the valid items, then keep only the analysed ones.
    const batch = { chain: body.chain, clientRef, items: body.items };
    const plans = planBatch(batch);
    const reservation = await ctx.meter(analysableItems(plans));
    const options = { config: ctx.runtime.config, store: ctx.runtime.store };
    // Enterprise webhooks: one scan.completed per successful item, after the response.
    const emit = (result: BatchResponse) =>
      emitScanEventsAfterResponse(
        ctx.runtime,
        account,
        result.items.flatMap((item) => (item.status === "ok" ? [fromPlatformScan(item.result)] : [])),
        "batch",
        clientRef,
      );

    if (!wantsNdjson(ctx.req)) {
      const result = await runBatch(batch, plans, options);
      await reservation.settle(result.summary.charged);
      emit(result);
      return result;
    }

    // Streamed mode: same validation, same reservation (before anything is sent), settled the same way;
    // when the whole batch fails the reservation is released and the outcome is the last line.
    // A client that goes away (issue 24): the batch is finished all the same (its items are in flight
    // together, their reads already coalesced), every analysed item is charged and its events emitted;
    // lines are no longer written, and nothing is logged as an error (docs/billing.md).
    ctx.logFields.stream = "ndjson";
    const encoder = new TextEncoder();
    let gone = false;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        /** What happened to the batch, for the log line when the client went away. */
        let outcome = "the batch was finished and billed";
        const send = (line: BatchStreamLine) => {
          if (gone) return;
          try {
            controller.enqueue(encoder.encode(JSON.stringify(line) + "\n"));
          } catch {
            gone = true; // closed under us: the client went away
          }
        };
        try {
          const result = await runBatch(batch, plans, {
            ...options,
            onItem: (item, full) => send(itemLine(item, full)),
          });
          await reservation.settle(result.summary.charged);
          send({
            type: "summary",
            client_ref: result.client_ref,
            chain: result.chain,
            summary: result.summary,
            completed_at: result.completed_at,
          });
          emit(result);
        } catch (err) {
          const e = isApiError(err)
            ? err
            : new ApiError("INTERNAL", "Internal error. Retry later; quote the request id if it persists.");
          outcome = `the batch failed (${e.reason}) and its reservation was released`;
          await reservation
            .release()
            .catch((refundErr) =>
              ctx.runtime.log.warn("quota refund failed", { requestId: ctx.requestId, error: String(refundErr) }),
            );
          if (e.reason === "INTERNAL")
            ctx.runtime.log.error("batch stream failed", {
              requestId: ctx.requestId,
              error: String((err as Error)?.stack ?? err),
            });
          const envelope = e.toEnvelope(ctx.requestId) as z.infer<typeof ErrorEnvelopeSchema>;
          send({
            type: "error",
            ...envelope,
            ...(e.retryAfter !== undefined ? { retry_after: e.retryAfter } : {}),
            refunded: reservation.reserved,
          });
        } finally {
          if (gone)
            ctx.runtime.log.info(`batch stream: the client went away; ${outcome}`, { requestId: ctx.requestId });
          else controller.close();
        }
      },
      cancel() {
        gone = true;
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { "content-type": `${NDJSON_MEDIA_TYPE}; charset=utf-8`, "x-content-type-options": "nosniff" },
    });
  },
});

export const scanRoutes = [scanRoute, sandboxRoute, batchRoute];
