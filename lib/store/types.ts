/**
 * The store port: every piece of state the service keeps goes through this interface.
 * Adapters: `memory-store.ts` (embedded, the zero-config default) and `upstash-store.ts`
 * (production, shared by all instances). Both pass tests/contract/store-contract.ts.
 *
 * Operations that must be atomic across instances are single methods here (consumeQuota,
 * claimOnce, hitRateLimit), so an adapter can implement each one as one Lua script or
 * MULTI; callers never read-modify-write.
 */

import type { WebhookRepo } from "./webhook-repo";
import type { WatchlistRepo } from "./watchlist-repo";
import type { ProbeRepo } from "./probe-repo";

export type Tier = "free" | "pro" | "enterprise";
export const TIERS: readonly Tier[] = ["free", "pro", "enterprise"] as const;

export interface AccountRecord {
  id: string;
  email: string | null;
  /** scrypt encoding from lib/auth/password.ts; null for key-only or OAuth accounts. */
  passwordHash: string | null;
  tier: Tier;
  createdAt: string;
  /**
   * False only for a self-service sign-up whose email link has not been used yet. Absent means
   * provisioned (seed file, admin CLI, demo, GitHub) or created before verification existed:
   * verified.
   */
  emailVerified?: boolean;
  /** Dashboard sessions issued under an older version are dead (sign out everywhere, password change). Absent = 0. */
  sessionVersion?: number;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  /** Hex SHA-256 of the full key. The key itself is never stored. */
  keyHash: string;
  /** First characters of the key, for display ("trk_live_AbC1…"). */
  prefix: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** When true, unsigned requests with this key are refused (SIGNATURE_REQUIRED). */
  signingRequired: boolean;
}

export interface QuotaResult {
  allowed: boolean;
  /** Units used in the window after this call (unchanged when refused). */
  used: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch ms when the current window ends. */
  resetAt: number;
}

export interface Store {
  readonly kind: "memory" | "upstash";
  /** Cheap liveness check (status page, uptime probe). Rejects when the backend is unreachable. */
  ping(): Promise<void>;

  /** Inserts an account; false when the id or the (case-insensitive) email is taken. */
  insertAccount(account: AccountRecord): Promise<boolean>;
  getAccount(id: string): Promise<AccountRecord | null>;
  findAccountByEmail(email: string): Promise<AccountRecord | null>;
  updateAccount(id: string, patch: Partial<Pick<AccountRecord, "tier" | "passwordHash" | "emailVerified">>): Promise<AccountRecord | null>;
  /** Atomically increments the account's session version; the new version, or null for no such account. */
  bumpSessionVersion(id: string): Promise<number | null>;

  /** Inserts a key; false when a key with the same hash exists. */
  insertApiKey(key: ApiKeyRecord): Promise<boolean>;
  /**
   * Inserts a key only while the account has fewer than `maxActive` unrevoked keys, checked and
   * written atomically (one Lua script / one synchronous block): concurrent creations never pass
   * the cap. "exists" when the id or hash is taken, "cap" when the account is full.
   */
  insertApiKeyCapped(key: ApiKeyRecord, maxActive: number): Promise<"inserted" | "exists" | "cap">;
  findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  updateApiKey(
    id: string,
    patch: Partial<Pick<ApiKeyRecord, "revokedAt" | "lastUsedAt" | "name" | "signingRequired">>,
  ): Promise<ApiKeyRecord | null>;

  /**
   * Atomically adds `amount` to counter `key` if the result stays <= `limit`; otherwise
   * changes nothing (all or nothing). The counter expires `ttlSeconds` after creation.
   * A negative `amount` is a refund: always applied, never below 0.
   */
  consumeQuota(key: string, amount: number, limit: number, ttlSeconds: number): Promise<QuotaResult>;
  getCounter(key: string): Promise<number>;
  /** Several counters in one round trip (usage history); 0 for absent keys. */
  getCounters(keys: string[]): Promise<number[]>;
  /** Deletes counter `key` (e.g. failed sign-ins after a success). */
  resetCounter(key: string): Promise<void>;

  /** Sliding-window rate limit: at most `limit` hits per `windowMs` for `key`. */
  hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;

  /** Sets `key` only if absent (replay nonces, leases). True when this call set it. */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;

  /** Short-lived cache entries (scan results), shared by all instances. */
  getCache(key: string): Promise<string | null>;
  setCache(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Several cache entries in one round trip (market pair lists); null for absent or expired keys. */
  getCacheMany(keys: string[]): Promise<(string | null)[]>;
  /** Several cache entries, one TTL, in one round trip. */
  setCacheMany(entries: { key: string; value: string }[], ttlSeconds: number): Promise<void>;

  /** Domain repositories, each implemented by both adapters (lib/store/memory, lib/store/upstash). */
  readonly webhooks: WebhookRepo;
  readonly watchlist: WatchlistRepo;
  readonly probes: ProbeRepo;
}
