import { findExtension } from "../../chains/solana/mint-decoder";
import type { Severity } from "../types";
import { bandSeverity, base, defineCheck, describeBands, SPL_NA, type Thresholds } from "./check";

/** Transfer-fee bands in basis points (also used for a measured sell tax). */
export const TRANSFER_FEE_THRESHOLDS: Thresholds = {
  metric: "the higher of the older/newer transfer fee",
  bands: [
    { severity: "critical", op: ">", bound: 2000 },
    { severity: "high", op: ">", bound: 500 },
    { severity: "medium", op: ">", bound: 100 },
    { severity: "low", op: ">", bound: 0 },
  ],
  format: (bps) => `${bps / 100}%`,
};

/** Severity of a fee in basis points (> 0). */
export function transferFeeSeverity(bps: number): Severity {
  return bandSeverity(TRANSFER_FEE_THRESHOLDS, bps) ?? "low";
}

export const transferFee = defineCheck({
  id: "TRANSFER_FEE",
  title: "Transfer fee",
  severity: "medium",
  description: `Token-2022 TransferFeeConfig: a fee withheld on every transfer. Severity by the higher of the older/newer fee: ${describeBands(TRANSFER_FEE_THRESHOLDS)}.`,
  thresholds: TRANSFER_FEE_THRESHOLDS,
  failsAs: [
    { severity: "low", when: "fee <= 1%" },
    { severity: "medium", when: "1% < fee <= 5%" },
    { severity: "high", when: "5% < fee <= 20%" },
    { severity: "critical", when: "fee > 20%" },
  ],
  issuer: null,
  floorReasoning:
    "A round trip pays the fee twice. Up to 1% (e.g. 0.5% with the authority revoked) is a cost, not a trap: low. Up to 5% is a tax token a trader must price in: medium. Above 5% (a 10% fee loses ~19% on a round trip) is a fee trap: high, so the level is at least high. Above 20% the token is effectively unsellable: critical.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No transfer fee");
    const ext = findExtension(ctx.mint, "TransferFeeConfig");
    if (!ext) return emit("pass", "No TransferFeeConfig extension.", base(ctx), undefined, "No transfer fee");
    const older = ext.olderTransferFee;
    const newer = ext.newerTransferFee;
    const maxBps = Math.max(older.transferFeeBasisPoints, newer.transferFeeBasisPoints);
    const ev = {
      ...base(ctx),
      olderFeeBps: older.transferFeeBasisPoints,
      olderMaximumFee: older.maximumFee.toString(),
      olderEpoch: older.epoch.toString(),
      newerFeeBps: newer.transferFeeBasisPoints,
      newerMaximumFee: newer.maximumFee.toString(),
      newerEpoch: newer.epoch.toString(),
      withheldAmount: ext.withheldAmount.toString(),
    };
    if (maxBps === 0)
      return emit("pass", "TransferFeeConfig is present but both fees are 0.", ev, undefined, "Transfer fee is 0");
    const p = maxBps / 100;
    return emit(
      "fail",
      `Transfers pay a fee of up to ${p}% (older ${older.transferFeeBasisPoints} bps until epoch ${newer.epoch}, newer ${newer.transferFeeBasisPoints} bps from epoch ${newer.epoch}; the higher is scored because the current epoch is not read).`,
      ev,
      transferFeeSeverity(maxBps),
      `Transfer fee up to ${p}%`,
    );
  },
  phrase: (f) =>
    `transfers carry up to a ${Math.max(Number(f.evidence.olderFeeBps), Number(f.evidence.newerFeeBps)) / 100}% fee`,
});
