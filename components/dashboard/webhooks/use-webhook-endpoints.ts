"use client";
import { useEffect, useRef, useState } from "react";
import { api, messageOf, useAction, useApi } from "../api";
import type { Endpoint, EventInfo, TestOutcome } from "./types";

export type Secret = { endpointId: string; secret: string; rotated: boolean };
export type PendingKind = "delete" | "rotate" | "disable";
export type Pending = { kind: PendingKind; ep: Endpoint } | null;
export type TestState = TestOutcome | { sending: true } | { error: string };
export type Notice = { kind: "ok" | "bad"; text: string } | null;

/**
 * The webhook console's data and actions: the endpoint list (and its limit), the event catalogue (loaded when the
 * page had none), the one-time secret on show, the change waiting for confirmation, each endpoint's test outcome,
 * and the notice that reports the last change. Every call goes through the dashboard hook layer (`../api`).
 */
export function useWebhookEndpoints(initialEvents: EventInfo[]) {
  const list = useApi("GET /api/dashboard/webhooks", { empty: { endpoints: [], limit: 0 } });
  const { reload: load, error: loadError } = list;
  const endpoints = list.data?.endpoints ?? null;
  const limit = list.data && !loadError ? list.data.limit : null;
  const [events, setEvents] = useState<EventInfo[]>(initialEvents);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction((err) => setNotice({ kind: "bad", text: messageOf(err) }));
  const [logFor, setLogFor] = useState<string | null>(null);
  const [tests, setTests] = useState<Record<string, TestState>>({});
  const [logVersion, setLogVersion] = useState(0);
  const secretRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (initialEvents.length === 0) {
      api("GET /api/dashboard/webhooks/events")
        .then((d) => setEvents(d.events))
        .catch(() => undefined);
    }
  }, [initialEvents.length]);

  function showSecret(s: Secret) {
    setSecret(s);
    requestAnimationFrame(() => secretRef.current?.focus());
  }

  async function sendTest(ep: Endpoint) {
    setTests((t) => ({ ...t, [ep.id]: { sending: true } }));
    try {
      const outcome = await api("POST /api/dashboard/webhooks/{id}/test", { params: { id: ep.id } });
      setTests((t) => ({ ...t, [ep.id]: outcome }));
    } catch (err) {
      setTests((t) => ({ ...t, [ep.id]: { error: messageOf(err) } }));
    }
    setLogVersion((v) => v + 1);
    await load();
  }

  async function setEnabled(ep: Endpoint, enabled: boolean) {
    await run(async () => {
      await api("PATCH /api/dashboard/webhooks/{id}", { params: { id: ep.id }, body: { enabled } });
      setNotice({
        kind: "ok",
        text: enabled
          ? `Re-enabled ${ep.url}. Its failure count starts again from zero.`
          : `Disabled ${ep.url}. No event is sent to it until you enable it.`,
      });
      await load();
    });
    setPending(null);
  }

  async function confirmPending() {
    if (!pending) return;
    const { kind, ep } = pending;
    if (kind === "disable") return setEnabled(ep, false);
    await run(async () => {
      const params = { id: ep.id };
      if (kind === "delete") {
        await api("DELETE /api/dashboard/webhooks/{id}", { params });
        setNotice({ kind: "ok", text: `Deleted the endpoint ${ep.url}.` });
        if (secret?.endpointId === ep.id) setSecret(null);
        if (logFor === ep.id) setLogFor(null);
      } else {
        const data = await api("POST /api/dashboard/webhooks/{id}/rotate-secret", { params });
        setNotice(null);
        showSecret({ endpointId: ep.id, secret: data.secret, rotated: true });
      }
      await load();
    });
    setPending(null);
  }

  /** After the form saved an endpoint: report it, show a new endpoint's secret once, reload the list. */
  async function saved(ep: Endpoint, newSecret?: string) {
    setNotice({ kind: "ok", text: newSecret ? `Endpoint created: ${ep.url}.` : `Saved ${ep.url}.` });
    if (newSecret) showSecret({ endpointId: ep.id, secret: newSecret, rotated: false });
    await load();
  }

  const atLimit = limit !== null && endpoints !== null && endpoints.length >= limit;

  return {
    endpoints,
    limit,
    atLimit,
    loadError,
    load,
    events,
    notice,
    busy,
    secret,
    secretRef,
    hideSecret: () => setSecret(null),
    pending,
    setPending,
    confirmPending,
    setEnabled,
    tests,
    sendTest,
    logFor,
    setLogFor,
    logVersion,
    saved,
  };
}
