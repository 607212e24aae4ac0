/** The JSON-RPC circuit breaker's settings (RPC_BREAKER_THRESHOLD / RPC_BREAKER_OPEN_MS; lib/chains/jsonrpc/breaker.ts). */
export interface BreakerSettings {
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long it stays open before one trial request, ms. */
  openMs: number;
}
export const DEFAULT_BREAKER: BreakerSettings = Object.freeze({ threshold: 5, openMs: 2000 });
