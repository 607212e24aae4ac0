"use client";
import { type ReactNode, useState } from "react";
import type { FullScanResponse } from "@/lib/api/schemas";
import { TokenReport } from "./token-report";

/**
 * "Scan now (uses 1 scan)" on the token report page. A page GET never scans (issue 24): a live scan
 * is this button's POST to /api/v1/scan with the session cookie, which the API admits like any
 * scan (session gate, same-origin check, per-second limit, daily quota; failed scans refunded).
 * Until a scan runs, `children` (the server-rendered view: the account's cached scan or a notice)
 * is shown; after one, the fresh report replaces it. Needs JavaScript (the API takes JSON).
 */
export function ScanNow({
  chain,
  address,
  children,
  footer,
}: {
  chain: string;
  address: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<FullScanResponse | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function scan() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/v1/scan", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tokenAddress: address, chain }),
      });
      const body = await res.json().catch(() => null);
      // The daily-quota state (RateLimit-Policy `<limit>;w=86400`), when the answer carries it.
      if (/;w=86400$/.test(res.headers.get("ratelimit-policy") ?? ""))
        setLeft(Number(res.headers.get("ratelimit-remaining")));
      if (!res.ok) {
        const charged = body?.reason === "QUOTA_EXCEEDED" ? "Nothing was charged." : "Failed scans are not charged.";
        setError(`${body?.error ?? `The scan failed (${res.status}).`} ${charged}`);
        return;
      }
      setReport(body as FullScanResponse);
    } catch {
      setError("The service did not answer. Try again in a moment.");
    } finally {
      setBusy(false);
    }
  }

  const actions = (
    <>
      <button type="button" className="button small" data-testid="scan-now" onClick={scan} disabled={busy}>
        {busy ? "Scanning…" : "Scan now (uses 1 scan)"}
      </button>
      {left !== null ? (
        <span className="muted small" data-testid="quota-left">
          {left.toLocaleString("en-US")} scans left today
        </span>
      ) : null}
      {footer}
    </>
  );
  return (
    <>
      {error ? (
        <div className="notice bad" role="alert" data-testid="report-failed">
          <p>
            <strong>The scan could not be completed.</strong> {error}
          </p>
        </div>
      ) : null}
      {report ? (
        <TokenReport report={report} scenario={null} actions={actions} />
      ) : (
        <>
          <div className="report-actions">{actions}</div>
          {children}
        </>
      )}
    </>
  );
}
