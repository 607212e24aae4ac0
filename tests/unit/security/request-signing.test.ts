import { DEV_SIGNING_SALT as CLIENT_DEV_SALT, signRequest } from "@token-risk/client";
import { describe, expect, it } from "vitest";
import {
  computeSignature,
  DEV_SIGNING_SALT,
  decodeSignature,
  deriveSigningKey,
  hasSigningHeaders,
  resolveSigningSalt,
  verifyRequestSignature,
} from "@/lib/auth/request-signing";
import { ApiError } from "@/lib/errors";

// Fixed inputs for the known-answer vectors.
const API_KEY = "trk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const SALT = "test_salt_v1";
const TS = "1700000000";
const BODY = '{"mint":"So11111111111111111111111111111111111111112","chain":"solana"}';

/*
 * Computed independently of this code base, with openssl (and cross-checked with python3 hashlib/hmac):
 *   KEY='trk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345'; SALT='test_salt_v1'; TS=1700000000
 *   BODY='{"mint":"So11111111111111111111111111111111111111112","chain":"solana"}'
 *   DK=$(printf '%s' "$KEY$SALT" | openssl dgst -sha256 -hex | awk '{print $NF}')
 *   printf '%s\n%s' "$TS" "$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$DK -hex
 *   printf '%s\n%s' "$TS" "$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$DK -binary | base64
 */
const KNOWN_DERIVED_KEY_HEX = "05f2ff20c53787b55d0b01b70d9bb8af788cbbb2ee238c5ab1c59a3e4a907949";
const KNOWN_SIG_HEX = "ead3b4285a5cf88d5ecf825135d673c9dc7f6c19f9dbeea39f80b687f4f7706b";
const KNOWN_SIG_B64 = "6tO0KFpc+I1ez4JRNdZzydx/bBn52+6jn4C2h/T3cGs=";
/*
 * Empty body with the development salt:
 *   DK2=$(printf '%s' "${KEY}service_dev_api_signing_salt_v1" | openssl dgst -sha256 -hex | awk '{print $NF}')
 *   printf '%s\n' "$TS" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$DK2 -hex
 */
const KNOWN_EMPTY_BODY_DEV_SALT_HEX = "13ec84ffd8802dbd63ed20f0e074cbfe6b1d0fe6fbbab5409737c087880f3e05";
/*
 * Non-ASCII body (UTF-8 bytes), python3:
 *   dk=hashlib.sha256((KEY+"test_salt_v1").encode()).digest()
 *   hmac.new(dk, b"1700000000\n" + '{"note":"café ✓"}'.encode(), hashlib.sha256).hexdigest()
 */
const UTF8_BODY = '{"note":"café ✓"}';
const KNOWN_UTF8_SIG_HEX = "85d3aa3b5714c90096718d4e48b29466faf6e138850f3fe6563feca83245934a";

const enc = (s: string) => new TextEncoder().encode(s);
const NOW = 1700000000;

function verify(overrides: Partial<Parameters<typeof verifyRequestSignature>[0]> = {}) {
  return verifyRequestSignature({
    apiKey: API_KEY,
    salt: SALT,
    timestampHeader: TS,
    signatureHeader: KNOWN_SIG_HEX,
    body: enc(BODY),
    nowSeconds: NOW,
    ...overrides,
  });
}

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return (err as ApiError).reason;
  }
  throw new Error("expected a throw");
}

describe("request signing: known answers", () => {
  it("derives the key as SHA-256(apiKey + salt)", () => {
    expect(deriveSigningKey(API_KEY, SALT).toString("hex")).toBe(KNOWN_DERIVED_KEY_HEX);
    expect(deriveSigningKey(API_KEY, SALT)).toHaveLength(32);
  });

  it("computes the independently produced hex and base64 signatures", () => {
    expect(computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: TS, body: BODY }, "hex")).toBe(KNOWN_SIG_HEX);
    expect(computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: Number(TS), body: enc(BODY) }, "base64")).toBe(
      KNOWN_SIG_B64,
    );
    expect(computeSignature({ apiKey: API_KEY, salt: DEV_SIGNING_SALT, timestamp: TS, body: "" })).toBe(
      KNOWN_EMPTY_BODY_DEV_SALT_HEX,
    );
    expect(computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: TS, body: UTF8_BODY })).toBe(KNOWN_UTF8_SIG_HEX);
  });
});

