/**
 * ChainReader over Solana JSON-RPC 2.0. The transport (deadlines, one retry of transient failures, the per-URL
 * circuit breaker, fallback URLs, coalescing into batches, domain errors) is the shared JSON-RPC client
 * (lib/chains/jsonrpc); this module holds only what is Solana's: the methods, their parameters and the parsing of
 * their results (accounts in base64, token largest accounts, signatures, transactions, simulations).
 * The URL (which may carry a provider API key) never appears in error messages.
 *
 * Coalescing (`coalesceMs`): calls issued within the window go out as ONE HTTP request carrying a
 * JSON-RPC batch (at most `maxBatch` calls each), so a 100-token batch scan costs a few requests.
 * `coalesceMs: 0` batches only the calls issued in the same tick (no added wait): a single scan's
 * first round trip is one HTTP request. Slow or heavy calls (SOLO_METHODS: signature history,
 * transactions, simulations, program-account scans) always go alone, so they never hold up a batch's answer.
 */
import { getBase64Encoder } from "@solana/kit";
import type { HttpTransport } from "../../net/http-client";
import { type BreakerSettings, createJsonRpcClient, type RpcCall, type RpcOutcome } from "../jsonrpc";
import { isObject, upstream } from "../jsonrpc/transport";
import type { ChainReader, LargestAccount, RawAccount, SignatureInfo, SimulateResult } from "./types";

export interface RpcReaderOptions {
  url: string;
  /** Per-request timeout, default 8000 ms. */
  timeoutMs?: number;
  /** The HTTP exchange (default: the keep-alive node:http client); tests wrap it to observe or fault requests. */
  transport?: HttpTransport;
  /** Name reported in sources[]; default `solana-rpc`. */
  name?: string;
  commitment?: "processed" | "confirmed" | "finalized";
  /** Tried in order after `url` fails or while its breaker is open. */
  fallbackUrls?: string[];
  /** Coalesce calls into JSON-RPC batch requests: flush after this quiet gap in ms (off when undefined). */
  coalesceMs?: number;
  /** Longest a coalesced call waits for its batch, ms (default 4 × coalesceMs). */
  coalesceMaxMs?: number;
  /** Largest JSON-RPC batch sent in one HTTP request (default 100). */
  maxBatch?: number;
  /** Circuit breaker settings (RPC_BREAKER_THRESHOLD / RPC_BREAKER_OPEN_MS in lib/config.ts); default 5 failures, 2000 ms. */
  breaker?: BreakerSettings;
}

export interface RpcReader extends ChainReader {
  /** One HTTP request, one JSON-RPC call. Throws UpstreamUnavailable or InvalidTokenInput on failure. */
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** One HTTP request carrying a JSON-RPC batch (array); outcomes in call order. */
  rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]>;
}

export const DEFAULT_RPC_TIMEOUT_MS = 8000;

const base64 = getBase64Encoder();

function parseAccount(addr: string, v: unknown): RawAccount | null {
  if (v === null) return null;
  if (!isObject(v)) throw upstream("Solana RPC answered a malformed account");
  const data = v.data;
  const owner = v.owner;
  const lamports = v.lamports;
  if (!Array.isArray(data) || typeof data[0] !== "string" || data[1] !== "base64" || typeof owner !== "string") {
    throw upstream("Solana RPC answered a malformed account");
  }
  const lamportsOk =
    (typeof lamports === "number" && Number.isSafeInteger(lamports) && lamports >= 0) ||
    (typeof lamports === "string" && /^\d+$/.test(lamports));
  if (!lamportsOk) throw upstream("Solana RPC answered a malformed account");
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(base64.encode(data[0]));
  } catch (err) {
    throw upstream("Solana RPC answered invalid base64 account data", err);
  }
  return {
    address: addr,
    owner,
    lamports: BigInt(lamports as number | string),
    executable: v.executable === true,
    data: bytes,
  };
}

function contextSlot(result: Record<string, unknown>): number | null {
  const ctx = result.context;
  return isObject(ctx) && typeof ctx.slot === "number" ? ctx.slot : null;
}

/**
 * How many calls of a coalesced answer are settled per event-loop turn (about 4 scans' worth: a
 * scan's first round trip is two calls). Measured on a 100-item batch: one call per turn cost a
 * lone batch ~40% more time in turn overhead; 8 keeps it within noise of settling all at once
 * while other requests wait ~12-17 ms (p50) instead of ~60 ms; 16 let them wait ~24 ms.
 */
const OUTCOMES_PER_TURN = 8;

/**
 * Never coalesced: archival or heavy calls whose latency would delay the calls batched with them. A
 * getProgramAccounts answer (a pool's positions) can be megabytes: alone, an answer over the size cap
 * fails only that pool's positions, not the LP reads that share its round trip.
 */
const SOLO_METHODS = new Set([
  "getSignaturesForAddress",
  "getTransaction",
  "simulateTransaction",
  "getProgramAccounts",
]);

