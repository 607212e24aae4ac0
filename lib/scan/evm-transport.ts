/**
 * The EVM chains' JSON-RPC, with the resilience of the Solana RPC: the same HTTP client, per-request deadline
 * (RPC_TIMEOUT_MS), one retry of transient failures, the per-URL circuit breaker and the fallback URLs. It is the
 * Solana reader's JSON-RPC core (lib/chains/solana/rpc-reader.ts `rpcBatch`), which speaks plain JSON-RPC 2.0,
 * behind a viem custom transport, so the EVM reader (viem) gets it without a second implementation.
 *
 * Requests made in the same tick go out as ONE HTTP request carrying a JSON-RPC batch (at most 100 calls), as
 * viem's own batching would (`batch: { wait: 0 }`). JSON-RPC errors (a revert, a provider refusing state
 * overrides) come back to viem as JSON-RPC errors with their code; a failed exchange (network, timeout, HTTP
 * error, open circuit) as viem's HttpRequestError, which the EVM reader treats as "the RPC is down" (the whole
 * read fails, never a partial result). The URL, which may carry a provider key, is never in a message.
 */
import { createPublicClient, custom, HttpRequestError, type PublicClient } from "viem";
import { UpstreamUnavailable } from "@/lib/chains/errors";
import { type BreakerSettings, createRpcReader, type RpcCall, type RpcOutcome } from "@/lib/chains/solana/rpc-reader";
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

export function createEvmClient(options: EvmTransportOptions): EvmClient {
  const rpc = createRpcReader({
    url: options.url,
    fallbackUrls: options.fallbackUrls,
    timeoutMs: options.timeoutMs,
    name: options.label,
    breaker: options.breaker,
  });
  const maxBatch = options.maxBatch ?? 100;
  const byMethod: Record<string, number> = {};

  // The shared reader's messages name the Solana RPC and its setting; say which chain's RPC failed instead.
  const describeError = (err: unknown) =>
    (err instanceof UpstreamUnavailable || isApiError(err) ? err.message : "request failed")
      .replaceAll("Solana RPC", options.label)
      .replaceAll("SOLANA_RPC_URL", options.setting);

  type Pending = { call: RpcCall; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];

  function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    rpc.rpcBatch(batch.map((p) => p.call)).then(
      (outcomes: RpcOutcome[]) =>
        outcomes.forEach((o, i) => {
          if (o.ok) batch[i].resolve(o.result);
          // viem maps a thrown {code, message, data} to its JSON-RPC error classes (a revert, invalid params, ...).
          else batch[i].reject(Object.assign(new Error(o.error.message), { code: o.error.code, data: o.error.data }));
        }),
      (err) => {
        // No `cause`: viem would take its message as the details, and that names the Solana RPC.
        const failure = new HttpRequestError({ url: HIDDEN_URL, details: describeError(err) });
        batch.forEach((p) => p.reject(failure));
      },
    );
  }

  const transport = custom(
    {
      request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
        byMethod[method] = (byMethod[method] ?? 0) + 1;
        return new Promise((resolve, reject) => {
          queue.push({ call: { method, params: (params as unknown[] | undefined) ?? [] }, resolve, reject });
          if (queue.length >= maxBatch) flush();
          else if (queue.length === 1) setImmediate(flush);
        });
      },
    },
    // Retries, breaker and fallbacks are the reader's; viem must not multiply them.
    { name: options.label, retryCount: 0 },
  );
  return {
    client: createPublicClient({ transport }) as PublicClient,
    requestCount: () => rpc.requestCount(),
    callsByMethod: () => ({ ...byMethod }),
  };
}
