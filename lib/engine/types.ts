/**
 * The engine's contract: what a scan takes and what it returns. Plain TypeScript, no Next.
 * The HTTP layer describes these shapes with zod (lib/api/schemas.ts) and derives the OpenAPI
 * document from them; lib/api/schema-equality.ts fails the type check when the two differ.
 */

export type Severity = "info" | "low" | "medium" | "high" | "critical";
export type FindingStatus = "fail" | "pass" | "unknown" | "not_applicable";
export type RiskLevel = "low" | "medium" | "high" | "critical";
export type ScanMode = "live" | "sandbox";
/** EVM chains the engine can scan (lib/engine/evm, lib/chains/evm). */
export type EvmChain = "ethereum" | "base" | "bsc";
export const EVM_CHAIN_NAMES: readonly EvmChain[] = ["ethereum", "base", "bsc"] as const;
/** Every chain the engine can scan (a result's `chain`). */
export type Chain = "solana" | EvmChain;
export const ENGINE_CHAINS: readonly Chain[] = ["solana", ...EVM_CHAIN_NAMES] as const;

export type EvidenceValue = string | number | boolean | null;

export interface Finding {
  /** Stable id, e.g. `MINT_AUTHORITY_ACTIVE`. Integrators key on it. */
  id: string;
  /**
   * The severity this outcome is rated at. Failing finding: the applied severity (magnitude bands
   * and the trust context included); it sets the penalty and the risk-level floor. Any other
   * status: the catalogue severity (an unknown finding's penalty is computed from it).
   */
  severity: Severity;
  /** The check's catalogue severity, whatever the outcome. */
  catalogueSeverity?: Severity;
  status: FindingStatus;
  /** Points this finding subtracted from the score (0 for pass / not_applicable). Set by scoring. */
  penalty?: number;
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
  /** `erc20` on EVM chains (programId is then the address whose code was analysed: the implementation of a proxy). */
  program: "spl-token" | "token-2022" | "erc20";
  programId: string;
  /** Raw base units as a decimal string (u64 does not fit a JSON number). */
  supply: string;
  decimals: number;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions: ExtensionFact[];
}

export interface MetadataFacts {
  /** `erc20`: name()/symbol() of an EVM token (uri, mutable and updateAuthority are then null). */
  source: "metaplex" | "token-2022" | "erc20" | "none" | "unknown";
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
  /** Largest holder INCLUDING labelled (excluded) accounts; null when unknown. */
  top1PctRaw: number | null;
  /** Top 10 holders INCLUDING labelled (excluded) accounts; null when unknown. */
  top10PctRaw: number | null;
  /** Distinct owners among the non-excluded largest accounts read; null when unknown. */
  owners: number | null;
  /** Owners with near-identical balances, counted as one holder in top1Pct / top10Pct (lib/engine/holder-structure.ts). */
  clusters: Array<{ owners: string[]; pct: number }>;
}

export interface CallerFigure {
  value: number | null;
  source: "caller" | "onchain" | "unknown";
}

export type SimulationMethod = "transfer" | "swap";

export interface SimulationFacts {
  status: "not_run" | "sellable" | "blocked" | "inconclusive";
  reason: string;
  /** Methods actually executed (simulateTransaction calls that returned), in order. */
  methods: SimulationMethod[];
  /** Effective tax of the simulated sell in percent (0..100, 2 decimals); null when not measured. */
  taxPct: number | null;
  /** Machine-readable failure class, e.g. `account_frozen`, `non_transferable`, `paused`, `hook_rejected`, `probe_insufficient_sol`. */
  errorClass: string | null;
  /** Who caused the failure: `token` (blocked), `probe` (our set-up, inconclusive), or null. */
  blame: "token" | "probe" | "unknown" | null;
  /** Token account the probe sold from; null when not run. */
  holderTokenAccount: string | null;
  /** Number of simulateTransaction calls made. */
  attempts: number;
}

/** Well-known mint list match (lib/trust). */
export interface TrustFacts {
  /**
   * `listed`: the mint is on the shipped list; `issuer_authority`: not listed, but every live authority is
   * a key a listed issuer uses on its listed mint (evidence on the authority findings); `not_listed` otherwise.
   */
  status: "listed" | "issuer_authority" | "not_listed";
  listVersion: string;
  issuer: string | null;
  name: string | null;
  symbol: string | null;
  category: string | null;
  /** Well-known mint whose name/symbol this (unlisted) mint copies; null when none. */
  impersonates: string | null;
}

