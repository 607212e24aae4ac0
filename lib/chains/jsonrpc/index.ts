/** The JSON-RPC 2.0 transport shared by the Solana reader and the EVM chains (see ./client.ts). */
export { type BreakerSettings, breakerAdmit, breakerResult, DEFAULT_BREAKER, resetRpcBreakers } from "./breaker";
export { createJsonRpcClient, type JsonRpcClient, type JsonRpcClientOptions } from "./client";
export { probeJsonRpc, type RpcCall, type RpcOutcome } from "./transport";
