import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchResponseSchema } from "@/lib/api/schemas";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildFixture, type Fixture, fixtureAddress } from "../support/solana-fixtures";

/**
 * Market data for batches, through the production server: a 100-item batch asks DexScreener's
 * multi-token endpoint (≤ 30 tokens per request) at most 4 times, and a 429 from DexScreener
 * leaves liquidity unknown on the affected items without failing the batch.
 */
let rpc: LocalRpc;
let dex: DexScreenerServer;
let server: NextServer;
let mints: Fixture[];
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  mints = [];
  for (let i = 0; i < 100; i++)
    mints.push(await buildFixture({ name: `bulk-market-${i}`, program: "spl-token", metaplex: { isMutable: false } }));
  rpc = await startLocalRpc({ fixtures: mints });
  dex = await startDexScreenerServer();
  mints.forEach((f, i) =>
    dex.setPairs(f.mint, [
      {
        pairAddress: fixtureAddress(`bulk-market-pair:${i}`),
        baseToken: { address: f.mint },
        liquidityUsd: 500_000 + i,
      },
    ]),
  );
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "2000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    SELL_SIMULATION: "off",
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
  await dex?.close();
});

const batch = (fixtures: Fixture[]) =>
  fetch(server.url + "/api/v1/scan/batch", {
    method: "POST",
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
    body: JSON.stringify({ chain: "solana", items: fixtures.map((f) => ({ tokenAddress: f.mint })) }),
  });
const marketRequests = () => dex.requests.filter((r) => r.includes("/v1/solana/"));

describe("market data for a 100-item batch", () => {
  it("makes at most 4 DexScreener requests (30 tokens each), and every item gets its own pair's liquidity", async () => {
    dex.requests.length = 0;
    const res = await batch(mints);
    expect(res.status).toBe(200);
    const body = BatchResponseSchema.parse(await res.json());
    expect(body.summary).toEqual({ requested: 100, succeeded: 100, failed: 0, charged: 100 });
    const requests = marketRequests();
    expect(requests.length).toBeLessThanOrEqual(4);
    for (const r of requests) {
      expect(r).toMatch(/^GET \/tokens\/v1\/solana\//);
      expect(r.split("/").at(-1)!.split(",").length).toBeLessThanOrEqual(30);
    }
    body.items.forEach((item, i) => {
      expect(item.status).toBe("ok");
      if (item.status !== "ok") return;
      expect(item.result).toMatchObject({
        token_address: mints[i].mint,
        liquidity_usd: 500_000 + i,
        liquidity_source: "market",
      });
    });
  });

  it("a second batch of the same tokens is answered from the pair cache in the store: no DexScreener request", async () => {
    dex.requests.length = 0;
    const res = await batch(mints.slice(0, 40));
    expect(res.status).toBe(200);
    const body = BatchResponseSchema.parse(await res.json());
    expect(body.summary.failed).toBe(0);
    expect(marketRequests()).toEqual([]);
    body.items.forEach((item, i) => item.status === "ok" && expect(item.result.liquidity_usd).toBe(500_000 + i));
  });

  it("a 429 from DexScreener makes liquidity unknown on the affected items, never a failed batch, and Retry-After is honoured", async () => {
    const fresh: Fixture[] = [];
    for (let i = 0; i < 10; i++)
      fresh.push(
        await buildFixture({ name: `bulk-market-429-${i}`, program: "spl-token", metaplex: { isMutable: false } }),
      );
    for (const f of fresh) rpc.addScenario(f);
    dex.setRetryAfter("30");
    dex.setFault(fresh[0].mint, "429");
    dex.requests.length = 0;
    const res = await batch(fresh);
    expect(res.status).toBe(200);
    const body = BatchResponseSchema.parse(await res.json());
    expect(body.summary).toEqual({ requested: 10, succeeded: 10, failed: 0, charged: 10 });
    for (const item of body.items) {
      expect(item.status).toBe("ok");
      if (item.status !== "ok") continue;
      expect(item.result.liquidity_usd).toBeNull();
      expect(item.result.liquidity_source).toBe("unknown");
      expect(item.result.unknown).toContain("LIQUIDITY_LOW");
      expect(item.result.flags).not.toContain("LIQUIDITY_LOW");
    }
    expect(marketRequests()).toHaveLength(1);
    // Within Retry-After the server does not ask again, even with the fault gone: still unknown, not failed.
    dex.setFault(fresh[0].mint, null);
    const again = BatchResponseSchema.parse(await (await batch(fresh.slice(0, 3))).json());
    expect(again.summary.failed).toBe(0);
    for (const item of again.items) if (item.status === "ok") expect(item.result.liquidity_source).toBe("unknown");
    expect(marketRequests()).toHaveLength(1);
  });
});
