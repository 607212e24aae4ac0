import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { generateWebhookSecret, signWebhook, webhookSecretKey } from "@/lib/webhooks/signatures";

/*
 * Receiver-side verification is the client package's verifyWebhook (packages/client/test/offline.test.ts, and
 * against real deliveries in tests/integration/webhooks.test.ts); the server only signs.
 *
 * Fixed secret: key bytes 0x00..0x1f, i.e.
 *   python3 -c 'import base64;print(base64.b64encode(bytes(range(32))).decode())'
 */
const SECRET = "whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";
const ID = "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W";
const TS = 1700000000;
const BODY = '{"type":"scan.completed","data":{"mint":"So11111111111111111111111111111111111111112"}}';

/*
 * Computed independently with openssl (cross-checked with python3 hmac):
 *   HEXKEY=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
 *   # (a) spec scheme: hex HMAC of the raw body, keyed with the DECODED secret bytes
 *   printf '%s' "$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$HEXKEY -hex
 *   # (b) Standard Webhooks: base64 HMAC of "${id}.${timestamp}.${body}"
 *   printf '%s' "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W.1700000000.$BODY" \
 *     | openssl dgst -sha256 -mac HMAC -macopt hexkey:$HEXKEY -binary | base64
 */
const KNOWN_SERVICE_SIG = "sha256=4e40d319dcf13a58df4f856eba158f8bb489c0c67d45ef26f4fe25e95e1c5dc8";
const KNOWN_STANDARD_SIG = "v1,Cr64FualyiveY7ZnEWQBQ9Ciqi9fkRglY9qdQN6ddlQ=";

function headersFor(timestamp = TS, body: string = BODY) {
  return signWebhook({ secret: SECRET, id: ID, timestamp, body, event: "scan.completed" });
}

describe("webhook signatures: known answers", () => {
  it("produces both schemes' headers", () => {
    expect(headersFor()).toEqual({
      "X-Service-Event": "scan.completed",
      "X-Service-Timestamp": "1700000000",
      "X-Service-Signature": KNOWN_SERVICE_SIG,
      "webhook-id": ID,
      "webhook-timestamp": "1700000000",
      "webhook-signature": KNOWN_STANDARD_SIG,
    });
  });

  it("signs bytes and strings identically", () => {
    const a = signWebhook({
      secret: SECRET,
      id: ID,
      timestamp: TS,
      body: new TextEncoder().encode(BODY),
      event: "scan.completed",
    });
    expect(a).toEqual(headersFor());
  });

  it("decodes the whsec_ secret to its key bytes", () => {
    expect(webhookSecretKey(SECRET).toString("hex")).toBe(
      Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString("hex"),
    );
  });
});

describe("generateWebhookSecret", () => {
  it("is whsec_ + base64 of 32 random bytes", () => {
    const a = generateWebhookSecret();
    const b = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), "base64")).toHaveLength(32);
    expect(a).not.toBe(b);
  });
});

describe("standardwebhooks interop", () => {
  it("the stock library verifies our headers (fixed and generated secrets)", () => {
    const now = Math.floor(Date.now() / 1000);
    const h = signWebhook({ secret: SECRET, id: ID, timestamp: now, body: BODY, event: "scan.completed" });
    expect(new Webhook(SECRET).verify(BODY, h)).toEqual(JSON.parse(BODY));

    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: "risk.changed", data: { note: "ünïcode ✓" } });
    const h2 = signWebhook({ secret, id: "msg_abc", timestamp: now, body, event: "risk.changed" });
    expect(new Webhook(secret).verify(body, h2)).toEqual(JSON.parse(body));
    // and with only the three standard headers, Buffer body
    expect(
      new Webhook(secret).verify(Buffer.from(body), {
        "webhook-id": h2["webhook-id"],
        "webhook-timestamp": h2["webhook-timestamp"],
        "webhook-signature": h2["webhook-signature"],
      }),
    ).toEqual(JSON.parse(body));
  });

  it("the stock library rejects a tampered body", () => {
    const now = Math.floor(Date.now() / 1000);
    const h = signWebhook({ secret: SECRET, id: ID, timestamp: now, body: BODY, event: "scan.completed" });
    expect(() => new Webhook(SECRET).verify(BODY.replace("scan", "scam"), h)).toThrow();
  });
});
