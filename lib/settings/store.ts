/** The Redis (Upstash REST) store's settings; lib/store/upstash-store.ts connects with them. */
export interface UpstashStoreOptions {
  url: string;
  token: string;
  /** Per-command timeout, ms. */
  timeoutMs?: number;
}

/** Reads UPSTASH_REDIS_REST_URL/TOKEN, or Vercel's KV_REST_API_URL/TOKEN, from the given environment record. */
export function upstashOptionsFromEnv(env: {
  [name: string]: unknown;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  KV_REST_API_URL?: string;
  KV_REST_API_TOKEN?: string;
  STORE_TIMEOUT_MS?: string;
}): UpstashStoreOptions | null {
  const url = env.UPSTASH_REDIS_REST_URL || env.KV_REST_API_URL;
  const token = env.UPSTASH_REDIS_REST_TOKEN || env.KV_REST_API_TOKEN;
  if (!url || !token) return null;
  const t = Number(env.STORE_TIMEOUT_MS);
  return { url, token, timeoutMs: Number.isInteger(t) && t > 0 ? t : 2000 };
}
