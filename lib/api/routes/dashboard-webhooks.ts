import { z } from "zod";
import { json } from "@/lib/api/handler";
import { WEBHOOK_API_VERSION, WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, WebhookEventSchema } from "@/lib/webhooks/catalogue";
import {
  CreateEndpointSchema,
  createEndpoint,
  deleteEndpoint,
  deliveryView,
  endpointView,
  getDelivery,
  getOwnedEndpoint,
  listAttempts,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  UpdateEndpointSchema,
  updateEndpoint,
} from "@/lib/webhooks/endpoints";
import { limitTestSends, sendTestEvent } from "@/lib/webhooks/worker";
import { defineRoute } from "./define";

/**
 * The dashboard webhook API. Session only (401 without a session), Enterprise only (403
 * INSUFFICIENT_TIER below), mutations need our Origin (403 FORBIDDEN otherwise). Ids: endpoints
 * `whep_<24 hex>`, deliveries `whdl_<32 hex>`, events `evt_<32 hex>`. Times are ISO 8601 strings.
 * Unknown or another account's {id}/{deliveryId}: 404 NOT_FOUND.
 */
export const WebhookEndpointSchema = z
  .object({
    id: z.string().describe("`whep_<24 hex>`."),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .describe("Why it was disabled (by the owner or automatically after repeated failures)."),
    disabledAt: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    lastSuccessAt: z.string().nullable(),
    lastFailureAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe("A webhook endpoint as listed and read; the signing secret is never included.");
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookAttemptSchema = z.object({
  deliveryId: z.string().nullable().describe("Null for test sends."),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int().describe("1-based attempt number of that delivery (1 for test sends)."),
  attemptedAt: z.string(),
  status: z.number().int().describe("HTTP status received; 0 when no response was received."),
  ok: z.boolean(),
  latencyMs: z.number(),
  error: z.string().nullable().describe("A short failure class (`refused`, `tls_error`, `timeout`, `http_500`, ...)."),
  responseExcerpt: z.string(),
  test: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string().describe("`whdl_<32 hex>`."),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  resendOf: z.string().nullable().describe("The delivery this one resends, if any."),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookTestResultSchema = z.object({
  eventId: z.string(),
  ok: z.boolean(),
  status: z.number().int().describe("0 = no response."),
  latencyMs: z.number(),
  responseExcerpt: z.string().describe("At most 500 characters."),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

export const WebhookEventInfoSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(["active", "legacy", "reserved"]),
  description: z.string(),
  payloadExample: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("A complete delivery body as sent; null for reserved types (never emitted)."),
});
export type WebhookEventInfoView = z.infer<typeof WebhookEventInfoSchema>;
export const WebhookCatalogueSchema = z.object({ apiVersion: z.string(), events: z.array(WebhookEventInfoSchema) });

const EndpointWithSecret = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe("`whsec_...`, shown ONCE."),
});
const IdParam = z.object({ id: z.string().describe("Endpoint id (`whep_...`).") });
const DeliveryParams = IdParam.extend({ deliveryId: z.string().describe("Delivery id (`whdl_...`).") });
const common = { auth: "session" as const, minTier: "enterprise" as const, tags: ["Dashboard webhooks" as const] };

export const dashboardWebhookRoutes = [
  defineRoute({
    ...common,
    method: "GET",
    path: "/api/dashboard/webhooks",
    summary: "List webhook endpoints",
    response: {
      200: {
        description: "The account's endpoints and the cap.",
        schema: z.object({ endpoints: z.array(WebhookEndpointSchema), limit: z.number().int() }),
      },
    },
    errors: [],
    handler: async (ctx) => listEndpoints(ctx.runtime, ctx.principal.account.id),
  }),
  defineRoute({
    ...common,
    method: "POST",
    path: "/api/dashboard/webhooks",
    summary: "Register a webhook endpoint",
    description:
      "HTTPS only, public addresses only (400 otherwise); unknown or reserved (whale.moved) event types are refused. 409 CONFLICT when the per-account cap " +
      "(WEBHOOK_MAX_ENDPOINTS, default 10) is reached. The signing secret is returned once.",
    body: CreateEndpointSchema,
    requestExample: {
      url: "https://hooks.example.com/token-risk",
      events: ["scan.completed", "risk.changed"],
      description: "risk desk",
    },
    response: { 201: { description: "Created; the secret is shown once.", schema: EndpointWithSecret } },
    errors: ["CONFLICT"],
    handler: async (ctx, { body }) => json(await createEndpoint(ctx.runtime, ctx.principal.account.id, body), 201),
  }),
  defineRoute({
    ...common,
    method: "GET",
    path: "/api/dashboard/webhooks/events",
    summary: "The webhook event catalogue",
    description:
      "Event types with status, description and a complete example body. Every delivery is signed (Standard Webhooks headers plus `X-Service-Signature: sha256=<hex>`).",
    response: { 200: { description: "The catalogue.", schema: WebhookCatalogueSchema } },
    errors: [],
    handler: async () => ({ apiVersion: WEBHOOK_API_VERSION, events: WEBHOOK_EVENTS }),
  }),
  defineRoute({
    ...common,
    method: "GET",
    path: "/api/dashboard/webhooks/{id}",
    summary: "Read a webhook endpoint",
    params: IdParam,
    response: { 200: { description: "The endpoint.", schema: z.object({ endpoint: WebhookEndpointSchema }) } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) => ({
      endpoint: endpointView(await getOwnedEndpoint(ctx.runtime, ctx.principal.account.id, params.id)),
    }),
  }),
  defineRoute({
    ...common,
    method: "PATCH",
    path: "/api/dashboard/webhooks/{id}",
    summary: "Update a webhook endpoint",
    description: "At least one field. `enabled: true` clears disabledReason and the failure streak.",
    params: IdParam,
    body: UpdateEndpointSchema,
    requestExample: { enabled: true },
    response: { 200: { description: "The updated endpoint.", schema: z.object({ endpoint: WebhookEndpointSchema }) } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params, body }) => updateEndpoint(ctx.runtime, ctx.principal.account.id, params.id, body),
  }),
  defineRoute({
    ...common,
    method: "DELETE",
    path: "/api/dashboard/webhooks/{id}",
    summary: "Delete a webhook endpoint",
    params: IdParam,
    response: { 200: { description: "Deleted.", schema: z.object({ id: z.string(), deleted: z.literal(true) }) } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) => deleteEndpoint(ctx.runtime, ctx.principal.account.id, params.id),
  }),
  defineRoute({
    ...common,
    method: "POST",
    path: "/api/dashboard/webhooks/{id}/rotate-secret",
    summary: "Rotate the signing secret",
    description: "The new secret is effective at once and returned once; the old one stops at once.",
    params: IdParam,
    response: { 200: { description: "The endpoint and its new secret.", schema: EndpointWithSecret } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) => rotateSecret(ctx.runtime, ctx.principal.account.id, params.id),
  }),
  defineRoute({
    ...common,
    method: "POST",
    path: "/api/dashboard/webhooks/{id}/test",
    summary: "Send a test event now",
    description:
      "Sends a signed `webhook.test` event synchronously (no body needed) and returns the outcome. Limited per endpoint (5/min) and per account (10/min): 429.",
    params: IdParam,
    response: { 200: { description: "The outcome of the test send.", schema: WebhookTestResultSchema } },
    errors: ["NOT_FOUND", "RATE_LIMITED"],
    handler: async (ctx, { params }) => {
      const ep = await getOwnedEndpoint(ctx.runtime, ctx.principal.account.id, params.id);
      await limitTestSends(ctx.runtime, ctx.principal.account.id, ep.id);
      return sendTestEvent(ctx.runtime, ep);
    },
  }),
  defineRoute({
    ...common,
    method: "GET",
    path: "/api/dashboard/webhooks/{id}/deliveries",
    summary: "The endpoint's delivery log",
    description: "The last 50 attempts, newest first (test sends included).",
    params: IdParam,
    response: { 200: { description: "Attempts.", schema: z.object({ attempts: z.array(WebhookAttemptSchema) }) } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) => listAttempts(ctx.runtime, ctx.principal.account.id, params.id),
  }),
  defineRoute({
    ...common,
    method: "GET",
    path: "/api/dashboard/webhooks/{id}/deliveries/{deliveryId}",
    summary: "One delivery's state",
    params: DeliveryParams,
    response: {
      200: {
        description: "The delivery (pending / delivered / failed).",
        schema: z.object({ delivery: WebhookDeliverySchema }),
      },
    },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) => ({
      delivery: deliveryView(await getDelivery(ctx.runtime, ctx.principal.account.id, params.id, params.deliveryId)),
    }),
  }),
  defineRoute({
    ...common,
    method: "POST",
    path: "/api/dashboard/webhooks/{id}/deliveries/{deliveryId}/resend",
    summary: "Resend a delivery",
    description:
      "A NEW delivery of the same event (same event id and body), attempted after the response; 409 when the endpoint is disabled.",
    params: DeliveryParams,
    response: { 202: { description: "The new delivery.", schema: z.object({ delivery: WebhookDeliverySchema }) } },
    errors: ["NOT_FOUND", "CONFLICT"],
    handler: async (ctx, { params }) =>
      json(await resendDelivery(ctx.runtime, ctx.principal.account.id, params.id, params.deliveryId), 202),
  }),
];

/** Webhook delivery bodies (documented as OpenAPI webhooks). */
export { WebhookEventSchema };
