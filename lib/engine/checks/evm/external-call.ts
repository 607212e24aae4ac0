/**
 * The transfer path calls an outside contract: the buy/sell simulation reports which of the addresses kept in the
 * token's storage or code it touched (EIP-2929 warm-access gas, lib/chains/evm/simulate.ts) and that hold other
 * code than the token's. The token's balances then depend on code nobody can read in the token (a balance oracle,
 * a transfer "checker"): it can zero or block any seller.
 */

import { isBurnAddress } from "../../../chains/evm/address";
import { registryAuthority } from "../../../chains/evm/proxy";
import { CALLEE_BOUNDED_TAX_BPS, calleeBounded } from "../../../chains/evm/simulate";
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import {
  completedSimulation,
  governanceOf,
  governanceText,
  hostileEffects,
  NO_CODE_TEXT,
  simulationNotRunText,
} from "./common";

/**
 * Who controls a callee, from its owner() (read in round 3 for the first outside contracts): nobody (a burn
 * address), recognised governance (one of the probed candidates recognised by code: an official Safe, a documented
 * timelock), or anyone else / unknown (one key, as far as can be verified).
 */
function calleeControl(
  ctx: EvmCheckFacts,
  callee: string,
): { kind: "none" | "governance" | "one_key" | "unknown"; text: string } {
  const read = ctx.evm.externalOwners?.find((e) => e.address.toLowerCase() === callee.toLowerCase());
  if (!read) return { kind: "unknown", text: "who controls it was not read" };
  if (!read.owner) {
    // Session 17 (sim19): a callee whose code cannot change (hard-coded in the token's code, its own code without
    // DELEGATECALL or SELFDESTRUCT, so no proxy) and whose only gate compares the caller with addresses kept in its
    // storage, every one zero or burnt (read in round 3): its roles are renounced, its answers to the token are part of
    // the token's fixed rules. The hostile stand-in models a replaceable callee, which it is not: medium, like a
    // burnt owner() (another controller not ruled out).
    if (read.rolesRenounced === true && completedSimulation(ctx)?.calleeStress?.fixed === true)
      return {
        kind: "none",
        text: "it answers no owner(), its code cannot change (hard-coded in the token's code, no DELEGATECALL or SELFDESTRUCT) and the only callers its code checks are addresses kept in its storage, every one zero or burnt: its privileged roles are renounced and nobody was shown able to change its answers",
      };
    return { kind: "unknown", text: "it answers no owner(): its controller is unknown" };
  }
  // A callee the token itself owns (a dividend tracker or fee handler the token created): it changes only through the
  // token's code, so it is controlled by whoever controls the token. Nobody, when owner() is renounced and the
  // privilege prober measured no live controller: its rules are the token's fixed code (medium, like a burnt owner).
  if (read.owner.toLowerCase() === ctx.evm.token.toLowerCase()) {
    const o = ctx.evm.ownership;
    const p = ctx.evm.privileges;
    const probed = !!p && p.status === "completed";
    const noController = probed && hostileEffects(p.effects).length === 0;
    if (o.renounced === true && noController)
      return {
        kind: "none",
        text: "its owner() is the token itself, whose ownership is renounced and in which the privilege prober measured no live controller: it changes only through the token's fixed code",
      };
    if (o.effectiveOwner && governanceOf(ctx, o.effectiveOwner))
      return {
        kind: "governance",
        text: `its owner() is the token itself, owned by governance: ${governanceText(ctx, [o.effectiveOwner])}`,
      };
    return {
      kind: o.renounced === false ? "one_key" : "unknown",
      text: `its owner() is the token itself, ${o.renounced === false ? `whose owner ${o.effectiveOwner} is not recognised governance (one key)` : "whose controller is not decided"}`,
    };
  }
  if (isBurnAddress(read.owner))
    return {
      kind: "none",
      text: `its owner() is the burn address ${read.owner}: no owner can change it (another controller is not ruled out)`,
    };
  if (governanceOf(ctx, read.owner))
    return { kind: "governance", text: `its owner is governance: ${governanceText(ctx, [read.owner])}` };
  // The proxy's implementation registry (lib/chains/evm/proxy.ts, session 15): its owner()'s governance is read in
  // round 3 (beside the candidates'), and only that owner was measured changing its answer (a stranger could not).
  const reg = ctx.evm.proxy.registrySource;
  if (
    reg &&
    reg.registry.toLowerCase() === callee.toLowerCase() &&
    reg.owner?.toLowerCase() === read.owner.toLowerCase() &&
    registryAuthority(reg).kind === "governance"
  )
    return { kind: "governance", text: `it is the token's implementation registry: ${registryAuthority(reg).text}` };
  return { kind: "one_key", text: `its owner ${read.owner} is not recognised governance (one key)` };
}

