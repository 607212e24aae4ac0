import type { Chain } from "./chains.js";
import { errorFromResponse, TokenRiskError } from "./errors.js";
import type { components, paths } from "./generated/openapi.js";
import { deriveSigningKey, signWithKey } from "./signing.js";

/**
 * The typed client: hand-written calls over the types generated from the server's OpenAPI document
 * (src/generated/openapi.ts, `npm run generate`). Not openapi-fetch: the awkward parts here (signing the exact
 * bytes sent, choosing the response type by the Accept header, NDJSON streaming, the retry rule below) would all
 * sit outside it anyway, and this keeps the package free of runtime dependencies.
 *
 * Retry rule (docs/billing.md: a unit is charged only for an item the engine analysed; invalid input, refusals and
 * failed work are never billed):
 * - A 429 or 503 is retried after `Retry-After` seconds plus up to 25% jitter (at most 1 s), or an exponential
 *   backoff with full jitter when the header is missing. A wait longer than `maxDelayMs` (e.g. a daily quota that
 *   resets at midnight UTC) is not waited out: the error is thrown with its `retryAfter`.
 * - For a call that may bill (scan, batch, streamed batch) only when the answer is the server's own JSON envelope
 *   with a reason the server documents as unbilled (UNBILLED_REFUSALS: RATE_LIMITED and QUOTA_EXCEEDED, refused
 *   before any work; UPSTREAM_UNAVAILABLE, work that failed and is not charged). Any other 429/503 (a proxy's or
 *   load balancer's page, an envelope with another reason) is surfaced: the request may have reached the server
 *   and run. Calls that cannot bill (sandbox, usage, watchlist) retry any 429/503.
 * - No answer at all (connection error, timeout): retried only for calls that cannot be billed or are idempotent
 *   (sandbox, usage, watchlist list and add). A scan or a batch that may have reached the server is NOT retried:
 *   it may have run and been charged; the TokenRiskError (NETWORK_ERROR / TIMEOUT) is thrown and the caller decides.
 *   Removing from the watchlist is not retried either (a second attempt would answer 404 after a lost success).
 * - Any other status (400, 401, 403, 404, 409, 500, ...) is thrown at once.
 * - A streamed batch is never retried once its 200 header has arrived; an error line at its end (units refunded)
 *   is thrown as a TokenRiskError.
 * A signed request is re-signed on every attempt; the client never sends one signature twice (the server accepts
 * each once): the same bytes signed again within one second wait for the next second.
 */

type Schemas = components["schemas"];
export type FullScan = Schemas["FullScan"];
export type PlatformScan = Schemas["PlatformScan"];
export type BatchResponse = Schemas["BatchResponse"];
export type BatchStreamItem = Schemas["BatchStreamItem"];
export type BatchStreamSummary = Schemas["BatchStreamSummary"];
export type BatchStreamError = Schemas["BatchStreamError"];
export type ErrorEnvelope = Schemas["Error"];
type JsonOk<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { "application/json": infer T } } };
}
  ? T
  : never;
export type Usage = JsonOk<"/api/v1/usage", "get", 200>;
export type Watchlist = JsonOk<"/api/v1/watchlist", "get", 200>;
export type WatchEntry = Watchlist["entries"][number];
export type WatchlistRemoved = JsonOk<"/api/v1/watchlist/{tokenAddress}", "delete", 200>;
export type RiskLevel = FullScan["riskLevel"];

/** The Accept value that selects the compact platform JSON. */
export const PLATFORM_MEDIA_TYPE = "application/vnd.service.platform+json";
export const NDJSON_MEDIA_TYPE = "application/x-ndjson";

/** The server's refusals that charge nothing (lib/errors.ts reasons, docs/billing.md): a call that may bill retries only these. */
export const UNBILLED_REFUSALS: ReadonlySet<string> = new Set([
  "RATE_LIMITED",
  "QUOTA_EXCEEDED",
  "UPSTREAM_UNAVAILABLE",
]);

