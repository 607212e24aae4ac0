"use client";
import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { IconUpload } from "@/components/ui/icons";
import { addressesFromFile, chunked, validateLines, type PlatformResult, type ResultRow } from "./batch-lib";
import { BatchResults } from "./batch-results";

type ChunkState = "pending" | "active" | "done" | "failed" | "skipped";

interface RunState {
  status: "running" | "done" | "cancelled" | "failed";
  total: number;
  scanned: number;
  chunkStates: ChunkState[];
  current: number;
  message: string | null;
  cancelRequested: boolean;
  startedAt: string;
}

interface BatchItem {
  index: number;
  token_address: string | null;
  status: "ok" | "error";
  result?: PlatformResult;
  error?: { error: string; code: number; reason: string };
}

const MAX_FILE_BYTES = 1_000_000;
const CLIENT_REF_MAX = 80;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class ChunkError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** POSTs one chunk with the dashboard session (same-origin; the browser sends Origin). Retries 429 RATE_LIMITED briefly. */
async function postChunk(tokens: string[], clientRef: string | null): Promise<{ items: BatchItem[]; remaining: number | null }> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch("/api/v1/scan/batch", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chain: "solana", ...(clientRef ? { clientRef } : {}), items: tokens.map((t) => ({ tokenAddress: t, chain: "solana" })) }),
    });
    const data = await res.json().catch(() => null);
    if (res.ok) {
      const rem = res.headers.get("RateLimit-Remaining");
      return { items: (data?.items ?? []) as BatchItem[], remaining: rem !== null && rem !== "" && !Number.isNaN(Number(rem)) ? Number(rem) : null };
    }
    const reason = String(data?.reason ?? "HTTP_" + res.status);
    if (res.status === 429 && reason === "RATE_LIMITED" && attempt < 3) {
      await sleep(Math.min(5, Number(res.headers.get("Retry-After")) || 1) * 1000);
      continue;
    }
    if (res.status === 503 && attempt < 1) {
      await sleep(Math.min(5, Number(res.headers.get("Retry-After")) || 2) * 1000);
      continue;
    }
    const message =
      res.status === 401
        ? "Your session has ended. Sign in again, then re-run what was not scanned."
        : res.status === 403
          ? (data?.error ?? "Your plan does not include the batch console.")
          : (data?.error ?? `The batch request failed (HTTP ${res.status}).`);
    throw new ChunkError(message, res.status, reason);
  }
}