export interface LpFacts {
  /** `ok`: decoded; `not_applicable`: no fungible LP (CLMM/Whirlpool/DLMM positions); `unproven`: layout not decoded; `unknown`: read failed. */
  status: "ok" | "unknown" | "not_applicable" | "unproven";
  /** `uniswap-v2`: an EVM V2-style pair (its LP token is the pair contract itself, `lpMint` = the pair). */
  kind:
    | "raydium-amm-v4"
    | "raydium-cpmm"
    | "uniswap-v2"
    | "concentrated"
    | "meteora-damm-v1"
    | "meteora-damm-v2"
    | "meteora-dlmm"
    | "raydium-clmm"
    | "orca-whirlpool"
    | "pumpswap"
    | "other";
  lpMint: string | null;
  /** LP the pool accounts for (AMM v4 `lp_amount`, CPMM `lp_supply`), base units. */
  lpReserve: string | null;
  /** LP mint supply now, base units. */
  lpSupply: string | null;
  burnedPct: number | null;
  lockedPct: number | null;
  unlockedPct: number | null;
  /**
   * Solana pools: the share of the pool's liquidity ONE party can withdraw now (the owner with the most
   * unlocked LP of a fungible LP mint; the largest unlocked position, or DLMM owner). Absent for EVM pairs.
   */
  pullablePct?: number | null;
  /** Who can withdraw `pullablePct` (null when nobody can or it is unknown). */
  pullableBy?: PullableParty | null;
  /** Positions read for a position venue (DAMM v2, DLMM, CLMM, Whirlpool); absent otherwise. */
  positions?: number | null;
  /** Fungible-LP pools: parties holding unlocked LP among the LP mint's largest accounts. */
  parties?: number | null;
  /**
   * Fungible-LP pools: how LP was grouped into parties. `owner`: by the token accounts' owners (read in the
   * LP holders wave); `token-account`: the owners could not be read, each account is its own party.
   */
  partyBasis?: "owner" | "token-account" | null;
  /**
   * Solana pools: the largest parties (up to 5) holding withdrawable liquidity, largest first, each with its
   * role and its share of the pool's liquidity.
   */
  largestParties?: PartyShare[] | null;
  reason: string;
}

export interface PullableParty {
  /**
   * `wallet`: an LP holder (token account owner) or DLMM position owner; `position-nft`: the NFT mint of a
   * position (holder not read); `token-account`: an LP token account whose owner could not be read.
   */
  kind: "wallet" | "position-nft" | "token-account";
  address: string;
  /** `deployer`: the token's creator; `pool_creator`: the pool's creator; `top_holder`: among the top token holders. */
  role: "deployer" | "pool_creator" | "top_holder" | "other" | "unknown";
}

export interface PartyShare extends PullableParty {
  /** Share of the pool's liquidity (LP reserve, or the positions' liquidity) this party can withdraw. */
  pct: number;
}

export interface PoolFacts {
  pairAddress: string;
  dexId: string;
  url: string | null;
  labels: string[];
  quoteSymbol: string | null;
  quoteAddress: string | null;
  liquidityUsd: number | null;
  volume24hUsd: number | null;
  buys24h: number | null;
  sells24h: number | null;
  /** ISO 8601; null when the source did not say. */
  pairCreatedAt: string | null;
  lp: LpFacts;
}

export interface MarketFacts {
  /** `ok`: pairs read; `unknown`: source failed/empty/malformed; `disabled`: market data off or not wired. */
  status: "ok" | "unknown" | "disabled";
  source: string;
  reason: string;
  pools: PoolFacts[];
  /** Sum of pool liquidity in USD; null when unknown. */
  liquidityUsd: number | null;
  volume24hUsd: number | null;
  buys24h: number | null;
  sells24h: number | null;
  priceUsd: number | null;
  /** 24 h price change of the deepest pair, percent; null when the source did not say. */
  priceChange24hPct: number | null;
  /** Creation of the OLDEST listed pair, ISO 8601. */
  pairCreatedAt: string | null;
  pairAgeHours: number | null;
}

export interface LaunchpadFacts {
  platform: "pump.fun" | "raydium-launchlab" | "meteora-dbc" | null;
  /** `none`: no bonding curve; `bonding`: still on the curve; `complete`: curve done, no DEX pool seen; `migrated`: curve done and a DEX pool exists. */
  status: "none" | "bonding" | "complete" | "migrated" | "unknown";
  bondingCurve: string | null;
  progressPct: number | null;
  complete: boolean | null;
  virtualTokenReserves: string | null;
  virtualSolReserves: string | null;
  realTokenReserves: string | null;
  realSolReserves: string | null;
  tokenTotalSupply: string | null;
  creator: string | null;
}

export interface CreatorFacts {
  address: string | null;
  /**
   * `launchpad`: pump.fun names it; `first_transaction`: fee payer of the mint's first transaction (Solana) or the
   * sender of the transaction with the first mint (EVM, when that transaction did not create the contract);
   * `creation_transaction`: EVM, the sender of the transaction that created the contract and minted first.
   */
  source: "launchpad" | "first_transaction" | "creation_transaction" | "unknown";
  /** Creator's share of supply from the top-20 holder table; 0 when not among them; null when unknown. */
  holdingPct: number | null;
  reason: string;
}

export interface AgeFacts {
  /** ISO 8601 of the oldest known activity; null when unknown. */
  createdAt: string | null;
  ageHours: number | null;
  /** `first_mint_block`: EVM, the block time of the token's first mint. */
  source: "mint_signatures" | "pair_created" | "first_mint_block" | "unknown";
  /** False when pagination stopped before the first signature (the age is a lower bound). */
  complete: boolean;
  signaturesRead: number;
}

