import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import { ApiError } from "@/lib/errors";
import { type UpstashStoreOptions, upstashOptionsFromEnv } from "@/lib/settings/store";
import type {
  AccountRecord,
  AdmitRequest,
  AdmitResult,
  AdmitStatus,
  ApiKeyRecord,
  QuotaResult,
  RateLimitResult,
  Store,
  Tier,
} from "./types";
import { guard, hashReply, NS } from "./upstash/guard";
import { UpstashProbeRepo } from "./upstash/probe-repo";
import { UpstashRequester } from "./upstash/requester";
import { UpstashWatchlistRepo } from "./upstash/watchlist-repo";
import { UpstashWebhookRepo } from "./upstash/webhook-repo";

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
 *   rlw:{account}        ZSET  the API hot path's per-second window (hit times), PEXPIRE 1 s
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

// KEYS[1] counter; ARGV amount, limit, ttl, deadline (ms since the epoch; 0: none). Returns
// {allowed, used}, or {-1, 0} when run past the deadline (nothing written; see admitOnce).
const CONSUME_QUOTA = `
local dl = tonumber(ARGV[4] or '0')
if dl > 0 then
  local t = redis.call('TIME')
  if (tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)) > dl then return {-1, 0} end
end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[1])
if amount > 0 and used + amount > tonumber(ARGV[2]) then return {0, used} end
local nextv = used + amount
if nextv < 0 then nextv = 0 end
local ttl = redis.call('TTL', KEYS[1])
if ttl > 0 then redis.call('SET', KEYS[1], nextv, 'EX', ttl) else redis.call('SET', KEYS[1], nextv, 'EX', tonumber(ARGV[3])) end
return {1, nextv}`;

// The API hot path (AdmitRequest in types.ts) in one script: every key it touches is declared in
// KEYS (Upstash and Redis Cluster rules); ARGV[1] is a JSON spec naming them by index (0 = none).
// Replies {status, key hash, account hash, rate {allowed, remaining, resetAt, limit},
// quota {allowed, used, limit}, cache {found, value}, counters, webhook endpoint count}.
// s.dl: the deadline (ms since the epoch) after which the caller has given up waiting (issue 24):
// a script that runs later, e.g. queued behind a hung Redis, answers 'expired' and changes nothing.
const ADMIT = `
local s = cjson.decode(ARGV[1])
local t = redis.call('TIME')
if (tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)) > tonumber(s.dl) then return {'expired'} end
local function field(h, name)
  for i = 1, #h, 2 do if h[i] == name then return h[i + 1] end end
  return nil
end
local keyH = {}
if s.k > 0 then
  keyH = redis.call('HGETALL', KEYS[s.k])
  if #keyH == 0 or field(keyH, 'accountId') ~= s.acct or (s.kid ~= '' and field(keyH, 'id') ~= s.kid) then return {'no_key'} end
  local revoked = field(keyH, 'revokedAt')
  if revoked and revoked ~= '' then return {'revoked'} end
end
local acctH = redis.call('HGETALL', KEYS[s.a])
if #acctH == 0 then return {'no_account'} end
if field(acctH, 'emailVerified') == '0' then return {'email_unverified', keyH, acctH} end
if s.k > 0 and s.sig == 'none' and field(keyH, 'signingRequired') == '1' then return {'signature_required', keyH, acctH} end
if s.sig == 'invalid' then return {'signature_invalid', keyH, acctH} end
if s.sig == 'valid' and s.c > 0 and not redis.call('SET', KEYS[s.c], '1', 'NX', 'EX', 900) then return {'signature_replayed', keyH, acctH} end
local ti = ({free = 1, pro = 2, enterprise = 3})[field(acctH, 'tier')] or 1
local rate = {}
if s.r then
  local rk, now, w, lim = KEYS[s.r.i], tonumber(s.r.now), tonumber(s.r.w), tonumber(s.r.lim[ti])
  redis.call('ZREMRANGEBYSCORE', rk, '-inf', now - w)
  local n = redis.call('ZCARD', rk)
  local allowed = 0
  if n < lim then
    redis.call('ZADD', rk, now, s.r.id)
    redis.call('PEXPIRE', rk, w)
    n = n + 1
    allowed = 1
  end
  local first = redis.call('ZRANGE', rk, 0, 0, 'WITHSCORES')
  local resetAt = now + w
  if #first == 2 then resetAt = tonumber(first[2]) + w end
  rate = {allowed, math.max(0, lim - n), resetAt, lim}
  if allowed == 0 then return {'rate_limited', keyH, acctH, rate} end
end
local quota = {}
if s.q then
  local qk, lim, amount = KEYS[s.q.i], tonumber(s.q.lim[ti]), tonumber(s.q.u)
  local used = tonumber(redis.call('GET', qk) or '0')
  if used + amount > lim then
    quota = {0, used, lim}
  else
    local ttl = redis.call('TTL', qk)
    if ttl <= 0 then ttl = tonumber(s.q.ttl) end
    redis.call('SET', qk, used + amount, 'EX', ttl)
    quota = {1, used + amount, lim}
  end
end
local cache = {0, ''}
if s.cache > 0 then
  local v = redis.call('GET', KEYS[s.cache])
  if v then cache = {1, v} end
end
local counters = {}
for i, idx in ipairs(s.ctr) do counters[i] = tonumber(redis.call('GET', KEYS[idx]) or '0') end
local wh = 0
if s.wh > 0 then wh = redis.call('SCARD', KEYS[s.wh]) end
return {'ok', keyH, acctH, rate, quota, cache, counters, wh}`;

