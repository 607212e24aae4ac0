import { randomUUID } from "node:crypto";
import { type ChainName, isEvmChain } from "@/lib/chains/supported";
import type { ServerConfig } from "@/lib/config";
import {
  createRpcReader,
  createSandboxMarket,
  createSandboxReader,
  createSellSimulator,
  type ScanOptions as EngineScanOptions,
  SANDBOX_DEFAULT_TOKEN,
  SANDBOX_NOW_MS,
  SANDBOX_TRUST_LIST,
  scanToken,
} from "@/lib/engine";
import { EVM_SANDBOX_DEFAULT_TOKEN } from "@/lib/engine/evm";
import type { ChainReader, EngineResult, ScanInput, ScanMode } from "@/lib/engine/types";
import { ApiError, fromDomainError, isApiError } from "@/lib/errors";
import { type CoalescingMarket, createCoalescingMarket } from "@/lib/market/coalescing-market";
import { createDexScreenerBulkClient } from "@/lib/market/dexscreener";
import { createJupiterClient } from "@/lib/market/jupiter";
import type { MarketDataPort } from "@/lib/market/types";
import { evmBatchScanner, scanEvmLive, scanEvmSandboxResult } from "@/lib/scan/evm-scan";
import type {
  BatchResult as BatchResponse,
  FullScan as FullScanResponse,
  PlatformScan as PlatformScanResponse,
} from "@/lib/scan/types";
import type { Store } from "@/lib/store/types";
import { joinJsonMembers, jsonMembers, membersOf } from "@/lib/util/json-bytes";
import { deepFreeze, LruMap } from "@/lib/util/lru-map";
import { mapBounded } from "@/lib/util/map-bounded";
import { turnQueue } from "@/lib/util/next-turn";

/**
 * The scan use cases behind the three scan routes. Live and sandbox scans take the same
 * engine path; only the ChainReader differs (JSON-RPC vs the built-in snapshot).
 */

/** The engine's domain errors leave the scan service as ApiErrors: batch items, watchlist rescans and the token page report them. */
function rethrowAsApiError(err: unknown): never {
  throw fromDomainError(err) ?? err;
}

/** A scan's input at the service: the engine's ScanInput on any supported chain (canonical name and address). */
export type ChainScanInput = Omit<ScanInput, "chain"> & { chain: ChainName };

export interface ScanOptions {
  config: ServerConfig;
  now?: () => Date;
  /** Batches and the watchlist cron pass the store: pair lists are then cached in it for a short TTL. */
  store?: Store;
}

/** A Solana scan through a ChainReader (the RPC reader live, the snapshot in the sandbox, fixtures in tests). */
export async function scanWithReader(
  input: ChainScanInput,
  mode: ScanMode,
  reader: ChainReader,
  now: () => Date = () => new Date(),
  engine: Omit<EngineScanOptions, "mode"> = {},
): Promise<FullScanResponse> {
  if (input.chain !== "solana")
    throw new Error(`scanWithReader reads Solana; ${input.chain} scans go through lib/scan/evm-scan.ts`);
  const started = performance.now();
  const result: EngineResult = await scanToken({ ...input, chain: "solana" }, reader, { ...engine, mode }).catch(
    rethrowAsApiError,
  );
  return {
    scanId: `scan_${randomUUID()}`,
    ...result,
    scannedAt: now().toISOString(),
    durationMs: Math.round(performance.now() - started),
    cache: CACHE_MISS,
  };
}

/**
 * Serving a scan: the payload as an object (platform mode, webhooks) and the full response as
 * UTF-8 JSON bytes. The bytes are assembled from parts serialised once (a cached or memoised
 * result is 17 kB of JSON), so a cache hit or a repeated sandbox scan never serialises or encodes
 * the whole payload again.
 */
export interface ServedScan {
  full: FullScanResponse;
  /** The full response's JSON, UTF-8, assembled on demand (platform mode never needs it). */
  body(): Uint8Array<ArrayBuffer>;
}
type ScanCache = FullScanResponse["cache"];
export const CACHE_MISS: ScanCache = Object.freeze({ hit: false, ageMs: 0 });

/** A scan without its `cache` field, as an object and as JSON: the form kept in the scan cache. */
export interface StoredScan {
  payload: Omit<FullScanResponse, "cache">;
  json: string;
  /** `json`'s members as UTF-8, encoded on first use and kept with the (memoised) entry. */
  members?: Uint8Array;
}
export function toStoredScan(full: FullScanResponse): StoredScan {
  const { cache: _cache, ...payload } = full;
  return { payload, json: JSON.stringify(payload) };
}
/** A fresh scan that is not stored: serialised only if the full payload is sent. */
export function serveFresh(full: FullScanResponse): ServedScan {
  return { full, body: () => Buffer.from(JSON.stringify(full), "utf8") };
}
export function serveStored(stored: StoredScan, cache: ScanCache): ServedScan {
  return {
    full: { ...stored.payload, cache },
    body: () => joinJsonMembers([(stored.members ??= jsonMembers(stored.json)), membersOf({ cache })]),
  };
}

