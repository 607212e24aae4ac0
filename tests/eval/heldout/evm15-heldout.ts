/**
 * The fifteenth blind held-out EVM evaluation (v15): v2's runner (tests/eval/heldout/evm2-heldout.ts) over the v15 cases
 * and contracts (contracts/heldout15 with OpenZeppelin 5.7.0, compiled through v5's compiler entry, plus the earlier
 * sets' plumbing, OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet and
 * the official Safe artifacts). One local Hardhat node, every case launched (real Uniswap V2 pairs, trades over time,
 * owner actions) and proved on a reverted snapshot, then scanned with the engine's `scanEvmToken` against the node's
 * JSON-RPC. Returns the first set's report type. The expectations were committed before the engine ever ran on them;
 * this file never changes them.
 */
import { formatEvmHeldoutReport, type HeldoutEvmReport } from "./evm-heldout";
import { runEvmHeldout2 } from "./evm2-heldout";
import { HELDOUT_EVM15_CASES, type HeldoutEvm15Case } from "./evm15/cases";
import { compileHeldout15 } from "./evm15/compile";

export interface HeldoutEvm15Options {
  /** An already running node's JSON-RPC URL (default: start one and stop it at the end). */
  url?: string;
  cases?: readonly HeldoutEvm15Case[];
}

export function runEvmHeldout15(options: HeldoutEvm15Options = {}): Promise<HeldoutEvmReport> {
  return runEvmHeldout2({
    url: options.url,
    cases: options.cases ?? HELDOUT_EVM15_CASES,
    compile: compileHeldout15,
    marketName: "heldout15-market",
  });
}

/** The printed v15 report: the first set's formatter with this set's title. */
export function formatEvmHeldout15Report(r: HeldoutEvmReport): string {
  return formatEvmHeldoutReport(r, "EVM held-out v15 (seen; written blind, tests/eval/heldout/evm15)");
}
