/**
 * The seventh blind EVM held-out evaluation (tests/eval/heldout/evm7, v7) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions, official Safe, OpenZeppelin ERC2771Forwarder, diamonds, clones, lockers and helper contracts), passes its
 * proof (the one-key path mints, drains, halts or pulls the pool; the flaw prints; the two-key Safe transaction is
 * refused; the closed window stays closed; the honest token sells) and is analysed by the engine's scanEvmToken
 * without an exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed
 * before the engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that
 * the README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM7_CASES } from "../eval/heldout/evm7/cases";
import { runEvmHeldout7 } from "../eval/heldout/evm7-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v7",
  cases: HELDOUT_EVM7_CASES,
  run: () => runEvmHeldout7(),
  setName: HELDOUT_SET_NAMES.evmV7,
});
