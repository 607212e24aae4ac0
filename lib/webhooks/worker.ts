import { ApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import type { ClaimedDelivery, WebhookAttemptRecord, WebhookEndpointRecord } from "@/lib/store/webhook-repo";
import { mapBounded } from "@/lib/util/map-bounded";
import { TEST_EVENT_TYPE, WEBHOOK_API_VERSION } from "./catalogue";
import { isLoopbackTarget, type WebhookConfig, warnLoopbackUse, webhookConfig } from "./config";
import { newEventId, newLeaseId } from "./ids";
import { GONE_REASON, isSuccess, nextStep, streakReason } from "./policy";
import { signWebhook } from "./signatures";
import { type PostWebhookResult, postWebhook, SsrfBlockedError } from "./ssrf-guard";

/**
 * The delivery worker. `deliverDue` is what /api/cron/webhooks (and an in-process scheduler)
 * call: it claims due outbox entries under a lease (so any number of instances can run it at
 * once without sending one delivery twice while a lease is live), attempts each, logs the attempt,
 * updates the endpoint's failure streak, and reschedules or finalises the delivery — only while
 * still holding the lease. At-least-once: a worker that dies mid-attempt leaves the delivery to be
 * retried when the lease lapses, with the same event id.
 */

const CONCURRENCY = 5;
const EXCERPT_CHARS = 500;

export interface DeliverDueOptions {
  /** Stop claiming new work once this much time has passed (attempts in flight still finish). Default 25 s. */
  budgetMs?: number;
  /** At most this many attempts per call. Default 100. */
  limit?: number;
}

export interface DeliverDueResult {
  /** Attempts made (HTTP requests tried). */
  attempted: number;
  /** Attempts that succeeded (2xx). */
  delivered: number;
  /** Attempts that failed (the delivery is retried later or, when exhausted, final). */
  failed: number;
}

type Outcome = "delivered" | "failed" | "skipped";

export async function deliverDue(runtime: Runtime, options: DeliverDueOptions = {}): Promise<DeliverDueResult> {
  const cfg = webhookConfig(runtime);
  const budgetMs = options.budgetMs ?? 25_000;
  const limit = options.limit ?? 100;
  const started = Date.now();
  const lease = newLeaseId();
  const totals: DeliverDueResult = { attempted: 0, delivered: 0, failed: 0 };
  let rounds = 0;
  while (totals.attempted < limit) {
    const elapsed = Date.now() - started;
    // Claim only what can still finish inside the budget (always at least one round).
    if (rounds > 0 && elapsed + Math.min(cfg.timeoutMs, budgetMs) > budgetMs) break;
    rounds++;
    const claimed = await runtime.store.webhooks.claimDue(
      runtime.now().getTime(),
      cfg.leaseMs,
      Math.min(CONCURRENCY * 2, limit - totals.attempted),
      lease,
    );
    if (!claimed.length) break;
    const outcomes = await mapBounded(claimed, CONCURRENCY, (c) => attemptClaimed(runtime, cfg, c));
    count(totals, outcomes);
  }
  if (totals.attempted) runtime.log.info("webhook deliveries attempted", { ...totals });
  return totals;
}

/** The first attempt of fresh deliveries (right after emission), by id. */
export async function deliverNow(runtime: Runtime, deliveryIds: string[]): Promise<DeliverDueResult> {
  const cfg = webhookConfig(runtime);
  const totals: DeliverDueResult = { attempted: 0, delivered: 0, failed: 0 };
  const claimed = await runtime.store.webhooks.claimByIds(
    deliveryIds,
    runtime.now().getTime(),
    cfg.leaseMs,
    newLeaseId(),
  );
  count(totals, await mapBounded(claimed, CONCURRENCY, (c) => attemptClaimed(runtime, cfg, c)));
  return totals;
}

function count(totals: DeliverDueResult, outcomes: Outcome[]) {
  for (const o of outcomes) {
    if (o === "skipped") continue;
    totals.attempted++;
    if (o === "delivered") totals.delivered++;
    else totals.failed++;
  }
}

async function attemptClaimed(runtime: Runtime, cfg: WebhookConfig, claimed: ClaimedDelivery): Promise<Outcome> {
  try {
    return await attemptClaimedUnsafe(runtime, cfg, claimed);
  } catch (err) {
    // Typically the store failing mid-attempt: the lease lapses and the delivery is retried.
    runtime.log.error("webhook attempt could not be recorded; retried after the lease", {
      deliveryId: claimed.delivery.id,
      error: String((err as Error)?.message ?? err),
    });
    return "failed";
  }
}

async function attemptClaimedUnsafe(runtime: Runtime, cfg: WebhookConfig, claimed: ClaimedDelivery): Promise<Outcome> {
  const repo = runtime.store.webhooks;
  const d = claimed.delivery;
  const ep = await repo.getEndpoint(d.endpointId);
  if (!ep?.enabled || ep.accountId !== d.accountId) {
    await repo.complete(
      d.id,
      claimed.lease,
      {
        status: "failed",
        attempts: d.attempts,
        nextAttemptAt: null,
        lastAttemptAt: runtime.now().toISOString(),
        lastStatus: null,
        lastError: ep ? "Not sent: the endpoint is disabled." : "Not sent: the endpoint was deleted.",
      },
      cfg.retainSeconds,
    );
    return "skipped";
  }

  const attemptedAt = runtime.now();
  const result = await send(runtime, cfg, ep, d.eventId, d.eventType, d.payload);
  const attempt = d.attempts + 1;
  const doneAt = runtime.now().getTime();
  const step = nextStep(attempt, result, doneAt, cfg);
  const ok = step.status === "delivered";

  const row: WebhookAttemptRecord = {
    deliveryId: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    attempt,
    attemptedAt: attemptedAt.toISOString(),
    status: result.status,
    ok,
    latencyMs: result.latencyMs,
    error: step.error,
    responseExcerpt: result.responseExcerpt.slice(0, EXCERPT_CHARS),
    test: false,
  };
  const [, endpointAfter] = await Promise.all([
    repo.appendAttempt(ep.id, row, cfg.logSize),
    repo.recordOutcome(ep.id, {
      ok,
      at: doneAt,
      disableAfterFailures: cfg.disableAfterFailures,
      disableAfterMs: cfg.disableAfterMs,
      disableNow: step.disableNow,
      reason: step.disableNow ? GONE_REASON : streakReason(cfg, step.error ?? "failure"),
    }),
  ]);
  if (ep.enabled && endpointAfter && !endpointAfter.enabled) {
    runtime.log.warn("webhook endpoint disabled", {
      endpointId: ep.id,
      accountId: ep.accountId,
      reason: endpointAfter.disabledReason,
    });
  }
  const kept = await repo.complete(
    d.id,
    claimed.lease,
    {
      status: step.status,
      attempts: attempt,
      nextAttemptAt: step.nextAttemptAt,
      lastAttemptAt: attemptedAt.toISOString(),
      lastStatus: result.status,
      lastError: step.error,
    },
    cfg.retainSeconds,
  );
  if (!kept)
    runtime.log.warn("webhook delivery lease lapsed during the attempt; another worker owns it now", {
      deliveryId: d.id,
    });
  runtime.log.info("webhook attempt", {
    deliveryId: d.id,
    endpointId: ep.id,
    eventId: d.eventId,
    attempt,
    status: result.status,
    ok,
    latencyMs: result.latencyMs,
    next: step.status,
  });
  return ok ? "delivered" : "failed";
}

/** Signs and POSTs one body to the endpoint. Never throws: refusals and errors are results. */
async function send(
  runtime: Runtime,
  cfg: WebhookConfig,
  ep: WebhookEndpointRecord,
  eventId: string,
  eventType: string,
  payload: string,
): Promise<PostWebhookResult> {
  const started = performance.now();
  try {
    const headers = {
      ...signWebhook({
        secret: ep.secret,
        id: eventId,
        timestamp: Math.floor(runtime.now().getTime() / 1000),
        body: payload,
        event: eventType,
      }),
      "Content-Type": "application/json",
      "User-Agent": "token-risk-api-webhooks/1",
    };
    if (cfg.allowLoopback && isLoopbackTarget(ep.url)) warnLoopbackUse(runtime.log, "delivery", ep.url);
    return await postWebhook({
      url: ep.url,
      body: payload,
      headers,
      timeoutMs: cfg.timeoutMs,
      maxResponseBytes: 2048,
      allowInsecureLoopback: cfg.allowLoopback,
    });
  } catch (err) {
    const latencyMs = Math.round(performance.now() - started);
    // Short classes only (lib/webhooks/failure-class.ts), never the library's message.
    if (err instanceof SsrfBlockedError)
      return { status: 0, latencyMs, responseExcerpt: "", error: err.reason === "DNS_FAILED" ? "dns" : "blocked" };
    return { status: 0, latencyMs, responseExcerpt: "", error: "network_error" };
  }
}

/**
 * Test sends are limited per endpoint and per account (sliding one-minute windows in the store,
 * shared by all instances), so the test route cannot be used to hammer or probe a host.
 */
export const TEST_SEND_LIMITS = { perEndpointPerMinute: 5, perAccountPerMinute: 10 } as const;

/** 429 RATE_LIMITED (with Retry-After) when the endpoint or the account has used its test sends. */
export async function limitTestSends(runtime: Runtime, accountId: string, endpointId: string): Promise<void> {
  // In turn, so a send refused for the endpoint does not use up the account's allowance.
  const checks = [
    { key: `whtest:ep:${endpointId}`, limit: TEST_SEND_LIMITS.perEndpointPerMinute, what: "per endpoint" },
    { key: `whtest:acct:${accountId}`, limit: TEST_SEND_LIMITS.perAccountPerMinute, what: "per account" },
  ];
  for (const c of checks) {
    const r = await runtime.store.hitRateLimit(c.key, c.limit, 60_000);
    if (!r.allowed) {
      const retryAfter = Math.max(1, Math.ceil((r.resetAt - runtime.now().getTime()) / 1000));
      throw new ApiError(
        "RATE_LIMITED",
        `At most ${c.limit} test events per minute ${c.what}; retry in ${retryAfter} s.`,
        { retryAfter },
      );
    }
  }
}

export interface TestSendResult {
  eventId: string;
  ok: boolean;
  status: number;
  latencyMs: number;
  responseExcerpt: string;
  error: string | null;
}

/**
 * Sends a `webhook.test` event to the endpoint now (not through the outbox, no retries), records it
 * in the endpoint's delivery log, and returns the outcome. Does not affect the failure streak.
 */
export async function sendTestEvent(runtime: Runtime, ep: WebhookEndpointRecord): Promise<TestSendResult> {
  const cfg = webhookConfig(runtime);
  const eventId = newEventId();
  const at = runtime.now();
  const payload = JSON.stringify({
    id: eventId,
    type: TEST_EVENT_TYPE,
    createdAt: at.toISOString(),
    apiVersion: WEBHOOK_API_VERSION,
    data: { endpointId: ep.id, message: "Test event from the dashboard. No action needed." },
  });
  const r = await send(runtime, cfg, ep, eventId, TEST_EVENT_TYPE, payload);
  const ok = isSuccess(r);
  const error = ok ? null : nextStep(1, r, 0, { ...cfg, retryScheduleMs: [] }).error;
  const excerpt = r.responseExcerpt.slice(0, EXCERPT_CHARS);
  await runtime.store.webhooks.appendAttempt(
    ep.id,
    {
      deliveryId: null,
      eventId,
      eventType: TEST_EVENT_TYPE,
      attempt: 1,
      attemptedAt: at.toISOString(),
      status: r.status,
      ok,
      latencyMs: r.latencyMs,
      error,
      responseExcerpt: excerpt,
      test: true,
    },
    cfg.logSize,
  );
  return { eventId, ok, status: r.status, latencyMs: r.latencyMs, responseExcerpt: excerpt, error };
}
