/**
 * Shared by the authority checks: what the holder of an authority means for the finding
 * (lib/engine/authorities.ts classifies it).
 *  - burn (incinerator, system program): revoked in effect, the check passes;
 *  - a known program's PDA in a known role: the risk is that program's, the finding fails at `low`
 *    with the program, role and source in the evidence;
 *  - multisig (m of n shown), PDA of an unknown program, wallet key: a live authority, the check's
 *    own severity.
 */
import { classifyAuthorityHolder } from "../../chains/solana/authority-holders";
import type { AuthorityRole } from "../authorities";
import type { EvidenceValue, Severity } from "../types";
import type { CheckFacts } from "./check";

export interface HolderVerdict {
  /** No key can sign for it: treat as revoked. */
  revoked: boolean;
  /** Severity override for a failing finding (known program role); undefined: the check's own. */
  severity?: Severity;
  /** Clause appended to the detail, starting with a space (empty for a plain key). */
  clause: string;
  evidence: Record<string, EvidenceValue>;
}

export function holderVerdict(
  ctx: Pick<CheckFacts, "authorities">,
  role: AuthorityRole,
  address: string | null,
): HolderVerdict {
  const fact = ctx.authorities?.[role];
  const holder = fact && fact.holder.address === address ? fact.holder : classifyAuthorityHolder(address, undefined);
  const evidence: Record<string, EvidenceValue> = { authorityHolder: holder.kind };
  if (fact?.issuerKey) {
    evidence.issuerKeyOf = fact.issuerKey.issuer;
    evidence.issuerKeyListedMint = fact.issuerKey.listedMint;
  }
  switch (holder.kind) {
    case "none":
      return { revoked: true, clause: "", evidence };
    case "burn":
      return { revoked: true, clause: ` It is held by ${holder.description}.`, evidence };
    case "known_program": {
      const p = holder.program;
      if (p) {
        evidence.authorityProgram = p.id;
        evidence.authorityProgramName = p.name;
        evidence.authorityRole = p.role;
        evidence.authoritySource = p.source;
      }
      return {
        revoked: false,
        severity: "low",
        clause: ` It is held by ${holder.description}: ${p?.risk ?? ""}`,
        evidence,
      };
    }
    case "multisig": {
      const ms = holder.multisig ?? { m: 0, n: 0, signers: [] };
      evidence.multisigM = ms.m;
      evidence.multisigN = ms.n;
      evidence.multisigSigners = ms.signers.join(",");
      return {
        revoked: false,
        clause: ` It is held by ${holder.description}: still a live authority (any ${ms.m} of ${ms.n} keys).`,
        evidence,
      };
    }
    case "program_pda":
      return { revoked: false, clause: ` It is held by ${holder.description}.`, evidence };
    default:
      return {
        revoked: false,
        clause: fact?.issuerKey
          ? ` The key is ${fact.issuerKey.issuer}'s (it holds an authority on ${fact.issuerKey.listedMint}).`
          : "",
        evidence,
      };
  }
}
