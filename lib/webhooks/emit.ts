import { after } from "next/server";
import type { Runtime } from "@/lib/runtime";
import type { FullScan as FullScanResponse, PlatformScan as PlatformScanResponse } from "@/lib/scan/types";
import type { WebhookDeliveryRecord } from "@/lib/store/webhook-repo";
import { type EmittableEventType, EVENT_DATA_SCHEMAS, HIGH_SAFETY_THRESHOLD, WEBHOOK_API_VERSION } from "./catalogue";
import { newDeliveryId, newEventId } from "./ids";
import { deliverNow } from "./worker";

/**
 * Event emission: an event becomes one outbox delivery per enabled, subscribed endpoint of the
 * account, written durably (all or none) BEFORE any attempt. The first attempt then runs right
 * after (inside `after()` when in a request, so it never delays a response); everything that
 * fails is retried by the worker (lib/webhooks/worker.ts, driven by /api/cron/webhooks).
 */

export interface EmitEventInput {
  accountId: string;
  type: EmittableEventType;
  data: Record<string, unknown>;
}

/**
 * Writes `event` to the outbox for every enabled endpoint of the account subscribed to its type
 * (no-op when there is none or the account is not Enterprise), then schedules the first attempt.
 * Throws TypeError when `data` does not match the type's documented schema (a programming error).
 */
export async function emitEvent(runtime: Runtime, event: EmitEventInput): Promise<void> {
  const ids = await enqueueEvents(runtime, event.accountId, [{ type: event.type, data: event.data }]);
  scheduleFirstAttempt(runtime, ids);
}

/** Several events of one account in one outbox write; returns the new delivery ids. */
export async function enqueueEvents(
  runtime: Runtime,
  accountId: string,
  events: { type: EmittableEventType; data: Record<string, unknown> }[],
): Promise<string[]> {
  if (!events.length) return [];
  const checked = events.map((e) => {
    const schema = EVENT_DATA_SCHEMAS[e.type];
    if (!schema) throw new TypeError(`emitEvent: unknown or reserved event type ${String(e.type)}`);
    const parsed = schema.safeParse(e.data);
    if (!parsed.success)
      throw new TypeError(
        `emitEvent: ${e.type} data does not match its schema: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    return { type: e.type, data: parsed.data as Record<string, unknown> };
  });
  const { store } = runtime;
  const account = await store.getAccount(accountId);
  if (account?.tier !== "enterprise") return [];
  const endpoints = (await store.webhooks.listEndpoints(accountId)).filter((ep) => ep.enabled);
  if (!endpoints.length) return [];

  const now = runtime.now();
  const deliveries: WebhookDeliveryRecord[] = [];
  for (const e of checked) {
    const targets = endpoints.filter((ep) => ep.events.includes(e.type));
    if (!targets.length) continue;
    const eventId = newEventId();
    const payload = JSON.stringify({
      id: eventId,
      type: e.type,
      createdAt: now.toISOString(),
      apiVersion: WEBHOOK_API_VERSION,
      data: e.data,
    });
    for (const ep of targets) {
      deliveries.push({
        id: newDeliveryId(),
        endpointId: ep.id,
        accountId,
        eventId,
        eventType: e.type,
        payload,
        status: "pending",
        attempts: 0,
        nextAttemptAt: now.getTime(),
        createdAt: now.toISOString(),
        lastAttemptAt: null,
        lastStatus: null,
        lastError: null,
        resendOf: null,
      });
    }
  }
  if (!deliveries.length) return [];
  await store.webhooks.enqueue(deliveries);
  runtime.log.info("webhook events enqueued", { accountId, events: checked.length, deliveries: deliveries.length });
  return deliveries.map((d) => d.id);
}

/**
 * Runs the first attempt of fresh deliveries after the current response (nested `after()` works
 * inside an `after()` callback); outside a request scope it runs in the background. Either way
 * the deliveries are already in the outbox, so a lost attempt is only a delayed one.
 */
export function scheduleFirstAttempt(runtime: Runtime, deliveryIds: string[]): void {
  if (!deliveryIds.length) return;
  const run = () =>
    deliverNow(runtime, deliveryIds).catch((err) =>
      runtime.log.warn("webhook first attempt failed; the cron retries it", {
        error: String((err as Error)?.message ?? err),
      }),
    );
  try {
    after(run);
  } catch {
    void run();
  }
}

/** What the scan events are made of (from a full or a platform scan response). */
export interface ScanSummary {
  scanId: string;
  tokenAddress: string;
  chain: string;
  safetyScore: number;
  riskLevel: FullScanResponse["riskLevel"];
  failedFlags: string[];
  unknownFlags: string[];
  scannedAt: string;
  engineVersion: string;
}

/** scan.completed (+ high_safety_token) data for one live scan. */
export function scanEvents(
  scan: ScanSummary,
  source: "scan" | "batch",
  clientRef: string | null,
): { type: EmittableEventType; data: Record<string, unknown> }[] {
  const out: { type: EmittableEventType; data: Record<string, unknown> }[] = [
    { type: "scan.completed", data: { ...scan, mode: "live", source, clientRef } },
  ];
  if (scan.riskLevel === "low" && scan.safetyScore >= HIGH_SAFETY_THRESHOLD) {
    out.push({
      type: "high_safety_token",
      data: {
        scanId: scan.scanId,
        tokenAddress: scan.tokenAddress,
        chain: scan.chain,
        safetyScore: scan.safetyScore,
        riskLevel: "low",
        threshold: HIGH_SAFETY_THRESHOLD,
        scannedAt: scan.scannedAt,
      },
    });
  }
  return out;
}

export function fromFullScan(full: FullScanResponse): ScanSummary {
  return {
    scanId: full.scanId,
    tokenAddress: full.tokenAddress,
    chain: full.chain,
    safetyScore: full.safetyScore,
    riskLevel: full.riskLevel,
    failedFlags: full.findings.filter((f) => f.status === "fail").map((f) => f.id),
    unknownFlags: full.findings.filter((f) => f.status === "unknown").map((f) => f.id),
    scannedAt: full.scannedAt,
    engineVersion: full.engineVersion,
  };
}

export function fromPlatformScan(p: PlatformScanResponse): ScanSummary {
  return {
    scanId: p.scan_id,
    tokenAddress: p.token_address,
    chain: p.chain,
    safetyScore: p.safety_score,
    riskLevel: p.risk_level,
    failedFlags: p.flags,
    unknownFlags: p.unknown,
    scannedAt: p.scanned_at,
    engineVersion: p.engine_version,
  };
}

/**
 * For the scan routes: after the response, enqueue the scan events of an Enterprise account's
 * live scans, then attempt them. Never throws (a webhook problem must not surface in a scan).
 */
export function emitScanEventsAfterResponse(
  runtime: Runtime,
  account: { id: string; tier: string },
  scans: ScanSummary[],
  source: "scan" | "batch",
  clientRef: string | null = null,
): void {
  if (account.tier !== "enterprise" || !scans.length) return;
  const events = scans.filter((s) => s.scanId).flatMap((s) => scanEvents(s, source, clientRef));
  const task = async () => {
    try {
      const ids = await enqueueEvents(runtime, account.id, events);
      if (ids.length) await deliverNow(runtime, ids);
    } catch (err) {
      runtime.log.error("webhook emission failed", {
        accountId: account.id,
        source,
        error: String((err as Error)?.message ?? err),
      });
    }
  };
  try {
    after(task);
  } catch {
    void task();
  }
}
