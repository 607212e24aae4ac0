/**
 * The EVM chains' JSON-RPC, with the resilience of the Solana RPC: the same HTTP client, per-request deadline
 * (RPC_TIMEOUT_MS), one retry of transient failures, the per-URL circuit breaker and the fallback URLs. It is the
 * shared JSON-RPC client (lib/chains/jsonrpc), which speaks plain JSON-RPC 2.0, behind a viem custom transport, so
 * the EVM reader (viem) gets it without a second implementation.
 *
 * Requests made in the same tick go out as ONE HTTP request carrying a JSON-RPC batch (at most 100 calls), as
 * viem's own batching would (`batch: { wait: 0 }`). JSON-RPC errors (a revert, a provider refusing state
 * overrides) come back to viem as JSON-RPC errors with their code; a failed exchange (network, timeout, HTTP
 * error, open circuit) as viem's HttpRequestError, which the EVM reader treats as "the RPC is down" (the whole
 * read fails, never a partial result). The URL, which may carry a provider key, is never in a message.
 */
import { createPublicClient, custom, HttpRequestError, type PublicClient } from "viem";
import { UpstreamUnavailable } from "@/lib/chains/errors";
import { type BreakerSettings, createJsonRpcClient, type RpcOutcome } from "@/lib/chains/jsonrpc";
import { isApiError } from "@/lib/errors";

export interface EvmTransportOptions {
  url: string;
  fallbackUrls?: string[];
  timeoutMs: number;
  /** e.g. "Ethereum RPC"; names the service in messages. */
  label: string;
  /** e.g. "ETHEREUM_RPC_URL"; the setting messages point at. */
  setting: string;
  /** Largest JSON-RPC batch per HTTP request (default 100). */
  maxBatch?: number;
  /** The circuit breaker's settings (RPC_BREAKER_THRESHOLD / RPC_BREAKER_OPEN_MS, as for Solana). */
  breaker?: BreakerSettings;
}

export interface EvmClient {
  client: PublicClient;
  /** HTTP requests made so far (round trips), for sources[].requests and the tests' request counts. */
  requestCount(): number;
  /** JSON-RPC calls made so far, per method. */
  callsByMethod(): Record<string, number>;
}

/** Placeholder in viem's error text instead of the URL (which may carry an API key). */
const HIDDEN_URL = "(rpc url hidden)";

const describeError = (err: unknown) =>
  err instanceof UpstreamUnavailable || isApiError(err) ? err.message : "request failed";

export function createEvmClient(options: EvmTransportOptions): EvmClient {
  // Requests of the same tick go out as one JSON-RPC batch, a lone request as a one-item batch, as viem's own
  // batching would. Messages name this chain's RPC and its setting (`label`, `setting`).
  const rpc = createJsonRpcClient({
    url: options.url,
    fallbackUrls: options.fallbackUrls,
    timeoutMs: options.timeoutMs,
    label: options.label,
    setting: options.setting,
    breaker: options.breaker,
    coalesceMs: 0,
    maxBatch: options.maxBatch ?? 100,
    loneCallAsBatch: true,
  });
  const byMethod: Record<string, number> = {};

  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
        byMethod[method] = (byMethod[method] ?? 0) + 1;
        let outcome: RpcOutcome;
        try {
          outcome = await rpc.request({ method, params: (params as unknown[] | undefined) ?? [] });
        } catch (err) {
          // No `cause`: viem would take its message as the details, and that may carry more than the setting.
          throw new HttpRequestError({ url: HIDDEN_URL, details: describeError(err) });
        }
        if (outcome.ok) return outcome.result;
        // viem maps a thrown {code, message, data} to its JSON-RPC error classes (a revert, invalid params, ...).
        throw Object.assign(new Error(outcome.error.message), { code: outcome.error.code, data: outcome.error.data });
      },
    },
    // Retries, breaker and fallbacks are the JSON-RPC client's; viem must not multiply them.
    { name: options.label, retryCount: 0 },
  );
  return {
    client: createPublicClient({ transport }) as PublicClient,
    requestCount: () => rpc.requestCount(),
    callsByMethod: () => ({ ...byMethod }),
  };
}
