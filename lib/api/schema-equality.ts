/**
 * Compile-time proof that the HTTP response schemas (lib/api/schemas.ts) and the engine's
 * result types (lib/engine/types.ts) describe the same shapes. Nothing here runs: `tsc --noEmit`
 * (npm run typecheck, CI) fails on this file when a field is added, removed, renamed, made
 * optional or retyped on one side only. The declarations stay in lib/engine/types.ts (the
 * engine is a plain library and must not depend on zod schemas); the schemas add the HTTP
 * descriptions and validation. The same holds for the few shapes that lower layers (lib/trust,
 * lib/store) declare again because they must not import the engine. Nothing imports this
 * module, so it never reaches a bundle.
 */
import type { z } from "zod";
import type { ChainName } from "@/lib/chains/supported";
import type {
  AgeFacts,
  CallerFigure,
  Coverage,
  CreatorFacts,
  EngineResult,
  Finding,
  HolderEntry,
  HolderFacts,
  LaunchpadFacts,
  LpFacts,
  MarketFacts,
  MetadataFacts,
  PoolFacts,
  ScoreBreakdownEntry,
  SimulationFacts,
  SourceFacts,
  TokenFacts,
  TrustFacts,
} from "@/lib/engine/types";
import type { BatchResult, FullScan, PlatformScan, ScanCacheInfo } from "@/lib/scan/types";
import type { WatchChain, WatchResult } from "@/lib/store/watchlist-repo";
import type { TrustFacts as TrustListFacts } from "@/lib/trust/trust";
import type { BatchResponseSchema, FindingSchema, FullScanResponseSchema, PlatformScanResponseSchema } from "./schemas";

/** True when A and B are the same type (mutual assignability is not enough: it ignores optionality and readonly). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile unless T is `true`. */
export type Assert<T extends true> = T;
/** Flattens an intersection into one object type, so `Equal` compares members, not how the type was written. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

type Full = z.infer<typeof FullScanResponseSchema>;
type Part<K extends keyof Full> = Full[K];

/** The response adds what the scan service stamps on the engine result. */
type ServiceFields = "scanId" | "scannedAt" | "durationMs" | "cache";

// Each part on its own first, so a drift names the part that drifted.
export type ShapeChecks = [
  Assert<Equal<z.infer<typeof FindingSchema>, Finding>>,
  Assert<Equal<Part<"findings">[number], Finding>>,
  Assert<Equal<Part<"scoreBreakdown">[number], ScoreBreakdownEntry>>,
  Assert<Equal<Part<"coverage">, Coverage>>,
  Assert<Equal<Part<"token">, TokenFacts>>,
  Assert<Equal<Part<"metadata">, MetadataFacts>>,
  Assert<Equal<Part<"holders">, HolderFacts>>,
  Assert<Equal<Part<"holders">["top"][number], HolderEntry>>,
  Assert<Equal<Part<"liquidity">, EngineResult["liquidity"]>>,
  Assert<Equal<Part<"topHolderPct">, CallerFigure>>,
  Assert<Equal<Part<"simulation">, SimulationFacts>>,
  Assert<Equal<Part<"trust">, TrustFacts>>,
  Assert<Equal<Part<"market">, MarketFacts>>,
  Assert<Equal<Part<"market">["pools"][number], PoolFacts>>,
  Assert<Equal<Part<"market">["pools"][number]["lp"], LpFacts>>,
  Assert<Equal<Part<"launchpad">, LaunchpadFacts>>,
  Assert<Equal<Part<"creator">, CreatorFacts>>,
  Assert<Equal<Part<"age">, AgeFacts>>,
  Assert<Equal<Part<"sources">[number], SourceFacts>>,
  Assert<Equal<Part<"mode">, EngineResult["mode"]>>,
  Assert<Equal<Part<"chain">, EngineResult["chain"]>>,
  Assert<Equal<Part<"riskLevel">, EngineResult["riskLevel"]>>,
  // The whole scan result: engine result plus the service's fields, nothing else.
  Assert<Equal<Flat<Omit<Full, ServiceFields>>, Flat<EngineResult>>>,
  Assert<Equal<Part<"cache">, ScanCacheInfo>>,
  Assert<Equal<Full, FullScan>>,
  // The service-side types that lib/scan, lib/watchlist and lib/webhooks use instead of the HTTP schemas.
  Assert<Equal<z.infer<typeof PlatformScanResponseSchema>, PlatformScan>>,
  Assert<Equal<z.infer<typeof BatchResponseSchema>, BatchResult>>,
  // Copies kept by the lower layers, which must not import the engine.
  Assert<Equal<TrustListFacts, TrustFacts>>,
  Assert<Equal<WatchResult["riskLevel"], EngineResult["riskLevel"]>>,
  Assert<Equal<WatchChain, ChainName>>,
];
