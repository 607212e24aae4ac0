/**
 * The client's offline checks (no server): generated types in step with the route registry, the chain list equal
 * to the server's, request signatures and webhook verification equal to the server's own code (and to the stock
 * Standard Webhooks library), and no Node-only import in the default entry.
 */
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  computeSignature,
  DEV_SIGNING_SALT as SERVER_DEV_SALT,
  verifyRequestSignature,
} from "@/lib/auth/request-signing";
import { CHAIN_NAMES, CHAIN_ALIASES as SERVER_CHAIN_ALIASES } from "@/lib/chains/supported";
import { generateWebhookSecret, signWebhook } from "@/lib/webhooks/signatures";
import { generateTypes } from "../scripts/generate-types";
import { parseBatchInput } from "../src/cli";
import {
  CHAIN_ALIASES,
  CHAINS,
  canonicalChain,
  DEV_SIGNING_SALT,
  signRequest,
  verifyWebhook,
  WebhookVerificationError,
} from "../src/index";

const pkg = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

describe("generated types", () => {
  it("src/generated/openapi.ts equals a fresh generation from the route registry (run `npm run generate -w @token-risk/client`)", async () => {
    expect(readFileSync(pkg("src/generated/openapi.ts"), "utf8")).toBe(await generateTypes());
  });
});

describe("chains", () => {
  it("lists every chain name and alias the server accepts, and nothing else", () => {
    expect(CHAINS).toEqual(CHAIN_NAMES);
    expect(Object.fromEntries(Object.entries(CHAIN_ALIASES).map(([k, v]) => [k, [...v]]))).toEqual(
      Object.fromEntries(Object.entries(SERVER_CHAIN_ALIASES).map(([k, v]) => [k, [...v]])),
    );
    expect(canonicalChain(" BNB ")).toBe("bsc");
    expect(canonicalChain("polygon")).toBeNull();
  });
});

describe("signRequest (Web Crypto)", () => {
  const apiKey = "sk_live_client_test_key";
  const salt = "a-salt";
  const now = 1_780_000_000;

  it("equals the server's signature for text, bytes, non-ASCII and empty bodies, and verifies there", async () => {
    for (const body of ['{"tokenAddress":"So11111111111111111111111111111111111111112"}', "", '{"name":"𝔘ñí"}']) {
      const headers = await signRequest({ apiKey, salt, body, timestamp: now });
      expect(headers["X-Service-Signature"]).toBe(computeSignature({ apiKey, salt, timestamp: now, body }));
      expect(await signRequest({ apiKey, salt, body: new TextEncoder().encode(body), timestamp: now })).toEqual(
        headers,
      );
      expect(
        verifyRequestSignature({
          apiKey,
          salt,
          timestampHeader: headers["X-Service-Timestamp"],
          signatureHeader: headers["X-Service-Signature"],
          body: new TextEncoder().encode(body),
          nowSeconds: now,
        }).timestamp,
      ).toBe(now);
    }
  });

  it("uses the development salt by default and refuses bad input", async () => {
    expect(DEV_SIGNING_SALT).toBe(SERVER_DEV_SALT);
    expect((await signRequest({ apiKey, body: "", timestamp: now }))["X-Service-Signature"]).toBe(
      computeSignature({ apiKey, salt: SERVER_DEV_SALT, timestamp: now, body: "" }),
    );
    await expect(signRequest({ apiKey: "", body: "" })).rejects.toThrow(TypeError);
    await expect(signRequest({ apiKey, body: "", timestamp: 1.5 })).rejects.toThrow(TypeError);
    await expect(signRequest({ apiKey, body: "", salt: "" })).rejects.toThrow(TypeError);
  });
});

