import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import { ApiError } from "@/lib/errors";
import type { AccountRecord, ApiKeyRecord, QuotaResult, RateLimitResult, Store } from "./types";
import { guard, hashReply, NS } from "./upstash/guard";
import { UpstashWebhookRepo } from "./upstash/webhook-repo";
import { UpstashWatchlistRepo } from "./upstash/watchlist-repo";
import { UpstashProbeRepo } from "./upstash/probe-repo";

/**
 * Production store on Redis through @upstash/redis (REST), so every serverless instance shares
 * state. Works with Upstash, Vercel KV variables, and a self-hosted Redis 7 behind an
 * Upstash-compatible REST proxy (serverless-redis-http).
 *
 * Layout (all keys under `trk:v1:`; bump the version to migrate):
 *   acct:{id}            HASH  account fields         acct-email:{email}  STRING account id
 *   key:{keyHash}        HASH  API key fields         key-id:{id}         STRING keyHash
 *   acct-keys:{account}  SET   key hashes             quota:*             STRING counter, TTL
 *   claim:*              STRING, TTL (nonces)          rl:*                @upstash/ratelimit state
 * Records are hashes so an update writes only its fields: a revocation can never be lost
 * to a concurrent last-used write. Compound operations are single Lua scripts (atomic).
 * Any backend failure becomes 503 UPSTREAM_UNAVAILABLE: callers fail closed.
 */
// KEYS[1] account hash, KEYS[2] (optional) email index; ARGV[1] id, then field/value pairs.
const INSERT_ACCOUNT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if #KEYS == 2 and redis.call('SET', KEYS[2], ARGV[1], 'NX') == false then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
return 1`;

const UPDATE_IF_EXISTS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1`;

const INSERT_KEY = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('SET', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[1])
return 1`;

// KEYS[1] account hash. Returns the new session version, or -1 when the account does not exist.
const BUMP_SESSION_VERSION = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'sessionVersion', 1)`;

// INSERT_KEY behind a cap on the account's unrevoked keys, counted in the same script (atomic).
// KEYS[1..3] as INSERT_KEY, then the records of the account's keys as the caller read them from
// KEYS[3]: every key the script touches is declared (Upstash and Redis Cluster rules). When the
// set changed in between, the script answers 'retry' and the caller reads it again.
// ARGV[1] hash, ARGV[2] id, ARGV[3] cap, ARGV[4] the record-key prefix, then field/value pairs.
const INSERT_KEY_CAPPED = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 'exists' end
local members = redis.call('SMEMBERS', KEYS[3])
if #members ~= #KEYS - 3 then return 'retry' end
local declared = {}
for i = 4, #KEYS do declared[KEYS[i]] = true end
local active = 0
for _, h in ipairs(members) do
  local k = ARGV[4] .. h
  if not declared[k] then return 'retry' end
  if redis.call('HGET', k, 'revokedAt') == '' then active = active + 1 end
end
if active >= tonumber(ARGV[3]) then return 'cap' end
redis.call('HSET', KEYS[1], unpack(ARGV, 5))
redis.call('SET', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[1])
return 'inserted'`;

// KEYS[1] counter; ARGV amount, limit, ttl. Returns {allowed, used}.
const CONSUME_QUOTA = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[1])
if amount > 0 and used + amount > tonumber(ARGV[2]) then return {0, used} end
local nextv = used + amount
if nextv < 0 then nextv = 0 end
local ttl = redis.call('TTL', KEYS[1])
if ttl > 0 then redis.call('SET', KEYS[1], nextv, 'EX', ttl) else redis.call('SET', KEYS[1], nextv, 'EX', tonumber(ARGV[3])) end
return {1, nextv}`;

type Fields = Record<string, string>;

function toFields(o: Record<string, string | number | boolean | null | undefined>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out.push(k, v === null ? "" : typeof v === "boolean" ? (v ? "1" : "0") : String(v));
  return out;
}

const nullable = (v: string | undefined) => (v === undefined || v === "" ? null : v);

function toAccount(h: Fields | null): AccountRecord | null {
  if (!h || !h.id) return null;
  const a: AccountRecord = { id: h.id, email: nullable(h.email), passwordHash: nullable(h.passwordHash), tier: h.tier as AccountRecord["tier"], createdAt: h.createdAt };
  if (h.emailVerified !== undefined) a.emailVerified = h.emailVerified === "1";
  if (h.sessionVersion !== undefined) a.sessionVersion = Number(h.sessionVersion);
  return a;
}

