import {
  CHAIN_NAMES,
  type ChainName,
  isEvmChain,
  resolveChain,
  unsupportedChainMessage,
  validateTokenAddress,
} from "@/lib/chains/supported";
import { ApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import { assertChainEnabled } from "@/lib/scan/evm-scan";
import { scanLive } from "@/lib/scan/scan-service";
import type { AccountRecord, Tier } from "@/lib/store/types";
import { type WatchEntry, watchKey } from "@/lib/store/watchlist-repo";
import { rescanEntry, watchlistIntervalMs } from "@/lib/watchlist/watchlist-cron";
import { emitEvent } from "@/lib/webhooks/emit";

/**
 * Watchlist use cases shared by the dashboard API (session) and /api/v1/watchlist (API key).
 * Pro and Enterprise only, with a per-tier cap. Rescans by the cron do not consume the daily
 * quota (the cap bounds them); the first cron scan sets the baseline and emits nothing.
 */
export const WATCHLIST_CAPS: Record<Tier, number> = { free: 0, pro: 50, enterprise: 500 };

export function assertWatchlistTier(account: AccountRecord) {
  if (WATCHLIST_CAPS[account.tier] === 0)
    throw new ApiError("INSUFFICIENT_TIER", "The watchlist needs a Pro or Enterprise plan.");
}

export function watchView(e: WatchEntry) {
  return {
    tokenAddress: e.tokenAddress,
    chain: e.chain,
    addedAt: e.addedAt,
    lastResult: e.lastResult
      ? { safetyScore: e.lastResult.safetyScore, riskLevel: e.lastResult.riskLevel, scannedAt: e.lastResult.scannedAt }
      : null,
    lastChangeAt: e.lastChangeAt,
    /** The last rescan attempt: when, ok or failed (with the reason), and when the next one is due. Null before the first. */
    lastAttempt: e.lastAttempt ?? null,
  };
}

export async function listWatchlist(runtime: Runtime, account: AccountRecord) {
  assertWatchlistTier(account);
  const entries = await runtime.store.watchlist.list(account.id);
  return { entries: entries.map(watchView), cap: WATCHLIST_CAPS[account.tier] };
}

export async function addToWatchlist(
  runtime: Runtime,
  account: AccountRecord,
  rawAddress: string,
  chain: ChainName = "solana",
): Promise<{ created: boolean; entry: ReturnType<typeof watchView> }> {
  assertWatchlistTier(account);
  const check = validateTokenAddress(chain, rawAddress);
  if (!check.ok) throw new ApiError("INVALID_INPUT", check.message);
  // A chain switched off on this server could never be rescanned.
  if (isEvmChain(chain)) assertChainEnabled(runtime.config, chain);
  const tokenAddress = check.address;
  const now = runtime.now();
  const entry: WatchEntry = {
    accountId: account.id,
    tokenAddress,
    chain,
    addedAt: now.toISOString(),
    lastResult: null,
    lastChangeAt: null,
  };
  const cap = WATCHLIST_CAPS[account.tier];
  const outcome = await runtime.store.watchlist.add(entry, cap, now.getTime());
  if (outcome === "cap")
    throw new ApiError("CONFLICT", `Watchlist is full (${cap} tokens on the ${account.tier} plan); remove one first.`);
  if (outcome === "exists") {
    // Removed between the add and this read: the entry is gone, the caller's one is what they asked for.
    const existing = await runtime.store.watchlist.get(account.id, watchKey(chain, tokenAddress));
    return { created: false, entry: watchView(existing ?? entry) };
  }
  return { created: true, entry: watchView(entry) };
}

/**
 * The entry a path's token address means: `?chain=` names the chain; without it a Solana address is on Solana and
 * an EVM address (any case) is the account's one watched entry with that address; watched on several EVM chains
 * it is ambiguous (400: add ?chain=). Not watched: 404.
 */
export async function findWatched(
  runtime: Runtime,
  account: AccountRecord,
  rawAddress: string,
  chainParam: string | null,
): Promise<WatchEntry> {
  const notWatched = () => new ApiError("NOT_FOUND", "This token is not on your watchlist.");
  if (chainParam !== null) {
    const chain = resolveChain(chainParam);
    if (!chain) throw new ApiError("INVALID_INPUT", unsupportedChainMessage(chainParam));
    const check = validateTokenAddress(chain, rawAddress);
    if (!check.ok) throw notWatched();
    const entry = await runtime.store.watchlist.get(account.id, watchKey(chain, check.address));
    if (!entry) throw notWatched();
    return entry;
  }
  const solana = await runtime.store.watchlist.get(account.id, rawAddress);
  if (solana) return solana;
  const evm = validateTokenAddress("ethereum", rawAddress);
  if (!evm.ok) throw notWatched();
  const candidates = CHAIN_NAMES.filter(isEvmChain);
  const found = (
    await Promise.all(candidates.map((c) => runtime.store.watchlist.get(account.id, watchKey(c, evm.address))))
  ).filter((e): e is WatchEntry => e !== null);
  if (found.length === 0) throw notWatched();
  if (found.length > 1)
    throw new ApiError(
      "INVALID_INPUT",
      `This address is watched on ${found.map((e) => e.chain).join(" and ")}; say which with ?chain=.`,
    );
  return found[0];
}

export async function removeFromWatchlist(
  runtime: Runtime,
  account: AccountRecord,
  rawAddress: string,
  chainParam: string | null = null,
) {
  assertWatchlistTier(account);
  const entry = await findWatched(runtime, account, rawAddress, chainParam);
  if (!(await runtime.store.watchlist.remove(account.id, watchKey(entry.chain, entry.tokenAddress))))
    throw new ApiError("NOT_FOUND", "This token is not on your watchlist.");
  return { removed: entry.tokenAddress, chain: entry.chain };
}

/** "Scan now": at most once a minute per entry and 10 a minute per account. */
export const SCAN_NOW_COOLDOWN_SECONDS = 60;
const SCAN_NOW_PER_MINUTE = 10;

/**
 * Rescans one watched token now, exactly as the cron does (same result, same `risk.changed`),
 * without using the daily quota: like the cron's rescans, the watchlist cap bounds them, and a
 * cooldown per entry plus a per-account rate limit keep it from becoming a free scan API.
 */
export async function scanWatchedNow(
  runtime: Runtime,
  account: AccountRecord,
  rawAddress: string,
  chainParam: string | null = null,
) {
  assertWatchlistTier(account);
  const entry = await findWatched(runtime, account, rawAddress, chainParam);
  const key = watchKey(entry.chain, entry.tokenAddress);
  const perAccount = await runtime.store.hitRateLimit(`wl:scan-now:${account.id}`, SCAN_NOW_PER_MINUTE, 60_000);
  if (!perAccount.allowed)
    throw new ApiError("RATE_LIMITED", `At most ${SCAN_NOW_PER_MINUTE} "scan now" a minute; try again shortly.`, {
      retryAfter: 60,
    });
  if (!(await runtime.store.claimOnce(`wl:scan-now:${account.id}:${key}`, SCAN_NOW_COOLDOWN_SECONDS)))
    throw new ApiError(
      "RATE_LIMITED",
      `This token was scanned on request less than ${SCAN_NOW_COOLDOWN_SECONDS} s ago; try again in a minute.`,
      { retryAfter: SCAN_NOW_COOLDOWN_SECONDS },
    );
  await rescanEntry(runtime, entry, {
    scan: (input) => scanLive(input, { config: runtime.config }),
    emit: (event) => emitEvent(runtime, event),
    intervalMs: watchlistIntervalMs(runtime),
    retryMs: 5 * 60_000,
  });
  return { entry: watchView((await runtime.store.watchlist.get(account.id, key)) ?? entry) };
}
