import { findExtension } from "../../chains/solana/mint-decoder";
import { base, defineCheck, SPL_NA } from "./check";

export const defaultAccountFrozen = defineCheck({
  id: "DEFAULT_ACCOUNT_FROZEN",
  title: "Default account state",
  severity: "high",
  description: "New token accounts start Frozen; the freeze authority decides who may transact.",
  failsAs: [{ severity: "high", when: "the default state is Frozen" }],
  issuer: { cap: "low", note: "KYC-gated issuer tokens thaw accounts after verification." },
  floorReasoning:
    "High: every buyer's account starts frozen and only the freeze authority can thaw it, a whitelist honeypot. Listed issuers (KYC-gated) are reduced to low.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token")
      return emit("pass", SPL_NA, base(ctx), undefined, "New accounts are not frozen");
    const ext = findExtension(ctx.mint, "DefaultAccountState");
    if (!ext)
      return emit("pass", "No DefaultAccountState extension.", base(ctx), undefined, "New accounts are not frozen");
    const state = ext.state as number;
    const name = state === 2 ? "Frozen" : state === 1 ? "Initialized" : "Uninitialized";
    const ev = { ...base(ctx), defaultState: name, freezeAuthority: ctx.mint.freezeAuthority };
    return state === 2
      ? emit(
          "fail",
          `New token accounts start Frozen; only the freeze authority (${ctx.mint.freezeAuthority ?? "none"}) can thaw them.`,
          ev,
          undefined,
          "New accounts start frozen",
        )
      : emit("pass", `Default account state is ${name}.`, ev, undefined, "New accounts are not frozen");
  },
  phrase: () => "new accounts start frozen",
});
