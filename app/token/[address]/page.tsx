import type { Metadata } from "next";
import { TIER_LABEL } from "@/components/dashboard/tiers";
import { PlanUnlocks, SandboxList } from "@/components/report/plan-unlocks";
import { ScanBox } from "@/components/report/scan-box";
import { TokenReport } from "@/components/report/token-report";
import { CHAIN_LABELS, CHAIN_NAMES, type ChainName, isEvmChain } from "@/lib/chains/supported";
import { loadReport, reportPath } from "../load-report";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ address: string }>;
  searchParams: Promise<{ rescan?: string; chain?: string | string[] }>;
};

async function outcomeOf({ params, searchParams }: Props) {
  const { address } = await params;
  const query = await searchParams;
  const fresh = query.rescan !== undefined;
  const chain = Array.isArray(query.chain) ? query.chain[0] : query.chain;
  return loadReport(decodeOnce(address).trim(), chain ?? null, fresh);
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
  if (o.kind !== "report")
    return {
      title: "Token report · Token Risk API",
      description:
        "Token risk report (Solana, Ethereum, Base, BNB Chain): score, findings, holders, pools and sell simulation.",
    };
  const r = o.report;
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
            <strong>Live reports need a Pro or Enterprise plan.</strong>{" "}
            {o.account ? `Your plan is ${TIER_LABEL[o.account.tier]}.` : "You are not signed in."} A live report reads
            the chain now and uses one scan of the daily quota.
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
        <p className="addr-line">
          <span className="addr">{o.address}</span> <span className="badge neutral">{CHAIN_LABELS[o.chain]}</span>
        </p>
        <OtherChains chain={o.chain} address={o.address} />
        <div className="notice bad" role="alert" data-testid="report-failed">
          <p>
            <strong>The scan could not be completed.</strong> {o.message}
          </p>
          <p className="small muted">
            {o.reason === "QUOTA_EXCEEDED" ? "Nothing was charged." : "Failed scans are not charged."}
          </p>
        </div>
        {retry || o.reason === "INTERNAL" ? (
          <a className="button" href={reportPath(o.chain, o.address, "rescan=1")}>
            Try again
          </a>
        ) : null}
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
            <a
              className="button secondary small"
              href={reportPath(r.chain as ChainName, r.tokenAddress, "rescan=1")}
              data-testid="rescan"
              rel="nofollow"
            >
              {o.scenario ? "Rescan" : "Rescan (uses 1 scan)"}
            </a>
            <OtherChains chain={r.chain as ChainName} address={r.tokenAddress} />
            {o.remaining !== null ? (
              <span className="muted small" data-testid="quota-left">
                {o.remaining.toLocaleString("en-US")} scans left today
              </span>
            ) : null}
          </>
        }
      />
    </main>
  );
}
