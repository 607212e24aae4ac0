/**
 * The sandbox catalogue: one built-in token per scenario. Addresses are deterministic:
 * base58(sha256("token-risk-sandbox:v1:" + scenario)).
 */
import { address } from "@solana/kit";
import { INCINERATOR } from "../chains/solana/well-known";
import {
  type HolderSpec,
  type MetadataSpec,
  type SandboxPairSpec,
  sandboxAddress,
  type TokenSpec,
} from "./sandbox-snapshot";
import type { RiskLevel } from "./types";

export interface SandboxScenario {
  scenario: string;
  description: string;
  /** The finding id this scenario is built to fail (null for `clean`). */
  expectedFinding: string | null;
  /** Other findings that fail by construction (e.g. a whale also concentrates the top 10); empty for single-issue scenarios. */
  alsoFails: readonly string[];
  /** The risk level the scenario must get (issue 15: the level floor makes single high fails `high`). */
  expectedLevel: RiskLevel;
  spec: TokenSpec;
}

const ONE_BILLION = 1_000_000_000n;

/** A spread-out holder table: 10% burnt, then 6%, 5%, ... (top1 6%, top10 ~34%). */
function spreadHolders(scenario: string): HolderSpec[] {
  const bps = [600, 500, 450, 400, 350, 300, 250, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70];
  return [
    { owner: INCINERATOR, bps: 1000 },
    ...bps.map((b, i) => ({ owner: sandboxAddress(`${scenario}:wallet:${i}`), bps: b })),
  ];
}

function metaplex(scenario: string, name: string, symbol: string, mutable = false): MetadataSpec {
  return {
    kind: "metaplex",
    name,
    symbol,
    uri: `https://sandbox.invalid/${scenario}.json`,
    mutable,
    updateAuthority: sandboxAddress(`${scenario}:update-authority`),
  };
}

function t22meta(scenario: string, name: string, symbol: string): MetadataSpec {
  return { kind: "token-2022", name, symbol, uri: `https://sandbox.invalid/${scenario}.json`, updateAuthority: null };
}

function scenario(
  name: string,
  description: string,
  expected: string | null | { finding: string | null; alsoFails?: string[]; level: RiskLevel },
  build: (mint: string) => Omit<TokenSpec, "mint">,
): SandboxScenario {
  const mint = sandboxAddress(name);
  const e =
    expected !== null && typeof expected === "object" ? expected : { finding: expected, level: "low" as RiskLevel };
  const spec: TokenSpec = { mint, ...build(mint) };
  // Every scenario has a market (pairs, liquidity, trades, pool + LP accounts), so the
  // market-based checks are assessed, not `unknown`, and single-issue scenarios stay isolated.
  if (!spec.market) spec.market = [healthyPool()];
  return {
    scenario: name,
    description,
    expectedFinding: e.finding,
    alsoFails: e.alsoFails ?? [],
    expectedLevel: e.level,
    spec,
  };
}

const splBase = (s: string) => ({
  program: "spl-token" as const,
  decimals: 6,
  supply: ONE_BILLION * 1_000_000n,
  mintAuthority: null,
  freezeAuthority: null,
  holders: spreadHolders(s),
});

const t22Base = (s: string) => ({ ...splBase(s), program: "token-2022" as const });

/** TransferFeeConfig with `bps` on both epochs; `live`: the fee authority is set (else revoked). */
function feeConfig(s: string, bps: number, live: boolean) {
  const fee = { epoch: 700n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: bps };
  return {
    __kind: "TransferFeeConfig" as const,
    transferFeeConfigAuthority: address(
      live ? sandboxAddress(`${s}:fee-authority`) : "11111111111111111111111111111111",
    ),
    withdrawWithheldAuthority: address(sandboxAddress(`${s}:withdraw-authority`)),
    withheldAmount: 0n,
    olderTransferFee: fee,
    newerTransferFee: fee,
  };
}

