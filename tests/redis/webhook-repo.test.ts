/**
 * The WebhookRepo contract against the production adapter (UpstashWebhookRepo → @upstash/redis →
 * REST bridge → a real redis-server), each test in a fresh key namespace; plus two separate
 * clients (two "instances") racing for the same outbox, and the delivery record's expiry.
 */
import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { UpstashWebhookRepo } from "@/lib/store/upstash/webhook-repo";
import { UpstashStore } from "@/lib/store/upstash-store";
import { webhookRepoContract } from "../contract/webhook-repo-contract";
import { type RedisServerHandle, startRedisServer } from "../support/redis-server";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";

const TOKEN = "webhook-repo-token";
let server: RedisServerHandle;
let bridge: UpstashBridge;

beforeAll(async () => {
  server = await startRedisServer();
  bridge = await startUpstashBridge({ redisUrl: server.url, token: TOKEN });
});
afterAll(async () => {
  await bridge?.close();
  await server?.stop();
});

const client = () =>
  new Redis({
    url: bridge.url,
    token: TOKEN,
    automaticDeserialization: false,
    enableTelemetry: false,
    retry: { retries: 1, backoff: () => 50 },
  });
const ns = () => `test:${Math.random().toString(36).slice(2, 10)}:wh:`;

webhookRepoContract("upstash (real redis-server)", async () => new UpstashWebhookRepo(client(), ns()));

describe("UpstashWebhookRepo specifics", () => {
  it("is wired into UpstashStore with the default namespace", async () => {
    const s = new UpstashStore({ url: bridge.url, token: TOKEN });
    expect(s.webhooks).toBeInstanceOf(UpstashWebhookRepo);
    expect(await s.webhooks.listEndpoints("acct_none")).toEqual([]);
  });

  it("two clients (two server instances) racing for one outbox never share a live lease", async () => {
    const prefix = ns();
    const a = new UpstashWebhookRepo(client(), prefix);
    const b = new UpstashWebhookRepo(client(), prefix);
    const now = Date.now();
    const ds = Array.from({ length: 30 }, (_, i) => ({
      id: `whdl_race_${i}`,
      endpointId: "whep_r",
      accountId: "acct_r",
      eventId: `evt_${i}`,
      eventType: "scan.completed",
      payload: "{}",
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: now - 1000 + i,
      createdAt: new Date(now).toISOString(),
      lastAttemptAt: null,
      lastStatus: null,
      lastError: null,
      resendOf: null,
    }));
    await a.enqueue(ds);
    const rounds = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimDue(now, 60_000, 30, `lease-${i}`)),
    );
    const ids = rounds.flat().map((c) => c.delivery.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("expires a final delivery record after the retention", async () => {
    const r = new UpstashWebhookRepo(client(), ns());
    const now = Date.now();
    await r.enqueue([
      {
        id: "whdl_exp",
        endpointId: "whep_e",
        accountId: "acct_e",
        eventId: "evt_e",
        eventType: "scan.completed",
        payload: "{}",
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
        createdAt: new Date(now).toISOString(),
        lastAttemptAt: null,
        lastStatus: null,
        lastError: null,
        resendOf: null,
      },
    ]);
    await r.claimDue(now, 1000, 1, "l");
    expect(
      await r.complete(
        "whdl_exp",
        "l",
        {
          status: "delivered",
          attempts: 1,
          nextAttemptAt: null,
          lastAttemptAt: new Date(now).toISOString(),
          lastStatus: 200,
          lastError: null,
        },
        1,
      ),
    ).toBe(true);
    await new Promise((res) => setTimeout(res, 2100));
    expect(await r.getDelivery("whdl_exp")).toBeNull();
  });

  it("fails closed with UPSTREAM_UNAVAILABLE when the REST endpoint is unreachable", async () => {
    const dead = new UpstashWebhookRepo(
      new Redis({
        url: "http://127.0.0.1:1",
        token: TOKEN,
        automaticDeserialization: false,
        enableTelemetry: false,
        retry: false,
      }),
    );
    const err = await dead.claimDue(Date.now(), 1000, 1, "l").then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reason).toBe("UPSTREAM_UNAVAILABLE");
  });
});
