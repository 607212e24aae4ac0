import { base, defineCheck, SPL_NA } from "./check";

export const unknownExtensions = defineCheck({
  id: "UNKNOWN_EXTENSIONS",
  title: "Unrecognised extensions",
  severity: "medium",
  description: "Token-2022 extensions this engine cannot decode or assess; their risk is unknown.",
  failsAs: [],
  issuer: null,
  floorReasoning:
    "Never fails: an extension the engine cannot decode is `unknown` (half the medium penalty), never assumed safe, and sets no floor.",
  run(ctx, emit) {
    const unknown = ctx.mint.extensions.filter((e) => e.value === null);
    if (unknown.length === 0)
      return emit(
        "pass",
        ctx.mint.program === "spl-token" ? SPL_NA : "Every extension on the mint was decoded and assessed.",
        base(ctx),
        undefined,
        "All extensions recognised",
      );
    return emit(
      "unknown",
      `The mint carries extension(s) this engine cannot decode or assess: ${unknown.map((e) => e.name).join(", ")}.`,
      { ...base(ctx), extensions: unknown.map((e) => e.name).join(",") },
      undefined,
      "Unrecognised extensions",
    );
  },
  phrase: () => "it carries unrecognised extensions",
});
