import { createJsonRpcClient } from "@/lib/chains/jsonrpc";
import type { Runtime } from "@/lib/runtime";

/**
 * One probe of each dependency (store, Solana RPC) with a deadline: shared by the public status
 * document (lib/status/public-status.ts) and the uptime cron (lib/status/uptime.ts).
 */
export type ComponentState = "up" | "degraded" | "down";

export interface ComponentStatus {
  name: "store" | "solana_rpc";
  status: ComponentState;
  latencyMs: number | null;
  detail: string;
}

const PROBE_TIMEOUT_MS = 2_000;
const SLOW_MS = 1_500;

async function timed(name: ComponentStatus["name"], probe: () => Promise<string>): Promise<ComponentStatus> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      probe(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref(),
      ),
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
      // The plain JSON-RPC client (no Solana codecs): the status route loads only what a getSlot needs.
      const rpc = createJsonRpcClient({
        url: runtime.config.solanaRpcUrl,
        timeoutMs: PROBE_TIMEOUT_MS,
        label: "Solana RPC",
        setting: "SOLANA_RPC_URL",
        breaker: runtime.config.rpcBreaker,
      });
      const slot = await rpc.call<number>("getSlot", [{ commitment: "confirmed" }]);
      return `slot ${slot}`;
    }),
  ]);
}