describe("verifyRequestSignature", () => {
  it("accepts hex (lower and upper case), base64 with/without padding, and base64url", () => {
    const variants = [
      KNOWN_SIG_HEX,
      KNOWN_SIG_HEX.toUpperCase(),
      KNOWN_SIG_B64,
      KNOWN_SIG_B64.replace(/=$/, ""),
      KNOWN_SIG_B64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=$/, ""),
      KNOWN_SIG_B64.replace(/\+/g, "-").replace(/\//g, "_"),
    ];
    for (const signatureHeader of variants) {
      const out = verify({ signatureHeader });
      expect(out).toEqual({ timestamp: NOW, signatureDigest: KNOWN_SIG_HEX });
    }
  });

  it("returns the same replay nonce for every encoding of one signature", () => {
    expect(verify({ signatureHeader: KNOWN_SIG_B64 }).signatureDigest).toBe(verify().signatureDigest);
  });

  it("accepts an empty body and a non-ASCII body", () => {
    expect(
      verifyRequestSignature({
        apiKey: API_KEY,
        salt: DEV_SIGNING_SALT,
        timestampHeader: TS,
        signatureHeader: KNOWN_EMPTY_BODY_DEV_SALT_HEX,
        body: new Uint8Array(0),
        nowSeconds: NOW,
      }).timestamp,
    ).toBe(NOW);
    expect(verify({ signatureHeader: KNOWN_UTF8_SIG_HEX, body: enc(UTF8_BODY) }).timestamp).toBe(NOW);
  });

  it("rejects a wrong signature, tampered body, other key or salt", () => {
    const flipped = (KNOWN_SIG_HEX[0] === "e" ? "f" : "e") + KNOWN_SIG_HEX.slice(1);
    expect(reasonOf(() => verify({ signatureHeader: flipped }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ body: enc(BODY.replace("solana", "solanb")) }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ body: enc(BODY + "\n") }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ apiKey: API_KEY.slice(0, -1) + "6" }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ salt: DEV_SIGNING_SALT }))).toBe("SIGNATURE_INVALID");
  });

  it("rejects a signature over a different timestamp (timestamp is bound)", () => {
    const sig = computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: NOW + 1, body: BODY });
    expect(reasonOf(() => verify({ signatureHeader: sig }))).toBe("SIGNATURE_INVALID");
  });

  it("rejects malformed signature headers", () => {
    for (const signatureHeader of [
      "",
      "abc",
      KNOWN_SIG_HEX.slice(2),
      KNOWN_SIG_HEX + "00",
      "sha256=" + KNOWN_SIG_HEX,
      `${KNOWN_SIG_HEX}, ${KNOWN_SIG_HEX}`,
      "z".repeat(64),
    ]) {
      expect(reasonOf(() => verify({ signatureHeader }))).toBe("SIGNATURE_INVALID");
    }
  });

  it("rejects non-canonical base64 (non-zero trailing bits)", () => {
    // Last char 's' of the unpadded form carries 2 unused bits; bumping it by one keeps the bytes.
    const unpadded = KNOWN_SIG_B64.replace(/=$/, "");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const last = alphabet.indexOf(unpadded.at(-1)!);
    const nonCanonical = unpadded.slice(0, -1) + alphabet[last + 1];
    expect(Buffer.from(nonCanonical, "base64").toString("hex")).toBe(KNOWN_SIG_HEX);
    expect(decodeSignature(nonCanonical)).toBeNull();
    expect(reasonOf(() => verify({ signatureHeader: nonCanonical }))).toBe("SIGNATURE_INVALID");
  });

  it("rejects stale and future timestamps with SIGNATURE_EXPIRED (default ±300 s)", () => {
    const sign = (ts: number) => computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: ts, body: BODY });
    for (const ts of [NOW - 300, NOW + 300, NOW - 1, NOW + 1]) {
      expect(verify({ timestampHeader: String(ts), signatureHeader: sign(ts) }).timestamp).toBe(ts);
    }
    for (const ts of [NOW - 301, NOW + 301, NOW - 86_400, 0]) {
      expect(reasonOf(() => verify({ timestampHeader: String(ts), signatureHeader: sign(ts) }))).toBe(
        "SIGNATURE_EXPIRED",
      );
    }
  });

  it("honours a configured tolerance", () => {
    const ts = NOW - 100;
    const sig = computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: ts, body: BODY });
    expect(reasonOf(() => verify({ timestampHeader: String(ts), signatureHeader: sig, toleranceSeconds: 60 }))).toBe(
      "SIGNATURE_EXPIRED",
    );
    expect(verify({ timestampHeader: String(ts), signatureHeader: sig, toleranceSeconds: 120 }).timestamp).toBe(ts);
  });

  it("hints at milliseconds", () => {
    const ts = String(NOW * 1000);
    const sig = computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: ts, body: BODY });
    expect(() => verify({ timestampHeader: ts, signatureHeader: sig })).toThrow(/milliseconds/);
  });

  it("rejects non-integer timestamps as SIGNATURE_INVALID with a clear message", () => {
    for (const timestampHeader of [
      "",
      " 1700000000",
      "1700000000.5",
      "1.7e9",
      "-1700000000",
      "+1700000000",
      "01700000000",
      "0x6553f100",
      "abc",
      "2023-11-14T22:13:20Z",
      "1".repeat(20),
    ]) {
      // Even a signature computed over that exact string must not be accepted.
      const signatureHeader = computeSignature({ apiKey: API_KEY, salt: SALT, timestamp: timestampHeader, body: BODY });
      let err: unknown;
      try {
        verify({ timestampHeader, signatureHeader });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).reason).toBe("SIGNATURE_INVALID");
      expect((err as ApiError).message).toMatch(/X-Service-Timestamp must be Unix time in whole seconds/);
    }
  });

  it("requires both headers when either is present", () => {
    expect(reasonOf(() => verify({ timestampHeader: null }))).toBe("SIGNATURE_INVALID");
    expect(reasonOf(() => verify({ signatureHeader: undefined }))).toBe("SIGNATURE_INVALID");
    expect(() => verify({ timestampHeader: null })).toThrow(/without X-Service-Timestamp/);
    expect(reasonOf(() => verify({ timestampHeader: null, signatureHeader: null }))).toBe("SIGNATURE_REQUIRED");
    expect(hasSigningHeaders(null, null)).toBe(false);
    expect(hasSigningHeaders(undefined, "x")).toBe(true);
    expect(hasSigningHeaders("1", null)).toBe(true);
  });

  it("maps failures to HTTP 401", () => {
    expect(() => verify({ signatureHeader: "0".repeat(64) })).toThrow(expect.objectContaining({ status: 401 }));
  });
});