/**
 * Market data: requests for different tokens are gathered into DexScreener's bulk endpoint (up to
 * 30 tokens per request) behind the process-wide limiter (lib/market). Single scans share one
 * port with a short window (a few ms next to a DexScreener round trip, and concurrent scans, e.g.
 * the watchlist cron's, share requests); a batch has its own port with the batch RPC window.
 */
const SINGLE_MARKET_WINDOW = { quietMs: 5, maxMs: 20 };
const BATCH_MARKET_WINDOW = { quietMs: 20, maxMs: 250 };
const sharedMarkets = new WeakMap<ServerConfig, Map<Store | null, CoalescingMarket | null>>();

function marketPort(
  config: ServerConfig,
  window: { quietMs: number; maxMs: number },
  store: Store | null,
): CoalescingMarket | null {
  if (!config.marketData) return null;
  const source = createDexScreenerBulkClient({
    baseUrl: config.dexscreenerBaseUrl,
    timeoutMs: config.marketTimeoutMs,
    requestsPerMinute: config.dexscreenerRequestsPerMinute,
  });
  return createCoalescingMarket(source, {
    ...window,
    cache: store ? { store, ttlSeconds: config.marketCacheTtlSeconds } : null,
  });
}

function sharedMarket(config: ServerConfig, store: Store | null): CoalescingMarket | null {
  let byStore = sharedMarkets.get(config);
  if (!byStore) sharedMarkets.set(config, (byStore = new Map()));
  if (!byStore.has(store)) byStore.set(store, marketPort(config, SINGLE_MARKET_WINDOW, store));
  return byStore.get(store) ?? null;
}

/**
 * Market data for tokens about to be scanned one by one (the watchlist cron's claims): fetched
 * in bulk (30 per request) into the store's pair cache, which the scans then read. Never throws.
 */
export async function prefetchMarketData(
  options: ScanOptions,
  tokens: { chain: ChainName; tokenAddress: string }[],
): Promise<void> {
  if (!options.store || tokens.length === 0) return;
  const market = sharedMarket(options.config, options.store);
  if (!market) return;
  const chains = [...new Set(tokens.map((t) => t.chain))];
  await Promise.all(
    chains.map((c) =>
      market
        .prefetch(
          tokens.filter((t) => t.chain === c).map((t) => t.tokenAddress),
          c,
        )
        .catch(() => {}),
    ),
  );
}

/** Engine options for a live scan from the server configuration (market, simulation, history). */
export function liveEngineOptions(
  config: ServerConfig,
  market: MarketDataPort | null = sharedMarket(config, null),
): Omit<EngineScanOptions, "mode"> {
  return {
    market,
    simulator: config.sellSimulation
      ? createSellSimulator({
          budgetMs: config.simulationBudgetMs,
          swapApi: config.jupiterBaseUrl
            ? createJupiterClient({
                baseUrl: config.jupiterBaseUrl,
                timeoutMs: Math.min(4000, config.simulationBudgetMs),
              })
            : null,
        })
      : null,
    history: config.tokenHistoryPages > 0 ? { pages: config.tokenHistoryPages, pageSize: 1000 } : null,
  };
}

/** Single scans: calls issued in the same tick share one HTTP request (JSON-RPC batch), no added wait. */
const SAME_TICK = { quietMs: 0, maxMs: 0 };

export function liveReader(config: ServerConfig, coalesce: { quietMs: number; maxMs: number } = SAME_TICK) {
  return createRpcReader({
    url: config.solanaRpcUrl,
    fallbackUrls: config.solanaRpcFallbackUrls,
    timeoutMs: config.rpcTimeoutMs,
    breaker: config.rpcBreaker,
    coalesceMs: coalesce.quietMs,
    coalesceMaxMs: coalesce.maxMs,
  });
}

export function scanLive(input: ChainScanInput, options: ScanOptions): Promise<FullScanResponse> {
  const market = sharedMarket(options.config, options.store ?? null);
  if (isEvmChain(input.chain)) return scanEvmLive({ ...input, chain: input.chain }, { ...options, market });
  return scanWithReader(
    input,
    "live",
    liveReader(options.config),
    options.now,
    liveEngineOptions(options.config, market),
  );
}

/**
 * Batch items share one reader that coalesces their RPC calls into JSON-RPC batches. The items
 * reach each round trip staggered by the CPU work of the items before them (one thread), so the
 * quiet gap is 20 ms and a wave may wait up to 250 ms to be gathered: cheap next to the RPC
 * requests it saves, and robust on a loaded machine.
 */
