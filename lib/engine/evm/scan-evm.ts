/**
 * The EVM chain port's entry point: scan one ERC-20 on Ethereum, Base or BNB Chain and return the same EngineResult
 * as a Solana scan. The chain provides its fact reader (lib/chains/evm/reader.ts over viem, or the sandbox
 * snapshot) and its check modules (lib/engine/checks/evm); scoring, floors, the trust context, the verdict line and
 * the payload are shared with Solana.
 *
 *   scanEvmToken({ chain, tokenAddress, liquidityUsd?, topHolderPct? }, source, { mode, market, ... })
 *
 * `source`: a viem PublicClient, an EvmRpc from createEvmRpc (its HTTP requests are counted into sources[]), an
 * EvmRpcConfig ({ url, batch, timeoutMs, ... }: a client is created), or an EvmFactReader (the sandbox, tests).
 *
 * Round trips (live, JSON-RPC batching on; asserted in tests/evm): the reader's 3 batched rounds plus at most one
 * for the largest LP holder's code (4-5 HTTP requests; 1 for an address without code), concurrently with the market
 * port (DexScreener). See docs/evm.md.
 *
 * Errors: EvmInputError (bad address, unsupported chain, a contract that is not an ERC-20) and EvmReadError (the RPC
 * failed as a whole); plain classes, mapped to the HTTP envelope by the API layer.
 */
import { type Address, getAddress, isAddress, type PublicClient } from "viem";
import { validateEvmAddress } from "../../chains/evm/address";
import type { EvmChainName } from "../../chains/evm/chains";
import {
  type EvmNetwork,
  type EvmReadOptions,
  type EvmTokenFacts,
  type MarketPairHint,
  networkFor,
  readEvmToken,
} from "../../chains/evm/reader";
import { createEvmRpc, type EvmRpc, type EvmRpcConfig } from "../../chains/evm/rpc";
import type { MarketDataPort, MarketResult } from "../../market/types";
import { resolveTrust, type TrustList } from "../../trust/trust";
import { evmTrustList } from "../../trust/well-known-evm";
import { evmCheckById, runEvmChecks } from "../checks/evm";
import { liquidityFact, topHolderFact } from "../facts";
import { disabledMarket, summarizeMarket } from "../market-facts";
import { EVM_LEVEL_RULES, scoreFindings } from "../scoring";
import type { EngineResult, EvmChain, MarketFacts, ScanInput, ScanMode, SourceFacts } from "../types";
import { EVM_CHAIN_NAMES } from "../types";
import { buildVerdict } from "../verdict";
import { ENGINE_VERSION } from "../version";
import { EvmInputError } from "./errors";
import type { EvmCheckFacts } from "./facts";
import {
  evmAge,
  evmCreator,
  evmHolders,
  evmMetadata,
  evmResultFacts,
  evmSimulationSummary,
  evmTokenFacts,
  fillMarketLp,
  NO_LAUNCHPAD,
  sanitizeEvmFacts,
} from "./shared-facts";

/** Where an EVM scan's chain facts come from: the live reader (RPC) or a snapshot (sandbox, eval). */
export interface EvmFactReader {
  readonly name: string;
  readonly kind: "rpc" | "snapshot";
  read(network: EvmNetwork, token: Address, options: EvmReadOptions): Promise<EvmTokenFacts>;
  /** HTTP requests made so far (sources[].requests); 0 for snapshots. */
  requestCount(): number;
}

export type EvmFactSource = EvmFactReader | EvmRpc | EvmRpcConfig | PublicClient;

export interface EvmScanInput extends Omit<ScanInput, "chain"> {
  chain: EvmChain;
}

