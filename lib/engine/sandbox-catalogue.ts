/**
 * The sandbox catalogue: one built-in token per scenario. Addresses are deterministic:
 * base58(sha256("token-risk-sandbox:v1:" + scenario)).
 */
import { address } from "@solana/kit";
import { INCINERATOR } from "../chains/solana/well-known";
import { sandboxAddress, type HolderSpec, type MetadataSpec, type SandboxPairSpec, type TokenSpec } from "./sandbox-snapshot";

export interface SandboxScenario {
  scenario: string;
  description: string;
  /** The finding id this scenario is built to fail (null for `clean`). */
  expectedFinding: string | null;
  spec: TokenSpec;
}

const ONE_BILLION = 1_000_000_000n;

/** A spread-out holder table: 10% burnt, then 6%, 5%, ... (top1 6%, top10 ~34%). */
function spreadHolders(scenario: string): HolderSpec[] {
  const bps = [600, 500, 450, 400, 350, 300, 250, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70];
  return [{ owner: INCINERATOR, bps: 1000 }, ...bps.map((b, i) => ({ owner: sandboxAddress(`${scenario}:wallet:${i}`), bps: b }))];
}

function metaplex(scenario: string, name: string, symbol: string, mutable = false): MetadataSpec {
  return { kind: "metaplex", name, symbol, uri: `https://sandbox.invalid/${scenario}.json`, mutable, updateAuthority: sandboxAddress(`${scenario}:update-authority`) };
}

function t22meta(scenario: string, name: string, symbol: string): MetadataSpec {
  return { kind: "token-2022", name, symbol, uri: `https://sandbox.invalid/${scenario}.json`, updateAuthority: null };
}

