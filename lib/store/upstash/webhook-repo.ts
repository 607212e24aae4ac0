import type { Redis } from "@upstash/redis";
import type {
  ClaimedDelivery,
  DeliveryCompletion,
  EndpointOutcome,
  EndpointPatch,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookRepo,
} from "../webhook-repo";
import { guard, hashReply, NS } from "./guard";

/**
 * Upstash adapter of WebhookRepo. Layout (under `trk:v1:wh:`):
 *   ep:{id}          HASH  endpoint fields (events as JSON)
 *   acct:{account}   SET   endpoint ids of the account
 *   dlv:{id}         HASH  delivery (outbox entry) incl. `lease`; EXPIREs after it becomes final
 *   due              ZSET  pending delivery id -> due time (epoch ms)
 *   log:{endpoint}   LIST  attempt log, JSON, newest first, trimmed
 *
 * Leases: claiming a delivery is one Lua script that checks its due score is <= now and moves the
 * score forward to the lease end (so nobody else sees it as due while the lease is live) and
 * writes the lease token into the hash. Completing checks the token in the same script that
 * reschedules or finalises. A lapsed lease is just a due score again: the next claim takes it.
 * Every script only touches the keys it is given (cluster-safe).
 */

const INSERT_ENDPOINT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('SADD', KEYS[2], ARGV[1])
return 1`;

const UPDATE_IF_EXISTS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1`;

// KEYS ep, log, acct-set; ARGV id, accountId
const DELETE_ENDPOINT = `
if redis.call('HGET', KEYS[1], 'accountId') ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
return 1`;

// KEYS ep; ARGV ok, at, disableAfterFailures, disableAfterMs, disableNow, reason, iso
const RECORD_OUTCOME = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[1] == '1' then
  redis.call('HSET', KEYS[1], 'consecutiveFailures', '0', 'failingSince', '', 'lastSuccessAt', ARGV[7])
  return redis.call('HGETALL', KEYS[1])
end
local n = redis.call('HINCRBY', KEYS[1], 'consecutiveFailures', 1)
local since = redis.call('HGET', KEYS[1], 'failingSince')
if not since or since == '' then
  since = ARGV[2]
  redis.call('HSET', KEYS[1], 'failingSince', since)
end
redis.call('HSET', KEYS[1], 'lastFailureAt', ARGV[7])
local streak = n >= tonumber(ARGV[3]) and (tonumber(ARGV[2]) - tonumber(since)) >= tonumber(ARGV[4])
if redis.call('HGET', KEYS[1], 'enabled') == '1' and (ARGV[5] == '1' or streak) then
  redis.call('HSET', KEYS[1], 'enabled', '0', 'disabledReason', ARGV[6], 'disabledAt', ARGV[7], 'updatedAt', ARGV[7])