export interface EvmScanOptions {
  mode: ScanMode;
  /** Market-data port (DexScreener live, snapshot in the sandbox). Absent: market `disabled`. */
  market?: MarketDataPort | null;
  /** Well-known token list; default the shipped EVM list for the chain (lib/trust/well-known-evm.ts). */
  trust?: TrustList;
  /** Clock, ms since the epoch (ages, lock end dates); the sandbox passes a fixed time. */
  now?: () => number;
  /** The chain's DEXes, wrapped native and lockers; default lib/chains/evm/chains.ts (tests pass a local chain). */
  network?: EvmNetwork;
  /** Reader options: log budgets, simulation config (`false`: not run). */
  read?: EvmReadOptions;
  /** Reason reported when the simulation is off (`read.simulation === false`), e.g. for batch items. */
  simulationOffReason?: string;
}

const isFactReader = (s: EvmFactSource): s is EvmFactReader => typeof (s as EvmFactReader).read === "function";
const isEvmRpc = (s: EvmFactSource): s is EvmRpc => "client" in (s as object) && "counter" in (s as object);
const isRpcConfig = (s: EvmFactSource): s is EvmRpcConfig =>
  typeof (s as EvmRpcConfig).url === "string" && typeof (s as PublicClient).request !== "function";

/** A live fact reader over an RPC (request counts come from the EvmRpc counter; a bare PublicClient reports 0). */
export function rpcFactReader(source: EvmRpc | EvmRpcConfig | PublicClient, name = "evm-rpc"): EvmFactReader {
  const rpc: EvmRpc | null = isEvmRpc(source) ? source : isRpcConfig(source) ? createEvmRpc(source) : null;
  const client = rpc ? rpc.client : (source as PublicClient);
  return {
    name,
    kind: "rpc",
    read: (network, token, options) => readEvmToken(client, network, token, options),
    requestCount: () => rpc?.counter.httpRequests ?? 0,
  };
}

/** Validates the chain and address (EIP-55 when mixed case); returns the checksummed address. */
export function checkEvmInput(chain: string, tokenAddress: unknown): Address {
  if (!(EVM_CHAIN_NAMES as readonly string[]).includes(chain))
    throw new EvmInputError("unsupported_chain", `unsupported EVM chain: ${String(chain).slice(0, 32)}`);
  if (typeof tokenAddress !== "string") throw new EvmInputError("format", "tokenAddress must be a string");
  const v = validateEvmAddress(chain as EvmChainName, tokenAddress);
  if (!v.ok) throw new EvmInputError(v.reason, v.message);
  return v.address;
}

type GetPairs = (chain: string, token: string) => Promise<MarketResult>;

/** The market's pairs of this token as hints for the reader, deepest (by liquidity) first; malformed ones dropped. */
export function marketPairHints(r: MarketResult, token: Address): MarketPairHint[] {
  return r.pairs
    .filter(
      (p) =>
        isAddress(p.pairAddress, { strict: false }) &&
        isAddress(p.quoteToken.address, { strict: false }) &&
        p.baseToken.address.toLowerCase() === token.toLowerCase(),
    )
    .sort((a, b) => (b.liquidityUsd ?? 0) - (a.liquidityUsd ?? 0))
    .map((p) => ({ pair: getAddress(p.pairAddress), quote: getAddress(p.quoteToken.address) }));
}

