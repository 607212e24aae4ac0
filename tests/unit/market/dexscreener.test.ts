import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDexScreenerClient } from "@/lib/market/dexscreener";
import { type DexScreenerServer, startDexScreenerServer } from "../../support/dexscreener-server";

const TOKEN = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
let dex: DexScreenerServer;
beforeAll(async () => {
  dex = await startDexScreenerServer();
});
afterAll(() => dex.close());

describe("DexScreener adapter over a real local HTTP server", () => {
  it("GETs /token-pairs/v1/solana/{token} and parses DexScreener's pair shape", async () => {
    dex.setPairs(TOKEN, [
      {
        pairAddress: "58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2",
        baseToken: { address: TOKEN, symbol: "Bonk" },
        liquidityUsd: 1_000_000,
        buys24h: 10,
        sells24h: 7,
        pairCreatedAt: 1_700_000_000_000,
        volume24h: 5000,
      },
      {
        pairAddress: "3ne4mWqdYuNiYrYZC9TrA3FcfuFdErghH97vNPbjicr1",
        baseToken: { address: TOKEN },
        dexId: "orca",
        labels: ["wp"],
        liquidityUsd: 2500.5,
      },
    ]);
    const r = await createDexScreenerClient({ baseUrl: dex.url }).getPairs("solana", TOKEN);
    expect(dex.requests.at(-1)).toBe(`GET /token-pairs/v1/solana/${TOKEN}`);
    expect(r.status).toBe("ok");
    expect(r.requests).toBe(1);
    expect(r.pairs).toHaveLength(2);
    expect(r.pairs[0]).toMatchObject({
      dexId: "raydium",
      liquidityUsd: 1_000_000,
      buys24h: 10,
      sells24h: 7,
      pairCreatedAt: 1_700_000_000_000,
      priceUsd: 0.0002,
      priceNative: 0.000001234,
      volume24hUsd: 5000,
    });
    expect(r.pairs[1]).toMatchObject({ dexId: "orca", labels: ["wp"], liquidityUsd: 2500.5 });
  });

  it.each([
    ["429", /rate-limited/],
    ["malformed", /malformed/],
    ["garbage", /invalid JSON/],
    ["500", /HTTP 500/],
  ] as const)("%s -> unknown (never safe)", async (fault, reason) => {
    dex.setFault(TOKEN, fault);
    try {
      const r = await createDexScreenerClient({ baseUrl: dex.url }).getPairs("solana", TOKEN);
      expect(r.status).toBe("unknown");
      expect(r.reason).toMatch(reason);
      expect(r.pairs).toEqual([]);
    } finally {
      dex.setFault(TOKEN, null);
    }
  });

  it("an empty array -> unknown", async () => {
    const r = await createDexScreenerClient({ baseUrl: dex.url }).getPairs(
      "solana",
      "So11111111111111111111111111111111111111112",
    );
    expect(r).toMatchObject({ status: "unknown", reason: expect.stringMatching(/no pairs/) });
  });

  it("times out -> unknown", async () => {
    dex.setFault(TOKEN, { slowMs: 500 });
    try {
      const r = await createDexScreenerClient({ baseUrl: dex.url, timeoutMs: 100 }).getPairs("solana", TOKEN);
      expect(r).toMatchObject({ status: "unknown", reason: expect.stringMatching(/timed out/) });
    } finally {
      dex.setFault(TOKEN, null);
    }
  });

  it("unreachable -> unknown", async () => {
    const r = await createDexScreenerClient({ baseUrl: "http://127.0.0.1:1" }).getPairs("solana", TOKEN);
    expect(r.status).toBe("unknown");
  });
});
