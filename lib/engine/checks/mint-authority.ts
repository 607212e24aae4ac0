import { base, defineCheck } from "./check";

export const mintAuthority = defineCheck({
  id: "MINT_AUTHORITY_ACTIVE",
  title: "Mint authority",
  severity: "high",
  description: "A live mint authority can mint unlimited new supply.",
  failsAs: [{ severity: "high", when: "a mint authority is set" }],
  issuer: {
    cap: "low",
    note: "stablecoin / LST / DAO issuers mint against deposits or emissions; their mint authority is an operations tool.",
  },
  floorReasoning:
    "High, so a live mint authority alone makes an unknown token `high`: the holder can dilute every buyer to zero at any time (the classic infinite-mint rug). Listed issuers (USDC, USDT, LSTs, DAO tokens) are reduced to low.",
  run(ctx, emit) {
    const a = ctx.mint.mintAuthority;
    return a
      ? emit(
          "fail",
          `Mint authority ${a} can mint new supply at any time.`,
          { ...base(ctx), mintAuthority: a },
          undefined,
          "Mint authority is live",
        )
      : emit(
          "pass",
          "Mint authority is revoked; supply is fixed.",
          { ...base(ctx), mintAuthority: null },
          undefined,
          "Mint authority revoked",
        );
  },
  phrase: (f) =>
    f.evidence.issuerControlled ? "mint authority is live (issuer-controlled)" : "mint authority is live",
});
