/**
 * Helpers shared by the EVM check modules: which capabilities count as privileged, who controls them, and the
 * evidence every contract check carries.
 */
import type { Capability } from "../../../chains/evm/bytecode";
import type { CandidateGovernance } from "../../../chains/evm/governance";
import type { EffectKind, PrivilegeEffect } from "../../../chains/evm/prober";
import type { EvmCheckFacts } from "../../evm/facts";
import type { EvidenceValue } from "../../types";

/** Capabilities that let a live owner change what holders can do (ownership and upgrade functions excluded). */
export const PRIVILEGED: readonly Capability[] = [
  "mint",
  "blacklist",
  "pause",
  "fee_setter",
  "max_tx_wallet",
  "trading_switch",
  "whitelist",
];

export function capabilitySignatures(ctx: EvmCheckFacts, ...which: Capability[]): string[] {
  return ctx.evm.bytecode.capabilities.filter((c) => which.includes(c.capability)).map((c) => c.signature);
}

/** Owner evidence for contract checks. */
export function ownerEvidence(ctx: EvmCheckFacts): Record<string, EvidenceValue> {
  const o = ctx.evm.ownership;
  return {
    token: ctx.evm.token,
    analysedCode: ctx.evm.bytecode.analysedAddress,
    owner: o.effectiveOwner,
    renounced: o.renounced,
    ownerIsContract: o.ownerIsContract,
    pendingOwner: o.pendingOwner,
  };
}

/** How the owner stands, in words. */
export function ownerText(ctx: EvmCheckFacts): string {
  const o = ctx.evm.ownership;
  if (o.renounced === true) return "ownership is renounced (owner is the zero/dead address)";
  if (o.renounced === null) return "the contract exposes no owner() / getOwner(), so who controls it cannot be read";
  return `the owner ${o.effectiveOwner} (${o.ownerIsContract ? "a contract: multisig, timelock or DAO" : o.ownerIsContract === false ? "an externally-owned account" : "account type unknown"}) is live`;
}

export const NO_CODE_TEXT =
  "There is no contract code at this address on this chain, so there is nothing to analyse (see NO_CODE).";

/** The simulation, when it completed. */
export function completedSimulation(ctx: EvmCheckFacts) {
  const s = ctx.evm.simulation;
  return s.status === "completed" ? s : null;
}

export function simulationNotRunText(ctx: EvmCheckFacts): string {
  const s = ctx.evm.simulation;
  if (s.status === "completed") return "";
  if (s.status === "inconclusive") return `The buy/sell simulation was inconclusive: ${s.reason}.`;
  return `The buy/sell simulation did not run: ${s.reason}.`;
}

export const bpsToPct = (bps: number) => Math.round(bps) / 100;

/** The privilege prober's verdict for some effects: found (fail), undecided (unknown), none (pass), or not run. */
export type ProbeVerdict =
  | { mode: "probe"; found: PrivilegeEffect[]; undecided: boolean; reason: string; probed: number; candidates: number }
  | { mode: "names" };

export function probeVerdict(
  ctx: EvmCheckFacts,
  kind: EffectKind,
  match: (e: PrivilegeEffect) => boolean = () => true,
): ProbeVerdict {
  const p = ctx.evm.privileges;
  if (!p || p.status === "not_run") return { mode: "names" };
  return {
    mode: "probe",
    found: p.effects.filter((e) => e.kind === kind && match(e)),
    undecided: p.undecided.includes(kind),
    reason: p.reason,
    probed: p.selectorsProbed.length,
    candidates: p.candidates.length,
  };
}

/**
 * A tax effect whose every measured change LOWERED the sell tax (the prober keeps, per function, the highest figure
 * any argument pattern produced: a function that can raise the tax shows the raise). Lowering a tax takes nothing from
 * holders: it is no power over them (a reduce-only fee setter, as launch templates keep after a renounce).
 */
export const lowersTaxOnly = (e: PrivilegeEffect): boolean => e.kind === "tax" && Number(e.after) < Number(e.before);

/** The measured effects that can hurt holders: all of them except a tax that could only be lowered. */
export function hostileEffects(effects: readonly PrivilegeEffect[]): PrivilegeEffect[] {
  return effects.filter((e) => !lowersTaxOnly(e));
}

