import type { Runtime } from "@/lib/runtime";
import { scanSandbox } from "@/lib/scan/scan-service";
import type { DayCounts, ProbeSample } from "@/lib/store/probe-repo";
import { probeDependencies, type ComponentStatus } from "@/lib/status/public-status";

/**
 * The uptime cron: probes every dependency (store, Solana RPC) and the scan path itself (a
 * sandbox scan through the real engine), and records one sample per component. The store
 * component is recorded as down when the probe itself cannot be stored (we cannot record
 * into a dead store; the gap shows as missing probes rather than a made-up "up").
 */
export const AVAILABILITY_WINDOW_DAYS = 30;

export async function runUptimeProbe(runtime: Runtime): Promise<{ at: string; samples: ProbeSample[] }> {
  const components = await probeDependencies(runtime);
  const started = performance.now();
  let scanPath: ProbeSample;
  try {
    const { full: r } = await scanSandbox({}, { config: runtime.config, fresh: true });
    scanPath = { name: "scan_path", ok: r.mode === "sandbox" && typeof r.safetyScore === "number", latencyMs: Math.round(performance.now() - started) };
  } catch {
    scanPath = { name: "scan_path", ok: false, latencyMs: null };
  }
  const samples: ProbeSample[] = [...components.map((c: ComponentStatus) => ({ name: c.name, ok: c.status !== "down", latencyMs: c.latencyMs })), scanPath];
  const at = runtime.now();
  await runtime.store.probes.record(at, samples);
  return { at: at.toISOString(), samples };
}

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
  return Array.from({ length: n }, (_, i) => new Date(now.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
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
