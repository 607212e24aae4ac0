import { createHmac, randomBytes } from "node:crypto";

/**
 * Webhook delivery signatures. Every delivery carries two independent signatures, both keyed
 * with the SAME key bytes, so one endpoint secret serves both and receivers may check either.
 *
 * Endpoint secret: `whsec_` + standard base64 of 32 random bytes (`generateWebhookSecret`).
 * KEY BYTES (both schemes): the base64-DECODED bytes after the `whsec_` prefix — NOT the secret
 * string itself. E.g. for `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`, the HMAC key is
 * `Buffer.from("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "base64")`.
 *
 * (a) Spec scheme (Events section):
 *       X-Service-Event:     <event kind>
 *       X-Service-Timestamp: <Unix seconds>
 *       X-Service-Signature: sha256=<lowercase hex HMAC-SHA256(key, raw body bytes)>
 *     Only the body is signed; the timestamp and event headers are NOT covered by the MAC, so a
 *     captured delivery can be replayed with a fresh timestamp. Receivers that can should prefer (b).
 *     Receiver: `hmac = createHmac("sha256", Buffer.from(secret.slice(6), "base64")).update(rawBody)`,
 *     compare `"sha256=" + hmac.digest("hex")` with the header in constant time.
 *
 * (b) Standard Webhooks (https://www.standardwebhooks.com/):
 *       webhook-id:        <message id, stable across retries; use it to de-duplicate>
 *       webhook-timestamp: <Unix seconds>
 *       webhook-signature: v1,<base64 HMAC-SHA256(key, `${id}.${timestamp}.${raw body}`)>
 *     Verifiable with any Standard Webhooks library, e.g. `new Webhook(secret).verify(body, headers)`
 *     from the `standardwebhooks` npm package, given the full `whsec_...` secret.
 *
 * Both timestamps carry the same value. Plain Node/TS: no Next imports. The server only signs: receivers verify
 * with the client package's `verifyWebhook` (packages/client/src/webhooks.ts, Standard Webhooks required) or any
 * Standard Webhooks library. DEFAULT_WEBHOOK_TOLERANCE_SECONDS is the tolerance the docs tell receivers to use.
 */

export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
const SECRET_KEY_BYTES = 32;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 128;
/** Message ids: no "." (the Standard Webhooks separator) or whitespace/comma (header syntax). */
const ID_SHAPE = /^[A-Za-z0-9_\-:]{1,256}$/;

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes. Show it to the owner once. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_KEY_BYTES).toString("base64");
}

/** The HMAC key bytes of a `whsec_<base64>` secret (prefix optional). Throws TypeError when malformed. */
export function webhookSecretKey(secret: string): Buffer {
  if (typeof secret !== "string") throw new TypeError("webhook secret must be a string");
  const b64 = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1) {
    throw new TypeError("webhook secret must be whsec_ followed by standard base64");
  }
  const key = Buffer.from(b64, "base64");
  if (key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) {
    throw new TypeError(`webhook secret must decode to ${MIN_KEY_BYTES}..${MAX_KEY_BYTES} bytes`);
  }
  return key;
}

function toBytes(body: string | Uint8Array): Buffer {
  return typeof body === "string"
    ? Buffer.from(body, "utf8")
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function serviceMac(key: Buffer, body: Buffer): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

function standardMac(key: Buffer, id: string, timestamp: string, body: Buffer): Buffer {
  return createHmac("sha256", key).update(`${id}.${timestamp}.`, "utf8").update(body).digest();
}

export interface SignWebhookInput {
  /** Endpoint secret `whsec_<base64>`. */
  secret: string;
  /** Message id (e.g. `msg_...`), stable across retries of one event. Letters, digits, `_`, `-`, `:`. */
  id: string;
  /** Unix seconds of this delivery attempt. */
  timestamp: number;
  /** The raw JSON body exactly as it will be sent. */
  body: string | Uint8Array;
  /** Event kind, e.g. `scan.completed`. */
  event: string;
}

/** All signature headers for one delivery (both schemes). Content-Type is left to the transport. */
export function signWebhook(input: SignWebhookInput): Record<string, string> {
  const { secret, id, timestamp, body, event } = input;
  if (!ID_SHAPE.test(id)) throw new TypeError("signWebhook: id must be 1-256 of [A-Za-z0-9_:-]");
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new TypeError("signWebhook: timestamp must be whole Unix seconds");
  if (typeof event !== "string" || !/^[A-Za-z0-9._-]{1,100}$/.test(event))
    throw new TypeError("signWebhook: invalid event kind");
  const key = webhookSecretKey(secret);
  const bytes = toBytes(body);
  const ts = String(timestamp);
  return {
    "X-Service-Event": event,
    "X-Service-Timestamp": ts,
    "X-Service-Signature": "sha256=" + serviceMac(key, bytes).toString("hex"),
    "webhook-id": id,
    "webhook-timestamp": ts,
    "webhook-signature": "v1," + standardMac(key, id, ts, bytes).toString("base64"),
  };
}