export function createRpcReader(options: RpcReaderOptions): RpcReader {
  const commitment = options.commitment ?? "confirmed";
  const rpc = createJsonRpcClient({
    url: options.url,
    fallbackUrls: options.fallbackUrls,
    timeoutMs: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
    label: "Solana RPC",
    setting: "SOLANA_RPC_URL",
    transport: options.transport,
    breaker: options.breaker,
    coalesceMs: options.coalesceMs,
    coalesceMaxMs: options.coalesceMaxMs,
    maxBatch: options.maxBatch,
    soloMethods: SOLO_METHODS,
    outcomesPerTurn: OUTCOMES_PER_TURN,
  });
  const call = rpc.call;

  return {
    name: options.name ?? "solana-rpc",
    kind: "rpc",
    requestCount: rpc.requestCount,
    call,
    rpcBatch: rpc.rpcBatch,
    async getMultipleAccounts(addresses) {
      const result = await call<unknown>("getMultipleAccounts", [addresses, { encoding: "base64", commitment }]);
      if (!isObject(result) || !Array.isArray(result.value) || result.value.length !== addresses.length) {
        throw upstream("Solana RPC answered a malformed getMultipleAccounts result");
      }
      const values = result.value as unknown[];
      return { slot: contextSlot(result), accounts: values.map((v, i) => parseAccount(addresses[i], v)) };
    },
    async getTokenLargestAccounts(mint) {
      const result = await call<unknown>("getTokenLargestAccounts", [mint, { commitment }]);
      if (!isObject(result) || !Array.isArray(result.value)) {
        throw upstream("Solana RPC answered a malformed getTokenLargestAccounts result");
      }
      const accounts: LargestAccount[] = (result.value as unknown[]).map((v) => {
        if (!isObject(v) || typeof v.address !== "string" || typeof v.amount !== "string" || !/^\d+$/.test(v.amount)) {
          throw upstream("Solana RPC answered a malformed token-largest-accounts entry");
        }
        return { address: v.address, amount: v.amount };
      });
      return { slot: contextSlot(result), accounts };
    },
    async getProgramAccounts(programId, filters, dataSlice) {
      const result = await call<unknown>("getProgramAccounts", [
        programId,
        { encoding: "base64", commitment, filters, withContext: false, ...(dataSlice ? { dataSlice } : {}) },
      ]);
      if (!Array.isArray(result)) throw upstream("Solana RPC answered a malformed getProgramAccounts result");
      return (result as unknown[]).map((v) => {
        if (!isObject(v) || typeof v.pubkey !== "string")
          throw upstream("Solana RPC answered a malformed getProgramAccounts entry");
        const acct = parseAccount(v.pubkey, v.account);
        if (!acct) throw upstream("Solana RPC answered a malformed getProgramAccounts entry");
        return acct;
      });
    },
    async getSignaturesForAddress(addr, opts) {
      const cfg: Record<string, unknown> = { limit: opts.limit, commitment };
      if (opts.before) cfg.before = opts.before;
      const result = await call<unknown>("getSignaturesForAddress", [addr, cfg]);
      if (!Array.isArray(result)) throw upstream("Solana RPC answered a malformed getSignaturesForAddress result");
      return (result as unknown[]).map((v): SignatureInfo => {
        if (!isObject(v) || typeof v.signature !== "string" || typeof v.slot !== "number")
          throw upstream("Solana RPC answered a malformed signature entry");
        return {
          signature: v.signature,
          slot: v.slot,
          blockTime: typeof v.blockTime === "number" ? v.blockTime : null,
          err: v.err ?? null,
        };
      });
    },
    async getTransactionSummary(signature) {
      const result = await call<unknown>("getTransaction", [
        signature,
        { encoding: "json", commitment, maxSupportedTransactionVersion: 0 },
      ]);
      if (result === null) return null;
      if (!isObject(result)) throw upstream("Solana RPC answered a malformed getTransaction result");
      const tx = result.transaction;
      const keys =
        isObject(tx) && isObject(tx.message) && Array.isArray(tx.message.accountKeys)
          ? (tx.message.accountKeys as unknown[])
          : [];
      const first = keys[0];
      const feePayer =
        typeof first === "string" ? first : isObject(first) && typeof first.pubkey === "string" ? first.pubkey : null;
      return { feePayer, blockTime: typeof result.blockTime === "number" ? result.blockTime : null };
    },
    async simulateTransaction(txBase64, config): Promise<SimulateResult> {
      const cfg: Record<string, unknown> = {
        encoding: "base64",
        sigVerify: false,
        replaceRecentBlockhash: true,
        commitment,
      };
      const wanted = config.accounts ?? [];
      if (wanted.length) cfg.accounts = { encoding: "base64", addresses: wanted };
      const result = await call<unknown>("simulateTransaction", [txBase64, cfg]);
      if (!isObject(result) || !isObject(result.value))
        throw upstream("Solana RPC answered a malformed simulateTransaction result");
      const v = result.value;
      const logs = Array.isArray(v.logs) ? (v.logs as unknown[]).filter((l): l is string => typeof l === "string") : [];
      const accts = Array.isArray(v.accounts) ? (v.accounts as unknown[]) : [];
      return {
        slot: contextSlot(result),
        err: v.err ?? null,
        logs,
        accounts: wanted.map((a, i) => (accts[i] === undefined ? null : parseAccount(a, accts[i]))),
        unitsConsumed: typeof v.unitsConsumed === "number" ? v.unitsConsumed : null,
      };
    },
  };
}
