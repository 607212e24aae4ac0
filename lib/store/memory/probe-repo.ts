import type { DayCounts, ProbeRepo, ProbeSample } from "../probe-repo";

/** Embedded adapter of ProbeRepo. */
export class MemoryProbeRepo implements ProbeRepo {
  private buckets = new Map<string, Record<string, { total: number; up: number }>>();
  private lastRun: { at: string; samples: ProbeSample[] } | null = null;

  constructor(protected readonly now: () => number = Date.now) {}

  async record(at: Date, samples: ProbeSample[]) {
    const day = at.toISOString().slice(0, 10);
    const bucket = this.buckets.get(day) ?? {};
    for (const s of [...samples, { name: "all", ok: samples.every((x) => x.ok), latencyMs: null }]) {
      const c = (bucket[s.name] ??= { total: 0, up: 0 });
      c.total += 1;
      if (s.ok) c.up += 1;
    }
    this.buckets.set(day, bucket);
    this.lastRun = { at: at.toISOString(), samples: structuredClone(samples) };
  }

  async days(days: string[]): Promise<DayCounts[]> {
    return days.map((day) => ({ day, counts: structuredClone(this.buckets.get(day) ?? {}) }));
  }

  async last() {
    return this.lastRun ? structuredClone(this.lastRun) : null;
  }
}
