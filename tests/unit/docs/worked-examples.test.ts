import { signRequest } from "@token-risk/client";
import { describe, expect, it } from "vitest";
import { verifyRequestSignature } from "@/lib/auth/request-signing";
import { signingExample, webhookExample } from "@/lib/docs/worked-examples";
import { isApiError } from "@/lib/errors";
import { WebhookEventSchema } from "@/lib/webhooks/catalogue";
import { verifyDelivery } from "../../support/verify-webhook";

/** The worked examples /docs shows must verify with the production verifiers (and fail when tampered with). */
describe("request signing worked example", () => {
  const ex = signingExample();
  const verify = (over: Partial<{ body: string; sig: string; ts: string; now: number }> = {}) =>
    verifyRequestSignature({
      apiKey: ex.apiKey,
      salt: ex.salt,
      timestampHeader: over.ts ?? ex.timestamp,
      signatureHeader: over.sig ?? ex.signatureHex,
      body: Buffer.from(over.body ?? ex.body),
      nowSeconds: over.now ?? Number(ex.timestamp),
    });
  const reasonOf = (f: () => unknown) => {
    try {
      f();
      return "accepted";
    } catch (e) {
      return isApiError(e) ? e.reason : String(e);
    }
  };

  it("verifies with the server's verifier, in hex and in base64", () => {
    expect(verify().signatureDigest).toBe(ex.signatureHex);
    expect(verify({ sig: ex.signatureBase64 }).signatureDigest).toBe(ex.signatureHex);
  });

  it("matches the client package integrators use (@token-risk/client)", async () => {
    expect(
      await signRequest({ apiKey: ex.apiKey, salt: ex.salt, body: ex.body, timestamp: Number(ex.timestamp) }),
    ).toEqual(ex.headers);
  });

  it("is refused when the body, timestamp or clock differ", () => {
    expect(reasonOf(() => verify({ body: ex.body + " " }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ ts: String(Number(ex.timestamp) + 1) }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ now: Number(ex.timestamp) + ex.toleranceSeconds + 1 }))).toBe("SIGNATURE_EXPIRED");
  });

  it("shows the derived key and the message the steps describe", () => {
    expect(ex.derivedKeyHex).toMatch(/^[0-9a-f]{64}$/);
    expect(ex.messageShown).toBe(`${ex.timestamp}\\n${ex.body}`);
    expect(ex.shell).toContain(ex.body);
  });
});

describe("webhook worked example", () => {
  const ex = webhookExample();
  const pick = (names: string[]) => Object.fromEntries(names.map((n) => [n, ex.headers[n]]));

  it("is a delivery body the catalogue's schema accepts", () => {
    const parsed = WebhookEventSchema.parse(JSON.parse(ex.body));
    expect(parsed.type).toBe(ex.event);
    expect(ex.headers["X-Service-Event"]).toBe(ex.event);
  });

  it("verifies with the client package's verifier: both schemes, Standard Webhooks alone, X-Service alone by opt-in", async () => {
    const now = ex.timestamp;
    expect(await verifyDelivery({ secret: ex.secret, headers: ex.headers, body: ex.body, nowSeconds: now })).toBe(true);
    expect(
      await verifyDelivery({
        secret: ex.secret,
        headers: pick(["webhook-id", "webhook-timestamp", "webhook-signature"]),
        body: ex.body,
        nowSeconds: now,
      }),
    ).toBe(true);
    expect(
      await verifyDelivery({
        secret: ex.secret,
        headers: pick(["X-Service-Timestamp", "X-Service-Signature"]),
        body: ex.body,
        nowSeconds: now,
        allowServiceSignatureOnly: true,
      }),
    ).toBe(true);
  });

  it("fails for another body or secret", async () => {
    await expect(
      verifyDelivery({
        secret: ex.secret,
        headers: ex.headers,
        body: ex.body.replace("}", " }"),
        nowSeconds: ex.timestamp,
      }),
    ).rejects.toThrow(/match/);
    const other = "whsec_" + Buffer.alloc(32, 7).toString("base64");
    await expect(
      verifyDelivery({ secret: other, headers: ex.headers, body: ex.body, nowSeconds: ex.timestamp }),
    ).rejects.toThrow(/match/);
  });
});
