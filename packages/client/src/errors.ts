/**
 * The one error class of the client. Every failure is a TokenRiskError:
 * - an answer from the server: `status` is the HTTP status and `reason` the envelope's reason (e.g. INVALID_INPUT,
 *   RATE_LIMITED, QUOTA_EXCEEDED, UPSTREAM_UNAVAILABLE), with the `requestId` the server logged and, on 429/503,
 *   `retryAfter` in seconds;
 * - an error line at the end of a streamed batch: the same fields, from the line;
 * - no answer: `status` 0 and `reason` NETWORK_ERROR (the connection failed or broke) or TIMEOUT (`timeoutMs`
 *   elapsed), or ABORTED when the caller's signal aborted.
 */
export type ClientErrorReason = "NETWORK_ERROR" | "TIMEOUT" | "ABORTED" | "INVALID_RESPONSE";

export interface ErrorDetail {
  path: string;
  message: string;
  reason?: string;
}

export class TokenRiskError extends Error {
  override readonly name = "TokenRiskError";
  /** HTTP status; 0 when no answer was received. */
  readonly status: number;
  /** The server's reason (see the API docs), or a client-side one (ClientErrorReason). */
  readonly reason: string;
  /** The request id the server answered with (`X-Request-Id`), when there was an answer. */
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait (`Retry-After`), on 429 and 503. */
  readonly retryAfter: number | undefined;
  /** Per-field problems of an INVALID_INPUT answer. */
  readonly details: ErrorDetail[] | undefined;
  /** True when the answer's body was the server's JSON error envelope (`{error, code, reason}`), not, say, a proxy's page. */
  readonly envelope: boolean;

  constructor(init: {
    message: string;
    status: number;
    reason: string;
    requestId?: string;
    retryAfter?: number;
    details?: ErrorDetail[];
    envelope?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.reason = init.reason;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.details = init.details;
    this.envelope = init.envelope ?? false;
  }
}

export function isTokenRiskError(err: unknown): err is TokenRiskError {
  return err instanceof TokenRiskError;
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** The error of a non-2xx answer: the envelope `{error, code, reason, requestId?, details?}` when it is one. */
export async function errorFromResponse(res: Response): Promise<TokenRiskError> {
  const text = await res.text().catch(() => "");
  let envelope: { error?: unknown; reason?: unknown; requestId?: unknown; details?: unknown } = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object") envelope = parsed as typeof envelope;
  } catch {
    /* not JSON: a proxy's page, for example */
  }
  const isEnvelope =
    typeof envelope.reason === "string" &&
    typeof envelope.error === "string" &&
    (envelope as { code?: unknown }).code === res.status;
  const reason = isEnvelope ? (envelope.reason as string) : `HTTP_${res.status}`;
  const message =
    typeof envelope.error === "string" ? envelope.error : `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ""}`;
  return new TokenRiskError({
    message,
    status: res.status,
    reason,
    requestId:
      typeof envelope.requestId === "string" ? envelope.requestId : (res.headers.get("x-request-id") ?? undefined),
    retryAfter: parseRetryAfter(res.headers.get("retry-after")),
    details: Array.isArray(envelope.details) ? (envelope.details as ErrorDetail[]) : undefined,
    envelope: isEnvelope,
  });
}
