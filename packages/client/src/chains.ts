/**
 * Every `chain` value the server accepts (case-insensitive): the canonical names and their aliases, as in the
 * server's lib/chains/supported.ts. The OpenAPI document types `chain` as a plain string (the server resolves
 * aliases), so the list is written here and a test keeps it equal to the server's.
 */
export const CHAIN_ALIASES = {
  solana: ["solana", "sol", "solana-mainnet"],
  ethereum: ["ethereum", "eth", "mainnet", "ethereum-mainnet"],
  base: ["base", "base-mainnet"],
  bsc: ["bsc", "bnb", "bnb-chain", "bnbchain", "binance", "binance-smart-chain"],
} as const;

/** A canonical chain name, as responses spell it. */
export type ChainName = keyof typeof CHAIN_ALIASES;
/** Any chain value a request may carry: a canonical name or an alias. */
export type Chain = (typeof CHAIN_ALIASES)[ChainName][number];

/** Canonical names, in the order the docs list them. */
export const CHAINS: readonly ChainName[] = ["solana", "ethereum", "base", "bsc"];

/** The canonical name of a chain value (trimmed, case-insensitive), or null when the server would refuse it. */
export function canonicalChain(value: string): ChainName | null {
  const key = value.trim().toLowerCase();
  for (const name of CHAINS) if ((CHAIN_ALIASES[name] as readonly string[]).includes(key)) return name;
  return null;
}