describe("verifyWebhook", () => {
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ id: "evt_1", type: "webhook.test", createdAt: "2026-11-26T00:00:00.000Z", data: {} });
  const now = 1_780_000_000;
  const signed = signWebhook({ secret, id: "msg_1", timestamp: now, body, event: "webhook.test" });
  const pick = (names: string[]) => Object.fromEntries(Object.entries(signed).filter(([k]) => names.includes(k)));
  const service = pick(["X-Service-Event", "X-Service-Timestamp", "X-Service-Signature"]);
  const standard = pick(["webhook-id", "webhook-timestamp", "webhook-signature"]);
  const reasonOf = (p: Promise<unknown>) =>
    p.then(
      () => "accepted",
      (e: unknown) => (e instanceof WebhookVerificationError ? e.reason : String(e)),
    );

  it("accepts the server's signatures, both schemes or Standard Webhooks alone, as text or bytes, from Headers or a plain object", async () => {
    for (const headers of [signed, standard]) {
      expect((await verifyWebhook(body, headers, secret, { nowSeconds: now })).type).toBe("webhook.test");
    }
    expect(
      (await verifyWebhook(new TextEncoder().encode(body), new Headers(signed), secret, { nowSeconds: now })).type,
    ).toBe("webhook.test");
  });

  it("X-Service-Signature alone (replayable with a fresh timestamp) is refused unless explicitly allowed", async () => {
    // A captured delivery replayed an hour later: the body MAC still matches, only the timestamp is new.
    const replay = { ...service, "X-Service-Timestamp": String(now + 3600) };
    expect(await reasonOf(verifyWebhook(body, replay, secret, { nowSeconds: now + 3600 }))).toBe("MISSING_HEADERS");
    expect(await reasonOf(verifyWebhook(body, service, secret, { nowSeconds: now }))).toBe("MISSING_HEADERS");
    const optIn = { nowSeconds: now, allowServiceSignatureOnly: true };
    expect((await verifyWebhook(body, service, secret, optIn)).type).toBe("webhook.test");
    // With the Standard Webhooks headers the replay is caught: they cover the id and the timestamp.
    const replayedBoth = {
      ...signed,
      "X-Service-Timestamp": String(now + 3600),
      "webhook-timestamp": String(now + 3600),
    };
    expect(await reasonOf(verifyWebhook(body, replayedBoth, secret, { nowSeconds: now + 3600 }))).toBe(
      "SIGNATURE_MISMATCH",
    );
  });

  it("accepts a delivery signed by the stock Standard Webhooks library, with several signatures (rotation)", async () => {
    const at = new Date(now * 1000);
    const sig = new Webhook(secret).sign("msg_2", at, body);
    const other = new Webhook(generateWebhookSecret()).sign("msg_2", at, body);
    const headers = { "webhook-id": "msg_2", "webhook-timestamp": String(now), "webhook-signature": `${other} ${sig}` };
    expect((await verifyWebhook(body, headers, secret, { nowSeconds: now })).type).toBe("webhook.test");
  });

  it("refuses a changed body, another secret, a stale or future timestamp, missing and malformed headers", async () => {
    const opts = { nowSeconds: now };
    expect(await reasonOf(verifyWebhook(body + " ", signed, secret, opts))).toBe("SIGNATURE_MISMATCH");
    expect(
      await reasonOf(verifyWebhook(body + " ", service, secret, { ...opts, allowServiceSignatureOnly: true })),
    ).toBe("SIGNATURE_MISMATCH");
    expect(await reasonOf(verifyWebhook(body, signed, generateWebhookSecret(), opts))).toBe("SIGNATURE_MISMATCH");
    expect(await reasonOf(verifyWebhook(body, signed, secret, { nowSeconds: now + 301 }))).toBe(
      "TIMESTAMP_OUT_OF_RANGE",
    );
    expect(await reasonOf(verifyWebhook(body, signed, secret, { nowSeconds: now - 301 }))).toBe(
      "TIMESTAMP_OUT_OF_RANGE",
    );
    expect(await reasonOf(verifyWebhook(body, signed, secret, { nowSeconds: now + 301, toleranceSeconds: 400 }))).toBe(
      "accepted",
    );
    expect(await reasonOf(verifyWebhook(body, {}, secret, opts))).toBe("MISSING_HEADERS");
    expect(await reasonOf(verifyWebhook(body, { ...standard, "webhook-id": undefined }, secret, opts))).toBe(
      "MISSING_HEADERS",
    );
    expect(await reasonOf(verifyWebhook(body, { ...signed, "X-Service-Signature": "sha256=zz" }, secret, opts))).toBe(
      "MALFORMED_HEADERS",
    );
    // Both schemes present: both must verify (one forged scheme is not hidden by a valid other one).
    expect(
      await reasonOf(
        verifyWebhook(body, { ...signed, "X-Service-Signature": `sha256=${"0".repeat(64)}` }, secret, opts),
      ),
    ).toBe("SIGNATURE_MISMATCH");
    expect(await reasonOf(verifyWebhook(body, signed, "not-a-secret!", opts))).toBe("INVALID_SECRET");
  });
});

describe("package shape", () => {
  it("the default entry (dist/index.js and what it imports) has no Node-only import", () => {
    const node = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(
        /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
      )) {
        const spec = m[1] ?? m[2];
        expect(node.has(spec) || spec.startsWith("node:"), `${file} imports ${spec}`).toBe(false);
        expect(spec.startsWith("."), `${file} imports the package ${spec} (the client has no dependencies)`).toBe(true);
        visit(resolve(dirname(file), spec));
      }
      expect(text).not.toMatch(/\b(require\(|process\.|Buffer\b)/);
    };
    visit(pkg("dist/index.js"));
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].some((f) => f.endsWith(join("dist", "cli.js")))).toBe(false);
  });
});

describe("CLI batch input", () => {
  it("reads one address a line with an optional chain, skipping comments, blanks and a header; or a JSON array", () => {
    expect(parseBatchInput("token_address,chain\nAbc\n# note\n\n0xdef, eth  # trailing\n")).toEqual([
      "Abc",
      { tokenAddress: "0xdef", chain: "eth" },
    ]);
    expect(parseBatchInput('["A", {"tokenAddress": "B", "chain": "base"}]')).toEqual([
      "A",
      { tokenAddress: "B", chain: "base" },
    ]);
  });
});
