/**
 * The ninth blind EVM held-out evaluation (tests/eval/heldout/evm9, v9) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine. The figures check (README block,
 * docs/analysis.md) waits until the lead wires the set into `npm run eval` (scripts/eval.ts, tests/eval/figures.ts):
 * then `setName` becomes the set's HELDOUT_SET_NAMES entry and `checkFigures: false` goes.
 */
import { HELDOUT_EVM9_CASES } from "../eval/heldout/evm9/cases";
import { runEvmHeldout9 } from "../eval/heldout/evm9-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v9",
  cases: HELDOUT_EVM9_CASES,
  run: () => runEvmHeldout9(),
  setName: "EVM held-out v9 (blind)",
  checkFigures: false,
});
