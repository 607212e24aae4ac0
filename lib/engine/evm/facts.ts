/**
 * What the EVM checks see: the facts every chain provides (CommonFacts: metadata, holders, market, creator, age,
 * trust, liquidity) built from the EVM reader's facts, plus the raw EVM facts themselves (code, proxy, ownership,
 * privileged functions, V2 pairs and LP, the buy/sell simulation). Computed once per scan (scan-evm.ts).
 */
import type { EvmTokenFacts } from "../../chains/evm/reader";
import type { CommonFacts } from "../checks/check";
import type { EvmChain } from "../types";

export interface EvmCheckFacts extends CommonFacts {
  chain: EvmChain;
  evm: EvmTokenFacts;
  /** The scan's clock (ms since the epoch): lock end dates are judged against it. */
  nowMs: number;
}
