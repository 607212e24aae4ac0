import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signRequest } from "@token-risk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "@/lib/auth/api-keys";
import { computeSignature } from "@/lib/auth/request-signing";
import { envelope } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";

const SALT = "integration-salt-7f1c";
const key = generateApiKey();
const strictKey = generateApiKey();
let server: NextServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "seed-"));
  const seedPath = join(dir, "seed.json");
  writeFileSync(
    seedPath,
    JSON.stringify({
      accounts: [{ id: "acct_sig", tier: "pro", apiKeys: [{ key }, { key: strictKey, signingRequired: true }] }],
    }),
  );
  server = await startNextServer({ SEED_FILE: seedPath, API_SIGNING_SALT: SALT });
});
afterAll(async () => server?.stop());

const sandbox = (apiKey: string, body: string, headers: Record<string, string> = {}) =>
  fetch(server.url + "/api/v1/scan/sandbox", {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", ...headers },
    body,
  });

describe("request signing over HTTP", () => {
  it("accepts hex and base64 signatures made with the client helper or by hand", async () => {
    // Different bodies: the same body in the same second gives the same MAC, which replay protection refuses.
    const body = JSON.stringify({ responseMode: "platform" });
    const hex = await signRequest({ apiKey: key, body, salt: SALT });
    expect((await sandbox(key, body, { ...hex })).status).toBe(200);

    const body2 = JSON.stringify({ responseMode: "full" });
    const ts = String(Math.floor(Date.now() / 1000));
    const b64 = computeSignature({ apiKey: key, salt: SALT, timestamp: ts, body: body2 }, "base64");
    expect((await sandbox(key, body2, { "X-Service-Timestamp": ts, "X-Service-Signature": b64 })).status).toBe(200);
  });

  it("refuses a replayed signature", async () => {
    const body = "{}";
    const headers = { ...(await signRequest({ apiKey: key, body, salt: SALT })) };
    expect((await sandbox(key, body, headers)).status).toBe(200);
    const replay = await sandbox(key, body, headers);
    expect(replay.status).toBe(401);
    expect((await envelope(replay)).reason).toBe("SIGNATURE_REPLAYED");
  });

  it("refuses a tampered body, a wrong salt and a stale timestamp", async () => {
    const signed = { ...(await signRequest({ apiKey: key, body: '{"a":1}', salt: SALT })) };
    const tampered = await sandbox(key, '{"a":2}', signed);
    expect(tampered.status).toBe(401);
    expect((await envelope(tampered)).reason).toBe("SIGNATURE_INVALID");

    const wrongSalt = await sandbox(key, "{}", {
      ...(await signRequest({ apiKey: key, body: "{}", salt: "service_dev_api_signing_salt_v1" })),
    });
    expect((await envelope(wrongSalt)).reason).toBe("SIGNATURE_INVALID");

    const old = Math.floor(Date.now() / 1000) - 301;
    const stale = await sandbox(key, "{}", {
      ...(await signRequest({ apiKey: key, body: "{}", salt: SALT, timestamp: old })),
    });
    expect(stale.status).toBe(401);
    expect((await envelope(stale)).reason).toBe("SIGNATURE_EXPIRED");
  });

  it("a signing-required key refuses unsigned requests", async () => {
    const res = await sandbox(strictKey, "{}");
    expect(res.status).toBe(401);
    expect((await envelope(res)).reason).toBe("SIGNATURE_REQUIRED");
    expect(
      (await sandbox(strictKey, "{}", { ...(await signRequest({ apiKey: strictKey, body: "{}", salt: SALT })) }))
        .status,
    ).toBe(200);
  });
});

describe("production configuration", () => {
  it("refuses to start without API_SIGNING_SALT", async () => {
    await expect(startNextServer({ API_SIGNING_SALT: "" })).rejects.toThrow(/API_SIGNING_SALT/);
  });
});