/** Scans one EVM token. Same result type as the Solana scan (lib/engine/scan-token.ts), plus `evm`. */
export async function scanEvmToken(
  input: EvmScanInput,
  source: EvmFactSource,
  options: EvmScanOptions,
): Promise<EngineResult> {
  const token = checkEvmInput(input.chain, input.tokenAddress);
  const chain = input.chain;
  const reader = isFactReader(source) ? source : rpcFactReader(source);
  const network = options.network ?? networkFor(chain);
  const nowMs = options.now ? options.now() : Date.now();
  const startRequests = reader.requestCount();
  const started = performance.now();

  // The market (another host) runs concurrently with the chain reads.
  const marketPort = options.market ?? null;
  const getPairs = marketPort ? (marketPort.getPairs.bind(marketPort) as unknown as GetPairs) : null;
  const marketP = getPairs
    ? getPairs(chain, token).catch(
        (err: unknown): MarketResult => ({
          status: "unknown",
          reason: `market data failed (${(err as Error)?.message ?? "error"})`,
          pairs: [],
          requests: 1,
          latencyMs: 0,
        }),
      )
    : null;
  // The market's pairs reach the reader after its first round (no extra RPC round trip): a deepest pair quoted in
  // a token the network does not list is verified on chain and read (lib/chains/evm/reader.ts, marketPairs).
  const readOptions = marketP
    ? { ...(options.read ?? {}), marketPairs: marketP.then((r) => marketPairHints(r, token)) }
    : (options.read ?? {});
  const [raw, marketRes] = await Promise.all([reader.read(network, token, readOptions), marketP]);
  const read = sanitizeEvmFacts(raw);
  const latencyMs = reader.kind === "rpc" ? Math.round(performance.now() - started) : 0;

  if (read.code.present && read.metadata.totalSupply === null && read.metadata.decimals === null) {
    throw new EvmInputError(
      "not_a_token",
      `address is not an ERC-20 token on ${chain}: totalSupply() and decimals() are not answered`,
    );
  }
  const evm: EvmTokenFacts =
    read.simulation.status === "not_run" && options.simulationOffReason && read.code.present
      ? { ...read, simulation: { status: "not_run", reason: options.simulationOffReason } }
      : read;

  const market: MarketFacts =
    marketPort && marketRes
      ? summarizeMarket(marketPort.name, marketRes, nowMs)
      : disabledMarket(marketPort ? "market data failed" : "Market data is not enabled for this scan.");
  fillMarketLp(market, evm);

  const metadata = evmMetadata(evm);
  const trust = resolveTrust(options.trust ?? evmTrustList(chain), token, metadata.name, metadata.symbol);
  const lockerNames = new Map(network.lockers.map((l) => [l.address.toLowerCase(), l.name]));
  const holders = evmHolders(evm, lockerNames);
  const creator = evmCreator(evm, holders.facts);
  const age = evmAge(evm, market, nowMs);
  const scanInput: ScanInput = {
    chain,
    tokenAddress: token,
    liquidityUsd: input.liquidityUsd,
    topHolderPct: input.topHolderPct,
  };
  const liquidity = liquidityFact(scanInput, market);
  const topHolderPct = topHolderFact(scanInput, holders.facts);
  const simulation = evmSimulationSummary(evm);

  const facts: EvmCheckFacts = {
    input: scanInput,
    mode: options.mode,
    chain,
    mintAddress: token,
    metadata,
    holders: holders.facts,
    holdersNote: holders.note,
    trust,
    market,
    launchpad: NO_LAUNCHPAD,
    creator,
    age,
    simulation,
    liquidity,
    topHolderPct,
    evm,
    nowMs,
  };
  const score = scoreFindings(runEvmChecks(facts), undefined, EVM_LEVEL_RULES);

  const sources: SourceFacts[] = [
    { name: reader.name, kind: reader.kind, latencyMs, slot: null, requests: reader.requestCount() - startRequests },
  ];
  if (marketPort && marketRes && marketPort.kind === "market")
    sources.push({
      name: marketPort.name,
      kind: "market",
      latencyMs: marketRes.latencyMs,
      slot: null,
      requests: marketRes.requests,
    });
  if (typeof input.liquidityUsd === "number" || typeof input.topHolderPct === "number")
    sources.push({ name: "caller", kind: "caller", latencyMs: 0, slot: null, requests: 0 });

  return {
    mode: options.mode,
    chain,
    tokenAddress: token,
    safetyScore: score.safetyScore,
    riskLevel: score.riskLevel,
    verdict: buildVerdict(score.riskLevel, score.findings, evmCheckById),
    findings: score.findings,
    scoreBreakdown: score.scoreBreakdown,
    coverage: score.coverage,
    token: evmTokenFacts(evm),
    metadata,
    holders: holders.facts,
    liquidity,
    topHolderPct,
    simulation,
    trust: trust.facts,
    market,
    launchpad: NO_LAUNCHPAD,
    creator,
    age,
    sources,
    slot: null,
    engineVersion: ENGINE_VERSION,
    evm: evmResultFacts(evm),
  };
}
