import { resetRpcBreakers } from "@/lib/chains/jsonrpc";

/**
 * Setup file of the projects that reuse one module graph from test file to test file (vitest.config.ts,
 * `isolate: false`): the state a fresh import would start from, restored before each file. The JSON-RPC circuit
 * breakers are per URL and per process (lib/chains/jsonrpc/breaker.ts): without this, failures a file provoked (or a
 * slow node under load) could leave a breaker open for the next file's calls to the same URL (the evm project's shared
 * Hardhat node).
 */
resetRpcBreakers();
