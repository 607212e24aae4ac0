import type { Runtime } from "@/lib/runtime";
import { scanSandbox } from "@/lib/scan/scan-service";
import { type ComponentStatus, probeDependencies } from "@/lib/status/probes";
import type { ProbeSample } from "@/lib/store/probe-repo";

export {
  AVAILABILITY_WINDOW_DAYS,
  type Availability,
  availability30d,
  computeAvailability,
  type DailyAvailability,
  lastDays,
} from "@/lib/status/availability";

/**
 * The uptime cron: probes every dependency (store, Solana RPC) and the scan path itself (a
 * sandbox scan through the real engine), and records one sample per component. The store
 * component is recorded as down when the probe itself cannot be stored (we cannot record
 * into a dead store; the gap shows as missing probes rather than a made-up "up").
 */
export async function runUptimeProbe(runtime: Runtime): Promise<{ at: string; samples: ProbeSample[] }> {
  const components = await probeDependencies(runtime);
  const started = performance.now();
  let scanPath: ProbeSample;
  try {
    const { full: r } = await scanSandbox({}, { config: runtime.config, fresh: true });
    scanPath = {
      name: "scan_path",
      ok: r.mode === "sandbox" && typeof r.safetyScore === "number",
      latencyMs: Math.round(performance.now() - started),
    };
  } catch {
    scanPath = { name: "scan_path", ok: false, latencyMs: null };
  }
  const samples: ProbeSample[] = [
    ...components.map((c: ComponentStatus) => ({ name: c.name, ok: c.status !== "down", latencyMs: c.latencyMs })),
    scanPath,
  ];
  const at = runtime.now();
  await runtime.store.probes.record(at, samples);
  return { at: at.toISOString(), samples };
}