describe("resolveSigningSalt", () => {
  it("uses the configured salt", () => {
    expect(resolveSigningSalt({ API_SIGNING_SALT: "s3cret", NODE_ENV: "production" })).toBe("s3cret");
    expect(resolveSigningSalt({ API_SIGNING_SALT: "s3cret", NODE_ENV: "development" })).toBe("s3cret");
  });

  it("falls back to the development salt outside production", () => {
    expect(DEV_SIGNING_SALT).toBe("service_dev_api_signing_salt_v1");
    expect(resolveSigningSalt({})).toBe(DEV_SIGNING_SALT);
    expect(resolveSigningSalt({ NODE_ENV: "development", API_SIGNING_SALT: "" })).toBe(DEV_SIGNING_SALT);
    expect(resolveSigningSalt({ NODE_ENV: "test" })).toBe(DEV_SIGNING_SALT);
  });

  it("refuses to run in production without a salt", () => {
    expect(() => resolveSigningSalt({ NODE_ENV: "production" })).toThrow(/API_SIGNING_SALT is required in production/);
    expect(() => resolveSigningSalt({ NODE_ENV: "production", API_SIGNING_SALT: "" })).toThrow(/API_SIGNING_SALT/);
    expect(() => resolveSigningSalt({ NODE_ENV: "production", API_SIGNING_SALT: "   " })).toThrow(/API_SIGNING_SALT/);
  });
});

describe("client package signRequest (@token-risk/client, Web Crypto)", () => {
  it("matches the known-answer vector", async () => {
    expect(await signRequest({ apiKey: API_KEY, body: BODY, salt: SALT, timestamp: NOW })).toEqual({
      "X-Service-Timestamp": TS,
      "X-Service-Signature": KNOWN_SIG_HEX,
    });
    expect((await signRequest({ apiKey: API_KEY, body: "", timestamp: NOW }))["X-Service-Signature"]).toBe(
      KNOWN_EMPTY_BODY_DEV_SALT_HEX,
    );
    expect(CLIENT_DEV_SALT).toBe(DEV_SIGNING_SALT);
  });

  it("round-trips through the verifier with the current time and the dev salt default", async () => {
    const body = JSON.stringify({
      mint: "So11111111111111111111111111111111111111112",
      chain: "solana",
      note: "ünïcode",
    });
    const headers = await signRequest({ apiKey: API_KEY, body });
    const out = verifyRequestSignature({
      apiKey: API_KEY,
      salt: resolveSigningSalt({ NODE_ENV: "development" }),
      timestampHeader: headers["X-Service-Timestamp"],
      signatureHeader: headers["X-Service-Signature"],
      body: enc(body),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    expect(out.signatureDigest).toBe(headers["X-Service-Signature"]);
  });

  it("signs byte bodies identically to their string form", async () => {
    const a = await signRequest({ apiKey: API_KEY, body: UTF8_BODY, salt: SALT, timestamp: NOW });
    const b = await signRequest({ apiKey: API_KEY, body: enc(UTF8_BODY), salt: SALT, timestamp: NOW });
    expect(a).toEqual(b);
    expect(a["X-Service-Signature"]).toBe(KNOWN_UTF8_SIG_HEX);
  });

  it("rejects unusable input", async () => {
    await expect(signRequest({ apiKey: "", body: "" })).rejects.toThrow(TypeError);
    await expect(signRequest({ apiKey: API_KEY, body: "", timestamp: 1.5 })).rejects.toThrow(TypeError);
  });
});
