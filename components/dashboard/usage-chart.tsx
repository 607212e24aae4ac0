"use client";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-03" -> "Nov 3" (UTC days, as the quota counts them). */
export function dayLabel(day: string): string {
  const [, m, d] = day.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}`;
}

/**
 * 30-day usage bars (Recharts): dated day ticks, a scan-count axis, the daily quota as a line when
 * it is in range, a tooltip per day, and the same figures as a table for screen readers and
 * readers without JavaScript.
 */
export function UsageChart({ history, limit }: { history: { day: string; used: number }[]; limit: number }) {
  const total = history.reduce((s, d) => s + d.used, 0);
  const peak = Math.max(0, ...history.map((d) => d.used));
  const data = history.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const ticks = data.filter((_, i) => i % 7 === 0 || i === data.length - 1).map((d) => d.label);
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={`Scans per day, last 30 days: ${total} in total; busiest day ${peak}. Daily quota ${limit}.`}
      data-testid="usage-chart"
    >
      <BarChart
        responsive
        style={{ width: "100%", height: 200 }}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke="#243244" vertical={false} />
        <XAxis
          dataKey="label"
          ticks={ticks}
          interval={0}
          tick={{ fill: "#8597ab", fontSize: 11 }}
          stroke="#33465d"
          tickLine={false}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: "#8597ab", fontSize: 11 }}
          stroke="#33465d"
          width={44}
          domain={[0, (max: number) => Math.max(4, max)]}
        />
        {peak >= limit * 0.5 ? (
          <ReferenceLine
            y={limit}
            stroke="#e3b341"
            strokeDasharray="4 4"
            label={{ value: "quota", fill: "#e3b341", fontSize: 11, position: "insideTopRight" }}
          />
        ) : null}
        <Tooltip
          cursor={{ fill: "rgba(255,255,255,0.04)" }}
          contentStyle={{ background: "#111821", border: "1px solid #33465d", borderRadius: 6, color: "#e6edf3" }}
          formatter={(v) => [`${v} scan${Number(v) === 1 ? "" : "s"}`, "Used"]}
        />
        <Bar dataKey="used" isAnimationActive={false} radius={[2, 2, 0, 0]}>
          {data.map((d, i) => (
            <Cell key={d.day} fill={i === data.length - 1 ? "#8ad8ff" : d.used === 0 ? "#33465d" : "#5cc8ff"} />
          ))}
        </Bar>
      </BarChart>
      <details style={{ marginTop: 8 }}>
        <summary className="muted small">Show as a table</summary>
        <div className="table-wrap" style={{ marginTop: 8, maxHeight: 260, overflow: "auto" }}>
          <table>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col" className="num">
                  Scans
                </th>
              </tr>
            </thead>
            <tbody>
              {[...history].reverse().map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td className="num">{d.used}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
