/**
 * Session 18 (anyone20): what ANYONE can do through the token's signed calls and batches, as measured by the
 * signature probe (lib/chains/evm/signature-probe.ts, one eth_call in round 3, only when the selectors exist):
 *  - a signed transfer / permit the engine's attacker key signed FROM the engine's victim key moved the victim's
 *    tokens or allowance (forgery: the signer is not checked against the holder);
 *  - the victim's one signed authorization executed twice moved tokens again (replay: the nonce is never consumed);
 *  - a payable function called through the token's self-delegatecall batch N times with ONE msg.value gave more than
 *    one call's worth (msg.value reused: anyone mints without bound).
 * Each is a harm measured on the real bytecode: high. A signed function no digest scheme could exercise (no readable
 * DOMAIN_SEPARATOR, an unknown hash, no balance slot for the victim) is unknown, never safe; a function exercised
 * honestly (accepted once from its holder's signature, neither forged nor replayed) passes.
 */
import type { SignatureProbe } from "../../../chains/evm/signature-probe";
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { NO_CODE_TEXT } from "./common";

function findings(p: SignatureProbe): { danger: string[]; unknown: string[]; safe: string[] } {
  const danger: string[] = [];
  const unknown: string[] = [];
  const safe: string[] = [];
  for (const f of p.signed) {
    if (f.forged)
      danger.push(
        `${f.signature}: a call signed by a stranger's key FROM another holder was accepted and ${f.forged.moved > 0n ? `moved ${f.forged.moved} of its tokens` : `gave an allowance of ${f.forged.allowance} over its tokens`} (digest: ${f.forged.scheme}): the signer is not checked against the holder, anyone can take holders' tokens`,
      );
    if (f.replayed)
      danger.push(
        `${f.signature}: one signed authorization of a holder, executed a second time, moved its tokens again (${f.replayed.moved}; digest: ${f.replayed.scheme}): the nonce is not consumed, any signature a holder ever gave can be replayed until its bag is gone`,
      );
    if (!f.forged && !f.replayed) {
      if (f.exercised.length)
        safe.push(
          `${f.signature}: accepted once from the holder's own signature (${f.exercised[0]}), refused when signed by a stranger and when replayed`,
        );
      else
        unknown.push(
          `${f.signature}: no digest scheme tried was accepted from the holder's own signature${p.domainSeparator ? "" : " (no DOMAIN_SEPARATOR() answer)"}${p.victimBalance === 0n ? " and the test holder could not be given a balance" : ""}: forgery and replay not measured`,
        );
    }
  }
  if (p.batch) {
    for (const r of p.batch.reused)
      danger.push(
        `${p.batch.signature} with ${4} copies of ${r.selector} and ONE call's ether gave ${r.batched} tokens where one call gave ${r.single}: msg.value is reused by every batched call, anyone mints without bound for the price of one call`,
      );
    if (!p.batch.reused.length)
      (p.batch.exhausted ? unknown : safe).push(
        p.batch.exhausted
          ? `${p.batch.signature}: not every function could be tried with ether through it`
          : `${p.batch.signature}: no function (${p.batch.tried} tried with ether) gave more through the batch than its one call's ether buys`,
      );
  }
  return { danger, unknown, safe };
}

export const anyoneSigned = defineCheck<EvmCheckFacts>({
  id: "ANYONE_SIGNED_CALLS",
  title: "Forgeable signatures, replays and reused msg.value",
  severity: "medium",
  description:
    "Signed transfers and approvals (EIP-3009 transferWithAuthorization / receiveWithAuthorization, EIP-2612 permit and look-alikes found by selector) exercised with two throwaway keys in the simulation: a stranger's signature moving another holder's tokens (forgery) or one holder signature executed twice (replay); and a self-delegatecall batch (multicall / batch) sent N payable calls with ONE msg.value (lib/chains/evm/signature-probe.ts). Probed only when the selectors exist.",
  failsAs: [
    {
      severity: "high",
      when: "a forged or replayed signature moved a holder's tokens or allowance, or a batch reused one msg.value",
    },
  ],
  issuer: null,
  floorReasoning:
    "High: anyone (no key, no role) takes holders' tokens or mints without bound, measured on the real bytecode. An unexercised signed function is unknown at medium: a gap, not a measured harm.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { signed: null }, undefined, "Signed calls unknown");
    const p = ctx.evm.signatureProbe;
    if (!p)
      return emit(
        "not_applicable",
        "No signed transfer, permit or self-delegatecall batch in the token's dispatcher (or the probe did not run).",
        { signed: null },
        undefined,
        "No signed calls or batches",
      );
    if (p.error)
      return emit(
        "unknown",
        `The token has a signed transfer, permit or batch function, but ${p.error}: forgery, replay and msg.value reuse not measured.`,
        { signed: null },
        undefined,
        "Signed calls not exercised",
      );
    const { danger, unknown, safe } = findings(p);
    const ev = {
      signed: p.signed.map((f) => f.signature).join(", ") || null,
      batch: p.batch?.signature ?? null,
      danger: danger.join("; ") || null,
      unknown: unknown.join("; ") || null,
    };
    if (danger.length)
      return emit("fail", `${danger.join(". ")}.`, ev, "high", "Anyone can take holders' tokens or mint");
    if (unknown.length)
      return emit("unknown", `${[...unknown, ...safe].join(". ")}.`, ev, undefined, "Signed calls not exercised");
    return emit("pass", `${safe.join(". ")}.`, ev, undefined, "Signed calls and batches hold");
  },
  phrase: (f) => `anyone can forge, replay or batch-reuse (${f.evidence.danger})`,
});
