import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { formatUsd, formatUtc, RiskBadge, shortAddress } from "@/components/ui/risk";
import type { FullScanResponse } from "@/lib/api/schemas";
import { CHAIN_LABELS, type ChainName, explorerUrl } from "@/lib/chains/supported";
import { EvmContractFacts, EvmLiquidityFacts, EvmSimulationFacts } from "./evm-facts";
import { type HolderBar, HoldersChart } from "./holders-chart";
import { ScoreGauge } from "./score-gauge";

type Finding = FullScanResponse["findings"][number] & { penalty?: number };
type Evidence = Finding["evidence"];

const GROUPS = [
  { status: "fail", title: "Failed checks", lede: "Risks found in this token." },
  {
    status: "unknown",
    title: "Could not be checked",
    lede: "Data that could not be read is reported as unknown, never as safe; each unknown costs points.",
  },
  { status: "pass", title: "Passed checks", lede: "Checks this token passed, or that do not apply to it." },
] as const;

const SEVERITY_CLASS: Record<string, string> = {
  critical: "bad",
  high: "high",
  medium: "warn",
  low: "neutral",
  info: "neutral",
};

export function labelKind(label: string | null): HolderBar["kind"] {
  if (!label) return "holder";
  if (label.startsWith("pool:")) return "pool";
  if (label.startsWith("burn:")) return "burn";
  if (label.startsWith("launchpad:")) return "curve";
  return "other";
}

const pct = (v: number | null | undefined, digits = 1) =>
  v === null || v === undefined ? "unknown" : `${v.toFixed(digits)}%`;
const num = (v: number | null | undefined) => (v === null || v === undefined ? "unknown" : v.toLocaleString("en-US"));
function hours(h: number | null | undefined): string {
  if (h === null || h === undefined) return "unknown";
  if (h < 1) return `${Math.round(h * 60)} min`;
  if (h < 48) return `${Math.round(h)} h`;
  return `${Math.round(h / 24)} days`;
}

