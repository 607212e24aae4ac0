import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeProblem, type Harness, startHarness } from "./support/harness";
import { makeAgent, type RequestSpec, send } from "./support/load";

/**
 * (b) Quota exactness under 200 truly concurrent requests (200 sockets, all requests written
 * before any answer): the daily quota admits exactly its size, never one more or one less,
 * and batches are all-or-nothing. Per-second rate limits are raised so only the quota decides.
 */
let h: Harness;
const ENTERPRISE_QUOTA = 150;

beforeAll(async () => {
  h = await startHarness({ ENTERPRISE_DAILY_QUOTA: String(ENTERPRISE_QUOTA) }, [
    { id: "acct_free_q", tier: "free" },
    { id: "acct_pro_q", tier: "pro" },
    { id: "acct_ent_q", tier: "enterprise" },
  ]);
});
afterAll(async () => {
  await h?.stop();
});

async function concurrently(n: number, spec: RequestSpec) {
  const agent = makeAgent(n);
  try {
    return await Promise.all(Array.from({ length: n }, () => send(h.server.url, spec, agent, 120_000)));
  } finally {
    agent.destroy();
  }
}

const scanSpec = (key: string, mint: string): RequestSpec => ({
  method: "POST",
  path: "/api/v1/scan",
  headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  body: JSON.stringify({ tokenAddress: mint, chain: "solana" }),
});

async function usage(key: string) {
  const r = await send(
    h.server.url,
    { method: "GET", path: "/api/v1/usage", headers: { "x-api-key": key } },
    makeAgent(1),
  );
  expect(r.status).toBe(200);
  return JSON.parse(r.body) as { used: number; limit: number; remaining: number; tier: string };
}

function tally(results: { status: number; body: string; error?: string }[]) {
  const by: Record<string, number> = {};
  for (const r of results) by[r.error ? "error" : r.status] = (by[r.error ? "error" : r.status] ?? 0) + 1;
  return by;
}

function expectQuotaRefusals(results: { status: number; body: string }[]) {
  for (const r of results.filter((x) => x.status === 429)) {
    expect(envelopeProblem(429, r.body)).toBeNull();
    expect(JSON.parse(r.body).reason).toBe("QUOTA_EXCEEDED");
  }
}

describe("daily quota under 200 concurrent requests", () => {
  it("Free: exactly 10 of 200 concurrent scans are admitted", async () => {
    const key = h.seed.byId.acct_free_q;
    const results = await concurrently(200, scanSpec(key, h.fx.clean.mint));
    expect(tally(results)).toEqual({ 200: 10, 429: 190 });
    expectQuotaRefusals(results);
    expect(await usage(key)).toMatchObject({ used: 10, limit: 10, remaining: 0 });
  });

  it("Enterprise (ENTERPRISE_DAILY_QUOTA=150): exactly 150 of 200 concurrent scans are admitted", async () => {
    const key = h.seed.byId.acct_ent_q;
    const results = await concurrently(200, scanSpec(key, h.fx["whale-80"].mint));
    expect(tally(results)).toEqual({ 200: ENTERPRISE_QUOTA, 429: 200 - ENTERPRISE_QUOTA });
    expectQuotaRefusals(results);
    expect(await usage(key)).toMatchObject({ used: ENTERPRISE_QUOTA, limit: ENTERPRISE_QUOTA, remaining: 0 });
  });

  it("Pro (1,000/day): 200 concurrent 7-item batches admit exactly 142 (994 units), all-or-nothing; then exactly 6 units remain", async () => {
    const key = h.seed.byId.acct_pro_q;
    const mints = [
      h.fx.clean.mint,
      h.fx["whale-80"].mint,
      h.fx["mint-authority"].mint,
      h.fx["freeze-authority"].mint,
      h.fx.pausable.mint,
      h.fx["usdc-like"].mint,
      h.fx["zero-supply"].mint,
    ];
    const batch = (items: string[]): RequestSpec => ({
      method: "POST",
      path: "/api/v1/scan/batch",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({
        chain: "solana",
        items: items.map((tokenAddress) => ({ tokenAddress, chain: "solana" })),
      }),
    });
    const results = await concurrently(200, batch(mints));
    // 1000 / 7 = 142 batches (994 units); the other 58 need 7 units with 6 left: refused whole.
    expect(tally(results)).toEqual({ 200: 142, 429: 58 });
    expectQuotaRefusals(results);
    for (const r of results.filter((x) => x.status === 200)) expect(JSON.parse(r.body).items).toHaveLength(7);
    expect(await usage(key)).toMatchObject({ used: 994, limit: 1000, remaining: 6 });

    // The remaining 6 units: a 7-item batch is refused, a 6-item batch is admitted, then nothing.
    const agent = makeAgent(1);
    expect((await send(h.server.url, batch(mints), agent)).status).toBe(429);
    expect((await send(h.server.url, batch(mints.slice(0, 6)), agent)).status).toBe(200);
    expect((await send(h.server.url, scanSpec(key, h.fx.clean.mint), agent)).status).toBe(429);
    agent.destroy();
    expect(await usage(key)).toMatchObject({ used: 1000, remaining: 0 });
  });
});
