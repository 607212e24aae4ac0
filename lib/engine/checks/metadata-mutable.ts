import type { EvidenceValue } from "../types";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck } from "./check";

export const metadataMutable = defineCheck({
  id: "METADATA_MUTABLE",
  title: "Mutable metadata",
  severity: "low",
  description: "The update authority can change name, symbol and uri (impersonation risk).",
  failsAs: [{ severity: "low", when: "an update authority can change the metadata" }],
  issuer: { cap: "info", note: "issuers update logos and links." },
  floorReasoning:
    "Low: many legitimate tokens keep metadata mutable; a later rename cannot take funds (a rename INTO a well-known name is caught by IMPERSONATION).",
  run(ctx, emit) {
    const m = ctx.metadata;
    const ev: Record<string, EvidenceValue> = {
      ...base(ctx),
      metadataSource: m.source,
      updateAuthority: m.updateAuthority,
      mutable: m.mutable,
    };
    if (m.source === "unknown")
      return emit(
        "unknown",
        ctx.metadataNote ?? "Metadata could not be read.",
        ev,
        undefined,
        "Metadata mutability unknown",
      );
    if (m.source === "none")
      return emit("not_applicable", "There is no metadata to change.", ev, undefined, "No metadata");
    const h = holderVerdict(ctx, "metadata_update", m.updateAuthority);
    Object.assign(ev, h.evidence);
    return m.mutable && !(m.updateAuthority && h.revoked)
      ? emit(
          "fail",
          `Update authority ${m.updateAuthority ?? "(unset)"} can change the name, symbol and uri.${h.clause}`,
          ev,
          h.severity,
          "Metadata is mutable",
        )
      : emit("pass", "Metadata is immutable.", ev, undefined, "Metadata is immutable");
  },
  phrase: () => "metadata is mutable",
});
