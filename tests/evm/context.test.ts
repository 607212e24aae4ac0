/**
 * Scoring context on the local EVM (Hardhat + Uniswap V2), through the engine's entry point:
 *   - pairs against any quote: a pair quoted in a token the network does not list is found through the market data
 *     (DexScreener's shape), verified on chain (token0 / token1, factory() a known factory whose getPair lists it) in
 *     the pair round, and read and simulated through it, with the quote itself (no native/quote route needed); a pair
 *     the market names that does not verify stays unknown;
 *   - buys refused to contracts only: a token that refuses contract recipients (contracts/test-tokens/
 *     ContextTokens.sol) is bought by a plain wallet in the same simulation and reported as a contract-only rule,
 *     while a token whose buys revert for everyone still fails TRADING_SWITCH high.
 * Expectations written before the engine ran on them.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { type EvmScanOptions, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import { localNetwork } from "../support/evm/deploy";

const fx = inject("evm");
let later = 0;

/** A DexScreener-shaped pair naming `pair` with `quote` for `token`. */
const marketPair = (token: Address, pair: Address, quote: Address, liquidityUsd = 60_000): MarketPair => ({
  chainId: "ethereum",
  dexId: "uniswap",
  url: null,
  pairAddress: pair,
  labels: ["v2"],
  baseToken: { address: token, name: null, symbol: null },
  quoteToken: { address: quote, name: null, symbol: "TUSD" },
  priceNative: null,
  priceUsd: 0.00006,
  buys24h: 12,
  sells24h: 9,
  volume24hUsd: 4_000,
  liquidityUsd,
  liquidityBase: null,
  liquidityQuote: null,
  fdv: null,
  marketCap: null,
  pairCreatedAt: null,
});

async function scan(
  token: Address,
  o: { quotes?: Address[]; market?: MarketPair[] } = {},
): Promise<{ result: EngineResult; requests: number }> {
  const rpc = createEvmRpc({ url: fx.url });
  const network = { ...localNetwork(fx), ...(o.quotes ? { quotes: o.quotes } : {}) };
  const options: EvmScanOptions = {
    mode: "live",
    network,
    now: () => later,
    market: o.market ? createStaticMarket(new Map([[token, o.market]]), "test-market") : null,
  };
  const result = await scanEvmToken({ chain: "ethereum", tokenAddress: token }, rpc, options);
  return { result, requests: rpc.counter.httpRequests };
}

const finding = (r: EngineResult, id: string) => {
  const f = r.findings.find((x) => x.id === id);
  if (!f) throw new Error(`no finding ${id}`);
  return f;
};

beforeAll(async () => {
  const rpc = createEvmRpc({ url: fx.url });
  const block = (await rpc.client.request({ method: "eth_getBlockByNumber", params: ["latest", false] } as never)) as {
    timestamp: string;
  };
  later = (Number(BigInt(block.timestamp)) + 30 * 86_400) * 1000;
});

describe("pairs against any quote: the market's deepest pair, verified on chain", () => {
  const sq = () => ({
    address: fx.probeTokens.stableQuoted.address,
    pair: fx.probeTokens.stableQuoted.pair as Address,
  });

  it("a quote the network does not list and no market data: no pair, so the honeypot and LP are unknown (the gap)", async () => {
    const { result } = await scan(sq().address, { quotes: [fx.weth] });
    expect(result.evm!.pairs).toEqual([]);
    expect(finding(result, "HONEYPOT").status).toBe("unknown");
    expect(finding(result, "LP_UNLOCKED").status).toBe("unknown");
  });

  it("the market names the stablecoin pair: verified (tokens, factory, the factory's getPair), read and simulated with the quote itself, in the same round trips", async () => {
    const listed = await scan(sq().address, { market: [marketPair(sq().address, sq().pair, fx.stable)] });
    const { result, requests } = await scan(sq().address, {
      quotes: [fx.weth],
      market: [marketPair(sq().address, sq().pair, fx.stable)],
    });
    expect(result.evm!.pairs.map((p) => [p.pair, p.quote])).toEqual([[sq().pair, fx.stable]]);
    expect(result.evm!.pairs[0].burntPct).toBeGreaterThan(99);
    expect(result.simulation.status).toBe("sellable");
    expect(finding(result, "HONEYPOT").status).toBe("pass");
    for (const id of ["BUY_TAX", "SELL_TAX", "TRANSFER_TAX", "LP_UNLOCKED"])
      expect(finding(result, id).status, id).toBe("pass");
    // The pair is a pool, excluded from the holders exactly as when its quote is configured.
    expect(result.holders.status).toBe("ok");
    expect(finding(result, "TOP10_CONCENTRATION").evidence).toEqual(
      finding(listed.result, "TOP10_CONCENTRATION").evidence,
    );
    // No extra round trip: the same HTTP requests as when the quote is configured.
    expect(requests).toBe(listed.requests);
    expect(result.riskLevel).toBe(listed.result.riskLevel);
  });

  it("a pair the market names that is not this token's: not verified, so simulation and LP stay unknown (never pass)", async () => {
    const wrong = fx.tokens.clean.pair as Address; // a real V2 pair, but of another token
    const { result } = await scan(sq().address, {
      quotes: [fx.weth],
      market: [marketPair(sq().address, wrong, fx.stable)],
    });
    expect(result.evm!.pairs).toEqual([]);
    expect(finding(result, "HONEYPOT").status).toBe("unknown");
    expect(finding(result, "HONEYPOT").detail).toContain(wrong);
    expect(finding(result, "HONEYPOT").detail).toContain("token0()/token1()");
    expect(finding(result, "LP_UNLOCKED").status).toBe("unknown");
  });
});

describe("buys refused to contracts only: the buy delivered to a plain wallet", () => {
  it("a token that refuses contract recipients: buys work for wallets (TRADING_SWITCH passes as contract-only), buy tax measured; HONEYPOT stays unknown (a wallet's bought tokens were not sold)", async () => {
    const { result } = await scan(fx.probeTokens.noContracts.address);
    expect(finding(result, "TRADING_SWITCH").evidence).toMatchObject({ buyOk: false, walletBuyOk: true });
    expect(finding(result, "TRADING_SWITCH")).toMatchObject({
      status: "pass",
      title: "Buys blocked for contracts only",
    });
    expect(finding(result, "TRADING_SWITCH").evidence.contractOnly).toBe(true);
    expect(finding(result, "HONEYPOT")).toMatchObject({
      status: "unknown",
      title: "Sell not tested (contract buyers refused)",
    });
    expect(finding(result, "HONEYPOT").evidence.contractOnly).toBe(true);
    expect(finding(result, "BUY_TAX")).toMatchObject({ status: "pass", evidence: { taxPct: 0 } });
  });

  it("a token whose buys revert for everyone (trading never enabled): the wallet's buy fails too, TRADING_SWITCH stays high", async () => {
    const { result } = await scan(fx.tokens.tradingOff.address);
    expect(finding(result, "TRADING_SWITCH").evidence.walletBuyOk).toBeUndefined();
    expect(finding(result, "TRADING_SWITCH")).toMatchObject({ status: "fail", severity: "high" });
    expect(finding(result, "HONEYPOT").status).toBe("unknown");
  });
});
