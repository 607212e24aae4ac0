/**
 * One check per owner power found in the bytecode (mint, blacklist, pause, max-tx/wallet, tax setter): it fails when
 * the function exists and its controller is live, passes when ownership is renounced (an onlyOwner function is then
 * unusable) or no such function is found, and is unknown when the contract has no owner function (role-based or
 * custom access: who can call it cannot be read). Detection is by selector of well-known names: a renamed function
 * is not detected, which HONEYPOT / the tax checks (behaviour) and HIDDEN_OWNER cover.
 */
import type { Capability } from "../../../chains/evm/bytecode";
import type { EvmCheckFacts } from "../../evm/facts";
import type { Severity } from "../../types";
import { defineCheck, type IssuerHandling } from "../check";
import { capabilitySignatures, NO_CODE_TEXT, ownerEvidence, ownerText } from "./common";

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
}

function ownerPowerCheck(p: PowerSpec) {
  return defineCheck<EvmCheckFacts>({
    id: p.id,
    title: p.title,
    severity: p.severity,
    description: `${p.title}: a function of the kind ${p.capabilities.join(" / ")} (known selectors) with a live owner fails ${p.severity}; renounced ownership or no such function passes; no owner function (role-based or custom access) is unknown.`,
    failsAs: [{ severity: p.severity, when: `a ${p.capabilities.join(" / ")} function exists and the owner is live` }],
    issuer: p.issuer,
    floorReasoning: p.floorReasoning,
    run(ctx, emit) {
      if (!ctx.evm.code.present)
        return emit("unknown", NO_CODE_TEXT, { functions: null }, undefined, `${p.title} unknown`);
      const sigs = capabilitySignatures(ctx, ...p.capabilities);
      const ev = { ...ownerEvidence(ctx), functions: sigs.join(", ") || null };
      if (sigs.length === 0)
        return emit(
          "pass",
          `No ${p.capabilities.join(" / ")} function found among the contract's selectors (detection by known names).`,
          ev,
          undefined,
          p.passTitle,
        );
      const o = ctx.evm.ownership;
      if (o.renounced === true)
        return emit(
          "pass",
          `${sigs.join(", ")} exists but ${ownerText(ctx)}.`,
          ev,
          undefined,
          `${p.title}: owner renounced`,
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
});
