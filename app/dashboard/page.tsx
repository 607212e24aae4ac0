import { headers } from "next/headers";
import Link from "next/link";
import { PageHead } from "@/components/dashboard/dashboard-shell";
import { TierBadge } from "@/components/dashboard/tier-badge";
import { tierAtLeast } from "@/components/dashboard/tiers";
import { UsageChart } from "@/components/dashboard/usage-chart";
import { ScanBox } from "@/components/report/scan-box";
import { listKeys } from "@/lib/auth/key-console";
import { requirePageAccount } from "@/lib/auth/page-session";
import { usageSummary } from "@/lib/limits/metering";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "Overview · Token Risk API" };

export default async function DashboardPage() {
  const account = await requirePageAccount("/dashboard");
  const runtime = await getRuntime();
  const now = runtime.now();
  const [usage, keys] = await Promise.all([
    usageSummary(runtime.store, account.id, account.tier, now, runtime.config.limits),
    listKeys(runtime.store, account.id),
  ]);
  const pct = usage.limit > 0 ? Math.min(100, (usage.used / usage.limit) * 100) : 0;
  const meterClass = pct >= 90 ? "meter bad" : pct >= 70 ? "meter warn" : "meter";
  const hours = Math.floor(usage.resetsInSeconds / 3600);
  const minutes = Math.floor((usage.resetsInSeconds % 3600) / 60);
  const activeKeys = keys.filter((k) => k.status === "active").length;
  const month = usage.history.reduce((s, d) => s + d.used, 0);
  const pro = tierAtLeast(account.tier, "pro");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  const origin = host ? `${h.get("x-forwarded-proto") ?? "http"}://${host}` : "$BASE_URL";

  return (
    <>
      <PageHead
        title="Overview"
        lede={<>Today&apos;s usage against your quota, and the last 30 days. Quotas reset at 00:00 UTC.</>}
        actions={
          <>
            <Link className="button secondary" href="/dashboard/keys">
              Manage API keys
            </Link>
            {pro ? (
              <Link className="button" href="/dashboard/batch">
                Run a batch
              </Link>
            ) : null}
          </>
        }
      />

      <div className="grid-3" style={{ marginBottom: 18 }}>
        <div className="stat">
          <div className="label">Plan</div>
          <div className="value" style={{ fontSize: 18, paddingTop: 4 }}>
            <TierBadge tier={account.tier} />
          </div>
        </div>
        <div className="stat">
          <div className="label">Scans in the last 30 days</div>
          <div className="value">{month.toLocaleString("en-US")}</div>
        </div>
        <div className="stat">
          <div className="label">Active API keys</div>
          <div className="value">{activeKeys}</div>
        </div>
      </div>

      <section className="card" aria-labelledby="report-h">
        <h2 id="report-h">Token report</h2>
        <p className="muted small">
          {pro
            ? "Opens a live report of any Solana token (uses 1 scan; cached results are labelled)."
            : "Sandbox scenario reports are open to every plan; live reports of any token need Pro."}
        </p>
        <ScanBox id="dash-scan" compact />
      </section>

      <section className="card" aria-labelledby="usage-h">
        <div className="card-head">
          <h2 id="usage-h">Today</h2>
          <span className="muted small">
            Resets in {hours} h {minutes} min (00:00 UTC)
          </span>
        </div>
        <p style={{ fontSize: 15 }}>
          <strong data-testid="usage-used" style={{ fontSize: 28, fontVariantNumeric: "tabular-nums" }}>
            {usage.used.toLocaleString("en-US")}
          </strong>
          <span className="muted">
            {" "}
            of {usage.limit.toLocaleString("en-US")} scans used · {usage.remaining.toLocaleString("en-US")} left
          </span>
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a styled bar with ARIA meter semantics; <meter> cannot be styled across browsers */}
        <div
          className={meterClass}
          role="meter"
          aria-label="Daily quota used"
          aria-valuemin={0}
          aria-valuemax={usage.limit}
          aria-valuenow={usage.used}
          aria-valuetext={`${usage.used} of ${usage.limit} scans used`}
        >
          <span style={{ width: `${pct}%` }} />
        </div>
        <p className="muted small" style={{ marginTop: 10, marginBottom: 0 }}>
          A batch uses one scan per item. Up to {usage.maxBatchItems} items per batch request · {usage.ratePerSecond}{" "}
          requests per second.
        </p>
      </section>

      <section className="card" aria-labelledby="hist-h">
        <div className="card-head">
          <h2 id="hist-h">Last 30 days</h2>
          <span className="muted small">Scans per UTC day</span>
        </div>
        <UsageChart history={usage.history} limit={usage.limit} />
      </section>

      <section className="card" aria-labelledby="start-h">
        <h2 id="start-h">Call the API</h2>
        <p className="muted">
          {activeKeys === 0 ? (
            <>
              You have no active key yet: <Link href="/dashboard/keys">create one</Link>, then:
            </>
          ) : (
            <>With one of your keys:</>
          )}
        </p>
        <pre>
          <code>{`curl -s ${origin}/api/v1/scan \\
  -H 'Authorization: Bearer <API_KEY>' \\
  -H 'Content-Type: application/json' \\
  -d '{"tokenAddress":"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v","chain":"solana"}'`}</code>
        </pre>
        <p className="muted small" style={{ marginBottom: 0 }}>
          Every field and error is in the <a href="/docs">API reference</a>.
        </p>
      </section>
    </>
  );
}
