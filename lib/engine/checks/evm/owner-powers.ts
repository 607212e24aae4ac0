/**
 * One check per power over holders (mint, freeze of a wallet, freeze of everyone, limits, tax changes, balance
 * drain). With the privilege prober's result (lib/chains/evm/prober.ts) the check is decided by BEHAVIOUR: it fails
 * when some privileged candidate's call had the effect (evidence: selector, caller, before / after), is unknown when
 * the probe's budget or measurements did not cover the effect, and passes when every probe ran and none had it;
 * function names are hints in the evidence only. Without a probe (an RPC without state overrides, no pair, recorded
 * facts) the known-signature reading is the fallback: the function exists and the owner is live (fail), renounced
 * (pass), no owner function (unknown).
 */
import type { Capability } from "../../../chains/evm/bytecode";
import { BOUNDED_DRAIN_BPS, byAnyone, type EffectKind, type PrivilegeEffect } from "../../../chains/evm/prober";
import type { EvmCheckFacts } from "../../evm/facts";
import type { Severity } from "../../types";
import { defineCheck, type IssuerHandling } from "../check";
import { ruleMintOf } from "./rule-mints";

/** A privileged call that raises the measured sell tax above this (basis points) is high. */
export const TAX_RAISE_HIGH_BPS = 2_000;

import {
  allGoverned,
  capabilitySignatures,
  effectEvidence,
  effectText,
  governanceOf,
  governanceText,
  lowersTaxOnly,
  NO_CODE_TEXT,
  ownerEvidence,
  ownerText,
  probeScopeText,
  probeVerdict,
} from "./common";

const SEVERITY_ORDER: readonly Severity[] = ["info", "low", "medium", "high", "critical"];
/**
 * A power held only by recognised governance (an official Safe of two or more signatures, a documented timelock of a
 * day or more) is not one key: each power is low here, and the trader is told once, by OWNER_PRIVILEGES (medium),
 * that governance can mint / freeze / pause / upgrade, so issuer-style controls do not stack into high.
 */
const GOVERNED_CAP: Severity = "low";

/** A mint or drain held only by minter contracts bound by their own rules scores at most this. */
const BOUND_CAP: Severity = "medium";

/** The evidence when every caller is a minter contract bound by its own rules (reader.ts boundMinters), else null. */
function boundBy(ctx: EvmCheckFacts, callers: readonly string[]): string | null {
  const bound = ctx.evm.boundMinters ?? [];
  const found = [...new Set(callers.map((c) => c.toLowerCase()))].map((c) =>
    bound.find((b) => b.address.toLowerCase() === c),
  );
  if (found.length === 0 || found.some((b) => !b)) return null;
  return found.map((b) => `${b?.address} is ${b?.evidence}`).join("; ");
}

interface PowerSpec {
  id: string;
  title: string;
  capabilities: Capability[];
  severity: Severity;
  /** What the owner can do with it (detail text). */
  power: string;
  phrase: string;
  floorReasoning: string;
  issuer: IssuerHandling | null;
  passTitle: string;
  failTitle: string;
  /** The prober's effect class deciding this check, and which of its effects count. */
  effect: EffectKind;
  matches?: (e: PrivilegeEffect) => boolean;
  /** What the effect means, in words (detail text). */
  effectPower: string;
  /** Severity from the effects found (default: the check's severity). */
  severityFor?: (found: PrivilegeEffect[], ctx: EvmCheckFacts) => Severity;
  /** Extra fail band for the catalogue. */
  extraFailsAs?: { severity: Severity; when: string }[];
  /** A sentence replacing `power` in the detail for the effects found (what the measurement means here). */
  noteFor?: (found: PrivilegeEffect[], ctx: EvmCheckFacts) => string | null;
}