/**
 * The touched callees when every one is the token's own code kept at another address (simulate.ts ownCodeOf), null
 * otherwise: a pure callee (an address fixed in the token's code, whose code reads and writes no storage, reads no
 * clock, block, gas, balance or tx.origin, calls nothing, holds no address but the token's and checks no caller but
 * the token: the same arguments always get the same answer), or a fixed DELEGATECALL module (no outside reach, no
 * caller check, run only with data the token builds). Their effects are the token's, measured by the simulation and
 * the prober; every call target of the token's code was traced to a constant.
 */
export function ownCodeCallees(ctx: EvmCheckFacts): { pure: string[]; modules: string[] } | null {
  const s = completedSimulation(ctx);
  const own = s?.ownCode;
  const touched = s?.externalCalls ?? [];
  if (!own || !touched.length) return null;
  const pure = new Set(own.pureCallees.map((a) => a.toLowerCase()));
  const modules = new Set((own.modules ?? []).map((a) => a.toLowerCase()));
  if (!touched.every((a) => pure.has(a.toLowerCase()) || modules.has(a.toLowerCase()))) return null;
  return {
    pure: touched.filter((a) => pure.has(a.toLowerCase())),
    modules: touched.filter((a) => modules.has(a.toLowerCase())),
  };
}

export const externalCall = defineCheck<EvmCheckFacts>({
  id: "EXTERNAL_CALL_IN_TRANSFER",
  title: "Outside contract in the transfer path",
  group: "simulation",
  // Base severity info (no unknown penalty of its own): it is measured by the same simulation as HONEYPOT and the
  // taxes, whose unknowns already carry the penalty of a missing simulation. A measured callee fails high.
  severity: "info",
  description:
    "The simulated buy, wallet transfer or sell called a contract whose address the token keeps in its storage or code (owner-settable or hard-coded) and whose code is not the token's: whether a holder can move or sell depends on code outside the token. Fails high with the callee, medium when the callees were made hostile in the same simulation (code replaced by a stand-in answering huge numbers, zero words, 9,999 and 10^18 - 1) and the sell still went through in every mode at a tax of at most 20 % with the seller's balance right, and also with callees that revert unless the token visibly used their answer and the callee cannot change (hard-coded in the token's code, its code without DELEGATECALL or SELFDESTRUCT) (the token bounds them; the measured worst-case tax is in the evidence), medium when the callee's owner() is burnt, low when its owner is recognised governance (its owner() read for the first three outside contracts); passes when the simulation touched none; unknown without a completed simulation. The DEX's router, factory, pairs and the wrapped native token are not counted.",
  failsAs: [
    {
      severity: "low",
      when: "every callee is the token's own fixed code: every call target of the token's code is an address fixed in it, and each callee either cannot change its answer (no storage read or write, no clock, block, gas, balance or tx.origin read, no outside call, no address constant, no caller check but the token) or is a DELEGATECALL module with no outside reach and no caller check that the token runs only with data it builds",
    },
    {
      severity: "high",
      when: "the transfer path called an outside contract named in the token's storage or code, controlled by one key or by an unknown controller, and not measured bounded",
    },
    {
      severity: "medium",
      when: "measured bounded: with every touched callee's code replaced by a hostile stand-in answering huge numbers, zero words, 9,999 and 10^18 - 1 (state override, same simulation), the sell still goes through in every mode at a tax of at most 20 % with the seller's balance right, and either it also goes through when the callees revert or the token used (and bounded) their answer and the callees are hard-coded in the token's code with code that cannot change",
    },
    {
      severity: "medium",
      when: "the callee's owner() is a burn address, or the token itself while the token's ownership is renounced and no live controller was measured (no owner; another controller not ruled out), or the callee answers no owner(), is hard-coded in the token's code with code that cannot change (no DELEGATECALL or SELFDESTRUCT) and the only callers its code checks are addresses kept in its storage, every one zero or burnt (its privileged roles renounced)",
    },
    { severity: "low", when: "the callee's owner is recognised governance (an official Safe, a documented timelock)" },
    {
      severity: "medium",
      when: "measured with hostile stand-ins, the token ignored every callee's answer (the sell went through at a bounded tax with the seller's balance right) and only a callee that reverts blocks the sell, while no callee answers an owner() and none's code names another controller (no caller or tx.origin compared with a stored or fixed address but the token's, no hashed identity, no DELEGATECALL or SELFDESTRUCT): a veto nobody was shown to hold",
    },
  ],
  issuer: { cap: "info", note: "issuers' tokens call their own compliance / blocklist modules by design." },
  floorReasoning:
    "High: the outside contract can say no to any seller or report any balance, and it can be replaced or was never shown; the token's own code does not tell what holders can do.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { callees: null }, undefined, "Transfer path unknown");
    const s = completedSimulation(ctx);
    if (!s)
      return emit("unknown", simulationNotRunText(ctx), { callees: null }, undefined, "Transfer path not simulated");
    const callees = s.externalCalls ?? [];
    const own = ownCodeCallees(ctx);
    if (own)
      return emit(
        "fail",
        `The simulated trades called ${callees.join(", ")}, the token's own fixed code kept at another address: every call target of the token's code is an address fixed in it (no storage slot can swap it)${own.pure.length ? `; ${own.pure.join(", ")} cannot change its answer (it reads and writes no storage, reads no clock, block, gas, balance or tx.origin, calls nothing, names no address and checks no caller but the token)` : ""}${own.modules.length ? `; ${own.modules.join(", ")} is a DELEGATECALL module with no outside reach, no self-destruct and no caller check, run only with data the token builds (its effects on the token's storage are measured by the simulation and the prober)` : ""}.`,
        {
          callees: callees.join(", "),
          callee: callees[0],
          calleeControl: "none",
          fixedCode: true,
          pureCallees: own.pure.join(", ") || null,
          fixedModules: own.modules.join(", ") || null,
        },
        "low",
        "Transfers call the token's own fixed code",
      );
    if (callees.length) {
      // Who controls the callees: only burnt owners or recognised governance lower the finding (the worst callee decides).
      const controls = callees.map((c) => ({ callee: c, ...calleeControl(ctx, c) }));
      const worst = controls.find((c) => c.kind === "one_key" || c.kind === "unknown") ?? controls[0];
      const byControl = worst.kind === "governance" ? "low" : worst.kind === "none" ? "medium" : "high";
      // Measured: every touched callee's code replaced by a hostile stand-in (huge answers, then reverts) while the
      // simulator sold. A sell that still goes through, at a bounded tax and with the seller's balance right, means
      // the token itself bounds what the callee can do: it cannot trap sellers (medium at most). Unmeasured: high.
      const stress = s.calleeStress;
      const bounded = calleeBounded(stress);
      // Evidence standard (session 12): measured with hostile stand-ins, the token ignored the callee's answers and
      // only a callee that reverts blocks the sell; every callee was read and answers no owner(). The veto is real but
      // nobody was shown to hold it: medium, not the high of a controller shown (one key) or a harm measured.
      const vetoOnly =
        !bounded &&
        !!stress?.measured &&
        !stress.answerUsed &&
        stress.hostileSellOk &&
        stress.balanceOk &&
        (stress.hostileTaxBps ?? 0) <= CALLEE_BOUNDED_TAX_BPS &&
        !stress.revertSellOk &&
        controls.every(
          (c) =>
            c.kind !== "one_key" &&
            ctx.evm.externalOwners?.some(
              // Its code read and naming no controller beside owner() (review14: a keeper in a slot, a fixed
              // address compared with the caller, a proxy or a DELEGATECALL keep the veto someone's: high).
              (e) => e.address.toLowerCase() === c.callee.toLowerCase() && !e.owner && e.gated === false,
            ),
        );
      const severity = (bounded || vetoOnly) && byControl === "high" ? "medium" : byControl;
      const stressText = !stress?.measured
        ? ""
        : bounded
          ? ` With every callee's code replaced by a hostile stand-in answering huge numbers, zeros and in-range values, the sell still went through at a ${(stress.hostileTaxBps ?? 0) / 100} % tax with the seller's balance right: the token bounds what the callee can do${stress.revertSellOk ? "" : " (a callee that reverts every call does block the sell)"}.`
          : vetoOnly
            ? ` With every callee's code replaced by a hostile stand-in answering huge numbers, zeros and in-range values, the token ignored its answer and the sell went through at a ${(stress.hostileTaxBps ?? 0) / 100} % tax with the seller's balance right; only a callee that reverts blocks the sell (a veto on sellers), and no callee answers an owner(): nobody was shown to hold that veto.`
            : ` With every callee's code replaced by a hostile stand-in answering huge numbers, zeros and in-range values, ${!stress.hostileSellOk ? "the sell reverted" : !stress.balanceOk ? "the seller's balance went wrong" : (stress.hostileTaxBps ?? 0) > CALLEE_BOUNDED_TAX_BPS ? `the sell paid a ${(stress.hostileTaxBps ?? 0) / 100} % tax` : stress.answerUsed ? "a callee that reverts blocks the sell, and the callee is not fixed in the token's code (its owner can swap in one that reverts: a veto on sellers)" : "the token ignored its answer, and a callee that reverts blocks the sell (a veto on sellers)"}${byControl === "high" ? ": a callee its owner can change traps sellers." : ": a stand-in models a callee someone can replace or change, which this one was not shown to be (its control above)."}`;
      return emit(
        "fail",
        `The simulated trades called ${callees.join(", ")}, a contract named in the token's storage or code: the token's balances and transfers depend on code outside the token. ${controls.map((c) => `${c.callee}: ${c.text}`).join("; ")}.${stressText}`,
        {
          callees: callees.join(", "),
          callee: callees[0],
          calleeControl: worst.kind,
          hostileMeasured: stress?.measured ?? false,
          hostileBounded: bounded,
          hostileSellOk: stress?.measured ? stress.hostileSellOk : null,
          hostileTaxPct: stress?.measured && stress.hostileTaxBps !== null ? stress.hostileTaxBps / 100 : null,
          hostileBalanceOk: stress?.measured ? stress.balanceOk : null,
          revertSellOk: stress?.measured ? stress.revertSellOk : null,
          hostileAnswerUsed: stress?.measured ? stress.answerUsed : null,
          vetoOnly,
          calleeOwner:
            ctx.evm.externalOwners?.find((e) => e.address.toLowerCase() === worst.callee.toLowerCase())?.owner ?? null,
        },
        severity,
        severity === "high"
          ? "Transfers depend on an outside contract"
          : bounded && byControl === "high"
            ? "Transfers call an outside contract the token bounds"
            : vetoOnly && byControl === "high"
              ? "Transfers can be vetoed by an outside contract nobody was shown to control"
              : "Transfers depend on a governed or ownerless contract",
      );
    }
    return emit(
      "pass",
      "The simulated buy, transfer and sell called no contract named in the token's storage or code (besides the DEX).",
      { callees: null },
      undefined,
      "Self-contained transfers",
    );
  },
  phrase: (f) => `transfers depend on an outside contract (${f.evidence.callee})`,
});
