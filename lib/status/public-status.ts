import type { Runtime } from "@/lib/runtime";
import { type Availability, availability30d } from "@/lib/status/availability";
import { type ComponentState, type ComponentStatus, probeDependencies } from "@/lib/status/probes";

export { type ComponentState, type ComponentStatus, probeDependencies };

/**
 * The public status document (GET /api/status/public): overall state, each dependency's state
 * and latency, and the SLA target text. Probes are coalesced and cached for a few seconds so
 * public traffic cannot turn into load on the store or the RPC.
 */

/** What users can do, derived from the components each capability needs. */
export interface ServiceStatus {
  name: "live_scans" | "sandbox_and_dashboard";
  label: string;
  status: ComponentState;
  /** Components it needs. */
  needs: ComponentStatus["name"][];
  /** What a user notices when it is not up; empty when up. */
  effect: string;
}

export interface PublicStatus {
  status: "operational" | "degraded" | "outage";
  checkedAt: string;
  components: ComponentStatus[];
  /** Capabilities as users see them; the overall status follows them. */
  services: ServiceStatus[];
  sla: { target: string };
  /** Present only with a shared store once the uptime cron has run (never a made-up number). */
  availability30d?: { percentage: number; probes: number; windowDays: number };
}

const CACHE_MS = 5_000;
let cached: { at: number; value: Promise<PublicStatus> } | null = null;

/** What each component is for: shown next to it on /status. */
export const COMPONENT_EFFECT: Record<ComponentStatus["name"], string> = {
  store: "Accounts, API keys, quotas and every scan go through it.",
  solana_rpc:
    "Live scans, batches, token reports and watchlist rescans read the chain through it; sandbox scans do not.",
};

const SERVICES: {
  name: ServiceStatus["name"];
  label: string;
  needs: ComponentStatus["name"][];
  down: string;
  degraded: string;
}[] = [
  {
    name: "live_scans",
    label: "Live scans",
    needs: ["store", "solana_rpc"],
    down: "Live scans, batches and watchlist rescans fail with 503 UPSTREAM_UNAVAILABLE.",
    degraded: "Live scans are slower than usual.",
  },
  {
    name: "sandbox_and_dashboard",
    label: "Sandbox scans, API keys and dashboard",
    needs: ["store"],
    down: "Sign-in, API keys and every scan fail.",
    degraded: "Requests are slower than usual.",
  },
];

export function services(components: ComponentStatus[]): ServiceStatus[] {
  const state = (n: ComponentStatus["name"]) => components.find((c) => c.name === n)?.status ?? "down";
  return SERVICES.map((svc) => {
    const states = svc.needs.map(state);
    const status: ComponentState = states.includes("down") ? "down" : states.includes("degraded") ? "degraded" : "up";
    return {
      name: svc.name,
      label: svc.label,
      status,
      needs: svc.needs,
      effect: status === "down" ? svc.down : status === "degraded" ? svc.degraded : "",
    };
  });
}

/**
 * The overall state follows what users can do: any capability impossible (e.g. live scans with
 * the RPC down) is an outage; slow is degraded.
 */
export function overall(components: ComponentStatus[]): PublicStatus["status"] {
  const svc = services(components);
  if (svc.some((s) => s.status === "down")) return "outage";
  return svc.some((s) => s.status === "degraded") ? "degraded" : "operational";
}

/** The SLA target text (SLA_TARGET_TEXT, read in lib/config.ts). */
export const slaTarget = (runtime: Runtime) => runtime.config.slaTarget;

export function getPublicStatus(runtime: Runtime): Promise<PublicStatus> {
  const now = Date.now();
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = Promise.all([
    probeDependencies(runtime),
    availability30d(runtime).catch((): Availability | null => null),
  ]).then(([components, availability]) => {
    const doc: PublicStatus = {
      status: overall(components),
      checkedAt: new Date().toISOString(),
      components,
      services: services(components),
      sla: { target: slaTarget(runtime) },
    };
    if (availability)
      doc.availability30d = {
        percentage: availability.percentage,
        probes: availability.probes,
        windowDays: availability.windowDays,
      };
    return doc;
  });
  cached = { at: now, value };
  return value;
}
