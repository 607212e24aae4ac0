import type { RiskLevel } from "@/components/ui/risk";

const COLOUR: Record<RiskLevel, string> = { low: "#3fb950", medium: "#e3b341", high: "#f0883e", critical: "#ff7b72" };

/** The safety score as a half-circle gauge (fixed size, server-rendered SVG; the number is text). */
export function ScoreGauge({ score, level }: { score: number; level: RiskLevel }) {
  const r = 52;
  const len = Math.PI * r;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * len;
  return (
    <div className="gauge" data-testid="score-gauge">
      <svg
        viewBox="0 0 128 74"
        width="148"
        height="86"
        role="img"
        aria-label={`Safety score ${score} of 100, risk ${level}`}
      >
        <path d="M 12 66 A 52 52 0 0 1 116 66" fill="none" stroke="#1c2836" strokeWidth="12" strokeLinecap="round" />
        <path
          d="M 12 66 A 52 52 0 0 1 116 66"
          fill="none"
          stroke={COLOUR[level]}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${len}`}
        />
      </svg>
      <div className="gauge-value">
        <strong data-testid="report-score">{score}</strong>
        <span className="muted small">/ 100 safety</span>
      </div>
    </div>
  );
}
