/**
 * EVM scans (Ethereum, Base, BNB Chain) at the service: the chain's RPC from the configuration (lib/config.ts,
 * one URL per chain with fallbacks, through lib/scan/evm-transport.ts), its network parameters (built in, or
 * EVM_NETWORKS for a fork / test node), the shared market-data port, and the engine's EVM entry point.
 *
 * A chain whose RPC is `off` is refused with 400 INVALID_INPUT before any work (never billed: the handler gives
 * back every unit of a failed request); an RPC that fails outright is 503 UPSTREAM_UNAVAILABLE, as on Solana.
 */
import { randomUUID } from "node:crypto";
import { type EvmNetwork, networkFor, readEvmToken } from "@/lib/chains/evm/reader";
import { CHAIN_LABELS, CHAIN_NAMES, type EvmChainName } from "@/lib/chains/supported";
import type { ServerConfig } from "@/lib/config";
import { SANDBOX_NOW_MS } from "@/lib/engine";
import {
  createEvmSandboxMarket,
  createEvmSandboxReader,
  EVM_SANDBOX_DEFAULT_TOKEN,
  type EvmFactReader,
  evmSandboxTrustList,
  isEvmInputError,
  scanEvmToken,
} from "@/lib/engine/evm";
import type { EngineResult, ScanInput } from "@/lib/engine/types";
import { ApiError, isApiError } from "@/lib/errors";
import type { MarketDataPort } from "@/lib/market/types";
import type { FullScan as FullScanResponse } from "@/lib/scan/types";
import { createEvmClient, type EvmClient } from "./evm-transport";

export type EvmScanInput = Omit<ScanInput, "chain"> & { chain: EvmChainName };

export interface EvmScanOptions {
  config: ServerConfig;
  now?: () => Date;
  market?: MarketDataPort | null;
}

/** The chains this server scans: Solana always, each EVM chain unless its RPC is `off`. */
export function enabledChains(config: ServerConfig): string[] {
  return CHAIN_NAMES.filter((c) => c === "solana" || config.evm[c].rpcUrl !== null);
}

/** The chain's network parameters: EVM_NETWORKS' override, else the built-in ones (lib/chains/evm/chains.ts). */
export function evmNetwork(config: ServerConfig, chain: EvmChainName): EvmNetwork {
  const override = config.evm[chain].network;
  if (!override) return networkFor(chain);
  return {
    name: chain,
    chainId: override.chainId,
    wrappedNative: override.wrappedNative as EvmNetwork["wrappedNative"],
    v2Dexes: override.v2Dexes.map((d) => ({
      name: d.name,
      factory: d.factory as EvmNetwork["wrappedNative"],
      router: d.router as EvmNetwork["wrappedNative"],
    })),
    lockers: override.lockers.map((l) => ({
      name: l.name,
      address: l.address as EvmNetwork["wrappedNative"],
      ...(l.lockReader !== undefined ? { lockReader: l.lockReader } : {}),
    })),
    quotes: [
      override.wrappedNative as EvmNetwork["wrappedNative"],
      ...(override.quotes ?? [])
        .filter((q) => q.toLowerCase() !== override.wrappedNative.toLowerCase())
        .map((q) => q as EvmNetwork["wrappedNative"]),
    ],
  };
}

/** 400 when the chain's RPC is switched off on this server (`<CHAIN>_RPC_URL=off`). */
export function assertChainEnabled(config: ServerConfig, chain: EvmChainName): string {
  const settings = config.evm[chain];
  if (settings.rpcUrl) return settings.rpcUrl;
  throw new ApiError(
    "INVALID_INPUT",
    `chain '${chain}' is not enabled on this server (${settings.setting}=off); enabled chains: ${enabledChains(config).join(", ")}. Nothing was charged.`,
  );
}

/** A client for the chain's RPC (fresh request counters), or 400 when the chain is disabled on this server. */
export function evmClient(config: ServerConfig, chain: EvmChainName): EvmClient {
  const settings = config.evm[chain];
  return createEvmClient({
    url: assertChainEnabled(config, chain),
    fallbackUrls: settings.rpcFallbackUrls,
    timeoutMs: config.rpcTimeoutMs,
    label: `${CHAIN_LABELS[chain]} RPC`,
    setting: settings.setting,
    breaker: config.rpcBreaker,
  });
}

/** One live EVM scan. */
export async function scanEvmLive(input: EvmScanInput, options: EvmScanOptions): Promise<FullScanResponse> {
  const client = evmClient(options.config, input.chain);
  return runEvmScan(input, client, options);
}

