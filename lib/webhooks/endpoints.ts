import { z } from "zod";
import { ApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import type {
  EndpointPatch,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from "@/lib/store/webhook-repo";
import { eventInfo, WEBHOOK_EVENT_TYPES } from "./catalogue";
import { isLoopbackTarget, warnLoopbackUse, webhookConfig } from "./config";
import { scheduleFirstAttempt } from "./emit";
import { shownFailure } from "./failure-class";
import { DELIVERY_ID, ENDPOINT_ID, newDeliveryId, newEndpointId } from "./ids";
import { WEBHOOK_DESCRIPTION_MAX } from "./limits";
import { generateWebhookSecret } from "./signatures";
import { resolvePublicAddress, SsrfBlockedError, validateWebhookUrl } from "./ssrf-guard";

/**
 * The dashboard's webhook use cases (the routes under app/api/dashboard/webhooks stay thin).
 * Every function takes the caller's account id and answers 404 for another account's endpoint.
 */

// ---------- request schemas ----------

const EventsSchema = z
  .array(z.string())
  .min(1, "subscribe to at least one event type")
  .max(WEBHOOK_EVENT_TYPES.length)
  .superRefine((events, ctx) => {
    events.forEach((type, i) => {
      const info = eventInfo(type);
      if (!info)
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `unknown event type '${type}'; known: scan.completed, risk.changed, high_safety_token`,
        });
      else if (info.status === "reserved")
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `'${type}' is reserved for a future release and is not emitted; it cannot be subscribed to`,
        });
    });
    if (new Set(events).size !== events.length) ctx.addIssue({ code: "custom", message: "event types must be unique" });
  });

const UrlSchema = z.string().trim().min(1, "url is required").max(2048);
const DescriptionSchema = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX);

export const CreateEndpointSchema = z.strictObject({
  url: UrlSchema,
  events: EventsSchema,
  description: DescriptionSchema.optional(),
  enabled: z.boolean().optional(),
});

export const UpdateEndpointSchema = z
  .strictObject({
    url: UrlSchema.optional(),
    events: EventsSchema.optional(),
    description: DescriptionSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "send at least one of url, events, description, enabled",
  });

// ---------- views (never include the secret) ----------

export interface EndpointView {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  consecutiveFailures: number;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function endpointView(e: WebhookEndpointRecord): EndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    disabledAt: e.disabledAt,
    consecutiveFailures: e.consecutiveFailures,
    lastSuccessAt: e.lastSuccessAt,
    lastFailureAt: e.lastFailureAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

export interface DeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryRecord["status"];
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  resendOf: string | null;
}

export function deliveryView(d: WebhookDeliveryRecord): DeliveryView {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt === null ? null : new Date(d.nextAttemptAt).toISOString(),
    createdAt: d.createdAt,
    lastAttemptAt: d.lastAttemptAt,
    lastStatus: d.lastStatus,
    lastError: shownFailure(d.lastError),
    resendOf: d.resendOf,
  };
}

// ---------- use cases ----------

/** Registration-time SSRF check: syntax policy plus DNS (every resolved address must be public). */
export async function checkTargetUrl(runtime: Runtime, url: string): Promise<string> {
  const cfg = webhookConfig(runtime);
  try {
    const parsed = validateWebhookUrl(url, { allowInsecureLoopback: cfg.allowLoopback });
    await resolvePublicAddress(parsed.hostname, { allowInsecureLoopback: cfg.allowLoopback });
    if (cfg.allowLoopback && isLoopbackTarget(parsed.href)) warnLoopbackUse(runtime.log, "registration", parsed.href);
    return parsed.href;
  } catch (err) {
    if (err instanceof SsrfBlockedError)
      throw new ApiError("INVALID_INPUT", `Invalid webhook url: ${err.message}`, {
        details: [{ path: "url", message: err.message, reason: err.reason }],
      });
    throw err;
  }
}

export async function listEndpoints(runtime: Runtime, accountId: string) {
  const cfg = webhookConfig(runtime);
  const endpoints = await runtime.store.webhooks.listEndpoints(accountId);
  return { endpoints: endpoints.map(endpointView), limit: cfg.maxEndpoints };
}

