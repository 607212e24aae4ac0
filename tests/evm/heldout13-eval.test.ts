/**
 * The thirteenth blind EVM held-out evaluation (tests/eval/heldout/evm13, v13) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM13_CASES } from "../eval/heldout/evm13/cases";
import { runEvmHeldout13 } from "../eval/heldout/evm13-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v13",
  cases: HELDOUT_EVM13_CASES,
  run: () => runEvmHeldout13(),
  setName: HELDOUT_SET_NAMES.evmV13,
});
