import { concatBytes, fromBase64, fromHex, subtle, toBytes, utf8 } from "./encoding.js";
import type { components } from "./generated/openapi.js";

/**
 * Receiver-side verification of the server's webhook deliveries, Web Crypto only (API docs, docs/webhooks.md).
 * Every delivery carries two signatures keyed with the same bytes: the base64-decoded part of the endpoint secret
 * after `whsec_`.
 *
 *   X-Service-Signature: sha256=<hex HMAC-SHA256(key, raw body)>            with X-Service-Timestamp
 *   webhook-signature:   v1,<base64 HMAC-SHA256(key, id + "." + ts + "." + raw body)>   Standard Webhooks,
 *                        with webhook-id and webhook-timestamp; several space-separated signatures may be sent
 *
 * The Standard Webhooks headers are required (the server always sends both schemes, lib/webhooks/worker.ts), and
 * every scheme present must verify; each timestamp must lie within ±toleranceSeconds (default 300) of now. MACs are
 * compared by `crypto.subtle.verify` (constant time), never with `===` on strings. The X-Service MAC covers the body
 * only, not its timestamp: a captured delivery could be replayed with a fresh X-Service-Timestamp. It is accepted
 * alone only with `allowServiceSignatureOnly: true` (not replay-safe). De-duplicate on `webhook-id` (stable across
 * retries).
 */

export type WebhookEvent =
  | components["schemas"]["WebhookEvent_scan_completed"]
  | components["schemas"]["WebhookEvent_risk_changed"]
  | components["schemas"]["WebhookEvent_high_safety_token"]
  | components["schemas"]["WebhookEvent_webhook_test"];

export type WebhookVerificationReason =
  | "MISSING_HEADERS"
  | "MALFORMED_HEADERS"
  | "TIMESTAMP_OUT_OF_RANGE"
  | "SIGNATURE_MISMATCH"
  | "INVALID_SECRET"
  | "INVALID_BODY";

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  readonly reason: WebhookVerificationReason;
  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Fetch `Headers`, or a plain object such as Node's `req.headers` (names in any case). */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | Record<string, string | readonly string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Allowed clock difference in either direction, seconds; default 300. */
  toleranceSeconds?: number;
  /** The receiver's clock in Unix seconds; default now. */
  nowSeconds?: number;
  /**
   * Accept a delivery that carries only `X-Service-Signature` (no Standard Webhooks headers). NOT replay-safe: that
   * MAC covers the body only, so anyone who captured a delivery can send it again with a fresh timestamp. Default
   * false; the server always sends the Standard Webhooks headers too.
   */
  allowServiceSignatureOnly?: boolean;
}

export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
const ID_SHAPE = /^[A-Za-z0-9_\-:]{1,256}$/;
const TIMESTAMP_SHAPE = /^(0|[1-9][0-9]{0,14})$/;
const SERVICE_SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
const STANDARD_SIGNATURE = /^v1,([A-Za-z0-9+/]{43}=)$/;

function headerReader(headers: WebhookHeaders): (name: string) => string | undefined {
  if (typeof (headers as { get?: unknown }).get === "function") {
    const h = headers as { get(name: string): string | null };
    return (name) => h.get(name) ?? undefined;
  }
  const lower = new Map<string, string | readonly string[] | undefined>();
  for (const [k, v] of Object.entries(headers)) lower.set(k.toLowerCase(), v);
  return (name) => {
    const v = lower.get(name);
    if (v === undefined) return undefined;
    return typeof v === "string" ? v : v.join(", ");
  };
}

async function secretKey(secret: string): Promise<CryptoKey> {
  const b64 = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1)
    throw new WebhookVerificationError("INVALID_SECRET", "webhook secret must be whsec_ followed by standard base64");
  const raw = fromBase64(b64);
  if (raw.length < 16) throw new WebhookVerificationError("INVALID_SECRET", "webhook secret is too short");
  return subtle().importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
}

function checkTimestamp(value: string, now: number, tolerance: number, header: string): void {
  if (!TIMESTAMP_SHAPE.test(value))
    throw new WebhookVerificationError("MALFORMED_HEADERS", `${header} must be Unix seconds`);
  if (Math.abs(now - Number(value)) > tolerance)
    throw new WebhookVerificationError("TIMESTAMP_OUT_OF_RANGE", `${header} is outside the ±${tolerance}s tolerance`);
}

/**
 * Verifies a delivery and returns its parsed event. Throws WebhookVerificationError when it is not authentic or
 * not fresh (it never returns a falsy value, so an unchecked call cannot accept a forgery).
 *
 * @param rawBody the body exactly as received, before any JSON parsing (a string or the bytes)
 * @param headers the request headers
 * @param secret  the endpoint secret `whsec_...` shown when the endpoint was created or rotated
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const tolerance = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new TypeError("verifyWebhook: toleranceSeconds must be >= 0");
  const key = await secretKey(secret);
  const get = headerReader(headers);
  const body = toBytes(rawBody);

  const id = get("webhook-id");
  const wts = get("webhook-timestamp");
  const wsig = get("webhook-signature");
  const sts = get("x-service-timestamp");
  const ssig = get("x-service-signature");
  const hasStandard = id !== undefined || wts !== undefined || wsig !== undefined;
  const hasService = ssig !== undefined;
  if (!hasStandard && !hasService)
    throw new WebhookVerificationError("MISSING_HEADERS", "no webhook signature headers");
  if (!hasStandard && !options.allowServiceSignatureOnly)
    throw new WebhookVerificationError(
      "MISSING_HEADERS",
      "webhook-id, webhook-timestamp and webhook-signature are required (X-Service-Signature alone is not replay-safe)",
    );

  if (hasStandard) {
    if (id === undefined || wts === undefined || wsig === undefined)
      throw new WebhookVerificationError(
        "MISSING_HEADERS",
        "webhook-id, webhook-timestamp and webhook-signature are all required",
      );
    if (!ID_SHAPE.test(id)) throw new WebhookVerificationError("MALFORMED_HEADERS", "webhook-id is malformed");
    checkTimestamp(wts, now, tolerance, "webhook-timestamp");
    const signed = concatBytes(utf8.encode(`${id}.${wts}.`), body);
    let matched = false;
    for (const part of wsig.split(" ")) {
      const m = STANDARD_SIGNATURE.exec(part);
      if (m && (await subtle().verify("HMAC", key, fromBase64(m[1]), signed))) matched = true;
    }
    if (!matched) throw new WebhookVerificationError("SIGNATURE_MISMATCH", "no matching webhook-signature");
  }

  if (hasService) {
    if (sts === undefined) throw new WebhookVerificationError("MISSING_HEADERS", "X-Service-Timestamp is required");
    checkTimestamp(sts, now, tolerance, "X-Service-Timestamp");
    const m = SERVICE_SIGNATURE.exec(ssig.trim());
    if (!m) throw new WebhookVerificationError("MALFORMED_HEADERS", "X-Service-Signature must be sha256=<64 hex>");
    if (!(await subtle().verify("HMAC", key, fromHex(m[1]), body)))
      throw new WebhookVerificationError("SIGNATURE_MISMATCH", "X-Service-Signature does not match");
  }

  try {
    return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError("INVALID_BODY", "the signed body is not JSON");
  }
}
