import { holderVerdict } from "./authority-holder";
import { base, defineCheck } from "./check";

export const freezeAuthority = defineCheck({
  id: "FREEZE_AUTHORITY_ACTIVE",
  title: "Freeze authority",
  severity: "high",
  description: "A live freeze authority can freeze any holder's token account.",
  failsAs: [
    {
      severity: "high",
      when: "a key, an SPL Token multisig or a PDA of an unknown program holds the freeze authority",
    },
    { severity: "low", when: "a known program holds it in a known role" },
  ],
  issuer: {
    cap: "low",
    note: "regulated issuers freeze accounts for sanctions / court orders; it is their compliance tool.",
  },
  floorReasoning:
    "High, so a live freeze authority alone makes an unknown token `high`: it is the classic Solana honeypot (buyers' accounts get frozen so only the deployer can sell). Listed issuers are reduced to low.",
  run(ctx, emit) {
    const a = ctx.mint.freezeAuthority;
    const h = holderVerdict(ctx, "freeze", a);
    return a && !h.revoked
      ? emit(
          "fail",
          `Freeze authority ${a} can freeze any holder's token account.${h.clause}`,
          { ...base(ctx), freezeAuthority: a, ...h.evidence },
          h.severity,
          "Freeze authority is live",
        )
      : emit(
          "pass",
          `Freeze authority is revoked.${h.clause}`,
          { ...base(ctx), freezeAuthority: a, ...h.evidence },
          undefined,
          "Freeze authority revoked",
        );
  },
  phrase: (f) =>
    f.evidence.issuerControlled ? "freeze authority is live (issuer-controlled)" : "freeze authority is live",
});
