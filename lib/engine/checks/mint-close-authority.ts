import { findExtension } from "../../chains/solana/mint-decoder";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const mintCloseAuthority = defineCheck({
  id: "MINT_CLOSE_AUTHORITY",
  title: "Mint close authority",
  severity: "low",
  description: "The mint can be closed (at zero supply) and the address re-created with other properties.",
  failsAs: [{ severity: "low", when: "a close authority is set" }],
  issuer: { cap: "info", note: "issuers keep it to retire a mint." },
  floorReasoning:
    "Low: the mint can only be closed at zero supply, i.e. after every holder has exited; it does not endanger a current holder.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No mint close authority");
    const ext = findExtension(ctx.mint, "MintCloseAuthority");
    const a = ext && isSet(ext.closeAuthority) ? ext.closeAuthority : null;
    const h = holderVerdict(ctx, "close", a);
    return a && !h.revoked
      ? emit(
          "fail",
          `Authority ${a} can close the mint once supply is 0 and re-create the address with different properties.${h.clause}`,
          { ...base(ctx), closeAuthority: a, ...h.evidence },
          h.severity,
          "Mint can be closed",
        )
      : emit(
          "pass",
          "No mint close authority.",
          { ...base(ctx), closeAuthority: null },
          undefined,
          "No mint close authority",
        );
  },
  phrase: () => "the mint can be closed",
});
