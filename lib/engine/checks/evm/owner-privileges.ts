import { toFunctionSelector } from "viem";
import { GATE_TEXT } from "../../../chains/evm/bytecode";
import { byAnyone } from "../../../chains/evm/prober";
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import {
  allGoverned,
  capabilitySignatures,
  governanceText,
  hostileEffects,
  NO_CODE_TEXT,
  ownerEvidence,
  ownerText,
  POWER_WORDS,
  PRIVILEGED,
  upgradeGovernance,
} from "./common";
import { withoutRuleMints } from "./rule-mints";

/**
 * Functions any holder may call on its own tokens or standing (ERC-20 and EIP-2612, burning or delegating its own
 * tokens, ownership bookkeeping): a live owner going through them shows no power over others.
 */
const HOLDER_FUNCTIONS = new Set(
  [
    "transfer(address,uint256)",
    "transferFrom(address,address,uint256)",
    "approve(address,uint256)",
    "increaseAllowance(address,uint256)",
    "decreaseAllowance(address,uint256)",
    "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)",
    "burn(uint256)",
    "burnFrom(address,uint256)",
    "delegate(address)",
    "transferOwnership(address)",
    "renounceOwnership()",
    "acceptOwnership()",
  ].map((s) => toFunctionSelector(`function ${s}`).toLowerCase()),
);

/**
 * Session 12 (evidence standard): functions the live owner went through in the probe that the stranger did not, none
 * of them a holder's own (HOLDER_FUNCTIONS), and none with a measured effect: powers the owner holds whose effect was
 * not measured (a setter whose use needs a second step, a power that opens later).
 */
function unmeasuredOwnerFunctions(ctx: EvmCheckFacts): string[] {
  const p = ctx.evm.privileges;
  const owner = ctx.evm.ownership.effectiveOwner?.toLowerCase();
  if (!p || p.status === "not_run" || !owner) return [];
  const byStranger = new Set(p.callable.filter((c) => byAnyone(c)).map((c) => c.selector.toLowerCase()));
  return [
    ...new Set(
      p.callable
        .filter((c) => c.caller.toLowerCase() === owner)
        .map((c) => c.selector.toLowerCase())
        .filter((s) => !byStranger.has(s) && !HOLDER_FUNCTIONS.has(s)),
    ),
  ];
}

