import type { EventInfo } from "./types";

export function EventCatalogue({ events }: { events: EventInfo[] }) {
  return (
    <section className="card" aria-labelledby="catalogue-h">
      <h2 id="catalogue-h">Event types</h2>
      <p className="muted small">
        Every delivery is a JSON envelope <code>{"{id, type, createdAt, apiVersion, data}"}</code>. The <code>id</code>{" "}
        stays the same across retries and resends: de-duplicate on it.
      </p>
      {events.map((ev) => (
        <details key={ev.type} style={{ borderTop: "1px solid var(--border)", padding: "10px 0" }}>
          <summary style={{ cursor: "pointer" }}>
            <code>{ev.type}</code>{" "}
            <span className={`badge ${ev.status === "active" ? "ok" : ev.status === "legacy" ? "warn" : "neutral"}`}>
              {ev.status}
            </span>{" "}
            <span className="muted small">{ev.description}</span>
          </summary>
          {ev.payloadExample ? (
            <pre style={{ marginTop: 10 }}>
              <code>{JSON.stringify(ev.payloadExample, null, 2)}</code>
            </pre>
          ) : (
            <p className="muted small" style={{ marginTop: 8 }}>
              Never emitted, so there is no example body.
            </p>
          )}
        </details>
      ))}
    </section>
  );
}
