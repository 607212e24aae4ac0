/**
 * The seventeenth blind EVM held-out evaluation (tests/eval/heldout/evm17, v17) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM17_CASES } from "../eval/heldout/evm17/cases";
import { runEvmHeldout17 } from "../eval/heldout/evm17-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v17",
  cases: HELDOUT_EVM17_CASES,
  run: () => runEvmHeldout17(),
  setName: HELDOUT_SET_NAMES.evmV17,
});
