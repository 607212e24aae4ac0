"use client";
import { type Dispatch, Fragment, type RefObject, type SetStateAction, useMemo, useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { IconDownload } from "@/components/ui/icons";
import { formatUsd, formatUtc, humanizeId, RiskBadge, ScoreBadge, shortAddress } from "@/components/ui/risk";
import { api, messageOf } from "./api";
import { download, fileStem, type ResultRow, toCsv, toJson } from "./batch-lib";
import { chainLabel, reportHref } from "./chains";

type SortKey = "index" | "token" | "score" | "risk" | "flags" | "liquidity";
const RISK_ORDER = { low: 0, medium: 1, high: 2, critical: 3 } as const;

function sortValue(r: ResultRow, key: SortKey): number | string {
  switch (key) {
    case "index":
      return r.index;
    case "token":
      return (r.name ?? r.symbol ?? r.tokenAddress).toLowerCase();
    case "score":
      return r.result?.safety_score ?? -1;
    case "risk":
      return r.result ? RISK_ORDER[r.result.risk_level] : -1;
    case "flags":
      return r.result?.flags.length ?? -1;
    case "liquidity":
      return r.result?.liquidity_usd ?? -1;
  }
}

export function BatchResults({
  rows,
  setRows,
  running,
  clientRef,
  chunkSize,
  startedAt,
  headingRef,
  onRequeue,
  onScanUsed,
}: {
  rows: ResultRow[];
  setRows: Dispatch<SetStateAction<ResultRow[]>>;
  running: boolean;
  clientRef: string | null;
  chunkSize: number;
  startedAt: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRequeue: () => void;
  onScanUsed: () => void;
}) {
  const [sort, setSort] = useState<{ key: SortKey; dir: "asc" | "desc" }>({ key: "index", dir: "asc" });
  const [query, setQuery] = useState("");
  const [risk, setRisk] = useState("all");
  const [flag, setFlag] = useState("all");
  const [open, setOpen] = useState<number | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [detailError, setDetailError] = useState<{ index: number; message: string } | null>(null);

  const allFlags = useMemo(() => [...new Set(rows.flatMap((r) => r.result?.flags ?? []))].sort(), [rows]);
  // Finding titles as the stream reported them (fallback: the id made readable).
  const titleOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const r of rows) for (const [id, t] of Object.entries(r.titles ?? {})) map.set(id, t);
    return (id: string) => map.get(id) ?? humanizeId(id);
  }, [rows]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    const out = rows.filter((r) => {
      if (risk === "errors" && r.status === "ok") return false;
      if (risk !== "all" && risk !== "errors" && r.result?.risk_level !== risk) return false;
      if (flag !== "all" && !(r.result?.flags ?? []).includes(flag)) return false;
      if (q) {
        const hay = [
          r.tokenAddress,
          r.name,
          r.symbol,
          ...(r.result?.flags ?? []),
          ...(r.result?.flags ?? []).map((f) => r.titles?.[f] ?? ""),
          r.error?.reason,
        ]
          .filter(Boolean)
          .join(" ")
          .toLowerCase();
        if (!hay.includes(q)) return false;
      }
      return true;
    });
    const dir = sort.dir === "asc" ? 1 : -1;
    return out.sort((a, b) => {
      const va = sortValue(a, sort.key);
      const vb = sortValue(b, sort.key);
      return (va < vb ? -1 : va > vb ? 1 : a.index - b.index) * dir;
    });
  }, [rows, query, risk, flag, sort]);

  if (rows.length === 0) {
    return (
      <section className="card" aria-labelledby="results-h">
        <h2 id="results-h" ref={headingRef} tabIndex={-1}>
          Results
        </h2>
        <div className="empty">
          <strong>No results yet</strong>
          Results appear here item by item as the batch runs. You can sort, filter and export them as CSV or JSON.
        </div>
      </section>
    );
  }

  const ok = rows.filter((r) => r.status === "ok").length;
  const failed = rows.filter((r) => r.status === "error").length;
  const notRun = rows.filter((r) => r.status === "not_run").length;

  function toggleSort(key: SortKey) {
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === "asc" ? "desc" : "asc" }
        : { key, dir: key === "score" || key === "index" || key === "token" ? "asc" : "desc" },
    );
  }

  async function loadFull(row: ResultRow) {
    setLoading(row.index);
    setDetailError(null);
    try {
      const full = await api("POST /api/v1/scan", {
        body: { tokenAddress: row.tokenAddress, chain: row.chain },
        failure: "The scan failed",
      });
      onScanUsed();
      setRows((all) =>
        all.map((r) =>
          r.index === row.index
            ? { ...r, full, name: full.metadata?.name ?? null, symbol: full.metadata?.symbol ?? null }
            : r,
        ),
      );
    } catch (err) {
      setDetailError({ index: row.index, message: messageOf(err) });
    } finally {
      setLoading(null);
    }
  }

  const header = (key: SortKey, label: string, className?: string) => (
    <th
      scope="col"
      className={className}
      aria-sort={sort.key === key ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <button type="button" className="sort" onClick={() => toggleSort(key)} data-testid={`sort-${key}`}>
        {label}
        <span className="arrow" aria-hidden="true">
          {sort.key === key ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );

  return (
    <section className="card" aria-labelledby="results-h" data-testid="results">
      <div className="card-head">
        <h2 id="results-h" ref={headingRef} tabIndex={-1}>
          Results
        </h2>
        <span className="muted small" data-testid="results-summary">
          {ok} scanned{failed ? ` · ${failed} failed` : ""}
          {notRun ? ` · ${notRun} not run` : ""}
          {clientRef ? (
            <>
              {" "}
              · ref <code>{clientRef}</code>
            </>
          ) : null}
        </span>
      </div>

      <div className="toolbar">
        <div className="field">
          <label htmlFor="res-filter" className="small">
            Search
          </label>
          <input
            id="res-filter"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Address, name or flag"
            style={{ width: 220 }}
          />
        </div>
        <div className="field">
          <label htmlFor="res-risk" className="small">
            Risk level
          </label>
          <select id="res-risk" value={risk} onChange={(e) => setRisk(e.target.value)}>
            <option value="all">All</option>
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
            <option value="critical">Critical</option>
            <option value="errors">Failed or not run</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="res-flag" className="small">
            Flag
          </label>
          <select id="res-flag" value={flag} onChange={(e) => setFlag(e.target.value)}>
            <option value="all">Any</option>
            {allFlags.map((f) => (
              <option key={f} value={f}>
                {titleOf(f)}
              </option>
            ))}
          </select>
        </div>
        <span className="spacer" />
        <div className="actions">
          {failed + notRun > 0 && !running ? (
            <button type="button" className="secondary" onClick={onRequeue}>
              Put {failed + notRun} unscanned back
            </button>
          ) : null}
          <button
            type="button"
            className="secondary"
            disabled={running}
            onClick={() => download(`${fileStem(clientRef)}.csv`, toCsv(rows, clientRef), "text/csv;charset=utf-8")}
            data-testid="export-csv"
          >
            <IconDownload /> Export CSV
          </button>
          <button
            type="button"
            className="secondary"
            disabled={running}
            onClick={() =>
              download(
                `${fileStem(clientRef)}.json`,
                toJson(rows, { clientRef, chunkSize, startedAt }),
                "application/json",
              )
            }
            data-testid="export-json"
          >
            <IconDownload /> Export JSON
          </button>
        </div>
      </div>
      <p
        className="small muted"
        role="status"
        aria-live="polite"
        style={{ margin: "0 0 8px" }}
        data-testid="visible-count"
      >
        Showing {visible.length} of {rows.length}. Exports include all {rows.length} rows.
      </p>

      <div className="table-wrap">
        <table aria-labelledby="results-h" data-testid="results-table">
          <thead>
            <tr>
              {header("index", "#", "num")}
              {header("token", "Token")}
              {header("score", "Safety", "num")}
              {header("risk", "Risk")}
              {header("flags", "Flags")}
              {header("liquidity", "Liquidity", "num")}
              <th scope="col">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => {
              const isOpen = open === r.index;
              const detailId = `detail-${r.index}`;
              return (
                <Fragment key={r.index}>
                  <tr data-testid="result-row" data-token={r.tokenAddress} data-status={r.status}>
                    <td className="num muted">{r.index + 1}</td>
                    <td>
                      {r.name || r.symbol ? (
                        <span className="token-name">
                          {r.name ?? ""} {r.symbol ? <span className="muted">({r.symbol})</span> : null}
                        </span>
                      ) : null}
                      {r.chain !== "solana" ? (
                        <span className="badge neutral" data-testid="row-chain">
                          {chainLabel(r.chain)}
                        </span>
                      ) : null}{" "}
                      <a
                        className="addr"
                        title={r.tokenAddress}
                        href={reportHref(r.chain, r.tokenAddress)}
                        data-testid="report-link"
                      >
                        {shortAddress(r.tokenAddress)}
                      </a>
                    </td>
                    <td className="num">
                      {r.result ? (
                        <ScoreBadge score={r.result.safety_score} level={r.result.risk_level} />
                      ) : (
                        <span className="muted">—</span>
                      )}
                    </td>
                    <td>
                      {r.result ? (
                        <RiskBadge level={r.result.risk_level} />
                      ) : r.status === "not_run" ? (
                        <span className="badge neutral">Not run</span>
                      ) : (
                        <span className="badge bad" title={r.error?.error}>
                          Failed
                        </span>
                      )}
                    </td>
                    <td style={{ maxWidth: 360 }}>
                      {r.result ? (
                        r.result.flags.length ? (
                          r.result.flags.map((f) => (
                            <span key={f} className="chip flag" title={f} data-flag={f}>
                              {titleOf(f)}
                            </span>
                          ))
                        ) : (
                          <span className="muted">none</span>
                        )
                      ) : r.error ? (
                        <span className="small error">{r.error.error}</span>
                      ) : (
                        <span className="muted small">{r.status === "not_run" ? "Waiting or not sent" : ""}</span>
                      )}
                    </td>
                    <td className="num nowrap">{r.result ? formatUsd(r.result.liquidity_usd) : "—"}</td>
                    <td>
                      <button
                        type="button"
                        className="ghost small"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? detailId : undefined}
                        onClick={() => setOpen(isOpen ? null : r.index)}
                        aria-label={`${isOpen ? "Hide" : "Show"} details for ${r.name ?? r.tokenAddress}`}
                      >
                        {isOpen ? "Hide" : "Details"}
                      </button>
                    </td>
                  </tr>
                  {isOpen ? (
                    <tr className="detail-row" id={detailId}>
                      <td colSpan={7}>
                        <Detail
                          row={r}
                          loading={loading === r.index}
                          error={detailError?.index === r.index ? detailError.message : null}
                          onLoad={() => loadFull(r)}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
            {visible.length === 0 ? (
              <tr>
                <td colSpan={7} className="empty">
                  <strong>No row matches</strong>
                  Clear the search or filters to see all {rows.length} results.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Detail({
  row,
  loading,
  error,
  onLoad,
}: {
  row: ResultRow;
  loading: boolean;
  error: string | null;
  onLoad: () => void;
}) {
  const p = row.result;
  const f = row.full;
  return (
    <div data-testid="row-detail">
      <div className="actions" style={{ marginBottom: 12 }}>
        <span className="addr" style={{ wordBreak: "break-all" }}>
          {row.tokenAddress}
        </span>
        <CopyButton value={row.tokenAddress} label="Copy address" className="secondary small" />
        <a className="button secondary small" href={reportHref(row.chain, row.tokenAddress)}>
          Open report
        </a>
      </div>
      {p ? (
        <dl className="detail-grid">
          <div>
            <dt>Safety score</dt>
            <dd>{p.safety_score} / 100</dd>
          </div>
          <div>
            <dt>Risk level</dt>
            <dd>{p.risk_level}</dd>
          </div>
          <div>
            <dt>Top holder</dt>
            <dd>{p.top_holder_pct === null ? "unknown" : `${p.top_holder_pct.toFixed(1)}%`}</dd>
          </div>
          <div>
            <dt>Liquidity</dt>
            <dd>{formatUsd(p.liquidity_usd)}</dd>
          </div>
          <div>
            <dt>Scanned</dt>
            <dd>{formatUtc(p.scanned_at)}</dd>
          </div>
          <div>
            <dt>Scan id</dt>
            <dd className="mono">{p.scan_id}</dd>
          </div>
          <div>
            <dt>Failed checks</dt>
            <dd>{p.flags.length ? p.flags.map((f) => row.titles?.[f] ?? humanizeId(f)).join(", ") : "none"}</dd>
          </div>
          <div>
            <dt>Could not be read</dt>
            <dd>{p.unknown.length ? p.unknown.map((f) => row.titles?.[f] ?? humanizeId(f)).join(", ") : "none"}</dd>
          </div>
        </dl>
      ) : (
        <p className="error">{row.error ? `${row.error.reason}: ${row.error.error}` : "This token was not scanned."}</p>
      )}
      {f ? (
        <div data-testid="full-report">
          <h3 style={{ marginTop: 4 }}>
            {f.metadata?.name ?? "Unnamed token"}{" "}
            {f.metadata?.symbol ? <span className="muted">({f.metadata.symbol})</span> : null}
          </h3>
          <p>{f.verdict}</p>
          <dl className="detail-grid">
            <div>
              <dt>Program</dt>
              <dd>{f.token?.program}</dd>
            </div>
            <div>
              <dt>Mint authority</dt>
              <dd className="mono">{f.token?.mintAuthority ?? "none"}</dd>
            </div>
            <div>
              <dt>Freeze authority</dt>
              <dd className="mono">{f.token?.freezeAuthority ?? "none"}</dd>
            </div>
            <div>
              <dt>Metadata</dt>
              <dd>
                {f.metadata?.source}
                {f.metadata?.mutable ? " · mutable" : f.metadata?.mutable === false ? " · immutable" : ""}
              </dd>
            </div>
            <div>
              <dt>Top 10 holders</dt>
              <dd>
                {f.holders?.top10Pct === null || f.holders?.top10Pct === undefined
                  ? "unknown"
                  : `${f.holders.top10Pct.toFixed(1)}%`}
              </dd>
            </div>
          </dl>
          <ul className="findings">
            {f.findings
              .filter((x) => x.status === "fail" || x.status === "unknown")
              .map((x) => (
                <li key={x.id}>
                  <span>
                    <span
                      className={`badge ${x.status === "unknown" ? "neutral" : x.severity === "critical" ? "bad" : x.severity === "high" ? "high" : x.severity === "medium" ? "warn" : "neutral"}`}
                    >
                      {x.status === "unknown" ? "unknown" : x.severity}
                    </span>
                  </span>
                  <span>
                    <strong>{x.title}</strong> <span className="muted">· {x.detail}</span>
                  </span>
                </li>
              ))}
          </ul>
        </div>
      ) : p ? (
        <div className="notice info small" style={{ margin: 0 }}>
          <p>
            The batch result has the score and flags. The full report adds the token name and symbol, authorities,
            holders and every finding.
          </p>
          <div className="actions">
            <button type="button" className="small" onClick={onLoad} disabled={loading} data-testid="load-full">
              {loading ? "Loading…" : "Load full report (uses 1 scan)"}
            </button>
            <span className="muted">Counts against your daily quota, like any scan.</span>
          </div>
          {error ? (
            <p role="alert" className="error" style={{ marginTop: 8 }}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
