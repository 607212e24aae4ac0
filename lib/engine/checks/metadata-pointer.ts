import { findExtension } from "../../chains/solana/mint-decoder";
import { skeleton } from "../../trust/skeleton";
import type { EvidenceValue } from "../types";
import { base, defineCheck, SPL_NA } from "./check";

export const metadataPointer = defineCheck({
  id: "METADATA_POINTER_EXTERNAL",
  title: "Metadata pointer",
  severity: "medium",
  description:
    "Token-2022 MetadataPointer naming an account other than the mint itself or its Metaplex metadata: wallets that follow the pointer show whatever that account says, and whoever controls it can rewrite the token's name without the mint's update authority. The account is read in the holders' round trip.",
  failsAs: [
    { severity: "high", when: "the pointed account shows a different name or symbol than the mint's own metadata" },
    {
      severity: "high",
      when: "the pointed metadata declares another mint (a borrowed identity, e.g. the deployer's second mint)",
    },
    { severity: "medium", when: "the pointer names an external account (or one that does not exist)" },
  ],
  issuer: { cap: "info", note: "issuers may keep metadata in a separate account." },
  floorReasoning:
    "Medium: an external metadata account is a second identity the deployer controls outside the mint (a finding in itself; the key that controls it is shown when it is one of this mint's authorities). High when the two identities already differ (different wallets show different names, a disguise), or when the pointed metadata declares itself another mint's: the token shows a name it does not own, borrowed from an account its deployer can rewrite, and no legitimate layout needs that (the spl-token-metadata-interface `mint` field exists to stop exactly this spoofing).",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "No metadata pointer");
    const ext = findExtension(ctx.mint, "MetadataPointer");
    const p = ctx.metadataPointer;
    const target = ext && ext.metadataAddress.__option === "Some" ? ext.metadataAddress.value : null;
    if (!ext || !p)
      return emit(
        "pass",
        ext
          ? `The MetadataPointer names ${target ?? "no account"}: the mint itself or its Metaplex metadata.`
          : "No MetadataPointer extension.",
        { ...base(ctx), metadataAddress: target },
        undefined,
        "Metadata in the mint",
      );
    const ev: Record<string, EvidenceValue> = {
      ...base(ctx),
      metadataAddress: p.address,
      pointerStatus: p.status,
      pointerOwner: p.owner,
      pointerName: p.name,
      pointerSymbol: p.symbol,
      pointerUpdateAuthority: p.updateAuthority,
      pointerDeclaredMint: p.declaredMint ?? null,
      pointerControlledBy: p.controlledBy ?? null,
    };
    if (p.status === "not_read")
      return emit(
        "unknown",
        `The MetadataPointer names ${p.address}, which was not read.`,
        ev,
        undefined,
        "External metadata unread",
      );
    const own = ctx.metadata;
    const differs =
      p.status === "read" &&
      own.source !== "none" &&
      own.source !== "unknown" &&
      (skeleton(p.name) !== skeleton(own.name) || skeleton(p.symbol) !== skeleton(own.symbol));
    const control = p.controlledBy ? ` The key ${p.controlledBy}, one of this mint's authorities, controls it.` : "";
    if (p.status === "read" && p.declaredMint)
      return emit(
        "fail",
        `The MetadataPointer names ${p.address}, whose metadata "${p.name}" (${p.symbol}) declares another mint (${p.declaredMint}): the token shows a borrowed identity that can be rewritten at will.${control}`,
        ev,
        "high",
        "Borrowed token identity",
      );
    if (differs)
      return emit(
        "fail",
        `The MetadataPointer names ${p.address}, which shows "${p.name}" (${p.symbol}) while the mint's own metadata says "${own.name}" (${own.symbol}): wallets show different names.`,
        ev,
        "high",
        "Two different token identities",
      );
    return emit(
      "fail",
      p.status === "read"
        ? `The MetadataPointer names an external account ${p.address} (owner ${p.owner}); whoever controls it can rename the token.${control}`
        : `The MetadataPointer names ${p.address}, which ${p.status === "missing" ? "does not exist (anyone who creates it decides the name)" : "does not decode as token metadata"}.`,
      ev,
      undefined,
      "Metadata held outside the mint",
    );
  },
  phrase: (f) =>
    f.severity === "high"
      ? f.evidence.pointerDeclaredMint
        ? "its metadata pointer shows another mint's identity"
        : "its metadata pointer shows another identity"
      : "its metadata lives in an external account",
});
