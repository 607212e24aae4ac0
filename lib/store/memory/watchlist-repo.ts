import { type WatchAttempt, type WatchEntry, type WatchlistRepo, type WatchResult, watchKey } from "../watchlist-repo";

const id = (accountId: string, token: string) => `${accountId}|${token}`;

/** Embedded adapter of WatchlistRepo; synchronous bodies make every method atomic. */
export class MemoryWatchlistRepo implements WatchlistRepo {
  private entries = new Map<string, WatchEntry>();
  private due = new Map<string, number>();

  constructor(protected readonly now: () => number = Date.now) {}

  async add(entry: WatchEntry, cap: number, dueAt: number) {
    const k = id(entry.accountId, watchKey(entry.chain, entry.tokenAddress));
    if (this.entries.has(k)) return "exists" as const;
    const count = [...this.entries.values()].filter((e) => e.accountId === entry.accountId).length;
    if (count >= cap) return "cap" as const;
    this.entries.set(k, structuredClone(entry));
    this.due.set(k, dueAt);
    return "added" as const;
  }

  async remove(accountId: string, tokenAddress: string) {
    const k = id(accountId, tokenAddress);
    this.due.delete(k);
    return this.entries.delete(k);
  }

  async list(accountId: string) {
    return [...this.entries.values()]
      .filter((e) => e.accountId === accountId)
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
      .map((e) => structuredClone(e));
  }

  async get(accountId: string, tokenAddress: string) {
    const e = this.entries.get(id(accountId, tokenAddress));
    return e ? structuredClone(e) : null;
  }

  async claimDue(now: number, limit: number, leaseMs: number) {
    const due = [...this.due.entries()]
      .filter(([, t]) => t <= now)
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit);
    return due.map(([k]) => {
      this.due.set(k, now + leaseMs);
      const [accountId, tokenAddress] = k.split("|");
      return { accountId, tokenAddress };
    });
  }

  async saveResult(
    accountId: string,
    tokenAddress: string,
    result: WatchResult | null,
    lastChangeAt: string | null,
    nextDueAt: number,
    attempt?: WatchAttempt,
  ) {
    const k = id(accountId, tokenAddress);
    const e = this.entries.get(k);
    if (!e) return;
    if (result) e.lastResult = structuredClone(result);
    if (lastChangeAt) e.lastChangeAt = lastChangeAt;
    if (attempt) e.lastAttempt = { ...attempt };
    this.due.set(k, nextDueAt);
  }
}
