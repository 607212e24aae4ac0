/**
 * Public API of the EVM chain port (issue 20). A plain library: no Next, no HTTP errors, no env reads.
 */

export { validateEvmAddress } from "../../chains/evm/address";
export { EVM_CHAINS, type EvmChainName, resolveEvmChain } from "../../chains/evm/chains";
export { type EvmNetwork, type EvmReadOptions, type EvmTokenFacts, networkFor } from "../../chains/evm/reader";
export { createEvmRpc, type EvmRpc, type EvmRpcConfig } from "../../chains/evm/rpc";
export { EVM_TRUST_LIST_VERSION, evmTrustList, WELL_KNOWN_EVM_TOKENS } from "../../trust/well-known-evm";
export { EVM_CHECKS, evmCheckById, runEvmChecks } from "../checks/evm";
export { EvmInputError, type EvmInputProblem, EvmReadError, isEvmInputError } from "./errors";
export type { EvmCheckFacts } from "./facts";
export {
  createEvmSandboxMarket,
  createEvmSandboxReader,
  EVM_SANDBOX_CATALOGUE,
  EVM_SANDBOX_DEFAULT_TOKEN,
  EVM_SANDBOX_SCENARIOS,
  EVM_SANDBOX_VERSION,
  type EvmSandboxScenario,
  evmSandboxAddress,
  evmSandboxTrustList,
  scanEvmSandbox,
} from "./sandbox";
export {
  checkEvmInput,
  type EvmFactReader,
  type EvmFactSource,
  type EvmScanInput,
  type EvmScanOptions,
  rpcFactReader,
  scanEvmToken,
} from "./scan-evm";
export { buildEvmFacts, type EvmTokenSpec, labelAddress, marketPairsForSpec } from "./snapshot";
