import { MemoryProbeRepo } from "./memory/probe-repo";
import { MemoryWatchlistRepo } from "./memory/watchlist-repo";
import { MemoryWebhookRepo } from "./memory/webhook-repo";
import type {
  AccountRecord,
  AdmitRequest,
  AdmitResult,
  ApiKeyRecord,
  QuotaResult,
  RateLimitResult,
  Store,
} from "./types";

/**
 * Embedded store: state lives in this process only. The zero-config default (`npm run dev`,
 * single-instance self-hosting, tests). Every method completes synchronously inside one
 * microtask, which makes the compound operations atomic in Node's single thread.
 */
export class MemoryStore implements Store {
  readonly kind = "memory" as const;
  private accounts = new Map<string, AccountRecord>();
  private accountIdByEmail = new Map<string, string>();
  private keys = new Map<string, ApiKeyRecord>();
  private keyIdByHash = new Map<string, string>();
  private counters = new Map<string, { value: number; expiresAt: number }>();
  private windows = new Map<string, number[]>();
  private claims = new Map<string, number>();
  private cache = new Map<string, { value: string; expiresAt: number }>();

  readonly webhooks: MemoryWebhookRepo;
  readonly watchlist: MemoryWatchlistRepo;
  readonly probes: MemoryProbeRepo;

  constructor(private readonly now: () => number = Date.now) {
    this.webhooks = new MemoryWebhookRepo(now);
    this.watchlist = new MemoryWatchlistRepo(now);
    this.probes = new MemoryProbeRepo(now);
  }

  async ping(): Promise<void> {}

  async insertAccount(account: AccountRecord): Promise<boolean> {
    const email = account.email?.toLowerCase();
    if (this.accounts.has(account.id) || (email && this.accountIdByEmail.has(email))) return false;
    this.accounts.set(account.id, { ...account });
    if (email) this.accountIdByEmail.set(email, account.id);
    return true;
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const a = this.accounts.get(id);
    return a ? { ...a } : null;
  }

  async findAccountByEmail(email: string): Promise<AccountRecord | null> {
    const id = this.accountIdByEmail.get(email.toLowerCase());
    return id ? this.getAccount(id) : null;
  }

  async updateAccount(id: string, patch: Partial<Pick<AccountRecord, "tier" | "passwordHash" | "emailVerified">>) {
    const a = this.accounts.get(id);
    if (!a) return null;
    const next = { ...a, ...patch };
    this.accounts.set(id, next);
    return { ...next };
  }

  async bumpSessionVersion(id: string): Promise<number | null> {
    const a = this.accounts.get(id);
    if (!a) return null;
    a.sessionVersion = (a.sessionVersion ?? 0) + 1;
    return a.sessionVersion;
  }

  async insertApiKey(key: ApiKeyRecord): Promise<boolean> {
    if (this.keyIdByHash.has(key.keyHash) || this.keys.has(key.id)) return false;
    this.keys.set(key.id, { ...key });
    this.keyIdByHash.set(key.keyHash, key.id);
    return true;
  }

  async insertApiKeyCapped(key: ApiKeyRecord, maxActive: number): Promise<"inserted" | "exists" | "cap"> {
    // No await between the count and the insert: atomic in Node's single thread.
    if (this.keyIdByHash.has(key.keyHash) || this.keys.has(key.id)) return "exists";
    let active = 0;
    for (const k of this.keys.values()) if (k.accountId === key.accountId && !k.revokedAt) active++;
    if (active >= maxActive) return "cap";
    this.keys.set(key.id, { ...key });
    this.keyIdByHash.set(key.keyHash, key.id);
    return "inserted";
  }