const BATCH_COALESCE = { quietMs: 20, maxMs: 250 };
/** Batch items started per event-loop turn (see runBatch). */
const ITEMS_PER_TURN = 4;
export const BATCH_SIMULATION_REASON =
  "Batch scans do not run the sell simulation; scan the token alone with POST /api/v1/scan for it.";

function batchScanner(options: ScanOptions, inputs: ChainScanInput[]) {
  const reader = liveReader(options.config, BATCH_COALESCE);
  // The batch's market data is asked for up front, 30 tokens per request and chain, whatever the items' pace.
  const market = marketPort(options.config, BATCH_MARKET_WINDOW, options.store ?? null);
  for (const chain of new Set(inputs.map((i) => i.chain)))
    market?.preload(
      inputs.filter((i) => i.chain === chain).map((i) => i.tokenAddress),
      chain,
    );
  const engine = {
    ...liveEngineOptions(options.config, market),
    simulator: null,
    history: null,
    simulationOffReason: BATCH_SIMULATION_REASON,
  };
  // EVM items share one client per chain: their calls of a tick go out as one JSON-RPC batch.
  const evm = evmBatchScanner({ ...options, market });
  return (input: ChainScanInput) =>
    isEvmChain(input.chain)
      ? evm({ ...input, chain: input.chain })
      : scanWithReader(input, "live", reader, options.now, engine);
}

/**
 * The sandbox is deterministic (versioned snapshot, fixed clock, no network): the engine result
 * depends only on the input, so it is memoised per input (bounded LRU, deep-frozen so no caller
 * can change a shared result; concurrent identical scans share one analysis). Each response
 * still gets its own scanId and scannedAt. `fresh: true` bypasses the memo (the uptime probe
 * uses it to exercise the engine itself).
 */
const SANDBOX_MEMO_ENTRIES = 512;
interface SerializedResult {
  result: EngineResult;
  /** The result's JSON members, UTF-8. */
  members: Uint8Array;
}
const sandboxMemo = new LruMap<string, Promise<SerializedResult>>(SANDBOX_MEMO_ENTRIES);

async function sandboxEngineResult(input: ScanInput): Promise<SerializedResult> {
  // Sandbox market data comes from the snapshot (never the network); the clock is fixed.
  const result = isEvmChain(input.chain)
    ? await scanEvmSandboxResult({ ...input, chain: input.chain }).catch(rethrowAsApiError)
    : await scanToken(input, createSandboxReader(), {
        mode: "sandbox",
        market: createSandboxMarket(),
        trust: SANDBOX_TRUST_LIST,
        now: () => SANDBOX_NOW_MS,
      }).catch(rethrowAsApiError);
  return { result: deepFreeze(result), members: jsonMembers(JSON.stringify(result)) };
}

function memoisedSandboxResult(input: ScanInput): Promise<SerializedResult> {
  const key = JSON.stringify([input.chain, input.tokenAddress, input.liquidityUsd ?? null, input.topHolderPct ?? null]);
  const hit = sandboxMemo.get(key);
  if (hit) return hit;
  const p = sandboxEngineResult(input);
  sandboxMemo.set(key, p);
  // Errors (a bad address) are cheap to recompute and must not occupy the memo.
  p.catch(() => sandboxMemo.delete(key));
  return p;
}

export async function scanSandbox(
  input: Partial<ChainScanInput>,
  options: ScanOptions & { fresh?: boolean },
): Promise<ServedScan> {
  const chain = input.chain ?? "solana";
  const scanInput: ScanInput = {
    ...input,
    chain,
    tokenAddress: input.tokenAddress ?? (isEvmChain(chain) ? EVM_SANDBOX_DEFAULT_TOKEN : SANDBOX_DEFAULT_TOKEN),
  };
  const started = performance.now();
  const { result, members } = await (options.fresh ? sandboxEngineResult(scanInput) : memoisedSandboxResult(scanInput));
  const scanId = `scan_${randomUUID()}`;
  const scannedAt = (options.now ?? (() => new Date()))().toISOString();
  const durationMs = Math.round(performance.now() - started);
  // One spread between literal keys: V8 copies `result` on its fast path. Spreading several
  // objects in a row ({...a, ...result, ...b}) took ~35 µs per call here.
  const full: FullScanResponse = { scanId, ...result, scannedAt, durationMs, cache: CACHE_MISS };
  return {
    full,
    body: () =>
      joinJsonMembers([membersOf({ scanId }), members, membersOf({ scannedAt, durationMs, cache: CACHE_MISS })]),
  };
}

