import { base, defineCheck } from "./check";

export const metadataMissing = defineCheck({
  id: "METADATA_MISSING",
  title: "Metadata",
  severity: "medium",
  description: "No Metaplex metadata and no Token-2022 TokenMetadata: the token has no verifiable name.",
  failsAs: [{ severity: "medium", when: "neither metadata source exists" }],
  issuer: null,
  floorReasoning:
    "Medium: an unnamed token cannot be checked against impersonation and is rarely traded on purpose, but the absence takes nothing from a holder.",
  run(ctx, emit) {
    const m = ctx.metadata;
    const ev = { ...base(ctx), metadataSource: m.source, metadataAddress: m.address, name: m.name, symbol: m.symbol };
    if (m.source === "unknown")
      return emit("unknown", ctx.metadataNote ?? "Metadata could not be read.", ev, undefined, "Metadata unknown");
    if (m.source === "none")
      return emit(
        "fail",
        "No Metaplex metadata account and no Token-2022 TokenMetadata extension: the token has no on-chain name or symbol.",
        ev,
        undefined,
        "Metadata missing",
      );
    return emit("pass", `Metadata found (${m.source}).`, ev, undefined, "Metadata present");
  },
  phrase: () => "metadata is missing",
});
