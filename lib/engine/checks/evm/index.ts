/**
 * The EVM chains' checks, in report order: the EVM modules of this folder plus the chain-agnostic modules shared
 * with Solana (liquidity, pair age, sells, creator holding, impersonation). Scoring, floors, the issuer handling
 * and the verdict are shared (lib/engine/scoring.ts, ../index.ts, ../../verdict.ts).
 */

import type { EvmCheckFacts } from "../../evm/facts";
import type { Finding } from "../../types";
import type { Check } from "../check";
import { creatorHolding } from "../creator-holding";
import { impersonation } from "../impersonation";
import { applyIssuerDiscount } from "../index";
import { liquidity } from "../liquidity";
import { pairNew } from "../pair-age";
import { sellsAbsent } from "../sells-absent";
import { anyoneSigned } from "./anyone-signed";
import { externalCall } from "./external-call";
import { gasAnomaly } from "./gas-anomaly";
import { hiddenOwner } from "./hidden-owner";
import { evmTop10, evmTopHolder } from "./holders";
import { honeypot } from "./honeypot";
import { evmLpUnlocked } from "./lp-unlocked";
import { noCode } from "./no-code";
import { balanceDrain, blacklist, maxTxLimits, mintable, pauseFunction, taxModifiable } from "./owner-powers";
import { ownerPrivileges } from "./owner-privileges";
import { upgradeableProxy } from "./proxy";
import { buyTax, sellTax, transferTax } from "./taxes";
import { tradingSwitch } from "./trading-switch";

export { PRIVILEGED } from "./common";
export { LP_LOCK_MIN_DAYS } from "./lp-unlocked";
export { EVM_TAX_THRESHOLDS, evmTaxSeverity } from "./taxes";

/** Every EVM check, in report order. */
export const EVM_CHECKS: readonly Check<EvmCheckFacts>[] = [
  noCode,
  honeypot,
  buyTax,
  sellTax,
  transferTax,
  ownerPrivileges,
  balanceDrain,
  mintable,
  blacklist,
  pauseFunction,
  tradingSwitch,
  taxModifiable,
  maxTxLimits,
  upgradeableProxy,
  hiddenOwner,
  externalCall,
  anyoneSigned,
  gasAnomaly,
  impersonation,
  evmTopHolder,
  evmTop10,
  creatorHolding,
  liquidity,
  evmLpUnlocked,
  pairNew,
  sellsAbsent,
];

const BY_ID = new Map(EVM_CHECKS.map((c) => [c.id, c]));
export const evmCheckById = (id: string): Check<EvmCheckFacts> | undefined => BY_ID.get(id);

/** Evaluates every EVM check (one finding each), then the listed-issuer handling. */
export function runEvmChecks(facts: EvmCheckFacts): Finding[] {
  return applyIssuerDiscount(
    EVM_CHECKS.map((c) => c.evaluate(facts)),
    facts.trust,
    evmCheckById,
  );
}