export interface RetryOptions {
  /** Retries after the first attempt; default 2. 0 turns retries off. */
  retries?: number;
  /** The longest single wait; a longer Retry-After is thrown instead of waited out. Default 20 000 ms. */
  maxDelayMs?: number;
  /** First backoff step when the server gave no Retry-After; default 500 ms (doubles each time). */
  baseDelayMs?: number;
}

export interface ClientOptions {
  /** The service's base URL, e.g. https://api.example.com (no trailing /api). */
  baseUrl: string;
  /** Your API key; sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Sign every request (X-Service-Timestamp, X-Service-Signature) with the server's API_SIGNING_SALT. */
  signing?: { salt: string } | false;
  /** A fetch implementation; default the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Per attempt: until the whole JSON body is read, or until the headers of a streamed batch; default 30 000. */
  timeoutMs?: number;
  /** A streamed batch: the longest wait for the next line (a stalled server is a TIMEOUT); default `timeoutMs`. */
  lineTimeoutMs?: number;
  /** A number of retries or the full retry options (see the rule above). */
  retries?: number | RetryOptions;
}

export interface CallOptions {
  /** Aborts the call (and any wait between retries). */
  signal?: AbortSignal;
}

export interface ScanOptions extends CallOptions {
  /** Chain name or alias (case-insensitive); default solana. */
  chain?: Chain;
  /** Your liquidity figure in USD (labelled `caller` in the result). */
  liquidityUsd?: number;
  /** Your top-holder share of supply, 0..100 (labelled `caller`). */
  topHolderPct?: number;
  /** `full` (default): the full payload; `platform`: the compact platform JSON. */
  mode?: "full" | "platform";
}

export interface SandboxOptions extends ScanOptions {
  /** A token of the sandbox catalogue; default the sandbox's own token. */
  tokenAddress?: string;
}

/** A batch item: an address (the batch's chain), or an address with its own chain. */
export type BatchItem = string | { tokenAddress: string; chain?: Chain };

export interface BatchOptions extends CallOptions {
  /** Default chain of the items; default solana. */
  chain?: Chain;
  /** Your reference, echoed in the result and in webhook events. */
  clientRef?: string;
}

/** A line of a streamed batch: one per item as it completes, then the summary (always last). */
export type BatchLine = BatchStreamItem | BatchStreamSummary;

export interface TokenRiskClient {
  /** Analyses one token live (1 quota unit when analysed). */
  scan(tokenAddress: string, options?: ScanOptions & { mode?: "full" }): Promise<FullScan>;
  scan(tokenAddress: string, options: ScanOptions & { mode: "platform" }): Promise<PlatformScan>;
  /** The same analysis on the built-in deterministic snapshot (no quota). */
  sandbox(options?: SandboxOptions & { mode?: "full" }): Promise<FullScan>;
  sandbox(options: SandboxOptions & { mode: "platform" }): Promise<PlatformScan>;
  /** Several tokens in one request (1 unit per analysed item); per-item results in request order. */
  batch(items: BatchItem[], options?: BatchOptions): Promise<BatchResponse>;
  /**
   * The same batch streamed: item lines as they complete, then the summary line. Breaking out of the loop closes
   * the connection. An error line (the batch failed after the stream started) is thrown as a TokenRiskError.
   */
  batchStream(items: BatchItem[], options?: BatchOptions): AsyncIterable<BatchLine>;
  /** Quota use today and over 30 days (not metered). */
  usage(options?: CallOptions): Promise<Usage>;
  /** Tokens rescanned on a schedule (Pro and Enterprise). */
  watchlist: {
    list(options?: CallOptions): Promise<Watchlist>;
    /** Adds a token; `created` is false when it was already watched. */
    add(
      tokenAddress: string,
      options?: CallOptions & { chain?: Chain },
    ): Promise<{ entry: WatchEntry; created: boolean }>;
    remove(tokenAddress: string, options?: CallOptions & { chain?: Chain }): Promise<WatchlistRemoved>;
  };
}

