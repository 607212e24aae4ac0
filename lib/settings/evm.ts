/** The EVM chains the service knows (lib/chains/evm/chains.ts holds their parameters; lib/config.ts their RPC settings). */
export type EvmChainName = "ethereum" | "base" | "bsc";
