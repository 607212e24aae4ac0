import { findExtension } from "../../chains/solana/mint-decoder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const confidentialTransfers = defineCheck({
  id: "CONFIDENTIAL_TRANSFERS",
  title: "Confidential transfers",
  severity: "low",
  description: "Balances and amounts can be encrypted, so holder analysis may be incomplete.",
  failsAs: [{ severity: "low", when: "ConfidentialTransferMint is present" }],
  issuer: { cap: "info", note: "issuers enable it for privacy-preserving payments." },
  floorReasoning:
    "Low: it hides balances from analysis (holder figures may be understated) but takes nothing from a holder.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token")
      return emit("pass", SPL_NA, base(ctx), undefined, "No confidential transfers");
    const ext = findExtension(ctx.mint, "ConfidentialTransferMint");
    if (!ext)
      return emit("pass", "No ConfidentialTransferMint extension.", base(ctx), undefined, "No confidential transfers");
    const auth = ext.authority.__option === "Some" && isSet(ext.authority.value) ? ext.authority.value : null;
    const auditor = ext.auditorElgamalPubkey.__option === "Some" ? ext.auditorElgamalPubkey.value : null;
    return emit(
      "fail",
      "Confidential transfers are enabled: balances and amounts can be encrypted, so holder figures may be incomplete.",
      {
        ...base(ctx),
        authority: auth,
        autoApproveNewAccounts: ext.autoApproveNewAccounts,
        auditorElgamalPubkey: auditor,
      },
      undefined,
      "Confidential transfers enabled",
    );
  },
  phrase: () => "confidential transfers hide balances",
});
