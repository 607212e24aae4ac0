/**
 * The one JSON-RPC 2.0 client of both chain families: Solana's reader (lib/chains/solana/rpc-reader.ts) and the EVM
 * transport behind viem (lib/scan/evm-transport.ts). Composes the HTTP exchange (./transport.ts), the retry, breaker
 * and fallback URLs (./fallback.ts, ./breaker.ts) and the coalescing of calls into batches (./batcher.ts).
 */
import type { HttpTransport } from "../../net/http-client";
import { createBatcher } from "./batcher";
import { type BreakerSettings, DEFAULT_BREAKER } from "./breaker";
import { postWithFallback } from "./fallback";
import {
  type JsonRpcEndpoint,
  outcomeError,
  parseBatch,
  parseOutcome,
  postJsonRpc,
  type RpcCall,
  type RpcOutcome,
} from "./transport";

export interface JsonRpcClientOptions {
  url: string;
  /** Tried in order after `url` fails or while its breaker is open. */
  fallbackUrls?: string[];
  /** Per-request deadline, ms. */
  timeoutMs: number;
  /** Names the service in messages, e.g. "Solana RPC". */
  label: string;
  /** The setting messages point at, e.g. "SOLANA_RPC_URL". */
  setting: string;
  transport?: HttpTransport;
  breaker?: BreakerSettings;
  /** Coalesce calls into JSON-RPC batch requests (./batcher.ts); every call goes alone when undefined. */
  coalesceMs?: number;
  /** Longest a coalesced call waits for its batch, ms (default 4 × coalesceMs). */
  coalesceMaxMs?: number;
  /** Largest JSON-RPC batch sent in one HTTP request (default 100). */
  maxBatch?: number;
  /** Methods never coalesced (slow or heavy calls that would hold up a batch's answer). */
  soloMethods?: ReadonlySet<string>;
  /** A lone coalesced call goes out as a one-item batch instead of a plain call. */
  loneCallAsBatch?: boolean;
  /** Outcomes of a batch settled per event-loop turn (default: all at once). */
  outcomesPerTurn?: number;
}

export interface JsonRpcClient {
  /** HTTP requests made so far (each attempt counts). */
  requestCount(): number;
  /** One call, coalesced per the options; its outcome (a JSON-RPC error is an outcome, not a throw). */
  request(call: RpcCall): Promise<RpcOutcome>;
  /** One call; a JSON-RPC error throws as a domain error (InvalidTokenInput for invalid params, else UpstreamUnavailable). */
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** One HTTP request carrying a JSON-RPC batch (array); outcomes in call order. */
  rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]>;
}

export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const { label } = options;
  const urls = [options.url, ...(options.fallbackUrls ?? [])];
  const endpoint: JsonRpcEndpoint = {
    label,
    setting: options.setting,
    timeoutMs: options.timeoutMs,
    transport: options.transport,
  };
  const breaker = options.breaker ?? DEFAULT_BREAKER;
  let requests = 0;
  let nextId = 1;

  const post = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return postWithFallback(
      urls,
      (url) => {
        requests++;
        return postJsonRpc(url, body, endpoint);
      },
      label,
      breaker,
    );
  };

  async function single(call: RpcCall): Promise<RpcOutcome> {
    return parseOutcome(
      await post({ jsonrpc: "2.0", id: nextId++, method: call.method, params: call.params ?? [] }),
      label,
    );
  }

  async function rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const first = nextId;
    nextId += calls.length;
    const raw = await post(
      calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, method: c.method, params: c.params ?? [] })),
    );
    return parseBatch(raw, calls.length, first, label);
  }

  const coalesceMs = options.coalesceMs;
  const batched =
    coalesceMs === undefined
      ? null
      : createBatcher({
          coalesceMs,
          coalesceMaxMs: options.coalesceMaxMs ?? coalesceMs * 4,
          maxBatch: options.maxBatch ?? 100,
          sendBatch: rpcBatch,
          sendOne: options.loneCallAsBatch ? undefined : single,
          outcomesPerTurn: options.outcomesPerTurn,
        });

  const request = (call: RpcCall) => (batched && !options.soloMethods?.has(call.method) ? batched(call) : single(call));

  return {
    requestCount: () => requests,
    request,
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      const outcome = await request({ method, params });
      if (!outcome.ok) throw outcomeError(method, outcome.error, label);
      return outcome.result as T;
    },
    rpcBatch,
  };
}
