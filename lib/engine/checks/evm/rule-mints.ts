/**
 * Session 17 (evm-mint19): rule-based inflation. A stranger's supply increase the minter probe measured as following a
 * fixed rule (reader.ts ruleMints, minter-probe.ts judgePublicMint: the caller chooses neither amount nor recipient
 * and gains nothing, no key is paid, pair.skim right after pays nothing, an immediate repeat is refused or a bounded
 * step) is not a mint power anyone holds: MINTABLE says so as a medium caution, and HIDDEN_OWNER / OWNER_PRIVILEGES do
 * not count it as a controller.
 */
import { byAnyone, type PrivilegeEffect } from "../../../chains/evm/prober";
import type { EvmCheckFacts } from "../../evm/facts";

/** The measured evidence when `e` is anyone's mint through a function measured rule-based, else null. */
export function ruleMintOf(ctx: EvmCheckFacts, e: PrivilegeEffect): string | null {
  if (e.kind !== "mint" || !byAnyone(e)) return null;
  return (ctx.evm.ruleMints ?? []).find((r) => r.selector.toLowerCase() === e.selector.toLowerCase())?.evidence ?? null;
}

/** The effects that are not anyone's rule-based inflation. */
export function withoutRuleMints(ctx: EvmCheckFacts, effects: readonly PrivilegeEffect[]): PrivilegeEffect[] {
  return effects.filter((e) => ruleMintOf(ctx, e) === null);
}
