import { formatUtc } from "@/components/ui/risk";
import { DeliveryLog } from "./delivery-log";
import { TestResult } from "./test-result";
import { type Endpoint, statusOf, type TestOutcome } from "./types";
import type { PendingKind, TestState } from "./use-webhook-endpoints";

/** One endpoint: its URL, health, events and dates, its actions, the last test's outcome and (open) its log. */
export function EndpointCard({
  ep,
  test,
  busy,
  logOpen,
  logVersion,
  onSendTest,
  onToggleLog,
  onEdit,
  onEnable,
  onConfirm,
  onChanged,
}: {
  ep: Endpoint;
  test: TestState | undefined;
  busy: boolean;
  logOpen: boolean;
  logVersion: number;
  onSendTest: () => void;
  onToggleLog: () => void;
  onEdit: () => void;
  onEnable: () => void;
  /** Asks to confirm a change (rotate, disable, delete) before it is made. */
  onConfirm: (kind: PendingKind) => void;
  onChanged: () => Promise<void>;
}) {
  const st = statusOf(ep);
  return (
    <article className="card" aria-labelledby={`ep-${ep.id}`} data-testid="endpoint-card" data-endpoint-id={ep.id}>
      <div className="card-head" style={{ alignItems: "center" }}>
        <div style={{ minWidth: 0 }}>
          <h3 id={`ep-${ep.id}`} className="mono" style={{ wordBreak: "break-all", fontSize: 14 }}>
            {ep.url}
          </h3>
          {ep.description ? <div className="muted small">{ep.description}</div> : null}
        </div>
        <span className={`badge ${st.cls}`} data-testid="endpoint-status">
          {st.label}
        </span>
      </div>
      {!ep.enabled ? (
        <p className="notice bad small" data-testid="disabled-reason">
          <strong>Disabled{ep.disabledAt ? ` ${formatUtc(ep.disabledAt)}` : ""}:</strong>{" "}
          {ep.disabledReason ?? "disabled by the account owner."} Events are not queued for it while disabled; resend is
          unavailable. Enable it to resume.
        </p>
      ) : null}
      <dl className="detail-grid">
        <div>
          <dt>Events</dt>
          <dd>
            {ep.events.map((e) => (
              <span key={e} className="chip">
                {e}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Last success</dt>
          <dd>{ep.lastSuccessAt ? formatUtc(ep.lastSuccessAt) : "never"}</dd>
        </div>
        <div>
          <dt>Last failure</dt>
          <dd>{ep.lastFailureAt ? formatUtc(ep.lastFailureAt) : "never"}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatUtc(ep.createdAt)}</dd>
        </div>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="small"
          onClick={onSendTest}
          disabled={!!(test && "sending" in test)}
          data-testid="send-test"
        >
          {test && "sending" in test ? "Sending…" : "Send test event"}
        </button>
        <button
          type="button"
          className="secondary small"
          aria-expanded={logOpen}
          onClick={onToggleLog}
          data-testid="toggle-log"
        >
          {logOpen ? "Hide delivery log" : "Delivery log"}
        </button>
        <button type="button" className="secondary small" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="secondary small"
          onClick={() => onConfirm("rotate")}
          data-testid="rotate-secret"
        >
          Rotate secret
        </button>
        {ep.enabled ? (
          <button type="button" className="secondary small" onClick={() => onConfirm("disable")}>
            Disable
          </button>
        ) : (
          <button type="button" className="secondary small" onClick={onEnable} disabled={busy}>
            Enable
          </button>
        )}
        <button type="button" className="danger small" onClick={() => onConfirm("delete")}>
          Delete
        </button>
      </div>
      <div aria-live="polite" data-testid="test-outcome">
        {test && !("sending" in test) ? (
          "error" in test && !("eventId" in test) ? (
            <p className="notice bad small" style={{ margin: "12px 0 0" }}>
              Test not sent: {test.error}
            </p>
          ) : (
            <TestResult outcome={test as TestOutcome} />
          )
        ) : null}
      </div>
      {logOpen ? <DeliveryLog endpoint={ep} version={logVersion} onChanged={onChanged} /> : null}
    </article>
  );
}
