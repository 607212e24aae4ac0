/**
 * Public API of the Solana token-risk engine. A plain library: no Next, nothing from app/.
 */
export { scanToken, MAX_HOLDERS, pctOf, type ScanOptions, type HistoryOptions } from "./scan-token";
export { createSellSimulator, SimulationQueue, SIMULATION_QUEUE, classifySimulationError, type SellSimulator, type SellSimulatorOptions } from "./simulation";
export { createSandboxMarket, SANDBOX_NOW_MS, SANDBOX_TRUST_LIST } from "./sandbox-market";
export { DEFAULT_TRUST_LIST, resolveTrust, TRUST_LIST_VERSION, WELL_KNOWN_MINTS, type TrustList } from "../trust";
export { createRpcReader, DEFAULT_RPC_TIMEOUT_MS, type RpcReader, type RpcReaderOptions, type RpcCall, type RpcOutcome } from "../chains/solana/rpc-reader";
export { createSandboxReader, getSandboxSnapshot, syntheticSpec, type SandboxReader, type SandboxSnapshot } from "./sandbox-reader";
export { SANDBOX_CATALOGUE, SANDBOX_DEFAULT_TOKEN, SANDBOX_SCENARIOS, type SandboxScenario } from "./sandbox-catalogue";
export { SANDBOX_SNAPSHOT_VERSION, SANDBOX_SLOT, sandboxAddress } from "./sandbox-snapshot";
export { isValidSolanaAddress } from "../chains/solana/address";
export { ENGINE_VERSION } from "./version";
export { SCORING_TABLE, describeScoring, scoreFindings, penaltyFor, levelFloor, bandLevel, type ScoreResult } from "./scoring";
export { CHECK_CATALOGUE, CHECKS, type Check, type CheckDefinition } from "./checks";
export { buildVerdict } from "./verdict";
export { sanitizeText, TEXT_LIMITS } from "./text";
export type * from "./types";
export { scanEvmToken, EvmInputError, EvmReadError, isEvmInputError, type EvmFactReader, type EvmFactSource, type EvmScanInput, type EvmScanOptions } from "./evm";
export { ENGINE_CHAINS, EVM_CHAIN_NAMES } from "./types";
export { scanEvmSandbox, EVM_SANDBOX_CATALOGUE, EVM_SANDBOX_DEFAULT_TOKEN, EVM_SANDBOX_SCENARIOS } from "./evm";
