import type { TestOutcome } from "./types";

export function TestResult({ outcome }: { outcome: TestOutcome }) {
  return (
    <div
      className={`notice small ${outcome.ok ? "ok" : "bad"}`}
      style={{ margin: "12px 0 0" }}
      data-testid="test-result"
      data-ok={String(outcome.ok)}
    >
      <p style={{ marginBottom: 4 }}>
        <strong>{outcome.ok ? "Test event delivered" : "Test event failed"}</strong>
        {": "}
        {outcome.status ? `HTTP ${outcome.status}` : "no response"} in {outcome.latencyMs} ms
        {outcome.error ? (
          <>
            {" "}
            ·{" "}
            <span title={outcome.error}>{(outcome as { errorClass?: string | null }).errorClass ?? outcome.error}</span>
          </>
        ) : (
          ""
        )}
      </p>
      <p className="muted" style={{ marginBottom: 0 }}>
        Event <code>{outcome.eventId}</code>
        {outcome.responseExcerpt ? (
          <>
            {" "}
            · receiver answered <code>{outcome.responseExcerpt.slice(0, 160)}</code>
          </>
        ) : null}{" "}
        · Test events are sent once, never retried, and do not change the endpoint&apos;s health.
      </p>
    </div>
  );
}