/** A healthy, established Raydium AMM v4 pool: $250k, 30 days old, LP 100% burnt, balanced trades, 8% of supply in the vault. */
const healthyPool = (o: Partial<SandboxPairSpec> = {}): SandboxPairSpec => ({
  dexId: "raydium",
  kind: "raydium-amm-v4",
  liquidityUsd: 250_000,
  volume24hUsd: 180_000,
  buys24h: 420,
  sells24h: 390,
  ageHours: 720,
  lpBurnedBps: 10_000,
  vaultBps: 800,
  ...o,
});

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  scenario(
    "clean",
    "SPL Token, both authorities revoked, immutable Metaplex metadata, spread holders (10% burnt to the incinerator).",
    null,
    (_m) => ({
      ...splBase("clean"),
      metadata: metaplex("clean", "Sandbox Clean", "CLEAN"),
      market: [healthyPool()],
    }),
  ),
  scenario(
    "mint-authority",
    "SPL Token whose mint authority is still live (floor case: a single high fail is `high`).",
    { finding: "MINT_AUTHORITY_ACTIVE", level: "high" },
    () => ({
      ...splBase("mint-authority"),
      mintAuthority: sandboxAddress("mint-authority:authority"),
      metadata: metaplex("mint-authority", "Sandbox Mintable", "MINTY"),
    }),
  ),
  scenario(
    "freeze-authority",
    "SPL Token whose freeze authority is still live: the classic honeypot (floor case: `high`).",
    { finding: "FREEZE_AUTHORITY_ACTIVE", level: "high" },
    () => ({
      ...splBase("freeze-authority"),
      freezeAuthority: sandboxAddress("freeze-authority:authority"),
      metadata: metaplex("freeze-authority", "Sandbox Freezable", "FRZ"),
    }),
  ),
  scenario(
    "transfer-fee-90",
    "Token-2022 with a 90% transfer fee and a live fee authority.",
    { finding: "TRANSFER_FEE", alsoFails: ["TRANSFER_FEE_AUTHORITY"], level: "critical" },
    () => ({
      ...t22Base("transfer-fee-90"),
      extensions: [
        {
          __kind: "TransferFeeConfig",
          transferFeeConfigAuthority: address(sandboxAddress("transfer-fee-90:fee-authority")),
          withdrawWithheldAuthority: address(sandboxAddress("transfer-fee-90:withdraw-authority")),
          withheldAmount: 0n,
          olderTransferFee: { epoch: 700n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 9000 },
          newerTransferFee: { epoch: 700n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 9000 },
        },
      ],
      metadata: t22meta("transfer-fee-90", "Sandbox Fee", "FEE90"),
    }),
  ),
  scenario(
    "permanent-delegate",
    "Token-2022 with a permanent delegate that can move anyone's tokens.",
    { finding: "PERMANENT_DELEGATE", level: "critical" },
    () => ({
      ...t22Base("permanent-delegate"),
      extensions: [{ __kind: "PermanentDelegate", delegate: address(sandboxAddress("permanent-delegate:delegate")) }],
      metadata: t22meta("permanent-delegate", "Sandbox Delegate", "DLGT"),
    }),
  ),
  scenario(
    "non-transferable",
    "Token-2022 NonTransferable (soulbound) token.",
    { finding: "NON_TRANSFERABLE", level: "critical" },
    () => ({
      ...t22Base("non-transferable"),
      extensions: [{ __kind: "NonTransferable" }],
      metadata: t22meta("non-transferable", "Sandbox Soulbound", "SOUL"),
    }),
  ),
  scenario(
    "default-frozen",
    "Token-2022 whose new token accounts start Frozen.",
    { finding: "DEFAULT_ACCOUNT_FROZEN", alsoFails: ["FREEZE_AUTHORITY_ACTIVE"], level: "high" },
    () => ({
      ...t22Base("default-frozen"),
      freezeAuthority: sandboxAddress("default-frozen:freeze-authority"),
      extensions: [{ __kind: "DefaultAccountState", state: 2 }],
      metadata: t22meta("default-frozen", "Sandbox Frozen", "FROZE"),
    }),
  ),
  scenario(
    "pausable",
    "Token-2022 with a live pause authority (not paused yet): a one-transaction honeypot switch (`high`).",
    { finding: "PAUSABLE", level: "high" },
    () => ({
      ...t22Base("pausable"),
      extensions: [
        { __kind: "PausableConfig", authority: address(sandboxAddress("pausable:authority")), paused: false },
      ],
      metadata: t22meta("pausable", "Sandbox Pausable", "PAUSE"),
    }),
  ),
  scenario(
    "mutable-metadata",
    "SPL Token whose Metaplex metadata is mutable.",
    { finding: "METADATA_MUTABLE", level: "low" },
    () => ({
      ...splBase("mutable-metadata"),
      metadata: metaplex("mutable-metadata", "Sandbox Mutable", "MUT", true),
    }),
  ),
  scenario(
    "whale-80",
    "SPL Token where one wallet holds 80% of supply.",
    { finding: "TOP_HOLDER_CONCENTRATION", alsoFails: ["TOP10_CONCENTRATION"], level: "high" },
    () => ({
      ...splBase("whale-80"),
      metadata: metaplex("whale-80", "Sandbox Whale", "WHALE"),
      holders: [
        { owner: sandboxAddress("whale-80:whale"), bps: 8000 },
        ...[300, 200, 150, 100, 80, 60, 50, 40, 30, 20].map((b, i) => ({
          owner: sandboxAddress(`whale-80:wallet:${i}`),
          bps: b,
        })),
      ],
    }),
  ),
  scenario(
    "missing-metadata",
    "SPL Token with no Metaplex metadata account and no Token-2022 metadata.",
    { finding: "METADATA_MISSING", level: "medium" },
    () => ({
      ...splBase("missing-metadata"),
      metadata: { kind: "none" },
    }),
  ),
  scenario(
    "low-liquidity",
    "SPL Token whose only pool holds $800 of liquidity (LP burnt, 30 days old): dust liquidity (floor case: `high`).",
    { finding: "LIQUIDITY_LOW", level: "high" },
    () => ({
      ...splBase("low-liquidity"),
      metadata: metaplex("low-liquidity", "Sandbox Shallow", "SHLW"),
      market: [healthyPool({ liquidityUsd: 800, volume24hUsd: 300, buys24h: 12, sells24h: 9 })],
    }),
  ),
  scenario(
    "lp-unlocked",
    "SPL Token in a Raydium AMM v4 pool whose LP is neither burnt nor locked.",
    { finding: "LP_UNLOCKED", level: "high" },
    () => ({
      ...splBase("lp-unlocked"),
      metadata: metaplex("lp-unlocked", "Sandbox Unlocked", "UNLK"),
      market: [healthyPool({ lpBurnedBps: 0 })],
    }),
  ),
  scenario(
    "lp-burned",
    "SPL Token in a Raydium CPMM pool: 90% of LP burnt by supply reduction, 10% in a known locker; established market.",
    null,
    () => ({
      ...splBase("lp-burned"),
      metadata: metaplex("lp-burned", "Sandbox Burnt", "BURNT"),
      market: [healthyPool({ dexId: "raydium", kind: "raydium-cpmm", lpBurnedBps: 9000, lpLockedBps: 1000 })],
    }),
  ),
  scenario(
    "pumpfun-bonding",
    "pump.fun token still on its bonding curve (about 45% sold); the curve and the creator are labelled.",
    {
      finding: "LAUNCHPAD_BONDING",
      alsoFails: ["TOP_HOLDER_CONCENTRATION", "CREATOR_HOLDING", "LIQUIDITY_LOW", "PAIR_NEW"],
      level: "high",
    },
    () => ({
      ...splBase("pumpfun-bonding"),
      metadata: metaplex("pumpfun-bonding", "Sandbox Pump", "PUMPY"),
      holders: [
        { owner: sandboxAddress("pumpfun-bonding:creator"), bps: 1200 },
        ...[300, 250, 200, 150, 120, 100, 80].map((b, i) => ({
          owner: sandboxAddress(`pumpfun-bonding:wallet:${i}`),
          bps: b,
        })),
      ],
      pumpfun: {
        realTokenReserves: 436_205_000_000_000n,
        complete: false,
        creator: sandboxAddress("pumpfun-bonding:creator"),
        curveHoldingBps: 4362,
      },
      market: [
        {
          dexId: "pumpfun",
          kind: "pumpfun-curve",
          liquidityUsd: 9_000,
          volume24hUsd: 40_000,
          buys24h: 300,
          sells24h: 120,
          ageHours: 5,
        },
      ],
    }),
  ),
  scenario(
    "issuer-stablecoin",
    "PYUSD-like Token-2022 stablecoin of a (fictional) listed issuer: mint/freeze authority, permanent delegate, hook authority, 0 bps fee, confidential transfers; reported issuer-controlled, never high.",
    {
      finding: "MINT_AUTHORITY_ACTIVE",
      alsoFails: [
        "FREEZE_AUTHORITY_ACTIVE",
        "TRANSFER_FEE_AUTHORITY",
        "TRANSFER_HOOK",
        "PERMANENT_DELEGATE",
        "CONFIDENTIAL_TRANSFERS",
        "METADATA_MUTABLE",
      ],
      level: "low",
    },
    () => ({
      ...t22Base("issuer-stablecoin"),
      mintAuthority: sandboxAddress("issuer-stablecoin:mint-authority"),
      freezeAuthority: sandboxAddress("issuer-stablecoin:freeze-authority"),
      extensions: [
        {
          __kind: "TransferFeeConfig",
          transferFeeConfigAuthority: address(sandboxAddress("issuer-stablecoin:fee-authority")),
          withdrawWithheldAuthority: address(sandboxAddress("issuer-stablecoin:withdraw-authority")),
          withheldAmount: 0n,
          olderTransferFee: { epoch: 600n, maximumFee: 0n, transferFeeBasisPoints: 0 },
          newerTransferFee: { epoch: 600n, maximumFee: 0n, transferFeeBasisPoints: 0 },
        },
        { __kind: "PermanentDelegate", delegate: address(sandboxAddress("issuer-stablecoin:delegate")) },
        {
          __kind: "TransferHook",
          authority: address(sandboxAddress("issuer-stablecoin:hook-authority")),
          programId: address("11111111111111111111111111111111"),
        },
        {
          __kind: "ConfidentialTransferMint",
          authority: address(sandboxAddress("issuer-stablecoin:ct-authority")),
          autoApproveNewAccounts: false,
          auditorElgamalPubkey: null,
        },
      ],
      metadata: {
        kind: "token-2022",
        name: "Sandbox Dollar",
        symbol: "SDUSD",
        uri: "https://sandbox.invalid/issuer-stablecoin.json",
        updateAuthority: sandboxAddress("issuer-stablecoin:update-authority"),
      },
      market: [healthyPool({ kind: "raydium-clmm", dexId: "raydium", liquidityUsd: 5_000_000, vaultBps: 0 })],
    }),
  ),
  scenario(
    "blocked-sell",
    "Honeypot pattern: an active transfer hook and 150 buys with 0 sells in 24 h (the sandbox does not simulate; a live scan would).",
    { finding: "SELLS_ABSENT", alsoFails: ["TRANSFER_HOOK", "PAIR_NEW"], level: "high" },
    () => ({
      ...t22Base("blocked-sell"),
      extensions: [
        {
          __kind: "TransferHook",
          authority: address(sandboxAddress("blocked-sell:hook-authority")),
          programId: address(sandboxAddress("blocked-sell:hook-program")),
        },
      ],
      metadata: t22meta("blocked-sell", "Sandbox Honeypot", "HONEY"),
      market: [healthyPool({ liquidityUsd: 60_000, buys24h: 150, sells24h: 0, ageHours: 30 })],
    }),
  ),
  scenario(
    "impersonator",
    'SPL Token named "USD Coin" / USDC on another mint, otherwise clean (floor case: impersonation is `high`).',
    { finding: "IMPERSONATION", level: "high" },
    () => ({
      ...splBase("impersonator"),
      metadata: metaplex("impersonator", "USD Coin", "USDC"),
    }),
  ),
  scenario(
    "transfer-hook",
    "Token-2022 whose transfer hook calls an unknown program that its authority can swap (floor case: `high`).",
    { finding: "TRANSFER_HOOK", level: "high" },
    () => ({
      ...t22Base("transfer-hook"),
      extensions: [
        {
          __kind: "TransferHook",
          authority: address(sandboxAddress("transfer-hook:hook-authority")),
          programId: address(sandboxAddress("transfer-hook:hook-program")),
        },
      ],
      metadata: t22meta("transfer-hook", "Sandbox Hooked", "HOOK"),
    }),
  ),
  scenario(
    "no-sells",
    "SPL Token with 90 buys and 0 sells in 24 h and nothing else wrong: the wash-bought / honeypot trade pattern (floor case: `high`).",
    { finding: "SELLS_ABSENT", level: "high" },
    () => ({
      ...splBase("no-sells"),
      metadata: metaplex("no-sells", "Sandbox One Way", "ONEWAY"),
      market: [healthyPool({ buys24h: 90, sells24h: 0 })],
    }),
  ),
  scenario(
    "fee-10-live",
    "Token-2022 with a 10% transfer fee and a live fee authority: a fee trap (`high`).",
    { finding: "TRANSFER_FEE", alsoFails: ["TRANSFER_FEE_AUTHORITY"], level: "high" },
    () => ({
      ...t22Base("fee-10-live"),
      extensions: [feeConfig("fee-10-live", 1000, true)],
      metadata: t22meta("fee-10-live", "Sandbox Tithe", "TITHE"),
    }),
  ),
  scenario(
    "fee-half-pct-fixed",
    "Token-2022 with a 0.5% transfer fee and the fee authority revoked: a cost, not a danger (`low`).",
    { finding: "TRANSFER_FEE", level: "low" },
    () => ({
      ...t22Base("fee-half-pct-fixed"),
      extensions: [feeConfig("fee-half-pct-fixed", 50, false)],
      metadata: t22meta("fee-half-pct-fixed", "Sandbox Toll", "TOLL"),
    }),
  ),
  scenario(
    "new-pair",
    "SPL Token whose only pair was created 30 minutes ago, otherwise clean (`high`: most rugs happen in the first hour).",
    { finding: "PAIR_NEW", level: "high" },
    () => ({
      ...splBase("new-pair"),
      metadata: metaplex("new-pair", "Sandbox Fresh", "FRESH"),
      market: [healthyPool({ ageHours: 0.5 })],
    }),
  ),
];

export const SANDBOX_CATALOGUE: Array<{ scenario: string; address: string; description: string }> =
  SANDBOX_SCENARIOS.map((s) => ({
    scenario: s.scenario,
    address: s.spec.mint,
    description: s.description,
  }));

/** The token the sandbox scans when the caller names none: the `clean` scenario. */
export const SANDBOX_DEFAULT_TOKEN: string = SANDBOX_SCENARIOS[0].spec.mint;
