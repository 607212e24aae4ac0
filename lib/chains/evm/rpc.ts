/**
 * The viem client the EVM reader uses: plain JSON-RPC over HTTP (any provider), JSON-RPC batching (requests made in
 * the same tick go out as one HTTP request), and a counter of HTTP round trips and JSON-RPC calls per method so
 * callers and tests can assert request counts. Configuration is passed in; nothing is read from the environment.
 */
import { createPublicClient, http, type PublicClient } from "viem";

export interface EvmRpcConfig {
  url: string;
  /** JSON-RPC batching (default true). Some providers reject batches: then every call is its own request. */
  batch?: boolean;
  /** Max calls per batch (default 100). */
  batchSize?: number;
  timeoutMs?: number;
  retryCount?: number;
  /** Extra fetch options (headers for keyed providers). */
  headers?: Record<string, string>;
}

export interface RpcCounter {
  /** HTTP requests sent (round trips). */
  httpRequests: number;
  /** JSON-RPC calls sent (a batch counts each call). */
  calls: number;
  byMethod: Record<string, number>;
}

export interface EvmRpc {
  client: PublicClient;
  counter: RpcCounter;
  resetCounter(): void;
}

export function createEvmRpc(config: EvmRpcConfig): EvmRpc {
  const counter: RpcCounter = { httpRequests: 0, calls: 0, byMethod: {} };
  const countingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    counter.httpRequests += 1;
    try {
      const body =
        typeof init?.body === "string" ? (JSON.parse(init.body) as { method?: string } | { method?: string }[]) : null;
      for (const call of Array.isArray(body) ? body : body ? [body] : []) {
        counter.calls += 1;
        const method = call.method ?? "?";
        counter.byMethod[method] = (counter.byMethod[method] ?? 0) + 1;
      }
    } catch {
      // not JSON: counted as a request only
    }
    return fetch(input, init);
  };
  const client = createPublicClient({
    transport: http(config.url, {
      batch: config.batch === false ? false : { batchSize: config.batchSize ?? 100, wait: 0 },
      timeout: config.timeoutMs ?? 10_000,
      retryCount: config.retryCount ?? 1,
      fetchFn: countingFetch,
      fetchOptions: config.headers ? { headers: config.headers } : undefined,
    }),
  }) as PublicClient;
  return {
    client,
    counter,
    resetCounter() {
      counter.httpRequests = 0;
      counter.calls = 0;
      counter.byMethod = {};
    },
  };
}
