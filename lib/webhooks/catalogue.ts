import { z } from "zod";
import { CHAIN_NAMES, type ChainName } from "@/lib/chains/supported";
import { ENGINE_VERSION } from "@/lib/engine/version";

/**
 * The webhook event catalogue and the payload schemas (zod). The dashboard renders
 * WEBHOOK_EVENTS; docs/webhooks.md documents the same payloads; tests validate deliveries
 * against the schemas below. Every delivery body is an envelope:
 *
 *   { "id": "evt_…", "type": "<event type>", "createdAt": "<ISO 8601>", "apiVersion": "2026-11-01", "data": { … } }
 *
 * `id` is stable across retries and resends of the same event (also sent as `webhook-id`):
 * receivers de-duplicate on it. `data` changes only with a new apiVersion (additive fields
 * excepted: receivers must ignore unknown fields).
 */

export const WEBHOOK_API_VERSION = "2026-11-01";
/** high_safety_token fires for a low-risk live scan with safetyScore >= this value. */
export const HIGH_SAFETY_THRESHOLD = 85;

export const WEBHOOK_EVENT_TYPES = ["scan.completed", "risk.changed", "high_safety_token", "whale.moved"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Types that can be emitted (and subscribed to). */
export type EmittableEventType = Exclude<WebhookEventType, "whale.moved">;
/** Sent only by the dashboard's "send test event". */
export const TEST_EVENT_TYPE = "webhook.test";

const RiskLevel = z.enum(["low", "medium", "high", "critical"]);
const Score = z.number().int().min(0).max(100);
const Iso = z.string().datetime({ offset: true });
/** Canonical chain name (lib/chains/supported.ts); tokenAddress is canonical for it (EVM: EIP-55 checksummed). */
const Chain = z.enum(CHAIN_NAMES as unknown as [ChainName, ...ChainName[]]);

export const ScanCompletedDataSchema = z.object({
  scanId: z.string().min(1),
  tokenAddress: z.string().min(1),
  chain: Chain,
  mode: z.literal("live"),
  safetyScore: Score,
  riskLevel: RiskLevel,
  /** Ids of the failed findings (the platform JSON's `flags`). */
  failedFlags: z.array(z.string()),
  /** Ids of the findings whose data could not be read. */
  unknownFlags: z.array(z.string()),
  scannedAt: Iso,
  engineVersion: z.string(),
  /** Which route produced the scan. */
  source: z.enum(["scan", "batch"]),
  /** The batch's clientRef, when it had one. */
  clientRef: z.string().nullable(),
});

export const RiskSnapshotSchema = z
  .object({
    safetyScore: Score,
    riskLevel: RiskLevel,
    /** When that result was obtained. */
    scannedAt: Iso.optional(),
    /** The scan that produced the current result. */
    scanId: z.string().optional(),
  })
  .loose();

export const ChangedFindingSchema = z
  .object({ id: z.string(), previous: z.string().nullable().optional(), current: z.string().nullable().optional() })
  .loose();

export const RiskChangedDataSchema = z
  .object({
    tokenAddress: z.string().min(1),
    chain: Chain,
    previous: RiskSnapshotSchema,
    current: RiskSnapshotSchema,
    /** Findings whose status changed: `{ id, previous, current }` (finding status, null when absent). */
    changedFindings: z.array(ChangedFindingSchema),
  })
  .loose();

export const HighSafetyTokenDataSchema = z.object({
  scanId: z.string().min(1),
  tokenAddress: z.string().min(1),
  chain: Chain,
  safetyScore: Score,
  riskLevel: z.literal("low"),
  threshold: z.number().int(),
  scannedAt: Iso,
});

export const TestEventDataSchema = z.object({
  endpointId: z.string(),
  message: z.string(),
});

export const EVENT_DATA_SCHEMAS = {
  "scan.completed": ScanCompletedDataSchema,
  "risk.changed": RiskChangedDataSchema,
  high_safety_token: HighSafetyTokenDataSchema,
} as const satisfies Record<EmittableEventType, z.ZodType>;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
    type: z.literal(type),
    createdAt: Iso,
    apiVersion: z.literal(WEBHOOK_API_VERSION),
    data,
  });

