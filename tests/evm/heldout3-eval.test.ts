/**
 * The third blind EVM held-out evaluation (tests/eval/heldout/evm3, v3) runs end to end: every case compiles,
 * launches on a local Hardhat node (pairs against WETH or a dollar stablecoin, liquidity, trades over days, owner
 * actions), passes its proof (the token does what its rationale says: the masked controller takes a holder's tokens,
 * the one-hour timelock mints, the sell quota traps, the burnt proxy admin cannot upgrade, the honest token sells) and
 * is analysed by the engine's scanEvmToken without an exception. No accuracy threshold: the figures are measured, not
 * asserted; the expectations were committed before the engine first ran on the set.
 */
import { HELDOUT_SET_NAMES } from "../eval/figures";
import { HELDOUT_EVM3_CASES } from "../eval/heldout/evm3/cases";
import { runEvmHeldout3 } from "../eval/heldout/evm3-heldout";
import { heldoutEvalSuite } from "../support/evm/heldout-eval-suite";

heldoutEvalSuite({
  version: "v3",
  cases: HELDOUT_EVM3_CASES,
  run: () => runEvmHeldout3(),
  setName: HELDOUT_SET_NAMES.evmV3,
  timeoutMs: 240_000,
});
