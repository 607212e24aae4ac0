import type { Metadata } from "next";
import { TIER_LABEL } from "@/components/dashboard/tiers";
import { PlanUnlocks, SandboxList } from "@/components/report/plan-unlocks";
import { ScanBox } from "@/components/report/scan-box";
import { ScanNow } from "@/components/report/scan-now";
import { TokenReport } from "@/components/report/token-report";
import { CHAIN_LABELS, CHAIN_NAMES, type ChainName, isEvmChain } from "@/lib/chains/supported";
import { loadReport, reportPath, reportPathAddress } from "../load-report";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ address: string }>;
  searchParams: Promise<{ chain?: string | string[] }>;
};

/** The outcome for this request: the address from the path decoded once (load-report.ts), for the page and its metadata alike. */
async function outcomeOf({ params, searchParams }: Props) {
  const [{ address }, query] = await Promise.all([params, searchParams]);
  const chain = Array.isArray(query.chain) ? query.chain[0] : query.chain;
  return loadReport(await reportPathAddress(address), chain ?? null);
}

/** One EVM address can be a token on several EVM chains: links to the same address's report on the others. */
function OtherChains({ chain, address }: { chain: ChainName; address: string }) {
  if (!isEvmChain(chain)) return null;
  const others = CHAIN_NAMES.filter((c) => isEvmChain(c) && c !== chain);
  return (
    <p className="small muted" data-testid="other-chains">
      Same address on{" "}
      {others.map((c, i) => (
        <span key={c}>
          {i > 0 ? " · " : ""}
          <a href={reportPath(c, address)}>{CHAIN_LABELS[c]}</a>
        </span>
      ))}
    </p>
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const o = await outcomeOf(props);
  const r = o.kind === "report" ? o.report : o.kind === "live" ? o.cached : null;
  if (!r)
    return {
      title: "Token report · Token Risk API",
      description:
        "Token risk report (Solana, Ethereum, Base, BNB Chain): score, findings, holders, pools and sell simulation.",
    };
  const who =
    [r.metadata.name ?? r.trust.name, r.metadata.symbol ? `(${r.metadata.symbol})` : null].filter(Boolean).join(" ") ||
    `${r.tokenAddress.slice(0, 6)}…${r.tokenAddress.slice(-4)}`;
  const fails = r.findings.filter((f) => f.status === "fail").map((f) => f.title);
  const title = `${who}: safety ${r.safetyScore}/100, ${r.riskLevel} risk · Token Risk API`;
  const description =
    `${r.verdict}${fails.length ? ` Failed: ${fails.slice(0, 4).join(", ")}${fails.length > 4 ? "…" : ""}.` : ""}`.slice(
      0,
      300,
    );
  return {
    title,
    description,
    openGraph: { title, description, type: "article" },
    twitter: { card: "summary", title, description },
  };
}

export default async function TokenPage(props: Props) {
  const o = await outcomeOf(props);
  if (o.kind === "invalid") {
    return (
      <main>
        <h1>Token report</h1>
        <p className="notice bad" role="alert">
          {o.reason}
        </p>
        <ScanBox />
      </main>
    );
  }
  if (o.kind === "locked") {
    return (
      <main>
        <h1>Token report</h1>
        <p className="addr-line">
          <span className="addr">{o.address}</span> <span className="badge neutral">{CHAIN_LABELS[o.chain]}</span>
        </p>
        <OtherChains chain={o.chain} address={o.address} />
        <div className="notice info" data-testid="report-locked">
          <p>
            {o.why === "unverified" ? (
              <>
                <strong>Confirm your email address first.</strong> Live reports start once you have opened the link we
                mailed you (the dashboard can send a new one).
              </>
            ) : (
              <>
                <strong>Live reports need a Pro or Enterprise plan.</strong>{" "}
                {o.account ? `Your plan is ${TIER_LABEL[o.account.tier]}.` : "You are not signed in."}
              </>
            )}{" "}
            A live report reads the chain now and uses one scan of the daily quota.
          </p>
        </div>
        <PlanUnlocks signedIn={o.account !== null} />
        <h2>Open a sandbox report instead</h2>
        <SandboxList />
      </main>
    );
  }
  if (o.kind === "live") {
    return (
      <main className="report-main">
        <nav className="crumbs small muted" aria-label="Breadcrumb">
          <a href="/token">Token reports</a> / <span>{o.cached?.metadata.symbol ?? "report"}</span>
        </nav>
        <ScanNow chain={o.chain} address={o.address} footer={<OtherChains chain={o.chain} address={o.address} />}>
          {o.cached ? (
            <TokenReport report={o.cached} scenario={null} />
          ) : (
            <>
              <h1>Token report</h1>
              <p className="addr-line">
                <span className="addr">{o.address}</span> <span className="badge neutral">{CHAIN_LABELS[o.chain]}</span>
              </p>
              <div className="notice info" data-testid="report-not-scanned">
                <p>
                  <strong>No recent scan of this token.</strong> Opening this page never uses your quota: “Scan now”
                  reads the chain and uses one scan of your daily quota (failed scans are not charged).
                </p>
                <noscript>
                  <p>Scan now needs JavaScript; or scan with the API (POST /api/v1/scan).</p>
                </noscript>
              </div>
            </>
          )}
        </ScanNow>
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
        actions={<OtherChains chain={r.chain as ChainName} address={r.tokenAddress} />}
      />
    </main>
  );
}