export function toPlatformJson(full: FullScanResponse): PlatformScanResponse {
  return {
    token_address: full.tokenAddress,
    chain: full.chain,
    mode: full.mode,
    safety_score: full.safetyScore,
    risk_level: full.riskLevel,
    flags: full.findings.filter((f) => f.status === "fail").map((f) => f.id),
    unknown: full.findings.filter((f) => f.status === "unknown").map((f) => f.id),
    liquidity_usd: full.liquidity.usd,
    liquidity_source: full.liquidity.source,
    top_holder_pct: full.topHolderPct.value,
    sell_simulation: full.simulation.status,
    trusted_issuer: full.trust.issuer,
    scan_id: full.scanId,
    scanned_at: full.scannedAt,
    engine_version: full.engineVersion,
    cache_hit: full.cache.hit,
    cache_age_ms: full.cache.ageMs,
  };
}

export interface BatchInput {
  chain: string;
  clientRef: string | null;
  items: { tokenAddress?: string; mint?: string; chain?: string }[];
}

export type ItemPlan = {
  index: number;
  address: string | null;
  chain: ChainName | null;
  input?: ChainScanInput;
  error?: ApiError;
};

/** Batches are planned by the API layer (lib/api/routes/scan.ts), which validates each item with the request schema. */

/** Units a batch must reserve before it runs: its valid items (invalid ones are never charged). */
export function analysableItems(plans: readonly ItemPlan[]): number {
  return plans.filter((p) => p.input).length;
}

/**
 * Units a batch is charged for its results: one per item the engine analysed (`status: "ok"`).
 * Invalid items, non-mint addresses and items that failed upstream cost nothing. A streamed batch
 * can count its items as they are sent and settle once with this number at the end.
 */
export function chargedUnits(items: readonly BatchResponse["items"][number][]): number {
  return items.filter((i) => i.status === "ok").length;
}

export type BatchOptions = ScanOptions & {
  scanOne?: (input: ChainScanInput) => Promise<FullScanResponse>;
  /** Called once per item as it completes (the streamed batch mode), with the full scan when it succeeded. */
  onItem?: (item: BatchResponse["items"][number], full: FullScanResponse | null) => void;
};

/** Runs a planned batch (see planBatch): the route plans first to reserve only the analysable items. */
export async function runBatch(batch: BatchInput, plans: ItemPlan[], options: BatchOptions): Promise<BatchResponse> {
  const scanOne =
    options.scanOne ??
    batchScanner(
      options,
      plans.flatMap((p) => (p.input ? [p.input] : [])),
    );
  // All items in flight together: their reads coalesce into a few HTTP requests. Items start a few
  // per event-loop turn (their work before the first read, e.g. PDA derivation), so a large batch
  // never holds the process for its whole start-up; the reader likewise hands the answers back a
  // few per turn. Other requests are served in between (tests/reliability/batch-fairness.test.ts).
  const nextItemTurn = turnQueue(ITEMS_PER_TURN);
  const results = await mapBounded(plans, plans.length, async (plan): Promise<BatchResponse["items"][number]> => {
    const done = (item: BatchResponse["items"][number], full: FullScanResponse | null = null) => (
      options.onItem?.(item, full), item
    );
    if (plan.error) return done(itemError(plan, plan.error));
    if (!plan.input) return done(itemError(plan, new ApiError("INTERNAL", "Internal error while scanning this item.")));
    await nextItemTurn();
    try {
      const full = await scanOne(plan.input);
      return done(
        {
          index: plan.index,
          token_address: plan.address,
          chain: plan.chain,
          status: "ok",
          result: toPlatformJson(full),
        },
        full,
      );
    } catch (err) {
      if (isApiError(err)) return done(itemError(plan, err));
      return done(itemError(plan, new ApiError("INTERNAL", "Internal error while scanning this item.")));
    }
  });
  const failed = results.filter((r) => r.status === "error").length;
  // Every item failed because the chain could not be read: that is an outage, not a result.
  if (results.length > 0 && results.every((r) => r.status === "error" && r.error.reason === "UPSTREAM_UNAVAILABLE"))
    throw new ApiError(
      "UPSTREAM_UNAVAILABLE",
      `No item could be scanned: ${(results[0] as { error: { error: string } }).error.error}. Retry later.`,
      { retryAfter: 5 },
    );
  return {
    client_ref: batch.clientRef,
    chain: batch.chain,
    summary: { requested: results.length, succeeded: results.length - failed, failed, charged: chargedUnits(results) },
    items: results,
    completed_at: (options.now?.() ?? new Date()).toISOString(),
  };
}

function itemError(plan: ItemPlan, err: ApiError): BatchResponse["items"][number] {
  return {
    index: plan.index,
    token_address: plan.address,
    chain: plan.chain,
    status: "error",
    error: { error: err.message, code: err.status, reason: err.reason },
  };
}
