/** The chains a watched token can be on: lib/chains/supported's ChainName (lib/api/schema-equality.ts checks they agree; the store imports no chain code). */
export type WatchChain = "solana" | "ethereum" | "base" | "bsc";
type ChainName = WatchChain;

/** The last scan of a watched token, kept to detect changes. */
export interface WatchResult {
  safetyScore: number;
  /** The engine's RiskLevel (lib/api/schema-equality.ts checks they agree; the store does not import the engine). */
  riskLevel: "low" | "medium" | "high" | "critical";
  scannedAt: string;
  /** Finding id → status, to report which findings changed. */
  findings: Record<string, string>;
}

/** The outcome of the last rescan attempt (cron or "scan now"), and when the next one is due. */
export interface WatchAttempt {
  at: string;
  outcome: "ok" | "failed";
  /** Why it failed (the scan error's text); null when ok. */
  reason: string | null;
  nextRunAt: string;
}

export interface WatchEntry {
  accountId: string;
  /** Canonical form (EVM: EIP-55 checksummed). */
  tokenAddress: string;
  chain: ChainName;
  addedAt: string;
  lastResult: WatchResult | null;
  lastChangeAt: string | null;
  /** Absent until the first attempt (and in entries stored before attempts were recorded). */
  lastAttempt?: WatchAttempt | null;
}

/**
 * The repo's key of an entry (the `tokenAddress` argument of the methods below and of claimDue's answers): the
 * address on Solana, as before EVM chains existed (stored entries keep their keys), and `chain:address` on EVM
 * chains, where one address can be a token on several chains. Neither form contains `|`.
 */
export const watchKey = (chain: ChainName, tokenAddress: string) =>
  chain === "solana" ? tokenAddress : `${chain}:${tokenAddress}`;
export function parseWatchKey(key: string): { chain: ChainName; tokenAddress: string } {
  const i = key.indexOf(":");
  return i < 0
    ? { chain: "solana", tokenAddress: key }
    : { chain: key.slice(0, i) as ChainName, tokenAddress: key.slice(i + 1) };
}

/**
 * Watchlist port. Entries are keyed by account and watchKey(chain, tokenAddress). Entries are due for a rescan at a time kept in a global index; the cron
 * claims due entries with a lease (so overlapping runs and many instances never scan the same
 * entry twice at once), then saves the result with the next due time. A run that runs out of
 * time leaves the rest due: the due index is the resumable cursor.
 */
export interface WatchlistRepo {
  /** Adds an entry due at `dueAt` (epoch ms); false when already watched or the cap is reached. */
  add(entry: WatchEntry, cap: number, dueAt: number): Promise<"added" | "exists" | "cap">;
  remove(accountId: string, tokenAddress: string): Promise<boolean>;
  list(accountId: string): Promise<WatchEntry[]>;
  get(accountId: string, tokenAddress: string): Promise<WatchEntry | null>;
  /** Atomically claims up to `limit` entries due at `now`, leasing them until `now + leaseMs`. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<{ accountId: string; tokenAddress: string }[]>;
  /** Saves a scan result (and change time) and schedules the next scan; no-op if the entry was removed. */
  saveResult(
    accountId: string,
    tokenAddress: string,
    result: WatchResult | null,
    lastChangeAt: string | null,
    nextDueAt: number,
    attempt?: WatchAttempt,
  ): Promise<void>;
}
