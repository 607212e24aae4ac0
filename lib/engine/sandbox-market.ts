/**
 * Sandbox market data: DexScreener-shaped pairs built from the snapshot's catalogue specs.
 * Deterministic (fixed clock SANDBOX_NOW_MS); the sandbox never reaches the network.
 */
import { findBondingCurvePda } from "../chains/solana/pumpfun";
import { createStaticMarket } from "../market/static-market";
import type { MarketDataPort, MarketPair } from "../market/types";
import type { TrustList } from "../trust/trust";
import { TRUST_LIST_VERSION, WELL_KNOWN_MINTS } from "../trust/well-known-mints";
import { SANDBOX_SCENARIOS } from "./sandbox-catalogue";
import { SANDBOX_NOW_MS, sandboxAddress, sandboxPairAddress, type TokenSpec } from "./sandbox-snapshot";

export { SANDBOX_NOW_MS };

/** The shipped trust list plus the sandbox's fictional issuer (scenario `issuer-stablecoin`). */
export const SANDBOX_TRUST_LIST: TrustList = {
  version: `${TRUST_LIST_VERSION}+sandbox`,
  entries: [
    ...WELL_KNOWN_MINTS,
    {
      mint: sandboxAddress("issuer-stablecoin"),
      name: "Sandbox Dollar",
      symbol: "SDUSD",
      issuer: "Sandbox Issuer (fictional)",
      category: "stablecoin",
      program: "token-2022",
      control: "issuer",
    },
  ],
};

let pairsPromise: Promise<Map<string, MarketPair[]>> | null = null;

/** DexScreener-shaped pairs for one token spec (pair addresses match buildToken's pool accounts). */
export async function pairsForSpec(
  spec: TokenSpec,
  labelPrefix: string,
  nowMs: number = SANDBOX_NOW_MS,
): Promise<MarketPair[]> {
  const pairs: MarketPair[] = [];
  for (const [i, p] of (spec.market ?? []).entries()) {
    const pairAddress =
      p.kind === "pumpfun-curve" ? await findBondingCurvePda(spec.mint) : sandboxPairAddress(labelPrefix, i);
    pairs.push({
      chainId: "solana",
      dexId: p.dexId,
      url: `https://sandbox.invalid/pairs/${pairAddress}`,
      pairAddress,
      labels: p.kind === "raydium-cpmm" ? ["CPMM"] : p.kind === "raydium-clmm" ? ["CLMM"] : [],
      baseToken: {
        address: spec.mint,
        name: spec.metadata.kind === "none" ? null : spec.metadata.name,
        symbol: spec.metadata.kind === "none" ? null : spec.metadata.symbol,
      },
      quoteToken: { address: "So11111111111111111111111111111111111111112", name: "Wrapped SOL", symbol: "SOL" },
      priceNative: 0.000001,
      priceUsd: 0.00015,
      buys24h: p.buys24h,
      sells24h: p.sells24h,
      volume24hUsd: p.volume24hUsd,
      liquidityUsd: p.liquidityUsd,
      liquidityBase: null,
      liquidityQuote: null,
      fdv: 150_000,
      marketCap: 150_000,
      pairCreatedAt: nowMs - Math.round(p.ageHours * 3_600_000),
      priceChange24hPct: p.priceChange24hPct === undefined ? 2.5 : p.priceChange24hPct,
    });
  }
  return pairs;
}

async function buildPairs(): Promise<Map<string, MarketPair[]>> {
  const out = new Map<string, MarketPair[]>();
  for (const s of SANDBOX_SCENARIOS) {
    if (!s.spec.market?.length) continue;
    out.set(s.spec.mint, await pairsForSpec(s.spec, s.scenario));
  }
  return out;
}

export function createSandboxMarket(): MarketDataPort {
  const pairs = (pairsPromise ??= buildPairs());
  return {
    name: "sandbox-market",
    kind: "snapshot",
    async getPairs(chain, tokenAddress) {
      return createStaticMarket(await pairs, "sandbox-market").getPairs(chain, tokenAddress);
    },
  };
}
