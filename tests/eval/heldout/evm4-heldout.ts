/**
 * The fourth blind held-out EVM evaluation (v4): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v4 cases
 * and contracts (contracts/heldout4 compiled with the earlier sets' plumbing, plus the official Safe artifacts). One
 * local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time, owner actions) and proved on a
 * reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's JSON-RPC. Returns the first
 * set's report type. The expectations were committed before the engine ever ran on them; this file never changes
 * them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM4_CASES, type HeldoutEvm4Case } from "./evm4/cases";
import { compileHeldout4 } from "./evm4/compile";

export interface HeldoutEvm4Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm4Case[];
}

export function runEvmHeldout4(options: HeldoutEvm4Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM4_CASES,
    compile: compileHeldout4,
    marketName: "heldout4-market",
  });
}

/** The printed v4 report: the first set's formatter with this set's title. */
export function formatEvmHeldout4Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v4 (seen; written blind, tests/eval/heldout/evm4)");
}
