/**
 * The twelfth blind held-out EVM evaluation (v12): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v12 cases
 * and contracts (contracts/heldout12 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet and
 * the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time,
 * owner actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM12_CASES, type HeldoutEvm12Case } from "./evm12/cases";
import { compileHeldout12 } from "./evm12/compile";

export interface HeldoutEvm12Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm12Case[];
}

export function runEvmHeldout12(options: HeldoutEvm12Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM12_CASES,
    compile: compileHeldout12,
    marketName: "heldout12-market",
  });
}

/** The printed v12 report: the first set's formatter with this set's title. */
export function formatEvmHeldout12Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v12 (seen; written blind, tests/eval/heldout/evm12)");
}
