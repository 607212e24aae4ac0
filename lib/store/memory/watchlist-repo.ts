import type { WatchlistRepo } from "../watchlist-repo";

/** Embedded adapter of WatchlistRepo (placeholder; its owner fills it in). */
export class MemoryWatchlistRepo implements WatchlistRepo {
  constructor(protected readonly now: () => number = Date.now) {}
}