end
return redis.call('HGETALL', KEYS[1])`;

// KEYS due, dlv; ARGV id, now, leaseUntil, lease
const CLAIM_ONE = `
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not s or tonumber(s) > tonumber(ARGV[2]) then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], 'lease', ARGV[4], 'leaseUntil', ARGV[3])
return redis.call('HGETALL', KEYS[2])`;

// KEYS dlv, due; ARGV id, lease, nextDue ('' = final), retainSeconds, field/value...
const COMPLETE = `
if redis.call('HGET', KEYS[1], 'lease') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 5))
redis.call('HSET', KEYS[1], 'lease', '', 'leaseUntil', '')
if ARGV[3] ~= '' then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
else
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
end
return 1`;

// KEYS log; ARGV entry, keep
const APPEND_ATTEMPT = `
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
return 1`;

type Scalar = string | number | boolean | null;

function toFields(o: Record<string, Scalar | string[] | undefined>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    out.push(
      k,
      v === null ? "" : Array.isArray(v) ? JSON.stringify(v) : typeof v === "boolean" ? (v ? "1" : "0") : String(v),
    );
  }
  return out;
}

const nullable = (v: string | undefined) => (v === undefined || v === "" ? null : v);
const nullableNumber = (v: string | undefined) => (v === undefined || v === "" ? null : Number(v));

function toEndpoint(h: Record<string, string> | null): WebhookEndpointRecord | null {
  if (!h?.id) return null;
  let events: string[] = [];
  try {
    const parsed = JSON.parse(h.events ?? "[]");
    if (Array.isArray(parsed)) events = parsed.map(String);
  } catch {
    events = [];
  }
  return {
    id: h.id,
    accountId: h.accountId,
    url: h.url,
    description: h.description ?? "",
    events,
    enabled: h.enabled === "1",
    secret: h.secret,
    createdAt: h.createdAt,
    updatedAt: h.updatedAt,
    disabledReason: nullable(h.disabledReason),
    disabledAt: nullable(h.disabledAt),
    consecutiveFailures: Number(h.consecutiveFailures ?? 0),
    failingSince: nullableNumber(h.failingSince),
    lastSuccessAt: nullable(h.lastSuccessAt),
    lastFailureAt: nullable(h.lastFailureAt),
  };
}

function toDelivery(h: Record<string, string> | null): WebhookDeliveryRecord | null {
  if (!h?.id) return null;
  return {
    id: h.id,
    endpointId: h.endpointId,
    accountId: h.accountId,
    eventId: h.eventId,
    eventType: h.eventType,
    payload: h.payload,
    status: h.status as WebhookDeliveryRecord["status"],
    attempts: Number(h.attempts ?? 0),
    nextAttemptAt: nullableNumber(h.nextAttemptAt),
    createdAt: h.createdAt,
    lastAttemptAt: nullable(h.lastAttemptAt),
    lastStatus: nullableNumber(h.lastStatus),
    lastError: nullable(h.lastError),
    resendOf: nullable(h.resendOf),
  };
}

function deliveryFields(d: WebhookDeliveryRecord): string[] {
  return toFields({ ...d, lease: null, leaseUntil: null });
}

export class UpstashWebhookRepo implements WebhookRepo {
  /** `prefix` exists for tests (an isolated namespace per contract run); production uses the default. */
  constructor(
    protected readonly redis: Redis,
    private readonly prefix: string = `${NS}wh:`,
  ) {}

  private k = {
    ep: (id: string) => `${this.prefix}ep:${id}`,
    acct: (accountId: string) => `${this.prefix}acct:${accountId}`,
    dlv: (id: string) => `${this.prefix}dlv:${id}`,
    due: () => `${this.prefix}due`,
    log: (endpointId: string) => `${this.prefix}log:${endpointId}`,
  };

  /** The account's endpoint-id set (declared by the store's hot-path script, which counts it). */
  endpointSetKey(accountId: string): string {
    return this.k.acct(accountId);
  }

  async insertEndpoint(e: WebhookEndpointRecord, maxPerAccount: number): Promise<boolean> {
    const r = await guard(() =>
      this.redis.eval(
        INSERT_ENDPOINT,
        [this.k.ep(e.id), this.k.acct(e.accountId)],
        [e.id, String(maxPerAccount), ...toFields({ ...e })],
      ),
    );
    return Number(r) === 1;
  }

  async getEndpoint(id: string): Promise<WebhookEndpointRecord | null> {
    return toEndpoint(hashReply(await guard(() => this.redis.hgetall(this.k.ep(id)))));
  }

  async listEndpoints(accountId: string): Promise<WebhookEndpointRecord[]> {
    const ids = await guard(() => this.redis.smembers(this.k.acct(accountId)));
    if (!ids.length) return [];
    const p = this.redis.pipeline();
    for (const id of ids) p.hgetall(this.k.ep(id));
    const rows = await guard(() => p.exec<unknown[]>());
    return rows
      .map((r) => toEndpoint(hashReply(r)))
      .filter((e): e is WebhookEndpointRecord => e !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async updateEndpoint(id: string, patch: EndpointPatch): Promise<WebhookEndpointRecord | null> {
    const fields = toFields({ ...patch });
    if (fields.length) {
      const ok = await guard(() => this.redis.eval(UPDATE_IF_EXISTS, [this.k.ep(id)], fields));
      if (Number(ok) !== 1) return null;
    }
    return this.getEndpoint(id);
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    const e = await this.getEndpoint(id);
    if (!e) return false;
    const r = await guard(() =>
      this.redis.eval(DELETE_ENDPOINT, [this.k.ep(id), this.k.log(id), this.k.acct(e.accountId)], [id, e.accountId]),
    );
    return Number(r) === 1;
  }

  async recordOutcome(endpointId: string, o: EndpointOutcome): Promise<WebhookEndpointRecord | null> {
    const r = await guard(() =>
      this.redis.eval(
        RECORD_OUTCOME,
        [this.k.ep(endpointId)],
        [
          o.ok ? "1" : "0",
          String(o.at),
          String(o.disableAfterFailures),
          String(o.disableAfterMs),
          o.disableNow ? "1" : "0",
          o.reason,
          new Date(o.at).toISOString(),
        ],
      ),
    );
    return Array.isArray(r) ? toEndpoint(hashReply(r)) : null;
  }

  async enqueue(deliveries: WebhookDeliveryRecord[]): Promise<void> {
    if (!deliveries.length) return;
    // MULTI/EXEC: the records and their due entries are written all or none.
    const tx = this.redis.multi();
    for (const d of deliveries) {
      tx.hset(this.k.dlv(d.id), Object.fromEntries(pairs(deliveryFields(d))));
      if (d.status === "pending") tx.zadd(this.k.due(), { score: d.nextAttemptAt ?? Date.now(), member: d.id });
    }
    await guard(() => tx.exec());
  }

  async getDelivery(id: string): Promise<WebhookDeliveryRecord | null> {
    return toDelivery(hashReply(await guard(() => this.redis.hgetall(this.k.dlv(id)))));
  }

  async claimDue(now: number, leaseMs: number, limit: number, lease: string): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    const ids = await guard(() =>
      this.redis.zrange<string[]>(this.k.due(), "-inf", now, { byScore: true, offset: 0, count: limit }),
    );
    return this.claimByIds(ids.map(String), now, leaseMs, lease);
  }

  async claimByIds(ids: string[], now: number, leaseMs: number, lease: string): Promise<ClaimedDelivery[]> {
    if (!ids.length) return [];
    const leaseUntil = now + leaseMs;
    const p = this.redis.pipeline();
    for (const id of ids)
      p.eval(CLAIM_ONE, [this.k.due(), this.k.dlv(id)], [id, String(now), String(leaseUntil), lease]);
    const rows = await guard(() => p.exec<unknown[]>());
    const out: ClaimedDelivery[] = [];
    for (const r of rows) {
      if (!Array.isArray(r)) continue;
      const d = toDelivery(hashReply(r));
      if (d) out.push({ delivery: d, lease, leaseUntil });
    }
    return out;
  }

  async complete(id: string, lease: string, c: DeliveryCompletion, retainSeconds: number): Promise<boolean> {
    const pending = c.status === "pending";
    const next = pending ? (c.nextAttemptAt ?? Date.now()) : null;
    const fields = toFields({
      status: c.status,
      attempts: c.attempts,
      nextAttemptAt: next,
      lastAttemptAt: c.lastAttemptAt,
      lastStatus: c.lastStatus,
      lastError: c.lastError,
    });
    const r = await guard(() =>
      this.redis.eval(
        COMPLETE,
        [this.k.dlv(id), this.k.due()],
        [id, lease, next === null ? "" : String(next), String(Math.max(1, Math.ceil(retainSeconds))), ...fields],
      ),
    );
    return Number(r) === 1;
  }

  async appendAttempt(endpointId: string, attempt: WebhookAttemptRecord, keep: number): Promise<void> {
    await guard(() =>
      this.redis.eval(APPEND_ATTEMPT, [this.k.log(endpointId)], [JSON.stringify(attempt), String(Math.max(1, keep))]),
    );
  }

  async listAttempts(endpointId: string, limit: number): Promise<WebhookAttemptRecord[]> {
    if (limit <= 0) return [];
    const rows = await guard(() => this.redis.lrange<string>(this.k.log(endpointId), 0, limit - 1));
    const out: WebhookAttemptRecord[] = [];
    for (const row of rows) {
      try {
        out.push(JSON.parse(String(row)) as WebhookAttemptRecord);
      } catch {
        /* skip a corrupt row */
      }
    }
    return out;
  }

  async countDue(now: number): Promise<number> {
    return Number(await guard(() => this.redis.zcount(this.k.due(), "-inf", now)));
  }
}

function pairs(flat: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
