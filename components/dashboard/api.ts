"use client";
import { useCallback, useEffect, useState } from "react";
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventInfoView,
  WebhookTestResult,
} from "@/lib/api/routes/dashboard-webhooks";
import type { ApiKeyView, NewApiKey } from "@/lib/api/routes/keys";
import type { BatchStreamLine } from "@/lib/api/routes/scan";
import type { WatchEntryView, WatchlistView } from "@/lib/api/routes/watchlist";
import type { FullScanResponse } from "@/lib/api/schemas";

/**
 * The dashboard consoles' data access, in one place: which route answers what (`DashboardApi`, keyed by the route
 * registry's method and path, typed by its route modules' types; type-only imports, so no server code reaches the
 * browser), one request function (`api`), one for the streamed (NDJSON) routes (`apiStream`, typed by
 * `DashboardStreams`), and two hooks: `useApi` (load and reload a GET) and `useAction` (run a change with a busy flag
 * and its error message). A console is then its UI.
 */
export interface DashboardApi {
  "GET /api/keys": { keys: ApiKeyView[] };
  "POST /api/keys": NewApiKey;
  "DELETE /api/keys/{id}": ApiKeyView;
  "POST /api/keys/{id}/rotate": NewApiKey & { replaces: string };
  "GET /api/dashboard/watchlist": WatchlistView;
  "POST /api/dashboard/watchlist": { entry: WatchEntryView };
  "DELETE /api/dashboard/watchlist/{tokenAddress}": { removed: string; chain: string };
  "POST /api/dashboard/watchlist/{tokenAddress}/scan": { entry: WatchEntryView };
  "GET /api/dashboard/webhooks": { endpoints: WebhookEndpoint[]; limit: number };
  "POST /api/dashboard/webhooks": { endpoint: WebhookEndpoint; secret: string };
  "GET /api/dashboard/webhooks/events": { apiVersion: string; events: WebhookEventInfoView[] };
  "PATCH /api/dashboard/webhooks/{id}": { endpoint: WebhookEndpoint };
  "DELETE /api/dashboard/webhooks/{id}": { id: string; deleted: true };
  "POST /api/dashboard/webhooks/{id}/rotate-secret": { endpoint: WebhookEndpoint; secret: string };
  "POST /api/dashboard/webhooks/{id}/test": WebhookTestResult;
  "GET /api/dashboard/webhooks/{id}/deliveries": { attempts: WebhookAttempt[] };
  "POST /api/dashboard/webhooks/{id}/deliveries/{deliveryId}/resend": { delivery: WebhookDelivery };
  "POST /api/v1/scan": FullScanResponse;
}
export type DashboardRoute = keyof DashboardApi;

/** The routes the dashboard reads as a stream (`Accept: application/x-ndjson`): the type of one line. */
export interface DashboardStreams {
  "POST /api/v1/scan/batch": BatchStreamLine;
}
export type StreamRoute = keyof DashboardStreams;

/** A failed call: the envelope's message (or `failure` with the status), its status, reason and field details. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string | null = null,
    readonly details: { path: string; message: string }[] = [],
    /** Seconds the server asked to wait before retrying (`Retry-After`, or an error line's `retry_after`). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Path parameters, filled into `{name}` (encoded). */
  params?: Record<string, string>;
  /** Query parameters. */
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** The message when the answer carries no envelope (default "Request failed"); the status is appended. */
  failure?: string;
  /** A message for a status instead of the envelope's (e.g. 404: the feature is not on this server). */
  statusMessages?: Partial<Record<number, string>>;
  /** A message for a status when the answer carries no envelope message (instead of `failure` with the status). */
  statusFallbacks?: Partial<Record<number, string>>;
  /** Statuses that count as success (e.g. 404 on a delete: already gone). */
  okStatuses?: number[];
}

