/**
 * The sixteenth blind held-out EVM evaluation (v16): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v16 cases
 * and contracts (contracts/heldout16 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet and
 * the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time,
 * owner actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM16_CASES, type HeldoutEvm16Case } from "./evm16/cases";
import { compileHeldout16 } from "./evm16/compile";

export interface HeldoutEvm16Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm16Case[];
}

export function runEvmHeldout16(options: HeldoutEvm16Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM16_CASES,
    compile: compileHeldout16,
    marketName: "heldout16-market",
  });
}

/** The printed v16 report: the first set's formatter with this set's title. */
export function formatEvmHeldout16Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v16 (seen; written blind, tests/eval/heldout/evm16)");
}
