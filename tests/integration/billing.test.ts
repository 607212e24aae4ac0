/**
 * Exact billing and the atomic key cap on the production server (`next start`), with the embedded
 * store and with Redis (two instances sharing one real redis-server through the Upstash REST
 * bridge): a unit is charged only for an item the engine analysed. Invalid items, a wallet (not a
 * mint), an address with no account and items that failed upstream cost nothing; the batch
 * summary states the units charged; /api/v1/usage agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture, fixtureAddress } from "../support/solana-fixtures";

const TOKEN = "billing-bridge-token";
const BREAKER_OPEN_MS = 300;
const rb = useRedisBridge(TOKEN);
let rpc: LocalRpc;
let mem: NextServer;
let a: NextServer;
let b: NextServer;
let fx: Record<string, Fixture>;
const ACCOUNTS = ["wallet", "invalid", "upstream", "mixed"] as const;
const seed = writeSeedFile([
  ...ACCOUNTS.map((n) => ({ id: `acct_bill_${n}`, tier: "pro" as const })),
  { id: "acct_keycap", tier: "pro" as const, email: "keycap@example.com", password: "keycap-password-1" },
]);

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  const common = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "2000",
    RPC_BREAKER_OPEN_MS: String(BREAKER_OPEN_MS),
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
    RATE_LIMIT_PRO_PER_SEC: "1000",
  };
  const shared = {
    ...common,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "2000",
  };
  [mem, a, b] = await Promise.all([startNextServer(common), startNextServer(shared), startNextServer(shared)]);
});
afterAll(async () => {
  await Promise.all([mem?.stop(), a?.stop(), b?.stop()]);
  await rpc?.close();
});

const auth = (id: string) => ({ authorization: `Bearer ${seed.byId[id]}`, "content-type": "application/json" });
const post = (s: NextServer, path: string, id: string, body: unknown) =>
  fetch(s.url + path, { method: "POST", headers: auth(id), body: JSON.stringify(body) });
async function used(s: NextServer, id: string): Promise<number> {
  const res = await fetch(s.url + "/api/v1/usage", { headers: auth(id) });
  expect(res.status).toBe(200);
  return (await res.json()).used;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each([
  ["embedded store", () => mem, () => mem],
  // With Redis the charge is made on one instance and read on the other.
  ["Redis, two instances", () => a, () => b],
])("exact billing (%s)", (_name, server, other) => {
  it("a wallet address (not a mint) and an address with no account answer 400 and charge 0; a real scan charges 1", async () => {
    const id = "acct_bill_wallet";
    const wallet = await post(server(), "/api/v1/scan", id, { tokenAddress: fx["not-a-mint"].mint });
    expect(wallet.status).toBe(400);
    expect((await envelope(wallet)).error).toMatch(/not a token mint/);
    expect(wallet.headers.get("ratelimit-remaining")).toBe("1000");
    const nobody = await post(server(), "/api/v1/scan", id, { tokenAddress: fixtureAddress("billing:nobody") });
    expect(nobody.status).toBe(400);
    expect(await used(other(), id)).toBe(0);
    expect((await post(server(), "/api/v1/scan", id, { tokenAddress: fx.clean.mint })).status).toBe(200);
    expect(await used(other(), id)).toBe(1);
    await post(server(), "/api/v1/scan/batch", id, { items: [{ tokenAddress: fx["not-a-mint"].mint }] });
    expect(await used(other(), id)).toBe(1);
  });

  it("a batch of only invalid items answers 200 with per-item errors and charges 0", async () => {
    const id = "acct_bill_invalid";
    const res = await post(server(), "/api/v1/scan/batch", id, {
      items: [
        { tokenAddress: "not-an-address" },
        { tokenAddress: "0OIl0OIl" },
        { tokenAddress: fx.clean.mint, chain: "ethereum" },
        { mint: "" },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.summary).toEqual({ requested: 4, succeeded: 0, failed: 4, charged: 0 });
    expect(await used(other(), id)).toBe(0);
  });

  it("items that failed upstream are never charged: 17 failed + 1 invalid is 200 with charged 0; 17 failed alone is 503; usage stays 0", async () => {
    const id = "acct_bill_upstream";
    const mints = Object.values(fx)
      .filter((f) => f.name !== "not-a-mint")
      .slice(0, 17)
      .map((f) => f.mint);
    expect(mints).toHaveLength(17);
    rpc.setMode("down");
    try {
      const mixed = await post(server(), "/api/v1/scan/batch", id, {
        items: [...mints.map((m) => ({ tokenAddress: m })), { tokenAddress: "bad" }],
      });
      expect(mixed.status).toBe(200);
      const body = await mixed.json();
      expect(body.summary).toEqual({ requested: 18, succeeded: 0, failed: 18, charged: 0 });
      expect(
        body.items.filter((i: { error?: { reason: string } }) => i.error?.reason === "UPSTREAM_UNAVAILABLE"),
      ).toHaveLength(17);
      expect(mixed.headers.get("ratelimit-remaining")).toBe("1000");
      const all = await post(server(), "/api/v1/scan/batch", id, { items: mints.map((m) => ({ tokenAddress: m })) });
      expect(all.status).toBe(503);
      const single = await post(server(), "/api/v1/scan", id, { tokenAddress: fx.clean.mint });
      expect(single.status).toBe(503);
      expect(await used(other(), id)).toBe(0);
    } finally {
      rpc.setMode("ok");
      await sleep(BREAKER_OPEN_MS + 100);
    }
  });

  it("a mixed batch charges exactly the analysed items, and says so", async () => {
    const id = "acct_bill_mixed";
    // After the outage test the breaker closes on its first successful trial: a wallet scan (400
    // once the RPC answers, 503 while the breaker is open) costs nothing either way.
    await expect
      .poll(async () => (await post(server(), "/api/v1/scan", id, { tokenAddress: fx["not-a-mint"].mint })).status, {
        timeout: 10_000,
      })
      .toBe(400);
    const before = await used(other(), id);
    const items = [
      { tokenAddress: fx.clean.mint },
      { tokenAddress: "xyz" },
      { tokenAddress: fx["not-a-mint"].mint },
      { tokenAddress: fx["whale-80"].mint },
      { tokenAddress: fixtureAddress("billing:nobody") },
      { tokenAddress: fx["mint-authority"].mint },
    ];
    const res = await post(server(), "/api/v1/scan/batch", id, { items });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.summary).toEqual({ requested: 6, succeeded: 3, failed: 3, charged: 3 });
    expect(body.items.map((i: { status: string }) => i.status)).toEqual(["ok", "error", "error", "ok", "error", "ok"]);
    const after = await used(other(), id);
    expect(after - before).toBe(3);
    expect(res.headers.get("ratelimit-remaining")).toBe(String(1000 - after));
  });
});

describe("the 20-active-key cap under 25 concurrent creations", () => {
  async function signedIn(s: NextServer) {
    const c = new HttpClient(s.url);
    expect(await c.signIn("keycap@example.com", "keycap-password-1")).toBe(true);
    return c;
  }
  const create = (c: HttpClient, i: number) =>
    c.fetch("/api/keys", { method: "POST", json: { name: `k${i}` }, headers: { origin: c.base } });
  async function activeKeys(c: HttpClient) {
    const res = await c.fetch("/api/keys");
    expect(res.status).toBe(200);
    return ((await res.json()).keys as { status: string }[]).filter((k) => k.status === "active").length;
  }

  it.each([
    ["one instance (embedded store)", () => [mem]],
    ["two instances sharing Redis", () => [a, b]],
  ])("%s: exactly 20 active keys, the rest 409", async (_name, servers) => {
    const clients = await Promise.all(servers().map(signedIn));
    const before = await activeKeys(clients[0]);
    expect(before).toBeLessThan(20);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => create(clients[i % clients.length], i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20 - before);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25 - (20 - before));
    for (const r of results.filter((x) => x.status === 409))
      expect((await envelope(r)).error).toMatch(/At most 20 active keys/);
    for (const c of clients) expect(await activeKeys(c)).toBe(20);
  });
});
