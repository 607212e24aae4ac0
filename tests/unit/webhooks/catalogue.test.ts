import { describe, expect, it } from "vitest";
import {
  EVENT_DATA_SCHEMAS,
  HIGH_SAFETY_THRESHOLD,
  HighSafetyTokenEventSchema,
  RiskChangedEventSchema,
  ScanCompletedEventSchema,
  WEBHOOK_API_VERSION,
  WEBHOOK_EVENTS,
  WebhookEventSchema,
} from "@/lib/webhooks/catalogue";
import { scanEvents } from "@/lib/webhooks/emit";
import { CreateEndpointSchema, UpdateEndpointSchema } from "@/lib/webhooks/endpoints";

describe("event catalogue", () => {
  it("lists the four kinds with their status", () => {
    expect(WEBHOOK_EVENTS.map((e) => [e.type, e.status])).toEqual([
      ["scan.completed", "active"],
      ["risk.changed", "active"],
      ["high_safety_token", "legacy"],
      ["whale.moved", "reserved"],
    ]);
    for (const e of WEBHOOK_EVENTS) expect(e.description.length).toBeGreaterThan(20);
  });

  it("every payload example is a valid delivery body for its schema", () => {
    const schemas = {
      "scan.completed": ScanCompletedEventSchema,
      "risk.changed": RiskChangedEventSchema,
      high_safety_token: HighSafetyTokenEventSchema,
    } as const;
    for (const e of WEBHOOK_EVENTS) {
      if (e.status === "reserved") {
        expect(e.payloadExample).toBeNull();
        continue;
      }
      const schema = schemas[e.type as keyof typeof schemas];
      expect(schema.strict().safeParse(e.payloadExample).success, e.type).toBe(true);
      expect(WebhookEventSchema.safeParse(e.payloadExample).success).toBe(true);
      expect(e.payloadExample).toMatchObject({ apiVersion: WEBHOOK_API_VERSION, type: e.type });
    }
  });

  it("rejects malformed payloads", () => {
    const good = WEBHOOK_EVENTS[0].payloadExample as Record<string, unknown>;
    expect(ScanCompletedEventSchema.safeParse({ ...good, apiVersion: "2020-01-01" }).success).toBe(false);
    expect(ScanCompletedEventSchema.safeParse({ ...good, id: "nope" }).success).toBe(false);
    expect(
      ScanCompletedEventSchema.safeParse({ ...good, data: { ...(good.data as object), safetyScore: 101 } }).success,
    ).toBe(false);
    expect(
      EVENT_DATA_SCHEMAS["risk.changed"].safeParse({
        tokenAddress: "x",
        chain: "solana",
        previous: { safetyScore: 1, riskLevel: "low" },
      }).success,
    ).toBe(false);
  });

  it("derives scan.completed, plus high_safety_token only for low risk at or above the threshold", () => {
    const base = {
      scanId: "scan_1",
      tokenAddress: "So11111111111111111111111111111111111111112",
      chain: "solana",
      failedFlags: [],
      unknownFlags: ["LIQUIDITY_LOW"],
      scannedAt: new Date().toISOString(),
      engineVersion: "1",
    };
    const high = scanEvents({ ...base, safetyScore: HIGH_SAFETY_THRESHOLD, riskLevel: "low" }, "scan", null);
    expect(high.map((e) => e.type)).toEqual(["scan.completed", "high_safety_token"]);
    for (const e of high) expect(EVENT_DATA_SCHEMAS[e.type].strict().safeParse(e.data).success).toBe(true);
    expect(
      scanEvents({ ...base, safetyScore: HIGH_SAFETY_THRESHOLD - 1, riskLevel: "low" }, "scan", null),
    ).toHaveLength(1);
    expect(scanEvents({ ...base, safetyScore: 99, riskLevel: "medium" }, "batch", "desk-7")[0].data).toMatchObject({
      source: "batch",
      clientRef: "desk-7",
      mode: "live",
    });
  });
});

describe("endpoint request schemas", () => {
  it("refuse the reserved whale.moved with a clear message, unknown types and duplicates", () => {
    const r = CreateEndpointSchema.safeParse({
      url: "https://hooks.example.com/x",
      events: ["scan.completed", "whale.moved"],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ["events", 1] });
    expect(r.error!.issues[0].message).toMatch(/reserved.*cannot be subscribed/);
    expect(CreateEndpointSchema.safeParse({ url: "https://x.example.com", events: ["scan.done"] }).success).toBe(false);
    expect(CreateEndpointSchema.safeParse({ url: "https://x.example.com", events: [] }).success).toBe(false);
    expect(
      CreateEndpointSchema.safeParse({ url: "https://x.example.com", events: ["risk.changed", "risk.changed"] })
        .success,
    ).toBe(false);
    expect(
      CreateEndpointSchema.safeParse({ url: "https://x.example.com", events: ["high_safety_token"], secret: "whsec_x" })
        .success,
    ).toBe(false);
    expect(
      CreateEndpointSchema.safeParse({ url: "https://x.example.com", events: ["high_safety_token"] }).success,
    ).toBe(true);
  });
  it("updates need at least one field", () => {
    expect(UpdateEndpointSchema.safeParse({}).success).toBe(false);
    expect(UpdateEndpointSchema.safeParse({ enabled: true }).success).toBe(true);
  });
});

describe("risk.changed data from the watchlist cron", () => {
  it("keeps every field the watchlist sends", () => {
    const data = {
      tokenAddress: "So11111111111111111111111111111111111111112",
      chain: "solana",
      previous: { safetyScore: 91, riskLevel: "low", scannedAt: "2026-10-31T12:00:00.000Z" },
      current: { safetyScore: 58, riskLevel: "medium", scannedAt: "2026-11-01T12:00:00.000Z", scanId: "scan_x" },
      changedFindings: [
        { id: "MINT_AUTHORITY_ACTIVE", previous: "pass", current: "fail" },
        { id: "NEW_CHECK", previous: null, current: "fail" },
      ],
    };
    expect(EVENT_DATA_SCHEMAS["risk.changed"].parse(data)).toEqual(data);
  });
});
