import { getRuntime } from "@/lib/runtime";
import { COMPONENT_EFFECT, getPublicStatus } from "@/lib/status/public-status";
import { availability30d, type DailyAvailability, lastDays } from "@/lib/status/uptime";
import s from "./status.module.css";

export const dynamic = "force-dynamic";
export const metadata = { title: "Status · Token Risk API" };

const LABELS: Record<string, string> = { store: "Data store", solana_rpc: "Solana RPC", scan_path: "Scan engine" };
const HEADLINE = {
  operational: "All systems operational",
  degraded: "Degraded performance",
  outage: "Major outage",
} as const;

/** "100%", "99.95%", "99.9%": at most two decimals, no trailing zeros. */
function formatPct(v: number): string {
  return `${Number(v.toFixed(2))}%`;
}
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function barState(d: DailyAvailability) {
  if (d.percentage === null) return "none";
  if (d.percentage >= 99.9) return "full";
  return d.percentage >= 99 ? "minor" : "major";
}

/** Server-rendered and readable without JavaScript: hover and focus details are pure CSS. */
export default async function StatusPage() {
  const runtime = await getRuntime();
  const [status, availability] = await Promise.all([
    getPublicStatus(runtime),
    availability30d(runtime).catch(() => null),
  ]);
  const daily: DailyAvailability[] =
    availability?.daily ?? lastDays(runtime.now(), 30).map((day) => ({ day, percentage: null, probes: 0 }));
  return (
    <main className={s.wrap}>
      <h1>Service status</h1>
      <p className={s.banner} role="status" data-testid="overall">
        <span className={`${s.dot} ${s[status.status]}`} aria-hidden="true" />
        {HEADLINE[status.status]}
        {status.status !== "operational" ? (
          <span className="muted" data-testid="affected">
            {": "}
            {status.services
              .filter((v) => v.status !== "up")
              .map((v) => v.label)
              .join(", ")}
          </span>
        ) : null}
      </p>
      <ul className={s.components} aria-label="Services" data-testid="services">
        {status.services.map((v) => (
          <li key={v.name} data-state={v.status}>
            <span>
              <strong>{v.label}</strong>
              {v.effect ? (
                <span className="small muted" style={{ display: "block" }}>
                  {v.effect}
                </span>
              ) : null}
            </span>
            <span className={s.state}>
              {v.status === "up" ? "working" : v.status === "degraded" ? "degraded" : "not working"}
              <span className={`${s.dot} ${s[v.status]}`} aria-hidden="true" />
            </span>
          </li>
        ))}
      </ul>
      <h2 style={{ fontSize: 16 }}>Components</h2>
      <ul className={s.components} aria-label="Components">
        {status.components.map((c) => (
          <li key={c.name}>
            <span>
              {LABELS[c.name] ?? c.name}
              <span className="small muted" style={{ display: "block" }}>
                {COMPONENT_EFFECT[c.name]}
              </span>
              {c.status === "down" ? (
                <span className="small error" style={{ display: "block", overflowWrap: "anywhere" }}>
                  {c.detail}
                </span>
              ) : null}
            </span>
            <span className={s.state}>
              {c.latencyMs !== null ? `${c.latencyMs} ms · ` : ""}
              {c.status}
              <span
                className={`${s.dot} ${s[c.status === "up" ? "up" : c.status === "degraded" ? "degraded" : "down"]}`}
                aria-hidden="true"
              />
            </span>
          </li>
        ))}
      </ul>
      <section className={s.chartCard} aria-labelledby="uptime-h">
        <div className={s.chartHead}>
          <h2 id="uptime-h" style={{ margin: 0, fontSize: 16 }}>
            Uptime, last 30 days
          </h2>
          <span className="muted" data-testid="availability">
            {availability
              ? `${formatPct(availability.percentage)} over ${plural(availability.probes, "probe")}`
              : "No probe history yet"}
          </span>
        </div>
        <ol className={s.bars} aria-label="Daily availability" data-testid="bars">
          {daily.map((d) => {
            const text =
              d.percentage === null
                ? `${d.day}: no data`
                : `${d.day}: ${formatPct(d.percentage)} of ${plural(d.probes, "probe")}`;
            return (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can open the day's tooltip
              <li key={d.day} className={s.bar} data-state={barState(d)} tabIndex={0} aria-label={text}>
                <span className={s.tip}>{text}</span>
              </li>
            );
          })}
        </ol>
        <div className={s.axis} aria-hidden="true">
          <span>30 days ago</span>
          <span>Today</span>
        </div>
        <div className={s.legend}>
          <span className={s.lFull}>≥ 99.9%</span>
          <span className={s.lMinor}>≥ 99%</span>
          <span className={s.lMajor}>&lt; 99%</span>
          <span className={s.lNone}>no data</span>
        </div>
        {!availability ? (
          <p className="muted" style={{ fontSize: 13, marginBottom: 0 }}>
            History is recorded by the uptime cron when a shared key-value store (Redis) is configured.
          </p>
        ) : null}
      </section>
      <p className="muted" style={{ fontSize: 13 }}>
        {status.sla.target} Checked {status.checkedAt.replace("T", " ").slice(0, 19)} UTC · machine-readable:{" "}
        <a href="/api/status/public">/api/status/public</a>
      </p>
    </main>
  );
}
