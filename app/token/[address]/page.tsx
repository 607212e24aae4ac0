import type { Metadata } from "next";
import { PlanUnlocks, SandboxList } from "@/components/report/plan-unlocks";
import { ScanBox } from "@/components/report/scan-box";
import { TokenReport } from "@/components/report/token-report";
import { TIER_LABEL } from "@/components/dashboard/tiers";
import { loadReport } from "../load-report";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ address: string }>; searchParams: Promise<{ rescan?: string }> };

async function outcomeOf({ params, searchParams }: Props) {
  const { address } = await params;
  const fresh = (await searchParams).rescan !== undefined;
  return loadReport(decodeOnce(address).trim(), fresh);
}

/** Page params may arrive percent-encoded; a value that does not decode ("%") is kept as is and fails address validation. */
function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const o = await outcomeOf(props);
  if (o.kind !== "report") return { title: "Token report · Token Risk API", description: "Solana token risk report: score, findings, holders, pools and sell simulation." };
  const r = o.report;
  const who = [r.metadata.name ?? r.trust.name, r.metadata.symbol ? `(${r.metadata.symbol})` : null].filter(Boolean).join(" ") || `${r.tokenAddress.slice(0, 6)}…${r.tokenAddress.slice(-4)}`;
  const fails = r.findings.filter((f) => f.status === "fail").map((f) => f.title);
  const title = `${who}: safety ${r.safetyScore}/100, ${r.riskLevel} risk · Token Risk API`;
  const description = `${r.verdict}${fails.length ? ` Failed: ${fails.slice(0, 4).join(", ")}${fails.length > 4 ? "…" : ""}.` : ""}`.slice(0, 300);
  return { title, description, openGraph: { title, description, type: "article" }, twitter: { card: "summary", title, description } };
}

export default async function TokenPage(props: Props) {
  const o = await outcomeOf(props);
  if (o.kind === "invalid") {
    return (
      <main>
        <h1>Token report</h1>
        <p className="notice bad" role="alert">{o.reason}</p>
        <ScanBox />
      </main>
    );
  }
  if (o.kind === "locked") {
    return (
      <main>
        <h1>Token report</h1>
        <p className="addr-line"><span className="addr">{o.address}</span></p>
        <div className="notice info" data-testid="report-locked">
          <p>
            <strong>Live reports need a Pro or Enterprise plan.</strong>{" "}
            {o.account ? `Your plan is ${TIER_LABEL[o.account.tier]}.` : "You are not signed in."} A live report reads the chain now and uses one scan of the daily quota.
          </p>
        </div>
        <PlanUnlocks signedIn={o.account !== null} />
        <h2>Open a sandbox report instead</h2>
        <SandboxList />
      </main>
    );
  }
  if (o.kind === "failed") {
    const retry = o.reason === "UPSTREAM_UNAVAILABLE";
    return (
      <main>
        <h1>Token report</h1>
        <p className="addr-line"><span className="addr">{o.address}</span></p>
        <div className="notice bad" role="alert" data-testid="report-failed">
          <p><strong>The scan could not be completed.</strong> {o.message}</p>
          <p className="small muted">{o.reason === "QUOTA_EXCEEDED" ? "Nothing was charged." : "Failed scans are not charged."}</p>
        </div>
        {retry || o.reason === "INTERNAL" ? <a className="button" href={`/token/${o.address}?rescan=1`}>Try again</a> : null}
      </main>
    );
  }
  const r = o.report;
  return (
    <main className="report-main">
      <nav className="crumbs small muted" aria-label="Breadcrumb">
        <a href="/token">Token reports</a> / <span>{r.metadata.symbol ?? "report"}</span>
      </nav>
      <TokenReport
        report={r}
        scenario={o.scenario}
        actions={
          <>
            <a className="button secondary small" href={`/token/${r.tokenAddress}?rescan=1`} data-testid="rescan" rel="nofollow">
              {o.scenario ? "Rescan" : "Rescan (uses 1 scan)"}
            </a>
            {o.remaining !== null ? <span className="muted small" data-testid="quota-left">{o.remaining.toLocaleString("en-US")} scans left today</span> : null}
          </>
        }
      />
    </main>
  );
}