  async findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const id = this.keyIdByHash.get(keyHash);
    const k = id ? this.keys.get(id) : undefined;
    return k ? { ...k } : null;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()]
      .filter((k) => k.accountId === accountId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((k) => ({ ...k }));
  }

  async updateApiKey(
    id: string,
    patch: Partial<Pick<ApiKeyRecord, "revokedAt" | "lastUsedAt" | "name" | "signingRequired">>,
  ) {
    const k = this.keys.get(id);
    if (!k) return null;
    const next = { ...k, ...patch };
    this.keys.set(id, next);
    return { ...next };
  }

  private liveCounter(key: string) {
    const c = this.counters.get(key);
    if (c && c.expiresAt <= this.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return c;
  }

  async consumeQuota(key: string, amount: number, limit: number, ttlSeconds: number): Promise<QuotaResult> {
    return this.consumeQuotaNow(key, amount, limit, ttlSeconds);
  }

  private consumeQuotaNow(key: string, amount: number, limit: number, ttlSeconds: number): QuotaResult {
    const c = this.liveCounter(key);
    const used = c?.value ?? 0;
    if (amount > 0 && used + amount > limit) return { allowed: false, used };
    const next = Math.max(0, used + amount);
    this.counters.set(key, { value: next, expiresAt: c?.expiresAt ?? this.now() + ttlSeconds * 1000 });
    return { allowed: true, used: next };
  }

  async getCounter(key: string): Promise<number> {
    return this.liveCounter(key)?.value ?? 0;
  }

  async getCounters(keys: string[]): Promise<number[]> {
    return keys.map((k) => this.liveCounter(k)?.value ?? 0);
  }

  async resetCounter(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return this.hitRateLimitNow(key, limit, windowMs, this.now());
  }

  private hitRateLimitNow(key: string, limit: number, windowMs: number, now: number): RateLimitResult {
    let hits = this.windows.get(key);
    if (!hits) this.windows.set(key, (hits = []));
    // Timestamps are appended in order: drop the expired ones from the front, in place.
    let expired = 0;
    while (expired < hits.length && hits[expired] <= now - windowMs) expired++;
    if (expired) hits.splice(0, expired);
    const allowed = hits.length < limit;
    if (allowed) hits.push(now);
    const resetAt = (hits[0] ?? now) + windowMs;
    return { allowed, remaining: Math.max(0, limit - hits.length), resetAt };
  }

  async getCache(key: string): Promise<string | null> {
    return this.getCacheNow(key);
  }

  private getCacheNow(key: string): string | null {
    const e = this.cache.get(key);
    if (!e) return null;
    if (e.expiresAt <= this.now()) {
      this.cache.delete(key);
      return null;
    }
    return e.value;
  }

  async setCache(key: string, value: string, ttlSeconds: number): Promise<void> {
    const now = this.now();
    this.cache.set(key, { value, expiresAt: now + ttlSeconds * 1000 });
    if (this.cache.size > 10_000) for (const [k, e] of this.cache) if (e.expiresAt <= now) this.cache.delete(k);
  }

  async getCacheMany(keys: string[]): Promise<(string | null)[]> {
    return Promise.all(keys.map((k) => this.getCache(k)));
  }

  async setCacheMany(entries: { key: string; value: string }[], ttlSeconds: number): Promise<void> {
    for (const e of entries) await this.setCache(e.key, e.value, ttlSeconds);
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    return this.claimOnceNow(key, ttlSeconds);
  }

  private claimOnceNow(key: string, ttlSeconds: number): boolean {
    const now = this.now();
    const expiresAt = this.claims.get(key);
    if (expiresAt !== undefined && expiresAt > now) return false;
    this.claims.set(key, now + ttlSeconds * 1000);
    if (this.claims.size > 50_000) {
      for (const [k, exp] of this.claims) if (exp <= now) this.claims.delete(k);
    }
    return true;
  }

  /** The API hot path (AdmitRequest): one synchronous block, atomic in Node's single thread. */
  async admit(r: AdmitRequest): Promise<AdmitResult> {
    const out: AdmitResult = {
      status: "ok",
      key: null,
      account: null,
      rate: null,
      quota: null,
      cache: null,
      counters: [],
      webhookEndpoints: 0,
    };
    let key: ApiKeyRecord | undefined;
    if (r.keyHash !== null) {
      const id = this.keyIdByHash.get(r.keyHash);
      key = id ? this.keys.get(id) : undefined;
      if (!key || key.accountId !== r.accountId || (r.keyId !== null && key.id !== r.keyId))
        return { ...out, status: "no_key" };
      if (key.revokedAt) return { ...out, status: "revoked" };
    }
    const account = this.accounts.get(r.accountId);
    if (!account) return { ...out, status: "no_account" };
    out.key = key ? { ...key } : null;
    out.account = { ...account };
    if (account.emailVerified === false) return { ...out, status: "email_unverified" };
    if (key && r.signature === "none" && key.signingRequired) return { ...out, status: "signature_required" };
    if (r.signature === "invalid") return { ...out, status: "signature_invalid" };
    if (r.signature === "valid" && r.signatureClaim !== null && !this.claimOnceNow(r.signatureClaim, 900))
      return { ...out, status: "signature_replayed" };
    if (r.rate) {
      const limit = r.rate.limitByTier[account.tier];
      out.rate = { ...this.hitRateLimitNow(r.rate.key, limit, r.rate.windowMs, r.rate.nowMs), limit };
      if (!out.rate.allowed) return { ...out, status: "rate_limited" };
    }
    if (r.quota) {
      const limit = r.quota.limitByTier[account.tier];
      out.quota = { ...this.consumeQuotaNow(r.quota.key, r.quota.units, limit, r.quota.ttlSeconds), limit };
    }
    if (r.cacheKey !== null) out.cache = this.getCacheNow(r.cacheKey);
    out.counters = r.counterKeys.map((k) => this.liveCounter(k)?.value ?? 0);
    if (r.webhookEndpoints) out.webhookEndpoints = this.webhooks.countEndpoints(r.accountId);
    return out;
  }
}
