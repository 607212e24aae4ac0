import { findExtension } from "../../chains/solana/mint-decoder";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const transferHook = defineCheck({
  id: "TRANSFER_HOOK",
  title: "Transfer hook",
  severity: "high",
  description:
    "A transfer hook program runs on every transfer and can block sells. Only an authority (no program yet): medium.",
  failsAs: [
    { severity: "high", when: "a hook program is set" },
    { severity: "medium", when: "no program, but an authority can set one" },
  ],
  issuer: { cap: "info", note: "issuers (e.g. PYUSD) reserve a hook for compliance and leave the program unset." },
  floorReasoning:
    "An unknown program that runs on every transfer can reject sells (a programmable honeypot), and its authority can swap it at will: high, so the level is at least high. Only an authority with no program yet is a latent switch: medium.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No transfer hook");
    const ext = findExtension(ctx.mint, "TransferHook");
    if (!ext) return emit("pass", "No TransferHook extension.", base(ctx), undefined, "No transfer hook");
    const program = isSet(ext.programId) ? ext.programId : null;
    const rawAuth = isSet(ext.authority) ? ext.authority : null;
    const h = holderVerdict(ctx, "transfer_hook", rawAuth);
    // An authority held by a burn address can never change the hook: treated as none.
    const auth = h.revoked ? null : rawAuth;
    const ev = { ...base(ctx), hookProgramId: program, hookAuthority: rawAuth, ...h.evidence };
    if (program) {
      return emit(
        "fail",
        `Every transfer invokes program ${program}, which can reject transfers (e.g. sells)${auth ? `; authority ${auth} can change it.${h.clause}` : "."}`,
        ev,
        "high",
        "Transfer hook active",
      );
    }
    if (auth)
      return emit(
        "fail",
        `No hook program is set, but authority ${auth} can add one at any time.${h.clause}`,
        ev,
        h.severity ?? "medium",
        "Transfer hook can be enabled",
      );
    return emit(
      "pass",
      "TransferHook extension has no program and no authority.",
      ev,
      undefined,
      "Transfer hook disabled",
    );
  },
  phrase: (f) => (f.evidence.hookProgramId ? "a transfer hook can block transfers" : "a transfer hook can be enabled"),
});
