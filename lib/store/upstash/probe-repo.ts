import type { Redis } from "@upstash/redis";
import type { DayCounts, ProbeRepo, ProbeSample } from "../probe-repo";
import { guard, hashReply, NS } from "./guard";

/**
 * Upstash adapter of ProbeRepo.
 *   probe:day:{YYYY-MM-DD}  HASH "{component}:total" / "{component}:up" counters, TTL 35 days
 *   probe:last              STRING JSON of the last run
 */
const TTL_SECONDS = 35 * 86_400;
const dayKey = (day: string) => `${NS}probe:day:${day}`;
const LAST = `${NS}probe:last`;

export class UpstashProbeRepo implements ProbeRepo {
  constructor(protected readonly redis: Redis) {}

  async record(at: Date, samples: ProbeSample[]) {
    const key = dayKey(at.toISOString().slice(0, 10));
    const tx = this.redis.multi();
    for (const s of [...samples, { name: "all", ok: samples.every((x) => x.ok), latencyMs: null }]) {
      tx.hincrby(key, `${s.name}:total`, 1);
      tx.hincrby(key, `${s.name}:up`, s.ok ? 1 : 0);
    }
    tx.expire(key, TTL_SECONDS);
    tx.set(LAST, JSON.stringify({ at: at.toISOString(), samples }), { ex: TTL_SECONDS });
    await guard(() => tx.exec());
  }

  async days(days: string[]): Promise<DayCounts[]> {
    if (!days.length) return [];
    const p = this.redis.pipeline();
    for (const d of days) p.hgetall(dayKey(d));
    const rows = await guard(() => p.exec<unknown[]>());
    return days.map((day, i) => {
      const h = hashReply(rows[i]) ?? {};
      const counts: DayCounts["counts"] = {};
      for (const [field, value] of Object.entries(h)) {
        const j = field.lastIndexOf(":");
        const name = field.slice(0, j);
        const kind = field.slice(j + 1) as "total" | "up";
        (counts[name] ??= { total: 0, up: 0 })[kind] = Number(value);
      }
      return { day, counts };
    });
  }

  async last() {
    const raw = await guard(() => this.redis.get<string>(LAST));
    return raw ? (JSON.parse(raw) as { at: string; samples: ProbeSample[] }) : null;
  }
}
