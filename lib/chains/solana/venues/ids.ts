/**
 * Program ids, PDA seeds and constant authorities of the Solana venues whose pools the engine reads.
 *
 * Every value here is transcribed from the protocol's published SDK (package@version beside each) and
 * compared with that SDK's exported value by tests/unit/solana/venue-ids.test.ts, so a typo fails a test
 * instead of shipping (the DLMM id was once typed from memory and wrong). The SDKs are devDependencies:
 * they pull web3.js v1 and Anchor, which the runtime does not need.
 */
import { addressToBytes } from "../address";
import { once } from "../once";
import { findProgramAddress } from "../pda";
import { PUMP_FUN_PROGRAM_ID, PUMP_SWAP_PROGRAM_ID } from "../pumpfun";
import { ASSOCIATED_TOKEN_PROGRAM_ID } from "../well-known";

// --- Raydium (@raydium-io/raydium-sdk-v2@0.2.73-alpha) -------------------------------------------
/** `ALL_PROGRAM_ID.AMM_V4`. */
export const RAYDIUM_AMM_V4 = "675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8";
/** `CREATE_CPMM_POOL_PROGRAM`. */
export const RAYDIUM_CPMM = "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C";
/** `CLMM_PROGRAM_ID`. */
export const RAYDIUM_CLMM = "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK";
/** `LAUNCHPAD_PROGRAM` (Raydium LaunchLab). */
export const RAYDIUM_LAUNCHLAB = "LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj";
/** `CLMM_LOCK_PROGRAM_ID` = `LOCK_CPMM_PROGRAM` (Raydium "Burn & Earn" locker). */
export const RAYDIUM_LOCK = "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE";
/** LaunchLab seeds (`POOL_SEED`, `POOL_VAULT_SEED`, `AUTH_SEED` of the SDK's launchpad/pda.ts). */
export const LAUNCHLAB_POOL_SEED = "pool";
export const LAUNCHLAB_VAULT_SEED = "pool_vault";
export const LAUNCHLAB_AUTH_SEED = "vault_auth_seed";
/** CPMM vault and LP-mint authority seed (raydium-cp-swap `AUTH_SEED`). */
export const CPMM_AUTH_SEED = "vault_and_lp_mint_auth_seed";

// --- Meteora ----------------------------------------------------------------------------------
/** DAMM v2: `CP_AMM_PROGRAM_ID` (@meteora-ag/cp-amm-sdk@1.5.0). */
export const METEORA_DAMM_V2 = "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG";
/** DAMM v1 (dynamic AMM): `DAMM_V1_PROGRAM_ID` (@meteora-ag/dynamic-bonding-curve-sdk@1.5.12, which embeds its IDL). */
export const METEORA_DAMM_V1 = "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB";
/** Dynamic vault program holding DAMM v1 reserves: `VAULT_PROGRAM_ID` (dynamic-bonding-curve-sdk@1.5.12). */
export const METEORA_VAULT = "24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi";
/** Base key of the dynamic vaults: `BASE_ADDRESS` (dynamic-bonding-curve-sdk@1.5.12). */
export const METEORA_VAULT_BASE = "HWzXGcGHy4tcpYfaRDCyLNzXqBTv3E6BttpCH2vJxArv";
/** DLMM: `LBCLMM_PROGRAM_IDS["mainnet-beta"]` (@meteora-ag/dlmm@1.9.14). */
export const METEORA_DLMM = "LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo";
/** Dynamic bonding curve: `DYNAMIC_BONDING_CURVE_PROGRAM_ID` (dynamic-bonding-curve-sdk@1.5.12). */
export const METEORA_DBC = "dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN";
/** Meteora locker (vesting escrows): `LOCKER_PROGRAM_ID` (dynamic-bonding-curve-sdk@1.5.12). */
export const METEORA_LOCKER = "LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn";
/** Seeds (`SEED` of dynamic-bonding-curve-sdk@1.5.12 / cp-amm-sdk@1.5.0). */
export const METEORA_POOL_AUTHORITY_SEED = "pool_authority";
export const DAMM_V1_LP_MINT_SEED = "lp_mint";
export const METEORA_VAULT_SEED = "vault";
export const METEORA_TOKEN_VAULT_SEED = "token_vault";
/**
 * DAMM v2 position NFTs are Token-2022 mints, first minted into the program's token account
 * PDA(["position_nft_account", nft mint]) whose authority is the position's owner (`derivePositionNftAccount`
 * and the `create_position` instruction's `position_nft_account` / `token_program` in cp-amm-sdk@1.5.0's IDL).
 */
export const DAMM_V2_POSITION_NFT_ACCOUNT_SEED = "position_nft_account";

// --- Orca (@orca-so/whirlpools-sdk@0.22.0) ---------------------------------------------------------
/** `ORCA_WHIRLPOOL_PROGRAM_ID`. */
export const ORCA_WHIRLPOOL = "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc";

// --- pump.fun and PumpSwap (@pump-fun/pump-swap-sdk@1.20.0: `PUMP_PROGRAM_ID`, `PUMP_AMM_PROGRAM_ID`) ----
export { PUMP_FUN_PROGRAM_ID as PUMP_FUN, PUMP_SWAP_PROGRAM_ID as PUMP_SWAP } from "../pumpfun";
/** PumpSwap LP mint seed (`lpMintPda`: ["pool_lp_mint", pool]). */
export const PUMP_SWAP_LP_MINT_SEED = "pool_lp_mint";

// --- Constant authorities (PDAs with program-wide seeds) ----------------------------------------

