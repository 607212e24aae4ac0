/**
 * Worked examples for the /docs page, computed by the production signing code (never typed by
 * hand): request signing (lib/auth/request-signing.ts) and webhook delivery signatures
 * (lib/webhooks/signatures.ts). tests/unit/docs/worked-examples.test.ts verifies each with the
 * production verifier, and the integration test checks the page shows these exact values.
 */
import { createHash } from "node:crypto";
import {
  computeSignature,
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  DEV_SIGNING_SALT,
  deriveSigningKey,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from "@/lib/auth/request-signing";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";
import { DEFAULT_WEBHOOK_TOLERANCE_SECONDS, signWebhook, WEBHOOK_SECRET_PREFIX } from "@/lib/webhooks/signatures";

export interface SigningExample {
  apiKey: string;
  salt: string;
  timestamp: string;
  body: string;
  /** SHA-256(apiKey + salt), hex. */
  derivedKeyHex: string;
  /** The signed message with the newline shown as \n. */
  messageShown: string;
  signatureHex: string;
  signatureBase64: string;
  toleranceSeconds: number;
  headers: Record<string, string>;
  /** The same computation in a shell, with openssl. */
  shell: string;
}

/** An illustrative key (the shape of a real one: `trk_live_` + 32 characters); never a live key. */
const EXAMPLE_API_KEY = "trk_live_EXAMPLEexample0123456789ABCDEFab";
const EXAMPLE_TIMESTAMP = 1_767_225_600; // 2026-01-01T00:00:00Z

export function signingExample(): SigningExample {
  const apiKey = EXAMPLE_API_KEY;
  const salt = DEV_SIGNING_SALT;
  const timestamp = String(EXAMPLE_TIMESTAMP);
  const body = JSON.stringify({ tokenAddress: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", chain: "solana" });
  const signatureHex = computeSignature({ apiKey, salt, timestamp, body }, "hex");
  return {
    apiKey,
    salt,
    timestamp,
    body,
    derivedKeyHex: deriveSigningKey(apiKey, salt).toString("hex"),
    messageShown: `${timestamp}\\n${body}`,
    signatureHex,
    signatureBase64: computeSignature({ apiKey, salt, timestamp, body }, "base64"),
    toleranceSeconds: DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
    headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureHex },
    shell: [
      `KEY='${apiKey}'; SALT='${salt}'; TS=${timestamp}`,
      `BODY='${body}'`,
      `DK=$(printf '%s' "$KEY$SALT" | sha256sum | cut -d' ' -f1)`,
      `printf '%s\\n%s' "$TS" "$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$DK | cut -d' ' -f2`,
    ].join("\n"),
  };
}

export interface WebhookExample {
  event: string;
  secret: string;
  /** The HMAC key: the base64-decoded bytes after `whsec_`, hex. */
  keyHex: string;
  id: string;
  timestamp: number;
  body: string;
  headers: Record<string, string>;
  toleranceSeconds: number;
}

/** A fixed, illustrative endpoint secret (32 bytes), in the `whsec_<base64>` form the dashboard shows once. */
const EXAMPLE_WEBHOOK_SECRET =
  WEBHOOK_SECRET_PREFIX + createHash("sha256").update("docs example webhook secret").digest("base64");

/** A signed delivery of the first active event's documented payload, exactly as the worker would send it. */
export function webhookExample(): WebhookExample {
  const info = WEBHOOK_EVENTS.find((e) => e.status === "active" && e.payloadExample);
  const payload = info?.payloadExample;
  if (!info || !payload) throw new Error("no active webhook event has a payload example");
  const body = JSON.stringify(payload);
  const id = String(payload.id);
  const headers = signWebhook({
    secret: EXAMPLE_WEBHOOK_SECRET,
    id,
    timestamp: EXAMPLE_TIMESTAMP,
    body,
    event: info.type,
  });
  return {
    event: info.type,
    secret: EXAMPLE_WEBHOOK_SECRET,
    keyHex: Buffer.from(EXAMPLE_WEBHOOK_SECRET.slice(WEBHOOK_SECRET_PREFIX.length), "base64").toString("hex"),
    id,
    timestamp: EXAMPLE_TIMESTAMP,
    body,
    headers,
    toleranceSeconds: DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  };
}