interface Call {
  method: "GET" | "POST" | "DELETE";
  path: string;
  body?: unknown;
  accept?: string;
  /** May have been billed (or is not idempotent): a call without an answer is not retried. */
  unsafeWithoutAnswer?: boolean;
  /** May bill (scan, batch): a 429/503 is retried only when it is the server's envelope with an unbilled reason. */
  billable?: boolean;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export function createClient(options: ClientOptions): TokenRiskClient {
  if (typeof options.baseUrl !== "string" || !/^https?:\/\//.test(options.baseUrl))
    throw new TypeError("createClient: baseUrl must be an http(s) URL");
  if (typeof options.apiKey !== "string" || options.apiKey === "")
    throw new TypeError("createClient: apiKey is required");
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const lineTimeoutMs = options.lineTimeoutMs ?? timeoutMs;
  const retry = typeof options.retries === "number" ? { retries: options.retries } : { ...(options.retries ?? {}) };
  const maxRetries = Math.max(0, retry.retries ?? 2);
  const maxDelayMs = retry.maxDelayMs ?? 20_000;
  const baseDelayMs = retry.baseDelayMs ?? 500;
  const signingKey = options.signing ? deriveSigningKey(options.apiKey, options.signing.salt) : null;
  /** Signatures sent, by second: the server accepts a signature once, so the same one is never sent twice. */
  const sentSignatures = new Map<number, Set<string>>();

  async function signatureHeaders(
    bytes: Uint8Array | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Record<string, string>> {
    if (!signingKey) return {};
    for (;;) {
      const now = Math.floor(Date.now() / 1000);
      const signed = await signWithKey(await signingKey, bytes ?? "", now);
      // The MAC covers the timestamp and the body, not the path: two GETs (empty body) in one second, or one body
      // sent twice, sign alike. Then wait for the next second and sign again. Check and record run synchronously.
      for (const second of sentSignatures.keys()) if (second < now - 1) sentSignatures.delete(second);
      const sent = sentSignatures.get(now) ?? new Set<string>();
      if (!sent.has(signed["X-Service-Signature"])) {
        sentSignatures.set(now, sent.add(signed["X-Service-Signature"]));
        return { ...signed };
      }
      await sleep((now + 1) * 1000 - Date.now() + 5, signal);
    }
  }

  async function headersFor(call: Call, bytes: Uint8Array | undefined): Promise<Headers> {
    const h = new Headers({ authorization: `Bearer ${options.apiKey}`, accept: call.accept ?? "application/json" });
    if (bytes) h.set("content-type", "application/json");
    for (const [k, v] of Object.entries(await signatureHeaders(bytes, call.signal))) h.set(k, v);
    return h;
  }

  function delayFor(err: TokenRiskError | null, attempt: number): number {
    if (err?.retryAfter !== undefined) {
      const ms = err.retryAfter * 1000;
      return ms + Math.random() * Math.min(1000, ms * 0.25);
    }
    return Math.random() * baseDelayMs * 2 ** attempt;
  }

  /**
   * One call with the retry rule; `read` consumes the answer inside the attempt's timeout (the JSON body) or
   * takes over the response (a stream: the timeout then stops at the headers).
   */
  async function send<T>(call: Call, read: (res: Response) => Promise<T>): Promise<T> {
    const bytes = call.body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(call.body));
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onAbort = () => controller.abort(call.signal?.reason);
      call.signal?.addEventListener("abort", onAbort, { once: true });
      const cleanup = () => {
        clearTimeout(timer);
        call.signal?.removeEventListener("abort", onAbort);
      };
      let failure: TokenRiskError;
      let answered = false;
      try {
        if (call.signal?.aborted) throw call.signal.reason;
        const headers = await headersFor(call, bytes);
        const res = await doFetch(base + call.path, {
          method: call.method,
          headers,
          body: bytes,
          signal: controller.signal,
        });
        answered = true;
        if (res.ok) {
          const value = await read(res);
          return value;
        }
        failure = await errorFromResponse(res);
      } catch (err) {
        if (err instanceof TokenRiskError) throw err;
        if (call.signal?.aborted)
          throw new TokenRiskError({ message: "aborted by the caller", status: 0, reason: "ABORTED", cause: err });
        failure = new TokenRiskError({
          message: timedOut
            ? `no complete answer within ${timeoutMs} ms`
            : `request failed: ${(err as Error)?.message ?? String(err)}`,
          status: 0,
          reason: timedOut ? "TIMEOUT" : "NETWORK_ERROR",
          cause: err,
        });
        // The body broke off after the status arrived: the work may have been done and billed.
        if (answered && call.unsafeWithoutAnswer) throw failure;
      } finally {
        cleanup();
      }
      // errorFromResponse sets `reason` from the envelope only; a body that is not one gets HTTP_<status>.
      const refusal =
        (failure.status === 429 || failure.status === 503) &&
        (!call.billable || (failure.envelope && UNBILLED_REFUSALS.has(failure.reason)));
      const noAnswer = failure.status === 0;
      const retryable = refusal || (noAnswer && !call.unsafeWithoutAnswer);
      if (!retryable || attempt >= maxRetries) throw failure;
      const wait = delayFor(refusal ? failure : null, attempt);
      if (wait > maxDelayMs) throw failure;
      try {
        await sleep(wait, call.signal);
      } catch (err) {
        throw new TokenRiskError({ message: "aborted by the caller", status: 0, reason: "ABORTED", cause: err });
      }
    }
  }

  /** The JSON body of a 2xx answer; a body that is not JSON (a proxy's page, say) is INVALID_RESPONSE. */
  async function readJson<T>(res: Response): Promise<T> {
    const text = await res.text();
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      throw new TokenRiskError({
        message: `HTTP ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`,
        status: res.status,
        reason: "INVALID_RESPONSE",
        requestId: res.headers.get("x-request-id") ?? undefined,
        cause: err,
      });
    }
  }
  const json = <T>(call: Call) => send<T>(call, readJson<T>);

