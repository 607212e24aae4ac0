/**
 * The shipped, versioned list of well-known EVM tokens per chain (issue 20): USDC, USDT, WETH, WBTC, DAI and each
 * chain's wrapped native token. Plain data, same shape as the Solana list (lib/trust/well-known-mints.ts).
 *
 * A listed token's issuer controls (mint, blacklist, pause, upgradeable proxy, owner) are reported as
 * issuer-controlled with reduced severity: they are the issuer's documented compliance / operations tools. An
 * UNLISTED token that copies a listed token's name or symbol gets no discount, and an IMPERSONATION finding.
 *
 * Sources (checked when added): Circle "USDC on main networks" (Ethereum, Base), Tether's supported-protocols page
 * (Ethereum), the issuers' token pages and the chains' own docs (Base predeploy 0x4200…0006 for WETH), cross-checked
 * against public token lists (Uniswap default list, IndexCoop/tokenlists, Aave address book). BNB Chain's USDC,
 * USDT, DAI, ETH and BTCB are Binance-Peg tokens issued by Binance. No WBTC is listed on Base (BitGo issues none
 * there). Bump EVM_TRUST_LIST_VERSION on every change (it is reported in every scan).
 */
import { getAddress } from "viem";
import type { TrustList } from "./trust";
import type { TrustEntry } from "./well-known-mints";

export const EVM_TRUST_LIST_VERSION = "trust-evm-2026.1";

type Chain = NonNullable<TrustEntry["chain"]>;

const e = (
  chain: Chain,
  mint: string,
  name: string,
  symbol: string,
  issuer: string,
  category: TrustEntry["category"],
  aliases?: string[],
): TrustEntry => ({
  mint: getAddress(mint),
  chain,
  name,
  symbol,
  issuer,
  category,
  program: "erc20",
  control: "issuer",
  ...(aliases ? { aliases } : {}),
});

export const WELL_KNOWN_EVM_TOKENS: readonly TrustEntry[] = [
  // Ethereum
  e("ethereum", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USD Coin", "USDC", "Circle", "stablecoin"),
  e("ethereum", "0xdAC17F958D2ee523a2206206994597C13D831ec7", "Tether USD", "USDT", "Tether", "stablecoin", ["Tether"]),
  e(
    "ethereum",
    "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
    "Wrapped Ether",
    "WETH",
    "WETH9 contract (no owner)",
    "wrapped",
  ),
  e("ethereum", "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599", "Wrapped BTC", "WBTC", "BitGo (WBTC DAO)", "wrapped"),
  e("ethereum", "0x6B175474E89094C44Da98b954EedeAC495271d0F", "Dai Stablecoin", "DAI", "MakerDAO (Sky)", "stablecoin", [
    "Dai",
  ]),
  // Base
  e("base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USD Coin", "USDC", "Circle", "stablecoin"),
  e(
    "base",
    "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2",
    "Tether USD",
    "USDT",
    "Tether (bridged to Base)",
    "stablecoin",
    ["Tether"],
  ),
  e(
    "base",
    "0x4200000000000000000000000000000000000006",
    "Wrapped Ether",
    "WETH",
    "Base (OP Stack predeploy)",
    "wrapped",
  ),
  e(
    "base",
    "0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb",
    "Dai Stablecoin",
    "DAI",
    "MakerDAO (Sky), bridged to Base",
    "stablecoin",
    ["Dai"],
  ),
  // BNB Chain
  e("bsc", "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", "Wrapped BNB", "WBNB", "WBNB contract (no owner)", "wrapped"),
  e("bsc", "0x55d398326f99059fF775485246999027B3197955", "Tether USD", "USDT", "Binance (Binance-Peg)", "stablecoin", [
    "Tether",
    "BSC-USD",
  ]),
  e("bsc", "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", "USD Coin", "USDC", "Binance (Binance-Peg)", "stablecoin"),
  e("bsc", "0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3", "Dai Token", "DAI", "Binance (Binance-Peg)", "stablecoin", [
    "Dai Stablecoin",
    "Dai",
  ]),
  e("bsc", "0x2170Ed0880ac9A755fd29B2688956BD959F933F8", "Ethereum Token", "ETH", "Binance (Binance-Peg)", "wrapped", [
    "Wrapped Ether",
    "WETH",
  ]),
  e("bsc", "0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c", "BTCB Token", "BTCB", "Binance (Binance-Peg)", "wrapped", [
    "Wrapped BTC",
    "WBTC",
  ]),
];

/** The trust list for one EVM chain: that chain's entries (impersonation is judged against them). */
export function evmTrustList(chain: Chain, entries: readonly TrustEntry[] = WELL_KNOWN_EVM_TOKENS): TrustList {
  return { version: EVM_TRUST_LIST_VERSION, entries: entries.filter((x) => x.chain === chain) };
}
