/**
 * The store port: every piece of state the service keeps goes through this interface.
 * Adapters: `memory-store.ts` (embedded, the zero-config default) and `upstash-store.ts`
 * (production, shared by all instances). Both pass tests/contract/store-contract.ts.
 *
 * Operations that must be atomic across instances are single methods here (consumeQuota,
 * claimOnce, hitRateLimit), so an adapter can implement each one as one Lua script or
 * MULTI; callers never read-modify-write.
 */

import type { Tier } from "../settings/limits";
import type { ProbeRepo } from "./probe-repo";
import type { WatchlistRepo } from "./watchlist-repo";
import type { WebhookRepo } from "./webhook-repo";

export type { Tier };
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

/**
 * One admission of an API request (the hot path, issue 17): everything a request needs from the
 * store before its handler runs, in ONE store operation (one Lua script on Redis, one synchronous
 * block in memory). Steps, in order; the first failing check stops it and nothing is written:
 *  1. `keyHash`: the API key record must exist, belong to `accountId` (and have id `keyId`) and
 *     not be revoked. `accountId`/`keyId` come from the caller's short in-process cache of the
 *     (immutable) key → account mapping; the revocation itself is read here, so it is immediate.
 *     Without `keyHash` (a dashboard session already checked by the caller) only the account is read.
 *  2. the account must exist and not be an unverified self-service sign-up.
 *  3. signing: `signature: "none"` with a key that requires signing → "signature_required";
 *     "invalid" → "signature_invalid" (the caller holds the precise error); "valid" → the replay
 *     nonce `signatureClaim` is claimed (like claimOnce, 900 s), "signature_replayed" when taken.
 *  4. `rate`: per-second sliding window for the account (limit by tier), "rate_limited" when full.
 *  5. `quota`: reserves `units` of the counter (limit by tier), all or nothing; a refusal does not
 *     stop the admission (`quota.allowed` false): the handler reports it after validating input.
 *  6. reads: the cache entry `cacheKey`, the counters `counterKeys`, the number of webhook
 *     endpoints of the account (`webhookEndpoints`).
 */
export interface AdmitRequest {
  keyHash: string | null;
  keyId: string | null;
  accountId: string;
  signature: "none" | "valid" | "invalid";
  /** claimOnce key of a valid signature's nonce. */
  signatureClaim: string | null;
  rate: { key: string; limitByTier: Record<Tier, number>; windowMs: number; nowMs: number; hitId: string } | null;
  quota: { key: string; units: number; limitByTier: Record<Tier, number>; ttlSeconds: number } | null;
  cacheKey: string | null;
  counterKeys: string[];
  webhookEndpoints: boolean;
}

export type AdmitStatus =
  | "ok"
  | "no_key"
  | "revoked"
  | "no_account"
  | "email_unverified"
  | "signature_required"
  | "signature_invalid"
  | "signature_replayed"
  | "rate_limited";

export interface AdmitResult {
  status: AdmitStatus;
  /** Present from step 2 on (statuses other than no_key, revoked, no_account). */
  key: ApiKeyRecord | null;
  account: AccountRecord | null;
  /** Set when `rate` was asked and reached (ok or rate_limited). */
  rate: (RateLimitResult & { limit: number }) | null;
  /** Set when `quota` was asked and the admission is ok. */
  quota: (QuotaResult & { limit: number }) | null;
  /** The cache entry (null when absent or not asked). */
  cache: string | null;
  counters: number[];
  webhookEndpoints: number;
}

export interface Store {
  readonly kind: "memory" | "upstash";
  /** Cheap liveness check (status page, uptime probe). Rejects when the backend is unreachable. */
  ping(): Promise<void>;

  /** Inserts an account; false when the id or the (case-insensitive) email is taken. */
  insertAccount(account: AccountRecord): Promise<boolean>;
  getAccount(id: string): Promise<AccountRecord | null>;
  findAccountByEmail(email: string): Promise<AccountRecord | null>;
  updateAccount(
    id: string,
    patch: Partial<Pick<AccountRecord, "tier" | "passwordHash" | "emailVerified">>,
  ): Promise<AccountRecord | null>;
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

  /** The API hot path in one store operation: see AdmitRequest. */
  admit(req: AdmitRequest): Promise<AdmitResult>;

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