export const ScanCompletedEventSchema = envelope("scan.completed", ScanCompletedDataSchema);
export const RiskChangedEventSchema = envelope("risk.changed", RiskChangedDataSchema);
export const HighSafetyTokenEventSchema = envelope("high_safety_token", HighSafetyTokenDataSchema);
export const TestEventSchema = envelope(TEST_EVENT_TYPE, TestEventDataSchema);
/** Any delivery body this service sends. */
export const WebhookEventSchema = z.discriminatedUnion("type", [
  ScanCompletedEventSchema,
  RiskChangedEventSchema,
  HighSafetyTokenEventSchema,
  TestEventSchema,
]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export interface WebhookEventInfo {
  type: WebhookEventType;
  status: "active" | "legacy" | "reserved";
  description: string;
  /** A complete delivery body (envelope) as sent; null for reserved types (never emitted). */
  payloadExample: Record<string, unknown> | null;
}

const example = (type: string, data: Record<string, unknown>) => ({
  id: "evt_3b1f0c9e8d7a4b6c9e2f1a0b5c4d3e2f",
  type,
  createdAt: "2026-11-01T12:00:00.000Z",
  apiVersion: WEBHOOK_API_VERSION,
  data,
});

export const WEBHOOK_EVENTS: WebhookEventInfo[] = [
  {
    type: "scan.completed",
    status: "active",
    description:
      "A live scan of the account completed (POST /api/v1/scan, and each successful item of POST /api/v1/scan/batch). Sandbox scans and failed items are not reported.",
    payloadExample: example("scan.completed", {
      scanId: "scan_6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      tokenAddress: "So11111111111111111111111111111111111111112",
      chain: "solana",
      mode: "live",
      safetyScore: 62,
      riskLevel: "medium",
      failedFlags: ["MINT_AUTHORITY_ACTIVE"],
      unknownFlags: ["LIQUIDITY_LOW"],
      scannedAt: "2026-11-01T11:59:59.412Z",
      engineVersion: ENGINE_VERSION,
      source: "scan",
      clientRef: null,
    }),
  },
  {
    type: "risk.changed",
    status: "active",
    description: "The watchlist cron re-scanned a watched token and its safety score or risk level changed.",
    payloadExample: example("risk.changed", {
      tokenAddress: "So11111111111111111111111111111111111111112",
      chain: "solana",
      previous: { safetyScore: 91, riskLevel: "low", scannedAt: "2026-10-31T12:00:00.000Z" },
      current: {
        safetyScore: 58,
        riskLevel: "medium",
        scannedAt: "2026-11-01T11:59:58.000Z",
        scanId: "scan_0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      },
      changedFindings: [{ id: "MINT_AUTHORITY_ACTIVE", previous: "pass", current: "fail" }],
    }),
  },
  {
    type: "high_safety_token",
    status: "legacy",
    description: `Legacy, opt-in only: a live scan found a low-risk token with safetyScore >= ${HIGH_SAFETY_THRESHOLD}. Sent in addition to scan.completed; prefer filtering scan.completed yourself.`,
    payloadExample: example("high_safety_token", {
      scanId: "scan_6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      tokenAddress: "So11111111111111111111111111111111111111112",
      chain: "solana",
      safetyScore: 93,
      riskLevel: "low",
      threshold: HIGH_SAFETY_THRESHOLD,
      scannedAt: "2026-11-01T11:59:59.412Z",
    }),
  },
  {
    type: "whale.moved",
    status: "reserved",
    description: "Reserved for a future release: not emitted, and subscribing to it is refused (400).",
    payloadExample: null,
  },
];

export function eventInfo(type: string): WebhookEventInfo | undefined {
  return WEBHOOK_EVENTS.find((e) => e.type === type);
}
