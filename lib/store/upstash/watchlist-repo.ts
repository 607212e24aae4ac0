import type { Redis } from "@upstash/redis";
import {
  type WatchChain as ChainName,
  type WatchAttempt,
  type WatchEntry,
  type WatchlistRepo,
  type WatchResult,
  watchKey,
} from "../watchlist-repo";
import { guard, hashReply, NS } from "./guard";

/**
 * Upstash adapter of WatchlistRepo.
 *   wl:e:{account}:{token}  HASH entry (lastResult as JSON); {token} is watchKey(chain, address)
 *   wl:a:{account}          SET of tokens (cap check)
 *   wl:due                  ZSET "{account}|{token}" → next due time (ms); the cron's cursor
 */
const DUE = `${NS}wl:due`;
const entryKey = (a: string, t: string) => `${NS}wl:e:${a}:${t}`;
const accountKey = (a: string) => `${NS}wl:a:${a}`;

// KEYS: entry, account set, due; ARGV: cap, member, dueAt, token, field/value pairs...
const ADD = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'exists' end
if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[1]) then return 'cap' end
redis.call('HSET', KEYS[1], unpack(ARGV, 5))
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[2])
return 'added'`;

const REMOVE = `
local n = redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[2])
return n`;

// KEYS: due; ARGV: now, limit, leaseUntil
const CLAIM = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, m in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[3], m) end
return due`;

// KEYS: entry, due; ARGV: member, nextDueAt, field/value pairs...
const SAVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if #ARGV > 2 then redis.call('HSET', KEYS[1], unpack(ARGV, 3)) end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
return 1`;

function toEntry(h: Record<string, string> | null): WatchEntry | null {
  if (!h?.tokenAddress) return null;
  return {
    accountId: h.accountId,
    tokenAddress: h.tokenAddress,
    // Entries stored before EVM chains have chain "solana" (or none).
    chain: (h.chain || "solana") as ChainName,
    addedAt: h.addedAt,
    lastResult: h.lastResult ? (JSON.parse(h.lastResult) as WatchResult) : null,
    lastChangeAt: h.lastChangeAt || null,
    ...(h.lastAttempt ? { lastAttempt: JSON.parse(h.lastAttempt) as WatchAttempt } : {}),
  };
}

export class UpstashWatchlistRepo implements WatchlistRepo {
  constructor(protected readonly redis: Redis) {}

  async add(entry: WatchEntry, cap: number, dueAt: number) {
    const fields = [
      "accountId",
      entry.accountId,
      "tokenAddress",
      entry.tokenAddress,
      "chain",
      entry.chain,
      "addedAt",
      entry.addedAt,
    ];
    if (entry.lastResult) fields.push("lastResult", JSON.stringify(entry.lastResult));
    const key = watchKey(entry.chain, entry.tokenAddress);
    const r = await guard(() =>
      this.redis.eval(
        ADD,
        [entryKey(entry.accountId, key), accountKey(entry.accountId), DUE],
        [String(cap), `${entry.accountId}|${key}`, String(dueAt), key, ...fields],
      ),
    );
    return String(r) as "added" | "exists" | "cap";
  }

  async remove(accountId: string, tokenAddress: string) {
    const n = await guard(() =>
      this.redis.eval(
        REMOVE,
        [entryKey(accountId, tokenAddress), accountKey(accountId), DUE],
        [tokenAddress, `${accountId}|${tokenAddress}`],
      ),
    );
    return Number(n) === 1;
  }

  async list(accountId: string) {
    const tokens = await guard(() => this.redis.smembers(accountKey(accountId)));
    if (!tokens.length) return [];
    const p = this.redis.pipeline();
    for (const t of tokens) p.hgetall(entryKey(accountId, t));
    const rows = await guard(() => p.exec<unknown[]>());
    return rows
      .map((r) => toEntry(hashReply(r)))
      .filter((e): e is WatchEntry => e !== null)
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  }

  async get(accountId: string, tokenAddress: string) {
    return toEntry(hashReply(await guard(() => this.redis.hgetall(entryKey(accountId, tokenAddress)))));
  }

  async claimDue(now: number, limit: number, leaseMs: number) {
    const members = (await guard(() =>
      this.redis.eval(CLAIM, [DUE], [String(now), String(limit), String(now + leaseMs)]),
    )) as string[];
    return members.map((m) => {
      const i = m.indexOf("|");
      return { accountId: m.slice(0, i), tokenAddress: m.slice(i + 1) };
    });
  }

  async saveResult(
    accountId: string,
    tokenAddress: string,
    result: WatchResult | null,
    lastChangeAt: string | null,
    nextDueAt: number,
    attempt?: WatchAttempt,
  ) {
    const fields: string[] = [];
    if (attempt) fields.push("lastAttempt", JSON.stringify(attempt));
    if (result) fields.push("lastResult", JSON.stringify(result));
    if (lastChangeAt) fields.push("lastChangeAt", lastChangeAt);
    await guard(() =>
      this.redis.eval(
        SAVE,
        [entryKey(accountId, tokenAddress), DUE],
        [`${accountId}|${tokenAddress}`, String(nextDueAt), ...fields],
      ),
    );
  }
}
