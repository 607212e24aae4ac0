/**
 * Enterprise webhooks over HTTP against the production build (`next start`), with Redis (real
 * redis-server behind the Upstash REST bridge) as the store, a REAL local HTTPS receiver with a
 * self-signed certificate (trusted through NODE_EXTRA_CA_CERTS), and the local Solana RPC.
 * Retries are driven by calling the cron route; the backoff schedule and the disable threshold
 * are shortened through their environment variables. A second server WITHOUT the loopback
 * switch (embedded store) checks the SSRF refusals and the access rules.
 */
import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FullScanResponseSchema } from "@/lib/api/schemas";
import { ScanCompletedEventSchema, TestEventSchema } from "@/lib/webhooks/catalogue";
import { envelope, HttpClient } from "../support/http-client";
import { type HttpsReceiver, type ReceivedDelivery, startHttpsReceiver } from "../support/https-receiver";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { type RedisServerHandle, startRedisServer } from "../support/redis-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";
import { verifyDelivery } from "../support/verify-webhook";

const TOKEN = "webhooks-bridge-token";
const CRON_SECRET = "webhooks-cron-secret-0123456789";
let redis: RedisServerHandle;
let bridge: UpstashBridge;
let rpc: LocalRpc;
let rx: HttpsReceiver;
let server: NextServer;
let strict: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;
let env: Record<string, string>;
let ent: HttpClient;

beforeAll(async () => {
  redis = await startRedisServer({ persist: true });
  bridge = await startUpstashBridge({ redisUrl: redis.url, token: TOKEN });
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  rx = await startHttpsReceiver();
  seed = writeSeedFile([
    { id: "acct_ent_limits", tier: "enterprise", email: "ent-limits@example.com", password: "ent-limits-password-1" },
  ]);
  const common = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "2000",
    CRON_SECRET,
    SCHEDULER: "off",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    NODE_EXTRA_CA_CERTS: rx.certPath,
  };
  env = {
    ...common,
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "2000",
    WEBHOOK_ALLOW_LOOPBACK: "1",
    WEBHOOK_RETRY_SCHEDULE_MS: "100,200,400",
    WEBHOOK_DISABLE_AFTER_FAILURES: "4",
    WEBHOOK_DISABLE_AFTER_MS: "0",
    WEBHOOK_TIMEOUT_MS: "3000",
  };
  [server, strict] = await Promise.all([startNextServer(env), startNextServer(common)]);
  ent = new HttpClient(server.url);
  expect(await ent.signIn("ent@example.com", "ent-password-1")).toBe(true);
});
afterAll(async () => {
  await Promise.all([server?.stop(), strict?.stop()]);
  await rx?.close();
  await rpc?.close();
  await bridge?.close();
  await redis?.stop();
});

// ---------- helpers ----------

const send = (c: HttpClient, method: string, path: string, json?: unknown) =>
  c.fetch(path, { method, json, headers: method === "GET" ? {} : { origin: c.base } });

