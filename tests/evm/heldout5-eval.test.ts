/**
 * The fifth blind EVM held-out evaluation (tests/eval/heldout/evm5, v5) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions, official Safe and OpenZeppelin timelock / proxy / beacon deployments), passes its proof (the token does what
 * its rationale says: the one-key path mints, the closed window traps, the 3-of-5 Safe refuses two signatures, the
 * bridge refuses an unrelayed deposit, the honest token sells) and is analysed by the engine's scanEvmToken without an
 * exception. No accuracy threshold and no verdict is asserted or printed: the expectations were committed before the
 * engine first ran on the set, and the lead measures it once, on the final engine; the last test checks that the
 * README's evaluation block and docs/analysis.md show this run's figures (`npm run eval -- --write-docs`).
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM5_CASES } from "../eval/heldout/evm5/cases";
import { runEvmHeldout5 } from "../eval/heldout/evm5-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v5",
  cases: HELDOUT_EVM5_CASES,
  run: () => runEvmHeldout5(),
  setName: HELDOUT_SET_NAMES.evmV5,
});
