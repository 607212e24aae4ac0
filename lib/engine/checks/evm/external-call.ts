/**
 * The transfer path calls an outside contract: the buy/sell simulation reports which of the addresses kept in the
 * token's storage or code it touched (EIP-2929 warm-access gas, lib/chains/evm/simulate.ts) and that hold other
 * code than the token's. The token's balances then depend on code nobody can read in the token (a balance oracle,
 * a transfer "checker"): it can zero or block any seller.
 */
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { completedSimulation, NO_CODE_TEXT, simulationNotRunText } from "./common";

export const externalCall = defineCheck<EvmCheckFacts>({
  id: "EXTERNAL_CALL_IN_TRANSFER",
  title: "Outside contract in the transfer path",
  group: "simulation",
  // Base severity info (no unknown penalty of its own): it is measured by the same simulation as HONEYPOT and the
  // taxes, whose unknowns already carry the penalty of a missing simulation. A measured callee fails high.
  severity: "info",
  description:
    "The simulated buy, wallet transfer or sell called a contract whose address the token keeps in its storage or code (owner-settable or hard-coded) and whose code is not the token's: whether a holder can move or sell depends on code outside the token. Fails high with the callee; passes when the simulation touched none; unknown without a completed simulation. The DEX's router, factory, pairs and the wrapped native token are not counted.",
  failsAs: [
    { severity: "high", when: "the transfer path called an outside contract named in the token's storage or code" },
  ],
  issuer: { cap: "info", note: "issuers' tokens call their own compliance / blocklist modules by design." },
  floorReasoning:
    "High: the outside contract can say no to any seller or report any balance, and it can be replaced or was never shown; the token's own code does not tell what holders can do.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { callees: null }, undefined, "Transfer path unknown");
    const s = completedSimulation(ctx);
    if (!s)
      return emit("unknown", simulationNotRunText(ctx), { callees: null }, undefined, "Transfer path not simulated");
    const callees = s.externalCalls ?? [];
    if (callees.length)
      return emit(
        "fail",
        `The simulated trades called ${callees.join(", ")}, a contract named in the token's storage or code: the token's balances and transfers depend on code outside the token.`,
        { callees: callees.join(", "), callee: callees[0] },
        "high",
        "Transfers depend on an outside contract",
      );
    return emit(
      "pass",
      "The simulated buy, transfer and sell called no contract named in the token's storage or code (besides the DEX).",
      { callees: null },
      undefined,
      "Self-contained transfers",
    );
  },
  phrase: (f) => `transfers depend on an outside contract (${f.evidence.callee})`,
});
