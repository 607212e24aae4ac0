/** 30-day usage bars as inline SVG, fixed size (no layout shift), with a table for screen readers. */
export function UsageChart({ history, limit }: { history: { day: string; used: number }[]; limit: number }) {
  const W = 600;
  const H = 180;
  const padL = 36;
  const padB = 22;
  const padT = 8;
  const innerW = W - padL - 8;
  const innerH = H - padB - padT;
  const peak = Math.max(...history.map((d) => d.used), 0);
  const top = niceMax(Math.max(peak, 4));
  const step = innerW / history.length;
  const bw = Math.max(2, step * 0.68);
  const y = (v: number) => padT + innerH - (v / top) * innerH;
  const total = history.reduce((s, d) => s + d.used, 0);
  const ticks = [0, top / 2, top];
  return (
    <figure style={{ margin: 0 }}>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Scans per day, last 30 days</title>
        <desc id="chart-desc">{`${total} scans in total; busiest day ${peak}. Daily quota ${limit}.`}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line className="grid" x1={padL} x2={W - 8} y1={y(t)} y2={y(t)} />
            <text x={padL - 6} y={y(t) + 4} textAnchor="end">{fmt(t)}</text>
          </g>
        ))}
        {history.map((d, i) => {
          const h = Math.max(d.used > 0 ? 2 : 1.5, (d.used / top) * innerH);
          const last = i === history.length - 1;
          return (
            <rect key={d.day} className={`bar${d.used === 0 ? " zero" : ""}${last ? " today" : ""}`} x={padL + i * step + (step - bw) / 2} y={padT + innerH - h} width={bw} height={h} rx={1.5}>
              <title>{`${d.day}: ${d.used} scans`}</title>
            </rect>
          );
        })}
        <text x={padL} y={H - 6}>{history[0]?.day.slice(5)}</text>
        <text x={W - 8} y={H - 6} textAnchor="end">today</text>
      </svg>
      <details style={{ marginTop: 8 }}>
        <summary className="muted small">Show as a table</summary>
        <div className="table-wrap" style={{ marginTop: 8, maxHeight: 260, overflow: "auto" }}>
          <table>
            <thead><tr><th scope="col">Day (UTC)</th><th scope="col" className="num">Scans</th></tr></thead>
            <tbody>
              {[...history].reverse().map((d) => (
                <tr key={d.day}><td>{d.day}</td><td className="num">{d.used}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function niceMax(v: number): number {
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}
function fmt(v: number): string {
  return v >= 1000 ? `${Math.round(v / 100) / 10}k` : String(Math.round(v * 10) / 10);
}
