/**
 * EVM chains the reader knows: ids, accepted names (aliases, case-insensitive), the wrapped native token and the
 * Uniswap V2-style DEXes whose pairs the LP and simulation steps use. Plain data; the RPC URL is configuration
 * (passed in by the caller, never read here).
 *
 * Addresses are the DEXes' published deployments; the comment above each entry names the source it was checked
 * against (2026-11-23). Concentrated-liquidity DEXes are not listed: their pools are `not_applicable` to the V2 LP
 * and simulation steps.
 */
import type { Address } from "viem";
import type { EvmChainName } from "../../settings/evm";

export type { EvmChainName };

export interface V2Dex {
  name: string;
  factory: Address;
  router: Address;
}

export interface EvmChainInfo {
  name: EvmChainName;
  chainId: number;
  aliases: readonly string[];
  nativeSymbol: string;
  wrappedNative: Address;
  v2Dexes: readonly V2Dex[];
  /**
   * Quote tokens V2 pairs are looked up against: the wrapped native token first, then the chain's stablecoins and
   * majors. Addresses as in the EVM trust list (lib/trust/well-known-evm.ts, which cites the issuers' pages and
   * token lists); BUSD from PancakeSwap's token list (pancake-frontend packages/tokens/src/56.ts).
   */
  quotes: readonly Address[];
}

export const EVM_CHAINS: Readonly<Record<EvmChainName, EvmChainInfo>> = {
  ethereum: {
    name: "ethereum",
    chainId: 1,
    aliases: ["ethereum", "eth", "mainnet", "ethereum-mainnet"],
    nativeSymbol: "ETH",
    // WETH9: Optimism Superchain token list (ethereum-optimism.github.io data/WETH), Uniswap V2 docs.
    wrappedNative: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
    quotes: [
      "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", // WETH
      "0xdAC17F958D2ee523a2206206994597C13D831ec7", // USDT
      "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", // USDC
      "0x6B175474E89094C44Da98b954EedeAC495271d0F", // DAI
      "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599", // WBTC
    ],
    v2Dexes: [
      // docs.uniswap.org "V2 Deployment Addresses" (Mainnet row).
      {
        name: "Uniswap V2",
        factory: "0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f",
        router: "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D",
      },
      // @sushiswap/core README "Deployed Contracts" ((Uni|Sushi)swapV2Factory / V2Router02 on etherscan.io).
      {
        name: "SushiSwap",
        factory: "0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac",
        router: "0xd9e1cE17f2641f24aE83637ab66a2cca9C378B9F",
      },
      // PancakeSwap's own code: factory in pancakeswap/pancake-frontend packages/swap-sdk/src/constants.ts
      // (FACTORY_ADDRESS_MAP[ETHEREUM]); router in @pancakeswap/smart-router V2_ROUTER_ADDRESS[ETHEREUM] (2026-11-26).
      {
        name: "PancakeSwap V2",
        factory: "0x1097053Fd2ea711dad45caCcc45EfF7548fCB362",
        router: "0xEfF92A263d31888d860bD50809A8D171709b7b1c",
      },
    ],
  },
  base: {
    name: "base",
    chainId: 8453,
    aliases: ["base", "base-mainnet"],
    nativeSymbol: "ETH",
    // WETH9 predeploy: docs.base.org "Contract Addresses" / OP Stack predeploys spec.
    wrappedNative: "0x4200000000000000000000000000000000000006",
    quotes: [
      "0x4200000000000000000000000000000000000006", // WETH
      "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", // USDC
      "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2", // USDT (bridged)
      "0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb", // DAI
    ],
    v2Dexes: [
      // docs.uniswap.org "V2 Deployment Addresses" (Base row); also docs.base.org "Contract Addresses" (Uniswap v2).
      {
        name: "Uniswap V2",
        factory: "0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6",
        router: "0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24",
      },
      // BaseSwap's own SDK: github.com/baseswapfi/sdk-core src/sdk-core/addresses.ts (V2_FACTORY/V2_ROUTER, Base);
      // BaseSwap pairs charge 0.25% and use their own init code hash (baseswapfi/v2-sdk constants.ts).
      {
        name: "BaseSwap",
        factory: "0xFDa619b6d20975be80A10332cD39b9a4b0FAa8BB",
        router: "0x327Df1E6de05895d2ab08513aaDD9313Fe505d86",
      },
      // Sushi's own SDK: sushi-labs/sushiswap packages/sushi/src/config/features/sushiswap-v2.ts
      // (SUSHISWAP_V2_FACTORY_ADDRESS / SUSHISWAP_V2_ROUTER_ADDRESS [ChainId.BASE], checked 2026-11-26).
      {
        name: "SushiSwap",
        factory: "0x71524B4f93c58fcbF659783284E38825f0622859",
        router: "0x6BDED42c6DA8FBf0d2bA55B2fa120C5e0c8D7891",
      },
    ],
  },
  bsc: {
    name: "bsc",
    chainId: 56,
    aliases: ["bsc", "bnb", "bnb-chain", "bnbchain", "binance", "binance-smart-chain"],
    nativeSymbol: "BNB",
    // WBNB: PancakeSwap's token list (github.com/pancakeswap/pancake-frontend packages/tokens/src/56.ts).
    wrappedNative: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
    quotes: [
      "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", // WBNB
      "0x55d398326f99059fF775485246999027B3197955", // USDT (Binance-Peg)
      "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", // BUSD
      "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", // USDC (Binance-Peg)
      "0x2170Ed0880ac9A755fd29B2688956BD959F933F8", // ETH (Binance-Peg)
      "0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c", // BTCB
    ],
    v2Dexes: [
      // developer.pancakeswap.finance "PancakeSwap v2 Addresses" (BSC: PancakeFactory, PancakeRouter).
      {
        name: "PancakeSwap V2",
        factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
        router: "0x10ED43C718714eb63d5aA57B78B54704E256024E",
      },
      // Sushi's own SDK: sushi-labs/sushiswap packages/sushi/src/config/features/sushiswap-v2.ts
      // (SUSHISWAP_V2_FACTORY_ADDRESS / SUSHISWAP_V2_ROUTER_ADDRESS [ChainId.BSC], checked 2026-11-26); re-checked
      // against the npm package sushi@7.3.15 (evm/config/features/sushiswap-v2.ts: BSC is in
      // SUSHISWAP_V2_SUPPORTED_CHAIN_IDS, not the deprecated list; same factory and router), 2026-11-26.
      {
        name: "SushiSwap",
        factory: "0xc35DADB65012eC5796536bD9864eD8773aBc74C4",
        router: "0x1b02dA8Cb0d097eB8D57A175b88c7D8b47997506",
      },
    ],
  },
};

/** The chain for a user-supplied name or alias (case-insensitive, trimmed), or null. */
export function resolveEvmChain(input: string): EvmChainInfo | null {
  const key = input.trim().toLowerCase();
  for (const chain of Object.values(EVM_CHAINS)) if (chain.aliases.includes(key)) return chain;
  return null;
}