function ownerPowerCheck(p: PowerSpec) {
  return defineCheck<EvmCheckFacts>({
    id: p.id,
    title: p.title,
    group: "privilege",
    severity: p.severity,
    description: `${p.title}, decided by behaviour: the privilege prober calls every non-ERC-20 function as each privileged candidate (owner, deployer, role holders, addresses the code compares the caller with, the proxy admin's owner) and fails ${p.severity} when ${p.effectPower}; unknown when its budget did not cover it; pass when no call had the effect. Without a probe: a function of the kind ${p.capabilities.join(" / ") || "—"} (known selectors) with a live owner fails; anything else is unknown (names cannot clear a renamed function or a controller other than owner()).`,
    failsAs: [
      ...(p.extraFailsAs ?? []),
      {
        severity: p.severity,
        when: `a privileged caller's call ${p.effectPower} (or, without a probe, a known ${p.capabilities.join(" / ") || "such"} function with a live owner)`,
      },
    ],
    issuer: p.issuer,
    floorReasoning: p.floorReasoning,
    run(ctx, emit) {
      if (!ctx.evm.code.present)
        return emit("unknown", NO_CODE_TEXT, { functions: null }, undefined, `${p.title} unknown`);
      const sigs = capabilitySignatures(ctx, ...p.capabilities);
      const ev = { ...ownerEvidence(ctx), functions: sigs.join(", ") || null };
      const v = probeVerdict(ctx, p.effect, p.matches);
      if (v.mode === "probe") {
        const hint = sigs.length ? ` (the code names ${sigs.join(", ")}: a hint only)` : "";
        if (v.found.length) {
          const measured = p.severityFor ? p.severityFor(v.found, ctx) : p.severity;
          const callers = v.found.map((e) => e.caller);
          // A multisig never lowers a balance drain: holders' tokens moved without their signature stay critical, a
          // spender the multisig names included (review 2026-11-27: a Safe names itself and pulls in one MultiSend
          // transaction, as atomic as a direct drain, and a named wallet is one key over every holder). Only a
          // timelock's naming is a public act holders see coming. Never governed when anyone can.
          const governed =
            allGoverned(ctx, callers) &&
            !(p.effect === "drain" && callers.some((c) => governanceOf(ctx, c)?.kind === "multisig"));
          const governedSeverity =
            governed && SEVERITY_ORDER.indexOf(measured) > SEVERITY_ORDER.indexOf(GOVERNED_CAP)
              ? GOVERNED_CAP
              : measured;
          // A minter contract bound by its own rules (minter-probe.ts: immutable code, its functions measured, nobody
          // reachable made it mint or move holders' tokens): its mint and drain are its rules', at most medium.
          const bound = (p.effect === "mint" || p.effect === "drain") && !governed ? boundBy(ctx, callers) : null;
          const severity =
            bound && SEVERITY_ORDER.indexOf(governedSeverity) > SEVERITY_ORDER.indexOf(BOUND_CAP)
              ? BOUND_CAP
              : governedSeverity;
          const note = p.noteFor?.(v.found, ctx) ?? `${p.power[0].toUpperCase()}${p.power.slice(1)}.`;
          // The stranger (no role anywhere) got it: anyone can, whoever owns the token.
          const anyone = v.found.some(byAnyone);
          // Session 18: a minter contract gated by a list whose members were not found is not "bound": who may act
          // through it is unknown (a caution, the same cap).
          const unknownMembers = callers.some((c) =>
            (ctx.evm.boundMinters ?? []).some((b) => b.membersUnknown && b.address.toLowerCase() === c.toLowerCase()),
          );
          const boundText = bound
            ? unknownMembers
              ? ` Who may act through it is not known (no single key was shown to; a caution, not a measured key's power): ${bound}.`
              : ` Held by a contract bound by its own rules: ${bound}.`
            : "";
          return emit(
            "fail",
            `${anyone ? "Anyone can (a fresh address with no role did it). " : ""}Measured: ${v.found.slice(0, 3).map(effectText).join("; ")}${v.found.length > 3 ? `; and ${v.found.length - 3} more` : ""}. ${note}${governed ? ` Held by governance, not one key: ${governanceText(ctx, callers)} (told once in OWNER_PRIVILEGES).` : ""}${boundText}`,
            {
              ...ev,
              ...effectEvidence(
                anyone ? [...v.found.filter(byAnyone), ...v.found.filter((e) => !byAnyone(e))] : v.found,
              ),
              governed,
              anyone,
              boundByMinter: bound !== null,
            },
            severity,
            anyone && v.found.every((e) => ruleMintOf(ctx, e) !== null)
              ? "Anyone can trigger rule-based inflation"
              : anyone
                ? `Anyone ${p.failTitle.replace(/^(Owner|Privileged wallet) /, "")}`
                : p.failTitle,
          );
        }
        if (v.undecided)
          return emit(
            "unknown",
            `Not decided: ${v.reason}${hint}.`,
            { ...ev, decidedBy: "privilege prober" },
            undefined,
            `${p.title} unknown`,
          );
        return emit(
          "pass",
          `None of the probed calls had this effect (${p.effectPower}): ${probeScopeText(v)} and every probe ran${hint}.`,
          { ...ev, decidedBy: "privilege prober" },
          undefined,
          p.passTitle,
        );
      }
      if (p.capabilities.length === 0)
        return emit(
          "unknown",
          `Only measurable by the privilege prober, which did not run: ${ctx.evm.privileges.status === "not_run" ? ctx.evm.privileges.reason : ""}.`,
          ev,
          undefined,
          `${p.title} unknown`,
        );
      // Without the probe, names cannot clear a token: a renamed function, or a controller other than owner(), is
      // found only by behaviour. Missing data is unknown, never a pass.
      const notRun = ctx.evm.privileges?.status === "not_run" ? ` (${ctx.evm.privileges.reason})` : "";
      if (sigs.length === 0)
        return emit(
          "unknown",
          `No ${p.capabilities.join(" / ")} function is known by name among the contract's selectors, but a renamed one is found only by the privilege prober, which did not run${notRun}.`,
          ev,
          undefined,
          `${p.title} unknown`,
        );
      const o = ctx.evm.ownership;
      if (o.renounced === true)
        return emit(
          "unknown",
          `${sigs.join(", ")} exists and ${ownerText(ctx)}, but whether another caller still holds it is measured only by the privilege prober, which did not run${notRun}.`,
          ev,
          undefined,
          `${p.title}: owner renounced, callers not probed`,
        );
      if (o.renounced === null)
        return emit(
          "unknown",
          `${sigs.join(", ")} exists and ${ownerText(ctx)}.`,
          ev,
          undefined,
          `${p.title}: controller unknown`,
        );
      return emit("fail", `${sigs.join(", ")} exists and ${ownerText(ctx)}: ${p.power}.`, ev, p.severity, p.failTitle);
    },
    phrase: () => p.phrase,
  });
}