function scenario(
  name: string,
  description: string,
  expectedFinding: string | null,
  build: (mint: string) => Omit<TokenSpec, "mint">,
): SandboxScenario {
  const mint = sandboxAddress(name);
  return { scenario: name, description, expectedFinding, spec: { mint, ...build(mint) } };
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
  scenario("clean", "SPL Token, both authorities revoked, immutable Metaplex metadata, spread holders (10% burnt to the incinerator).", null, (m) => ({
    ...splBase("clean"),
    metadata: metaplex("clean", "Sandbox Clean", "CLEAN"),
    market: [healthyPool()],
  })),
  scenario("mint-authority", "SPL Token whose mint authority is still live.", "MINT_AUTHORITY_ACTIVE", () => ({
    ...splBase("mint-authority"),
    mintAuthority: sandboxAddress("mint-authority:authority"),
    metadata: metaplex("mint-authority", "Sandbox Mintable", "MINTY"),
  })),
  scenario("freeze-authority", "SPL Token whose freeze authority is still live.", "FREEZE_AUTHORITY_ACTIVE", () => ({
    ...splBase("freeze-authority"),
    freezeAuthority: sandboxAddress("freeze-authority:authority"),
    metadata: metaplex("freeze-authority", "Sandbox Freezable", "FRZ"),
  })),
  scenario("transfer-fee-90", "Token-2022 with a 90% transfer fee and a live fee authority.", "TRANSFER_FEE", () => ({
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
  })),
  scenario("permanent-delegate", "Token-2022 with a permanent delegate that can move anyone's tokens.", "PERMANENT_DELEGATE", () => ({
    ...t22Base("permanent-delegate"),
    extensions: [{ __kind: "PermanentDelegate", delegate: address(sandboxAddress("permanent-delegate:delegate")) }],
    metadata: t22meta("permanent-delegate", "Sandbox Delegate", "DLGT"),
  })),
  scenario("non-transferable", "Token-2022 NonTransferable (soulbound) token.", "NON_TRANSFERABLE", () => ({
    ...t22Base("non-transferable"),
    extensions: [{ __kind: "NonTransferable" }],
    metadata: t22meta("non-transferable", "Sandbox Soulbound", "SOUL"),
  })),
  scenario("default-frozen", "Token-2022 whose new token accounts start Frozen.", "DEFAULT_ACCOUNT_FROZEN", () => ({
    ...t22Base("default-frozen"),
    freezeAuthority: sandboxAddress("default-frozen:freeze-authority"),
    extensions: [{ __kind: "DefaultAccountState", state: 2 }],
    metadata: t22meta("default-frozen", "Sandbox Frozen", "FROZE"),
  })),
  scenario("pausable", "Token-2022 with a live pause authority (not paused yet).", "PAUSABLE", () => ({
    ...t22Base("pausable"),
    extensions: [{ __kind: "PausableConfig", authority: address(sandboxAddress("pausable:authority")), paused: false }],
    metadata: t22meta("pausable", "Sandbox Pausable", "PAUSE"),
  })),
  scenario("mutable-metadata", "SPL Token whose Metaplex metadata is mutable.", "METADATA_MUTABLE", () => ({
    ...splBase("mutable-metadata"),
    metadata: metaplex("mutable-metadata", "Sandbox Mutable", "MUT", true),
  })),
  scenario("whale-80", "SPL Token where one wallet holds 80% of supply.", "TOP_HOLDER_CONCENTRATION", () => ({
    ...splBase("whale-80"),
    metadata: metaplex("whale-80", "Sandbox Whale", "WHALE"),
    holders: [
      { owner: sandboxAddress("whale-80:whale"), bps: 8000 },
      ...[300, 200, 150, 100, 80, 60, 50, 40, 30, 20].map((b, i) => ({ owner: sandboxAddress(`whale-80:wallet:${i}`), bps: b })),
    ],
  })),
  scenario("missing-metadata", "SPL Token with no Metaplex metadata account and no Token-2022 metadata.", "METADATA_MISSING", () => ({
    ...splBase("missing-metadata"),
    metadata: { kind: "none" },
  })),
  scenario("low-liquidity", "SPL Token whose only pool holds $800 of liquidity (LP burnt, 30 days old).", "LIQUIDITY_LOW", () => ({
    ...splBase("low-liquidity"),
    metadata: metaplex("low-liquidity", "Sandbox Shallow", "SHLW"),
    market: [healthyPool({ liquidityUsd: 800, volume24hUsd: 300, buys24h: 12, sells24h: 9 })],
  })),
  scenario("lp-unlocked", "SPL Token in a Raydium AMM v4 pool whose LP is neither burnt nor locked.", "LP_UNLOCKED", () => ({
    ...splBase("lp-unlocked"),
    metadata: metaplex("lp-unlocked", "Sandbox Unlocked", "UNLK"),
    market: [healthyPool({ lpBurnedBps: 0 })],
  })),
  scenario("lp-burned", "SPL Token in a Raydium CPMM pool: 90% of LP burnt by supply reduction, 10% in a known locker; established market.", null, () => ({
    ...splBase("lp-burned"),
    metadata: metaplex("lp-burned", "Sandbox Burnt", "BURNT"),
    market: [healthyPool({ dexId: "raydium", kind: "raydium-cpmm", lpBurnedBps: 9000, lpLockedBps: 1000 })],
  })),
  scenario("pumpfun-bonding", "pump.fun token still on its bonding curve (about 45% sold); the curve and the creator are labelled.", "LAUNCHPAD_BONDING", () => ({
    ...splBase("pumpfun-bonding"),
    metadata: metaplex("pumpfun-bonding", "Sandbox Pump", "PUMPY"),
    holders: [
      { owner: sandboxAddress("pumpfun-bonding:creator"), bps: 1200 },
      ...[300, 250, 200, 150, 120, 100, 80].map((b, i) => ({ owner: sandboxAddress(`pumpfun-bonding:wallet:${i}`), bps: b })),
    ],
    pumpfun: { realTokenReserves: 436_205_000_000_000n, complete: false, creator: sandboxAddress("pumpfun-bonding:creator"), curveHoldingBps: 4362 },
    market: [{ dexId: "pumpfun", kind: "pumpfun-curve", liquidityUsd: 9_000, volume24hUsd: 40_000, buys24h: 300, sells24h: 120, ageHours: 5 }],
  })),
  scenario("issuer-stablecoin", "PYUSD-like Token-2022 stablecoin of a (fictional) listed issuer: mint/freeze authority, permanent delegate, hook authority, 0 bps fee, confidential transfers; reported issuer-controlled, never high.", "MINT_AUTHORITY_ACTIVE", () => ({
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
      { __kind: "TransferHook", authority: address(sandboxAddress("issuer-stablecoin:hook-authority")), programId: address("11111111111111111111111111111111") },
      { __kind: "ConfidentialTransferMint", authority: address(sandboxAddress("issuer-stablecoin:ct-authority")), autoApproveNewAccounts: false, auditorElgamalPubkey: null },
    ],
    metadata: { kind: "token-2022", name: "Sandbox Dollar", symbol: "SDUSD", uri: "https://sandbox.invalid/issuer-stablecoin.json", updateAuthority: sandboxAddress("issuer-stablecoin:update-authority") },
    market: [healthyPool({ kind: "raydium-clmm", dexId: "raydium", liquidityUsd: 5_000_000, vaultBps: 0 })],
  })),
  scenario("blocked-sell", "Honeypot pattern: an active transfer hook and 150 buys with 0 sells in 24 h (the sandbox does not simulate; a live scan would).", "SELLS_ABSENT", () => ({
    ...t22Base("blocked-sell"),
    extensions: [{ __kind: "TransferHook", authority: address(sandboxAddress("blocked-sell:hook-authority")), programId: address(sandboxAddress("blocked-sell:hook-program")) }],
    metadata: t22meta("blocked-sell", "Sandbox Honeypot", "HONEY"),
    market: [healthyPool({ liquidityUsd: 60_000, buys24h: 150, sells24h: 0, ageHours: 30 })],
  })),
];

export const SANDBOX_CATALOGUE: Array<{ scenario: string; address: string; description: string }> = SANDBOX_SCENARIOS.map((s) => ({
  scenario: s.scenario,
  address: s.spec.mint,
  description: s.description,
}));

/** The token the sandbox scans when the caller names none: the `clean` scenario. */
export const SANDBOX_DEFAULT_TOKEN: string = SANDBOX_SCENARIOS[0].spec.mint;
