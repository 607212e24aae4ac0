import { findExtension } from "../../chains/solana/mint-decoder";
import { holderVerdict } from "./authority-holder";
import { base, defineCheck, isSet, SPL_NA } from "./check";

export const pausable = defineCheck({
  id: "PAUSABLE",
  title: "Pausable",
  severity: "critical",
  description: "PausableConfig: paused now = critical (no transfers); pausable by an authority = high.",
  failsAs: [
    { severity: "critical", when: "the mint is paused now" },
    { severity: "high", when: "an authority can pause it" },
  ],
  issuer: {
    cap: "info",
    capFor: (f) => (f.evidence.paused === true ? "high" : "info"),
    note: "issuers pause for incidents; a mint paused right now is still high (nobody can transfer).",
  },
  floorReasoning:
    "Paused now: nobody can sell, critical. A live pause authority is the same switch as a freeze authority, for every holder at once (a one-transaction honeypot): high, so the level is at least high (it was medium before the floor review). Listed issuers: info, or high while paused.",
  run(ctx, emit) {
    if (ctx.mint.program === "spl-token") return emit("pass", SPL_NA, base(ctx), undefined, "Not pausable");
    const ext = findExtension(ctx.mint, "PausableConfig");
    if (!ext) return emit("pass", "No PausableConfig extension.", base(ctx), undefined, "Not pausable");
    const auth =
      ext.authority && ext.authority.__option === "Some" && isSet(ext.authority.value) ? ext.authority.value : null;
    const h = holderVerdict(ctx, "pause", auth);
    const ev = { ...base(ctx), paused: ext.paused, pauseAuthority: auth, ...h.evidence };
    if (ext.paused)
      return emit(
        "fail",
        `The mint is PAUSED now: transfers, mints and burns are rejected${auth ? ` until ${auth} resumes it` : ""}.`,
        ev,
        "critical",
        "Token is paused",
      );
    if (auth && !h.revoked)
      return emit(
        "fail",
        `Authority ${auth} can pause all transfers at any time.${h.clause}`,
        ev,
        h.severity ?? "high",
        "Token can be paused",
      );
    return emit("pass", "PausableConfig has no authority and is not paused.", ev, undefined, "Not pausable");
  },
  phrase: (f) => (f.evidence.paused ? "transfers are paused" : "transfers can be paused"),
});