  const scanBody = (o: ScanOptions & { tokenAddress?: string }) => ({
    ...(o.tokenAddress !== undefined ? { tokenAddress: o.tokenAddress } : {}),
    ...(o.chain !== undefined ? { chain: o.chain } : {}),
    ...(o.liquidityUsd !== undefined ? { liquidityUsd: o.liquidityUsd } : {}),
    ...(o.topHolderPct !== undefined ? { topHolderPct: o.topHolderPct } : {}),
  });
  const acceptOf = (mode: ScanOptions["mode"]) => (mode === "platform" ? PLATFORM_MEDIA_TYPE : "application/json");
  const batchBody = (items: BatchItem[], o: BatchOptions) => ({
    ...(o.chain !== undefined ? { chain: o.chain } : {}),
    ...(o.clientRef !== undefined ? { clientRef: o.clientRef } : {}),
    items: items.map((i) => (typeof i === "string" ? { tokenAddress: i } : i)),
  });
  const chainQuery = (chain: Chain | undefined) => (chain ? `?chain=${encodeURIComponent(chain)}` : "");

  async function* batchStream(items: BatchItem[], o: BatchOptions = {}): AsyncGenerator<BatchLine> {
    const res = await send<Response>(
      {
        method: "POST",
        path: "/api/v1/scan/batch",
        body: batchBody(items, o),
        accept: NDJSON_MEDIA_TYPE,
        unsafeWithoutAnswer: true,
        billable: true,
        signal: o.signal,
      },
      async (r) => r,
    );
    if (!res.body) throw new TokenRiskError({ message: "empty stream", status: 0, reason: "INVALID_RESPONSE" });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const requestId = res.headers.get("x-request-id") ?? undefined;
    const aborted = (cause?: unknown) =>
      new TokenRiskError({ message: "aborted by the caller", status: 0, reason: "ABORTED", requestId, cause });
    // The caller's signal still applies while the stream is read: it cancels the reader (closing the connection).
    const onAbort = () => void reader.cancel(o.signal?.reason).catch(() => {});
    o.signal?.addEventListener("abort", onAbort, { once: true });
    let sawSummary = false;
    const parse = (text: string): BatchLine => {
      let line: BatchLine | BatchStreamError;
      try {
        line = JSON.parse(text) as BatchLine | BatchStreamError;
      } catch (err) {
        throw new TokenRiskError({
          message: "a stream line is not JSON",
          status: 0,
          reason: "INVALID_RESPONSE",
          cause: err,
        });
      }
      if (line.type === "error")
        throw new TokenRiskError({
          message: line.error,
          status: line.code,
          reason: line.reason,
          requestId: line.requestId ?? requestId,
          retryAfter: line.retry_after,
        });
      if (line.type === "summary") sawSummary = true;
      return line;
    };
    try {
      let buffered = "";
      for (;;) {
        let chunk: ReadableStreamReadResult<string>;
        let stalled: ReturnType<typeof setTimeout> | undefined;
        try {
          chunk = await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) => {
              stalled = setTimeout(
                () =>
                  reject(
                    new TokenRiskError({
                      message: `no stream line within ${lineTimeoutMs} ms`,
                      status: 0,
                      reason: "TIMEOUT",
                      requestId,
                    }),
                  ),
                lineTimeoutMs,
              );
            }),
          ]);
        } catch (err) {
          if (err instanceof TokenRiskError) throw err;
          if (o.signal?.aborted) throw aborted(err);
          throw new TokenRiskError({
            message: "the stream broke off",
            status: 0,
            reason: "NETWORK_ERROR",
            requestId,
            cause: err,
          });
        } finally {
          clearTimeout(stalled);
        }
        if (o.signal?.aborted) throw aborted(o.signal.reason);
        if (chunk.done) break;
        buffered += chunk.value;
        for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
          const text = buffered.slice(0, nl).trim();
          buffered = buffered.slice(nl + 1);
          if (o.signal?.aborted) throw aborted(o.signal.reason);
          if (text) yield parse(text);
        }
      }
      if (buffered.trim()) yield parse(buffered.trim());
      if (!sawSummary)
        throw new TokenRiskError({
          message: "the stream ended before its summary line",
          status: 0,
          reason: "NETWORK_ERROR",
          requestId,
        });
    } finally {
      o.signal?.removeEventListener("abort", onAbort);
      // Reached when the caller breaks out early too: closes the connection.
      await reader.cancel().catch(() => {});
    }
  }

  return {
    scan: ((tokenAddress: string, o: ScanOptions = {}) =>
      json({
        method: "POST",
        path: "/api/v1/scan",
        body: scanBody({ ...o, tokenAddress }),
        accept: acceptOf(o.mode),
        unsafeWithoutAnswer: true,
        billable: true,
        signal: o.signal,
      })) as TokenRiskClient["scan"],
    sandbox: ((o: SandboxOptions = {}) =>
      json({
        method: "POST",
        path: "/api/v1/scan/sandbox",
        body: scanBody(o),
        accept: acceptOf(o.mode),
        signal: o.signal,
      })) as TokenRiskClient["sandbox"],
    batch: (items, o = {}) =>
      json<BatchResponse>({
        method: "POST",
        path: "/api/v1/scan/batch",
        body: batchBody(items, o),
        unsafeWithoutAnswer: true,
        billable: true,
        signal: o.signal,
      }),
    batchStream,
    usage: (o = {}) => json<Usage>({ method: "GET", path: "/api/v1/usage", signal: o.signal }),
    watchlist: {
      list: (o = {}) => json<Watchlist>({ method: "GET", path: "/api/v1/watchlist", signal: o.signal }),
      add: (tokenAddress, o = {}) =>
        send(
          {
            method: "POST",
            path: "/api/v1/watchlist",
            body: { tokenAddress, ...(o.chain ? { chain: o.chain } : {}) },
            signal: o.signal,
          },
          async (res) => ({ ...(await readJson<{ entry: WatchEntry }>(res)), created: res.status === 201 }),
        ),
      remove: (tokenAddress, o = {}) =>
        json<WatchlistRemoved>({
          method: "DELETE",
          path: `/api/v1/watchlist/${encodeURIComponent(tokenAddress)}${chainQuery(o.chain)}`,
          unsafeWithoutAnswer: true,
          signal: o.signal,
        }),
    },
  };
}
