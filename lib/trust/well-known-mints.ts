/**
 * The shipped, versioned list of well-known Solana mints and their issuers. Plain data.
 *
 * Only addresses the maintainers are sure of are listed (each was checked against the
 * issuer's own documentation when added). A listed mint's authority findings are reported as
 * issuer-controlled with reduced severity (never critical): the authority is the issuer's
 * documented compliance / operations tool, not a rug vector. An UNLISTED mint that copies a
 * listed token's name or symbol gets no discount, and an IMPERSONATION finding.
 *
 * Bump TRUST_LIST_VERSION on every change (it is reported in every scan).
 */

export const TRUST_LIST_VERSION = "trust-2026.1";

export type TrustCategory = "stablecoin" | "wrapped" | "liquid-staking" | "governance" | "memecoin";

export interface TrustEntry {
  mint: string;
  name: string;
  symbol: string;
  issuer: string;
  category: TrustCategory;
  /** `erc20`: an EVM token (lib/trust/well-known-evm.ts). */
  program: "spl-token" | "token-2022" | "erc20";
  /** EVM entries: the chain the address is on. */
  chain?: "ethereum" | "base" | "bsc";
  /** Further names used by the issuer (metadata names differ between wallets). */
  aliases?: string[];
  /**
   * `issuer`: authorities are held by the issuer and discounted. `none`: a community/meme
   * token listed only to detect impersonation; its findings are not discounted.
   */
  control: "issuer" | "none";
  /**
   * The issuer's authority keys on this mint (mint / freeze / ... authority addresses, transcribed
   * from the mint account). The trust context is keyed by them too: an UNLISTED mint whose every
   * live authority is one of a single issuer's keys is recognised as that issuer's (with the match
   * as evidence); a stranger's mint, or one mixing in other keys, is not.
   */
  authorities?: string[];
}

export const WELL_KNOWN_MINTS: readonly TrustEntry[] = [
  {
    mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    name: "USD Coin",
    symbol: "USDC",
    issuer: "Circle",
    category: "stablecoin",
    program: "spl-token",
    control: "issuer",
    // Mint and freeze authority of the USDC mint account (Solana explorer, mint EPjF…Dt1v).
    authorities: ["BJE5MMbqXjVwjAF7oxwPYXnTXDyspzZyt4vwenNw5ruG", "7dGbd2QZcCKcTndnHcTL8q7SMVXAkp688NTQYwrRCrar"],
  },
  {
    mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB",
    name: "USDT",
    symbol: "USDT",
    issuer: "Tether",
    category: "stablecoin",
    program: "spl-token",
    aliases: ["Tether USD", "Tether"],
    control: "issuer",
    // Mint and freeze authority of the USDT mint account (Solana explorer, mint Es9v…wNYB).
    authorities: ["Q6XprfkF8RQQKoQVG33xT88H7wi8Uk1B1CC7YAs69Gi"],
  },
  {
    mint: "2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo",
    name: "PayPal USD",
    symbol: "PYUSD",
    issuer: "Paxos (PayPal USD)",
    category: "stablecoin",
    program: "token-2022",
    control: "issuer",
  },
  {
    mint: "So11111111111111111111111111111111111111112",
    name: "Wrapped SOL",
    symbol: "SOL",
    issuer: "Solana native mint (SPL Token program)",
    category: "wrapped",
    program: "spl-token",
    aliases: ["WSOL", "Wrapped Solana"],
    control: "issuer",
  },
  {
    mint: "mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So",
    name: "Marinade staked SOL",
    symbol: "mSOL",
    issuer: "Marinade Finance",
    category: "liquid-staking",
    program: "spl-token",
    aliases: ["Marinade staked SOL (mSOL)"],
    control: "issuer",
  },
  {
    mint: "J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn",
    name: "Jito Staked SOL",
    symbol: "JitoSOL",
    issuer: "Jito (stake pool)",
    category: "liquid-staking",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1",
    name: "BlazeStake Staked SOL",
    symbol: "bSOL",
    issuer: "BlazeStake (stake pool)",
    category: "liquid-staking",
    program: "spl-token",
    aliases: ["BlazeStake Staked SOL (bSOL)"],
    control: "issuer",
  },
  {
    mint: "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN",
    name: "Jupiter",
    symbol: "JUP",
    issuer: "Jupiter",
    category: "governance",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R",
    name: "Raydium",
    symbol: "RAY",
    issuer: "Raydium",
    category: "governance",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3",
    name: "Pyth Network",
    symbol: "PYTH",
    issuer: "Pyth Data Association",
    category: "governance",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL",
    name: "JITO",
    symbol: "JTO",
    issuer: "Jito Foundation",
    category: "governance",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE",
    name: "Orca",
    symbol: "ORCA",
    issuer: "Orca",
    category: "governance",
    program: "spl-token",
    control: "issuer",
  },
  {
    mint: "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263",
    name: "Bonk",
    symbol: "Bonk",
    issuer: "Bonk (community)",
    category: "memecoin",
    program: "spl-token",
    control: "none",
  },
  {
    mint: "EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm",
    name: "dogwifhat",
    symbol: "$WIF",
    issuer: "dogwifhat (community)",
    category: "memecoin",
    program: "spl-token",
    aliases: ["WIF"],
    control: "none",
  },
];
