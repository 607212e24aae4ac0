import type { ReactNode } from "react";
import { IconLock } from "@/components/ui/icons";
import { type LimitSettings, tierLimits } from "@/lib/limits/tiers";
import { TIER_LABEL, type Tier } from "./tiers";

/** Shown instead of a feature the plan does not include: what, why, and what the API answers. */
export function UpgradeNotice({
  feature,
  needs,
  current,
  limits,
  children,
}: {
  feature: string;
  needs: Tier;
  current: Tier;
  /** The server's configured limits (runtime.config.limits). */
  limits: LimitSettings;
  children?: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby="upgrade-h" data-testid="upgrade-notice">
      <div className="card-head">
        <h2 id="upgrade-h" style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <IconLock size={18} /> {feature} needs the {needs === "enterprise" ? "Enterprise" : "Pro or Enterprise"} plan
        </h2>
        <span className="muted small">
          Your plan: <strong>{TIER_LABEL[current]}</strong>
        </span>
      </div>
      {children}
      <PlanComparison current={current} limits={limits} />
      <p className="muted small" style={{ marginTop: 12 }}>
        Plans are changed by your account administrator or the service operator; after an upgrade the locked pages open
        at once, no sign-out needed.
      </p>
    </section>
  );
}

export function PlanComparison({ current, limits: settings }: { current: Tier; limits: LimitSettings }) {
  const tiers: Tier[] = ["free", "pro", "enterprise"];
  const limits = Object.fromEntries(tiers.map((t) => [t, tierLimits(t, settings)])) as Record<
    Tier,
    ReturnType<typeof tierLimits>
  >;
  const yes = (
    <span className="yes" role="img" aria-label="included">
      ✓
    </span>
  );
  const no = (
    <span className="no" role="img" aria-label="not included">
      —
    </span>
  );
  const rows: [string, (t: Tier) => ReactNode][] = [
    ["Scans per day", (t) => limits[t].dailyQuota.toLocaleString("en-US")],
    ["Items per batch request", (t) => limits[t].maxBatchItems],
    ["API keys and usage", () => yes],
    ["Batch console in the dashboard", (t) => (t === "free" ? no : yes)],
    ["Watchlist", (t) => (t === "free" ? no : yes)],
    ["Webhooks (scan.completed, risk.changed)", (t) => (t === "enterprise" ? yes : no)],
  ];
  return (
    <div className="table-wrap">
      <table className="plans">
        <caption className="sr-only">Plans compared</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {tiers.map((t) => (
              <th scope="col" key={t} className={t === current ? "current" : undefined}>
                {TIER_LABEL[t]}
                {t === current ? <span className="muted small"> (yours)</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" style={{ color: "var(--text)", fontWeight: 500 }}>
                {label}
              </th>
              {tiers.map((t) => (
                <td key={t} className={t === current ? "current" : undefined}>
                  {cell(t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
