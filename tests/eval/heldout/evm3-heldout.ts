/**
 * The third blind held-out EVM evaluation (v3): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v3 cases
 * and contracts (contracts/heldout3 compiled with the earlier sets' plumbing). One local Hardhat node, every case
 * launched (real Uniswap V2 pairs, trades over time, owner actions) and proved on a reverted snapshot, then scanned
 * with the engine's `scanEvmToken` against the node's JSON-RPC. Returns the first set's report type. The expectations
 * were committed before the engine ever ran on them; this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM3_CASES, type HeldoutEvm3Case } from "./evm3/cases";
import { compileHeldout3 } from "./evm3/compile";

export interface HeldoutEvm3Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm3Case[];
}

export function runEvmHeldout3(options: HeldoutEvm3Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM3_CASES,
    compile: compileHeldout3,
    marketName: "heldout3-market",
  });
}

/** The printed v3 report: the first set's formatter with this set's title. */
export function formatEvmHeldout3Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v3 (seen, tests/eval/heldout/evm3)");
}
