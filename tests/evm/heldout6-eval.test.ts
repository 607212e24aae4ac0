/**
 * The sixth blind EVM held-out evaluation (tests/eval/heldout/evm6, v6) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions, official Safe, OpenZeppelin TimelockController / ERC1967Proxy / BeaconProxy and a Compound Timelock
 * reproduction), passes its proof (the one-key path mints, drains, freezes or upgrades; the trap traps; the 3-of-5
 * Safe refuses two signatures; the timelock refuses a short delay; the bridge refuses an unrelayed deposit; the honest
 * token sells) and is analysed by the engine's scanEvmToken without an exception. No accuracy threshold and no verdict
 * is asserted or printed: the expectations were committed before the engine first ran on the set, and the lead
 * measures it once, on the final engine; the last test checks that the README's evaluation block and docs/analysis.md
 * show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM6_CASES } from "../eval/heldout/evm6/cases";
import { runEvmHeldout6 } from "../eval/heldout/evm6-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v6",
  cases: HELDOUT_EVM6_CASES,
  run: () => runEvmHeldout6(),
  setName: HELDOUT_SET_NAMES.evmV6,
});
