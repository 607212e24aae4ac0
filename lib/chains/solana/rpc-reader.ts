/**
 * ChainReader over Solana JSON-RPC 2.0 (HTTP POST via fetch). Every request has a timeout
 * (AbortSignal.timeout). Failures map to ApiError:
 *  - HTTP non-2xx, network error, timeout, invalid JSON, malformed result -> UPSTREAM_UNAVAILABLE (retryAfter 5)
 *  - JSON-RPC error -32602 (e.g. "Invalid param: not a Token mint") -> INVALID_INPUT
 *  - any other JSON-RPC error -> UPSTREAM_UNAVAILABLE
 * The URL (which may carry a provider API key) never appears in error messages.
 */
import { getBase64Encoder } from "@solana/kit";
import { ApiError } from "../../errors";
import type { ChainReader, LargestAccount, RawAccount } from "../../engine/types";

export interface RpcReaderOptions {
  url: string;
  /** Per-request timeout, default 8000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Name reported in sources[]; default `solana-rpc`. */
  name?: string;
  commitment?: "processed" | "confirmed" | "finalized";
}

export interface RpcCall {
  method: string;
  params?: unknown[];
}

export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: { code: number; message: string; data?: unknown } };

export interface RpcReader extends ChainReader {
  /** One HTTP request, one JSON-RPC call. Throws ApiError on failure. */
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** One HTTP request carrying a JSON-RPC batch (array); outcomes in call order. */
  rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]>;
}

export const DEFAULT_RPC_TIMEOUT_MS = 8000;
const RETRY_AFTER = 5;

function upstream(message: string, cause?: unknown): ApiError {
  return new ApiError("UPSTREAM_UNAVAILABLE", message, { retryAfter: RETRY_AFTER, cause });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function rpcErrorToApiError(method: string, error: { code: number; message: string }): ApiError {
  const msg = typeof error.message === "string" ? error.message.slice(0, 200) : "error";
  if (error.code === -32602) return new ApiError("INVALID_INPUT", `${method}: ${msg}`);
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
  const lamportsOk = (typeof lamports === "number" && Number.isSafeInteger(lamports) && lamports >= 0) || (typeof lamports === "string" && /^\d+$/.test(lamports));
  if (!lamportsOk) throw upstream("Solana RPC answered a malformed account");
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(base64.encode(data[0]));
  } catch (err) {
    throw upstream("Solana RPC answered invalid base64 account data", err);
  }
  return { address: addr, owner, lamports: BigInt(lamports as number | string), executable: v.executable === true, data: bytes };
}

function contextSlot(result: Record<string, unknown>): number | null {
  const ctx = result.context;
  return isObject(ctx) && typeof ctx.slot === "number" ? ctx.slot : null;
}

export function createRpcReader(options: RpcReaderOptions): RpcReader {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const commitment = options.commitment ?? "confirmed";
  let requests = 0;
  let nextId = 1;

  async function post(body: unknown): Promise<unknown> {
    requests++;
    let res: Response;
    try {
      res = await doFetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = (err as { name?: string })?.name;
      if (name === "TimeoutError" || name === "AbortError") throw upstream(`Solana RPC timed out after ${timeoutMs} ms`, err);
      throw upstream("Solana RPC is unreachable", err);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string })?.name;
      if (name === "TimeoutError" || name === "AbortError") throw upstream(`Solana RPC timed out after ${timeoutMs} ms`, err);
      throw upstream("Solana RPC response could not be read", err);
    }
    if (!res.ok) throw upstream(`Solana RPC answered HTTP ${res.status}`);
    try {
      return JSON.parse(text);
    } catch (err) {
      throw upstream("Solana RPC answered invalid JSON", err);
    }
  }

  async function call<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    const id = nextId++;
    const raw = await post({ jsonrpc: "2.0", id, method, params });
    const outcome = parseOutcome(raw);
    if (!outcome.ok) throw rpcErrorToApiError(method, outcome.error);
    return outcome.result as T;
  }

  async function rpcBatch(calls: RpcCall[]): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const first = nextId;
    nextId += calls.length;
    const raw = await post(calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, method: c.method, params: c.params ?? [] })));
    if (!Array.isArray(raw)) {
      // A server may answer a whole batch with a single error object.
      const single = isObject(raw) ? parseOutcome(raw) : null;
      if (single && !single.ok) throw rpcErrorToApiError("batch", single.error);
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
  };
}