/** One effect in words: the function (selector, known name as a hint), the caller and what changed. */
export function effectText(e: PrivilegeEffect): string {
  const fn = e.hint ? `${e.selector} (known as ${e.hint})` : `${e.selector} (no known name)`;
  return `${fn} called by ${e.caller} (${e.callerRoles.join(", ")}) with ${e.pattern}: ${e.measure} ${e.before} → ${e.after}`;
}

/** Evidence of the first effect (the rest are counted and listed in the detail). */
export function effectEvidence(found: PrivilegeEffect[]): Record<string, EvidenceValue> {
  const e = found[0];
  return {
    selector: e.selector,
    functionHint: e.hint,
    caller: e.caller,
    callerRoles: e.callerRoles.join(", "),
    argumentPattern: e.pattern,
    measure: e.measure,
    before: e.before,
    after: e.after,
    effects: found.length,
    decidedBy: "privilege prober",
  };
}

export function probeScopeText(v: Extract<ProbeVerdict, { mode: "probe" }>): string {
  return `the privilege prober called ${v.probed} non-ERC-20 function${v.probed === 1 ? "" : "s"} as ${v.candidates} privileged candidate${v.candidates === 1 ? "" : "s"}`;
}

/** The governance (multisig ≥ 2 signatures, timelock ≥ 1 day) behind a probed candidate, or null (one key / unknown). */
export function governanceOf(ctx: EvmCheckFacts, caller: string): CandidateGovernance | null {
  const p = ctx.evm.privileges;
  if (!p || p.status === "not_run") return null;
  return p.candidates.find((c) => c.address.toLowerCase() === caller.toLowerCase())?.governance ?? null;
}

/** True when every caller is governance rather than one key (none: false). */
export function allGoverned(ctx: EvmCheckFacts, callers: readonly string[]): boolean {
  return callers.length > 0 && callers.every((c) => governanceOf(ctx, c) !== null);
}

/** "0x… is a timelock (delay 2 days)" / "0x… is a multisig (2 signatures needed)". */
export function governanceText(ctx: EvmCheckFacts, callers: readonly string[]): string {
  return [...new Set(callers)]
    .map((c) => {
      const g = governanceOf(ctx, c);
      if (!g) return `${c} is one key`;
      return g.kind === "multisig"
        ? `${c} is a multisig (${g.threshold} signatures needed)`
        : `${c} is a timelock (delay ${Math.round((g.delaySeconds / 3600) * 10) / 10} h)`;
    })
    .join("; ");
}

/**
 * The recognised governance (governance.ts: an official Safe, a documented timelock) that alone can upgrade the
 * token's code: the proxy admin, the admin contract's owner, or a UUPS implementation's owner. Null when nobody can
 * upgrade, when one key can, or when it is not recognised governance.
 */
export function upgradeGovernance(ctx: EvmCheckFacts): string | null {
  const p = ctx.evm.proxy;
  const text = (address: string, kind: string | null, threshold: number | null, delay: number | null) =>
    kind === "multisig"
      ? `${address} is a multisig (${threshold} signatures needed)`
      : kind === "timelock"
        ? `${address} is a timelock (delay ${Math.round(((delay ?? 0) / 3600) * 10) / 10} h)`
        : null;
  const bo = p.beaconOwner;
  if (p.kind === "eip1967_beacon" && bo && (bo.kind === "multisig" || bo.kind === "timelock"))
    return text(bo.address, bo.kind, bo.threshold, bo.minDelay);
  if (p.kind === "eip1967" || p.kind === "zeppelinos" || p.kind === "eip1822") {
    if (p.admin && (p.adminKind === "multisig" || p.adminKind === "timelock"))
      return text(p.admin, p.adminKind, p.adminThreshold, p.adminMinDelay);
    const ao = p.adminOwner;
    if (p.admin && p.adminKind === "contract" && ao && (ao.kind === "multisig" || ao.kind === "timelock"))
      return text(ao.address, ao.kind, ao.threshold, ao.minDelay);
    const o = ctx.evm.ownership;
    if (!p.admin && o.renounced === false && o.effectiveOwner && governanceOf(ctx, o.effectiveOwner))
      return governanceText(ctx, [o.effectiveOwner]);
  }
  return null;
}

/** The powers the prober measured, in a trader's words. */
export const POWER_WORDS: Record<EffectKind, string> = {
  mint: "mint",
  freeze: "freeze or pause holders",
  drain: "move holders' tokens",
  tax: "change the taxes",
  limit: "limit transfers",
};