export const mintable = ownerPowerCheck({
  id: "MINTABLE",
  title: "Mint function",
  capabilities: ["mint"],
  severity: "high",
  power: "the owner can mint new supply at will and sell it into the pool",
  phrase: "the owner can mint new tokens",
  floorReasoning:
    "High, like a live Solana mint authority: unlimited new supply dilutes holders and drains the pool in one transaction; the level is at least high.",
  issuer: { cap: "low", note: "stablecoin and wrapped-token issuers mint against reserves." },
  passTitle: "No mint function",
  failTitle: "Owner can mint",
  effect: "mint",
  effectPower: "total supply grew",
  // A mint whose bound was measured in code (repeats and larger amounts refused within 5 % of the supply) is capped:
  // medium. Repeatable, larger, or not measured: high.
  // Session 17: anyone's supply increase measured rule-based (rule-mints.ts) is rule-based inflation: medium too.
  severityFor: (found, ctx) =>
    found.every((e) => e.capped === true || ruleMintOf(ctx, e) !== null) ? "medium" : "high",
  extraFailsAs: [
    {
      severity: "medium",
      when: "every caller that mints is a minter contract bound by its own rules (its code cannot change; its own functions, called as a stranger and as its owner with the token measured, made nobody's mint; its controllers reached or nobody's keys)",
    },
    {
      severity: "medium",
      when: "every measured mint is capped in code: repeating the call with other amounts reached at most 5 % of the supply, then every amount was refused (the headroom in the evidence)",
    },
    {
      severity: "medium",
      when: "rule-based inflation: anyone's supply increase where every argument pattern minted the same amount (at most 10 % of the supply), the caller, a named holder and the token's keys got no more than their share, pair.skim right after paid nothing, and an immediate repeat was refused (or stopped within 10 %), also for the token's keys",
    },
  ],
  noteFor: (found, ctx) =>
    found.every((e) => e.capped === true)
      ? "The mint is capped in code: the measured bound above stays within 5 % of the supply (repeats and larger amounts refused); a bounded dilution, not an unlimited one."
      : found.every((e) => e.capped === true || ruleMintOf(ctx, e) !== null)
        ? `Rule-based inflation, not a mint power: ${found
            .map((e) => ruleMintOf(ctx, e))
            .filter((t): t is string => t !== null)
            .slice(0, 2)
            .join(
              "; ",
            )}. Anyone may trigger it, but nobody chooses how much or for whom, and it pays its caller nothing; holders should know the supply grows by this rule.`
        : null,
});

