import { describe, expect, it } from "vitest";
import { evmCheckById } from "@/lib/engine/checks/evm";
import { scoreFindings } from "@/lib/engine/scoring";
import type { EvidenceValue, Finding, FindingStatus, Severity } from "@/lib/engine/types";
import { buildVerdict } from "@/lib/engine/verdict";

const f = (id: string, status: FindingStatus, severity: Severity, evidence: Record<string, EvidenceValue> = {}) =>
  ({ id, status, severity, title: id, detail: id, evidence }) as Finding;
/** The verdict of an EVM scan with these findings, scored by the production rule. */
const verdict = (...fs: Finding[]) => {
  const r = scoreFindings(fs);
  return buildVerdict(r.riskLevel, r.findings, evmCheckById);
};

describe("verdict line: one fact, one item", () => {
  it("the failing findings of one correlation group make one item, phrases joined, costs summed", () => {
    expect(
      verdict(
        f("TOP_HOLDER_CONCENTRATION", "fail", "medium", { top1Pct: 38.9 }),
        f("TOP10_CONCENTRATION", "fail", "low", { top10Pct: 65.8 }),
        f("CREATOR_HOLDING", "fail", "medium", { holdingPct: 20 }),
        f("PAIR_NEW", "fail", "low", { ageHours: 48 }),
      ),
    ).toBe(
      "Medium risk: one wallet holds 38.9% of supply, the creator holds 20% of supply and the top 10 wallets hold 65.8% of supply (-13.5); it is only 48 h old (-4).",
    );
  });

  it("seven privilege checks the probe could not decide: one item, the costliest in full and the others at a quarter", () => {
    const ids = ["OWNER_PRIVILEGES", "BALANCE_DRAIN", "MINTABLE", "BLACKLIST", "PAUSE_FUNCTION", "TAX_MODIFIABLE"];
    const sev: Severity[] = ["medium", "info", "high", "high", "high", "medium"];
    expect(verdict(...ids.map((id, i) => f(id, "unknown", sev[i])), f("MAX_TX_LIMITS", "unknown", "medium"))).toBe(
      "Medium risk: no failing checks; 7 checks could not be run: owner with privileged functions, balances moved without the holder, mint function, blacklist, pause function, modifiable tax, max-tx / max-wallet limits (-22.5).",
    );
  });

  it("ungrouped findings stay one item each, costliest first; '+N more' counts the findings left unnamed", () => {
    const v = verdict(
      f("UPGRADEABLE_PROXY", "fail", "high"),
      f("MINTABLE", "fail", "high"),
      f("PAUSE_FUNCTION", "fail", "high"),
      f("LIQUIDITY_LOW", "fail", "medium", { liquidityUsd: 900 }),
      f("PAIR_NEW", "fail", "low", { ageHours: 2 }),
      f("TOP_HOLDER_CONCENTRATION", "fail", "low", { top1Pct: 12 }),
    );
    // An item ranks by its costliest finding (mint 25, tied with the proxy's 25: report order decides), and shows
    // what the whole item cost (mint 25 + pause 25 x 25%). Independent facts still add up: 31.25 + 25 + 10 + 4 + 4
    // leaves 26, critical by the band.
    expect(v).toMatch(
      /^Critical risk: [^;]+ \(-25\); the owner can mint new tokens and the owner can pause transfers \(-31\.3\); liquidity is only \$900 \(-10\); \+2 more failing\.$/,
    );
  });

  it("a group whose failing findings are separate measurements (the simulation's) names each apart", () => {
    expect(verdict(f("SELL_TAX", "fail", "high", { taxPct: 30 }), f("BUY_TAX", "fail", "low", { taxPct: 5 }))).toMatch(
      /^High risk: [^;]+ \(-25\); [^;]+ \(-4\)\.$/,
    );
  });

  it("a fact's other views never move it ahead of another fact: the deployer's concentrated stake after the token's own power", () => {
    expect(
      verdict(
        f("BLACKLIST", "fail", "high"),
        f("OWNER_PRIVILEGES", "fail", "medium"),
        f("TOP_HOLDER_CONCENTRATION", "fail", "high", { top1Pct: 50 }),
        f("TOP10_CONCENTRATION", "fail", "low", { top10Pct: 50 }),
        f("CREATOR_HOLDING", "fail", "high", { holdingPct: 50 }),
      ),
    ).toBe(
      "High risk: the owner can blacklist wallets and a live owner holds privileged functions (-27.5); one wallet holds 50% of supply, the creator holds 50% of supply and the top 10 wallets hold 50% of supply (-32.3).",
    );
  });
});
