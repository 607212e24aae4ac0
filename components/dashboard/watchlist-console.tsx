"use client";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { formatUtc, RiskBadge, ScoreBadge, shortAddress } from "@/components/ui/risk";
import type { WatchEntryView } from "@/lib/api/routes/watchlist";
import { api, messageOf, useAction, useApi } from "./api";
import { ChainSelect } from "./chain-select";
import { type ChainValue, chainLabel, checkTokenAddress, reportHref } from "./chains";
import { LoadedRows } from "./loaded-rows";

/** Shape of GET /api/dashboard/watchlist entries (lib/api/routes/watchlist.ts); type-only import. */
export type WatchEntry = WatchEntryView;

function until(iso: string): string {
  const s = (new Date(iso).getTime() - Date.now()) / 1000;
  if (s <= 60) return "within a minute";
  if (s < 5400) return `in ${Math.round(s / 60)} min`;
  if (s < 129600) return `in ${Math.round(s / 3600)} h`;
  return `in ${Math.round(s / 86400)} days`;
}

/** An entry under the API: the address, with its chain (one EVM address may be watched on several chains). */
const entryOf = (e: WatchEntry) => ({ params: { tokenAddress: e.tokenAddress }, query: { chain: e.chain } });
const sameEntry = (a: WatchEntry, b: WatchEntry) => a.tokenAddress === b.tokenAddress && a.chain === b.chain;
const rowKey = (e: WatchEntry) => `${e.chain}:${e.tokenAddress}`;

function ago(iso: string | null): string {
  if (!iso) return "";
  const s = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 90) return "just now";
  if (s < 5400) return `${Math.round(s / 60)} min ago`;
  if (s < 129600) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

