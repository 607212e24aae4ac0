/**
 * A REAL local HTTP server speaking DexScreener's public pair endpoints (docs.dexscreener.com/api/reference):
 *   GET /token-pairs/v1/{chainId}/{tokenAddress}      -> Pair[] (DexScreener's documented shape)
 *   GET /tokens/v1/{chainId}/{addr1},{addr2},...      -> Pair[] of all the listed tokens (up to 30
 *       addresses; more -> 400). A pair of two listed tokens appears once.
 * Per-token answers: pairs (default []), or a fault: `429` (with `Retry-After`, see
 * setRetryAfter), `malformed` (not an array), `garbage` (invalid JSON), `slow` (delay), `500`.
 * On the multi-token endpoint a token's fault fails the whole request, as one upstream answer.
 * Chains: pairs are registered per DexScreener chain id (`solana` by default; `ethereum`, `base`, `bsc`), and EVM
 * addresses match case-insensitively, as on DexScreener (which answers them checksummed).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface DexPairInput {
  pairAddress: string;
  baseToken: { address: string; name?: string; symbol?: string };
  dexId?: string;
  labels?: string[];
  liquidityUsd?: number;
  volume24h?: number;
  buys24h?: number;
  sells24h?: number;
  pairCreatedAt?: number;
  priceUsd?: string;
  /** priceChange.h24, percent (default 3.4); null: the pair reports no 24 h change (the key is left out). */
  priceChange24h?: number | null;
  /** Default: wrapped SOL on solana, the chain's wrapped native token elsewhere. */
  quoteToken?: { address: string; name?: string; symbol?: string };
}

export type DexFault = "429" | "malformed" | "garbage" | "500" | { slowMs: number };

export interface DexScreenerServer {
  url: string;
  requests: string[];
  setPairs(token: string, pairs: DexPairInput[], chain?: string): void;
  setFault(token: string, fault: DexFault | null): void;
  /** The `Retry-After` header sent with a 429 (delay-seconds or an HTTP date); null: none. Default "1". */
  setRetryAfter(value: string | null): void;
  close(): Promise<void>;
}

/** A pair object exactly as DexScreener documents it. */
export function dexPair(p: DexPairInput, chain = "solana"): Record<string, unknown> {
  const quote =
    p.quoteToken ??
    (chain === "solana"
      ? { address: "So11111111111111111111111111111111111111112", name: "Wrapped SOL", symbol: "SOL" }
      : { address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", name: "Wrapped Ether", symbol: "WETH" });
  return {
    chainId: chain,
    dexId: p.dexId ?? (chain === "solana" ? "raydium" : "uniswap"),
    url: `https://dexscreener.com/${chain}/${p.pairAddress.toLowerCase()}`,
    pairAddress: p.pairAddress,
    labels: p.labels ?? [],
    baseToken: { address: p.baseToken.address, name: p.baseToken.name ?? "Token", symbol: p.baseToken.symbol ?? "TKN" },
    quoteToken: { address: quote.address, name: quote.name ?? "Quote", symbol: quote.symbol ?? "Q" },
    priceNative: "0.000001234",
    priceUsd: p.priceUsd ?? "0.0002",
    txns: {
      m5: { buys: 1, sells: 1 },
      h1: { buys: 10, sells: 8 },
      h6: { buys: 50, sells: 40 },
      h24: { buys: p.buys24h ?? 400, sells: p.sells24h ?? 380 },
    },
    volume: { h24: p.volume24h ?? 120000, h6: 30000, h1: 5000, m5: 400 },
    priceChange:
      p.priceChange24h === null
        ? { m5: 0.1, h1: -0.5, h6: 1.2 }
        : { m5: 0.1, h1: -0.5, h6: 1.2, h24: p.priceChange24h ?? 3.4 },
    liquidity: { usd: p.liquidityUsd ?? 250000, base: 1000000, quote: 900 },
    fdv: 200000,
    marketCap: 200000,
    pairCreatedAt: p.pairCreatedAt ?? Date.now() - 30 * 24 * 3_600_000,
    info: { imageUrl: "https://example.invalid/x.png", websites: [], socials: [] },
  };
}

export async function startDexScreenerServer(): Promise<DexScreenerServer> {
  const pairs = new Map<string, DexPairInput[]>();
  const key = (chain: string, token: string) => `${chain}|${chain === "solana" ? token : token.toLowerCase()}`;
  const faults = new Map<string, DexFault>();
  const requests: string[] = [];
  let retryAfter: string | null = "1";
  const server = createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const send = (status: number, body: string, type = "application/json") => {
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
      res.end(body);
    };
    const single = /^\/token-pairs\/v1\/([a-z]+)\/([A-Za-z0-9]+)$/.exec(req.url ?? "");
    const multi = /^\/tokens\/v1\/([a-z]+)\/([A-Za-z0-9]+(?:(?:,|%2C)[A-Za-z0-9]+)*)$/i.exec(req.url ?? "");
    if (req.method !== "GET" || !(single || multi)) return send(404, JSON.stringify({ error: "not found" }));
    const chain = (single ?? multi)![1];
    const tokens = single ? [single[2]] : [...new Set(multi![2].split(/,|%2C/i))];
    if (tokens.length > 30) return send(400, JSON.stringify({ error: "Too many token addresses (max 30)" }));
    const fault = tokens.map((t) => faults.get(t)).find((f) => f !== undefined);
    if (fault === "429") {
      res.writeHead(429, {
        "content-type": "application/json",
        ...(retryAfter !== null ? { "retry-after": retryAfter } : {}),
      });
      return res.end(JSON.stringify({ error: "Too Many Requests" }));
    }
    if (fault === "500") return send(500, "internal error", "text/plain");
    if (fault === "garbage") return send(200, "<html>oops");
    if (fault === "malformed") return send(200, JSON.stringify({ schemaVersion: "1.0.0", pairs: null }));
    if (fault && typeof fault === "object") await new Promise((r) => setTimeout(r, fault.slowMs));
    const seen = new Set<string>();
    const list = tokens
      .flatMap((t) => pairs.get(key(chain, t)) ?? [])
      .filter((p) => !seen.has(p.pairAddress) && !!seen.add(p.pairAddress));
    send(200, JSON.stringify(list.map((p) => dexPair(p, chain))));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setPairs: (t, p, chain = "solana") => void pairs.set(key(chain, t), p),
    setFault: (t, f) => void (f ? faults.set(t, f) : faults.delete(t)),
    setRetryAfter: (v) => void (retryAfter = v),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}