const ADMIT_SHA = createHash("sha1").update(ADMIT).digest("hex");

const TIER_ORDER: readonly Tier[] = ["free", "pro", "enterprise"];

type Fields = Record<string, string>;

function toFields(o: Record<string, string | number | boolean | null | undefined>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o))
    if (v !== undefined) out.push(k, v === null ? "" : typeof v === "boolean" ? (v ? "1" : "0") : String(v));
  return out;
}

const nullable = (v: string | undefined) => (v === undefined || v === "" ? null : v);

function toAccount(h: Fields | null): AccountRecord | null {
  if (!h?.id) return null;
  const a: AccountRecord = {
    id: h.id,
    email: nullable(h.email),
    passwordHash: nullable(h.passwordHash),
    tier: h.tier as AccountRecord["tier"],
    createdAt: h.createdAt,
  };
  if (h.emailVerified !== undefined) a.emailVerified = h.emailVerified === "1";
  if (h.sessionVersion !== undefined) a.sessionVersion = Number(h.sessionVersion);
  return a;
}

function toKey(h: Fields | null): ApiKeyRecord | null {
  if (!h?.id) return null;
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

export { type UpstashStoreOptions, upstashOptionsFromEnv };

/**
 * `@upstash/redis`'s client (commands, scripts, pipelines; replies raw: automaticDeserialization off) over the
 * store's own transport (./upstash/requester.ts: node:http instead of the global fetch, answers without base64).
 * The library's constructor taking a Requester would turn automatic deserialisation on, so the transport is set
 * here, after the library built its client from a placeholder URL.
 *
 * `autoPipelining` (the library's default): commands issued in the same tick share one `/pipeline` request. The
 * admission client turns it off: its commands are awaited one at a time (the admission script, a reservation, a
 * refund), so batching never saves a trip there, while each command still paid for it: a Proxy lookup, a new
 * Pipeline object (about 190 closures), two deferred microtasks and the pipeline's reply mapping, ~40 µs of CPU per
 * trip in a quiet process (2026-11-26, scripts/bench-store.ts notes in docs/benchmarks.md).
 */
class StoreRedis extends Redis {
  constructor(requester: UpstashRequester, autoPipelining = true) {
    super({
      url: "http://127.0.0.1",
      token: "unused",
      automaticDeserialization: false,
      enableTelemetry: false,
      enableAutoPipelining: autoPipelining,
    });
    this.client = requester;
  }
}

export class UpstashStore implements Store {
  readonly kind = "upstash" as const;
  readonly redis: Redis;
  private limiters = new Map<string, Ratelimit>();
  /** The client of requests that carry a deadline (admission, reservations) and of refunds: no retries (a retry would run past the deadline, or apply a refund twice). */
  private readonly admitRedis: Redis;
  private readonly timeoutMs: number;
  readonly webhooks: UpstashWebhookRepo;
  readonly watchlist: UpstashWatchlistRepo;
  readonly probes: UpstashProbeRepo;

  constructor(options: UpstashStoreOptions) {
    const timeoutMs = (this.timeoutMs = options.timeoutMs ?? 2000);
    const { url, token } = options;
    this.redis = new StoreRedis(new UpstashRequester({ url, token, timeoutMs, retries: 1, backoff: () => 50 }));
    this.admitRedis = new StoreRedis(new UpstashRequester({ url, token, timeoutMs, retries: 0 }), false);
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
    const r = await this.io(() =>
      this.redis.eval(INSERT_ACCOUNT, keys, [a.id, ...toFields({ ...a, email: email || null })]),
    );
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
      this.redis.eval(
        INSERT_KEY,
        [`${NS}key:${k.keyHash}`, `${NS}key-id:${k.id}`, `${NS}acct-keys:${k.accountId}`],
        [k.keyHash, k.id, ...toFields({ ...k })],
      ),
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

  async updateApiKey(
    id: string,
    patch: Partial<Pick<ApiKeyRecord, "revokedAt" | "lastUsedAt" | "name" | "signingRequired">>,
  ) {
    const keyHash = await this.io(() => this.redis.get<string>(`${NS}key-id:${id}`));
    if (!keyHash) return null;
    const fields = toFields(patch);
    if (fields.length) {
      const ok = await this.io(() => this.redis.eval(UPDATE_IF_EXISTS, [`${NS}key:${keyHash}`], fields));
      if (Number(ok) !== 1) return null;
    }
    return this.findApiKeyByHash(keyHash);
  }

  /**
   * A reservation (a positive amount against a real limit: daily quota, sign-in attempts) carries a
   * deadline like the admission script (admitOnce): run late, it takes nothing. Refunds (negative
   * amounts) and unlimited counters (session revocations) have none: they must land even late.
   * Reservations and refunds go through the client that never retries: a retry after a lost answer
   * (the script ran, the connection dropped) would apply them twice (a refund given twice is a free
   * scan). A refund that fails is logged by its caller (lib/limits/metering.ts). Unlimited counters
   * may be retried: one more increment of a revocation changes nothing.
   */
  async consumeQuota(key: string, amount: number, limit: number, ttlSeconds: number): Promise<QuotaResult> {
    const deadlined = amount > 0 && limit < Number.MAX_SAFE_INTEGER;
    const client = deadlined || amount < 0 ? this.admitRedis : this.redis;
    const r = await this.io(() =>
      client.eval<string[], [number, number]>(
        CONSUME_QUOTA,
        [NS + key],
        [String(amount), String(limit), String(ttlSeconds), deadlined ? String(Date.now() + this.timeoutMs) : "0"],
      ),
    );
    if (Number(r[0]) === -1)
      throw new ApiError("UPSTREAM_UNAVAILABLE", "The data store is unavailable; retry shortly.", { retryAfter: 2 });
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
    if (r.reason === "timeout")
      throw new ApiError("UPSTREAM_UNAVAILABLE", "The data store is unavailable; retry shortly.", { retryAfter: 2 });
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

  /**
   * Runs the admission script with a deadline: each request carries the moment this instance stops
   * waiting for it (now + the store timeout, the request's own abort), and the script checks it
   * against Redis `TIME` before touching anything. A request the caller was answered 503 for can
   * still reach Redis later (queued in a connection, a frozen server resuming): it then spends no
   * quota, takes no rate-limit slot and claims no signature. Needs the instances' clocks and
   * Redis's to agree (NTP); a skew larger than the timeout would refuse every request (fail closed).
   * One EVALSHA; EVAL (with a fresh deadline) once per Redis process, when the script is not loaded yet.
   */
  private async admitOnce(keys: string[], spec: Record<string, unknown>): Promise<unknown[]> {
    const run = (op: (arg: string) => Promise<unknown>) =>
      op(JSON.stringify({ ...spec, dl: Date.now() + this.timeoutMs }));
    let reply: unknown;
    try {
      reply = await run((arg) => this.admitRedis.evalsha(ADMIT_SHA, keys, [arg]));
    } catch (err) {
      if (!(err instanceof Error && err.message.toLowerCase().includes("noscript")))
        return guard(() => Promise.reject(err));
      reply = await this.io(() => run((arg) => this.admitRedis.eval(ADMIT, keys, [arg])));
    }
    if (Array.isArray(reply) && reply[0] === "expired")
      throw new ApiError("UPSTREAM_UNAVAILABLE", "The data store is unavailable; retry shortly.", { retryAfter: 2 });
    return reply as unknown[];
  }

  /** The API hot path: one EVALSHA (EVAL once per Redis process, when the script is not loaded yet). */
  async admit(r: AdmitRequest): Promise<AdmitResult> {
    const keys: string[] = [];
    const declare = (k: string | null) => (k === null ? 0 : keys.push(k));
    const { rate: rateAsk, quota: quotaAsk } = r;
    const spec = {
      acct: r.accountId,
      kid: r.keyId ?? "",
      sig: r.signature,
      k: declare(r.keyHash === null ? null : `${NS}key:${r.keyHash}`),
      a: declare(`${NS}acct:${r.accountId}`),
      c: declare(r.signature === "valid" && r.signatureClaim !== null ? `${NS}claim:${r.signatureClaim}` : null),
      r: rateAsk
        ? {
            i: declare(NS + rateAsk.key),
            now: rateAsk.nowMs,
            w: rateAsk.windowMs,
            lim: TIER_ORDER.map((t) => rateAsk.limitByTier[t]),
            id: rateAsk.hitId,
          }
        : undefined,
      q: quotaAsk
        ? {
            i: declare(NS + quotaAsk.key),
            u: quotaAsk.units,
            lim: TIER_ORDER.map((t) => quotaAsk.limitByTier[t]),
            ttl: quotaAsk.ttlSeconds,
          }
        : undefined,
      cache: declare(r.cacheKey === null ? null : `${NS}cache:${r.cacheKey}`),
      ctr: r.counterKeys.map((k) => declare(NS + k)),
      wh: declare(r.webhookEndpoints ? this.webhooks.endpointSetKey(r.accountId) : null),
    };
    const reply = await this.admitOnce(keys, spec);
    const [status, keyH, acctH, rate, quota, cache, counters, wh] = reply as [
      string,
      unknown,
      unknown,
      unknown[]?,
      unknown[]?,
      unknown[]?,
      unknown[]?,
      unknown?,
    ];
    const num = (v: unknown) => Number(v);
    return {
      status: String(status) as AdmitStatus,
      key: toKey(hashReply(keyH ?? null)),
      account: toAccount(hashReply(acctH ?? null)),
      rate: rate?.length
        ? { allowed: num(rate[0]) === 1, remaining: num(rate[1]), resetAt: num(rate[2]), limit: num(rate[3]) }
        : null,
      quota: quota?.length ? { allowed: num(quota[0]) === 1, used: num(quota[1]), limit: num(quota[2]) } : null,
      cache: cache && num(cache[0]) === 1 ? String(cache[1]) : null,
      counters: (counters ?? []).map(num),
      webhookEndpoints: num(wh ?? 0),
    };
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.io(() => this.redis.set(`${NS}claim:${key}`, "1", { nx: true, ex: ttlSeconds }));
    return r === "OK";
  }
}
