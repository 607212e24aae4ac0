/**
 * The sixth blind held-out EVM evaluation (v6): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v6 cases
 * and contracts (contracts/heldout6 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing and the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2
 * pairs, trades over time, owner actions) and proved on a reverted snapshot, then scanned with the engine's
 * `scanEvmToken` against the node's JSON-RPC. Returns the first set's report type. The expectations were committed
 * before the engine ever ran on them; this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM6_CASES, type HeldoutEvm6Case } from "./evm6/cases";
import { compileHeldout6 } from "./evm6/compile";

export interface HeldoutEvm6Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm6Case[];
}

export function runEvmHeldout6(options: HeldoutEvm6Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM6_CASES,
    compile: compileHeldout6,
    marketName: "heldout6-market",
  });
}

/** The printed v6 report: the first set's formatter with this set's title. */
export function formatEvmHeldout6Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v6 (seen; written blind, tests/eval/heldout/evm6)");
}
