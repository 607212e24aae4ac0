/**
 * Issue 24 against the production server (`next start`): where pages, sessions and billing meet.
 * - item 6: page requests with a body are refused before Next buffers it;
 * - item 8: the OpenAPI `servers` URL is the configured public origin, never the request's headers.
 */

import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../support/solana-fixtures";

let rpc: LocalRpc;
let server: NextServer;
let token: Fixture;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  token = await buildFixture({ ...FIXTURE_SPECS.clean, name: "page-gate" });
  rpc = await startLocalRpc({ fixtures: [token] });
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    SELL_SIMULATION: "off",
    // The report page shows the account's cached scan: keep it for the length of the file.
    SCAN_CACHE_TTL_SECONDS: "600",
    RATE_LIMIT_PRO_PER_SEC: "10",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
});

/** Server RSS in MB (/proc, Linux). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]) / 1024;

/** POSTs `bytes` to a page with a declared Content-Length; resolves with the status (or "reset"). */
function postBody(path: string, bytes: number): Promise<{ status: number | "reset"; ms: number }> {
  const u = new URL(server.url + path);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": bytes },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started });
        req.destroy();
      },
    );
    req.on("error", () => resolve({ status: "reset", ms: performance.now() - started }));
    const chunk = Buffer.alloc(256 * 1024, 97);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("page bodies bounded (issue 24 item 6)", () => {
  it("8 × 10 MB POSTs to /docs and a 50 MB POST to a report are refused early; memory stays flat", async () => {
    await fetch(server.url + "/docs"); // warm the page first
    const before = rssMb();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postBody("/docs", 10 * 1024 * 1024)));
    const big = await postBody("/token/x", 50 * 1024 * 1024);
    const grown = rssMb() - before;
    for (const a of [...answers, big]) expect([405, 413]).toContain(a.status);
    expect(grown).toBeLessThan(40);
    // The ordinary page still works.
    expect((await fetch(server.url + "/docs")).status).toBe(200);
  });

  it("a page POST without a body is 405 with Allow: GET, HEAD, in the envelope", async () => {
    const res = await fetch(server.url + "/docs", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect((await envelope(res)).reason).toBe("METHOD_NOT_ALLOWED");
  });
});

describe("OpenAPI servers from the configured origin (issue 24 item 8)", () => {
  it("servers is NEXTAUTH_URL's origin whatever Host and X-Forwarded-Proto say, and the document does not vary", async () => {
    const docs = await Promise.all(
      (
        [
          {},
          { "x-forwarded-proto": "https" },
          { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
          { host: "localhost" },
        ] as Record<string, string>[]
      ).map(async (headers) => {
        const res = await fetch(server.url + "/api/openapi.json", { headers });
        expect(res.status).toBe(200);
        return { text: await res.text(), cache: res.headers.get("cache-control") ?? "" };
      }),
    );
    for (const d of docs) {
      expect((JSON.parse(d.text) as { servers: { url: string }[] }).servers).toEqual([{ url: server.url }]);
      expect(d.text).toBe(docs[0].text);
    }
  });
});