async function createEndpoint(events = ["scan.completed"], path = "/hook") {
  const res = await send(ent, "POST", "/api/dashboard/webhooks", {
    url: rx.url(path),
    events,
    description: "integration",
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { endpoint: { id: string; url: string }; secret: string };
}

/** Each test starts with no endpoints and a healthy, empty receiver. */
beforeEach(async () => {
  await rx.up();
  rx.setMode("ok");
  rx.clear();
  const list = await (await send(ent, "GET", "/api/dashboard/webhooks")).json();
  for (const e of list.endpoints)
    expect((await send(ent, "DELETE", `/api/dashboard/webhooks/${e.id}`)).status).toBe(200);
});

const cron = (s: NextServer = server) =>
  fetch(s.url + "/api/cron/webhooks", { headers: { authorization: `Bearer ${CRON_SECRET}` } });

/** Calls the cron route until `done()` holds. */
async function driveUntil(done: () => Promise<boolean> | boolean, s: NextServer = server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("condition not reached while driving the webhook cron");
    const res = await cron(s);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const scan = (s: NextServer, tokenAddress: string) =>
  fetch(s.url + "/api/v1/scan", {
    method: "POST",
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
    body: JSON.stringify({ tokenAddress, chain: "solana" }),
  });

async function attempts(endpointId: string, c: HttpClient = ent) {
  const res = await send(c, "GET", `/api/dashboard/webhooks/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return (await res.json()).attempts as {
    deliveryId: string | null;
    eventId: string;
    ok: boolean;
    status: number;
    error: string | null;
    test: boolean;
  }[];
}

function headersOf(d: ReceivedDelivery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(d.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
  );
}

async function expectSignedBy(d: ReceivedDelivery, secret: string) {
  const h = headersOf(d);
  // Standard Webhooks, with the stock library.
  expect(new Webhook(secret).verify(d.body, h)).toBeTruthy();
  // Spec scheme, by hand: sha256=<hex HMAC of the raw body, keyed with the base64-decoded secret>.
  const mac = createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
    .update(d.body)
    .digest("hex");
  expect(h["x-service-signature"]).toBe(`sha256=${mac}`);
  expect(h["x-service-timestamp"]).toBe(h["webhook-timestamp"]);
  expect(h["x-service-event"]).toBe(JSON.parse(d.body).type);
  // And the client package's verifier (both schemes at once).
  expect(await verifyDelivery({ secret, headers: h, body: d.body })).toBe(true);
}

// ---------- access ----------

describe("access rules", () => {
  it("501 on /api/v1/webhooks (any method, any subpath), with and without a key", async () => {
    for (const path of ["/api/v1/webhooks", "/api/v1/webhooks/whep_1", "/api/v1/webhooks/a/b"]) {
      for (const method of ["GET", "POST", "DELETE", "PUT", "PATCH"]) {
        for (const headers of [
          {},
          { authorization: `Bearer ${seed.keys.enterprise}` },
          { "x-api-key": seed.keys.free },
        ] as Record<string, string>[]) {
          const res = await fetch(strict.url + path, {
            method,
            headers: { "content-type": "application/json", ...headers },
            body: method === "GET" ? undefined : JSON.stringify({ url: "https://x.example.com" }),
          });
          expect(res.status, `${method} ${path}`).toBe(501);
          expect((await envelope(res)).reason).toBe("NOT_IMPLEMENTED");
        }
      }
    }
  });

  it("refuses a session mutation without our Origin", async () => {
    const res = await ent.fetch("/api/dashboard/webhooks", {
      method: "POST",
      json: { url: rx.url(), events: ["scan.completed"] },
    });
    expect(res.status).toBe(403);
  });
});

// ---------- SSRF ----------

describe("SSRF at registration", () => {
  it("refuses http, loopback, private, link-local, IPv6 loopback/mapped and local names with 400 (no loopback switch)", async () => {
    const c = new HttpClient(strict.url);
    expect(await c.signIn("ent@example.com", "ent-password-1")).toBe(true);
    for (const url of [
      "http://hooks.example.com/x",
      "https://127.0.0.1/x",
      `https://127.0.0.1:${rx.port}/hook`,
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://localhost/x",
      `https://localhost:${rx.port}/hook`,
      "https://user:pass@hooks.example.com/x",
      "ftp://hooks.example.com/x",
    ]) {
      const res = await send(c, "POST", "/api/dashboard/webhooks", { url, events: ["scan.completed"] });
      expect(res.status, url).toBe(400);
      expect((await envelope(res)).reason).toBe("INVALID_INPUT");
    }
    expect((await (await send(c, "GET", "/api/dashboard/webhooks")).json()).endpoints).toEqual([]);
  });

  it("with the loopback switch only loopback passes: private and mapped addresses are still refused", async () => {
    for (const url of [
      "https://10.0.0.1/x",
      "https://169.254.169.254/",
      "https://[::ffff:127.0.0.1]/x",
      "https://192.168.0.10/x",
    ]) {
      const res = await send(ent, "POST", "/api/dashboard/webhooks", { url, events: ["scan.completed"] });
      expect(res.status, url).toBe(400);
    }
  });

  it("does not follow a redirect to an internal address: the attempt fails", async () => {
    const { endpoint } = await createEndpoint();
    rx.setMode("redirect", { location: "http://169.254.169.254/latest/meta-data/" });
    const res = await send(ent, "POST", `/api/dashboard/webhooks/${endpoint.id}/test`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: false, status: 302, error: "http_302" });
    expect(rx.deliveries).toHaveLength(1);
    expect((await attempts(endpoint.id))[0]).toMatchObject({ ok: false, status: 302, test: true });
  });
});

