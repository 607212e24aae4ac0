/**
 * The checks, in report order. Each lives in its own module (see check.ts for the shape);
 * this file only lists them and applies the listed-issuer handling each declares.
 */
import type { TrustResolution } from "../../trust/trust";
import type { Finding, Severity } from "../types";
import { type Check, type CheckDefinition, type CheckFacts, severityRank } from "./check";
import { confidentialTransfers } from "./confidential-transfers";
import { creatorHolding } from "./creator-holding";
import { defaultAccountFrozen } from "./default-account-state";
import { freezeAuthority } from "./freeze-authority";
import { impersonation } from "./impersonation";
import { interestBearing } from "./interest-bearing";
import { launchpad } from "./launchpad";
import { liquidity } from "./liquidity";
import { lpUnlocked } from "./lp-unlocked";
import { metadataMissing } from "./metadata-missing";
import { metadataMutable } from "./metadata-mutable";
import { metadataPointer } from "./metadata-pointer";
import { mintAuthority } from "./mint-authority";
import { mintCloseAuthority } from "./mint-close-authority";
import { nonTransferable } from "./non-transferable";
import { pairNew } from "./pair-age";
import { pausable } from "./pausable";
import { permanentDelegate } from "./permanent-delegate";
import { rugInProgress } from "./rug-in-progress";
import { scaledUiAmount } from "./scaled-ui-amount";
import { sellSimulation } from "./sell-simulation";
import { sellsAbsent } from "./sells-absent";
import { supplyZero } from "./supply";
import { topHolder } from "./top-holder";
import { top10 } from "./top10";
import { transferFee } from "./transfer-fee";
import { transferFeeAuthority } from "./transfer-fee-authority";
import { transferHook } from "./transfer-hook";
import { unknownExtensions } from "./unknown-extensions";

export * from "./check";
export { CREATOR_THRESHOLDS, creatorSeverity } from "./creator-holding";
export { LIQUIDITY_THRESHOLDS, liquiditySeverity } from "./liquidity";
export { LP_THRESHOLDS, lpSeverity } from "./lp-unlocked";
export { PAIR_AGE_THRESHOLDS, pairAgeSeverity } from "./pair-age";
export { RUG_THRESHOLDS } from "./rug-in-progress";
export { SIMULATION_REASON } from "./sell-simulation";
export { SELLS_THRESHOLDS } from "./sells-absent";
export { TOP_HOLDER_THRESHOLDS, topHolderSeverity } from "./top-holder";
export { TOP10_THRESHOLDS, top10Severity } from "./top10";
export { TRANSFER_FEE_THRESHOLDS, transferFeeSeverity } from "./transfer-fee";

/** Every check, in report order. */
export const CHECKS: readonly Check[] = [
  mintAuthority,
  freezeAuthority,
  supplyZero,
  transferFee,
  transferFeeAuthority,
  transferHook,
  permanentDelegate,
  nonTransferable,
  defaultAccountFrozen,
  pausable,
  mintCloseAuthority,
  confidentialTransfers,
  interestBearing,
  scaledUiAmount,
  unknownExtensions,
  metadataMissing,
  metadataMutable,
  metadataPointer,
  impersonation,
  topHolder,
  top10,
  creatorHolding,
  liquidity,
  lpUnlocked,
  pairNew,
  sellsAbsent,
  rugInProgress,
  launchpad,
  sellSimulation,
];

const BY_ID = new Map(CHECKS.map((c) => [c.id, c]));
export const checkById = (id: string): Check | undefined => BY_ID.get(id);

/** A chain's check registry (what the issuer handling and the verdict need of a check). */
export type CheckLookup = (id: string) => Pick<Check, "title" | "issuer" | "phrase"> | undefined;

/** The check catalogue, in report order (generated from the modules). */
export const CHECK_CATALOGUE: readonly CheckDefinition[] = CHECKS.map(({ id, severity, title, description }) => ({
  id,
  severity,
  title,
  description,
}));

/** Reduced severity caps on a LISTED issuer's mint, by check id (generated from the modules). */
export const ISSUER_DISCOUNT: Readonly<Record<string, Severity>> = Object.fromEntries(
  CHECKS.flatMap((c) => (c.issuer ? [[c.id, c.issuer.cap]] : [])),
);

/**
 * Listed issuer (lib/trust, control `issuer`): each failing finding whose check declares issuer
 * handling keeps at most the check's cap, and says so (title, detail, evidence).
 */
export function applyIssuerDiscount(
  findings: Finding[],
  trust: TrustResolution | undefined,
  lookup: CheckLookup = checkById,
): Finding[] {
  const entry = trust?.entry;
  if (entry?.control !== "issuer") return findings;
  const byKey = trust?.facts.status === "issuer_authority";
  const why = byKey
    ? `This mint is not listed, but every live authority is a key ${entry.issuer} uses on its listed ${entry.category} mint (${(trust?.authorityMatches ?? []).map((m) => `${m.address} on ${m.listedMint}`).join(", ")}); the authority is controlled by that issuer, so the finding is reported as issuer-controlled with reduced severity.`
    : `This is a listed ${entry.category} mint; the authority is controlled by its issuer (${entry.issuer}), so the finding is reported as issuer-controlled with reduced severity.`;
  return findings.map((f) => {
    const issuer = lookup(f.id)?.issuer;
    if (!issuer || f.status !== "fail") return f;
    const cap = issuer.capFor ? issuer.capFor(f) : issuer.cap;
    const severity = severityRank(f.severity) > severityRank(cap) ? cap : f.severity;
    return {
      ...f,
      severity,
      title: `Issuer-controlled: ${f.title}`,
      detail: `${f.detail} ${why}`,
      evidence: {
        ...f.evidence,
        issuerControlled: true,
        issuer: entry.issuer,
        originalSeverity: f.severity,
        ...(byKey ? { issuerRecognisedBy: "authority_keys" } : {}),
      },
    };
  });
}

/** Evaluates every check over the scan's facts (one finding per check), then the issuer handling. */
export function runChecks(facts: CheckFacts): Finding[] {
  return applyIssuerDiscount(
    CHECKS.map((c) => c.evaluate(facts)),
    facts.trust,
  );
}

/** Short clause used by the verdict line for a failing finding. */
export function verdictPhrase(f: Finding, lookup: CheckLookup = checkById): string {
  return lookup(f.id)?.phrase(f) ?? f.title.toLowerCase();
}
