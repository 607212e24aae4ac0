/**
 * Chains for the dashboard's forms (client code never imports server code; the server, lib/chains/supported.ts,
 * is the authority and checks EIP-55 checksums). The values are the API's canonical names.
 */
import { type AddressCheck, checkSolanaAddress } from "./base58";

export type ChainValue = "solana" | "ethereum" | "base" | "bsc";
export const CHAIN_OPTIONS: { value: ChainValue; label: string }[] = [
  { value: "solana", label: "Solana" },
  { value: "ethereum", label: "Ethereum" },
  { value: "base", label: "Base" },
  { value: "bsc", label: "BNB Chain" },
];
export const chainLabel = (c: string) => CHAIN_OPTIONS.find((o) => o.value === c)?.label ?? c;

const HEX40 = /^0x[0-9a-fA-F]{40}$/;

/** The address's format for the chain; an EVM checksum is checked by the server. */
export function checkTokenAddress(chain: ChainValue, raw: string): AddressCheck {
  if (chain === "solana") {
    const c = checkSolanaAddress(raw);
    return c.ok || !HEX40.test(raw.trim())
      ? c
      : { ok: false, reason: "this is an EVM (0x…) address; pick Ethereum, Base or BNB Chain" };
  }
  const s = raw.trim();
  if (!s) return { ok: false, reason: "empty" };
  if (HEX40.test(s)) return { ok: true };
  if (checkSolanaAddress(s).ok) return { ok: false, reason: "this is a Solana address; pick Solana" };
  return { ok: false, reason: "an EVM address is 0x followed by 40 hex digits" };
}

/** The report page of a token (Solana paths stay as they were). */
export const reportHref = (chain: string, address: string) =>
  chain === "solana" ? `/token/${address}` : `/token/${address}?chain=${chain}`;
