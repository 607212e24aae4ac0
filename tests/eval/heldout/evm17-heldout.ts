/**
 * The seventeenth blind held-out EVM evaluation (v17): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v17 cases
 * and contracts (contracts/heldout17 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet and
 * the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time,
 * owner actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM17_CASES, type HeldoutEvm17Case } from "./evm17/cases";
import { compileHeldout17 } from "./evm17/compile";

export interface HeldoutEvm17Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm17Case[];
}

export function runEvmHeldout17(options: HeldoutEvm17Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM17_CASES,
    compile: compileHeldout17,
    marketName: "heldout17-market",
  });
}

/** The printed v17 report: the first set's formatter with this set's title. */
export function formatEvmHeldout17Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v17 (blind, tests/eval/heldout/evm17)");
}
