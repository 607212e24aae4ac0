import { findExtension } from "../../chains/solana/mint-decoder";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const transferFeeAuthority = defineCheck({
  id: "TRANSFER_FEE_AUTHORITY",
  title: "Transfer fee authority",
  severity: "medium",
  description: "An active TransferFeeConfig authority can raise the fee (up to 100%) effective two epochs later.",
  failsAs: [
    { severity: "medium", when: "a key, multisig or unknown program's PDA holds the fee configuration authority" },
    { severity: "low", when: "a known program holds it in a known role" },
  ],
  issuer: { cap: "info", note: "issuers keep the fee at 0 and hold the authority for compliance." },
  floorReasoning:
    "Medium, not high: a raised fee only takes effect two epochs (~4 days) after the change, so holders see it coming and can exit. Combined with a fee already above 5% the fee check itself floors the level at high.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token")
      return emit("pass", SPL_NA, base(ctx), undefined, "No transfer fee authority");
    const ext = findExtension(ctx.mint, "TransferFeeConfig");
    if (!ext) return emit("pass", "No TransferFeeConfig extension.", base(ctx), undefined, "No transfer fee authority");
    const auth = isSet(ext.transferFeeConfigAuthority) ? ext.transferFeeConfigAuthority : null;
    const withdraw = isSet(ext.withdrawWithheldAuthority) ? ext.withdrawWithheldAuthority : null;
    const h = holderVerdict(ctx, "transfer_fee_config", auth);
    const ev = { ...base(ctx), transferFeeConfigAuthority: auth, withdrawWithheldAuthority: withdraw, ...h.evidence };
    return auth && !h.revoked
      ? emit(
          "fail",
          `Authority ${auth} can raise the transfer fee (up to 100%), effective two epochs after the change.${h.clause}`,
          ev,
          h.severity,
          "Transfer fee can be raised",
        )
      : emit(
          "pass",
          "The transfer fee configuration authority is revoked; the fee cannot change.",
          ev,
          undefined,
          "Transfer fee is fixed",
        );
  },
  phrase: () => "the transfer fee can be raised",
});
