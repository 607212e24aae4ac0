/**
 * The verdict line: the level, then what cost the most points. Failing findings are named by
 * their check's phrase; unknown findings are grouped ("N checks could not be run: ..."). Items
 * are ordered by the points they cost, so the line names the real drivers of the score.
 */
import { type CheckLookup, checkById, verdictPhrase } from "./checks";
import type { Finding, RiskLevel } from "./types";

const LEVEL_WORD: Record<RiskLevel, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const SEV_RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 } as const;
/** Failing findings named at most. */
export const VERDICT_MAX_FAILS = 3;

const pts = (n: number) => `-${Math.round(n * 10) / 10}`;

/** `findings` must carry `penalty` (scoring.ts). */
export function buildVerdict(riskLevel: RiskLevel, findings: Finding[], lookup: CheckLookup = checkById): string {
  const failing = findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === "fail" && f.severity !== "info")
    .sort(
      (a, b) => (b.f.penalty ?? 0) - (a.f.penalty ?? 0) || SEV_RANK[b.f.severity] - SEV_RANK[a.f.severity] || a.i - b.i,
    );
  const items: Array<{ text: string; cost: number; order: number }> = failing
    .slice(0, VERDICT_MAX_FAILS)
    .map(({ f }, k) => ({
      text: `${verdictPhrase(f, lookup)} (${pts(f.penalty ?? 0)})`,
      cost: f.penalty ?? 0,
      order: k,
    }));
  const unknown = findings.filter((f) => f.status === "unknown");
  if (unknown.length > 0) {
    const cost = unknown.reduce((s, f) => s + (f.penalty ?? 0), 0);
    const names = unknown.map((f) => (lookup(f.id)?.title ?? f.id).toLowerCase()).join(", ");
    items.push({
      text: `${unknown.length} check${unknown.length === 1 ? "" : "s"} could not be run: ${names} (${pts(cost)})`,
      cost,
      order: VERDICT_MAX_FAILS,
    });
  }
  items.sort((a, b) => b.cost - a.cost || a.order - b.order);
  let body = items.map((x) => x.text).join("; ");
  if (failing.length > VERDICT_MAX_FAILS) body += `; +${failing.length - VERDICT_MAX_FAILS} more failing`;
  if (failing.length === 0) body = body ? `no failing checks; ${body}` : "no failing checks";
  return `${LEVEL_WORD[riskLevel]} risk: ${body}.`;
}
