import { findExtension } from "../../chains/solana/mint-decoder";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const permanentDelegate = defineCheck({
  id: "PERMANENT_DELEGATE",
  title: "Permanent delegate",
  severity: "critical",
  description: "A permanent delegate can transfer or burn tokens from any account.",
  failsAs: [
    { severity: "critical", when: "a key, multisig or unknown program's PDA is the delegate" },
    { severity: "low", when: "a known program is the delegate in a known role" },
  ],
  issuer: { cap: "low", note: "regulated stablecoins (PYUSD) use it to seize funds under court order." },
  floorReasoning:
    "Critical: the delegate can take or burn any buyer's tokens at any time; nothing else needs to go wrong. Listed issuers are reduced to low.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No permanent delegate");
    const ext = findExtension(ctx.mint, "PermanentDelegate");
    const d = ext && isSet(ext.delegate) ? ext.delegate : null;
    const h = holderVerdict(ctx, "permanent_delegate", d);
    return d && !h.revoked
      ? emit(
          "fail",
          `Permanent delegate ${d} can transfer or burn tokens from every holder's account.${h.clause}`,
          { ...base(ctx), permanentDelegate: d, ...h.evidence },
          h.severity,
          "Permanent delegate set",
        )
      : emit(
          "pass",
          `${ext ? "PermanentDelegate extension has no live delegate." : "No PermanentDelegate extension."}${h.clause}`,
          { ...base(ctx), permanentDelegate: d, ...h.evidence },
          undefined,
          "No permanent delegate",
        );
  },
  phrase: (f) =>
    f.evidence.issuerControlled
      ? "a permanent delegate can move anyone's tokens (issuer-controlled)"
      : "a permanent delegate can move anyone's tokens",
});
