import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";

export const noCode = defineCheck<EvmCheckFacts>({
  id: "NO_CODE",
  title: "Contract code",
  severity: "critical",
  description:
    "`eth_getCode` at the token address: no code means there is no token contract on this chain (wrong chain, a wallet address, or a self-destructed contract).",
  failsAs: [{ severity: "critical", when: "the address has no contract code" }],
  issuer: null,
  floorReasoning:
    "Critical: whatever is sold as this token on this chain is not a token contract; nothing about it can be verified.",
  run(ctx, emit) {
    const c = ctx.evm.code;
    const ev = {
      token: ctx.evm.token,
      chain: ctx.chain,
      codeSize: c.size,
      blockNumber: ctx.evm.blockNumber.toString(),
    };
    return c.present
      ? emit("pass", `Contract code present (${c.size} bytes).`, ev, undefined, "Contract code present")
      : emit(
          "fail",
          `No contract code at ${ctx.evm.token} on ${ctx.chain}: it is not a token contract here (wrong chain, a wallet, or a destroyed contract).`,
          ev,
          "critical",
          "No contract code",
        );
  },
  phrase: () => "there is no contract at this address",
});
