/**
 * One JSON-RPC 2.0 exchange over HTTP POST (lib/net/http-client), with a deadline covering the whole exchange, and
 * the parsing of its answer. Failures are domain errors (lib/chains/errors.ts; the API layer maps them):
 *  - HTTP non-2xx, network error, timeout, invalid JSON, malformed answer -> UpstreamUnavailable (retry after 5 s)
 *  - JSON-RPC error -32602 (invalid params, e.g. "Invalid param: not a Token mint") -> InvalidTokenInput
 *  - any other JSON-RPC error -> UpstreamUnavailable
 * Messages name the service (`label`, e.g. "Solana RPC") and the setting to check (e.g. SOLANA_RPC_URL), never the
 * URL (which may carry a provider API key). Errors a retry cannot fix are marked (`isRetryable`).
 */
import {
  describeUpstreamFailure,
  HttpClientError,
  type HttpResult,
  type HttpTransport,
  httpTransport,
} from "../../net/http-client";
import { InvalidTokenInput, UpstreamUnavailable } from "../errors";

export interface RpcCall {
  method: string;
  params?: unknown[];
}

export type RpcOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string; data?: unknown } };

export interface JsonRpcEndpoint {
  /** Names the service in messages, e.g. "Solana RPC". */
  label: string;
  /** The setting messages point at, e.g. "SOLANA_RPC_URL". */
  setting: string;
  /** Per-request deadline, ms. */
  timeoutMs: number;
  /** The HTTP exchange (default: the keep-alive node:http client); tests wrap it to observe or fault requests. */
  transport?: HttpTransport;
}

const RETRY_AFTER = 5;

export function upstream(message: string, cause?: unknown): UpstreamUnavailable {
  return new UpstreamUnavailable(message, { retryAfterSeconds: RETRY_AFTER, cause });
}

/** Errors that a retry cannot fix (timeouts, oversized answers, HTTP 4xx other than 429). */
const NO_RETRY = new WeakSet<object>();
function noRetry(e: UpstreamUnavailable): UpstreamUnavailable {
  NO_RETRY.add(e);
  return e;
}
export const isRetryable = (err: unknown) => !(typeof err === "object" && err !== null && NO_RETRY.has(err));

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** POSTs one JSON-RPC payload (a call or a batch) to `url`; the parsed JSON answer. */
export async function postJsonRpc(url: string, body: string, endpoint: JsonRpcEndpoint): Promise<unknown> {
  const { label, setting, timeoutMs } = endpoint;
  let res: HttpResult;
  try {
    res = await (endpoint.transport ?? httpTransport)(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      timeoutMs,
    });
  } catch (err) {
    const kind = err instanceof HttpClientError ? err.kind : "network";
    if (kind === "timeout")
      throw noRetry(upstream(`${label} timed out after ${timeoutMs} ms (check ${setting} and RPC_TIMEOUT_MS)`, err));
    if (kind === "too_large") throw noRetry(upstream(`${label} answered a response that is too large`, err));
    throw upstream(
      kind === "bad_encoding"
        ? `${label} response could not be read`
        : `${label} is unreachable: ${describeUpstreamFailure(err)} (check ${setting})`,
      err,
    );
  }
  if (res.status < 200 || res.status > 299) {
    const e = upstream(
      `${label} answered HTTP ${res.status} (check ${setting}${res.status === 401 || res.status === 403 ? " and its API key" : ""})`,
    );
    throw res.status < 500 && res.status !== 429 ? noRetry(e) : e;
  }
  try {
    return JSON.parse(res.text);
  } catch (err) {
    throw upstream(`${label} answered invalid JSON`, err);
  }
}

/** One JSON-RPC response object as an outcome (the call's result or its JSON-RPC error). */
export function parseOutcome(raw: unknown, label: string): RpcOutcome {
  if (!isObject(raw)) throw upstream(`${label} answered a malformed JSON-RPC response`);
  if (isObject(raw.error)) {
    const code = typeof raw.error.code === "number" ? raw.error.code : -32603;
    const message = typeof raw.error.message === "string" ? raw.error.message : "unknown error";
    return { ok: false, error: { code, message, data: raw.error.data } };
  }
  if (!("result" in raw)) throw upstream(`${label} answered a JSON-RPC response without result`);
  return { ok: true, result: raw.result };
}

/** The answer to a batch whose first id is `first`, as outcomes in call order. */
export function parseBatch(raw: unknown, count: number, first: number, label: string): RpcOutcome[] {
  if (!Array.isArray(raw)) {
    // A server may answer a whole batch with a single error object.
    const single = isObject(raw) ? parseOutcome(raw, label) : null;
    if (single && !single.ok) throw outcomeError("batch", single.error, label);
    throw upstream(`${label} answered a batch with a non-array`);
  }
  const byId = new Map<number, RpcOutcome>();
  for (const item of raw) {
    if (!isObject(item) || typeof item.id !== "number") throw upstream(`${label} answered a malformed batch item`);
    byId.set(item.id, parseOutcome(item, label));
  }
  return Array.from({ length: count }, (_, i) => {
    const o = byId.get(first + i);
    if (!o) throw upstream(`${label} batch answer is missing an item`);
    return o;
  });
}

/** A JSON-RPC error as a domain error: invalid params is the caller's input, anything else the upstream's failure. */
export function outcomeError(
  method: string,
  error: { code: number; message: string },
  label: string,
): UpstreamUnavailable | InvalidTokenInput {
  const msg = typeof error.message === "string" ? error.message.slice(0, 200) : "error";
  if (error.code === -32602) return new InvalidTokenInput(`${method}: ${msg}`);
  return upstream(`${label} ${method} failed (${error.code}): ${msg}`);
}

/**
 * A bare reachability probe: one call, no retry, no breaker, no fallback. `failure` says how it failed
 * (`HTTP 503`, `connection refused (ECONNREFUSED)`, ...), for a log line at start.
 */
export async function probeJsonRpc(
  url: string,
  method: string,
  init: { timeoutMs: number; transport?: HttpTransport },
): Promise<{ ok: true } | { ok: false; failure: string }> {
  try {
    const res = await (init.transport ?? httpTransport)(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method }),
      timeoutMs: init.timeoutMs,
    });
    return res.status >= 200 && res.status < 300 ? { ok: true } : { ok: false, failure: `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, failure: describeUpstreamFailure(err) };
  }
}
