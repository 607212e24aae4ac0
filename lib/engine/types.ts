/**
 * The engine's contract: what a scan takes and what it returns. Plain TypeScript, no Next.
 * The HTTP layer validates these shapes with zod (lib/api/schemas.ts) and derives the
 * OpenAPI document from them, so a change here must be mirrored there (a test checks it).
 */

export type Severity = "info" | "low" | "medium" | "high" | "critical";
export type FindingStatus = "fail" | "pass" | "unknown" | "not_applicable";
export type RiskLevel = "low" | "medium" | "high" | "critical";
export type ScanMode = "live" | "sandbox";
export type Chain = "solana";
export const SUPPORTED_CHAINS: readonly Chain[] = ["solana"] as const;

export type EvidenceValue = string | number | boolean | null;

export interface Finding {
  /** Stable id, e.g. `MINT_AUTHORITY_ACTIVE`. Integrators key on it. */
  id: string;
  severity: Severity;
  status: FindingStatus;
  title: string;
  detail: string;
  evidence: Record<string, EvidenceValue>;
}

export interface ScoreBreakdownEntry {
  findingId: string;
  status: FindingStatus;
  severity: Severity;
  /** Points subtracted from 100 for this finding (0 when it passed or does not apply). */
  penalty: number;
}

export interface Coverage {
  /** Checks whose data could be read (status pass/fail/not_applicable). */
  checked: number;
  /** Checks whose data could not be read (status unknown). */
  unknown: number;
  /** checked / (checked + unknown), 0..1, rounded to 3 decimals. */
  ratio: number;
  /** Finding ids that are unknown. */
  missing: string[];
}

export interface ExtensionFact {
  /** Extension name as the Token-2022 program calls it, e.g. `TransferFeeConfig`. */
  name: string;
  /** Decoded fields relevant to risk, addresses as base58 strings, amounts as decimal strings. */
  fields: Record<string, EvidenceValue>;
}

export interface TokenFacts {
  program: "spl-token" | "token-2022";
  programId: string;
  /** Raw base units as a decimal string (u64 does not fit a JSON number). */
  supply: string;
  decimals: number;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions: ExtensionFact[];
}

export interface MetadataFacts {
  source: "metaplex" | "token-2022" | "none" | "unknown";
  /** Untrusted text from chain: control characters stripped, length capped. Never rendered as HTML. */
  name: string | null;
  symbol: string | null;
  uri: string | null;
  mutable: boolean | null;
  updateAuthority: string | null;
  address: string | null;
}

export interface HolderEntry {
  rank: number;
  tokenAccount: string;
  owner: string | null;
  amount: string;
  /** Percent of supply, 0..100, 4 decimals. */
  pct: number;
  /** e.g. `burn:incinerator`; labelled holders are excluded from concentration. */
  label: string | null;
  excluded: boolean;
}

export interface HolderFacts {
  status: "ok" | "unknown";
  top: HolderEntry[];
  /** Largest non-excluded holder, percent of supply; null when unknown. */
  top1Pct: number | null;
  top10Pct: number | null;
  /** Percent of supply held by excluded (labelled) accounts among the top 20. */
  excludedPct: number | null;
}

export interface CallerFigure {
  value: number | null;
  source: "caller" | "onchain" | "unknown";
}

export interface SimulationFacts {
  status: "not_run" | "sellable" | "blocked" | "inconclusive";
  reason: string;
}

export interface SourceFacts {
  name: string;
  kind: "rpc" | "snapshot" | "caller";
  latencyMs: number;
  slot: number | null;
  /** HTTP requests this source made for the scan. */
  requests: number;
}

/** What the engine returns; the service adds scanId, scannedAt and durationMs. */
export interface EngineResult {
  mode: ScanMode;
  chain: Chain;
  tokenAddress: string;
  /** 0..100, higher is safer. */
  safetyScore: number;
  riskLevel: RiskLevel;
  verdict: string;
  findings: Finding[];
  scoreBreakdown: ScoreBreakdownEntry[];
  coverage: Coverage;
  token: TokenFacts;
  metadata: MetadataFacts;
  holders: HolderFacts;
  liquidity: { usd: number | null; source: "caller" | "unknown" };
  topHolderPct: CallerFigure;
  simulation: SimulationFacts;
  sources: SourceFacts[];
  slot: number | null;
  engineVersion: string;
}

export interface ScanInput {
  chain: Chain;
  tokenAddress: string;
  /** Caller-supplied figures override on-chain/unknown ones and are labelled `caller`. */
  liquidityUsd?: number;
  topHolderPct?: number;
}

export interface RawAccount {
  address: string;
  owner: string;
  lamports: bigint;
  executable: boolean;
  data: Uint8Array;
}

export interface LargestAccount {
  address: string;
  amount: string;
}

/**
 * The port through which the engine reads chain state. The live adapter speaks JSON-RPC;
 * the sandbox adapter serves a built-in snapshot. Both take the same code path.
 */
export interface ChainReader {
  readonly name: string;
  readonly kind: "rpc" | "snapshot";
  /** One round trip. `null` for an address with no account. */
  getMultipleAccounts(addresses: string[]): Promise<{ slot: number | null; accounts: (RawAccount | null)[] }>;
  /** One round trip. Rejects with ApiError INVALID_INPUT when the address is not a mint. */
  getTokenLargestAccounts(mint: string): Promise<{ slot: number | null; accounts: LargestAccount[] }>;
  /** HTTP requests made so far through this reader (for sources[].requests and tests). */
  requestCount(): number;
}
