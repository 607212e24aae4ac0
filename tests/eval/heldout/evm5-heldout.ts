/**
 * The fifth blind held-out EVM evaluation (v5): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v5 cases
 * and contracts (contracts/heldout5 with OpenZeppelin 5.7.0, compiled with the earlier sets' plumbing and the official
 * Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time, owner
 * actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM5_CASES, type HeldoutEvm5Case } from "./evm5/cases";
import { compileHeldout5 } from "./evm5/compile";

export interface HeldoutEvm5Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm5Case[];
}

export function runEvmHeldout5(options: HeldoutEvm5Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM5_CASES,
    compile: compileHeldout5,
    marketName: "heldout5-market",
  });
}

/** The printed v5 report: the first set's formatter with this set's title. */
export function formatEvmHeldout5Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v5 (seen; written blind, tests/eval/heldout/evm5)");
}
