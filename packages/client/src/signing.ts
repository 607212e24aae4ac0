import { concatBytes, subtle, toBytes, toHex, utf8 } from "./encoding.js";

/**
 * Optional request signing (API docs, "Request signing"), with Web Crypto only:
 *
 *   derived key = SHA-256(UTF-8(apiKey + salt))
 *   signature   = hex HMAC-SHA256(derived key, timestamp + "\n" + the exact body bytes sent)
 *
 * The timestamp is Unix time in whole seconds; the server accepts it within ±300 s of its clock, and each
 * signature only once (the same bytes signed twice in one second give the same signature, a replay: the client
 * waits for the next second rather than send it). `createClient({ signing: { salt } })` signs every request; this
 * function is for callers that build requests by hand.
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

/** The HMAC key for one API key and salt (derive it once, sign many requests with it). */
export async function deriveSigningKey(apiKey: string, salt: string = DEV_SIGNING_SALT): Promise<CryptoKey> {
  if (typeof apiKey !== "string" || apiKey === "") throw new TypeError("signRequest: apiKey is required");
  if (typeof salt !== "string" || salt === "") throw new TypeError("signRequest: salt must not be empty");
  const raw = await subtle().digest("SHA-256", utf8.encode(apiKey + salt));
  return subtle().importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** Signs with a derived key (see deriveSigningKey). */
export async function signWithKey(
  key: CryptoKey,
  body: string | Uint8Array,
  timestamp: number = Math.floor(Date.now() / 1000),
): Promise<SignedRequestHeaders> {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new TypeError("signRequest: timestamp must be whole Unix seconds");
  }
  const ts = String(timestamp);
  const mac = await subtle().sign("HMAC", key, concatBytes(utf8.encode(ts + "\n"), toBytes(body)));
  return { "X-Service-Timestamp": ts, "X-Service-Signature": toHex(mac) };
}

/**
 * Both signing headers for one request. Sign the exact bytes you send: serialise the JSON once, sign that string,
 * and send that same string as the body.
 *
 * @example
 * const body = JSON.stringify({ tokenAddress: "So11111111111111111111111111111111111111112", chain: "solana" });
 * const res = await fetch(`${baseUrl}/api/v1/scan`, {
 *   method: "POST",
 *   headers: {
 *     Authorization: `Bearer ${apiKey}`,
 *     "Content-Type": "application/json",
 *     ...(await signRequest({ apiKey, body, salt })),
 *   },
 *   body, // exactly the string that was signed
 * });
 */
export async function signRequest(input: SignRequestInput): Promise<SignedRequestHeaders> {
  if (input.timestamp !== undefined && (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0)) {
    throw new TypeError("signRequest: timestamp must be whole Unix seconds");
  }
  const key = await deriveSigningKey(input.apiKey, input.salt ?? DEV_SIGNING_SALT);
  return signWithKey(key, input.body, input.timestamp);
}
