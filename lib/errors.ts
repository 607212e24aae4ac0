/**
 * The one error class of the service. Every failure that reaches a caller is an ApiError,
 * rendered as the spec's envelope `{error, code, reason}`; `code` is the HTTP status and is
 * derived from `reason` through the table below, so the two can never disagree.
 * Plain TypeScript, no Next imports. The engine and the chain readers do not throw it: they throw
 * plain domain errors (lib/chains/errors.ts), which `fromDomainError` below maps to the envelope.
 */
import { isInvalidTokenInput, isUpstreamUnavailable } from "@/lib/chains/errors";

export const REASON_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  SIGNATURE_INVALID: 401,
  SIGNATURE_EXPIRED: 401,
  SIGNATURE_REQUIRED: 401,
  SIGNATURE_REPLAYED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_TIER: 403,
  EMAIL_UNVERIFIED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_UNAVAILABLE: 503,
} as const;

export type ErrorReason = keyof typeof REASON_STATUS;

export interface ErrorEnvelope {
  error: string;
  code: number;
  reason: ErrorReason;
  requestId?: string;
  details?: unknown;
}

/**
 * Next may bundle this module into several chunks, giving several ApiError classes, so
 * `instanceof` is unreliable across modules: errors carry a global brand and `isApiError`
 * checks it. Always use `isApiError`, never `instanceof ApiError`.
 */
const BRAND = Symbol.for("token-risk-api.ApiError");

export class ApiError extends Error {
  readonly [BRAND] = true;
  readonly reason: ErrorReason;
  readonly status: number;
  /** Seconds; sent as `Retry-After` (429, 503). */
  readonly retryAfter?: number;
  /** Safe, caller-facing detail (e.g. which fields failed validation). Never secrets. */
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    reason: ErrorReason,
    message: string,
    options: { retryAfter?: number; details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApiError";
    this.reason = reason;
    this.status = REASON_STATUS[reason];
    this.retryAfter = options.retryAfter;
    this.details = options.details;
    this.headers = options.headers;
  }

  toEnvelope(requestId?: string): ErrorEnvelope {
    const body: ErrorEnvelope = { error: this.message, code: this.status, reason: this.reason };
    if (this.details !== undefined) body.details = this.details;
    if (requestId) body.requestId = requestId;
    return body;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return typeof err === "object" && err !== null && (err as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * The one mapping from the engine's domain errors to the envelope: UpstreamUnavailable -> 503
 * UPSTREAM_UNAVAILABLE (its retry hint becomes `Retry-After`), InvalidTokenInput -> 400
 * INVALID_INPUT. An ApiError is returned as it is; anything else gives null. The API wrapper
 * (lib/api/handler.ts) applies it to every error a handler throws; the scan service applies it
 * where it turns engine failures into results (batch items, watchlist rescans, the token page).
 */
export function fromDomainError(err: unknown): ApiError | null {
  if (isApiError(err)) return err;
  if (isUpstreamUnavailable(err))
    return new ApiError("UPSTREAM_UNAVAILABLE", err.message, { retryAfter: err.retryAfterSeconds, cause: err });
  if (isInvalidTokenInput(err)) return new ApiError("INVALID_INPUT", err.message, { cause: err });
  return null;
}
