import { createRpcReader } from "@/lib/engine";
import type { Runtime } from "@/lib/runtime";
import { availability30d, type Availability } from "@/lib/status/uptime";

/**
 * The public status document (GET /api/status/public): overall state, each dependency's state
 * and latency, and the SLA target text. Probes are coalesced and cached for a few seconds so
 * public traffic cannot turn into load on the store or the RPC.
 */
export type ComponentState = "up" | "degraded" | "down";

export interface ComponentStatus {
  name: "store" | "solana_rpc";
  status: ComponentState;
  latencyMs: number | null;
  detail: string;
}

export interface PublicStatus {
  status: "operational" | "degraded" | "outage";
  checkedAt: string;
  components: ComponentStatus[];
  sla: { target: string };
  /** Present only with a shared store once the uptime cron has run (never a made-up number). */
  availability30d?: { percentage: number; probes: number; windowDays: number };
}

const CACHE_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const SLOW_MS = 1_500;
let cached: { at: number; value: Promise<PublicStatus> } | null = null;

async function timed(name: ComponentStatus["name"], probe: () => Promise<string>): Promise<ComponentStatus> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref()),
    ]);
    const latencyMs = Math.round(performance.now() - started);
    return { name, status: latencyMs > SLOW_MS ? "degraded" : "up", latencyMs, detail };
  } catch (err) {
    return { name, status: "down", latencyMs: null, detail: `unreachable: ${(err as Error).message.slice(0, 120)}` };
  }
}

export async function probeDependencies(runtime: Runtime): Promise<ComponentStatus[]> {
  return Promise.all([
    timed("store", async () => {
      await runtime.store.ping();
      return runtime.store.kind === "memory" ? "embedded store" : "redis";
    }),
    timed("solana_rpc", async () => {
      const reader = createRpcReader({ url: runtime.config.solanaRpcUrl, timeoutMs: PROBE_TIMEOUT_MS });
      const slot = await reader.call<number>("getSlot", [{ commitment: "confirmed" }]);
      return `slot ${slot}`;
    }),
  ]);
}

export function overall(components: ComponentStatus[]): PublicStatus["status"] {
  if (components.some((c) => c.status === "down")) return components.every((c) => c.status === "down") ? "outage" : "degraded";
  return components.some((c) => c.status === "degraded") ? "degraded" : "operational";
}

export const slaTarget = () => process.env.SLA_TARGET_TEXT || "99.9% monthly availability of the scan API (a target, not a contractual guarantee).";

export function getPublicStatus(runtime: Runtime): Promise<PublicStatus> {
  const now = Date.now();
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = Promise.all([probeDependencies(runtime), availability30d(runtime).catch((): Availability | null => null)]).then(([components, availability]) => {
    const doc: PublicStatus = {
      status: overall(components),
      checkedAt: new Date().toISOString(),
      components,
      sla: { target: slaTarget() },
    };
    if (availability) doc.availability30d = { percentage: availability.percentage, probes: availability.probes, windowDays: availability.windowDays };
    return doc;
  });
  cached = { at: now, value };
  return value;
}
