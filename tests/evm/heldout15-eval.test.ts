/**
 * The fifteenth blind EVM held-out evaluation (tests/eval/heldout/evm15, v15) runs end to end: every case compiles,
 * launches on a local Hardhat node, passes its proof and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM15_CASES } from "../eval/heldout/evm15/cases";
import { runEvmHeldout15 } from "../eval/heldout/evm15-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v15",
  cases: HELDOUT_EVM15_CASES,
  run: () => runEvmHeldout15(),
  setName: HELDOUT_SET_NAMES.evmV15,
});
