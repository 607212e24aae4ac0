/**
 * Round-trip depth and RPC requests of a FULL live scan: market data from the local DexScreener
 * stand-in (a CPMM and an AMM v4 pool, accounts encoded with the engine's own Raydium codecs), LP
 * status of both pools, mint history (age + creator) and the sell simulation (real, on LiteSVM),
 * against the real local JSON-RPC server delaying EVERY answer by DELAY_MS. The reader batches
 * same-turn calls (`coalesceMs: 0`), as the server's single-scan reader does.
 *
 * Depth, two ways:
 *  - latency: (scan wall time - the same scan's wall time with no delay) / DELAY_MS, the best of a
 *    few runs of each (load on a shared machine only ever adds time; subtracting the undelayed
 *    time removes the engine's CPU and the LiteSVM simulation, the "overhead");
 *  - causal: each RPC HTTP request is 1 + the depth of the deepest request that had answered when it
 *    left (observed through the reader's transport), so the chain of waits, not the clock.
 * Floor: 3 dependent round trips (mint + largest holders -> holder accounts, pools and the CPMM LP
 * mint derived from its pool -> LP holder owners and the simulation). DEPTH_REPORT=1 prints the figures.
 */

import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METEORA_DAMM_V2, METEORA_DLMM, RAYDIUM_CLMM } from "@/lib/chains/solana/venues/ids";
import { createRpcReader, createSellSimulator, SimulationQueue, scanToken } from "@/lib/engine";
import type { EngineResult } from "@/lib/engine/types";
import { createDexScreenerClient } from "@/lib/market/dexscreener";
import { type HttpTransport, httpTransport } from "@/lib/net/http-client";
import { type DexScreenerServer, startDexScreenerServer } from "../../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { installAmmV4Pool, installCpmmPool } from "../../support/raydium-pools";
import {
  buildFixture,
  type Fixture,
  fixtureAddress,
  INCINERATOR,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountBytes,
} from "../../support/solana-fixtures";
import {
  dlmmShares,
  encodeClmmPool,
  encodeClmmPosition,
  encodeDammV2Pool,
  encodeDammV2Position,
  encodeDlmmPosition,
  encodeLbPair,
} from "../../support/venue-pools";

const DELAY_MS = 300;
const RUNS = 3;
const RESERVE = 1_000_000_000n;

let rpc: LocalRpc;
let dex: DexScreenerServer;
let token: Fixture;
let cpmmLp: string;

const cpmmPair = fixtureAddress("depth:cpmm-pool");
const v4Pair = fixtureAddress("depth:v4-pool");
const v4OpenPair = fixtureAddress("depth:v4-open-pool");
const dammPair = fixtureAddress("depth:damm-v2-pool");
const dlmmPair = fixtureAddress("depth:dlmm-pair");
const clmmPair = fixtureAddress("depth:clmm-pool");
/** The depth token's metadata update authority (buildFixture): the wallet a deployer keeps. */
const deployer = fixtureAddress("depth-token:update-authority");