function toKey(h: Fields | null): ApiKeyRecord | null {
  if (!h || !h.id) return null;
  return {
    id: h.id,
    accountId: h.accountId,
    keyHash: h.keyHash,
    prefix: h.prefix,
    name: h.name,
    createdAt: h.createdAt,
    lastUsedAt: nullable(h.lastUsedAt),
    revokedAt: nullable(h.revokedAt),
    signingRequired: h.signingRequired === "1",
  };
}

export interface UpstashStoreOptions {
  url: string;
  token: string;
  /** Per-command timeout, ms. */
  timeoutMs?: number;
}

/** Reads UPSTASH_REDIS_REST_URL/TOKEN, or Vercel's KV_REST_API_URL/TOKEN. */
export function upstashOptionsFromEnv(env: Record<string, string | undefined>): UpstashStoreOptions | null {
  const url = env.UPSTASH_REDIS_REST_URL || env.KV_REST_API_URL;
  const token = env.UPSTASH_REDIS_REST_TOKEN || env.KV_REST_API_TOKEN;
  if (!url || !token) return null;
  const t = Number(env.STORE_TIMEOUT_MS);
  return { url, token, timeoutMs: Number.isInteger(t) && t > 0 ? t : 2000 };
}

export class UpstashStore implements Store {
  readonly kind = "upstash" as const;
  readonly redis: Redis;
  private limiters = new Map<string, Ratelimit>();
  private readonly timeoutMs: number;
  readonly webhooks: UpstashWebhookRepo;
  readonly watchlist: UpstashWatchlistRepo;
  readonly probes: UpstashProbeRepo;

  constructor(options: UpstashStoreOptions) {
    const timeoutMs = (this.timeoutMs = options.timeoutMs ?? 2000);
    this.redis = new Redis({
      url: options.url,
      token: options.token,
      automaticDeserialization: false,
      enableTelemetry: false,
      retry: { retries: 1, backoff: () => 50 },
      signal: () => AbortSignal.timeout(timeoutMs),
    });
    this.webhooks = new UpstashWebhookRepo(this.redis);
    this.watchlist = new UpstashWatchlistRepo(this.redis);
    this.probes = new UpstashProbeRepo(this.redis);
  }

  private io<T>(op: () => Promise<T>): Promise<T> {
    return guard(op);
  }

  async ping(): Promise<void> {
    await this.io(() => this.redis.ping());
  }

  async insertAccount(a: AccountRecord): Promise<boolean> {
    const email = a.email?.toLowerCase() ?? "";
    const keys = email ? [`${NS}acct:${a.id}`, `${NS}acct-email:${email}`] : [`${NS}acct:${a.id}`];
    const r = await this.io(() => this.redis.eval(INSERT_ACCOUNT, keys, [a.id, ...toFields({ ...a, email: email || null })]));
    return Number(r) === 1;
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    return toAccount(hashReply(await this.io(() => this.redis.hgetall(`${NS}acct:${id}`))));
  }

  async findAccountByEmail(email: string): Promise<AccountRecord | null> {
    const id = await this.io(() => this.redis.get<string>(`${NS}acct-email:${email.toLowerCase()}`));
    return id ? this.getAccount(id) : null;
  }

  async bumpSessionVersion(id: string): Promise<number | null> {
    const r = Number(await this.io(() => this.redis.eval(BUMP_SESSION_VERSION, [`${NS}acct:${id}`], [])));
    return r < 0 ? null : r;
  }

  async updateAccount(id: string, patch: Partial<Pick<AccountRecord, "tier" | "passwordHash" | "emailVerified">>) {
    const fields = toFields(patch);
    if (fields.length) {
      const ok = await this.io(() => this.redis.eval(UPDATE_IF_EXISTS, [`${NS}acct:${id}`], fields));
      if (Number(ok) !== 1) return null;
    }
    return this.getAccount(id);
  }

  async insertApiKey(k: ApiKeyRecord): Promise<boolean> {
    const r = await this.io(() =>
      this.redis.eval(INSERT_KEY, [`${NS}key:${k.keyHash}`, `${NS}key-id:${k.id}`, `${NS}acct-keys:${k.accountId}`], [k.keyHash, k.id, ...toFields({ ...k })]),
    );
    return Number(r) === 1;
  }

  async insertApiKeyCapped(k: ApiKeyRecord, maxActive: number): Promise<"inserted" | "exists" | "cap"> {
    const setKey = `${NS}acct-keys:${k.accountId}`;
    for (let attempt = 0; attempt < 64; attempt++) {
      const hashes = await this.io(() => this.redis.smembers(setKey));
      const r = await this.io(() =>
        this.redis.eval(
          INSERT_KEY_CAPPED,
          [`${NS}key:${k.keyHash}`, `${NS}key-id:${k.id}`, setKey, ...hashes.map((h) => `${NS}key:${h}`)],
          [k.keyHash, k.id, String(maxActive), `${NS}key:`, ...toFields({ ...k })],
        ),
      );
      if (String(r) !== "retry") return String(r) as "inserted" | "exists" | "cap";
    }
    throw new Error("insertApiKeyCapped: the account's key set kept changing");
  }

