import { findExtension } from "../../chains/solana/mint-decoder";
import type { EvidenceValue, Severity } from "../types";
import { bandSeverity, base, defineCheck, describeBands, SPL_NA, type Thresholds } from "./check";

/** Transfer-fee bands in basis points (also used for a measured sell tax). */
export const TRANSFER_FEE_THRESHOLDS: Thresholds = {
  metric: "the transfer fee in force at the current epoch, or a higher one already scheduled",
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

/**
 * Token-2022 keeps two fee settings: `older` applies before `newerTransferFee.epoch`, `newer` from
 * that epoch on (TransferFeeConfig::get_epoch_fee). With the current epoch (the Clock sysvar, read
 * with the mint) the fee in force is known: a newer fee whose epoch has not come is SCHEDULED (a
 * raise already set: a trap being set, scored like the fee itself, since it takes effect without
 * any further transaction), and an older fee that no longer applies is history, not risk. Without
 * the epoch the higher of the two is scored.
 */
export function feeInForce(
  olderBps: number,
  newerBps: number,
  newerEpoch: bigint,
  currentEpoch: bigint | null,
): { inForceBps: number; scheduledBps: number | null; scoredBps: number; epochKnown: boolean } {
  if (currentEpoch === null) {
    const m = Math.max(olderBps, newerBps);
    return { inForceBps: m, scheduledBps: null, scoredBps: m, epochKnown: false };
  }
  if (currentEpoch >= newerEpoch)
    return { inForceBps: newerBps, scheduledBps: null, scoredBps: newerBps, epochKnown: true };
  const scheduled = newerBps !== olderBps ? newerBps : null;
  return { inForceBps: olderBps, scheduledBps: scheduled, scoredBps: Math.max(olderBps, newerBps), epochKnown: true };
}

export const transferFee = defineCheck({
  id: "TRANSFER_FEE",
  title: "Transfer fee",
  severity: "medium",
  description: `Token-2022 TransferFeeConfig: a fee withheld on every transfer. Severity by the fee in force at the current epoch (Clock sysvar), or a higher fee already scheduled for a later epoch; an expired higher fee is ignored: ${describeBands(TRANSFER_FEE_THRESHOLDS)}.`,
  thresholds: TRANSFER_FEE_THRESHOLDS,
  failsAs: [
    { severity: "low", when: "fee <= 1%" },
    { severity: "medium", when: "1% < fee <= 5%" },
    { severity: "high", when: "5% < fee <= 20%, in force or scheduled" },
    { severity: "critical", when: "fee > 20%, in force or scheduled" },
  ],
  issuer: null,
  floorReasoning:
    "A round trip pays the fee twice. Up to 1% (e.g. 0.5% with the authority revoked) is a cost, not a trap: low. Up to 5% is a tax token a trader must price in: medium. Above 5% (a 10% fee loses ~19% on a round trip) is a fee trap: high, so the level is at least high. Above 20% the token is effectively unsellable: critical. A raise already scheduled for a later epoch takes effect by itself (no further transaction, nothing to watch for), so it is scored like a fee in force: a buyer today holds when it lands. A higher fee that applied only before the newer one's epoch is history.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No transfer fee");
    const ext = findExtension(ctx.mint, "TransferFeeConfig");
    if (!ext) return emit("pass", "No TransferFeeConfig extension.", base(ctx), undefined, "No transfer fee");
    const older = ext.olderTransferFee;
    const newer = ext.newerTransferFee;
    const epoch = ctx.clock?.epoch ?? null;
    const f = feeInForce(older.transferFeeBasisPoints, newer.transferFeeBasisPoints, newer.epoch, epoch);
    const ev: Record<string, EvidenceValue> = {
      ...base(ctx),
      olderFeeBps: older.transferFeeBasisPoints,
      olderMaximumFee: older.maximumFee.toString(),
      olderEpoch: older.epoch.toString(),
      newerFeeBps: newer.transferFeeBasisPoints,
      newerMaximumFee: newer.maximumFee.toString(),
      newerEpoch: newer.epoch.toString(),
      withheldAmount: ext.withheldAmount.toString(),
      currentEpoch: epoch === null ? null : epoch.toString(),
      feeInForceBps: f.epochKnown ? f.inForceBps : null,
      scheduledFeeBps: f.scheduledBps,
      scoredFeeBps: f.scoredBps,
    };
    if (f.scoredBps === 0) {
      const history =
        f.epochKnown && older.transferFeeBasisPoints > 0 && epoch !== null && epoch >= newer.epoch
          ? ` A ${older.transferFeeBasisPoints / 100}% fee applied before epoch ${newer.epoch} (history).`
          : "";
      return emit("pass", `The transfer fee in force is 0.${history}`, ev, undefined, "Transfer fee is 0");
    }
    const p = f.scoredBps / 100;
    let detail: string;
    let title: string;
    if (!f.epochKnown) {
      detail = `Transfers pay a fee of up to ${p}% (older ${older.transferFeeBasisPoints} bps until epoch ${newer.epoch}, newer ${newer.transferFeeBasisPoints} bps from epoch ${newer.epoch}; the current epoch could not be read, so the higher is scored).`;
      title = `Transfer fee up to ${p}%`;
    } else if (f.scheduledBps !== null && f.scheduledBps > f.inForceBps) {
      detail = `Transfers pay ${f.inForceBps / 100}% now (epoch ${epoch}), and a raise to ${f.scheduledBps / 100}% is already scheduled from epoch ${newer.epoch}: it takes effect with no further transaction.`;
      title = `Transfer fee rises to ${f.scheduledBps / 100}%`;
    } else {
      const history =
        epoch !== null && epoch >= newer.epoch && older.transferFeeBasisPoints > newer.transferFeeBasisPoints
          ? ` The earlier ${older.transferFeeBasisPoints / 100}% fee applied only before epoch ${newer.epoch} (history).`
          : "";
      detail = `Transfers pay a ${f.inForceBps / 100}% fee at the current epoch ${epoch}.${history}`;
      title = `Transfer fee ${f.inForceBps / 100}%`;
    }
    return emit("fail", detail, ev, transferFeeSeverity(f.scoredBps), title);
  },
  phrase: (f) =>
    f.evidence.scheduledFeeBps !== null &&
    f.evidence.scheduledFeeBps !== undefined &&
    Number(f.evidence.scheduledFeeBps) > Number(f.evidence.feeInForceBps)
      ? `a transfer fee raise to ${Number(f.evidence.scheduledFeeBps) / 100}% is scheduled`
      : `transfers carry a ${Number(f.evidence.scoredFeeBps) / 100}% fee`,
});
