import { publishedDevKey } from "../../../chains/evm/bytecode";
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import {
  allGoverned,
  capabilitySignatures,
  completedSimulation,
  governanceText,
  hostileEffects,
  NO_CODE_TEXT,
  ownerEvidence,
} from "./common";
import { withoutRuleMints } from "./rule-mints";

/** Privileged functions that still matter after ownership is renounced if something else gates them. */
const AFTER_RENOUNCE = ["mint", "blacklist", "pause", "fee_setter", "trading_switch"] as const;

export const hiddenOwner = defineCheck<EvmCheckFacts>({
  id: "HIDDEN_OWNER",
  title: "Hidden owner patterns",
  severity: "medium",
  description:
    "Control that survives an apparent renounce: SELFDESTRUCT in the code, DELEGATECALL outside a recognised proxy (code run from a settable address), a pending owner while the owner is renounced (Ownable2Step reclaim), or privileged functions (mint, blacklist, pause, fee, trading) that remain although owner() is renounced or absent (gated by another role).",
  failsAs: [
    {
      severity: "high",
      when: "a renounced owner() while another caller that is not recognised governance (nor a minter contract bound by its own rules, for its mint and drain) still exercises a privilege (measured), functions that refuse every visible caller with an access check while the code names no caller (a hidden controller), SELFDESTRUCT, DELEGATECALL outside a proxy (unless every target is a module fixed in the token's code with no outside reach, self-destruct or caller check, run only with data the token builds), a pending owner behind a renounced owner, or the creator's address fixed in the code and compared with the values a transfer handles while the creator is not the live owner (special treatment the probe cannot measure)",
    },
    {
      severity: "medium",
      when: "a caller other than owner() (a role, a stored or hard-coded address) can exercise a privilege, or (without a probe) privileged functions remain although owner() is renounced or absent",
    },
    {
      severity: "low",
      when: "the only callers outside owner() are recognised governance (an official Safe of 2+ outside signers, a documented timelock of a day or more), renounced owner() included",
    },
  ],
  issuer: { cap: "info", note: "issuer tokens are administered through roles by design." },
  floorReasoning:
    "High when the code itself can be destroyed or replaced at run time, or a renounce can be reclaimed: the 'renounced' label is then false comfort. Remaining privileged functions after a renounce are medium: often dead code, sometimes a second role.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { selfdestruct: null }, undefined, "Hidden owner unknown");
    const b = ctx.evm.bytecode;
    const o = ctx.evm.ownership;
    const remaining = capabilitySignatures(ctx, ...AFTER_RENOUNCE);
    const ev = {
      ...ownerEvidence(ctx),
      selfdestruct: b.selfdestruct,
      delegatecall: b.delegatecall,
      proxyKind: ctx.evm.proxy.kind,
      remainingFunctions: remaining.join(", ") || null,
    };
    const high: string[] = [];
    const probe = ctx.evm.privileges;
    const probed = !!probe && probe.status !== "not_run";
    // Control that survives a renounce, measured: a caller other than the live owner() still has an effect.
    const live = o.renounced === false && o.effectiveOwner ? o.effectiveOwner.toLowerCase() : null;
    // A tax that could only be lowered takes nothing from holders: not control that matters (common.ts).
    // Session 17: anyone's rule-based inflation (rule-mints.ts) is no controller either.
    const shadow = probed
      ? withoutRuleMints(ctx, hostileEffects(probe.effects)).filter((e) => e.caller.toLowerCase() !== live)
      : [];
    // Governance (a recognised multisig or timelock) keeping a power after the
    // renounce is no hidden key: reported below as control outside owner() (low), told once by OWNER_PRIVILEGES.
    // A minter contract bound by its own rules (minter-probe.ts: immutable code, nobody reachable makes it mint or move
    // holders' tokens) is no hidden key for its mint and drain: reported below as control outside owner() (medium).
    // Not one whose controllers are a list's unknown members (session 18): with owner() renounced, that list is a
    // hidden controller all the same.
    const bound = new Set(
      (ctx.evm.boundMinters ?? []).filter((m) => !m.membersUnknown).map((m) => m.address.toLowerCase()),
    );
    const unbound = shadow.filter(
      (e) => !(bound.has(e.caller.toLowerCase()) && (e.kind === "mint" || e.kind === "drain")),
    );
    const shadowGoverned = allGoverned(
      ctx,
      unbound.map((e) => e.caller),
    );
    if (o.renounced === true && unbound.length && !shadowGoverned)
      high.push(
        `owner() is renounced, yet ${[...new Set(unbound.map((e) => `${e.caller} (${e.callerRoles.join(", ")})`))].join("; ")} can still ${[...new Set(unbound.map((e) => e.kind))].join(", ")} (measured by the privilege prober)`,
      );
    if (b.selfdestruct) high.push("the code contains SELFDESTRUCT");
    // A DELEGATECALL whose every target is a fixed module (simulate.ts ownCodeOf: an address fixed in the token's
    // code, module code with no outside reach, self-destruct or caller check, run only with data the token builds)
    // runs the token's own code in its storage: what it does is measured like the token's.
    const modules = ctx.evm.proxy.kind === "none" ? (completedSimulation(ctx)?.ownCode?.modules ?? null) : null;
    if (b.delegatecall && ctx.evm.proxy.kind === "none" && !modules)
      high.push("the code uses DELEGATECALL outside a recognised proxy (it can run code from another address)");
    // Only refusals that say so (a revert text or a custom error): an empty revert can also be arguments the probe
    // could not encode for the function (an initializer taking strings), which is no evidence of a hidden caller.
    const explicit = probed && probe.callersHidden ? probe.refused.filter((r) => r.revert !== "empty revert") : [];
    if (explicit.length && o.renounced !== false)
      high.push(
        `${explicit.length} function(s) (${explicit
          .slice(0, 3)
          .map((r) => r.hint ?? r.selector)
          .join(
            ", ",
          )}) refuse every visible caller with an access check while owner() is ${o.renounced ? "renounced" : "absent"} and the code names no other caller: whoever passes that check is hidden`,
      );
    // A live key fixed in the code (the creator: it sent the creation transaction) that the code compares with a value
    // the prober cannot choose by calling as it (a transfer's sender or recipient, an argument): special treatment of
    // one key whose effect (a magic amount, a date) cannot be probed. A hard-coded contract (router, pair, WETH) or an
    // address that only receives (no comparison) is not this; a constant compared beside CALLER is a prober candidate.
    const creator = ctx.evm.deployer?.address?.toLowerCase() ?? null;
    // A creator that is the live owner() is visible, not hidden (review11b: fee exemptions and launch gates of an owned
    // token name their owner in the code): OWNER_PRIVILEGES speaks for it.
    const keyed =
      creator && creator !== live ? (b.comparedConstants ?? []).find((a) => a.toLowerCase() === creator) : undefined;
    if (keyed)
      high.push(
        `the code compares the creator's address ${keyed} (fixed in the bytecode, a live key: it sent the token's first transaction) with the values it handles (a transfer's sender or recipient, an argument): one key gets treatment nobody else does, and what it can do there is not measured`,
      );
    // Session 16: an address whose private key is published (the default development accounts of Hardhat, Foundry,
    // Ganache) that the code compares with the values it handles (an ecrecover signer, a caller), that owns the token
    // or that the prober measured acting: anyone holds that key. Not when it is the creator itself (a development chain,
    // where the tools' own accounts deploy everything).
    const devKeys = [
      ...new Set(
        [
          ...(b.comparedConstants ?? []),
          ...(o.effectiveOwner ? [o.effectiveOwner] : []),
          ...shadow.map((e) => e.caller),
        ]
          .map((a) => a.toLowerCase())
          .filter((a) => a !== creator && publishedDevKey(a) !== null),
      ),
    ];
    if (devKeys.length)
      high.push(
        `the code ${o.effectiveOwner && devKeys.includes(o.effectiveOwner.toLowerCase()) ? "is owned by" : "checks"} ${devKeys
          .slice(0, 3)
          .map((a) => `${a} (${publishedDevKey(a)})`)
          .join(
            ", ",
          )}, an address whose private key is published in the development tools' documentation: ANYONE can sign or act as it`,
      );
    if (o.renounced !== false && o.pendingOwner)
      high.push(
        `a pending owner ${o.pendingOwner} can accept ownership although the owner is ${o.renounced ? "renounced" : "not exposed"}`,
      );
    if (high.length)
      return emit(
        "fail",
        `${high.join("; ")}.`,
        { ...ev, shadowController: shadow[0]?.caller ?? null, hardCodedKey: keyed ?? null },
        "high",
        "Hidden control",
      );
    if (probed && shadow.length) {
      // Governance (a multisig, a timelock of a day or more) as the only controller outside owner() is not one key.
      const governed = allGoverned(
        ctx,
        shadow.map((e) => e.caller),
      );
      return emit(
        "fail",
        `Control does not go through owner(): ${[...new Set(shadow.map((e) => `${e.caller} (${e.callerRoles.join(", ")})`))].join("; ")} can ${[...new Set(shadow.map((e) => e.kind))].join(", ")} (measured by the privilege prober).${
          governed
            ? ` Governance, not one key: ${governanceText(
                ctx,
                shadow.map((e) => e.caller),
              )}.`
            : ""
        }`,
        { ...ev, shadowController: shadow[0].caller },
        governed ? "low" : "medium",
        "Control outside owner()",
      );
    }
    // Refusals whose caller another contract names (review13: a registry the team holds, a self-call, a decoy can
    // all read this way): not followed, so neither hidden nor cleared.
    if (probed && probe.callersAskedOutside && o.renounced !== false)
      return emit(
        "unknown",
        `${probe.reason ?? "Functions refused every candidate and another contract names their caller"}. That contract is not followed: who passes the check is unknown.`,
        ev,
        undefined,
        "Hidden owner unknown",
      );
    if (!probed && o.renounced !== false && remaining.length) {
      return emit(
        "fail",
        `owner() is ${o.renounced ? "renounced" : "absent"}, yet ${remaining.join(", ")} remain${remaining.length === 1 ? "s" : ""}: another role may still call ${remaining.length === 1 ? "it" : "them"}.`,
        ev,
        "medium",
        "Privileges outlive the owner",
      );
    }
    return emit(
      "pass",
      modules && b.delegatecall
        ? `No self-destruct, no reclaimable or bypassed renounce found; every DELEGATECALL runs a module fixed in the token's code (${modules.join(", ")}: no outside reach, no self-destruct, no caller check, run only with data the token builds).`
        : "No self-destruct, no stray delegatecall, no reclaimable or bypassed renounce found.",
      { ...ev, fixedModules: modules && b.delegatecall ? modules.join(", ") : null },
      undefined,
      "No hidden owner pattern",
    );
  },
  phrase: (f) =>
    f.severity === "high" ? "control survives a renounce (hidden owner)" : "privileged functions outlive the owner",
});
