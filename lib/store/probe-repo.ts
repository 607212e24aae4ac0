/**
 * Uptime probes. Each probe run records, per component and for the service as a whole
 * ("all" = every component up), one sample into a per-UTC-day bucket (counts of total and up),
 * kept 35 days. Availability over any window is derived from the buckets.
 */
export interface ProbeSample {
  name: string;
  ok: boolean;
  latencyMs: number | null;
}

export interface DayCounts {
  day: string;
  /** Component name → { total, up } for that day; absent when no probe ran. */
  counts: Record<string, { total: number; up: number }>;
}

export interface ProbeRepo {
  record(at: Date, samples: ProbeSample[]): Promise<void>;
  days(days: string[]): Promise<DayCounts[]>;
  /** The last recorded run, for the status page. */
  last(): Promise<{ at: string; samples: ProbeSample[] } | null>;
}
