import { base, defineCheck } from "./check";

export const supplyZero = defineCheck({
  id: "SUPPLY_ZERO",
  title: "Supply",
  severity: "low",
  description: "A mint with zero supply has no holders; concentration cannot be measured.",
  failsAs: [{ severity: "low", when: "supply is 0" }],
  issuer: null,
  floorReasoning:
    "Low: a zero supply is not itself a way to lose money (wrapped SOL's mint reports 0); it only means holder checks cannot measure anything.",
  run(ctx, emit) {
    const ev = { ...base(ctx), supply: ctx.mint.supply.toString(), decimals: ctx.mint.decimals };
    return ctx.mint.supply === 0n
      ? emit(
          "fail",
          "Supply is 0: nothing has been minted (or all was burnt); holder percentages are not computed.",
          ev,
          undefined,
          "Supply is zero",
        )
      : emit("pass", `Supply is ${ctx.mint.supply} base units (${ctx.mint.decimals} decimals).`, ev);
  },
  phrase: () => "supply is zero",
});
