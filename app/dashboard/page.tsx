import { DashboardNav, TIER_LABEL } from "@/components/dashboard/dashboard-nav";
import { requirePageAccount } from "@/lib/auth/page-session";
import { usageSummary } from "@/lib/limits/metering";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "Dashboard · Token Risk API" };

export default async function DashboardPage() {
  const account = await requirePageAccount("/dashboard");
  const runtime = await getRuntime();
  const usage = await usageSummary(runtime.store, account.id, account.tier, runtime.now());
  const max = Math.max(1, ...usage.history.map((d) => d.used));
  return (
    <div className="dash">
      <DashboardNav tier={account.tier} current="/dashboard" />
      <main style={{ padding: 0 }}>
        <h1>Overview</h1>
        <p className="muted">{account.email ?? account.id} · plan <strong>{TIER_LABEL[account.tier]}</strong></p>
        <section className="card" aria-labelledby="usage-h">
          <h2 id="usage-h">Today</h2>
          <p><strong data-testid="usage-used">{usage.used}</strong> of {usage.limit.toLocaleString("en-US")} scans used; resets at 00:00 UTC.</p>
          <progress value={usage.used} max={usage.limit} aria-label="Daily quota used" style={{ width: "100%" }} />
          <p className="muted">Batch maximum {usage.maxBatchItems} items · {usage.ratePerSecond} requests per second.</p>
        </section>
        <section className="card" aria-labelledby="hist-h">
          <h2 id="hist-h">Last 30 days</h2>
          <svg role="img" aria-label="Scans per day over the last 30 days" viewBox="0 0 300 60" width="100%" height="80">
            {usage.history.map((d, i) => (
              <rect key={d.day} x={i * 10} y={60 - (d.used / max) * 58} width={8} height={(d.used / max) * 58 || 1} fill="var(--accent)">
                <title>{`${d.day}: ${d.used}`}</title>
              </rect>
            ))}
          </svg>
        </section>
      </main>
    </div>
  );
}
