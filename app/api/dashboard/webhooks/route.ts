import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { createEndpoint, CreateEndpointSchema, listEndpoints } from "@/lib/webhooks/endpoints";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks";

/**
 * Dashboard webhook API. Session only (401 without a session), Enterprise only (403
 * INSUFFICIENT_TIER below), mutations need our Origin (403 FORBIDDEN otherwise). Errors use the
 * envelope `{error, code, reason, requestId, details?}`; invalid input is 400 INVALID_INPUT with
 * `details: [{path, message}]`. Ids: endpoints `whep_<24 hex>`, deliveries `whdl_<32 hex>`,
 * events `evt_<32 hex>`. Times are ISO 8601 strings.
 *
 * Endpoint (as listed/read; the secret is NEVER included):
 *   { id, url, description, events: string[], enabled: boolean,
 *     disabledReason: string|null, disabledAt: string|null,      // why/when it was disabled (by the owner or automatically)
 *     consecutiveFailures: number, lastSuccessAt: string|null, lastFailureAt: string|null,
 *     createdAt, updatedAt }
 *
 * GET    /api/dashboard/webhooks                       -> 200 { endpoints: Endpoint[], limit: number }
 * POST   /api/dashboard/webhooks                       body { url, events: string[], description?, enabled? }
 *                                                      -> 201 { endpoint: Endpoint, secret: "whsec_..." }   (secret shown ONCE)
 *        400: invalid/refused url (https only, public addresses only), unknown or reserved event (whale.moved)
 *        409 CONFLICT: the per-account cap (WEBHOOK_MAX_ENDPOINTS, default 10) is reached
 * GET    /api/dashboard/webhooks/events                -> 200 { apiVersion, events: WEBHOOK_EVENTS }  (catalogue)
 * GET    /api/dashboard/webhooks/{id}                  -> 200 { endpoint: Endpoint }
 * PATCH  /api/dashboard/webhooks/{id}                  body { url?, events?, description?, enabled? } (at least one)
 *                                                      -> 200 { endpoint: Endpoint }  (enabled:true clears disabledReason and the failure streak)
 * DELETE /api/dashboard/webhooks/{id}                  -> 200 { id, deleted: true }
 * POST   /api/dashboard/webhooks/{id}/rotate-secret    -> 200 { endpoint: Endpoint, secret: "whsec_..." }  (old secret stops at once)
 * POST   /api/dashboard/webhooks/{id}/test             (no body) sends a `webhook.test` event now, synchronously
 *                                                      -> 200 { eventId, ok: boolean, status: number (0 = no response),
 *                                                               latencyMs, responseExcerpt: string (<= 500 chars), error: string|null }
 * GET    /api/dashboard/webhooks/{id}/deliveries       -> 200 { attempts: Attempt[] }  (newest first, last 50)
 *        Attempt: { deliveryId: string|null (null for test sends), eventId, eventType, attempt: number, attemptedAt,
 *                   status: number, ok: boolean, latencyMs, error: string|null, responseExcerpt, test: boolean }
 * GET    /api/dashboard/webhooks/{id}/deliveries/{deliveryId}         -> 200 { delivery: Delivery }
 * POST   /api/dashboard/webhooks/{id}/deliveries/{deliveryId}/resend  -> 202 { delivery: Delivery }
 *        a NEW delivery of the same event (same event id and body); 409 when the endpoint is disabled
 *        Delivery: { id, endpointId, eventId, eventType, status: "pending"|"delivered"|"failed", attempts,
 *                    nextAttemptAt: string|null, createdAt, lastAttemptAt, lastStatus: number|null,
 *                    lastError: string|null, resendOf: string|null }
 * Unknown or another account's {id}/{deliveryId}: 404 NOT_FOUND.
 */
export const GET = withApi({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx) =>
  listEndpoints(ctx.runtime, ctx.principal!.account.id),
);

export const POST = withApi({ route: ROUTE, auth: "session", minTier: "enterprise" }, async (ctx) => {
  const body = ctx.body(CreateEndpointSchema);
  return json(await createEndpoint(ctx.runtime, ctx.principal!.account.id, body), 201);
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET", "POST"]);
