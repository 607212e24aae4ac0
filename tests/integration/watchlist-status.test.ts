/**
 * Issue 6 over HTTP: the watchlist cron notices an on-chain change between two runs and the
 * customer receives exactly one signed risk.changed delivery at a real HTTPS receiver; the
 * uptime cron records probes, and availability30d appears only with Redis and after a probe run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type HttpsReceiver, startHttpsReceiver } from "../support/https-receiver";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import {
  buildFixture,
  FIXTURE_SPECS,
  type Fixture,
  fixtureAddress,
  splMintBytes,
  TOKEN_PROGRAM,
} from "../support/solana-fixtures";

const CRON_SECRET = "watchlist-cron-secret-abcdef012345";
const r = useRedisBridge("watchlist-status-token");
let rpc: LocalRpc;
let rx: HttpsReceiver;
let server: NextServer;
let embedded: NextServer;
let changing: Fixture;
let steady: Fixture;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  changing = await buildFixture({ ...FIXTURE_SPECS.clean, name: "watch-changing" });
  steady = await buildFixture({ ...FIXTURE_SPECS.clean, name: "watch-steady" });
  rpc = await startLocalRpc({ fixtures: [changing, steady] });
  rx = await startHttpsReceiver();
  seed = writeSeedFile();
  const common = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    CRON_SECRET,
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
    WATCHLIST_INTERVAL_MS: "1",
    NODE_EXTRA_CA_CERTS: rx.certPath,
    WEBHOOK_ALLOW_LOOPBACK: "1",
    WEBHOOK_RETRY_SCHEDULE_MS: "100,200,400",
  };
  [server, embedded] = await Promise.all([
    startNextServer({ ...common, UPSTASH_REDIS_REST_URL: r.url, UPSTASH_REDIS_REST_TOKEN: r.token }),
    startNextServer(common),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), embedded?.stop()]);
  await rx?.close();
  await rpc?.close();
});

const cron = (path: string, auth: string | null = `Bearer ${CRON_SECRET}`, s = server) =>
  fetch(s.url + path, { headers: auth ? { authorization: auth } : {} });
const api = (path: string, init: RequestInit = {}) =>
  fetch(server.url + path, {
    ...init,
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json", ...init.headers },
  });

describe("cron authorisation", () => {
  for (const path of ["/api/cron/watchlist", "/api/cron/uptime", "/api/cron/webhooks"]) {
    it(`${path} refuses a missing or wrong secret with 401`, async () => {
      for (const auth of [null, "Bearer wrong-secret", `Basic ${CRON_SECRET}`]) {
        const res = await cron(path, auth);
        expect(res.status).toBe(401);
        expect((await envelope(res)).reason).toBe("UNAUTHORIZED");
      }
    });
  }
});

describe("watchlist → risk.changed", () => {
  it("a token that changes between two runs yields exactly one delivery; an unchanged one none", async () => {
    const ent = new HttpClient(server.url);
    expect(await ent.signIn("ent@example.com", "ent-password-1")).toBe(true);
    const created = await ent.fetch("/api/dashboard/webhooks", {
      method: "POST",
      json: { url: rx.url("/risk"), events: ["risk.changed"] },
      headers: { origin: server.url },
    });
    expect(created.status).toBe(201);

    for (const t of [changing.mint, steady.mint])
      expect(
        (await api("/api/v1/watchlist", { method: "POST", body: JSON.stringify({ tokenAddress: t }) })).status,
      ).toBe(201);
    expect(
      (await api("/api/v1/watchlist", { method: "POST", body: JSON.stringify({ tokenAddress: steady.mint }) })).status,
    ).toBe(200);

    // Run 1: baseline, nothing emitted.
    const run1 = await (await cron("/api/cron/watchlist")).json();
    expect(run1).toMatchObject({ scanned: 2, changed: 0, failed: 0 });

    // The mint authority comes back on chain for one token.
    const data = splMintBytes({
      supply: 1_000_000_000_000_000n,
      decimals: 6,
      mintAuthority: fixtureAddress("watch-changing:new-authority"),
    });
    rpc.setAccount(changing.mint, { owner: TOKEN_PROGRAM, data, lamports: 2_000_000n });

    const run2 = await (await cron("/api/cron/watchlist")).json();
    expect(run2).toMatchObject({ scanned: 2, changed: 1 });
    const run3 = await (await cron("/api/cron/watchlist")).json();
    expect(run3).toMatchObject({ scanned: 2, changed: 0 });

    const deadline = Date.now() + 20_000;
    while (rx.deliveries.length < 1 && Date.now() < deadline) {
      await cron("/api/cron/webhooks");
      await new Promise((res) => setTimeout(res, 150));
    }
    for (let i = 0; i < 3; i++) await cron("/api/cron/webhooks");
    const risk = rx.deliveries.filter((d) => d.headers["x-service-event"] === "risk.changed");
    expect(risk).toHaveLength(1);
    const body = JSON.parse(risk[0].body);
    expect(body.type).toBe("risk.changed");
    expect(body.data.tokenAddress).toBe(changing.mint);
    expect(body.data.previous.riskLevel).toBe("low");
    expect(body.data.current.safetyScore).toBeLessThan(body.data.previous.safetyScore);
    expect(body.data.changedFindings).toContainEqual({
      id: "MINT_AUTHORITY_ACTIVE",
      previous: "pass",
      current: "fail",
    });

    const list = await (await api("/api/v1/watchlist")).json();
    const byToken = Object.fromEntries(list.entries.map((e: { tokenAddress: string }) => [e.tokenAddress, e]));
    expect(byToken[changing.mint].lastChangeAt).not.toBeNull();
    expect(byToken[steady.mint].lastChangeAt).toBeNull();
    expect(byToken[steady.mint].lastResult.riskLevel).toBe("low");
  });

  it("is Pro+ only: a Free key gets 403", async () => {
    const res = await fetch(server.url + "/api/v1/watchlist", {
      headers: { authorization: `Bearer ${seed.keys.free}` },
    });
    expect(res.status).toBe(403);
    expect((await envelope(res)).reason).toBe("INSUFFICIENT_TIER");
  });
});

describe("uptime and availability30d", () => {
  it("is absent before the first probe run, present after it, with Redis", async () => {
    const before = await (await fetch(server.url + "/api/status/public")).json();
    expect(before.availability30d).toBeUndefined();
    const probe = await cron("/api/cron/uptime");
    expect(probe.status).toBe(200);
    const recorded = await probe.json();
    expect(recorded.samples.map((s: { name: string }) => s.name).sort()).toEqual(["scan_path", "solana_rpc", "store"]);
    expect(recorded.samples.every((s: { ok: boolean }) => s.ok)).toBe(true);
    await new Promise((res) => setTimeout(res, 5200)); // the status document is cached for 5 s
    const after = await (await fetch(server.url + "/api/status/public")).json();
    expect(after.availability30d).toEqual({ percentage: 100, probes: 1, windowDays: 30 });
  });

  it("stays absent with the embedded store, even after a probe run", async () => {
    expect((await cron("/api/cron/uptime", `Bearer ${CRON_SECRET}`, embedded)).status).toBe(200);
    const doc = await (await fetch(embedded.url + "/api/status/public")).json();
    expect(doc.status).toBe("operational");
    expect(doc.availability30d).toBeUndefined();
  });
});
