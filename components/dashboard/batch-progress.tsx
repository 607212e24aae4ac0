import type { RunState } from "./use-batch-run";

/** A batch run's progress: chunk and token counts, a meter, one step per chunk, and the run's message. */
export function BatchProgress({ run }: { run: RunState | null }) {
  const pct = run ? Math.round((run.scanned / Math.max(1, run.total)) * 100) : 0;
  return (
    <section className="card progress-panel" aria-labelledby="progress-h" data-testid="progress-panel">
      <div className="progress-line">
        <h2 id="progress-h" style={{ fontSize: 15, margin: 0 }}>
          Progress
        </h2>
        <span className="muted" data-testid="progress-text">
          {run
            ? run.status === "running"
              ? `Chunk ${run.current + 1} of ${run.chunkStates.length} · ${run.scanned} of ${run.total} tokens scanned`
              : `${run.scanned} of ${run.total} tokens scanned · ${run.chunkStates.filter((s) => s === "done").length} of ${run.chunkStates.length} chunks`
            : "Not started"}
        </span>
      </div>
      <div
        className="meter"
        role="progressbar"
        aria-labelledby="progress-h"
        aria-valuemin={0}
        aria-valuemax={run?.total ?? 0}
        aria-valuenow={run?.scanned ?? 0}
        aria-valuetext={run ? `${run.scanned} of ${run.total} tokens scanned` : "Not started"}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      {run ? (
        <div className="chunk-steps" aria-hidden="true" data-testid="chunk-steps">
          {run.chunkStates.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: chunk i is identified by its position; the list never reorders
            <span key={i} className={s} title={`Chunk ${i + 1}: ${s}`} data-state={s} />
          ))}
        </div>
      ) : null}
      {run?.message ? (
        <p
          className={`notice small ${run.status === "done" ? "ok" : run.status === "failed" || run.retrying ? "bad" : "warn"}`}
          style={{ margin: "12px 0 0" }}
          data-testid="run-message"
          role={run.retrying ? "alert" : undefined}
        >
          {run.message}
        </p>
      ) : null}
    </section>
  );
}
