/**
 * Public API of the Solana token-risk engine. A plain library: no Next, nothing from app/.
 */

export type { RpcCall, RpcOutcome } from "../chains/jsonrpc";
export { isValidSolanaAddress } from "../chains/solana/address";
export {
  createRpcReader,
  DEFAULT_RPC_TIMEOUT_MS,
  type RpcReader,
  type RpcReaderOptions,
} from "../chains/solana/rpc-reader";
export { DEFAULT_TRUST_LIST, resolveTrust, TRUST_LIST_VERSION, type TrustList, WELL_KNOWN_MINTS } from "../trust";
export { CHECK_CATALOGUE, CHECKS, type Check, type CheckDefinition } from "./checks";
export {
  EVM_SANDBOX_CATALOGUE,
  EVM_SANDBOX_DEFAULT_TOKEN,
  EVM_SANDBOX_SCENARIOS,
  type EvmFactReader,
  type EvmFactSource,
  EvmInputError,
  EvmReadError,
  type EvmScanInput,
  type EvmScanOptions,
  isEvmInputError,
  scanEvmSandbox,
  scanEvmToken,
} from "./evm";
export { pctOf } from "./facts";
export { SANDBOX_CATALOGUE, SANDBOX_DEFAULT_TOKEN, SANDBOX_SCENARIOS, type SandboxScenario } from "./sandbox-catalogue";
export { createSandboxMarket, SANDBOX_NOW_MS, SANDBOX_TRUST_LIST } from "./sandbox-market";
export {
  createSandboxReader,
  getSandboxSnapshot,
  type SandboxReader,
  type SandboxSnapshot,
  syntheticSpec,
} from "./sandbox-reader";
export { SANDBOX_SLOT, SANDBOX_SNAPSHOT_VERSION, sandboxAddress } from "./sandbox-snapshot";
export { type HistoryOptions, MAX_HOLDERS, type ScanOptions, scanToken } from "./scan-token";
export {
  bandLevel,
  describeScoring,
  levelFloor,
  penaltyFor,
  SCORING_TABLE,
  type ScoreResult,
  scoreFindings,
} from "./scoring";
export {
  classifySimulationError,
  createSellSimulator,
  type SellSimulator,
  type SellSimulatorOptions,
  SIMULATION_QUEUE,
  SimulationQueue,
} from "./simulation";
export { sanitizeText, TEXT_LIMITS } from "./text";
export type * from "./types";
export { ENGINE_CHAINS, EVM_CHAIN_NAMES } from "./types";
export { buildVerdict } from "./verdict";
export { ENGINE_VERSION } from "./version";
