/**
 * Well-known Solana program ids and addresses the engine recognises.
 * Plain data: no network, no Next.
 */

export const SYSTEM_PROGRAM_ID = "11111111111111111111111111111111";
export const TOKEN_PROGRAM_ID = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const TOKEN_2022_PROGRAM_ID = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb";
export const METADATA_PROGRAM_ID = "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s";
export const ASSOCIATED_TOKEN_PROGRAM_ID = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";

/** The canonical burn address: no private key exists for it. */
export const INCINERATOR = "1nc1nerator11111111111111111111111111111111";

/** The all-zero public key (base58 of 32 zero bytes). Used by Token-2022 as "no authority". */
export const ZERO_ADDRESS = SYSTEM_PROGRAM_ID;

/**
 * Owners whose token accounts are treated as burnt: tokens there can never move again,
 * so they are labelled and excluded from holder concentration.
 */
export const BURN_DESTINATIONS: ReadonlyMap<string, string> = new Map([
  [INCINERATOR, "burn:incinerator"],
  [SYSTEM_PROGRAM_ID, "burn:system-program"],
]);

/** Label for a token-account owner, or null. */
export function labelForOwner(owner: string | null): string | null {
  if (!owner) return null;
  return BURN_DESTINATIONS.get(owner) ?? null;
}

export const TOKEN_PROGRAMS: ReadonlyMap<string, "spl-token" | "token-2022"> = new Map([
  [TOKEN_PROGRAM_ID, "spl-token"],
  [TOKEN_2022_PROGRAM_ID, "token-2022"],
]);

/**
 * Known LP lockers, by the owner of the token account holding the LP. A locker whose escrow
 * is an unlisted PDA is not recognised (its LP then counts as unlocked); documented limitation.
 */
export const LP_LOCKERS: ReadonlyMap<string, string> = new Map([
  ["LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE", "locker:raydium-burn-and-earn"],
  ["strmRqUCoQUgGUan5YhzUZa6KqdzwX5L6FpUxfmKg5m", "locker:streamflow"],
]);
