/**
 * RPC HTTP requests of one FULL live scan through the production server (`next start`): market
 * data from the local DexScreener stand-in (a CPMM and an AMM v4 pool whose accounts carry real
 * bytes), LP status, mint history (age + creator) and the sell simulation (LiteSVM behind the local
 * RPC). Round-trip depth is asserted in-process in tests/unit/engine/scan-depth.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FullScanResponseSchema } from "@/lib/api/schemas";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { installAmmV4Pool, installCpmmPool } from "../support/raydium-pools";
import { writeSeedFile } from "../support/seed";
import { buildFixture, type Fixture, fixtureAddress, INCINERATOR } from "../support/solana-fixtures";

const RESERVE = 1_000_000_000n;
let rpc: LocalRpc;
let dex: DexScreenerServer;
let server: NextServer;
let token: Fixture;
let seed: ReturnType<typeof writeSeedFile>;
const cpmmPair = fixtureAddress("depth-api:cpmm-pool");
const v4Pair = fixtureAddress("depth-api:v4-pool");

beforeAll(async () => {
  token = await buildFixture({ name: "depth-api-token", program: "spl-token", metaplex: { isMutable: false } });
  rpc = await startLocalRpc({ fixtures: [token] });
  dex = await startDexScreenerServer();
  await installCpmmPool(rpc, "depth-api:cpmm", cpmmPair, token.mint, RESERVE, RESERVE / 2n, [
    [INCINERATOR, RESERVE / 5n],
    [fixtureAddress("depth-api:lp-wallet"), (RESERVE * 3n) / 10n],
  ]);
  installAmmV4Pool(rpc, "depth-api:v4", v4Pair, token.mint, RESERVE, 0n, []);
  dex.setPairs(token.mint, [
    { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
    { pairAddress: v4Pair, baseToken: { address: token.mint }, liquidityUsd: 200_000 },
  ]);
  const base = Math.floor(Date.now() / 1000) - 40 * 86_400;
  rpc.setHistory(token.mint, [
    {
      signature: "depth-api-sig0".padEnd(24, "x"),
      slot: 500,
      blockTime: base,
      feePayer: fixtureAddress("depth-api:creator"),
    },
    {
      signature: "depth-api-sig1".padEnd(24, "x"),
      slot: 501,
      blockTime: base + 3600,
      feePayer: fixtureAddress("depth-api:trader"),
    },
  ]);
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "5000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    SELL_SIMULATION: "on",
    SIMULATION_BUDGET_MS: "20000",
    TOKEN_HISTORY_PAGES: "3",
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
  await dex?.close();
});

describe("a full live scan through the server", () => {
  it("reads market, LP of both pools, history and the simulation in at most 6 RPC HTTP requests", async () => {
    rpc.resetStats();
    const res = await fetch(server.url + "/api/v1/scan", {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
      body: JSON.stringify({ chain: "solana", tokenAddress: token.mint }),
    });
    expect(res.status).toBe(200);
    const body = FullScanResponseSchema.parse(await res.json());
    const lpOf = (pair: string) => body.market.pools.find((p) => p.pairAddress === pair)!.lp;
    expect(lpOf(cpmmPair)).toMatchObject({ status: "ok", kind: "raydium-cpmm", burnedPct: 70, unlockedPct: 30 });
    expect(lpOf(v4Pair)).toMatchObject({ status: "ok", kind: "raydium-amm-v4", burnedPct: 100, unlockedPct: 0 });
    expect(body.simulation).toMatchObject({ status: "sellable", taxPct: 0 });
    expect(body.age).toMatchObject({ source: "mint_signatures", complete: true });
    expect(body.creator).toMatchObject({ address: fixtureAddress("depth-api:creator"), source: "first_transaction" });
    const s = rpc.stats();
    expect(s.calls).toEqual({
      getMultipleAccounts: 4,
      getTokenLargestAccounts: 3,
      getSignaturesForAddress: 1,
      getTransaction: 1,
      simulateTransaction: 1,
    });
    expect(s.httpRequests).toBeLessThanOrEqual(6);
  }, 60_000);
});
