import type { Runtime } from "@/lib/runtime";
import type { DayCounts } from "@/lib/store/probe-repo";

/** The rolling availability from the samples the uptime cron (lib/status/uptime.ts) records. */
export const AVAILABILITY_WINDOW_DAYS = 30;

export interface DailyAvailability {
  day: string;
  /** Percent of probes with every component up; null when no probe ran that day. */
  percentage: number | null;
  probes: number;
}

export interface Availability {
  percentage: number;
  probes: number;
  windowDays: number;
  daily: DailyAvailability[];
}

export function lastDays(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    new Date(now.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const pct = (up: number, total: number) => Math.round((up / total) * 100_000) / 1000;

/** Pure: availability of the service ("all" component) over the given day buckets. */
export function computeAvailability(buckets: DayCounts[]): Availability | null {
  let up = 0;
  let total = 0;
  const daily = buckets.map(({ day, counts }) => {
    const all = counts.all;
    if (!all || all.total === 0) return { day, percentage: null, probes: 0 };
    up += all.up;
    total += all.total;
    return { day, percentage: pct(all.up, all.total), probes: all.total };
  });
  if (total === 0) return null;
  return { percentage: pct(up, total), probes: total, windowDays: buckets.length, daily };
}

/**
 * The rolling 30-day availability, or null: only when a shared key-value store is configured
 * (the embedded store forgets on restart, so its figure would mislead) and probes have run.
 */
export async function availability30d(runtime: Runtime): Promise<Availability | null> {
  if (runtime.store.kind === "memory") return null;
  return computeAvailability(await runtime.store.probes.days(lastDays(runtime.now(), AVAILABILITY_WINDOW_DAYS)));
}
