/**
 * The eighth blind held-out EVM evaluation (v8): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v8 cases
 * and contracts (contracts/heldout8 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / ERC1967Proxy and the official Safe artifacts). One local Hardhat
 * node, every case launched (real Uniswap V2 pairs, trades over time, owner actions) and proved on a reverted
 * snapshot, then scanned with the engine's `scanEvmToken` against the node's JSON-RPC. Returns the first set's report
 * type. The expectations were committed before the engine ever ran on them; this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM8_CASES, type HeldoutEvm8Case } from "./evm8/cases";
import { compileHeldout8 } from "./evm8/compile";

export interface HeldoutEvm8Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm8Case[];
}

export function runEvmHeldout8(options: HeldoutEvm8Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM8_CASES,
    compile: compileHeldout8,
    marketName: "heldout8-market",
  });
}

/** The printed v8 report: the first set's formatter with this set's title. */
export function formatEvmHeldout8Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v8 (seen; written blind, tests/eval/heldout/evm8)");
}