beforeAll(async () => {
  token = await buildFixture({ name: "depth-token", program: "spl-token", metaplex: { isMutable: false } });
  rpc = await startLocalRpc({ fixtures: [token] });
  dex = await startDexScreenerServer();

  // CPMM: its LP mint is the program's PDA of the pool; half the LP burnt by supply, a fifth at
  // the incinerator, the rest in a wallet.
  cpmmLp = await installCpmmPool(rpc, "depth:cpmm", cpmmPair, token.mint, RESERVE, RESERVE / 2n, [
    [INCINERATOR, RESERVE / 5n],
    [fixtureAddress("depth:lp-wallet"), (RESERVE * 3n) / 10n],
  ]);
  // AMM v4, all LP burnt (supply 0; the creator's emptied LP account is still listed).
  installAmmV4Pool(rpc, "depth:v4", v4Pair, token.mint, RESERVE, 0n, [[fixtureAddress("depth:v4-creator"), 0n]]);
  // AMM v4 whose LP sits in a wallet: its LP mint is known only from the pool account.
  installAmmV4Pool(rpc, "depth:v4-open", v4OpenPair, token.mint, RESERVE, RESERVE, [
    [fixtureAddress("depth:v4-open-whale"), RESERVE],
  ]);

  // Meteora DAMM v2 (liquidity permanently locked) and DLMM (two owners), encoded with their SDKs' coders.
  const put = (a: string, owner: string, data: Uint8Array) => rpc.setAccount(a, { owner, data, lamports: 10_000_000n });
  put(
    dammPair,
    METEORA_DAMM_V2,
    encodeDammV2Pool({ tokenAMint: token.mint, liquidity: 1000n, permanentLockLiquidity: 1000n }),
  );
  put(
    fixtureAddress("depth:damm-position"),
    METEORA_DAMM_V2,
    encodeDammV2Position({
      pool: dammPair,
      nftMint: fixtureAddress("depth:damm-nft"),
      permanentLockedLiquidity: 1000n,
    }),
  );
  put(dlmmPair, METEORA_DLMM, encodeLbPair({ activationType: 1, tokenXMint: token.mint }));
  for (const i of [0, 1])
    put(
      fixtureAddress(`depth:dlmm-position:${i}`),
      METEORA_DLMM,
      encodeDlmmPosition({
        lbPair: dlmmPair,
        owner: fixtureAddress(`depth:dlmm-owner:${i}`),
        liquidityShares: dlmmShares(10n, 3),
      }),
    );

  // Raydium CLMM: three equal positions, two of whose NFTs sit in the deployer's (metadata update authority's)
  // associated token accounts (Token and Token-2022).
  put(
    clmmPair,
    RAYDIUM_CLMM,
    encodeClmmPool({ creator: fixtureAddress("depth:clmm-creator"), mintA: token.mint, liquidity: 300n }),
  );
  for (const i of [0, 1, 2]) {
    const nft = fixtureAddress(`depth:clmm-nft:${i}`);
    put(
      fixtureAddress(`depth:clmm-position:${i}`),
      RAYDIUM_CLMM,
      encodeClmmPosition({ nftMint: nft, poolId: clmmPair, liquidity: 100n }),
    );
    if (i === 2) continue;
    const program = i === 0 ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
    const ata = getAssociatedTokenAddressSync(
      new PublicKey(nft),
      new PublicKey(deployer),
      true,
      new PublicKey(program),
    ).toBase58();
    put(ata, program, tokenAccountBytes(i === 0 ? "spl-token" : "token-2022", nft, deployer, 1n));
  }

  const base = Math.floor(Date.now() / 1000) - 40 * 86_400;
  rpc.setHistory(
    token.mint,
    Array.from({ length: 4 }, (_, i) => ({
      signature: `depth-sig${i}`.padEnd(24, "x"),
      slot: 500 + i,
      blockTime: base + i * 3600,
      feePayer: fixtureAddress(i === 0 ? "depth:creator" : "depth:trader"),
    })),
  );
});
afterAll(async () => {
  rpc.setMode("ok");
  await rpc.close();
  await dex.close();
});

interface Measured {
  result: EngineResult;
  httpRequests: number;
  calls: Record<string, number>;
  /** Latency depth: (delayed - undelayed wall time) / DELAY_MS. */
  depth: number;
  /** Causal depth: the longest chain of RPC requests each sent after the previous one answered. */
  chain: number;
}

const simulator = createSellSimulator({ queue: new SimulationQueue(), budgetMs: 20_000 });

async function fullScan(): Promise<{ result: EngineResult; ms: number; chain: number }> {
  const exchanges: Array<{ sent: number; answered: number; depth: number }> = [];
  const transport: HttpTransport = async (url, init) => {
    const sent = performance.now();
    const depth = 1 + Math.max(0, ...exchanges.filter((e) => e.answered <= sent).map((e) => e.depth));
    const entry = { sent, answered: Infinity, depth };
    exchanges.push(entry);
    try {
      return await httpTransport(url, init);
    } finally {
      entry.answered = performance.now();
    }
  };
  const started = performance.now();
  const result = await scanToken(
    { chain: "solana", tokenAddress: token.mint },
    createRpcReader({ url: rpc.url, coalesceMs: 0, transport }),
    {
      mode: "live",
      market: createDexScreenerClient({ baseUrl: dex.url }),
      simulator,
      history: { pages: 3, pageSize: 1000 },
    },
  );
  return { result, ms: performance.now() - started, chain: Math.max(0, ...exchanges.map((e) => e.depth)) };
}

/** Warm-up (LiteSVM loads lazily), RUNS undelayed scans, then RUNS scans with every answer delayed. */
async function measure(): Promise<Measured> {
  rpc.setMode("ok");
  await fullScan();
  let undelayed = Infinity;
  for (let i = 0; i < RUNS; i++) undelayed = Math.min(undelayed, (await fullScan()).ms);
  rpc.setMode("slow", DELAY_MS);
  try {
    let best: (Measured & { ms: number }) | null = null;
    for (let i = 0; i < RUNS; i++) {
      rpc.resetStats();
      const { result, ms, chain } = await fullScan();
      const s = rpc.stats();
      if (!best || ms < best.ms)
        best = { result, ms, chain, httpRequests: s.httpRequests, calls: { ...s.calls }, depth: 0 };
    }
    best!.depth = Math.round(((best!.ms - undelayed) / DELAY_MS) * 100) / 100;
    if (process.env.DEPTH_REPORT)
      console.log(
        `delayed ${best!.ms.toFixed(0)} ms, undelayed ${undelayed.toFixed(0)} ms, raw ${(best!.ms / DELAY_MS).toFixed(2)} RTT`,
      );
    return best!;
  } finally {
    rpc.setMode("ok");
  }
}

