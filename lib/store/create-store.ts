import { MemoryStore } from "@/lib/store/memory-store";
import type { Store } from "@/lib/store/types";
import { UpstashStore, type UpstashStoreOptions, upstashOptionsFromEnv } from "@/lib/store/upstash-store";

/**
 * Picks the store adapter from the environment: Redis through @upstash/redis when
 * UPSTASH_REDIS_REST_URL/TOKEN (or Vercel's KV_REST_API_URL/TOKEN) are set, else the embedded store.
 */
export function createStore(env: Record<string, string | undefined>): Store {
  return createStoreFrom(upstashOptionsFromEnv(env));
}

/** The store for the validated settings (lib/config.ts `store`): Redis when given, else the embedded store. */
export function createStoreFrom(upstash: UpstashStoreOptions | null): Store {
  return upstash ? new UpstashStore(upstash) : new MemoryStore();
}
