/**
 * Shared facts and small helpers of the second blind held-out Solana set (v2). Written by the
 * held-out analyst without reading the engine. Account builders come from the first set's plumbing
 * (tests/eval/heldout/solana/{build,world}.ts: official codecs @solana-program/token,
 * @solana-program/token-2022, mpl-token-metadata, Raydium SDK layouts).
 */
import { none, some } from "@solana/kit";
import type { ExtensionArgs } from "@solana-program/token-2022";
import { days, SYSTEM_PROGRAM, wallet } from "../solana/build";
import type { MarketSpec } from "../solana/world";

export const READ = "read 2026-11-26";

/** Public risk descriptions the analyst worked from (never the engine's checks). */
export const RUGCHECK =
  "RugCheck report risk descriptions (rugcheck.xyz: 'Mint Authority still enabled', 'Freeze Authority still enabled', 'Copycat token', 'Permanent Delegate', 'Transfer fee', 'Non-transferable', 'Top 10 holders high ownership', 'LP Unlocked', 'Low Liquidity'), " +
  READ;
export const GOPLUS =
  "GoPlus Solana token security field descriptions (docs.gopluslabs.io solana token_security: mintable, freezable, balance_mutable_authority, transfer_fee, transfer_hook, default_account_state, non_transferable, closable, metadata_mutable), " +
  READ;
export const T22_DOCS =
  "Solana Token Extensions docs (solana.com/docs/tokens/extensions: transfer fee, permanent delegate, non-transferable, default account state, transfer hook, metadata pointer; OptionalNonZeroPubkey: an all-zero key means 'none'), " +
  READ;
export const UTS39 =
  "Unicode UTS #39 Security Mechanisms (unicode.org/reports/tr39: confusables, skeleton; NFKC folds mathematical alphanumerics and full-width forms; default-ignorable code points such as U+2060 WORD JOINER and U+00AD SOFT HYPHEN are invisible), " +
  READ;
export const SCAM_WRITEUPS =
  "Solana scam pattern write-ups (Solana Foundation / Phantom / Solflare user-safety posts on copycat tokens, bundled launches, fake LP locks and honeypots; Token-2022 'permanent delegate' and 'non-transferable' rug reports, solanahub.de Token-2022 explainer 2026), " +
  READ;

/** Real program ids, from the sources named beside them. */
/** SPL stake pool program (SPL docs; igneous-labs/sanctum-lst-list programs.rs `Spl`). */
export const SPL_STAKE_POOL = "SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy";
/** Sanctum's single-validator SPL stake pool deployment (igneous-labs/sanctum-lst-list programs.rs `SanctumSpl`). */
export const SANCTUM_SPL = "SP12tWFxD9oJsVWNavTTBZvMbA6gkAmxtVgxdqvyvhY";
/** Sanctum's multi-validator SPL stake pool deployment (igneous-labs/sanctum-lst-list programs.rs `SanctumSplMulti`). */
export const SANCTUM_SPL_MULTI = "SPMBzsVUuoHA4Jm6KunbsotaahvVikZs1JyTW6iJvbn";
/** Jupiter Lock (token vesting / lock program; Jupiter docs "Jupiter Lock", github.com/jup-ag/jup-lock). */
export const JUPITER_LOCK = "LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn";

/** A label-scoped key: every v2 case derives its keys from "v2:<label>:…" so no key is shared with v1. */
export const v2 = (label: string) => `v2:${label}`;
export const deployerOf = (label: string) => wallet(`${v2(label)}:deployer`);
export const mintOf = (label: string) => wallet(`${v2(label)}:mint`);

/** A mature, widely held token's market. */
export const matureMarket = (priceUsd: number, liquidityUsd: number, ageDays = 500): MarketSpec => ({
  priceUsd,
  liquidityUsd,
  volume24hUsd: liquidityUsd * 0.7,
  buys24h: 3_800,
  sells24h: 3_450,
  ageHours: days(ageDays),
});

/** A young token with ordinary two-way trading. */
export const youngMarket = (ageHours: number, liquidityUsd = 60_000): MarketSpec => ({
  priceUsd: 0.00031,
  liquidityUsd,
  volume24hUsd: liquidityUsd * 2.5,
  buys24h: 1_020,
  sells24h: 870,
  ageHours,
});

/** MetadataPointer naming the mint itself and the TokenMetadata inside the mint (Token-2022 pattern). */
export const t22SelfMetadata = (
  mint: string,
  name: string,
  symbol: string,
  updateAuthority: string | null,
): ExtensionArgs[] => [
  {
    __kind: "MetadataPointer",
    authority: updateAuthority ? some(updateAuthority as never) : none(),
    metadataAddress: some(mint as never),
  },
  {
    __kind: "TokenMetadata",
    updateAuthority: updateAuthority ? some(updateAuthority as never) : none(),
    mint: mint as never,
    name,
    symbol,
    uri: `https://arweave.net/${encodeURIComponent(symbol)}.json`,
    additionalMetadata: new Map(),
  },
];

/** TransferFeeConfig with the same setting old and new (authority null = all-zero key, i.e. none). */
export const steadyFee = (authority: string | null, bps: number, sinceEpoch = 600n): ExtensionArgs => ({
  __kind: "TransferFeeConfig",
  transferFeeConfigAuthority: (authority ?? SYSTEM_PROGRAM) as never,
  withdrawWithheldAuthority: (authority ?? SYSTEM_PROGRAM) as never,
  withheldAmount: 0n,
  olderTransferFee: { epoch: sinceEpoch, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: bps },
  newerTransferFee: { epoch: sinceEpoch, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: bps },
});
