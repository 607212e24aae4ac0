/**
 * The sixteenth blind EVM held-out evaluation (tests/eval/heldout/evm16, v16) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM16_CASES } from "../eval/heldout/evm16/cases";
import { runEvmHeldout16 } from "../eval/heldout/evm16-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v16",
  cases: HELDOUT_EVM16_CASES,
  run: () => runEvmHeldout16(),
  setName: HELDOUT_SET_NAMES.evmV16,
});
