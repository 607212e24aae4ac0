import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";

/**
 * Optional request signing (spec: Authentication / Optional request signing).
 *
 *   derived key = SHA-256( UTF-8(apiKey + salt) )                      -> 32 bytes
 *   message     = X-Service-Timestamp + "\n" + raw request body bytes  (body may be empty)
 *   signature   = HMAC-SHA256(derived key, message)
 *
 * `X-Service-Signature` carries the 32-byte MAC as hex (either case) or base64 (standard or
 * URL-safe alphabet, padding optional). `X-Service-Timestamp` is Unix time in whole seconds, as a
 * plain decimal integer string; it must lie within ±toleranceSeconds (default 300) of the server
 * clock. The message uses the timestamp header value exactly as sent.
 *
 * Replay protection is the caller's job: `verifyRequestSignature` returns the hex of the decoded
 * MAC (`signatureDigest`), which is the same for every textual encoding of one signature, so the
 * caller can "set if absent" it in the store for the tolerance window (plus the window again, to
 * cover clock skew in both directions) and reject a second use with SIGNATURE_REPLAYED.
 *
 * Plain Node/TS: no Next imports.
 */

/** Salt used only when `API_SIGNING_SALT` is unset outside production (spec, item 5). */
export const DEV_SIGNING_SALT = "service_dev_api_signing_salt_v1";

export const SIGNATURE_HEADER = "X-Service-Signature";
export const TIMESTAMP_HEADER = "X-Service-Timestamp";
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

const MAC_BYTES = 32;
/** Canonical decimal: no sign, no leading zeros, no fraction; at most 15 digits (a safe integer). */
const TIMESTAMP_SHAPE = /^(0|[1-9][0-9]{0,14})$/;
const HEX_SHAPE = /^[0-9a-fA-F]{64}$/;
/** 32 bytes = 43 base64 characters + one "=" of padding (optional). Either alphabet. */
const BASE64_SHAPE = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * The signing salt for this process. In production `API_SIGNING_SALT` is required (throws when it
 * is unset or empty); elsewhere the fixed development salt is used as a fallback.
 */
export function resolveSigningSalt(env: { API_SIGNING_SALT?: string; NODE_ENV?: string }): string {
  const configured = env.API_SIGNING_SALT;
  if (configured !== undefined && configured.trim() !== "") return configured;
  if (env.NODE_ENV === "production") {
    throw new Error(
      "API_SIGNING_SALT is required in production (request signing would otherwise use the public development salt). Set it to a long random string.",
    );
  }
  return DEV_SIGNING_SALT;
}

/** Derived signing key: SHA-256 over UTF-8(apiKey + salt). The raw API key is never the HMAC key. */
export function deriveSigningKey(apiKey: string, salt: string): Buffer {
  if (typeof apiKey !== "string" || apiKey.length === 0)
    throw new TypeError("deriveSigningKey: apiKey must be a non-empty string");
  if (typeof salt !== "string" || salt.length === 0)
    throw new TypeError("deriveSigningKey: salt must be a non-empty string");
  return createHash("sha256")
    .update(apiKey + salt, "utf8")
    .digest();
}

