import { isValidSolanaAddress } from "@/lib/engine";
import { ApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import type { AccountRecord, Tier } from "@/lib/store/types";
import type { WatchEntry } from "@/lib/store/watchlist-repo";

/**
 * Watchlist use cases shared by the dashboard API (session) and /api/v1/watchlist (API key).
 * Pro and Enterprise only, with a per-tier cap. Rescans by the cron do not consume the daily
 * quota (the cap bounds them); the first cron scan sets the baseline and emits nothing.
 */
export const WATCHLIST_CAPS: Record<Tier, number> = { free: 0, pro: 50, enterprise: 500 };

export function assertWatchlistTier(account: AccountRecord) {
  if (WATCHLIST_CAPS[account.tier] === 0) throw new ApiError("INSUFFICIENT_TIER", "The watchlist needs a Pro or Enterprise plan.");
}

export function watchView(e: WatchEntry) {
  return {
    tokenAddress: e.tokenAddress,
    chain: e.chain,
    addedAt: e.addedAt,
    lastResult: e.lastResult ? { safetyScore: e.lastResult.safetyScore, riskLevel: e.lastResult.riskLevel, scannedAt: e.lastResult.scannedAt } : null,
    lastChangeAt: e.lastChangeAt,
  };
}

export async function listWatchlist(runtime: Runtime, account: AccountRecord) {
  assertWatchlistTier(account);
  const entries = await runtime.store.watchlist.list(account.id);
  return { entries: entries.map(watchView), cap: WATCHLIST_CAPS[account.tier] };
}

export async function addToWatchlist(runtime: Runtime, account: AccountRecord, tokenAddress: string): Promise<{ created: boolean; entry: ReturnType<typeof watchView> }> {
  assertWatchlistTier(account);
  if (!isValidSolanaAddress(tokenAddress)) throw new ApiError("INVALID_INPUT", "not a valid Solana address (base58, 32 bytes)");
  const now = runtime.now();
  const entry: WatchEntry = { accountId: account.id, tokenAddress, chain: "solana", addedAt: now.toISOString(), lastResult: null, lastChangeAt: null };
  const cap = WATCHLIST_CAPS[account.tier];
  const outcome = await runtime.store.watchlist.add(entry, cap, now.getTime());
  if (outcome === "cap") throw new ApiError("CONFLICT", `Watchlist is full (${cap} tokens on the ${account.tier} plan); remove one first.`);
  if (outcome === "exists") return { created: false, entry: watchView((await runtime.store.watchlist.get(account.id, tokenAddress))!) };
  return { created: true, entry: watchView(entry) };
}

export async function removeFromWatchlist(runtime: Runtime, account: AccountRecord, tokenAddress: string) {
  assertWatchlistTier(account);
  if (!(await runtime.store.watchlist.remove(account.id, tokenAddress))) throw new ApiError("NOT_FOUND", "This token is not on your watchlist.");
  return { removed: tokenAddress };
}
