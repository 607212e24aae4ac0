import type { Redis } from "@upstash/redis";
import type { WatchlistRepo } from "../watchlist-repo";

/** Upstash adapter of WatchlistRepo (placeholder; its owner fills it in). Use guard() from ./guard for every call. */
export class UpstashWatchlistRepo implements WatchlistRepo {
  constructor(protected readonly redis: Redis) {}
}
