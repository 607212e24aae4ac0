/**
 * Issue 29 end to end through the production server (`next start`): every venue scenario of
 * tests/support/venue-scenarios.ts (pools, positions, escrows and curves encoded with the protocols'
 * own SDK coders) is installed on the local JSON-RPC stand-in and the local DexScreener stand-in, then
 * scanned through POST /api/v1/scan. Each must come back with its expected level, pool facts, launchpad
 * facts and the vault excluded from holders; the position reads ride with the pool account (round trip 2) and who
 * holds the position NFTs is read in the third round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FullScanResponseSchema } from "@/lib/api/schemas";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { installVenueScenarios, VENUE_SCENARIOS, type VenueScenario } from "../support/venue-scenarios";

let rpc: LocalRpc;
let dex: DexScreenerServer;
let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;
let scenarios: Record<string, VenueScenario>;

beforeAll(async () => {
  rpc = await startLocalRpc({ fixtures: [] });
  dex = await startDexScreenerServer();
  scenarios = await installVenueScenarios(rpc, dex);
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "5000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
  await dex?.close();
});

async function scan(mint: string) {
  const res = await fetch(`${server.url}/api/v1/scan`, {
    method: "POST",
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
    body: JSON.stringify({ chain: "solana", tokenAddress: mint }),
  });
  expect(res.status).toBe(200);
  return FullScanResponseSchema.strict().parse(await res.json());
}

describe("venue scenarios scanned through the API", () => {
  it.each(Object.keys(VENUE_SCENARIOS))("%s", async (name) => {
    const sc = scenarios[name];
    const body = await scan(sc.mint);
    const e = sc.expect;
    expect(body.riskLevel).toBe(e.riskLevel);
    expect(body.findings.find((f) => f.id === "LP_UNLOCKED")).toMatchObject(e.lpUnlocked);
    if (e.lp) {
      const pool = body.market.pools.find((p) => p.pairAddress === sc.pair) ?? body.market.pools[0];
      expect(pool.lp).toMatchObject(e.lp);
    }
    if (e.launchpad) expect(body.launchpad).toMatchObject(e.launchpad);
    expect(body.holders.top[0]).toMatchObject({ label: e.vaultLabel, excluded: true });
    expect(body.holders.top1Pct).toBe(3);
  });

  it("a DAMM v2 scan (labelled DYN2) reads its positions with the pool account, and who holds the position NFT in round trip 3", async () => {
    rpc.resetStats();
    const body = await scan(scenarios["damm-v2-deployer"].mint);
    const s = rpc.stats();
    expect(s.calls).toEqual({ getMultipleAccounts: 3, getTokenLargestAccounts: 1, getProgramAccounts: 1 });
    // [mint+metadata+curves || largest], [holders+pool || positions], [NFT account + candidates' accounts]: the
    // heavy getProgramAccounts goes in its own HTTP request (so a huge answer cannot fail other reads).
    expect(s.httpRequests).toBe(4);
    expect(body.market.pools[0].lp.largestParties).toEqual([
      { kind: "wallet", address: scenarios["damm-v2-deployer"].deployer, role: "deployer", pct: 100 },
    ]);
  });
});