export async function createEndpoint(runtime: Runtime, accountId: string, input: z.infer<typeof CreateEndpointSchema>) {
  const cfg = webhookConfig(runtime);
  const url = await checkTargetUrl(runtime, input.url);
  const now = runtime.now().toISOString();
  const secret = generateWebhookSecret();
  const enabled = input.enabled ?? true;
  const record: WebhookEndpointRecord = {
    id: newEndpointId(),
    accountId,
    url,
    description: input.description ?? "",
    events: input.events,
    enabled,
    secret,
    createdAt: now,
    updatedAt: now,
    disabledReason: enabled ? null : "Disabled by the owner.",
    disabledAt: enabled ? null : now,
    consecutiveFailures: 0,
    failingSince: null,
    lastSuccessAt: null,
    lastFailureAt: null,
  };
  if (!(await runtime.store.webhooks.insertEndpoint(record, cfg.maxEndpoints))) {
    throw new ApiError(
      "CONFLICT",
      `An account can have at most ${cfg.maxEndpoints} webhook endpoints; delete one first.`,
    );
  }
  runtime.log.info("webhook endpoint created", { accountId, endpointId: record.id, url, events: record.events });
  return { endpoint: endpointView(record), secret };
}

export async function getOwnedEndpoint(
  runtime: Runtime,
  accountId: string,
  id: string,
): Promise<WebhookEndpointRecord> {
  const e = ENDPOINT_ID.test(id) ? await runtime.store.webhooks.getEndpoint(id) : null;
  if (!e || e.accountId !== accountId) throw new ApiError("NOT_FOUND", "No such webhook endpoint.");
  return e;
}

export async function updateEndpoint(
  runtime: Runtime,
  accountId: string,
  id: string,
  input: z.infer<typeof UpdateEndpointSchema>,
) {
  const current = await getOwnedEndpoint(runtime, accountId, id);
  const now = runtime.now().toISOString();
  const patch: EndpointPatch = { updatedAt: now };
  if (input.url !== undefined) patch.url = await checkTargetUrl(runtime, input.url);
  if (input.events !== undefined) patch.events = input.events;
  if (input.description !== undefined) patch.description = input.description;
  if (input.enabled === true && !current.enabled) {
    Object.assign(patch, {
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
  } else if (input.enabled === false && current.enabled) {
    Object.assign(patch, { enabled: false, disabledReason: "Disabled by the owner.", disabledAt: now });
  }
  const updated = await runtime.store.webhooks.updateEndpoint(id, patch);
  if (!updated) throw new ApiError("NOT_FOUND", "No such webhook endpoint.");
  return { endpoint: endpointView(updated) };
}

export async function deleteEndpoint(runtime: Runtime, accountId: string, id: string) {
  await getOwnedEndpoint(runtime, accountId, id);
  await runtime.store.webhooks.deleteEndpoint(id);
  return { id, deleted: true };
}

/** New secret, effective immediately (the old one stops verifying at once); shown once. */
export async function rotateSecret(runtime: Runtime, accountId: string, id: string) {
  await getOwnedEndpoint(runtime, accountId, id);
  const secret = generateWebhookSecret();
  const updated = await runtime.store.webhooks.updateEndpoint(id, { secret, updatedAt: runtime.now().toISOString() });
  if (!updated) throw new ApiError("NOT_FOUND", "No such webhook endpoint.");
  runtime.log.info("webhook secret rotated", { accountId, endpointId: id });
  return { endpoint: endpointView(updated), secret };
}

export async function listAttempts(
  runtime: Runtime,
  accountId: string,
  id: string,
): Promise<{ attempts: WebhookAttemptRecord[] }> {
  await getOwnedEndpoint(runtime, accountId, id);
  const cfg = webhookConfig(runtime);
  const attempts = await runtime.store.webhooks.listAttempts(id, cfg.logSize);
  return { attempts: attempts.map((a) => ({ ...a, error: shownFailure(a.error) })) };
}

export async function getDelivery(runtime: Runtime, accountId: string, endpointId: string, deliveryId: string) {
  await getOwnedEndpoint(runtime, accountId, endpointId);
  const d = DELIVERY_ID.test(deliveryId) ? await runtime.store.webhooks.getDelivery(deliveryId) : null;
  if (!d || d.endpointId !== endpointId || d.accountId !== accountId)
    throw new ApiError("NOT_FOUND", "No such delivery (deliveries are kept 7 days after their last attempt).");
  return d;
}

/**
 * Manual resend: a NEW delivery of the same event (same event id and body, so receivers can
 * de-duplicate) to the same endpoint, attempted right after the response, retried as usual.
 */
export async function resendDelivery(runtime: Runtime, accountId: string, endpointId: string, deliveryId: string) {
  const ep = await getOwnedEndpoint(runtime, accountId, endpointId);
  if (!ep.enabled) throw new ApiError("CONFLICT", "The endpoint is disabled; enable it before resending.");
  const d = await getDelivery(runtime, accountId, endpointId, deliveryId);
  const now = runtime.now();
  const copy: WebhookDeliveryRecord = {
    ...d,
    id: newDeliveryId(),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now.getTime(),
    createdAt: now.toISOString(),
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    resendOf: d.id,
  };
  await runtime.store.webhooks.enqueue([copy]);
  scheduleFirstAttempt(runtime, [copy.id]);
  return { delivery: deliveryView(copy) };
}