export interface SourceFacts {
  name: string;
  kind: "rpc" | "snapshot" | "caller" | "market" | "swap-api";
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
  liquidity: { usd: number | null; source: "caller" | "market" | "unknown" };
  topHolderPct: CallerFigure;
  simulation: SimulationFacts;
  trust: TrustFacts;
  market: MarketFacts;
  launchpad: LaunchpadFacts;
  creator: CreatorFacts;
  age: AgeFacts;
  sources: SourceFacts[];
  slot: number | null;
  engineVersion: string;
  /** EVM chains only: the contract facts behind the EVM checks (absent on Solana). */
  evm?: EvmResultFacts;
}

/** EVM-specific facts of a scan (lib/engine/evm/result.ts). Amounts are decimal strings, shares percent (2 decimals). */
export interface EvmResultFacts {
  chainId: number;
  /** Block the facts were read at, decimal string. */
  blockNumber: string;
  code: { present: boolean; size: number };
  proxy: {
    /** `zeppelinos`: pre-EIP-1967 zeppelinOS / OpenZeppelin AdminUpgradeabilityProxy slots (USDC's layout). */
    kind: "none" | "eip1967" | "eip1967_beacon" | "eip1167" | "zeppelinos" | "eip1822" | "eip2535";
    implementation: string | null;
    admin: string | null;
    adminIsContract: boolean | null;
    beacon: string | null;
    /** burn (nobody can upgrade), eoa, multisig (Safe getThreshold), timelock (getMinDelay), contract. */
    adminKind: "burn" | "eoa" | "multisig" | "timelock" | "contract" | null;
    /** A contract admin followed to its owner (ProxyAdmin owner()). */
    adminOwner: {
      address: string;
      kind: "burn" | "eoa" | "multisig" | "timelock" | "contract" | null;
      threshold: number | null;
      minDelay: number | null;
    } | null;
  };
  ownership: {
    /** owner(), else getOwner(); null when the contract exposes neither. */
    owner: string | null;
    pendingOwner: string | null;
    /** true: zero/dead owner; false: a live owner; null: no owner function. */
    renounced: boolean | null;
    ownerIsContract: boolean | null;
  };
  /** Privileged functions found among the analysed code's selectors (lib/chains/evm/bytecode.ts). */
  capabilities: Array<{ capability: string; signature: string; selector: string }>;
  selfdestruct: boolean;
  delegatecall: boolean;
  deployer: {
    address: string | null;
    source: "creation_transaction" | "first_mint_transaction" | "unknown";
    transactionHash: string | null;
    reason: string;
  };
  pairs: Array<{
    dex: string;
    pair: string;
    router: string;
    /** The pair's other token (wrapped native, stablecoin or major). */
    quote: string;
    reserveToken: string;
    /** The quote token's reserve. */
    reserveNative: string;
    lpTotalSupply: string;
    burntPct: number;
    lockedPct: number;
    lockedIn: Array<{ locker: string; pct: number; unlocksAt: string | null }>;
    topLpHolder: { address: string; pct: number; isContract: boolean | null } | null;
  }>;
  lockersVersion: string;
  simulation: {
    status: "completed" | "inconclusive" | "not_run";
    reason: string;
    honeypot: boolean | null;
    buyTaxPct: number | null;
    sellTaxPct: number | null;
    transferTaxPct: number | null;
    buyGas: string | null;
    sellGas: string | null;
    transferGas: string | null;
    buyReason: string | null;
    sellReason: string | null;
    transferReason: string | null;
    gasAnomalies: string[];
    /** Outside contracts the buy, transfer or sell called (other code than the token's). */
    externalCalls: string[];
  };
  /** The privilege prober (lib/chains/evm/prober.ts): what each privileged candidate could do, measured. */
  privileges: {
    status: "completed" | "partial" | "not_run";
    reason: string;
    candidates: Array<{ address: string; roles: string[] }>;
    selectorsProbed: number;
    selectorsSkipped: number;
    attempted: number;
    total: number;
    effects: Array<{
      kind: "mint" | "drain" | "freeze" | "limit" | "tax";
      scope: "targeted" | "global" | null;
      selector: string;
      hint: string | null;
      caller: string;
      callerRoles: string[];
      pattern: string;
      measure: string;
      before: string;
      after: string;
    }>;
    undecided: string[];
  };
  holderCount: number | null;
}

export interface ScanInput {
  chain: Chain;
  tokenAddress: string;
  /** Caller-supplied figures override on-chain/unknown ones and are labelled `caller`. */
  liquidityUsd?: number;
  topHolderPct?: number;
}

// The Solana chain-reading port lives with the chain adapters (lib/chains sits below the engine).
export type {
  ChainReader,
  LargestAccount,
  ProgramAccountFilter,
  RawAccount,
  SignatureInfo,
  SimulateConfig,
  SimulateResult,
} from "../chains/solana/types";
