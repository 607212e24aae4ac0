/**
 * The outbox, worker and dashboard use cases end to end on the embedded store, against a real
 * local HTTP receiver (plain http on 127.0.0.1 is admitted only through the dev/test loopback switch).
 */
import http from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import { createLogger } from "@/lib/observability/logger";
import type { Runtime } from "@/lib/runtime";
import { MemoryStore } from "@/lib/store/memory-store";
import { ScanCompletedEventSchema } from "@/lib/webhooks/catalogue";
import { loadWebhookConfig, setWebhookConfigForTests } from "@/lib/webhooks/config";
import { emitEvent, enqueueEvents } from "@/lib/webhooks/emit";
import {
  checkTargetUrl,
  createEndpoint,
  getOwnedEndpoint,
  listAttempts,
  resendDelivery,
  rotateSecret,
  updateEndpoint,
} from "@/lib/webhooks/endpoints";
import { deliverDue, deliverNow, sendTestEvent } from "@/lib/webhooks/worker";
import { verifyDelivery } from "../../support/verify-webhook";

type Mode = { status: number; headers?: Record<string, string> } | "down";
let mode: Mode = { status: 200 };
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (mode === "down") return req.socket.destroy();
      res.writeHead(mode.status, mode.headers ?? {});
      res.end(`status ${mode.status}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  setWebhookConfigForTests(null);
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  mode = { status: 200 };
  received.length = 0;
});

const SCAN = {
  scanId: "scan_1",
  tokenAddress: "So11111111111111111111111111111111111111112",
  chain: "solana",
  mode: "live",
  safetyScore: 70,
  riskLevel: "medium",
  failedFlags: ["MINT_AUTHORITY_ACTIVE"],
  unknownFlags: [],
  scannedAt: new Date().toISOString(),
  engineVersion: "1",
  source: "scan",
  clientRef: null,
};

let clock = Date.UTC(2026, 10, 1);
async function setup(env: Record<string, string> = {}) {
  setWebhookConfigForTests(
    loadWebhookConfig({
      WEBHOOK_ALLOW_LOOPBACK: "1",
      WEBHOOK_RETRY_SCHEDULE_MS: "1000,2000,4000",
      WEBHOOK_TIMEOUT_MS: "2000",
      ...env,
    }),
  );
  const store = new MemoryStore(() => clock);
  const runtime: Runtime = {
    config: loadConfig({}),
    store,
    log: createLogger("silent"),
    signingSalt: "s",
    now: () => new Date(clock),
  };
  await store.insertAccount({
    id: "acct_ent",
    email: null,
    passwordHash: null,
    tier: "enterprise",
    createdAt: new Date().toISOString(),
  });
  await store.insertAccount({
    id: "acct_pro",
    email: null,
    passwordHash: null,
    tier: "pro",
    createdAt: new Date().toISOString(),
  });
  const created = await createEndpoint(runtime, "acct_ent", { url: `${base}/hook`, events: ["scan.completed"] });
  return { runtime, store, endpoint: created.endpoint, secret: created.secret };
}

describe("outbox and worker", () => {
  it("writes the outbox before any attempt, then delivers a signed body both schemes verify", async () => {
    const { runtime, store, endpoint, secret } = await setup();
    const ids = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    expect(ids).toHaveLength(1);
    expect(received).toHaveLength(0);
    expect(await store.webhooks.getDelivery(ids[0])).toMatchObject({
      status: "pending",
      attempts: 0,
      endpointId: endpoint.id,
    });
    expect(await deliverNow(runtime, ids)).toEqual({ attempted: 1, delivered: 1, failed: 0 });
    const [got] = received;
    const event = ScanCompletedEventSchema.strict().parse(JSON.parse(got.body));
    expect(event.data).toEqual(SCAN);
    expect(got.headers["x-service-event"]).toBe("scan.completed");
    expect(got.headers["webhook-id"]).toBe(event.id);
    expect(
      await verifyDelivery({
        secret,
        headers: got.headers as Record<string, string>,
        body: got.body,
        nowSeconds: Math.floor(clock / 1000),
      }),
    ).toBe(true);
    expect(() =>
      new Webhook(secret).verify(got.body, {
        "webhook-id": event.id,
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": "v1,AAAA",
      }),
    ).toThrow();
    expect(await store.webhooks.getDelivery(ids[0])).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatus: 200,
    });
    const log = await listAttempts(runtime, "acct_ent", endpoint.id);
    expect(log.attempts[0]).toMatchObject({
      deliveryId: ids[0],
      eventId: event.id,
      ok: true,
      status: 200,
      attempt: 1,
      test: false,
    });
  });

  it("emits nothing for a non-Enterprise account, an unsubscribed type or a disabled endpoint", async () => {
    const { runtime, endpoint } = await setup();
    expect(await enqueueEvents(runtime, "acct_pro", [{ type: "scan.completed", data: SCAN }])).toEqual([]);
    expect(
      await enqueueEvents(runtime, "acct_ent", [
        {
          type: "high_safety_token",
          data: {
            scanId: "s",
            tokenAddress: "t",
            chain: "solana",
            safetyScore: 90,
            riskLevel: "low",
            threshold: 85,
            scannedAt: SCAN.scannedAt,
          },
        },
      ]),
    ).toEqual([]);
    await updateEndpoint(runtime, "acct_ent", endpoint.id, { enabled: false });
    expect(await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }])).toEqual([]);
    await expect(
      emitEvent(runtime, { accountId: "acct_ent", type: "risk.changed", data: { tokenAddress: "x" } }),
    ).rejects.toThrow(TypeError);
  });

  it("retries with the same event id until the receiver recovers", async () => {
    const { runtime, store } = await setup();
    mode = "down";
    const [id] = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    expect(await deliverNow(runtime, [id])).toEqual({ attempted: 1, delivered: 0, failed: 1 });
    const d1 = await store.webhooks.getDelivery(id);
    expect(d1).toMatchObject({ status: "pending", attempts: 1 });
    expect(d1!.nextAttemptAt! - clock).toBeGreaterThanOrEqual(900);
    expect(await deliverDue(runtime)).toEqual({ attempted: 0, delivered: 0, failed: 0 }); // not due yet
    clock += 1100;
    mode = { status: 503, headers: { "retry-after": "3" } };
    expect(await deliverDue(runtime)).toMatchObject({ attempted: 1, failed: 1 });
    expect((await store.webhooks.getDelivery(id))!.nextAttemptAt).toBe(clock + 3000);
    clock += 3000;
    mode = { status: 200 };
    expect(await deliverDue(runtime)).toMatchObject({ attempted: 1, delivered: 1 });
    const ids = new Set(received.map((r) => JSON.parse(r.body).id));
    expect(received).toHaveLength(3);
    expect(ids.size).toBe(1);
    expect(await store.webhooks.getDelivery(id)).toMatchObject({ status: "delivered", attempts: 3 });
  });

  it("gives up after the last retry, and disables the endpoint at the threshold with the reason", async () => {
    const { runtime, store, endpoint } = await setup({
      WEBHOOK_DISABLE_AFTER_FAILURES: "5",
      WEBHOOK_DISABLE_AFTER_MS: "0",
    });
    mode = { status: 500 };
    const [id] = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    await deliverNow(runtime, [id]);
    for (let i = 0; i < 3; i++) {
      clock += 5000;
      await deliverDue(runtime);
    }
    expect(await store.webhooks.getDelivery(id)).toMatchObject({ status: "failed", attempts: 4, lastStatus: 500 });
    expect((await getOwnedEndpoint(runtime, "acct_ent", endpoint.id)).enabled).toBe(true);
    const [id2] = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    await deliverNow(runtime, [id2]);
    const ep = await getOwnedEndpoint(runtime, "acct_ent", endpoint.id);
    expect(ep).toMatchObject({ enabled: false, consecutiveFailures: 5 });
    expect(ep.disabledReason).toMatch(/after 5 consecutive failed delivery attempts .*http_500/);
    // Pending deliveries of a disabled endpoint are not sent.
    clock += 5000;
    const before = received.length;
    expect(await deliverDue(runtime)).toEqual({ attempted: 0, delivered: 0, failed: 0 });
    expect(received.length).toBe(before);
    expect(await store.webhooks.getDelivery(id2)).toMatchObject({
      status: "failed",
      lastError: "Not sent: the endpoint is disabled.",
    });
    // Re-enabling clears the reason and the streak.
    expect((await updateEndpoint(runtime, "acct_ent", endpoint.id, { enabled: true })).endpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
  });

  it("410 disables at once; a redirect is a failure and is not followed", async () => {
    const { runtime, store, endpoint } = await setup();
    mode = { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } };
    const [id] = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    await deliverNow(runtime, [id]);
    expect(received).toHaveLength(1);
    expect(await store.webhooks.getDelivery(id)).toMatchObject({
      status: "pending",
      lastStatus: 302,
      lastError: "http_302",
    });
    mode = { status: 410 };
    clock += 1500;
    await deliverDue(runtime);
    expect(await store.webhooks.getDelivery(id)).toMatchObject({ status: "failed", lastStatus: 410 });
    expect(await getOwnedEndpoint(runtime, "acct_ent", endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/410 Gone/),
    });
  });

  it("two workers running at once deliver each event exactly once", async () => {
    const { runtime } = await setup();
    const ids = await enqueueEvents(
      runtime,
      "acct_ent",
      Array.from({ length: 8 }, (_, i) => ({
        type: "scan.completed" as const,
        data: { ...SCAN, scanId: `scan_${i}` },
      })),
    );
    const [a, b] = await Promise.all([deliverDue(runtime), deliverDue(runtime)]);
    expect(a.delivered + b.delivered).toBe(8);
    expect(received).toHaveLength(8);
    expect(new Set(received.map((r) => JSON.parse(r.body).data.scanId)).size).toBe(8);
    expect(ids).toHaveLength(8);
  });

  it("resends a delivery as a new delivery of the same event; rotation changes the secret at once", async () => {
    const { runtime, store, endpoint, secret } = await setup();
    const [id] = await enqueueEvents(runtime, "acct_ent", [{ type: "scan.completed", data: SCAN }]);
    await deliverNow(runtime, [id]);
    const { delivery } = await resendDelivery(runtime, "acct_ent", endpoint.id, id);
    expect(delivery).toMatchObject({ resendOf: id, status: "pending", attempts: 0 });
    // Outside a request scope the first attempt runs in the background.
    await expect.poll(() => received.length).toBe(2);
    await expect.poll(async () => (await store.webhooks.getDelivery(delivery.id))!.status).toBe("delivered");
    expect(received[1].body).toBe(received[0].body);
    expect((await store.webhooks.getDelivery(delivery.id))!.status).toBe("delivered");
    await expect(resendDelivery(runtime, "acct_pro", endpoint.id, id)).rejects.toThrow(ApiError);

    const rotated = await rotateSecret(runtime, "acct_ent", endpoint.id);
    expect(rotated.secret).not.toBe(secret);
    expect(JSON.stringify(rotated.endpoint)).not.toContain("whsec_");
    const t = await sendTestEvent(runtime, await getOwnedEndpoint(runtime, "acct_ent", endpoint.id));
    expect(t).toMatchObject({ ok: true, status: 200, error: null });
    const last = received[received.length - 1];
    const headers = last.headers as Record<string, string>;
    expect(
      await verifyDelivery({ secret: rotated.secret, headers, body: last.body, nowSeconds: Math.floor(clock / 1000) }),
    ).toBe(true);
    await expect(
      verifyDelivery({ secret, headers, body: last.body, nowSeconds: Math.floor(clock / 1000) }),
    ).rejects.toThrow(/SIGNATURE|match/i);
  });
});

describe("registration SSRF policy", () => {
  const refused = [
    "http://hooks.example.com/x",
    "https://127.0.0.1/x",
    "https://10.0.0.1/x",
    "https://169.254.169.254/latest",
    "https://[::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://localhost/x",
    "https://user:pw@hooks.example.com/",
  ];
  it("refuses non-https and non-public targets with 400 when the loopback switch is off", async () => {
    const { runtime } = await setup();
    setWebhookConfigForTests(loadWebhookConfig({}));
    for (const url of refused) {
      const err = await checkTargetUrl(runtime, url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, url).toBeInstanceOf(ApiError);
      expect((err as ApiError).status, url).toBe(400);
    }
    expect(await checkTargetUrl(runtime, "https://93.184.215.14/hook")).toBe("https://93.184.215.14/hook");
  });

  it("the loopback switch admits exactly loopback, nothing else private", async () => {
    const { runtime } = await setup();
    expect(await checkTargetUrl(runtime, "https://127.0.0.1:8443/x")).toBe("https://127.0.0.1:8443/x");
    expect(await checkTargetUrl(runtime, "http://localhost:8080/x")).toBe("http://localhost:8080/x");
    for (const url of [
      "https://10.0.0.1/x",
      "https://169.254.169.254/",
      "https://[::ffff:127.0.0.1]/x",
      "http://192.168.1.1/",
    ]) {
      await expect(checkTargetUrl(runtime, url), url).rejects.toMatchObject({ status: 400 });
    }
  });

  it("caps endpoints per account", async () => {
    const { runtime } = await setup({ WEBHOOK_MAX_ENDPOINTS: "2" });
    await createEndpoint(runtime, "acct_ent", { url: `${base}/b`, events: ["risk.changed"] });
    await expect(
      createEndpoint(runtime, "acct_ent", { url: `${base}/c`, events: ["risk.changed"] }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
