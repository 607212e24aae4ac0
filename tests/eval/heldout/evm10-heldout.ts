/**
 * The tenth blind held-out EVM evaluation (v10): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v10 cases
 * and contracts (contracts/heldout10 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet and
 * the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time,
 * owner actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM10_CASES, type HeldoutEvm10Case } from "./evm10/cases";
import { compileHeldout10 } from "./evm10/compile";

export interface HeldoutEvm10Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm10Case[];
}

export function runEvmHeldout10(options: HeldoutEvm10Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM10_CASES,
    compile: compileHeldout10,
    marketName: "heldout10-market",
  });
}

/** The printed v10 report: the first set's formatter with this set's title. */
export function formatEvmHeldout10Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v10 (seen; written blind, tests/eval/heldout/evm10)");
}