const lpOf = (r: EngineResult, pair: string) => r.market.pools.find((p) => p.pairAddress === pair)!.lp;

describe("full live scan depth (market, LP, history, simulation) against a delayed RPC", () => {
  it("CPMM + AMM v4 (LP burnt): every fact is read, in 3 round trips (<= 3.5) and <= 6 HTTP requests", async () => {
    dex.setPairs(token.mint, [
      { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
      { pairAddress: v4Pair, baseToken: { address: token.mint }, liquidityUsd: 200_000 },
    ]);
    const m = await measure();
    if (process.env.DEPTH_REPORT)
      console.log(`full scan: depth ${m.depth} (chain ${m.chain}), ${m.httpRequests} HTTP requests`, m.calls);
    const r = m.result;
    // Everything a full scan reports was actually read.
    expect(lpOf(r, cpmmPair)).toMatchObject({
      status: "ok",
      kind: "raydium-cpmm",
      lpMint: cpmmLp,
      burnedPct: 70,
      lockedPct: 0,
      unlockedPct: 30,
    });
    expect(lpOf(r, v4Pair)).toMatchObject({ status: "ok", kind: "raydium-amm-v4", burnedPct: 100, unlockedPct: 0 });
    expect(r.simulation).toMatchObject({ status: "sellable", methods: ["transfer"], taxPct: 0 });
    expect(r.age).toMatchObject({ source: "mint_signatures", complete: true, signaturesRead: 4 });
    expect(r.creator).toMatchObject({ address: fixtureAddress("depth:creator"), source: "first_transaction" });
    expect(r.holders.status).toBe("ok");
    expect(r.sources.map((s) => s.kind)).toEqual(["rpc", "market"]);
    // Requests: [mint+metadata+curve || largest], signatures; [holders+pools+CPMM LP mint || LP largest],
    // first transaction; [LP holder owners || AMM v4 LP mint + LP largest], simulation.
    expect(m.httpRequests).toBeLessThanOrEqual(6);
    expect(m.calls).toEqual({
      getMultipleAccounts: 4,
      getTokenLargestAccounts: 3,
      getSignaturesForAddress: 1,
      getTransaction: 1,
      simulateTransaction: 1,
    });
    expect(r.sources[0].requests).toBe(m.httpRequests);
    expect(m.chain).toBe(3);
    expect(m.depth, `depth ${m.depth} round trips of ${DELAY_MS} ms`).toBeLessThanOrEqual(3.5);
    expect(m.depth).toBeGreaterThanOrEqual(2.5); // the delay really applied to every dependent round trip
  }, 60_000);

  it("an AMM v4 pool whose LP is held by a wallet needs one round trip more (its LP mint is only in the pool account)", async () => {
    dex.setPairs(token.mint, [
      { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
      { pairAddress: v4OpenPair, baseToken: { address: token.mint }, liquidityUsd: 200_000 },
    ]);
    const m = await measure();
    if (process.env.DEPTH_REPORT)
      console.log(
        `AMM v4 with LP in a wallet: depth ${m.depth} (chain ${m.chain}), ${m.httpRequests} HTTP requests`,
        m.calls,
      );
    expect(lpOf(m.result, v4OpenPair)).toMatchObject({
      status: "ok",
      kind: "raydium-amm-v4",
      burnedPct: 0,
      unlockedPct: 100,
    });
    expect(lpOf(m.result, cpmmPair)).toMatchObject({ status: "ok", unlockedPct: 30 });
    expect(m.httpRequests).toBeLessThanOrEqual(7);
    expect(m.chain).toBe(4);
    expect(m.depth, `depth ${m.depth}`).toBeLessThanOrEqual(4.5);
  }, 60_000);

  it("a CPMM label on a pool that is not CPMM: the derived LP mint is refuted by the pool account and LP is still read right, at no extra request", async () => {
    dex.setPairs(token.mint, [
      { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
      { pairAddress: v4Pair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 200_000 },
    ]);
    const m = await measure();
    expect(lpOf(m.result, v4Pair)).toMatchObject({
      status: "ok",
      kind: "raydium-amm-v4",
      lpMint: fixtureAddress("depth:v4:lp-mint"),
      burnedPct: 100,
      unlockedPct: 0,
    });
    expect(lpOf(m.result, cpmmPair)).toMatchObject({ status: "ok", lpMint: cpmmLp, unlockedPct: 30 });
    // The refuted guess costs one getTokenLargestAccounts inside round trip 2's request.
    expect(m.calls).toMatchObject({ getMultipleAccounts: 4, getTokenLargestAccounts: 4 });
    expect(m.httpRequests).toBeLessThanOrEqual(6);
    expect(m.chain).toBe(3);
    expect(m.depth, `depth ${m.depth}`).toBeLessThanOrEqual(3.5);
  }, 60_000);

  it("with Meteora DAMM v2 and DLMM pools too: their positions ride in round trip 3 (DAMM v2: one getProgramAccounts; DLMM: two data slices), still 3 round trips", async () => {
    dex.setPairs(token.mint, [
      { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
      { pairAddress: v4Pair, baseToken: { address: token.mint }, liquidityUsd: 200_000 },
      {
        pairAddress: dammPair,
        baseToken: { address: token.mint },
        dexId: "meteora",
        labels: ["DYN2"],
        liquidityUsd: 100_000,
      },
      {
        pairAddress: dlmmPair,
        baseToken: { address: token.mint },
        dexId: "meteora",
        labels: ["DLMM"],
        liquidityUsd: 100_000,
      },
    ]);
    const m = await measure();
    if (process.env.DEPTH_REPORT)
      console.log(`with DAMM v2 + DLMM: depth ${m.depth} (chain ${m.chain}), ${m.httpRequests} HTTP requests`, m.calls);
    expect(lpOf(m.result, dammPair)).toMatchObject({
      status: "ok",
      kind: "meteora-damm-v2",
      positions: 1,
      pullablePct: 0,
    });
    expect(lpOf(m.result, dlmmPair)).toMatchObject({
      status: "ok",
      kind: "meteora-dlmm",
      positions: 2,
      pullablePct: 50,
    });
    expect(m.result.simulation).toMatchObject({ status: "sellable" });
    expect(m.calls).toMatchObject({ getProgramAccounts: 3, getMultipleAccounts: 4, getTokenLargestAccounts: 3 });
    // The 6 requests of the scan without them, plus each getProgramAccounts alone (never batched: its answer
    // can be megabytes), in the same third round trip.
    expect(m.httpRequests).toBeLessThanOrEqual(9);
    expect(m.chain).toBe(3);
    expect(m.depth, `depth ${m.depth}`).toBeLessThanOrEqual(3.5);
  }, 60_000);

  it("with a Raydium CLMM pool whose deployer holds 2 of 3 positions: positions ride with the pool accounts, the NFT holders in round trip 3, still 3 round trips", async () => {
    dex.setPairs(token.mint, [
      { pairAddress: cpmmPair, baseToken: { address: token.mint }, labels: ["CPMM"], liquidityUsd: 300_000 },
      { pairAddress: v4Pair, baseToken: { address: token.mint }, liquidityUsd: 200_000 },
      {
        pairAddress: clmmPair,
        baseToken: { address: token.mint },
        dexId: "raydium",
        labels: ["CLMM"],
        liquidityUsd: 100_000,
      },
    ]);
    const m = await measure();
    if (process.env.DEPTH_REPORT)
      console.log(`with CLMM holders: depth ${m.depth} (chain ${m.chain}), ${m.httpRequests} HTTP requests`, m.calls);
    expect(lpOf(m.result, clmmPair)).toMatchObject({
      status: "ok",
      kind: "raydium-clmm",
      positions: 3,
      parties: 2,
      pullablePct: 66.6666,
      pullableBy: { kind: "wallet", address: deployer, role: "deployer" },
    });
    expect(m.result.simulation).toMatchObject({ status: "sellable" });
    expect(m.result.age).toMatchObject({ source: "mint_signatures", complete: true });
    // The full scan's calls plus the CLMM positions and lock accounts (round trip 2, each alone) and one
    // getMultipleAccounts of the holders' accounts (round trip 3).
    expect(m.calls).toMatchObject({ getProgramAccounts: 2, getMultipleAccounts: 5, getTokenLargestAccounts: 3 });
    expect(m.httpRequests).toBeLessThanOrEqual(8);
    expect(m.chain).toBe(3);
    expect(m.depth, `depth ${m.depth}`).toBeLessThanOrEqual(3.5);
  }, 60_000);
});