export function BatchConsole({ maxBatch, chunkSize, remaining: initialRemaining, quota, tierLabel }: { maxBatch: number; chunkSize: number; remaining: number; quota: number; tierLabel: string }) {
  const [text, setText] = useState("");
  const [clientRef, setClientRef] = useState("");
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [run, setRun] = useState<RunState | null>(null);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [remaining, setRemaining] = useState(initialRemaining);
  const [announce, setAnnounce] = useState("");
  const controllerRef = useRef<AbortController | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resultsHeadRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const checks = useMemo(() => validateLines(text), [text]);
  const valid = checks.filter((c) => c.status === "ok").map((c) => c.value);
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

  async function start() {
    if (running || valid.length === 0 || refTooLong) return;
    const tokens = [...valid];
    const ref = clientRef.trim() || null;
    const parts = chunked(tokens, chunkSize);
    const controller = new AbortController();
    controllerRef.current = controller;
    const initialRows: ResultRow[] = tokens.map((t, i) => ({ index: i, tokenAddress: t, chunk: Math.floor(i / chunkSize) + 1, status: "not_run" }));
    setRows(initialRows);
    const state: RunState = {
      status: "running",
      total: tokens.length,
      scanned: 0,
      chunkStates: parts.map(() => "pending"),
      current: 0,
      message: null,
      cancelRequested: false,
      startedAt: new Date().toISOString(),
    };
    setRun({ ...state });
    setAnnounce(`Batch started: ${tokens.length} tokens in ${parts.length} chunks.`);
    requestAnimationFrame(() => cancelRef.current?.focus());

    let current = initialRows;
    for (let c = 0; c < parts.length; c++) {
      if (controller.signal.aborted) {
        for (let k = c; k < parts.length; k++) state.chunkStates[k] = "skipped";
        state.status = "cancelled";
        state.message = `Cancelled after chunk ${c} of ${parts.length}: ${state.scanned} of ${tokens.length} tokens scanned. The ${tokens.length - state.scanned} not sent used no quota.`;
        break;
      }
      state.current = c;
      state.chunkStates[c] = "active";
      setRun({ ...state, chunkStates: [...state.chunkStates] });
      try {
        const { items, remaining: rem } = await postChunk(parts[c], ref);
        const offset = c * chunkSize;
        current = current.map((row) => {
          const local = row.index - offset;
          if (local < 0 || local >= parts[c].length) return row;
          const item = items.find((it) => it.index === local);
          if (!item) return { ...row, status: "error", error: { error: "No result for this item in the response.", reason: "MISSING" } };
          return item.status === "ok"
            ? { ...row, status: "ok", result: item.result }
            : { ...row, status: "error", error: { error: item.error?.error ?? "Failed", reason: item.error?.reason ?? "ERROR", code: item.error?.code } };
        });
        setRows(current);
        state.scanned += parts[c].length;
        state.chunkStates[c] = "done";
        setRemaining((r) => (rem !== null ? rem : Math.max(0, r - parts[c].length)));
        setAnnounce(`Chunk ${c + 1} of ${parts.length} done: ${state.scanned} of ${tokens.length} tokens scanned.`);
      } catch (err) {
        const e = err as ChunkError;
        state.chunkStates[c] = "failed";
        for (let k = c + 1; k < parts.length; k++) state.chunkStates[k] = "skipped";
        state.status = "failed";
        const quota = e.reason === "QUOTA_EXCEEDED" ? " Your daily quota is used up; it resets at 00:00 UTC." : "";
        state.message = `Chunk ${c + 1} of ${parts.length} failed: ${e.message}${quota} ${state.scanned} of ${tokens.length} tokens were scanned; the rest were not.`;
        current = current.map((row) => (row.chunk === c + 1 ? { ...row, status: "error", error: { error: e.message, reason: e.reason ?? "ERROR", code: e.status } } : row));
        setRows(current);
        break;
      }
    }
    if (state.status === "running") {
      state.status = "done";
      const failed = current.filter((r) => r.status === "error").length;
      state.message = `Done: ${tokens.length} tokens in ${parts.length} chunk${parts.length === 1 ? "" : "s"}${failed ? `, ${failed} could not be scanned` : ""}.`;
    }
    controllerRef.current = null;
    setRun({ ...state, chunkStates: [...state.chunkStates] });
    setAnnounce(state.message ?? "");
    requestAnimationFrame(() => resultsHeadRef.current?.focus());
  }

  function cancel() {
    controllerRef.current?.abort();
    setRun((r) => (r ? { ...r, cancelRequested: true } : r));
    setAnnounce("Cancelling: the chunk in flight finishes, no further chunk is sent.");
  }

  function requeueUnscanned() {
    const rest = rows.filter((r) => r.status !== "ok").map((r) => r.tokenAddress);
    setText(rest.join("\n"));
    setFileNote(`${rest.length} token${rest.length === 1 ? "" : "s"} not scanned put back in the input.`);
    document.getElementById("batch-input")?.focus();
  }

  const pct = run ? Math.round((run.scanned / Math.max(1, run.total)) * 100) : 0;
  const chunkNote =
    chunkSize < maxBatch ? `Chunks of ${chunkSize} (set by the page address; your plan allows up to ${maxBatch}).` : `Chunks of ${chunkSize}, the ${tierLabel} maximum per request.`;

  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" data-testid="batch-announce">{announce}</div>
      <div className="batch-grid">
        <section className="card" aria-labelledby="input-h">
          <h2 id="input-h">Tokens</h2>
          <div className="field">
            <label htmlFor="batch-input">Solana token addresses, one per line</label>
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
            <span id="batch-input-hint" className="hint">Paste addresses, or a CSV: the first cell of each row that is an address is used. Each line is checked here before anything is sent.</span>
          </div>
          <div className="field">
            <label htmlFor="batch-file" style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
              <IconUpload /> Or upload a CSV or TXT file
            </label>
            <input ref={fileRef} id="batch-file" type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onFile} disabled={running} aria-describedby="batch-file-hint" />
            <span id="batch-file-hint" className="hint">Up to 1 MB. A header column named token_address, address or mint is used when present.</span>
            {fileNote ? <p className="small muted" role="status" style={{ margin: 0 }}>{fileNote}</p> : null}
            {fileError ? <p className="small error" role="alert" style={{ margin: 0 }}>{fileError}</p> : null}
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
                {invalid.length > 0 ? <>Invalid lines are <strong>not sent</strong> and cost nothing:</> : <>Repeated lines are sent once:</>}
              </p>
              <ul className="validation-list" aria-labelledby="problems-h" data-testid="validation-list">
                {problems.slice(0, 200).map((p) => (
                  <li key={p.line}>
                    <span className="ln">line {p.line}</span>
                    <span className="val" title={p.value}>{p.value}</span>
                    <span className={p.status === "duplicate" ? "why dup" : "why"}>{p.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="small muted">{valid.length ? "Every line is a valid Solana address." : "Nothing to check yet."}</p>
          )}

          <div className="field" style={{ marginTop: 14 }}>
            <label htmlFor="client-ref">Client reference <span className="muted">(optional)</span></label>
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
              Sent with every chunk as <code>clientRef</code> and echoed in results and logs for traceability. {clientRef.length}/{CLIENT_REF_MAX} characters.
            </span>
          </div>

          <p className="small" data-testid="cost-line" style={{ marginBottom: 12 }}>
            {valid.length > 0 ? (
              <>
                Uses <strong>{valid.length}</strong> scan{valid.length === 1 ? "" : "s"} of your {remaining.toLocaleString("en-US")} left today, sent in{" "}
                <strong>{chunkCount}</strong> chunk{chunkCount === 1 ? "" : "s"}. <span className="muted">{chunkNote}</span>
              </>
            ) : (
              <span className="muted">{chunkNote} You have {remaining.toLocaleString("en-US")} of {quota.toLocaleString("en-US")} scans left today.</span>
            )}
          </p>
          {overQuota ? (
            <p className="notice warn small" role="note">
              That is more than the {remaining} scans left today: chunks run until the quota is used up, then the run stops with the reason.
            </p>
          ) : null}
          <div className="actions">
            <button type="button" onClick={start} disabled={running || valid.length === 0 || refTooLong} data-testid="run-batch">
              {running ? "Running…" : `Run ${valid.length || ""} scan${valid.length === 1 ? "" : "s"}`.replace("  ", " ")}
            </button>
            {running ? (
              <button ref={cancelRef} type="button" className="danger" onClick={cancel} disabled={run?.cancelRequested} data-testid="cancel-batch">
                {run?.cancelRequested ? "Stopping after this chunk…" : "Cancel"}
              </button>
            ) : null}
          </div>
        </section>
      </div>

      <section className="card progress-panel" aria-labelledby="progress-h" data-testid="progress-panel">
        <div className="progress-line">
          <h2 id="progress-h" style={{ fontSize: 15, margin: 0 }}>Progress</h2>
          <span className="muted" data-testid="progress-text">
            {run
              ? run.status === "running"
                ? `Chunk ${run.current + 1} of ${run.chunkStates.length} · ${run.scanned} of ${run.total} tokens scanned`
                : `${run.scanned} of ${run.total} tokens scanned · ${run.chunkStates.filter((s) => s === "done").length} of ${run.chunkStates.length} chunks`
              : "Not started"}
          </span>
        </div>
        <div className="meter" role="progressbar" aria-labelledby="progress-h" aria-valuemin={0} aria-valuemax={run?.total ?? 0} aria-valuenow={run?.scanned ?? 0} aria-valuetext={run ? `${run.scanned} of ${run.total} tokens scanned` : "Not started"}>
          <span style={{ width: `${pct}%` }} />
        </div>
        {run ? (
          <div className="chunk-steps" aria-hidden="true" data-testid="chunk-steps">
            {run.chunkStates.map((s, i) => (
              <span key={i} className={s} title={`Chunk ${i + 1}: ${s}`} data-state={s} />
            ))}
          </div>
        ) : null}
        {run?.message ? (
          <p className={`notice small ${run.status === "done" ? "ok" : run.status === "failed" ? "bad" : "warn"}`} style={{ margin: "12px 0 0" }} data-testid="run-message">
            {run.message}
          </p>
        ) : null}
      </section>

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