export const blacklist = ownerPowerCheck({
  id: "BLACKLIST",
  title: "Blacklist",
  capabilities: ["blacklist"],
  severity: "high",
  power: "the owner can block any wallet from transferring or selling",
  phrase: "the owner can blacklist wallets",
  floorReasoning:
    "High, like a live Solana freeze authority: blocking buyers' sells is a honeypot switch the owner can flip at any time; the level is at least high.",
  issuer: { cap: "low", note: "regulated issuers block sanctioned or stolen funds (e.g. USDC, USDT)." },
  passTitle: "No blacklist function",
  failTitle: "Owner can blacklist",
  effect: "freeze",
  matches: (e) => e.scope === "targeted",
  effectPower: "a named holder could no longer transfer or sell",
});

export const pauseFunction = ownerPowerCheck({
  id: "PAUSE_FUNCTION",
  title: "Pause function",
  capabilities: ["pause"],
  severity: "high",
  power: "the owner can pause every transfer, sells included",
  phrase: "the owner can pause transfers",
  floorReasoning: "High, like a Solana pause authority: one transaction stops every sell; the level is at least high.",
  issuer: { cap: "low", note: "issuers keep an emergency pause." },
  passTitle: "No pause function",
  failTitle: "Owner can pause",
  effect: "freeze",
  matches: (e) => e.scope === "global",
  effectPower: "holders could no longer transfer or sell (a pause, a trading switch, a marked holder list)",
});

export const taxModifiable = ownerPowerCheck({
  id: "TAX_MODIFIABLE",
  title: "Modifiable tax",
  capabilities: ["fee_setter"],
  severity: "medium",
  power: "the owner can change the buy/sell taxes, effective immediately",
  phrase: "the owner can change the taxes",
  floorReasoning:
    "Medium: many tax tokens cap their setter in code, which selectors cannot show; a tax already applied is scored by the measured tax checks (above 5% high), and a sell made impossible by HONEYPOT (critical).",
  issuer: {
    cap: "info",
    note: "issuers' fee parameters are governance-controlled (e.g. USDT's basis-point fee, 0 since launch).",
  },
  passTitle: "Taxes fixed",
  failTitle: "Owner can change taxes",
  effect: "tax",
  effectPower: "the measured sell tax changed",
  severityFor: (found) =>
    found.every(lowersTaxOnly) ? "low" : found.some((e) => Number(e.after) > TAX_RAISE_HIGH_BPS) ? "high" : "medium",
  extraFailsAs: [
    { severity: "high", when: `a privileged call raised the measured sell tax above ${TAX_RAISE_HIGH_BPS / 100}%` },
    {
      severity: "low",
      when: "every measured change only lowered the sell tax (no probed value raised it): a note, not a power over holders",
    },
  ],
  noteFor: (found) =>
    found.every(lowersTaxOnly)
      ? "Every measured change lowered the tax and no probed value raised it (a reduce-only setter): a note, not a power over holders; a raise to a value the probe did not try is not excluded."
      : null,
});

