/**
 * ChainReader over Solana JSON-RPC 2.0 (HTTP POST through lib/net/http-client). Every request has
 * a deadline covering the whole exchange. Failures are domain errors (lib/chains/errors.ts; the API
 * layer maps them to the envelope):
 *  - HTTP non-2xx, network error, timeout, invalid JSON, malformed result -> UpstreamUnavailable (retry after 5 s)
 *  - JSON-RPC error -32602 (e.g. "Invalid param: not a Token mint") -> InvalidTokenInput
 *  - any other JSON-RPC error -> UpstreamUnavailable
 * The URL (which may carry a provider API key) never appears in error messages.
 *
 * Resilience (every call is an idempotent read or a simulation):
 *  - transient failures (network error, HTTP 429/5xx, invalid JSON) are retried once after 100 ms;
 *    timeouts are not retried (that would double the wait);
 *  - a circuit breaker per URL opens after `breaker.threshold` (5; RPC_BREAKER_THRESHOLD) consecutive failures and then
 *    fails at once for `breaker.openMs` (2000 ms; RPC_BREAKER_OPEN_MS); then it is half-open: ONE trial
 *    request (no retry) goes out while every other call keeps failing fast; the trial's success
 *    closes the breaker, its failure opens it for another period;
 *  - fallback URLs (SOLANA_RPC_FALLBACK_URLS) are tried in order when a URL fails or is open.
 * Coalescing (`coalesceMs`): calls issued within the window go out as ONE HTTP request carrying a
 * JSON-RPC batch (at most `maxBatch` calls each), so a 100-token batch scan costs a few requests.
 * `coalesceMs: 0` batches only the calls issued in the same tick (no added wait): a single scan's
 * first round trip is one HTTP request. Slow or heavy calls (SOLO_METHODS: signature history,
 * transactions, simulations, program-account scans) always go alone, so they never hold up a batch's answer.
 */
import { getBase64Encoder } from "@solana/kit";
import {
  describeUpstreamFailure,
  HttpClientError,
  type HttpResult,
  type HttpTransport,
  httpTransport,
} from "../../net/http-client";
import { forEachOnTurns } from "../../util/next-turn";
import { InvalidTokenInput, UpstreamUnavailable } from "../errors";
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

export interface BreakerSettings {
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long it stays open before one trial request, ms. */
  openMs: number;
}
export const DEFAULT_BREAKER: BreakerSettings = Object.freeze({ threshold: 5, openMs: 2000 });

// ---- circuit breaker, per URL, shared by every reader in the process ----
// closed → (THRESHOLD consecutive failures) → open for OPEN_MS, every call fails fast →
// half-open: exactly ONE trial request goes out while the others keep failing fast →
// the trial succeeds: closed; it fails: open for another OPEN_MS.
interface BreakerState {
  failures: number;
  openUntil: number;
  /** Epoch ms the half-open trial started (0: none in flight). */
  trialSince: number;
}
const breakers = new Map<string, BreakerState>();
/** A trial that never reports back (it cannot: requests have deadlines) stops blocking after this. */
const TRIAL_LEASE_MS = 30_000;
export type BreakerAdmission = { kind: "closed" } | { kind: "trial" } | { kind: "open"; retryInMs: number };
/** Whether a request to `url` may go out now; a "trial" caller owns the half-open probe. */
export function breakerAdmit(
  url: string,
  now = Date.now(),
  settings: BreakerSettings = DEFAULT_BREAKER,
): BreakerAdmission {
  const b = breakers.get(url);
  if (!b || b.openUntil === 0) return { kind: "closed" };
  if (b.openUntil > now) return { kind: "open", retryInMs: b.openUntil - now };
  if (b.trialSince !== 0 && now - b.trialSince < TRIAL_LEASE_MS) return { kind: "open", retryInMs: settings.openMs };
  b.trialSince = now;
  return { kind: "trial" };
}
export function breakerResult(
  url: string,
  ok: boolean,
  now = Date.now(),
  trial = false,
  settings: BreakerSettings = DEFAULT_BREAKER,
) {
  if (ok) {
    breakers.delete(url);
    return;
  }
  const b = breakers.get(url) ?? { failures: 0, openUntil: 0, trialSince: 0 };
  b.failures += 1;
  // A request that left before the breaker opened cannot extend the open period; the trial's
  // failure (or the threshold reached while closed) opens it for a new period.
  if (trial || (b.openUntil === 0 && b.failures >= settings.threshold)) {
    b.openUntil = now + settings.openMs;
    b.trialSince = 0;
  }
  breakers.set(url, b);
}
/** For tests: forget breaker state. */
export function resetRpcBreakers() {
  breakers.clear();
}

