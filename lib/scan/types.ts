import type { ChainName } from "@/lib/chains/supported";
import type { EngineResult, RiskLevel, ScanMode, SimulationFacts } from "@/lib/engine/types";

/**
 * What the scan service returns: the engine result stamped with the service's fields, its compact
 * platform form, and a batch result. Plain TypeScript for the services (lib/scan, lib/watchlist,
 * lib/webhooks), which must not depend on the HTTP schema module; lib/api/schemas.ts describes the
 * same shapes as zod schemas, and lib/api/schema-equality.ts fails the type check when they differ.
 */

/** Whether a result came from the short-lived scan cache, and its age. */
export interface ScanCacheInfo {
  hit: boolean;
  ageMs: number;
}

/** The full (institutional) scan payload (one flat object type, like the zod-inferred one). */
export type FullScan = Flat<
  { scanId: string } & EngineResult & { scannedAt: string; durationMs: number; cache: ScanCacheInfo }
>;
type Flat<T> = { [K in keyof T]: T[K] };

/** Compact platform JSON (snake_case). */
export interface PlatformScan {
  token_address: string;
  chain: string;
  mode: ScanMode;
  safety_score: number;
  risk_level: RiskLevel;
  flags: string[];
  unknown: string[];
  liquidity_usd: number | null;
  liquidity_source: EngineResult["liquidity"]["source"];
  top_holder_pct: number | null;
  sell_simulation: SimulationFacts["status"];
  trusted_issuer: string | null;
  scan_id: string;
  scanned_at: string;
  engine_version: string;
  cache_hit: boolean;
  cache_age_ms: number;
}

/** An item's error, in the error envelope's fields. */
export interface BatchItemError {
  error: string;
  code: number;
  reason: string;
}

export type BatchItemResult =
  | { index: number; token_address: string | null; chain: ChainName | null; status: "ok"; result: PlatformScan }
  | { index: number; token_address: string | null; chain: ChainName | null; status: "error"; error: BatchItemError };

export interface BatchResult {
  client_ref: string | null;
  chain: string;
  summary: { requested: number; succeeded: number; failed: number; charged: number };
  items: BatchItemResult[];
  completed_at: string;
}
