import { findExtension } from "../../chains/solana/mint-decoder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const scaledUiAmount = defineCheck({
  id: "SCALED_UI_AMOUNT",
  title: "Scaled UI amount",
  severity: "info",
  description: "Displayed (UI) amounts are multiplied by an authority-controlled factor. Informational.",
  failsAs: [{ severity: "info", when: "ScaledUiAmountConfig is present" }],
  issuer: null,
  floorReasoning:
    "Info: the multiplier changes what wallets display, not what a holder owns or can sell (tokenised stocks use it for splits).",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No UI scaling");
    const ext = findExtension(ctx.mint, "ScaledUiAmountConfig");
    if (!ext) return emit("pass", "No ScaledUiAmountConfig extension.", base(ctx), undefined, "No UI scaling");
    return emit(
      "fail",
      `Displayed amounts are multiplied by ${ext.multiplier} (authority ${isSet(ext.authority) ? ext.authority : "none"} can change it); raw balances do not change.`,
      {
        ...base(ctx),
        multiplier: ext.multiplier,
        newMultiplier: ext.newMultiplier,
        newMultiplierEffectiveTimestamp: ext.newMultiplierEffectiveTimestamp.toString(),
        authority: isSet(ext.authority) ? ext.authority : null,
      },
      undefined,
      "Scaled UI amount",
    );
  },
  phrase: () => "displayed amounts are scaled",
});
