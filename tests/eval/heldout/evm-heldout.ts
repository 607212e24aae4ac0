/**
 * The blind held-out EVM evaluation (issue 25, item 6): compiles contracts/heldout once, starts one local Hardhat
 * node (or uses the one given), launches every case of tests/eval/heldout/evm/cases.ts on it (real pairs, real
 * trades over time), then scans each token with the engine's entry point `scanEvmToken` against the node's JSON-RPC
 * (live reader, mode "live"), with a static market port describing each token's real pair as DexScreener would
 * (reserves, trades of the last 24 h, pair age; ETH at $3000). The expectations were committed before the engine
 * ever ran on them (see tests/eval/heldout/README.md); this file never changes them.
 */
import { createEvmRpc, scanEvmToken } from "@/lib/engine/evm";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import { startLocalEvm } from "../../support/evm/local-evm";
import { isRealTokenShape } from "../figures";
import { formatReport, type Outcome, outcomeOf, type Report, summarise } from "../harness";
import { HELDOUT_EVM_CASES, type HeldoutEvmCase } from "./evm/cases";
import { compileHeldout } from "./evm/compile";
import { launchAll } from "./evm/launch";
import { createWorld } from "./evm/world";

export type HeldoutEvmOutcome = Outcome<HeldoutEvmCase>;

export interface HeldoutEvmReport extends Report<HeldoutEvmCase> {
  /** Cases that could not be launched, proved or analysed (launch / proof error, engine exception), with the reason. */
  failures: { name: string; stage: "launch" | "engine"; error: string }[];
  /** Cases launched and analysed. */
  analysed: number;
  total: number;
  seconds: { compile: number; launch: number; scan: number; total: number };
  transactions: number;
}

export interface HeldoutEvmOptions {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvmCase[];
}

const since = (t: number) => Math.round((performance.now() - t) / 100) / 10;

export async function runEvmHeldout(options: HeldoutEvmOptions = {}): Promise<HeldoutEvmReport> {
  const cases = options.cases ?? HELDOUT_EVM_CASES;
  const t0 = performance.now();
  const artifacts = compileHeldout();
  const compileS = since(t0);
  const t1 = performance.now();
  const node = options.url ? null : await startLocalEvm();
  try {
    const url = options.url ?? node!.url;
    const world = await createWorld(url, artifacts);
    const launched = await launchAll(world, cases);
    const launchS = since(t1);
    const t2 = performance.now();
    const rpc = createEvmRpc({ url });
    const failures: HeldoutEvmReport["failures"] = [];
    const outcomes: HeldoutEvmOutcome[] = [];
    for (const o of launched.outcomes) {
      if (o.error || !o.launched) {
        failures.push({ name: o.case.name, stage: "launch", error: o.error ?? "not launched" });
        continue;
      }
      const pairs = new Map<string, MarketPair[]>([
        [o.launched.token, await world.marketPairs(o.launched, launched.scanAt)],
      ]);
      try {
        const result = await scanEvmToken({ chain: "ethereum", tokenAddress: o.launched.token }, rpc, {
          mode: "live",
          network: world.network,
          market: createStaticMarket(pairs, "heldout-market"),
          now: () => launched.scanAt * 1000,
        });
        outcomes.push(outcomeOf(o.case, result));
      } catch (err) {
        failures.push({ name: o.case.name, stage: "engine", error: (err as Error).message });
      }
    }
    return {
      ...summarise(outcomes),
      failures,
      analysed: outcomes.length,
      total: cases.length,
      seconds: { compile: compileS, launch: launchS, scan: since(t2), total: since(t0) },
      transactions: world.transactions(),
    };
  } finally {
    await node?.stop();
  }
}

/** The printed held-out report: the shared matrix and misses, then false alarms on real-token shapes by name. */
export function formatEvmHeldoutReport(
  r: HeldoutEvmReport,
  title = "EVM held-out v1 (seen, tests/eval/heldout/evm)",
): string {
  const lines = [formatReport(r, title)];
  const realShapes = r.outcomes.filter(
    (o) => o.case.expected === "safe" && o.got === "danger" && isRealTokenShape(o.case),
  );
  lines.push(
    "",
    realShapes.length === 0
      ? "False alarms on real-token shapes: none"
      : `False alarms on real-token shapes: ${realShapes.map((o) => o.case.name).join(", ")}`,
  );
  if (r.failures.length)
    lines.push("", `Not analysed: ${r.failures.map((f) => `${f.name} (${f.stage}: ${f.error})`).join("; ")}`);
  lines.push(
    "",
    `${r.analysed} of ${r.total} analysed; ${r.transactions} launch transactions; compile ${r.seconds.compile} s, launch ${r.seconds.launch} s, scans ${r.seconds.scan} s, total ${r.seconds.total} s`,
  );
  return lines.join("\n");
}
