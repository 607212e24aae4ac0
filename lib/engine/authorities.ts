/**
 * Every authority a mint carries, with who holds it (lib/chains/solana/authority-holders.ts) and
 * whether a listed issuer uses that key (lib/trust). Computed once per scan; the authority checks
 * read it. The accounts at the authority addresses are read in the holders' round trip (RT2), so
 * this costs no round trip.
 */
import { type AuthorityHolder, classifyAuthorityHolder } from "../chains/solana/authority-holders";
import { type DecodedMint, findExtension, optionAddress } from "../chains/solana/mint-decoder";
import type { TrustList } from "../trust/trust";
import type { MetadataFacts, RawAccount } from "./types";

export type AuthorityRole =
  | "mint"
  | "freeze"
  | "permanent_delegate"
  | "transfer_fee_config"
  | "withdraw_withheld"
  | "transfer_hook"
  | "metadata_update"
  | "metadata_pointer"
  | "close"
  | "interest_rate"
  | "pause"
  | "scaled_ui_amount"
  | "confidential_transfer";

export interface AuthorityFact {
  role: AuthorityRole;
  holder: AuthorityHolder;
  /** A listed issuer uses this key on its listed mint. */
  issuerKey: { issuer: string; listedMint: string } | null;
}

export type AuthorityFacts = Partial<Record<AuthorityRole, AuthorityFact>>;

/** The authority addresses of a mint (and its metadata's update authority), by role; null when unset. */
export function authorityAddresses(
  mint: DecodedMint,
  metadata: Pick<MetadataFacts, "updateAuthority" | "mutable"> | null,
): Array<{ role: AuthorityRole; address: string | null }> {
  const out: Array<{ role: AuthorityRole; address: string | null }> = [
    { role: "mint", address: mint.mintAuthority },
    { role: "freeze", address: mint.freezeAuthority },
  ];
  const add = (role: AuthorityRole, a: unknown) =>
    out.push({ role, address: optionAddress(a as Parameters<typeof optionAddress>[0]) });
  const fee = findExtension(mint, "TransferFeeConfig");
  if (fee) {
    add("transfer_fee_config", fee.transferFeeConfigAuthority);
    add("withdraw_withheld", fee.withdrawWithheldAuthority);
  }
  const pd = findExtension(mint, "PermanentDelegate");
  if (pd) add("permanent_delegate", pd.delegate);
  const hook = findExtension(mint, "TransferHook");
  if (hook) add("transfer_hook", hook.authority);
  const ptr = findExtension(mint, "MetadataPointer");
  if (ptr) add("metadata_pointer", ptr.authority);
  const close = findExtension(mint, "MintCloseAuthority");
  if (close) add("close", close.closeAuthority);
  const ib = findExtension(mint, "InterestBearingConfig");
  if (ib) add("interest_rate", ib.rateAuthority);
  const pause = findExtension(mint, "PausableConfig");
  if (pause) add("pause", pause.authority);
  const scaled = findExtension(mint, "ScaledUiAmountConfig");
  if (scaled) add("scaled_ui_amount", scaled.authority);
  const ct = findExtension(mint, "ConfidentialTransferMint");
  if (ct) add("confidential_transfer", ct.authority);
  // An immutable Metaplex record's update authority can no longer change anything.
  if (metadata && metadata.mutable !== false) out.push({ role: "metadata_update", address: metadata.updateAuthority });
  return out;
}

/** Distinct addresses worth reading (set, not a burn address). */
export function authorityAddressesToRead(list: Array<{ address: string | null }>): string[] {
  const seen = new Set<string>();
  for (const { address } of list) {
    if (!address) continue;
    const kind = classifyAuthorityHolder(address, undefined).kind;
    // A multisig account may sit at any address (create-with-seed addresses can be off the curve).
    if (kind === "wallet" || kind === "program_pda") seen.add(address);
  }
  return [...seen];
}

/**
 * Classifies every authority. `accounts`: the accounts read at the authority addresses (absent from
 * the map: not read).
 */
export function classifyAuthorities(
  list: Array<{ role: AuthorityRole; address: string | null }>,
  accounts: ReadonlyMap<string, RawAccount | null>,
  trust: TrustList,
): AuthorityFacts {
  const out: AuthorityFacts = {};
  for (const { role, address } of list) {
    const holder = classifyAuthorityHolder(
      address,
      address && accounts.has(address) ? accounts.get(address) : undefined,
    );
    const e = address
      ? trust.entries.find((x) => x.control === "issuer" && x.authorities?.includes(address))
      : undefined;
    out[role] = { role, holder, issuerKey: e ? { issuer: e.issuer, listedMint: e.mint } : null };
  }
  return out;
}

/** Live authorities (a key or program can sign): the ones issuer recognition must cover. */
export function liveAuthorityAddresses(facts: AuthorityFacts): string[] {
  const out = new Set<string>();
  for (const f of Object.values(facts)) {
    if (!f?.holder.address) continue;
    if (f.holder.kind === "wallet" || f.holder.kind === "multisig" || f.holder.kind === "program_pda")
      out.add(f.holder.address);
  }
  return [...out];
}
