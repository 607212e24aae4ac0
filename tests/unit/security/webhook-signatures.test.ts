import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  webhookSecretKey,
} from "@/lib/webhooks/signatures";

/*
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

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as WebhookVerificationError).reason;
  }
  throw new Error("expected a throw");
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

  it("our verifier accepts the stock library's signature", () => {
    const wh = new Webhook(SECRET);
    const sig = wh.sign(ID, new Date(TS * 1000), BODY);
    expect(sig).toBe(KNOWN_STANDARD_SIG);
    expect(
      verifyWebhook({
        secret: SECRET,
        headers: { "Webhook-Id": ID, "Webhook-Timestamp": String(TS), "Webhook-Signature": sig },
        body: BODY,
        nowSeconds: TS,
      }),
    ).toBe(true);
  });
});

describe("verifyWebhook", () => {
  it("accepts a fresh delivery with both schemes, a plain object or a Headers instance", () => {
    const h = headersFor();
    expect(verifyWebhook({ secret: SECRET, headers: h, body: BODY, nowSeconds: TS })).toBe(true);
    expect(
      verifyWebhook({ secret: SECRET, headers: new Headers(h), body: Buffer.from(BODY), nowSeconds: TS + 300 }),
    ).toBe(true);
  });

  it("accepts either scheme alone", () => {
    const h = headersFor();
    const serviceOnly = {
      "x-service-signature": h["X-Service-Signature"],
      "x-service-timestamp": h["X-Service-Timestamp"],
      "x-service-event": "scan.completed",
    };
    const standardOnly = {
      "webhook-id": h["webhook-id"],
      "webhook-timestamp": h["webhook-timestamp"],
      "webhook-signature": h["webhook-signature"],
    };
    expect(verifyWebhook({ secret: SECRET, headers: serviceOnly, body: BODY, nowSeconds: TS })).toBe(true);
    expect(verifyWebhook({ secret: SECRET, headers: standardOnly, body: BODY, nowSeconds: TS })).toBe(true);
  });

  it("accepts any of several v1 signatures (secret rotation)", () => {
    const other = signWebhook({
      secret: generateWebhookSecret(),
      id: ID,
      timestamp: TS,
      body: BODY,
      event: "scan.completed",
    });
    const headers = {
      ...headersFor(),
      "webhook-signature": `${other["webhook-signature"]} v2,xyz ${KNOWN_STANDARD_SIG}`,
    };
    delete (headers as Record<string, string>)["X-Service-Signature"];
    expect(verifyWebhook({ secret: SECRET, headers, body: BODY, nowSeconds: TS })).toBe(true);
  });

  it("rejects a tampered body under either scheme", () => {
    const h = headersFor();
    const tampered = BODY.replace("scan.completed", "risk.changed");
    expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: h, body: tampered, nowSeconds: TS }))).toBe(
      "SIGNATURE_MISMATCH",
    );
    const serviceOnly = {
      "X-Service-Signature": h["X-Service-Signature"],
      "X-Service-Timestamp": h["X-Service-Timestamp"],
    };
    expect(
      reasonOf(() => verifyWebhook({ secret: SECRET, headers: serviceOnly, body: tampered, nowSeconds: TS })),
    ).toBe("SIGNATURE_MISMATCH");
  });

  it("rejects when any present scheme fails", () => {
    const h = { ...headersFor(), "X-Service-Signature": "sha256=" + "0".repeat(64) };
    expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: h, body: BODY, nowSeconds: TS }))).toBe(
      "SIGNATURE_MISMATCH",
    );
  });

  it("rejects a wrong secret", () => {
    expect(
      reasonOf(() =>
        verifyWebhook({ secret: generateWebhookSecret(), headers: headersFor(), body: BODY, nowSeconds: TS }),
      ),
    ).toBe("SIGNATURE_MISMATCH");
  });

  it("rejects stale and future timestamps", () => {
    const h = headersFor();
    for (const now of [TS + 301, TS - 301, TS + 86_400]) {
      expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: h, body: BODY, nowSeconds: now }))).toBe(
        "TIMESTAMP_OUT_OF_RANGE",
      );
    }
    const serviceOnly = {
      "X-Service-Signature": h["X-Service-Signature"],
      "X-Service-Timestamp": h["X-Service-Timestamp"],
    };
    expect(
      reasonOf(() => verifyWebhook({ secret: SECRET, headers: serviceOnly, body: BODY, nowSeconds: TS + 301 })),
    ).toBe("TIMESTAMP_OUT_OF_RANGE");
    expect(verifyWebhook({ secret: SECRET, headers: h, body: BODY, nowSeconds: TS + 500, toleranceSeconds: 600 })).toBe(
      true,
    );
    // default clock: a 2023 delivery is stale today
    expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: h, body: BODY }))).toBe("TIMESTAMP_OUT_OF_RANGE");
  });

  it("rejects a re-timestamped standard delivery (timestamp is signed)", () => {
    const h = { ...headersFor(), "webhook-timestamp": String(TS + 10) };
    expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: h, body: BODY, nowSeconds: TS }))).toBe(
      "SIGNATURE_MISMATCH",
    );
  });

  it("rejects missing and malformed headers", () => {
    const h = headersFor();
    expect(reasonOf(() => verifyWebhook({ secret: SECRET, headers: {}, body: BODY, nowSeconds: TS }))).toBe(
      "MISSING_HEADERS",
    );
    expect(
      reasonOf(() =>
        verifyWebhook({
          secret: SECRET,
          headers: { "webhook-id": ID, "webhook-signature": KNOWN_STANDARD_SIG },
          body: BODY,
          nowSeconds: TS,
        }),
      ),
    ).toBe("MISSING_HEADERS");
    expect(
      reasonOf(() =>
        verifyWebhook({
          secret: SECRET,
          headers: { "X-Service-Signature": h["X-Service-Signature"] },
          body: BODY,
          nowSeconds: TS,
        }),
      ),
    ).toBe("MISSING_HEADERS");
    expect(
      reasonOf(() =>
        verifyWebhook({
          secret: SECRET,
          headers: { "X-Service-Signature": h["X-Service-Signature"].slice(7), "X-Service-Timestamp": String(TS) },
          body: BODY,
          nowSeconds: TS,
        }),
      ),
    ).toBe("MALFORMED_HEADERS");
    expect(
      reasonOf(() =>
        verifyWebhook({
          secret: SECRET,
          headers: { ...h, "webhook-timestamp": "1700000000.0" },
          body: BODY,
          nowSeconds: TS,
        }),
      ),
    ).toBe("MALFORMED_HEADERS");
    expect(
      reasonOf(() =>
        verifyWebhook({ secret: SECRET, headers: { ...h, "webhook-id": "a.b" }, body: BODY, nowSeconds: TS }),
      ),
    ).toBe("MALFORMED_HEADERS");
  });

  it("validates inputs when signing", () => {
    expect(() =>
      signWebhook({ secret: SECRET, id: "has.dot", timestamp: TS, body: BODY, event: "scan.completed" }),
    ).toThrow(TypeError);
    expect(() => signWebhook({ secret: SECRET, id: ID, timestamp: 1.5, body: BODY, event: "scan.completed" })).toThrow(
      TypeError,
    );
    expect(() => signWebhook({ secret: "whsec_", id: ID, timestamp: TS, body: BODY, event: "scan.completed" })).toThrow(
      TypeError,
    );
    expect(() =>
      signWebhook({ secret: "whsec_not*base64", id: ID, timestamp: TS, body: BODY, event: "scan.completed" }),
    ).toThrow(TypeError);
    expect(() => signWebhook({ secret: SECRET, id: ID, timestamp: TS, body: BODY, event: "bad\nevent" })).toThrow(
      TypeError,
    );
  });
});
