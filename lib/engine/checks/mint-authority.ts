import { holderVerdict } from "./authority-holder";
import { base, defineCheck } from "./check";

export const mintAuthority = defineCheck({
  id: "MINT_AUTHORITY_ACTIVE",
  title: "Mint authority",
  severity: "high",
  description: "A live mint authority can mint unlimited new supply.",
  failsAs: [
    { severity: "high", when: "a key, an SPL Token multisig or a PDA of an unknown program holds the mint authority" },
    {
      severity: "low",
      when: "a known program holds it in a known role (a stake pool's withdraw authority, a bridge's mint signer)",
    },
  ],
  issuer: {
    cap: "low",
    note: "stablecoin / LST / DAO issuers mint against deposits or emissions; their mint authority is an operations tool.",
  },
  floorReasoning:
    "High, so a live mint authority alone makes an unknown token `high`: the holder can dilute every buyer to zero at any time (the classic infinite-mint rug). Listed issuers (USDC, USDT, LSTs, DAO tokens) are reduced to low.",
  run(ctx, emit) {
    const a = ctx.mint.mintAuthority;
    const h = holderVerdict(ctx, "mint", a);
    return a && !h.revoked
      ? emit(
          "fail",
          `Mint authority ${a} can mint new supply.${h.clause}`,
          { ...base(ctx), mintAuthority: a, ...h.evidence },
          h.severity,
          h.severity === "low" ? "Mint authority held by a known program" : "Mint authority is live",
        )
      : emit(
          "pass",
          `Mint authority is revoked; supply is fixed.${h.clause}`,
          { ...base(ctx), mintAuthority: a, ...h.evidence },
          undefined,
          "Mint authority revoked",
        );
  },
  phrase: (f) =>
    f.evidence.issuerControlled ? "mint authority is live (issuer-controlled)" : "mint authority is live",
});
