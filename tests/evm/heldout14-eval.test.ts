/**
 * The fourteenth blind EVM held-out evaluation (tests/eval/heldout/evm14, v14) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM14_CASES } from "../eval/heldout/evm14/cases";
import { runEvmHeldout14 } from "../eval/heldout/evm14-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v14",
  cases: HELDOUT_EVM14_CASES,
  run: () => runEvmHeldout14(),
  setName: HELDOUT_SET_NAMES.evmV14,
});
