/**
 * The bench's venue part: live scans through the production server of tokens whose liquidity sits in position
 * venues (pools, positions and position NFTs encoded with the protocols' own coders, tests/support/venue-scenarios.ts),
 * with market data from the local DexScreener stand-in and the chain from the local JSON-RPC stand-in behind the
 * counting proxy. Per scan: RPC round trips (the proxy's causal depth), HTTP requests and calls. Only the counts
 * are asserted: at most 3 round trips (positions with the pool accounts in round trip 2, the position NFTs'
 * holders in round trip 3) and each scenario's request bound. Sell simulation and mint history are off here
 * (their requests are measured by the main part of the bench). The RPC answers after VENUE_RPC_DELAY_MS.
 */

import { startCountingProxy } from "../tests/reliability/support/rpc";
import { startPidNextServer } from "../tests/reliability/support/server";
import { type DexScreenerServer, startDexScreenerServer } from "../tests/support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../tests/support/local-rpc-server";
import { installVenueScenarios } from "../tests/support/venue-scenarios";

/** Every full scan, venue pools included. */
export const VENUE_MAX_ROUND_TRIPS = 3;
/** The stand-in RPC's answer delay during the venue scans (a simulated network round trip). */
const VENUE_RPC_DELAY_MS = 100;

/**
 * The scenarios measured, with their request bound (today's count): RT1 one batched request; RT2 the holders and
 * pool accounts plus each getProgramAccounts alone (positions; CLMM / Whirlpool also their lock accounts); RT3 the
 * holders' accounts of the largest position NFTs (DLMM positions name their owner: no RT3).
 */
export const VENUE_BENCH: ReadonlyArray<{ scenario: string; maxRequests: number }> = [
  { scenario: "damm-v2-deployer-split", maxRequests: 4 },
  { scenario: "clmm-deployer-split", maxRequests: 5 },
  { scenario: "whirlpool-top-holder-split", maxRequests: 5 },
  { scenario: "dlmm-many", maxRequests: 4 },
];

export interface VenueBenchRow {
  scenario: string;
  kind: string | null;
  riskLevel: string | null;
  pullablePct: number | null;
  pullableRole: string | null;
  roundTrips: number;
  requests: number;
  maxRequests: number;
  calls: Record<string, number>;
}

export async function measureVenues(
  serverEnv: Record<string, string>,
  apiKey: string,
  log: (s: string) => void,
): Promise<VenueBenchRow[]> {
  let rpc: LocalRpc | null = null;
  let dex: DexScreenerServer | null = null;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>> | null = null;
  let server: Awaited<ReturnType<typeof startPidNextServer>> | null = null;
  try {
    rpc = await startLocalRpc({ fixtures: [] });
    dex = await startDexScreenerServer();
    const scenarios = await installVenueScenarios(rpc, dex);
    // Every answer delayed, so that requests sent together reach the proxy before any of them is answered (on bare
    // loopback a fast answer can beat a concurrent request's arrival, which the causal depth would count as a round).
    rpc.setMode("slow", VENUE_RPC_DELAY_MS);
    proxy = await startCountingProxy(rpc.url);
    server = await startPidNextServer({
      ...serverEnv,
      SOLANA_RPC_URL: proxy.url,
      MARKET_DATA: "on",
      DEXSCREENER_BASE_URL: dex.url,
      SELL_SIMULATION: "off",
      TOKEN_HISTORY_PAGES: "0",
    });
    const rows: VenueBenchRow[] = [];
    for (const { scenario, maxRequests } of VENUE_BENCH) {
      const sc = scenarios[scenario];
      proxy.reset();
      const res = await fetch(`${server.url}/api/v1/scan`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ chain: "solana", tokenAddress: sc.mint }),
      });
      const body = (await res.json()) as {
        riskLevel?: string;
        market?: {
          pools?: Array<{
            pairAddress: string;
            lp: { kind: string; pullablePct?: number | null; pullableBy?: { role: string } | null };
          }>;
        };
      };
      if (res.status !== 200)
        throw new Error(`venue scan ${scenario}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      const counts = proxy.counts();
      const lp = body.market?.pools?.find((p) => p.pairAddress === sc.pair)?.lp ?? null;
      rows.push({
        scenario,
        kind: lp?.kind ?? null,
        riskLevel: body.riskLevel ?? null,
        pullablePct: lp?.pullablePct ?? null,
        pullableRole: lp?.pullableBy?.role ?? null,
        roundTrips: counts.chain,
        requests: counts.total,
        maxRequests,
        calls: counts.calls,
      });
    }
    log(`venue scans: ${rows.map((r) => `${r.scenario} ${r.roundTrips} RT / ${r.requests} req`).join(", ")}`);
    return rows;
  } finally {
    await server?.stop();
    await proxy?.close();
    await rpc?.close();
    await dex?.close();
  }
}