/** Batch items of all EVM chains: one client per chain for the whole batch (its calls of a tick share requests). */
export function evmBatchScanner(options: EvmScanOptions) {
  const clients = new Map<EvmChainName, EvmClient>();
  return (input: EvmScanInput) => {
    let client = clients.get(input.chain);
    if (!client) clients.set(input.chain, (client = evmClient(options.config, input.chain)));
    return runEvmScan(input, client, options);
  };
}

class ChainMismatch extends Error {
  constructor(
    readonly served: number,
    readonly expected: number,
  ) {
    super(`chain id ${served}, expected ${expected}`);
  }
}

/** Live EVM scans are never cache hits when they run (the scan cache marks its own hits). */
const NOT_CACHED = Object.freeze({ hit: false, ageMs: 0 });

async function runEvmScan(input: EvmScanInput, client: EvmClient, options: EvmScanOptions): Promise<FullScanResponse> {
  const { config } = options;
  const started = performance.now();
  const reader: EvmFactReader = {
    name: `${input.chain}-rpc`,
    kind: "rpc",
    read: async (network, token, readOptions) => {
      // The RPC's chain id rides in the reader's first JSON-RPC batch (no extra round trip): a URL serving another
      // chain (BSC_RPC_URL pointing at an Ethereum node) would otherwise yield a confident, wrong report.
      const chainId = client.client.request({ method: "eth_chainId" } as never).then(
        (hex) => Number(hex as string),
        () => null,
      );
      const [facts, served] = await Promise.all([readEvmToken(client.client, network, token, readOptions), chainId]);
      if (served !== null && served !== network.chainId) throw new ChainMismatch(served, network.chainId);
      return facts;
    },
    requestCount: client.requestCount,
  };
  let result: EngineResult;
  try {
    result = await scanEvmToken(input, reader, {
      mode: "live",
      market: options.market ?? null,
      network: evmNetwork(config, input.chain),
      read: config.sellSimulation ? {} : { simulation: false },
      simulationOffReason: config.sellSimulation
        ? undefined
        : "The buy/sell simulation is off on this server (SELL_SIMULATION=off).",
    });
  } catch (err) {
    if (err instanceof ChainMismatch)
      throw new ApiError(
        "UPSTREAM_UNAVAILABLE",
        `${CHAIN_LABELS[input.chain]} RPC serves chain id ${err.served}, not ${err.expected}: check ${config.evm[input.chain].setting}. Nothing was charged.`,
        { retryAfter: 60 },
      );
    throw toApiError(err, input.chain);
  }
  return {
    scanId: `scan_${randomUUID()}`,
    ...result,
    scannedAt: (options.now ?? (() => new Date()))().toISOString(),
    durationMs: Math.round(performance.now() - started),
    cache: NOT_CACHED,
  };
}

/**
 * The deterministic EVM sandbox (lib/engine/evm/sandbox.ts: nine scenarios at fixed addresses, the same on every EVM
 * chain; no network, fixed clock), with the caller's figures applied as on Solana. Another address is a 400 that
 * lists the catalogue.
 */
export async function scanEvmSandboxResult(input: EvmScanInput): Promise<EngineResult> {
  try {
    return await scanEvmToken(
      { ...input, tokenAddress: input.tokenAddress || EVM_SANDBOX_DEFAULT_TOKEN },
      createEvmSandboxReader(),
      {
        mode: "sandbox",
        market: createEvmSandboxMarket(input.chain),
        trust: evmSandboxTrustList(input.chain),
        now: () => SANDBOX_NOW_MS,
        network: networkFor(input.chain),
      },
    );
  } catch (err) {
    throw toApiError(err, input.chain);
  }
}

/**
 * The engine's domain errors in the API's envelope: input it cannot scan (not an ERC-20, a bad address) is 400 and
 * never billed; an RPC that failed as a whole is 503 with Retry-After, as on Solana. Names, not `instanceof`: Next
 * may bundle the classes into several chunks.
 */
export function toApiError(err: unknown, chain: EvmChainName): unknown {
  if (isApiError(err)) return err;
  if (isEvmInputError(err)) return new ApiError("INVALID_INPUT", err.message);
  if (err instanceof Error && err.name === "EvmReadError")
    return new ApiError(
      "UPSTREAM_UNAVAILABLE",
      `${CHAIN_LABELS[chain]} could not be read: ${err.message}. Retry later.`,
      { retryAfter: 5, cause: err },
    );
  return err;
}
