"use client";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";

export interface HolderBar {
  rank: number;
  label: string;
  pct: number;
  kind: "holder" | "pool" | "burn" | "curve" | "other";
}

const COLOUR: Record<HolderBar["kind"], string> = {
  holder: "#5cc8ff",
  pool: "#3fb950",
  burn: "#8597ab",
  curve: "#d2a8ff",
  other: "#e3b341",
};

/**
 * Top holders as horizontal bars (Recharts), coloured by label: pools, burn addresses and
 * launchpad curves are excluded from concentration. The page renders the same data as a table
 * on the server, so the report reads fully without JavaScript.
 */
export function HoldersChart({ bars }: { bars: HolderBar[] }) {
  const height = Math.max(160, bars.length * 22 + 40);
  return (
    <figure style={{ margin: "0 0 12px" }} aria-label="Top holders, percent of supply" data-testid="holders-chart">
      <BarChart
        responsive
        style={{ width: "100%", height }}
        data={bars}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke="#243244" horizontal={false} />
        <XAxis type="number" unit="%" tick={{ fill: "#8597ab", fontSize: 11 }} stroke="#33465d" domain={[0, "auto"]} />
        <YAxis
          type="category"
          dataKey="label"
          width={110}
          tick={{ fill: "#9fb0c3", fontSize: 11 }}
          stroke="#33465d"
          interval={0}
        />
        <Tooltip
          cursor={{ fill: "rgba(255,255,255,0.04)" }}
          contentStyle={{ background: "#111821", border: "1px solid #33465d", borderRadius: 6, color: "#e6edf3" }}
          formatter={(v) => [`${Number(v).toFixed(2)}% of supply`, "Share"]}
        />
        <Bar dataKey="pct" isAnimationActive={false}>
          {bars.map((b) => (
            <Cell key={b.rank} fill={COLOUR[b.kind]} />
          ))}
        </Bar>
      </BarChart>
      <figcaption className="small muted legend">
        {(Object.keys(COLOUR) as HolderBar["kind"][]).map((k) => (
          <span key={k}>
            <span className="swatch" style={{ background: COLOUR[k] }} />{" "}
            {k === "holder" ? "wallet" : k === "other" ? "other label" : k}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