export function WatchlistConsole({ webhooks }: { webhooks: boolean }) {
  const watchlist = useApi("GET /api/dashboard/watchlist", {
    empty: { entries: [], cap: 0 },
    failure: "Could not load the watchlist",
    statusMessages: { 404: "The watchlist service is not available on this server yet." },
  });
  const { reload: load, error: loadError } = watchlist;
  const entries = watchlist.data?.entries ?? null;
  const cap = watchlist.data && !loadError ? watchlist.data.cap : null;
  const setEntries = (update: (all: WatchEntry[]) => WatchEntry[]) =>
    watchlist.setData((d) => (d ? { ...d, entries: update(d.entries) } : d));
  const [address, setAddress] = useState("");
  const [chain, setChain] = useState<ChainValue>("solana");
  const [touched, setTouched] = useState(false);
  const { busy, error, setError, run } = useAction();
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WatchEntry | null>(null);
  const [scanning, setScanning] = useState<string | null>(null);
  const [rowMessage, setRowMessage] = useState<{ token: string; text: string; bad: boolean } | null>(null);

  async function scanNow(e: WatchEntry) {
    setScanning(rowKey(e));
    setRowMessage(null);
    try {
      const { entry } = await api("POST /api/dashboard/watchlist/{tokenAddress}/scan", {
        ...entryOf(e),
        failure: "Scan now failed",
      });
      setEntries((all) => all.map((x) => (sameEntry(x, entry) ? entry : x)));
      setRowMessage({
        token: rowKey(e),
        text:
          entry.lastAttempt?.outcome === "failed" ? "Rescan failed; see the reason in the row." : "Rescanned just now.",
        bad: entry.lastAttempt?.outcome === "failed",
      });
    } catch (err) {
      setRowMessage({ token: rowKey(e), text: messageOf(err), bad: true });
    } finally {
      setScanning(null);
    }
  }

  const check = address.trim() ? checkTokenAddress(chain, address) : null;
  const invalid = touched && check !== null && !check.ok;

  async function add(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setError(null);
    setMessage(null);
    const token = address.trim();
    const c = checkTokenAddress(chain, token);
    if (!c.ok) return setError(`Not a ${chainLabel(chain)} address: ${c.reason}.`);
    if (entries?.some((x) => x.chain === chain && x.tokenAddress.toLowerCase() === token.toLowerCase()))
      return setError("This token is already on your watchlist.");
    await run(async () => {
      await api("POST /api/dashboard/watchlist", {
        body: { tokenAddress: token, chain },
        failure: "Could not add the token",
      });
      setAddress("");
      setTouched(false);
      setMessage(`Added ${shortAddress(token)}. It is re-scanned on the watchlist schedule.`);
      await load();
    });
  }

  async function remove() {
    if (!removing) return;
    const entry = removing;
    await run(async () => {
      // 404: already gone.
      await api("DELETE /api/dashboard/watchlist/{tokenAddress}", {
        ...entryOf(entry),
        failure: "Could not remove the token",
        okStatuses: [404],
      });
      setMessage(`Removed ${shortAddress(entry.tokenAddress)} from the watchlist.`);
      await load();
    });
    setRemoving(null);
  }

  return (
    <>
      <section className="card" aria-labelledby="add-h">
        <h2 id="add-h">Watch a token</h2>
        <form onSubmit={add} className="field-row" noValidate>
          <div className="field" style={{ flex: "1 1 420px", margin: 0 }}>
            <label htmlFor="watch-address">Token address</label>
            <input
              id="watch-address"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onBlur={() => setTouched(true)}
              spellCheck={false}
              autoComplete="off"
              className="mono"
              placeholder="EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
              aria-invalid={invalid || undefined}
              aria-describedby="watch-hint"
            />
            <span id="watch-hint" className={invalid ? "hint error" : "hint"}>
              {invalid && check && !check.ok
                ? `Not a ${chainLabel(chain)} address: ${check.reason}.`
                : "We re-scan watched tokens and record when the score or risk level changes."}
            </span>
          </div>
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor="watch-chain">Chain</label>
            <ChainSelect id="watch-chain" value={chain} onChange={setChain} />
          </div>
          <div style={{ paddingBottom: 26 }}>
            <button type="submit" disabled={busy || (cap !== null && entries !== null && entries.length >= cap)}>
              Add to watchlist
            </button>
          </div>
        </form>
        <div aria-live="polite">
          {error ? (
            <p role="alert" className="error" style={{ margin: 0 }}>
              {error}
            </p>
          ) : null}
          {message ? (
            <p className="notice ok small" style={{ margin: 0 }}>
              {message}
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="list-h">
        <div className="card-head">
          <h2 id="list-h">Watched tokens</h2>
          <span className="muted small">
            {cap !== null && entries ? `${entries.length} of ${cap} · ` : ""}
            {webhooks
              ? "Changes also fire the risk.changed webhook."
              : "Enterprise plans can receive changes as risk.changed webhooks."}{" "}
            “Scan now” uses no quota (once a minute per token).
          </span>
        </div>
        {loadError ? (
          <p className="notice bad" role="alert">
            {loadError}
          </p>
        ) : null}
        <div className="table-wrap">
          <table aria-labelledby="list-h" data-testid="watchlist-table">
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col" className="num">
                  Safety
                </th>
                <th scope="col">Risk</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Next run</th>
                <th scope="col">Last change</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody aria-busy={entries === null}>
              <LoadedRows
                rows={entries}
                columns={7}
                empty={
                  <>
                    <strong>Nothing watched yet</strong>
                    Add a token above to track its safety score over time.
                  </>
                }
              >
                {(e) => {
                  const recent = e.lastChangeAt && Date.now() - new Date(e.lastChangeAt).getTime() < 7 * 86_400_000;
                  return (
                    <tr key={rowKey(e)} data-testid="watch-row">
                      <td>
                        <span className="actions" style={{ gap: 6 }}>
                          <span className="badge neutral" data-testid="watch-chain">
                            {chainLabel(e.chain)}
                          </span>
                          <a className="addr" title={e.tokenAddress} href={reportHref(e.chain, e.tokenAddress)}>
                            {shortAddress(e.tokenAddress)}
                          </a>
                          <CopyButton value={e.tokenAddress} label="Copy" className="ghost small" />
                        </span>
                      </td>
                      <td className="num">
                        {e.lastResult ? (
                          <ScoreBadge score={e.lastResult.safetyScore} level={e.lastResult.riskLevel} />
                        ) : (
                          <span className="muted">—</span>
                        )}
                      </td>
                      <td>
                        {e.lastResult ? (
                          <RiskBadge level={e.lastResult.riskLevel} />
                        ) : (
                          <span className="badge neutral">
                            {e.lastAttempt ? "No result yet" : "Pending first scan"}
                          </span>
                        )}
                      </td>
                      <td data-testid="watch-attempt" style={{ minWidth: 160 }}>
                        {e.lastAttempt ? (
                          <>
                            <span
                              className={`badge ${e.lastAttempt.outcome === "ok" ? "ok" : "bad"}`}
                              data-outcome={e.lastAttempt.outcome}
                            >
                              {e.lastAttempt.outcome === "ok" ? "OK" : "Failed"}
                            </span>{" "}
                            <span className="small muted" title={formatUtc(e.lastAttempt.at)}>
                              {ago(e.lastAttempt.at)}
                            </span>
                            {e.lastAttempt.reason ? (
                              <span className="small error" style={{ display: "block", overflowWrap: "anywhere" }}>
                                {e.lastAttempt.reason}
                              </span>
                            ) : null}
                          </>
                        ) : (
                          <span className="muted small">not attempted yet</span>
                        )}
                        {e.lastResult && e.lastAttempt?.outcome === "failed" ? (
                          <span className="small muted" style={{ display: "block" }}>
                            Last result from {formatUtc(e.lastResult.scannedAt)}
                          </span>
                        ) : null}
                        {rowMessage?.token === rowKey(e) ? (
                          <span
                            role="status"
                            className={`small ${rowMessage.bad ? "error" : "muted"}`}
                            style={{ display: "block" }}
                          >
                            {rowMessage.text}
                          </span>
                        ) : null}
                      </td>
                      <td className="nowrap small">
                        {e.lastAttempt ? (
                          <span title={formatUtc(e.lastAttempt.nextRunAt)}>{until(e.lastAttempt.nextRunAt)}</span>
                        ) : (
                          <span className="muted">next cron run</span>
                        )}
                      </td>
                      <td className="nowrap">
                        {e.lastChangeAt ? (
                          <span className={recent ? "badge warn" : "muted"} title={formatUtc(e.lastChangeAt)}>
                            {recent ? "Changed " : ""}
                            {ago(e.lastChangeAt)}
                          </span>
                        ) : (
                          <span className="muted">no change</span>
                        )}
                      </td>
                      <td>
                        <span className="actions" style={{ flexWrap: "nowrap" }}>
                          <button
                            type="button"
                            className="secondary small"
                            onClick={() => scanNow(e)}
                            disabled={scanning !== null}
                            aria-label={`Scan ${e.tokenAddress} now`}
                          >
                            {scanning === rowKey(e) ? "Scanning…" : "Scan now"}
                          </button>
                          <button
                            type="button"
                            className="danger small"
                            onClick={() => setRemoving(e)}
                            aria-label={`Remove ${e.tokenAddress} from the watchlist`}
                          >
                            Remove
                          </button>
                        </span>
                      </td>
                    </tr>
                  );
                }}
              </LoadedRows>
            </tbody>
          </table>
        </div>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title="Remove from watchlist?"
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          <code>{removing ? shortAddress(removing.tokenAddress) : ""}</code> stops being re-scanned and its history on
          this list is dropped. You can add it again any time.
        </p>
      </ConfirmDialog>
    </>
  );
}
