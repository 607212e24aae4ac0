import { findExtension } from "../../chains/solana/mint-decoder";
import { base, defineCheck, SPL_NA } from "./check";

export const nonTransferable = defineCheck({
  id: "NON_TRANSFERABLE",
  title: "Non-transferable",
  severity: "critical",
  description: "NonTransferable tokens cannot be transferred, so they cannot be sold.",
  failsAs: [{ severity: "critical", when: "the NonTransferable extension is present" }],
  issuer: null,
  floorReasoning: "Critical: a bought token can never be sold. Not reduced for issuers: no listed token is soulbound.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "Transferable");
    const ext = findExtension(ctx.mint, "NonTransferable");
    return ext
      ? emit(
          "fail",
          "The mint is NonTransferable: holders cannot transfer or sell it.",
          { ...base(ctx), nonTransferable: true },
          undefined,
          "Token is non-transferable",
        )
      : emit(
          "pass",
          "No NonTransferable extension.",
          { ...base(ctx), nonTransferable: false },
          undefined,
          "Transferable",
        );
  },
  phrase: () => "the token cannot be transferred",
});
