/**
 * The domain errors of the chain readers and the engine: plain errors that know nothing about
 * HTTP. The API layer turns them into the error envelope (lib/errors.ts `fromDomainError`): an
 * UpstreamUnavailable becomes 503 UPSTREAM_UNAVAILABLE with `Retry-After`, an InvalidTokenInput
 * 400 INVALID_INPUT.
 *
 * Next may bundle this module into several chunks (several classes of the same name), so the
 * errors carry a global brand and the `is…` guards check it instead of `instanceof`.
 */
const UPSTREAM = Symbol.for("token-risk-api.UpstreamUnavailable");
const INVALID = Symbol.for("token-risk-api.InvalidTokenInput");

/** A data source (chain RPC, market API) cannot answer now; retrying later may succeed. */
export class UpstreamUnavailable extends Error {
  readonly [UPSTREAM] = true;
  /** Seconds after which a retry makes sense. */
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "UpstreamUnavailable";
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }
}

/** The token cannot be analysed as given: unsupported chain, malformed address, not a token (mint). */
export class InvalidTokenInput extends Error {
  readonly [INVALID] = true;

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "InvalidTokenInput";
  }
}

const branded = (err: unknown, brand: symbol) =>
  typeof err === "object" && err !== null && (err as Record<symbol, unknown>)[brand] === true;

export function isUpstreamUnavailable(err: unknown): err is UpstreamUnavailable {
  return branded(err, UPSTREAM);
}

export function isInvalidTokenInput(err: unknown): err is InvalidTokenInput {
  return branded(err, INVALID);
}

/** Either domain error: its message is safe to show (no URLs, no keys). */
export function isChainError(err: unknown): err is UpstreamUnavailable | InvalidTokenInput {
  return isUpstreamUnavailable(err) || isInvalidTokenInput(err);
}