export interface RpcCall {
  method: string;
  params?: unknown[];
}

export type RpcOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string; data?: unknown } };

export interface RpcReader extends ChainReader {
  /** One HTTP request, one JSON-RPC call. Throws UpstreamUnavailable or InvalidTokenInput on failure. */
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** One HTTP request carrying a JSON-RPC batch (array); outcomes in call order. */
  rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]>;
}

export const DEFAULT_RPC_TIMEOUT_MS = 8000;
const RETRY_AFTER = 5;

function upstream(message: string, cause?: unknown): UpstreamUnavailable {
  return new UpstreamUnavailable(message, { retryAfterSeconds: RETRY_AFTER, cause });
}

/** Errors that a retry cannot fix (timeouts, oversized answers, HTTP 4xx other than 429). */
const NO_RETRY = new WeakSet<object>();
function noRetry(e: UpstreamUnavailable): UpstreamUnavailable {
  NO_RETRY.add(e);
  return e;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function rpcErrorToDomainError(
  method: string,
  error: { code: number; message: string },
): UpstreamUnavailable | InvalidTokenInput {
  const msg = typeof error.message === "string" ? error.message.slice(0, 200) : "error";
  if (error.code === -32602) return new InvalidTokenInput(`${method}: ${msg}`);
  return upstream(`Solana RPC ${method} failed (${error.code}): ${msg}`);
}

function parseOutcome(raw: unknown): RpcOutcome {
  if (!isObject(raw)) throw upstream("Solana RPC answered a malformed JSON-RPC response");
  if (isObject(raw.error)) {
    const code = typeof raw.error.code === "number" ? raw.error.code : -32603;
    const message = typeof raw.error.message === "string" ? raw.error.message : "unknown error";
    return { ok: false, error: { code, message, data: raw.error.data } };
  }
  if (!("result" in raw)) throw upstream("Solana RPC answered a JSON-RPC response without result");
  return { ok: true, result: raw.result };
}

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
  const transport = options.transport ?? httpTransport;
  const timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const commitment = options.commitment ?? "confirmed";
  let requests = 0;
  let nextId = 1;
  const urls = [options.url, ...(options.fallbackUrls ?? [])];
  const coalesceMs = options.coalesceMs;
  const coalesceMaxMs = options.coalesceMaxMs ?? (coalesceMs ?? 0) * 4;
  const maxBatch = options.maxBatch ?? 100;
  const breaker = options.breaker ?? DEFAULT_BREAKER;

  async function postOnce(url: string, body: string): Promise<unknown> {
    requests++;
    let res: HttpResult;
    try {
      res = await transport(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
        timeoutMs,
      });
    } catch (err) {
      const kind = err instanceof HttpClientError ? err.kind : "network";
      if (kind === "timeout")
        throw noRetry(
          upstream(`Solana RPC timed out after ${timeoutMs} ms (check SOLANA_RPC_URL and RPC_TIMEOUT_MS)`, err),
        );
      if (kind === "too_large") throw noRetry(upstream("Solana RPC answered a response that is too large", err));
      throw upstream(
        kind === "bad_encoding"
          ? "Solana RPC response could not be read"
          : `Solana RPC is unreachable: ${describeUpstreamFailure(err)} (check SOLANA_RPC_URL)`,
        err,
      );
    }
    if (res.status < 200 || res.status > 299) {
      const e = upstream(
        `Solana RPC answered HTTP ${res.status} (check SOLANA_RPC_URL${res.status === 401 || res.status === 403 ? " and its API key" : ""})`,
      );
      throw res.status < 500 && res.status !== 429 ? noRetry(e) : e;
    }
    try {
      return JSON.parse(res.text);
    } catch (err) {
      throw upstream("Solana RPC answered invalid JSON", err);
    }
  }

  async function post(payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    let lastError: unknown = null;
    for (const url of urls) {
      const admission = breakerAdmit(url, Date.now(), breaker);
      if (admission.kind === "open") {
        lastError = new UpstreamUnavailable("Solana RPC is failing; requests are paused briefly (circuit open).", {
          retryAfterSeconds: Math.ceil(admission.retryInMs / 1000),
        });
        continue;
      }
      // The half-open trial is one request: no retry.
      const trial = admission.kind === "trial";
      for (let attempt = 0; ; attempt++) {
        try {
          const out = await postOnce(url, body);
          breakerResult(url, true, Date.now(), false, breaker);
          return out;
        } catch (err) {
          lastError = err;
          if (trial || attempt >= 1 || NO_RETRY.has(err as object)) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      breakerResult(url, false, Date.now(), trial, breaker);
    }
    throw lastError;
  }

  // ---- coalescing ----
  type Pending = { method: string; params: unknown[]; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstQueuedAt = 0;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    if (batch.length === 1) {
      const [p] = batch;
      callNow(p.method, p.params).then(p.resolve, p.reject);
    } else if (batch.length > 1) {
      // Outcomes are settled a few calls per event-loop turn: the waiting scans then run their analysis
      // a few at a time, and other requests are served in between rather than after all of them.
      rpcBatch(batch.map((p) => ({ method: p.method, params: p.params }))).then(
        (outcomes) =>
          forEachOnTurns(
            outcomes,
            (o, i) =>
              o.ok ? batch[i].resolve(o.result) : batch[i].reject(rpcErrorToDomainError(batch[i].method, o.error)),
            OUTCOMES_PER_TURN,
          ),
        (err) => batch.forEach((p) => p.reject(err)),
      );
    }
  }

  async function callNow<T>(method: string, params: unknown[]): Promise<T> {
    const id = nextId++;
    const raw = await post({ jsonrpc: "2.0", id, method, params });
    const outcome = parseOutcome(raw);
    if (!outcome.ok) throw rpcErrorToDomainError(method, outcome.error);
    return outcome.result as T;
  }

  function call<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    if (coalesceMs === undefined || SOLO_METHODS.has(method)) return callNow<T>(method, params);
    if (coalesceMs === 0) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ method, params, resolve: resolve as (v: unknown) => void, reject });
        if (queue.length >= maxBatch) flush();
        else if (queue.length === 1) setImmediate(flush);
      });
    }
    return new Promise<T>((resolve, reject) => {
      // Debounce: flush once no call arrived for `coalesceMs`, at most `coalesceMaxMs` after the
      // first queued call, or as soon as the batch is full. Concurrent scans reach the same round trip
      // at slightly different times (async PDA derivation); a quiet gap catches the stragglers.
      if (queue.length === 0) firstQueuedAt = Date.now();
      queue.push({ method, params, resolve: resolve as (v: unknown) => void, reject });
      if (timer) clearTimeout(timer);
      timer = null;
      const waitedMs = Date.now() - firstQueuedAt;
      if (queue.length >= maxBatch || waitedMs >= coalesceMaxMs) flush();
      else timer = setTimeout(flush, Math.min(coalesceMs, coalesceMaxMs - waitedMs));
    });
  }

  async function rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const first = nextId;
    nextId += calls.length;
    const raw = await post(
      calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, method: c.method, params: c.params ?? [] })),
    );
    if (!Array.isArray(raw)) {
      // A server may answer a whole batch with a single error object.
      const single = isObject(raw) ? parseOutcome(raw) : null;
      if (single && !single.ok) throw rpcErrorToDomainError("batch", single.error);
      throw upstream("Solana RPC answered a batch with a non-array");
    }
    const byId = new Map<number, RpcOutcome>();
    for (const item of raw) {
      if (!isObject(item) || typeof item.id !== "number") throw upstream("Solana RPC answered a malformed batch item");
      byId.set(item.id, parseOutcome(item));
    }
    return calls.map((_, i) => {
      const o = byId.get(first + i);
      if (!o) throw upstream("Solana RPC batch answer is missing an item");
      return o;
    });
  }

  return {
    name: options.name ?? "solana-rpc",
    kind: "rpc",
    requestCount: () => requests,
    call,
    rpcBatch,
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