// ---------- endpoints, test event, secrets ----------

describe("endpoint management", () => {
  it("creates an endpoint (secret shown once), lists/reads it without the secret, validates input", async () => {
    const { endpoint, secret } = await createEndpoint(["scan.completed", "high_safety_token"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: rx.url(),
      events: ["scan.completed", "high_safety_token"],
      enabled: true,
      disabledReason: null,
      description: "integration",
    });
    const listText = await (await send(ent, "GET", "/api/dashboard/webhooks")).text();
    const readText = await (await send(ent, "GET", `/api/dashboard/webhooks/${endpoint.id}`)).text();
    for (const text of [listText, readText, JSON.stringify(endpoint)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain("whsec_");
      expect(text).not.toMatch(/"secret"/);
    }
    expect(JSON.parse(listText)).toMatchObject({ limit: 10, endpoints: [{ id: endpoint.id }] });

    const reserved = await send(ent, "POST", "/api/dashboard/webhooks", { url: rx.url(), events: ["whale.moved"] });
    expect(reserved.status).toBe(400);
    expect((await envelope(reserved)).error).toMatch(/whale\.moved.*reserved/);
    expect((await send(ent, "POST", "/api/dashboard/webhooks", { url: rx.url(), events: ["nope"] })).status).toBe(400);
    expect((await send(ent, "POST", "/api/dashboard/webhooks", { events: ["scan.completed"] })).status).toBe(400);

    const patched = await send(ent, "PATCH", `/api/dashboard/webhooks/${endpoint.id}`, {
      description: "renamed",
      events: ["risk.changed"],
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).endpoint).toMatchObject({ description: "renamed", events: ["risk.changed"] });
    expect(
      (await send(ent, "PATCH", `/api/dashboard/webhooks/${endpoint.id}`, { events: ["whale.moved"] })).status,
    ).toBe(400);
    expect((await send(ent, "GET", "/api/dashboard/webhooks/whep_000000000000000000000000")).status).toBe(404);

    const catalogue = await (await send(ent, "GET", "/api/dashboard/webhooks/events")).json();
    expect(catalogue.events.map((e: { type: string; status: string }) => `${e.type}:${e.status}`)).toEqual([
      "scan.completed:active",
      "risk.changed:active",
      "high_safety_token:legacy",
      "whale.moved:reserved",
    ]);
  });

  it("sends a test event, returns its outcome, and both signature schemes verify at the receiver", async () => {
    const { endpoint, secret } = await createEndpoint();
    const res = await send(ent, "POST", `/api/dashboard/webhooks/${endpoint.id}/test`);
    expect(res.status).toBe(200);
    const outcome = await res.json();
    expect(outcome).toMatchObject({ ok: true, status: 200, error: null, responseExcerpt: "thanks" });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(0);
    expect(rx.deliveries).toHaveLength(1);
    const [d] = rx.deliveries;
    expect(d.method).toBe("POST");
    expect(d.headers["content-type"]).toMatch(/application\/json/);
    const body = TestEventSchema.strict().parse(JSON.parse(d.body));
    expect(body).toMatchObject({ id: outcome.eventId, data: { endpointId: endpoint.id } });
    await expectSignedBy(d, secret);
    expect((await attempts(endpoint.id))[0]).toMatchObject({
      eventId: outcome.eventId,
      ok: true,
      status: 200,
      test: true,
      deliveryId: null,
    });
  });

  it("rotates the secret: the new one verifies, the old one does not", async () => {
    const { endpoint, secret: old } = await createEndpoint();
    const rot = await send(ent, "POST", `/api/dashboard/webhooks/${endpoint.id}/rotate-secret`);
    expect(rot.status).toBe(200);
    const { secret } = await rot.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect((await (await send(ent, "POST", `/api/dashboard/webhooks/${endpoint.id}/test`)).json()).ok).toBe(true);
    const d = rx.deliveries.at(-1)!;
    await expectSignedBy(d, secret);
    expect(() => new Webhook(old).verify(d.body, headersOf(d))).toThrow();
    await expect(verifyDelivery({ secret: old, headers: headersOf(d), body: d.body })).rejects.toThrow();
  });

  it("a receiver slower than the timeout (3 s here) fails the attempt", async () => {
    const { endpoint } = await createEndpoint();
    rx.setMode("slow", { delayMs: 4_500 });
    const started = Date.now();
    const outcome = await (await send(ent, "POST", `/api/dashboard/webhooks/${endpoint.id}/test`)).json();
    expect(outcome).toMatchObject({ ok: false, error: "timeout" });
    expect(Date.now() - started).toBeLessThan(4_400);
  });

  it("caps endpoints per account at 10", async () => {
    for (let i = 0; i < 10; i++) await createEndpoint(["risk.changed"], `/cap${i}`);
    const res = await send(ent, "POST", "/api/dashboard/webhooks", { url: rx.url("/cap10"), events: ["risk.changed"] });
    expect(res.status).toBe(409);
    expect((await envelope(res)).error).toMatch(/at most 10/);
  });
});

// ---------- events and delivery ----------

describe("event delivery", () => {
  it("a live scan with the Enterprise key produces a scan.completed delivery matching its schema", async () => {
    const { secret } = await createEndpoint();
    const res = await scan(server, fx.clean.mint);
    expect(res.status).toBe(200);
    const full = FullScanResponseSchema.parse(await res.json());
    const [d] = await rx.waitFor((ds) => ds.length >= 1);
    const event = ScanCompletedEventSchema.strict().parse(JSON.parse(d.body));
    expect(event.data).toMatchObject({
      scanId: full.scanId,
      tokenAddress: fx.clean.mint,
      chain: "solana",
      mode: "live",
      safetyScore: full.safetyScore,
      riskLevel: full.riskLevel,
      failedFlags: full.findings.filter((f) => f.status === "fail").map((f) => f.id),
      source: "scan",
    });
    expect(d.headers["x-service-event"]).toBe("scan.completed");
    expect(d.headers["webhook-id"]).toBe(event.id);
    await expectSignedBy(d, secret);
  });

  it("batch items each produce a scan.completed (source batch, clientRef)", async () => {
    await createEndpoint();
    const res = await fetch(server.url + "/api/v1/scan/batch", {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
      body: JSON.stringify({
        chain: "solana",
        clientRef: "desk-42",
        items: [
          { tokenAddress: fx.clean.mint, chain: "solana" },
          { tokenAddress: fx["mint-authority"].mint, chain: "solana" },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const ds = await rx.waitFor((x) => x.length >= 2);
    const events = ds.map((d) => ScanCompletedEventSchema.strict().parse(JSON.parse(d.body)));
    expect(events.map((e) => e.data.tokenAddress).sort()).toEqual([fx.clean.mint, fx["mint-authority"].mint].sort());
    for (const e of events) expect(e.data).toMatchObject({ source: "batch", clientRef: "desk-42" });
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it("a streamed batch whose client went away still emits scan.completed for its analysed items (issue 24 item 2)", async () => {
    await createEndpoint();
    rpc.setMode("slow", 500);
    try {
      const aborter = new AbortController();
      const res = await fetch(server.url + "/api/v1/scan/batch", {
        method: "POST",
        headers: {
          authorization: `Bearer ${seed.keys.enterprise}`,
          "content-type": "application/json",
          accept: "application/x-ndjson",
        },
        body: JSON.stringify({
          chain: "solana",
          clientRef: "desk-gone",
          items: [
            { tokenAddress: "not-an-address", chain: "solana" },
            { tokenAddress: fx.clean.mint, chain: "solana" },
            { tokenAddress: fx["mint-authority"].mint, chain: "solana" },
          ],
        }),
        signal: aborter.signal,
      });
      const reader = res.body!.getReader();
      await reader.read(); // the invalid item's line, at once
      aborter.abort();
      await reader.cancel().catch(() => {});
      const ds = await rx.waitFor((x) => x.length >= 2, 20_000);
      const events = ds.map((d) => ScanCompletedEventSchema.strict().parse(JSON.parse(d.body)));
      expect(events.map((e) => e.data.tokenAddress).sort()).toEqual([fx.clean.mint, fx["mint-authority"].mint].sort());
      for (const e of events) expect(e.data).toMatchObject({ source: "batch", clientRef: "desk-gone" });
    } finally {
      rpc.setMode("ok");
    }
  });

  it("receiver down, then up: the event arrives after retries with the same event id; resend re-delivers it", async () => {
    const { endpoint } = await createEndpoint();
    await rx.down();
    expect((await scan(server, fx.clean.mint)).status).toBe(200);
    // The first attempt (after the response) fails: no response at all.
    await expect.poll(async () => (await attempts(endpoint.id)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const failed = (await attempts(endpoint.id))[0];
    expect(failed).toMatchObject({ ok: false, status: 0 });
    await driveUntil(async () => (await attempts(endpoint.id)).length >= 2); // a retry, still down
    await rx.up();
    await driveUntil(() => rx.deliveries.length >= 1);
    const event = ScanCompletedEventSchema.parse(JSON.parse(rx.deliveries[0].body));
    expect(event.id).toBe(failed.eventId);
    const log = await attempts(endpoint.id);
    expect(log[0]).toMatchObject({ ok: true, status: 200, eventId: event.id });
    expect(new Set(log.map((a) => a.eventId))).toEqual(new Set([event.id]));
    const delivery = await (
      await send(ent, "GET", `/api/dashboard/webhooks/${endpoint.id}/deliveries/${log[0].deliveryId}`)
    ).json();
    expect(delivery.delivery).toMatchObject({ status: "delivered", eventId: event.id, lastStatus: 200 });
    expect(delivery.delivery.attempts).toBeGreaterThanOrEqual(3);

    const resend = await send(
      ent,
      "POST",
      `/api/dashboard/webhooks/${endpoint.id}/deliveries/${log[0].deliveryId}/resend`,
    );
    expect(resend.status).toBe(202);
    expect((await resend.json()).delivery).toMatchObject({ resendOf: log[0].deliveryId, eventId: event.id });
    await rx.waitFor((ds) => ds.length >= 2);
    expect(rx.deliveries[1].body).toBe(rx.deliveries[0].body);
  });

  it("loses nothing across a server restart with Redis as the store", async () => {
    const { endpoint } = await createEndpoint();
    await rx.down();
    expect((await scan(server, fx.clean.mint)).status).toBe(200);
    await expect.poll(async () => (await attempts(endpoint.id)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const eventId = (await attempts(endpoint.id))[0].eventId;
    await server.stop();
    await rx.up();
    server = await startNextServer(env);
    ent = new HttpClient(server.url);
    expect(await ent.signIn("ent@example.com", "ent-password-1")).toBe(true);
    await driveUntil(() => rx.deliveries.length >= 1);
    expect(JSON.parse(rx.deliveries[0].body).id).toBe(eventId);
    expect((await attempts(endpoint.id))[0]).toMatchObject({ ok: true, eventId });
  });

  it("disables an endpoint that keeps failing at the threshold, and the API says why", async () => {
    const { endpoint } = await createEndpoint();
    rx.setMode("fail");
    expect((await scan(server, fx.clean.mint)).status).toBe(200);
    const read = async () => (await (await send(ent, "GET", `/api/dashboard/webhooks/${endpoint.id}`)).json()).endpoint;
    await driveUntil(async () => (await read()).enabled === false);
    const ep = await read();
    expect(ep.disabledReason).toMatch(/4 consecutive failed delivery attempts.*http_500/);
    expect(ep.disabledAt).toBeTruthy();
    expect(ep.consecutiveFailures).toBe(4);
    expect(rx.deliveries.length).toBe(4);
    // Nothing more goes out while disabled.
    expect((await scan(server, fx.clean.mint)).status).toBe(200);
    await cron();
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.deliveries.length).toBe(4);
    // Re-enabling clears the reason.
    rx.setMode("ok");
    const re = await send(ent, "PATCH", `/api/dashboard/webhooks/${endpoint.id}`, { enabled: true });
    expect((await re.json()).endpoint).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it("410 Gone disables the endpoint at once", async () => {
    const { endpoint } = await createEndpoint();
    rx.setMode("gone");
    expect((await scan(server, fx.clean.mint)).status).toBe(200);
    const read = async () => (await (await send(ent, "GET", `/api/dashboard/webhooks/${endpoint.id}`)).json()).endpoint;
    await expect.poll(async () => (await read()).enabled, { timeout: 10_000 }).toBe(false);
    expect((await read()).disabledReason).toMatch(/410 Gone/);
    expect(rx.deliveries).toHaveLength(1);
  });

  it("the cron route needs the cron secret", async () => {
    expect((await fetch(server.url + "/api/cron/webhooks")).status).toBe(401);
    const ok = await cron();
    expect(await ok.json()).toMatchObject({
      attempted: expect.any(Number),
      delivered: expect.any(Number),
      failed: expect.any(Number),
    });
  });
});

// A separate Enterprise account, so the limits are counted from zero.
describe("test route limits and failure classes", () => {
  const CLASS = /^(timeout|refused|reset|tls_error|dns|unreachable|blocked|network_error|http_\d{3})$/;
  let lim: HttpClient;
  const create = async (path: string) => {
    const res = await send(lim, "POST", "/api/dashboard/webhooks", { url: rx.url(path), events: ["scan.completed"] });
    expect(res.status).toBe(201);
    return (await res.json()).endpoint as { id: string };
  };
  const test = (id: string) => send(lim, "POST", `/api/dashboard/webhooks/${id}/test`);

  beforeAll(async () => {
    lim = new HttpClient(server.url);
    expect(await lim.signIn("ent-limits@example.com", "ent-limits-password-1")).toBe(true);
  });

  it("failures are short classes in the answer and the delivery log, never library text", async () => {
    const endpoint = await create("/classes");
    await rx.down();
    try {
      expect(await (await test(endpoint.id)).json()).toMatchObject({ ok: false, status: 0, error: "refused" });
    } finally {
      await rx.up();
    }
    rx.setMode("fail");
    expect(await (await test(endpoint.id)).json()).toMatchObject({ ok: false, status: 500, error: "http_500" });
    const log = await attempts(endpoint.id, lim);
    expect(log.map((a) => a.error)).toEqual(["http_500", "refused"]);
    for (const a of log) expect(a.error).toMatch(CLASS);
  });

  it("5 test sends per endpoint per minute, 10 per account, then 429 with Retry-After", async () => {
    // The previous test used 2 of this account's 10.
    const a = await create("/limit-a");
    const b = await create("/limit-b");
    const onA = await Promise.all(Array.from({ length: 7 }, () => test(a.id)));
    expect(onA.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = onA.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await envelope(refused)).toMatchObject({ reason: "RATE_LIMITED" });
    // Endpoint b has its own 5, but the account has 10 - 2 - 5 = 3 left.
    const onB = await Promise.all(Array.from({ length: 5 }, () => test(b.id)));
    expect(onB.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    // Only the admitted sends reached the receiver.
    expect(rx.deliveries).toHaveLength(5 + 3);
  });
});