/** Raydium CPMM vault authority: PDA([CPMM_AUTH_SEED], CPMM) = GpMZbSM2GgvTKHJirzeGfMFoaZ8UR2X7F4v8vHTvxFbL. */
export const cpmmAuthority = once(() => findProgramAddress(RAYDIUM_CPMM, [CPMM_AUTH_SEED])[0]);
/** LaunchLab vault authority: `LAUNCHPAD_AUTH` = WLHv2UAZm6z4KyaaELi5pjdbJh6RESMva1Rnn8pJVVh. */
export const launchLabAuthority = once(() => findProgramAddress(RAYDIUM_LAUNCHLAB, [LAUNCHLAB_AUTH_SEED])[0]);
/** DAMM v2 vault authority: `derivePoolAuthority()` = HLnpSz9h2S4hiLQ43rnSD9XkcUThA7B8hQMKmDaiTLcC. */
export const dammV2Authority = once(() => findProgramAddress(METEORA_DAMM_V2, [METEORA_POOL_AUTHORITY_SEED])[0]);
/** DBC vault authority: `deriveDbcPoolAuthority()` = FhVo3mqL8PW5pH5U2CN4XE33DokiyZnUwuGpH2hmHLuM. */
export const dbcAuthority = once(() => findProgramAddress(METEORA_DBC, [METEORA_POOL_AUTHORITY_SEED])[0]);

/** The LaunchLab pool of a base mint and quote mint: PDA(["pool", base, quote]) (`getPdaLaunchpadPoolId`). */
export function findLaunchLabPool(baseMint: string, quoteMint: string): string {
  return findProgramAddress(RAYDIUM_LAUNCHLAB, [
    LAUNCHLAB_POOL_SEED,
    addressToBytes(baseMint),
    addressToBytes(quoteMint),
  ])[0];
}

/** A LaunchLab pool's vault for a mint: PDA(["pool_vault", pool, mint]) (`getPdaLaunchpadVaultId`). */
export function findLaunchLabVault(pool: string, mint: string): string {
  return findProgramAddress(RAYDIUM_LAUNCHLAB, [LAUNCHLAB_VAULT_SEED, addressToBytes(pool), addressToBytes(mint)])[0];
}

/** The pump.fun bonding curve of a mint: PDA(["bonding-curve", mint]) (`bondingCurvePda`). */
export function findBondingCurve(mint: string): string {
  return findProgramAddress(PUMP_FUN_PROGRAM_ID, ["bonding-curve", addressToBytes(mint)])[0];
}

/** A PumpSwap pool's LP mint: PDA(["pool_lp_mint", pool]) (`lpMintPda`). */
export function findPumpSwapLpMint(pool: string): string {
  return findProgramAddress(PUMP_SWAP_PROGRAM_ID, [PUMP_SWAP_LP_MINT_SEED, addressToBytes(pool)])[0];
}

/** The token account a DAMM v2 position NFT is minted into (its authority is the position's first owner). */
export function findDammV2PositionNftAccount(nftMint: string): string {
  return findProgramAddress(METEORA_DAMM_V2, [DAMM_V2_POSITION_NFT_ACCOUNT_SEED, addressToBytes(nftMint)])[0];
}

/**
 * The associated token account of `owner` for `mint` under `tokenProgram`: PDA([owner, token program, mint])
 * of the associated-token program (checked against @solana/spl-token's `getAssociatedTokenAddressSync`).
 * Raydium CLMM and Orca Whirlpool mint a position NFT into its owner's associated account
 * (`associated_token::authority = position_nft_owner` / `= owner` in their `open_position` instructions).
 */
export function findAssociatedTokenAccount(owner: string, mint: string, tokenProgram: string): string {
  return findProgramAddress(ASSOCIATED_TOKEN_PROGRAM_ID, [
    addressToBytes(owner),
    addressToBytes(tokenProgram),
    addressToBytes(mint),
  ])[0];
}

/** A DAMM v1 pool's LP mint: PDA(["lp_mint", pool]) (`deriveDammV1LpMintAddress`). */
export function findDammV1LpMint(pool: string): string {
  return findProgramAddress(METEORA_DAMM_V1, [DAMM_V1_LP_MINT_SEED, addressToBytes(pool)])[0];
}

/**
 * The Meteora dynamic vault of a mint, PDA(["vault", mint, base]) (`deriveVaultAddress`): it owns the
 * token account (PDA(["token_vault", vault]), `deriveTokenVaultKey`) that holds every DAMM v1 pool's
 * reserve of that mint, so a holder owned by it is pool liquidity, not a wallet.
 */
export function findMeteoraVault(mint: string): string {
  return findProgramAddress(METEORA_VAULT, [
    METEORA_VAULT_SEED,
    addressToBytes(mint),
    addressToBytes(METEORA_VAULT_BASE),
  ])[0];
}
export function findMeteoraTokenVault(vault: string): string {
  return findProgramAddress(METEORA_VAULT, [METEORA_TOKEN_VAULT_SEED, addressToBytes(vault)])[0];
}

/** Owners (program-wide PDAs) whose token accounts are pool or curve vaults, with a holder label. */
export function vaultAuthorityLabels(): ReadonlyMap<string, string> {
  return vaultAuthorities();
}
const vaultAuthorities = once(
  () =>
    new Map<string, string>([
      ["5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1", "pool:raydium-amm-v4"],
      [cpmmAuthority(), "pool:raydium-cpmm"],
      [launchLabAuthority(), "launchpad:raydium-launchlab"],
      [dammV2Authority(), "pool:meteora-damm-v2"],
      [dbcAuthority(), "launchpad:meteora-dbc"],
    ]),
);
