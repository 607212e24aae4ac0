import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES as REGISTRY } from "@/lib/api/routes/registry";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";

/** No body, however malformed, gets a 5xx: always a 4xx in the envelope. */
let rpc: LocalRpc;
let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  rpc = await startLocalRpc();
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    LOG_LEVEL: "error",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "100000",
    ENTERPRISE_DAILY_QUOTA: "10000000",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
});

/** The scan routes (JSON bodies), from the registry. */
const ROUTES = REGISTRY.filter((r) => r.tags.includes("Scan")).map((r) => r.path);

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json", ...headers },
    body,
  });
}

async function expectClientError(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  const body = await res.json();
  expect(body, label).toMatchObject({ code: res.status });
  expect(typeof body.error, label).toBe("string");
  expect(typeof body.reason, label).toBe("string");
}

const MALFORMED: [string, BodyInit][] = [
  ["null", "null"],
  ["number", "42"],
  ["string", '"hello"'],
  ["array", "[]"],
  ["array of objects", '[{"tokenAddress":"x"}]'],
  ["truncated", '{"tokenAddress":'],
  ["trailing garbage", '{"tokenAddress":"So11111111111111111111111111111111111111112"} xx'],
  ["wrong types", '{"tokenAddress":123,"chain":true,"items":"no","clientRef":5}'],
  ["nested junk", '{"tokenAddress":{"$gt":""},"items":[null,1,"a",[]]}'],
  ["huge number", '{"liquidityUsd":1e400,"tokenAddress":"So11111111111111111111111111111111111111112"}'],
  ["NaN text", '{"topHolderPct":NaN}'],
  ["prototype pollution", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ["deep nesting", "[".repeat(5000) + "]".repeat(5000)],
  ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ["BOM", "\ufeff{}"],
  ["control chars in address", '{"tokenAddress":"So111\\u0000\\u0007"}'],
  ["very long address", JSON.stringify({ tokenAddress: "1".repeat(5000) })],
  ["items with bad entries", JSON.stringify({ chain: "solana", items: [{ tokenAddress: "x".repeat(300) }, 7, null] })],
];

describe("malformed bodies never cause a 5xx", () => {
  for (const route of ROUTES) {
    for (const [label, body] of MALFORMED) {
      it(`${route}: ${label}`, async () => {
        const res = await post(route, body);
        if (route.endsWith("/sandbox") && res.status === 200) return; // the sandbox accepts some bodies other routes refuse
        await expectClientError(res, label);
      });
    }
  }

  it("property: random JSON values on every route → never 5xx, always the envelope on errors", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.jsonValue({ maxDepth: 4 }), async (route, value) => {
        const res = await post(route, JSON.stringify(value));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) await expectClientError(res, JSON.stringify(value).slice(0, 80));
        else await res.arrayBuffer();
      }),
      { numRuns: 300 },
    );
  });

  it("property: random object shapes with scan-like keys → never 5xx", async () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const body = fc.record(
      {
        tokenAddress: field,
        mint: field,
        chain: field,
        liquidityUsd: field,
        topHolderPct: field,
        responseMode: field,
        clientRef: field,
        items: fc.array(fc.record({ tokenAddress: field, chain: field }, { requiredKeys: [] }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, async (route, value) => {
        const res = await post(route, JSON.stringify(value));
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 300 },
    );
  });
});
