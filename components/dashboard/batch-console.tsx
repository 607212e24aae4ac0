"use client";
import { type ChangeEvent, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconUpload } from "@/components/ui/icons";
import { CLIENT_REF_MAX } from "@/lib/api/limits";
import { addressesFromFile, validateLines } from "./batch-lib";
import { BatchProgress } from "./batch-progress";
import { BatchResults } from "./batch-results";
import { ChainSelect } from "./chain-select";
import type { ChainValue } from "./chains";
import { type BatchToken, useBatchRun } from "./use-batch-run";

const MAX_FILE_BYTES = 1_000_000;

/** A run of the same list within this many ms asks for confirmation (each run uses quota). */
const RERUN_WINDOW_MS = 10 * 60_000;
/** What makes two runs "the same list". */
const runKey = (tokens: BatchToken[]) => tokens.map((t) => `${t.chain}:${t.address}`).join("\n");

export function BatchConsole({
  maxBatch,
  chunkSize,
  remaining: initialRemaining,
  quota,
  tierLabel,
}: {
  maxBatch: number;
  chunkSize: number;
  remaining: number;
  quota: number;
  tierLabel: string;
}) {
  const [text, setText] = useState("");
  const [chain, setChain] = useState<ChainValue>("solana");
  const [clientRef, setClientRef] = useState("");
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resultsHeadRef = useRef<HTMLHeadingElement>(null);
  const { run, rows, setRows, remaining, setRemaining, announce, ...batch } = useBatchRun({
    chunkSize,
    initialRemaining,
    focus: { cancel: cancelRef, results: resultsHeadRef },
  });
  const fileRef = useRef<HTMLInputElement>(null);
  const lastRunRef = useRef<{ key: string; at: number } | null>(null);
  const [confirmRerun, setConfirmRerun] = useState(false);

  const checks = useMemo(() => validateLines(text, chain), [text, chain]);
  const valid: BatchToken[] = checks
    .filter((c) => c.status === "ok")
    .map((c) => ({ chain: c.chain, address: c.value }));
  const invalid = checks.filter((c) => c.status === "invalid");
  const dups = checks.filter((c) => c.status === "duplicate");
  const problems = checks.filter((c) => c.status !== "ok");
  const chunkCount = Math.ceil(valid.length / chunkSize);
  const running = run?.status === "running";
  const refTooLong = clientRef.length > CLIENT_REF_MAX;
  const overQuota = valid.length > remaining;

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    setFileError(null);
    setFileNote(null);
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is ${(file.size / 1e6).toFixed(1)} MB; the limit is 1 MB.`);
      return;
    }
    const content = await file.text();
    const { lines, column, headerSkipped } = addressesFromFile(content);
    setText(lines.join("\n"));
    setFileNote(
      `Loaded ${lines.length} line${lines.length === 1 ? "" : "s"} from ${file.name}` +
        (column ? ` (column "${column}")` : "") +
        (headerSkipped && !column ? " (header row skipped)" : "") +
        ". Check them below before running.",
    );
    if (fileRef.current) fileRef.current.value = "";
  }

  function requestRun() {
    if (running || valid.length === 0 || refTooLong) return;
    const last = lastRunRef.current;
    if (last && last.key === runKey(valid) && Date.now() - last.at < RERUN_WINDOW_MS) {
      setConfirmRerun(true);
      return;
    }
    start();
  }

  function start() {
    setConfirmRerun(false);
    if (running || valid.length === 0 || refTooLong) return;
    const tokens = [...valid];
    lastRunRef.current = { key: runKey(tokens), at: Date.now() };
    void batch.start(tokens, chain, clientRef.trim() || null);
  }

  function requeueUnscanned() {
    const rest = rows
      .filter((r) => r.status !== "ok")
      .map((r) => (r.chain === chain ? r.tokenAddress : `${r.chain},${r.tokenAddress}`));
    setText(rest.join("\n"));
    setFileNote(`${rest.length} token${rest.length === 1 ? "" : "s"} not scanned put back in the input.`);
    document.getElementById("batch-input")?.focus();
  }

  const chunkNote =
    chunkSize < maxBatch
      ? `Chunks of ${chunkSize} (set by the page address; your plan allows up to ${maxBatch}).`
      : `Chunks of ${chunkSize}, the ${tierLabel} maximum per request.`;

  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" data-testid="batch-announce">
        {announce}
      </div>
      <div className="batch-grid">
        <section className="card" aria-labelledby="input-h">
          <h2 id="input-h">Tokens</h2>
          <div className="field">
            <label htmlFor="batch-input">Token addresses, one per line</label>
            <textarea
              id="batch-input"
              rows={10}
              spellCheck={false}
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v\nDezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263"}
              aria-describedby="batch-input-hint batch-counts"
              aria-invalid={invalid.length > 0 ? true : undefined}
              disabled={running}
            />
            <span id="batch-input-hint" className="hint">
              Paste addresses, or a CSV: the first cell of each row that is an address is used; a cell naming a chain (
              <code>base,0x…</code>) sets that line's chain. Each line is checked here before anything is sent.
            </span>
          </div>
          <div className="field">
            <label htmlFor="batch-chain">Chain of lines without one</label>
            <ChainSelect id="batch-chain" value={chain} onChange={setChain} disabled={running} />
          </div>
          <div className="field">
            <label htmlFor="batch-file" style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
              <IconUpload /> Or upload a CSV or TXT file
            </label>
            <input
              ref={fileRef}
              id="batch-file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={onFile}
              disabled={running}
              aria-describedby="batch-file-hint"
            />
            <span id="batch-file-hint" className="hint">
              Up to 1 MB. A header column named token_address, address or mint is used when present.
            </span>
            {fileNote ? (
              <p className="small muted" role="status" style={{ margin: 0 }}>
                {fileNote}
              </p>
            ) : null}
            {fileError ? (
              <p className="small error" role="alert" style={{ margin: 0 }}>
                {fileError}
              </p>
            ) : null}
          </div>
        </section>

        <section className="card" aria-labelledby="check-h">
          <h2 id="check-h">Check and run</h2>
          <div className="counts" id="batch-counts" data-testid="batch-counts">
            <span className="badge ok">{valid.length} valid</span>
            <span className={invalid.length ? "badge bad" : "badge neutral"}>{invalid.length} invalid</span>
            {dups.length ? <span className="badge warn">{dups.length} repeated</span> : null}
          </div>
          {problems.length > 0 ? (
            <>
              <p className="small" id="problems-h" style={{ marginBottom: 6 }}>
                {invalid.length > 0 ? (
                  <>
                    Invalid lines are <strong>not sent</strong> and cost nothing:
                  </>
                ) : (
                  <>Repeated lines are sent once:</>
                )}
              </p>
              <ul className="validation-list" aria-labelledby="problems-h" data-testid="validation-list">
                {problems.slice(0, 200).map((p) => (
                  <li key={p.line}>
                    <span className="ln">line {p.line}</span>
                    <span className="val" title={p.value}>
                      {p.value}
                    </span>
                    <span className={p.status === "duplicate" ? "why dup" : "why"}>{p.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="small muted">
              {valid.length ? "Every line is a valid address for its chain." : "Nothing to check yet."}
            </p>
          )}

          <div className="field" style={{ marginTop: 14 }}>
            <label htmlFor="client-ref">
              Client reference <span className="muted">(optional)</span>
            </label>
            <input
              id="client-ref"
              value={clientRef}
              onChange={(e) => setClientRef(e.target.value)}
              maxLength={CLIENT_REF_MAX}
              placeholder="e.g. desk-7/listing-review"
              aria-describedby="client-ref-hint"
              disabled={running}
            />
            <span id="client-ref-hint" className="hint">
              Sent with every chunk as <code>clientRef</code> and echoed in results and logs for traceability.{" "}
              {clientRef.length}/{CLIENT_REF_MAX} characters.
            </span>
          </div>

          <p className="small" data-testid="cost-line" style={{ marginBottom: 12 }}>
            {valid.length > 0 ? (
              <>
                Uses <strong>{valid.length}</strong> scan{valid.length === 1 ? "" : "s"} of your{" "}
                {remaining.toLocaleString("en-US")} left today, sent in <strong>{chunkCount}</strong> chunk
                {chunkCount === 1 ? "" : "s"}. <span className="muted">{chunkNote}</span>
              </>
            ) : (
              <span className="muted">
                {chunkNote} You have {remaining.toLocaleString("en-US")} of {quota.toLocaleString("en-US")} scans left
                today.
              </span>
            )}
          </p>
          {overQuota ? (
            <p className="notice warn small" role="note">
              That is more than the {remaining} scans left today: chunks run until the quota is used up, then the run
              stops with the reason.
            </p>
          ) : null}
          <div className="actions">
            <button
              type="button"
              onClick={requestRun}
              disabled={running || valid.length === 0 || refTooLong}
              data-testid="run-batch"
            >
              {running
                ? "Running…"
                : `Run ${valid.length || ""} scan${valid.length === 1 ? "" : "s"}`.replace("  ", " ")}
            </button>
            {running ? (
              <button
                ref={cancelRef}
                type="button"
                className="danger"
                onClick={batch.cancel}
                disabled={run?.cancelRequested}
                data-testid="cancel-batch"
              >
                {run?.cancelRequested ? "Stopping after this chunk…" : "Cancel"}
              </button>
            ) : null}
          </div>
        </section>
      </div>

      <BatchProgress run={run} />

      <ConfirmDialog
        open={confirmRerun}
        title="Run the same list again?"
        confirmLabel={`Run ${valid.length} scan${valid.length === 1 ? "" : "s"} again`}
        onConfirm={start}
        onCancel={() => setConfirmRerun(false)}
      >
        <p>
          You ran exactly this list a moment ago. Running it again uses another {valid.length} scan
          {valid.length === 1 ? "" : "s"} of your daily quota.
        </p>
      </ConfirmDialog>

      <BatchResults
        rows={rows}
        setRows={setRows}
        running={running}
        clientRef={clientRef.trim() || null}
        chunkSize={chunkSize}
        startedAt={run?.startedAt ?? null}
        headingRef={resultsHeadRef}
        onRequeue={requeueUnscanned}
        onScanUsed={() => setRemaining((r) => Math.max(0, r - 1))}
      />
    </>
  );
}
