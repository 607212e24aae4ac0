/**
 * The chains the service accepts at its boundary (the `chain` field of scans, sandbox scans, batch items, the
 * watchlist and the report page): their canonical names, the aliases a caller may send (case-insensitive), and the
 * per-chain address rules. Plain library: no HTTP, no configuration; the API layer turns a refusal into a 400.
 *
 *   solana    base58, 32 bytes
 *   ethereum  0x + 40 hex digits; mixed case must be a valid EIP-55 checksum (lib/chains/evm/address.ts)
 *   base      idem
 *   bsc       idem
 *
 * Names are normalised to the canonical name; EVM addresses to their EIP-55 checksummed form, so `0xabc…` and
 * `0xAbC…` are the same token everywhere (cache keys, watchlist entries, webhook payloads).
 */

import { validateEvmAddress } from "./evm/address";
import { EVM_CHAINS, type EvmChainName, resolveEvmChain } from "./evm/chains";
import { isValidSolanaAddress } from "./solana/address";

export type ChainName = "solana" | EvmChainName;
export type { EvmChainName };

/** Canonical names, in the order the docs list them. */
export const CHAIN_NAMES: readonly ChainName[] = ["solana", "ethereum", "base", "bsc"];

/** Accepted names per canonical chain (lower case). */
export const CHAIN_ALIASES: Readonly<Record<ChainName, readonly string[]>> = {
  solana: ["solana", "sol", "solana-mainnet"],
  ethereum: EVM_CHAINS.ethereum.aliases,
  base: EVM_CHAINS.base.aliases,
  bsc: EVM_CHAINS.bsc.aliases,
};

/** Display names for pages and messages. */
export const CHAIN_LABELS: Readonly<Record<ChainName, string>> = {
  solana: "Solana",
  ethereum: "Ethereum",
  base: "Base",
  bsc: "BNB Chain",
};

export const isEvmChain = (chain: ChainName): chain is EvmChainName => chain !== "solana";

/** The canonical chain for a name or alias (trimmed, case-insensitive), or null when the chain is not supported. */
export function resolveChain(input: string): ChainName | null {
  const key = input.trim().toLowerCase();
  if (CHAIN_ALIASES.solana.includes(key)) return "solana";
  return resolveEvmChain(key)?.name ?? null;
}

export const unsupportedChainMessage = (input: string) =>
  `chain '${input.trim().slice(0, 40)}' is not supported; supported chains: ${CHAIN_NAMES.join(", ")} (aliases: ${CHAIN_NAMES.flatMap((c) => CHAIN_ALIASES[c].filter((a) => a !== c)).join(", ")})`;

export type TokenAddressCheck = { ok: true; address: string } | { ok: false; message: string };

/**
 * Validates a token address for a chain and returns its canonical form (EVM: EIP-55 checksummed; Solana: as given).
 * The messages say which chain's format was expected, so a Solana mint sent with `chain: "ethereum"` (or the
 * reverse) is explained, not just refused.
 */
export function validateTokenAddress(chain: ChainName, input: string): TokenAddressCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, message: "token address is empty" };
  if (chain === "solana") {
    if (isValidSolanaAddress(raw)) return { ok: true, address: raw };
    const hint = /^0x[0-9a-fA-F]{40}$/.test(raw)
      ? " (this looks like an EVM address: send chain ethereum, base or bsc)"
      : "";
    return { ok: false, message: `not a valid Solana address (base58, 32 bytes)${hint}` };
  }
  const check = validateEvmAddress(chain, raw);
  if (check.ok) return { ok: true, address: check.address };
  const hint =
    check.reason === "format" && isValidSolanaAddress(raw)
      ? " (this looks like a Solana address: send chain solana)"
      : "";
  return { ok: false, message: `${check.message}${hint}` };
}

/** Explorer pages per chain (the report page links them). */
export function explorerUrl(chain: ChainName, kind: "token" | "address", address: string): string {
  switch (chain) {
    case "solana":
      return kind === "token" ? `https://solscan.io/token/${address}` : `https://solscan.io/account/${address}`;
    case "ethereum":
      return `https://etherscan.io/${kind}/${address}`;
    case "base":
      return `https://basescan.org/${kind}/${address}`;
    case "bsc":
      return `https://bscscan.com/${kind}/${address}`;
  }
}