/** The URL of a route with its parameters. */
export function routeUrl(route: DashboardRoute, params: Record<string, string> = {}, query?: Record<string, string>) {
  const path = route
    .slice(route.indexOf(" ") + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** The failure an error answer (or an NDJSON `error` line) stands for, with the caller's messages. */
function failureOf(status: number, data: unknown, options: CallOptions, retryAfter: unknown = null): ApiFailure {
  const envelope = (data ?? {}) as { error?: unknown; reason?: unknown; details?: unknown };
  const seconds = Number(retryAfter);
  return new ApiFailure(
    options.statusMessages?.[status] ??
      (typeof envelope.error === "string" ? envelope.error : undefined) ??
      options.statusFallbacks?.[status] ??
      `${options.failure ?? "Request failed"} (HTTP ${status}).`,
    status,
    typeof envelope.reason === "string" ? envelope.reason : null,
    Array.isArray(envelope.details) ? envelope.details : [],
    retryAfter !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  );
}

/** Sends a route's request (method from the route, JSON body when given). */
function send(route: string, options: CallOptions, accept?: string): Promise<Response> {
  const method = route.slice(0, route.indexOf(" "));
  const { body } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (accept) headers.Accept = accept;
  return fetch(routeUrl(route as DashboardRoute, options.params, options.query), {
    method,
    cache: "no-store",
    headers: Object.keys(headers).length ? headers : undefined,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One call of a dashboard route: its typed answer, or an ApiFailure. */
export async function api<R extends DashboardRoute>(route: R, options: CallOptions = {}): Promise<DashboardApi[R]> {
  const res = await send(route, options);
  const data = await res.json().catch(() => null);
  if (!res.ok && !options.okStatuses?.includes(res.status))
    throw failureOf(res.status, data, options, res.headers.get("Retry-After"));
  return data as DashboardApi[R];
}

/**
 * One call of a streamed route: `onLine` gets each NDJSON line as the server writes it. An error answer (the usual
 * JSON envelope, before the stream starts) and an `error` line (a failure after it started) both throw an ApiFailure
 * with the same messages as `api`; a connection that fails throws one with status 0. Resolves to the answer's headers
 * when the stream ends.
 */
export async function apiStream<R extends StreamRoute>(
  route: R,
  options: CallOptions,
  onLine: (line: DashboardStreams[R]) => void,
): Promise<Headers> {
  let res: Response;
  try {
    res = await send(route, options, "application/x-ndjson");
  } catch (err) {
    throw new ApiFailure(messageOf(err) || "The request failed.", 0, "NETWORK");
  }
  if (!res.ok || !res.body)
    throw failureOf(res.status, await res.json().catch(() => null), options, res.headers.get("Retry-After"));
  const handle = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as DashboardStreams[R] & { type?: string; code?: unknown; retry_after?: unknown };
    if (line.type === "error") throw failureOf(Number(line.code), line, options, line.retry_after ?? null);
    onLine(line);
  };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
        handle(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    }
  } catch (err) {
    if (err instanceof ApiFailure) throw err;
    throw new ApiFailure(messageOf(err) || "The request failed.", 0, "NETWORK");
  }
  handle(buffer);
  return res.headers;
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Loads a GET route on mount and on `reload()`. `data` is null until the first answer; a failure sets `error` and
 * keeps the data shown so far (or `empty`, so the page leaves its loading state).
 */
export function useApi<R extends DashboardRoute>(route: R, options: CallOptions & { empty: DashboardApi[R] }) {
  const [data, setData] = useState<DashboardApi[R] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify([route, options.params, options.query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the route and its parameters; the options are read at call time
  const reload = useCallback(async () => {
    try {
      setData(await api(route, options));
      setError(null);
    } catch (err) {
      setError(messageOf(err));
      setData((d) => d ?? options.empty);
    }
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload, setData };
}

/**
 * Runs changes one at a time with a busy flag and the last failure's message. `run` resolves to the action's result,
 * or to undefined when it failed (then `error` says why, or `onError` got it).
 */
export function useAction(onError?: (err: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await action();
      } catch (err) {
        if (onError) onError(err);
        else setError(messageOf(err));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [onError],
  );
  return { busy, error, setError, run };
}
