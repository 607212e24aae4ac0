import { findExtension } from "../../chains/solana/mint-decoder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const interestBearing = defineCheck({
  id: "INTEREST_BEARING",
  title: "Interest-bearing",
  severity: "info",
  description: "Displayed (UI) amounts accrue interest; raw amounts do not change. Informational.",
  failsAs: [{ severity: "info", when: "InterestBearingConfig is present" }],
  issuer: null,
  floorReasoning:
    "Info: only the displayed amount changes; raw balances and transferability are untouched. It costs nothing and sets no floor.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "Not interest-bearing");
    const ext = findExtension(ctx.mint, "InterestBearingConfig");
    if (!ext) return emit("pass", "No InterestBearingConfig extension.", base(ctx), undefined, "Not interest-bearing");
    return emit(
      "fail",
      `Displayed amounts accrue interest at ${ext.currentRate} bps/year (rate authority ${isSet(ext.rateAuthority) ? ext.rateAuthority : "none"}); raw balances do not change.`,
      {
        ...base(ctx),
        currentRateBps: ext.currentRate,
        rateAuthority: isSet(ext.rateAuthority) ? ext.rateAuthority : null,
      },
      undefined,
      "Interest-bearing token",
    );
  },
  phrase: () => "displayed amounts accrue interest",
});