function EvidenceList({ evidence }: { evidence: Evidence }) {
  const entries = Object.entries(evidence ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className="evidence">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd className="mono">{v === null ? "null" : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Long, reassuring lists (passed checks) fold away; a native <details>, so no JavaScript is needed. */
function Collapsible({ collapsed, count, children }: { collapsed: boolean; count: number; children: ReactNode }) {
  if (!collapsed) return <>{children}</>;
  return (
    <details>
      <summary className="small">Show the {count} passed checks</summary>
      {children}
    </details>
  );
}

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={`${id}-h`} data-testid={`report-${id}`}>
      <div className="card-head">
        <h2 id={`${id}-h`}>{title}</h2>
        {aside ? <span className="muted small">{aside}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** One token's full report, rendered on the server (no JavaScript needed to read it). */
export function TokenReport({
  report,
  scenario,
  actions,
}: {
  report: FullScanResponse;
  scenario: { name: string; description: string } | null;
  actions?: ReactNode;
}) {
  const r = report;
  const penaltyOf = new Map(r.scoreBreakdown.map((b) => [b.findingId, b.penalty]));
  const findings = r.findings as Finding[];
  const costOf = (f: Finding) => f.penalty ?? penaltyOf.get(f.id) ?? 0;
  const chain = r.chain as ChainName;
  const evm = r.evm ?? null;
  const name = r.metadata.name ?? r.trust.name;
  const symbol = r.metadata.symbol ?? r.trust.symbol;
  const bars: HolderBar[] = r.holders.top.slice(0, 20).map((h) => ({
    rank: h.rank,
    label: `#${h.rank} ${h.label ? h.label.replace(/^[a-z]+:/, "") : shortAddress(h.owner ?? h.tokenAccount)}`,
    pct: h.pct,
    kind: labelKind(h.label),
  }));
  return (
    <article className="report" data-testid="token-report">
      <header className="report-head">
        <ScoreGauge score={r.safetyScore} level={r.riskLevel} />
        <div className="report-title">
          <h1 data-testid="report-name">
            {name ?? "Unnamed token"} {symbol ? <span className="muted">({symbol})</span> : null}
          </h1>
          <p className="addr-line">
            <span className="addr" data-testid="report-address">
              {r.tokenAddress}
            </span>{" "}
            <CopyButton value={r.tokenAddress} label="Copy address" className="ghost small" />{" "}
            <a
              className="small"
              href={explorerUrl(chain, "token", r.tokenAddress)}
              target="_blank"
              rel="noopener noreferrer nofollow"
              data-testid="explorer-link"
            >
              View on{" "}
              {chain === "solana"
                ? "Solscan"
                : chain === "ethereum"
                  ? "Etherscan"
                  : chain === "base"
                    ? "BaseScan"
                    : "BscScan"}
            </a>
          </p>
          <p className="report-badges">
            <span className="badge neutral" data-testid="report-chain">
              {CHAIN_LABELS[chain] ?? r.chain}
            </span>
            <span data-testid="report-level">
              Risk <RiskBadge level={r.riskLevel} />
            </span>
            <span className="badge neutral">{r.mode === "sandbox" ? "Sandbox" : "Live"}</span>
            {r.cache.hit ? (
              <span className="badge warn" data-testid="cache-hit">
                Cached result, {Math.round(r.cache.ageMs / 1000)} s old
              </span>
            ) : (
              <span className="badge neutral" data-testid="cache-miss">
                Fresh scan
              </span>
            )}
            {r.trust.status === "listed" ? <span className="badge ok">Listed issuer: {r.trust.issuer}</span> : null}
          </p>
          <p className="verdict" data-testid="report-verdict">
            {r.verdict}
          </p>
          {scenario ? (
            <p className="small muted">
              Sandbox scenario <code>{scenario.name}</code>: {scenario.description} Built-in snapshot, fixed clock;{" "}
              {evm ? "the buy/sell simulation's recorded outcome" : "no sell simulation"}.
            </p>
          ) : null}
          <p className="small muted">
            Scanned {formatUtc(r.scannedAt)} · {evm ? `block ${evm.blockNumber}` : `slot ${r.slot ?? "unknown"}`} ·{" "}
            {r.durationMs} ms · coverage {Math.round(r.coverage.ratio * 100)}% ({r.coverage.checked} checked,{" "}
            {r.coverage.unknown} unknown) · engine {r.engineVersion}
          </p>
          {actions ? <div className="actions">{actions}</div> : null}
        </div>
      </header>

      <Section
        id="findings"
        title="Findings"
        aside={`${findings.filter((f) => f.status === "fail").length} failed · ${findings.filter((f) => f.status === "unknown").length} unknown · ${findings.filter((f) => f.status === "pass" || f.status === "not_applicable").length} passed or n/a`}
      >
        {GROUPS.map((g) => {
          const list = findings.filter((f) =>
            g.status === "pass" ? f.status === "pass" || f.status === "not_applicable" : f.status === g.status,
          );
          if (list.length === 0) return null;
          return (
            <div key={g.status} className={`finding-group group-${g.status}`} data-testid={`findings-${g.status}`}>
              <h3>
                {g.title} <span className="muted">({list.length})</span>
              </h3>
              <p className="small muted">{g.lede}</p>
              <Collapsible collapsed={g.status === "pass"} count={list.length}>
                <ul className="finding-list">
                  {list.map((f) => {
                    const cost = costOf(f);
                    return (
                      <li key={f.id} data-finding={f.id}>
                        <div className="finding-top">
                          <span
                            className={`badge ${f.status === "fail" ? (SEVERITY_CLASS[f.severity] ?? "neutral") : f.status === "unknown" ? "neutral" : "ok"}`}
                          >
                            {f.status === "fail" ? f.severity : f.status === "not_applicable" ? "n/a" : f.status}
                          </span>
                          <strong className="finding-title">{f.title}</strong>
                          <span
                            className={`cost${cost > 0 ? " neg" : ""}`}
                            title="Points this finding costs the safety score"
                          >
                            {cost > 0 ? `−${cost} pts` : "0 pts"}
                          </span>
                        </div>
                        <p className="finding-detail">{f.detail}</p>
                        <details>
                          <summary className="small muted">
                            Evidence · <code>{f.id}</code>
                          </summary>
                          <EvidenceList evidence={f.evidence} />
                        </details>
                      </li>
                    );
                  })}
                </ul>
              </Collapsible>
            </div>
          );
        })}
      </Section>

      <div className="grid-2">
        {evm ? (
          <Section id="contract" title="Contract and owner">
            <EvmContractFacts chain={chain} evm={evm} token={r.token} />
          </Section>
        ) : (
          <Section id="authorities" title="Authorities and program">
            <dl className="detail-grid">
              <div>
                <dt>Program</dt>
                <dd>{r.token.program}</dd>
              </div>
              <div>
                <dt>Decimals</dt>
                <dd>{r.token.decimals}</dd>
              </div>
              <div>
                <dt>Supply (base units)</dt>
                <dd className="mono">{r.token.supply}</dd>
              </div>
              <div>
                <dt>Mint authority</dt>
                <dd className="mono">{r.token.mintAuthority ?? "revoked"}</dd>
              </div>
              <div>
                <dt>Freeze authority</dt>
                <dd className="mono">{r.token.freezeAuthority ?? "revoked"}</dd>
              </div>
              <div>
                <dt>Metadata</dt>
                <dd>
                  {r.metadata.source}
                  {r.metadata.mutable ? " · mutable" : r.metadata.mutable === false ? " · immutable" : ""}
                </dd>
              </div>
            </dl>
            <h3>Token-2022 extensions</h3>
            {r.token.extensions.length === 0 ? (
              <p className="muted small">
                {r.token.program === "token-2022" ? "None." : "Not applicable (SPL Token program)."}
              </p>
            ) : (
              <ul className="ext-list">
                {r.token.extensions.map((e) => (
                  <li key={e.name}>
                    <strong>{e.name}</strong>
                    <EvidenceList evidence={e.fields} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}

        <Section id="simulation" title={evm ? "Buy/sell simulation and market" : "Sell simulation and market"}>
          {evm ? <EvmSimulationFacts evm={evm} /> : null}
          <dl className="detail-grid">
            {evm ? null : (
              <div>
                <dt>Sell simulation</dt>
                <dd data-testid="simulation-status">{r.simulation.status.replace("_", " ")}</dd>
              </div>
            )}
            {evm ? null : (
              <div>
                <dt>Measured tax</dt>
                <dd>{pct(r.simulation.taxPct, 2)}</dd>
              </div>
            )}
            <div>
              <dt>Liquidity</dt>
              <dd>
                {formatUsd(r.liquidity.usd)} <span className="muted small">({r.liquidity.source})</span>
              </dd>
            </div>
            <div>
              <dt>Pair age</dt>
              <dd>{hours(r.market.pairAgeHours)}</dd>
            </div>
            <div>
              <dt>Trades 24 h</dt>
              <dd>
                {num(r.market.buys24h)} buys · {num(r.market.sells24h)} sells
              </dd>
            </div>
            <div>
              <dt>Volume 24 h</dt>
              <dd>{formatUsd(r.market.volume24hUsd)}</dd>
            </div>
            <div>
              <dt>Token age</dt>
              <dd>
                {hours(r.age.ageHours)}
                {r.age.complete ? "" : " (at least)"}
              </dd>
            </div>
            <div>
              <dt>Creator holds</dt>
              <dd>{pct(r.creator.holdingPct)}</dd>
            </div>
          </dl>
          <p className="small muted" style={{ marginBottom: 0 }}>
            {r.simulation.reason}
          </p>
          {r.market.status !== "ok" ? <p className="small muted">Market data: {r.market.reason}</p> : null}
        </Section>
      </div>

      <Section
        id="holders"
        title="Holders"
        aside={
          r.holders.status === "ok"
            ? `top 1 ${pct(r.holders.top1Pct)} · top 10 ${pct(r.holders.top10Pct)} excluding labelled`
            : "unknown"
        }
      >
        {r.holders.status !== "ok" ? (
          <p className="muted">The holder table could not be read, so concentration is unknown (never assumed safe).</p>
        ) : (
          <>
            <dl className="detail-grid">
              <div>
                <dt>Top holder (excl. pools, burn, curve)</dt>
                <dd>{pct(r.holders.top1Pct)}</dd>
              </div>
              <div>
                <dt>Top 10 (excl.)</dt>
                <dd>{pct(r.holders.top10Pct)}</dd>
              </div>
              <div>
                <dt>Top holder (raw)</dt>
                <dd>{pct(r.holders.top1PctRaw)}</dd>
              </div>
              <div>
                <dt>Top 10 (raw)</dt>
                <dd>{pct(r.holders.top10PctRaw)}</dd>
              </div>
              <div>
                <dt>Held by excluded accounts</dt>
                <dd>{pct(r.holders.excludedPct)}</dd>
              </div>
            </dl>
            {bars.length > 0 ? <HoldersChart bars={bars} /> : null}
            <details>
              <summary className="small muted">Holder table ({r.holders.top.length})</summary>
              <div className="table-wrap" style={{ marginTop: 8 }}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col" className="num">
                        #
                      </th>
                      <th scope="col">Owner</th>
                      <th scope="col" className="num">
                        Share
                      </th>
                      <th scope="col">Label</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.holders.top.map((h) => (
                      <tr key={h.tokenAccount}>
                        <td className="num">{h.rank}</td>
                        <td className="addr" title={h.owner ?? h.tokenAccount}>
                          {shortAddress(h.owner ?? h.tokenAccount)}
                        </td>
                        <td className="num">{h.pct.toFixed(2)}%</td>
                        <td>
                          {h.label ? <span className="chip">{h.label}</span> : <span className="muted">—</span>}
                          {h.excluded ? <span className="muted small"> excluded</span> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </Section>

      {evm ? (
        <Section id="lp" title="Liquidity pairs and LP" aside="Uniswap V2-style pairs read on chain">
          <EvmLiquidityFacts chain={chain} evm={evm} />
        </Section>
      ) : null}

      <Section
        id="pools"
        title="Pools"
        aside={`${r.market.pools.length} pool${r.market.pools.length === 1 ? "" : "s"} · ${r.market.source}`}
      >
        {r.market.pools.length === 0 ? (
          <p className="muted">
            {r.market.status === "ok" ? "No trading pool found." : `Pools unknown: ${r.market.reason}`}
          </p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">DEX</th>
                  <th scope="col" className="num">
                    Liquidity
                  </th>
                  <th scope="col">LP</th>
                  <th scope="col" className="num">
                    Trades 24 h
                  </th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {r.market.pools.map((p) => (
                  <tr key={p.pairAddress}>
                    <td>
                      {p.dexId} {p.quoteSymbol ? <span className="muted">/ {p.quoteSymbol}</span> : null}
                      <span className="addr faint" title={p.pairAddress} style={{ display: "block" }}>
                        {shortAddress(p.pairAddress)}
                      </span>
                    </td>
                    <td className="num">{formatUsd(p.liquidityUsd)}</td>
                    <td>
                      {p.lp.status === "ok" ? (
                        <>
                          {pct(p.lp.burnedPct)} burnt · {pct(p.lp.lockedPct)} locked
                        </>
                      ) : (
                        <span className="muted small">{p.lp.status.replace("_", " ")}</span>
                      )}
                    </td>
                    <td className="num">
                      {num(p.buys24h)} / {num(p.sells24h)}
                    </td>
                    <td className="nowrap">{p.pairCreatedAt ? p.pairCreatedAt.slice(0, 10) : "unknown"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="sources" title="Sources">
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Kind</th>
                <th scope="col" className="num">
                  Slot
                </th>
                <th scope="col" className="num">
                  Latency
                </th>
                <th scope="col" className="num">
                  Requests
                </th>
              </tr>
            </thead>
            <tbody>
              {r.sources.map((s) => (
                <tr key={`${s.kind}:${s.name}`}>
                  <td>{s.name}</td>
                  <td>{s.kind}</td>
                  <td className="num">{s.slot ?? "—"}</td>
                  <td className="num">{s.latencyMs} ms</td>
                  <td className="num">{s.requests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="small muted" style={{ marginTop: 8, marginBottom: 0 }}>
          Scan id <code>{r.scanId}</code>
        </p>
      </Section>
    </article>
  );
}
