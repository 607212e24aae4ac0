import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FullScanResponseSchema, PlatformScanResponseSchema } from "@/lib/api/schemas";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { envelope } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";

let dex: DexScreenerServer;
let rpc: LocalRpc;
let server: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  dex = await startDexScreenerServer();
  seed = writeSeedFile([
    { id: "acct_quota", tier: "free" },
    { id: "acct_batchq", tier: "free" },
    { id: "acct_refund", tier: "free" },
  ]);
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "1000",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    // Market data from a local DexScreener-shaped server (never the internet). It lists no
    // pairs for these fixtures, so liquidity stays unknown. Simulation and mint history are
    // off here so the base round-trip count (3 requests) stays observable; both are
    // exercised against the same local RPC in tests/unit/solana/*.
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
  await dex?.close();
});

const scan = (body: unknown, headers: Record<string, string> = {}, key = seed.keys.enterprise) =>
  fetch(server.url + "/api/v1/scan", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/v1/scan: responses", () => {
  it("returns the full payload by default, read live from the RPC", async () => {
    const res = await scan({ tokenAddress: fx.clean.mint, chain: "solana" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const body = FullScanResponseSchema.strict().parse(await res.json());
    expect(body).toMatchObject({ mode: "live", chain: "solana", tokenAddress: fx.clean.mint, riskLevel: "low" });
    expect(body.sources[0]).toMatchObject({ kind: "rpc", requests: 2 });
    expect(body.simulation.status).toBe("not_run");
    expect(body.findings.find((f) => f.id === "MINT_AUTHORITY_ACTIVE")?.status).toBe("pass");
    // Liquidity is not known without market data: unknown, never safe.
    expect(body.findings.find((f) => f.id === "LIQUIDITY_LOW")?.status).toBe("unknown");
    expect(body.liquidity).toEqual({ usd: null, source: "unknown" });
  });

  it("asks the market-data server concurrently and reports its answer; new facts are present", async () => {
    dex.requests.length = 0;
    const body = FullScanResponseSchema.strict().parse(
      await (await scan({ tokenAddress: fx["whale-80"].mint })).json(),
    );
    expect(dex.requests).toEqual([`GET /tokens/v1/solana/${fx["whale-80"].mint}`]);
    expect(body.sources.map((s) => s.kind)).toEqual(["rpc", "market"]);
    expect(body.market).toMatchObject({ status: "unknown", source: "dexscreener" });
    expect(body.trust.status).toBe("not_listed");
    expect(body.launchpad.status).toBe("none");
    expect(body.holders.top1PctRaw).toBe(80);
  });

  it("reports a live mint authority as a failed finding that lowers the score", async () => {
    const clean = FullScanResponseSchema.parse(await (await scan({ tokenAddress: fx.clean.mint })).json());
    const minty = FullScanResponseSchema.parse(await (await scan({ tokenAddress: fx["mint-authority"].mint })).json());
    expect(minty.findings.find((f) => f.id === "MINT_AUTHORITY_ACTIVE")?.status).toBe("fail");
    expect(minty.safetyScore).toBeLessThan(clean.safetyScore);
  });

  it("selects platform JSON with responseMode or the Accept header", async () => {
    const viaBody = await scan({ tokenAddress: fx["mint-authority"].mint, responseMode: "platform" });
    const p1 = PlatformScanResponseSchema.strict().parse(await viaBody.json());
    expect(p1.flags).toContain("MINT_AUTHORITY_ACTIVE");
    expect(p1).toMatchObject({ token_address: fx["mint-authority"].mint, chain: "solana", mode: "live" });

    const viaAccept = await scan(
      { tokenAddress: fx["mint-authority"].mint },
      { accept: "application/vnd.service.platform+json" },
    );
    const p2 = PlatformScanResponseSchema.strict().parse(await viaAccept.json());
    expect(p2.flags).toEqual(p1.flags);
  });

  it("accepts the legacy mint field and the X-API-Key header", async () => {
    const res = await fetch(server.url + "/api/v1/scan", {
      method: "POST",
      headers: { "x-api-key": seed.keys.pro, "content-type": "application/json" },
      body: JSON.stringify({ mint: fx.clean.mint, chain: "solana" }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).tokenAddress).toBe(fx.clean.mint);
  });

  it("uses and labels caller-supplied liquidity and top-holder figures", async () => {
    const body = FullScanResponseSchema.parse(
      await (await scan({ tokenAddress: fx.clean.mint, liquidityUsd: 1500, topHolderPct: 85 })).json(),
    );
    expect(body.liquidity).toEqual({ usd: 1500, source: "caller" });
    expect(body.topHolderPct).toEqual({ value: 85, source: "caller" });
    expect(body.findings.find((f) => f.id === "LIQUIDITY_LOW")?.status).toBe("fail");
    expect(body.findings.find((f) => f.id === "TOP_HOLDER_CONCENTRATION")?.status).toBe("fail");
  });

  it("costs exactly 2 RPC HTTP requests (round trip 1 is one JSON-RPC batch) for one live scan", async () => {
    rpc.resetStats();
    expect((await scan({ tokenAddress: fx["whale-80"].mint })).status).toBe(200);
    const s = rpc.stats();
    expect(s.httpRequests).toBe(2);
    expect(s.calls).toEqual({ getMultipleAccounts: 2, getTokenLargestAccounts: 1 });
  });
});

describe("POST /api/v1/scan: errors", () => {
  const cases: [string, unknown, number, string, RegExp?][] = [
    ["bad JSON", "{not json", 400, "INVALID_INPUT"],
    ["empty body", "", 400, "INVALID_INPUT"],
    ["missing address", { chain: "solana" }, 400, "INVALID_INPUT", /tokenAddress/],
    ["bad address", { tokenAddress: "0xdeadbeef" }, 400, "INVALID_INPUT", /Solana address/],
    [
      "unknown chain",
      { tokenAddress: "So11111111111111111111111111111111111111112", chain: "polygon" },
      400,
      "INVALID_INPUT",
      /supported chains: solana, ethereum, base, bsc/,
    ],
  ];
  for (const [label, body, status, reason, message] of cases) {
    it(`${label} → ${status} ${reason}`, async () => {
      const res = await scan(body);
      expect(res.status).toBe(status);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const env = await envelope(res);
      expect(env.reason).toBe(reason);
      if (message) expect(env.error).toMatch(message);
    });
  }

  it("an address that is not a token mint → 400 INVALID_INPUT", async () => {
    const res = await scan({ tokenAddress: fx["not-a-mint"].mint });
    expect(res.status).toBe(400);
    const env = await envelope(res);
    expect(env.reason).toBe("INVALID_INPUT");
    expect(env.error).toMatch(/not a token mint/i);
  });

  it("a body over the limit → 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await scan({ tokenAddress: fx.clean.mint, pad: "x".repeat(70_000) });
    expect(res.status).toBe(413);
    expect((await envelope(res)).reason).toBe("PAYLOAD_TOO_LARGE");
  });

  it("GET → 405 METHOD_NOT_ALLOWED with Allow", async () => {
    const res = await fetch(server.url + "/api/v1/scan", { headers: { authorization: `Bearer ${seed.keys.pro}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await envelope(res)).reason).toBe("METHOD_NOT_ALLOWED");
  });

  it("an unknown API path → 404 in the envelope", async () => {
    const res = await fetch(server.url + "/api/v1/nope", { headers: { authorization: `Bearer ${seed.keys.pro}` } });
    expect(res.status).toBe(404);
    expect((await envelope(res)).reason).toBe("NOT_FOUND");
  });

  for (const mode of ["down", "slow", "garbage"] as const) {
    it(`RPC ${mode} → 503 UPSTREAM_UNAVAILABLE with Retry-After`, async () => {
      rpc.setMode(mode, 3000);
      try {
        const started = Date.now();
        const res = await scan({ tokenAddress: fx.clean.mint });
        expect(res.status).toBe(503);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await envelope(res)).reason).toBe("UPSTREAM_UNAVAILABLE");
        expect(Date.now() - started).toBeLessThan(2900); // the 1 s RPC timeout, not the 3 s delay
      } finally {
        rpc.setMode("ok");
        // Repeated failures may have opened the circuit breaker (2 s); wait until scans work again.
        for (let i = 0; i < 40 && (await scan({ tokenAddress: fx.clean.mint })).status !== 200; i++)
          await new Promise((r) => setTimeout(r, 100));
      }
    });
  }
});

describe("daily quota over HTTP", () => {
  it("admits exactly 10 of 50 concurrent scans on a Free key, with quota headers", async () => {
    const key = seed.byId.acct_quota;
    const results = await Promise.all(Array.from({ length: 50 }, () => scan({ tokenAddress: fx.clean.mint }, {}, key)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    const env = await envelope(refused[0]);
    expect(env.reason).toBe("QUOTA_EXCEEDED");
    expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused[0].headers.get("ratelimit-remaining")).toBe("0");
    expect(ok[0].headers.get("ratelimit-limit")).toBe("10");
    const usage = await (
      await fetch(server.url + "/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })
    ).json();
    expect(usage).toMatchObject({ used: 10, limit: 10, remaining: 0, tier: "free" });
  });

  it("refuses a batch of 5 with 4 left, whole, and consumes nothing", async () => {
    const key = seed.byId.acct_batchq;
    for (let i = 0; i < 6; i++) expect((await scan({ tokenAddress: fx.clean.mint }, {}, key)).status).toBe(200);
    const batch = (n: number) =>
      fetch(server.url + "/api/v1/scan/batch", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({
          chain: "solana",
          items: Array.from({ length: n }, () => ({ tokenAddress: fx.clean.mint, chain: "solana" })),
        }),
      });
    const refused = await batch(5);
    expect(refused.status).toBe(429);
    expect((await envelope(refused)).reason).toBe("QUOTA_EXCEEDED");
    const usage = await (await fetch(server.url + "/api/v1/usage", { headers: { "x-api-key": key } })).json();
    expect(usage.used).toBe(6);
    expect((await batch(4)).status).toBe(200);
  });

  it("gives the unit back when the scan fails on our side (RPC down)", async () => {
    const key = seed.byId.acct_refund;
    rpc.setMode("down");
    try {
      expect((await scan({ tokenAddress: fx.clean.mint }, {}, key)).status).toBe(503);
    } finally {
      rpc.setMode("ok");
    }
    const usage = await (await fetch(server.url + "/api/v1/usage", { headers: { "x-api-key": key } })).json();
    expect(usage.used).toBe(0);
  });
});
