/**
 * Public API of the EVM chain port (issue 20). A plain library: no Next, no HTTP errors, no env reads.
 */
export { scanEvmToken, rpcFactReader, checkEvmInput, type EvmFactReader, type EvmFactSource, type EvmScanInput, type EvmScanOptions } from "./scan-evm";
export { EvmInputError, EvmReadError, isEvmInputError, type EvmInputProblem } from "./errors";
export type { EvmCheckFacts } from "./facts";
export { EVM_CHECKS, evmCheckById, runEvmChecks } from "../checks/evm";
export { createEvmRpc, type EvmRpc, type EvmRpcConfig } from "../../chains/evm/rpc";
export { networkFor, type EvmNetwork, type EvmReadOptions, type EvmTokenFacts } from "../../chains/evm/reader";
export { EVM_CHAINS, resolveEvmChain, type EvmChainName } from "../../chains/evm/chains";
export { validateEvmAddress } from "../../chains/evm/address";
export { evmTrustList, EVM_TRUST_LIST_VERSION, WELL_KNOWN_EVM_TOKENS } from "../../trust/well-known-evm";
export { scanEvmSandbox, createEvmSandboxReader, createEvmSandboxMarket, evmSandboxTrustList, evmSandboxAddress, EVM_SANDBOX_CATALOGUE, EVM_SANDBOX_SCENARIOS, EVM_SANDBOX_DEFAULT_TOKEN, EVM_SANDBOX_VERSION, type EvmSandboxScenario } from "./sandbox";
export { buildEvmFacts, marketPairsForSpec, labelAddress, type EvmTokenSpec } from "./snapshot";