  async findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    return toKey(hashReply(await this.io(() => this.redis.hgetall(`${NS}key:${keyHash}`))));
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const hashes = await this.io(() => this.redis.smembers(`${NS}acct-keys:${accountId}`));
    if (!hashes.length) return [];
    const p = this.redis.pipeline();
    for (const h of hashes) p.hgetall(`${NS}key:${h}`);
    const rows = await this.io(() => p.exec<unknown[]>());
    return rows
      .map((r) => toKey(hashReply(r)))
      .filter((k): k is ApiKeyRecord => k !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async updateApiKey(id: string, patch: Partial<Pick<ApiKeyRecord, "revokedAt" | "lastUsedAt" | "name" | "signingRequired">>) {
    const keyHash = await this.io(() => this.redis.get<string>(`${NS}key-id:${id}`));
    if (!keyHash) return null;
    const fields = toFields(patch);
    if (fields.length) {
      const ok = await this.io(() => this.redis.eval(UPDATE_IF_EXISTS, [`${NS}key:${keyHash}`], fields));
      if (Number(ok) !== 1) return null;
    }
    return this.findApiKeyByHash(keyHash);
  }

  async consumeQuota(key: string, amount: number, limit: number, ttlSeconds: number): Promise<QuotaResult> {
    const r = await this.io(() => this.redis.eval<string[], [number, number]>(CONSUME_QUOTA, [NS + key], [String(amount), String(limit), String(ttlSeconds)]));
    return { allowed: Number(r[0]) === 1, used: Number(r[1]) };
  }

  async getCounter(key: string): Promise<number> {
    return Number((await this.io(() => this.redis.get<string>(NS + key))) ?? 0);
  }

  async getCounters(keys: string[]): Promise<number[]> {
    if (!keys.length) return [];
    const values = await this.io(() => this.redis.mget<(string | null)[]>(...keys.map((k) => NS + k)));
    return values.map((v) => Number(v ?? 0));
  }

  async resetCounter(key: string): Promise<void> {
    await this.io(() => this.redis.del(NS + key));
  }

  async hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const id = `${limit}/${windowMs}`;
    let rl = this.limiters.get(id);
    if (!rl) {
      rl = new Ratelimit({
        redis: this.redis,
        limiter: Ratelimit.slidingWindow(limit, `${windowMs} ms`),
        prefix: `${NS}rl:${id}`,
        analytics: false,
        // No in-process cache of blocked ids: every instance must see the same decision.
        ephemeralCache: false,
        timeout: this.timeoutMs,
      });
      this.limiters.set(id, rl);
    }
    const r = await this.io(() => rl.limit(key));
    // @upstash/ratelimit resolves `success: true` when Redis is too slow: that would admit
    // unmetered traffic, so a timeout is treated as the store being down (fail closed).
    if (r.reason === "timeout") throw new ApiError("UPSTREAM_UNAVAILABLE", "The data store is unavailable; retry shortly.", { retryAfter: 2 });
    return { allowed: r.success, remaining: Math.max(0, r.remaining), resetAt: r.reset };
  }

  async getCache(key: string): Promise<string | null> {
    return (await this.io(() => this.redis.get<string>(`${NS}cache:${key}`))) ?? null;
  }

  async setCache(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.io(() => this.redis.set(`${NS}cache:${key}`, value, { ex: ttlSeconds }));
  }

  // Pipelines of single-key commands (not MGET): one HTTP request, and no cross-slot multi-key command.
  async getCacheMany(keys: string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    const p = this.redis.pipeline();
    for (const k of keys) p.get(`${NS}cache:${k}`);
    const rows = await this.io(() => p.exec<(string | null)[]>());
    return rows.map((r) => (typeof r === "string" ? r : null));
  }

  async setCacheMany(entries: { key: string; value: string }[], ttlSeconds: number): Promise<void> {
    if (entries.length === 0) return;
    const p = this.redis.pipeline();
    for (const e of entries) p.set(`${NS}cache:${e.key}`, e.value, { ex: ttlSeconds });
    await this.io(() => p.exec());
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.io(() => this.redis.set(`${NS}claim:${key}`, "1", { nx: true, ex: ttlSeconds }));
    return r === "OK";
  }
}
