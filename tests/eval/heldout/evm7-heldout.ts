/**
 * The seventh blind held-out EVM evaluation (v7): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v7 cases
 * and contracts (contracts/heldout7 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's ERC2771Forwarder and the official Safe artifacts). One local Hardhat node, every case
 * launched (real Uniswap V2 pairs, trades over time, owner actions) and proved on a reverted snapshot, then scanned
 * with the engine's `scanEvmToken` against the node's JSON-RPC. Returns the first set's report type. The expectations
 * were committed before the engine ever ran on them; this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM7_CASES, type HeldoutEvm7Case } from "./evm7/cases";
import { compileHeldout7 } from "./evm7/compile";

export interface HeldoutEvm7Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm7Case[];
}

export function runEvmHeldout7(options: HeldoutEvm7Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM7_CASES,
    compile: compileHeldout7,
    marketName: "heldout7-market",
  });
}

/** The printed v7 report: the first set's formatter with this set's title. */
export function formatEvmHeldout7Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v7 (seen; written blind, tests/eval/heldout/evm7)");
}
