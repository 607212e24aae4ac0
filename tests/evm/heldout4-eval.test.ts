/**
 * The fourth blind EVM held-out evaluation (tests/eval/heldout/evm4, v4) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions, official Safe deployments), passes its proof (the token does what its rationale says: the Safe module mints
 * without signatures, the sell counter traps, the expired lock lets the LP out, the 4-of-7 Safe refuses three
 * signatures, the honest token sells) and is analysed by the engine's scanEvmToken without an exception. No accuracy
 * threshold and no verdict is asserted or printed: the expectations were committed before the engine first ran on the
 * set, and the lead measured it once, on the final engine of the session that wrote it; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM4_CASES } from "../eval/heldout/evm4/cases";
import { runEvmHeldout4 } from "../eval/heldout/evm4-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v4",
  cases: HELDOUT_EVM4_CASES,
  run: () => runEvmHeldout4(),
  setName: HELDOUT_SET_NAMES.evmV4,
  timeoutMs: 240_000,
});
