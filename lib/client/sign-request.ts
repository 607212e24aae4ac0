import { createHash, createHmac } from "node:crypto";

/**
 * Client-side helper for integrators who sign their requests (optional request signing).
 * Self-contained: depends only on node:crypto, so it can be copied into a client project.
 *
 *   derived key = SHA-256(UTF-8(apiKey + salt))
 *   signature   = hex HMAC-SHA256(derived key, timestamp + "\n" + raw body bytes)
 *
 * Sign the exact bytes you send: serialize the JSON once, sign that string, and send that same
 * string as the body. The timestamp is Unix time in whole seconds; the server accepts it within
 * ±300 seconds of its clock, and accepts each signature only once.
 *
 * @example
 * ```ts
 * import { signRequest } from "./sign-request";
 *
 * const body = JSON.stringify({ mint: "So11111111111111111111111111111111111111112", chain: "solana" });
 * const res = await fetch("https://api.example.com/api/v1/scan", {
 *   method: "POST",
 *   headers: {
 *     Authorization: `Bearer ${process.env.API_KEY}`,
 *     "Content-Type": "application/json",
 *     ...signRequest({ apiKey: process.env.API_KEY!, body, salt: process.env.API_SIGNING_SALT }),
 *   },
 *   body, // exactly the string that was signed
 * });
 * ```
 */

/** The salt a local development server uses when `API_SIGNING_SALT` is unset. */
export const DEV_SIGNING_SALT = "service_dev_api_signing_salt_v1";

export interface SignRequestInput {
  /** Your API key (the same one sent in Authorization / X-API-Key). */
  apiKey: string;
  /** The raw request body exactly as it will be sent; a string is encoded as UTF-8. Use "" for no body. */
  body: string | Uint8Array;
  /** The server's API_SIGNING_SALT (ask the operator). Defaults to the development salt. */
  salt?: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
}

export interface SignedRequestHeaders {
  "X-Service-Timestamp": string;
  "X-Service-Signature": string;
}

export function signRequest(input: SignRequestInput): SignedRequestHeaders {
  const { apiKey, body } = input;
  const salt = input.salt ?? DEV_SIGNING_SALT;
  if (typeof apiKey !== "string" || apiKey === "") throw new TypeError("signRequest: apiKey is required");
  if (salt === "") throw new TypeError("signRequest: salt must not be empty");
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new TypeError("signRequest: timestamp must be whole Unix seconds");
  }
  const ts = String(timestamp);
  const key = createHash("sha256")
    .update(apiKey + salt, "utf8")
    .digest();
  const bytes =
    typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const signature = createHmac("sha256", key)
    .update(ts + "\n", "utf8")
    .update(bytes)
    .digest("hex");
  return { "X-Service-Timestamp": ts, "X-Service-Signature": signature };
}