export const ownerPrivileges = defineCheck<EvmCheckFacts>({
  id: "OWNER_PRIVILEGES",
  title: "Owner with privileged functions",
  group: "privilege",
  severity: "medium",
  description:
    "A live owner (`owner()` / `getOwner()` not the zero or dead address) and privileged functions in the bytecode (mint, blacklist/whitelist, pause, fee setter, max-tx/wallet, trading switch; matched by selector, lib/chains/evm/bytecode.ts). An EOA owner fails medium, a contract owner (multisig, timelock) low. No owner function with privileged functions: unknown.",
  failsAs: [
    {
      severity: "critical",
      when: "a fresh address with no role (the prober's stranger) could replace the token's code or take ownership: anyone can take control",
    },
    {
      severity: "high",
      when: "a caller other than the current owner could take ownership (a re-runnable initializer, a claim, a previous owner's unlock): it holds the owner's powers, and a burnt owner() is no renounce",
    },
    {
      severity: "high",
      when: "a function refuses every caller the prober has behind a hashed identity (keccak256 of the caller or tx.origin, the caller's code hash) and no power was measured: an admin hidden on purpose (a signature checked against a fixed or stored signer is unknown instead: its powers were not measured)",
    },
    { severity: "medium", when: "an EOA (or unknown-type) owner is live and privileged functions exist" },
    {
      severity: "medium",
      when: "no effect was measured, but the live owner (one key) went through functions the stranger could not (a holder's own ERC-20, burn, delegate and ownership functions aside): powers whose effect was not measured",
    },
    { severity: "low", when: "the live owner is a contract (multisig, timelock, DAO)" },
    {
      severity: "medium",
      when: "every measured controller is recognised governance (an official Safe of 2+ signatures, a documented timelock of a day or more), or only such governance can upgrade: one finding naming the governance and its powers (the per-power checks are low)",
    },
  ],
  issuer: { cap: "info", note: "issuers operate their tokens through an owner / admin roles by design." },
  floorReasoning:
    "Medium: an owner with privileged functions is the precondition of most EVM rugs, but not a rug by itself; the specific powers (mint, blacklist, pause, taxes, upgrades) are scored by their own checks, which set the floor.",
  run(ctx, emit) {
    if (!ctx.evm.code.present) return emit("unknown", NO_CODE_TEXT, { owner: null }, undefined, "Owner unknown");
    const o = ctx.evm.ownership;
    const sigs = capabilitySignatures(ctx, ...PRIVILEGED);
    const ev = { ...ownerEvidence(ctx), privilegedFunctions: sigs.join(", ") || null };
    const probe = ctx.evm.privileges;
    if (probe && probe.status !== "not_run") {
      // Control taken by a call, measured: anyone (the stranger) who can replace the code or take ownership holds
      // every power there is (critical); another caller than the current owner who can take ownership holds the
      // owner's powers, so a burnt owner() is no renounce (high).
      const takeovers = probe.takeovers ?? [];
      const current = o.effectiveOwner?.toLowerCase() ?? null;
      const byAnyone = takeovers.filter((t) => t.anyone);
      const byOther = takeovers.filter(
        (t) => !t.anyone && t.kind === "ownership" && t.caller.toLowerCase() !== current,
      );
      const shown = byAnyone.length ? byAnyone : byOther;
      if (shown.length) {
        const t = shown[0];
        const what = (x: (typeof takeovers)[number]) =>
          `${x.kind === "code" ? "replace the token's code" : "take ownership"} through ${x.selector}${x.hint ? ` (known as ${x.hint})` : " (no known name)"} with ${x.pattern} (${x.before} → ${x.after})`;
        return emit(
          "fail",
          byAnyone.length
            ? `Anyone can take control: a fresh address with no role could ${byAnyone.map(what).join("; ")}. Whoever does holds every power over the token and its holders.`
            : `${byOther.map((x) => `${x.caller} (${x.callerRoles.join(", ")}) can ${what(x)}`).join("; ")}: ${o.renounced === true ? "owner() is burnt, but the ownership is not renounced: " : ""}that caller holds every power of the owner.`,
          {
            ...ev,
            controllers: [...new Set(shown.map((x) => x.caller))].join(", "),
            decidedBy: "privilege prober",
            takeover: t.kind,
            selector: t.selector,
            caller: t.caller,
            argumentPattern: t.pattern,
            before: t.before,
            after: t.after,
            anyone: byAnyone.length > 0,
          },
          byAnyone.length ? "critical" : "high",
          byAnyone.length ? "Anyone can take control" : "Ownership can be taken back",
        );
      }
      // Decided by the prober: someone who can still change holders' state is a live controller, whatever owner() says.
      // A tax that could only be lowered is no power over holders (common.ts hostileEffects).
      // Functions only an identity the probe cannot take can call (a hash of the caller or tx.origin, a signer fixed
      // in the code or storage): a controller exists whose address nobody can see, and its powers were not measured.
      // Evidence standard (session 12): what those functions do was not measured, so the finding is unknown, never a
      // pass and never a measured harm; the power checks say unknown for the same reason (the level stays out of low).
      // Powers the probe did measure for other callers are reported below as usual.
      // Only for signatures checked against a fixed or stored signer (a server's vouchers, a permit relayer): a hash of
      // the caller's address, of tx.origin or of the caller's code is an admin hidden on purpose, which honest code
      // has no use for (review14): still a failing high.
      const gated = probe.identityGated ?? [];
      const signerOnly = gated.every((g) => g.gate === GATE_TEXT["fixed-signer"]);
      if (gated.length && withoutRuleMints(ctx, hostileEffects(probe.effects)).length === 0)
        return emit(
          signerOnly ? "unknown" : "fail",
          `${gated.length} function(s) refuse every caller the prober has behind an identity check it cannot take: ${gated
            .slice(0, 3)
            .map((g) => `${g.hint ?? g.selector} (${g.gate})`)
            .join(
              "; ",
            )}. Whoever passes that check is a controller nobody can name from the token, and what those functions do (mint, move balances, freeze, taxes) was not measured.`,
          {
            ...ev,
            controllers: null,
            decidedBy: "privilege prober",
            identityGated: gated.map((g) => g.selector).join(", "),
            gate: gated[0].gate,
          },
          signerOnly ? undefined : "high",
          "Hidden identity controls functions",
        );
      // Session 17: anyone's rule-based inflation (rule-mints.ts) is told by MINTABLE, not a controller.
      const effects = withoutRuleMints(ctx, hostileEffects(probe.effects));
      const callers = [...new Set(effects.map((e) => e.caller))];
      if (callers.length) {
        const roles = callers.map((c) => {
          const e = effects.find((x) => x.caller === c);
          return `${c} (${e?.callerRoles.join(", ") ?? ""}: ${[...new Set(effects.filter((x) => x.caller === c).map((x) => x.kind))].join(", ")})`;
        });
        const contractOwnerOnly =
          o.ownerIsContract === true &&
          callers.every((c) => o.effectiveOwner && c.toLowerCase() === o.effectiveOwner.toLowerCase());
        // Every caller is recognised governance: ONE medium finding naming the governance and its powers (the
        // per-power checks are low), instead of one medium per power stacking into high.
        if (allGoverned(ctx, callers)) {
          const upgrade = upgradeGovernance(ctx);
          const powers = [...new Set(effects.map((e) => POWER_WORDS[e.kind]))];
          if (upgrade) powers.push("upgrade the code");
          return emit(
            "fail",
            `Governance, not one key, can ${powers.join(", ")}: ${governanceText(ctx, callers)}${upgrade ? `; upgrades: ${upgrade}` : ""}. Measured by the privilege prober: ${roles.join("; ")}. A trader should know the issuer's governance holds these controls; a multisig or timelock leaves time and signatures between a decision and its effect.`,
            {
              ...ev,
              controllers: callers.join(", "),
              decidedBy: "privilege prober",
              governed: true,
              powers: powers.join(", "),
            },
            "medium",
            "Governance controls the token",
          );
        }
        return emit(
          "fail",
          `Measured by the privilege prober: ${roles.join("; ")} can still change what holders have or can do.`,
          { ...ev, controllers: callers.join(", "), decidedBy: "privilege prober", governed: false },
          contractOwnerOnly ? "low" : "medium",
          "Live privileged controller",
        );
      }
      const upgrade = upgradeGovernance(ctx);
      if (upgrade)
        return emit(
          "fail",
          `Governance, not one key, can upgrade the code: ${upgrade}. No other privileged effect was measured.`,
          { ...ev, controllers: null, decidedBy: "privilege prober", governed: true, powers: "upgrade the code" },
          "medium",
          "Governance controls the token",
        );
      // A live owner that is one key (not a contract, not renounced) went through functions the stranger could not,
      // with no effect measured: it holds powers nobody measured (medium, as a live owner with privileged functions).
      const unmeasured = o.renounced === false && o.ownerIsContract === false ? unmeasuredOwnerFunctions(ctx) : [];
      if (unmeasured.length)
        return emit(
          "fail",
          `No privileged effect was measured, but the owner ${o.effectiveOwner} (one key) went through ${unmeasured.length} function(s) the stranger could not (${unmeasured.slice(0, 5).join(", ")}): powers whose effect the probe did not measure (a setter whose use needs a second step, a power that opens later).`,
          { ...ev, decidedBy: "privilege prober", unmeasuredFunctions: unmeasured.join(", ") },
          "medium",
          "Live owner with unmeasured powers",
        );
      if (probe.status === "partial")
        return emit(
          "unknown",
          `No privileged effect found, but the probe is incomplete: ${probe.reason}.`,
          { ...ev, decidedBy: "privilege prober" },
          undefined,
          "Controller not decided",
        );
      return emit(
        "pass",
        `No candidate (${probe.candidates.length} probed: owner, deployer, role holders, hard-coded and stored controllers) could change holders' state through ${probe.selectorsProbed.length} non-ERC-20 functions; ${ownerText(ctx)}.`,
        { ...ev, decidedBy: "privilege prober" },
        undefined,
        "No live privileged controller",
      );
    }
    if (sigs.length === 0)
      return emit(
        "pass",
        `No known privileged function found; ${ownerText(ctx)}.`,
        ev,
        undefined,
        "No privileged functions",
      );
    if (o.renounced === true)
      return emit(
        "pass",
        `Privileged functions exist (${sigs.join(", ")}) but ${ownerText(ctx)}.`,
        ev,
        undefined,
        "Owner renounced",
      );
    if (o.renounced === null)
      return emit(
        "unknown",
        `Privileged functions exist (${sigs.join(", ")}) and ${ownerText(ctx)} (role-based access or a custom owner).`,
        ev,
        undefined,
        "Privileged functions, controller unknown",
      );
    const sev = o.ownerIsContract ? "low" : "medium";
    return emit(
      "fail",
      `Privileged functions (${sigs.join(", ")}) and ${ownerText(ctx)}.`,
      ev,
      sev,
      "Owner not renounced",
    );
  },
  phrase: () => "a live owner holds privileged functions",
});
