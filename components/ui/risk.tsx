/** Safety score and risk level, coloured by the engine's bands (>=80 low, >=55 medium, >=30 high, else critical). */
export type RiskLevel = "low" | "medium" | "high" | "critical";

export function bandOf(score: number): RiskLevel {
  return score >= 80 ? "low" : score >= 55 ? "medium" : score >= 30 ? "high" : "critical";
}

/** Coloured by the risk level when known (a critical finding overrides the score band), else by the band. */
export function ScoreBadge({ score, level }: { score: number; level?: RiskLevel }) {
  return (
    <span className={`score risk-${level ?? bandOf(score)}`} title={`Safety score ${score} of 100 (higher is safer)`}>
      {score}
    </span>
  );
}

const RISK_LABEL: Record<RiskLevel, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };

export function RiskBadge({ level }: { level: RiskLevel }) {
  return <span className={`badge risk-${level}`}>{RISK_LABEL[level] ?? level}</span>;
}

/** "MINT_AUTHORITY_ACTIVE" -> "Mint authority active". */
export function humanizeId(id: string): string {
  const s = id.toLowerCase().replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function formatUsd(v: number | null | undefined): string {
  if (v === null || v === undefined) return "unknown";
  return v.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: v >= 100 ? 0 : 2 });
}

export function shortAddress(a: string): string {
  return a.length > 14 ? `${a.slice(0, 6)}…${a.slice(-6)}` : a;
}

export function formatUtc(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}