function toBytes(body: Uint8Array | string): Buffer {
  if (typeof body === "string") return Buffer.from(body, "utf8");
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function macBytes(key: Buffer, timestamp: string, body: Uint8Array | string): Buffer {
  return createHmac("sha256", key)
    .update(timestamp + "\n", "utf8")
    .update(toBytes(body))
    .digest();
}

export interface ComputeSignatureInput {
  apiKey: string;
  salt: string;
  /** The exact `X-Service-Timestamp` value (Unix seconds). A number must be a non-negative integer. */
  timestamp: string | number;
  /** Raw request body; a string is encoded as UTF-8. */
  body: Uint8Array | string;
}

/** HMAC-SHA256 signature of `timestamp + "\n" + body`, as lowercase hex or standard padded base64. */
export function computeSignature(input: ComputeSignatureInput, encoding: "hex" | "base64" = "hex"): string {
  let ts: string;
  if (typeof input.timestamp === "number") {
    if (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0) {
      throw new TypeError("computeSignature: timestamp must be a non-negative integer (Unix seconds)");
    }
    ts = String(input.timestamp);
  } else {
    ts = input.timestamp;
  }
  return macBytes(deriveSigningKey(input.apiKey, input.salt), ts, input.body).toString(encoding);
}

/** Decodes a signature header value to the 32 MAC bytes, or null when it is neither hex nor base64 of 32 bytes. */
export function decodeSignature(value: string): Buffer | null {
  const v = value.trim();
  if (HEX_SHAPE.test(v)) return Buffer.from(v, "hex");
  if (!BASE64_SHAPE.test(v)) return null;
  const standard = v.replace(/-/g, "+").replace(/_/g, "/").replace(/=$/, "");
  const bytes = Buffer.from(standard, "base64");
  // Reject non-canonical encodings (non-zero trailing bits) so one MAC has exactly one base64 form.
  if (bytes.length !== MAC_BYTES || bytes.toString("base64").replace(/=$/, "") !== standard) return null;
  return bytes;
}

/** True when the request carries at least one of the two signing headers (so it must be verified). */
export function hasSigningHeaders(
  timestampHeader: string | null | undefined,
  signatureHeader: string | null | undefined,
): boolean {
  return (
    (timestampHeader !== null && timestampHeader !== undefined) ||
    (signatureHeader !== null && signatureHeader !== undefined)
  );
}

export interface VerifyRequestSignatureInput {
  apiKey: string;
  salt: string;
  /** Value of `X-Service-Timestamp`, or null/undefined when absent. */
  timestampHeader: string | null | undefined;
  /** Value of `X-Service-Signature`, or null/undefined when absent. */
  signatureHeader: string | null | undefined;
  /** Raw body bytes exactly as received (empty for no body). */
  body: Uint8Array;
  /** Server clock, Unix seconds (injected for testability). */
  nowSeconds: number;
  /** Allowed clock difference in either direction; default 300. */
  toleranceSeconds?: number;
}

export interface VerifiedRequestSignature {
  /** The signed timestamp (Unix seconds). */
  timestamp: number;
  /** Lowercase hex of the decoded MAC; use as the replay nonce. */
  signatureDigest: string;
}

/**
 * Verifies a signed request. Throws ApiError:
 * - SIGNATURE_REQUIRED when neither header is present (callers for which signing is optional
 *   should check `hasSigningHeaders` first and skip verification);
 * - SIGNATURE_INVALID when only one header is present, either is malformed, or the MAC differs;
 * - SIGNATURE_EXPIRED when the timestamp is outside ±toleranceSeconds of nowSeconds.
 * The MAC is checked before the clock, so an expired answer is only given for authentic requests.
 */
export function verifyRequestSignature(input: VerifyRequestSignatureInput): VerifiedRequestSignature {
  const { timestampHeader, signatureHeader } = input;
  const tolerance = input.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
  if (!Number.isFinite(tolerance) || tolerance < 0)
    throw new TypeError("verifyRequestSignature: toleranceSeconds must be a non-negative number");
  if (!Number.isFinite(input.nowSeconds))
    throw new TypeError("verifyRequestSignature: nowSeconds must be a finite number");

  const hasTs = timestampHeader !== null && timestampHeader !== undefined;
  const hasSig = signatureHeader !== null && signatureHeader !== undefined;
  if (!hasTs && !hasSig) {
    throw new ApiError(
      "SIGNATURE_REQUIRED",
      `Request signature required: send ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}.`,
    );
  }
  if (!hasTs) {
    throw new ApiError(
      "SIGNATURE_INVALID",
      `${SIGNATURE_HEADER} was sent without ${TIMESTAMP_HEADER}; both headers are required for a signed request.`,
    );
  }
  if (!hasSig) {
    throw new ApiError(
      "SIGNATURE_INVALID",
      `${TIMESTAMP_HEADER} was sent without ${SIGNATURE_HEADER}; both headers are required for a signed request.`,
    );
  }
  if (!TIMESTAMP_SHAPE.test(timestampHeader)) {
    throw new ApiError(
      "SIGNATURE_INVALID",
      `${TIMESTAMP_HEADER} must be Unix time in whole seconds as a plain decimal integer (for example 1700000000).`,
    );
  }
  const provided = decodeSignature(signatureHeader);
  if (!provided) {
    throw new ApiError(
      "SIGNATURE_INVALID",
      `${SIGNATURE_HEADER} must be the HMAC-SHA256 as 64 hex characters or base64 of 32 bytes.`,
    );
  }

  const expected = macBytes(deriveSigningKey(input.apiKey, input.salt), timestampHeader, input.body);
  if (!timingSafeEqual(expected, provided)) {
    throw new ApiError("SIGNATURE_INVALID", "Request signature does not match.");
  }

  const timestamp = Number(timestampHeader);
  if (Math.abs(input.nowSeconds - timestamp) > tolerance) {
    const hint = timestamp > 1e11 ? " It looks like milliseconds; send seconds." : "";
    throw new ApiError(
      "SIGNATURE_EXPIRED",
      `${TIMESTAMP_HEADER} is outside the allowed window of ±${tolerance} seconds from server time.${hint}`,
    );
  }
  return { timestamp, signatureDigest: provided.toString("hex") };
}