export const maxTxLimits = ownerPowerCheck({
  id: "MAX_TX_LIMITS",
  title: "Max-tx / max-wallet limits",
  capabilities: ["max_tx_wallet"],
  severity: "medium",
  power: "the owner can set the largest transaction or wallet size, low enough to stop sells",
  phrase: "the owner can set max-transaction / max-wallet limits",
  floorReasoning:
    "Medium: anti-whale limits are common at launch, but a limit lowered to dust blocks every meaningful sell; HONEYPOT catches a limit already used that way.",
  issuer: { cap: "info", note: "not expected on issuer tokens; reduced like other operational controls." },
  passTitle: "No adjustable limits",
  failTitle: "Owner can limit transactions",
  effect: "limit",
  effectPower: "a holder's normal transfer or sell failed while 1 wei still went through (max-tx / max-wallet dropped)",
  severityFor: (found) => (found.some((e) => e.after.includes("1 wei (limit set to zero)")) ? "high" : "medium"),
  extraFailsAs: [{ severity: "high", when: "a privileged call set the limit so low that every transfer reverts" }],
});

/** A drain whose reach was measured within BOUNDED_DRAIN_BPS, by a privileged caller (not anyone). */
const boundedTake = (e: PrivilegeEffect): boolean =>
  e.reachBps !== undefined && e.reachBps <= BOUNDED_DRAIN_BPS && !byAnyone(e);

export const balanceDrain = ownerPowerCheck({
  id: "BALANCE_DRAIN",
  title: "Balances moved without the holder",
  capabilities: [],
  // Base severity info (no unknown penalty of its own): it is measured by the same probe as MINTABLE, BLACKLIST,
  // PAUSE_FUNCTION, TAX_MODIFIABLE and MAX_TX_LIMITS, whose unknowns already carry the penalty of a missing probe.
  // A measured drain fails critical.
  severity: "info",
  // A bounded take (session 11): every drain's reach was measured (the call repeated after its caller's value setters
  // at their largest accepted values) and stayed within BOUNDED_DRAIN_BPS of the balance, by a privileged caller (not
  // anyone): a capped fee on holdings, medium. Unmeasured, larger or anyone's: critical.
  // Session 15: an allowance a buy wrote to an outside contract measured inert (its own functions moved no holder's
  // tokens for a stranger or a key; no owner, no controller, no DELEGATECALL / SELFDESTRUCT): a caution, medium.
  severityFor: (found) => (found.every((e) => boundedTake(e) || e.inertSpender !== undefined) ? "medium" : "critical"),
  noteFor: (found) =>
    found.every(boundedTake)
      ? `A bounded take: repeated after every value setter of its caller was set to the largest value it accepts, the balance fell by at most ${BOUNDED_DRAIN_BPS / 100} % (a capped fee on holdings, not a drain of the balance).`
      : found.every((e) => boundedTake(e) || e.inertSpender !== undefined)
        ? "The spender is a fixed contract measured inert: its own functions, called as a stranger and as the token's first key with holder-shaped arguments, moved no holder's tokens, and nothing can change what it does (no owner, no controller, no DELEGATECALL or SELFDESTRUCT). A caution, not a pass: the allowance stands, and the patterns tried finding nothing is no proof."
        : null,
  extraFailsAs: [
    { severity: "critical", when: "a privileged call lowered a holder's or the pair's balance" },
    {
      severity: "medium",
      when: `every measured drain is bounded: repeated after its caller's value setters at their largest accepted values, the balance fell by at most ${BOUNDED_DRAIN_BPS / 100} %`,
    },
    {
      severity: "medium",
      when: "every caller that moved holders' tokens is a minter contract bound by its own rules (see MINTABLE)",
    },
    {
      severity: "medium",
      when: "every drain is an allowance a buy wrote to an outside contract measured inert: its own functions, called as a stranger and the token's first key, moved no holder's tokens, and it has no owner, controller, DELEGATECALL or SELFDESTRUCT",
    },
  ],
  power:
    "a privileged wallet can take or erase holders' tokens (a direct balance write, a transfer from any wallet, or the pool's tokens)",
  phrase: "a privileged wallet can take holders' tokens",
  floorReasoning:
    "Critical: tokens leave a holder's balance (or the pool's) without the holder's signature, so nothing a holder does protects them; the level is critical.",
  issuer: null,
  passTitle: "No balance moved without its holder",
  failTitle: "Privileged wallet moves holders' tokens",
  effect: "drain",
  effectPower: "a holder's (or the pair's) balance fell without their signature",
});
