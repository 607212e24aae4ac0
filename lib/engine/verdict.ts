/**
 * The verdict line: the level, then what cost the most points. Failing findings are named by
 * their check's phrase; the failing findings of one correlated group (lib/engine/scoring.ts: one
 * fact seen by several checks, restShare < 1) make one item, their phrases joined and their costs summed, ranked by
 * its costliest finding; unknown findings are grouped ("N checks could not be run: ...", ranked by
 * their total). Items are ordered by those points, so the line names the real drivers of the score.
 */
import { type CheckLookup, checkById, verdictPhrase } from "./checks";
import { checkGroup, SCORING_TABLE, type ScoringGroupId } from "./scoring";
import type { Finding, RiskLevel } from "./types";

const LEVEL_WORD: Record<RiskLevel, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const SEV_RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 } as const;
/** Failing items (a finding, or the failing findings of one group) named at most. */
export const VERDICT_MAX_FAILS = 3;

const pts = (n: number) => `-${Math.round(n * 10) / 10}`;
/** "a", "a and b", "a, b and c" */
const clauses = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);

type Ranked = { f: Finding; i: number };
const byCost = (a: Ranked, b: Ranked) =>
  (b.f.penalty ?? 0) - (a.f.penalty ?? 0) || SEV_RANK[b.f.severity] - SEV_RANK[a.f.severity] || a.i - b.i;

/** `findings` must carry `penalty` (scoring.ts). */
export function buildVerdict(
  riskLevel: RiskLevel,
  findings: Finding[],
  lookup: CheckLookup = checkById,
  groupOf: (id: string) => ScoringGroupId | undefined = checkGroup,
): string {
  const failing = findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === "fail" && f.severity !== "info")
    .sort(byCost);
  // One item per correlated group (one fact, one clause), one per other finding (a group whose failing findings are
  // separate measurements, restShare 1, names each apart).
  const groups = new Map<string, Ranked[]>();
  for (const x of failing) {
    const g = groupOf(x.f.id);
    const key = g && SCORING_TABLE.groups[g].restShare < 1 ? g : `#${x.i}`;
    groups.set(key, [...(groups.get(key) ?? []), x]);
  }
  const cost = (xs: Ranked[]) => xs.reduce((s, x) => s + (x.f.penalty ?? 0), 0);
  // Ranked by each item's costliest finding (the fact itself), then severity and report order, exactly as single
  // findings always were: the small share the other views of a fact add never moves it ahead of another fact.
  const failItems = [...groups.values()].sort((a, b) => byCost(a[0], b[0]));
  const items: Array<{ text: string; rank: number; order: number }> = failItems
    .slice(0, VERDICT_MAX_FAILS)
    .map((xs, k) => ({
      text: `${clauses(xs.map(({ f }) => verdictPhrase(f, lookup)))} (${pts(cost(xs))})`,
      rank: xs[0].f.penalty ?? 0,
      order: k,
    }));
  const unknown = findings.filter((f) => f.status === "unknown");
  if (unknown.length > 0) {
    const cost = unknown.reduce((s, f) => s + (f.penalty ?? 0), 0);
    const names = unknown.map((f) => (lookup(f.id)?.title ?? f.id).toLowerCase()).join(", ");
    items.push({
      text: `${unknown.length} check${unknown.length === 1 ? "" : "s"} could not be run: ${names} (${pts(cost)})`,
      rank: cost,
      order: VERDICT_MAX_FAILS,
    });
  }
  items.sort((a, b) => b.rank - a.rank || a.order - b.order);
  let body = items.map((x) => x.text).join("; ");
  const unnamed = failItems.slice(VERDICT_MAX_FAILS).reduce((n, xs) => n + xs.length, 0);
  if (unnamed > 0) body += `; +${unnamed} more failing`;
  if (failing.length === 0) body = body ? `no failing checks; ${body}` : "no failing checks";
  return `${LEVEL_WORD[riskLevel]} risk: ${body}.`;
}
