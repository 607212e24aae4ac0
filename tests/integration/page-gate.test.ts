/**
 * Issue 24 against the production server (`next start`): where pages, sessions and billing meet.
 * - item 1: the report page uses the same session check as the API (a signed-out cookie, or one
 *   outlived by "sign out everywhere", is a visitor there too);
 * - item 3: a GET (HEAD, prefetch, rescan, 20 in parallel) never runs a metered scan; "Scan now"
 *   is a POST through the API's admission (same-origin check, per-second limit, quota);
 * - item 5: the path is decoded once, for the metadata and the page alike;
 * - item 6: page requests with a body are refused before Next buffers it;
 * - item 8: the OpenAPI `servers` URL is the configured public origin, never the request's headers.
 */

import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
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

const used = async () => {
  const res = await fetch(server.url + "/api/v1/usage", { headers: { authorization: `Bearer ${seed.keys.pro}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { used: number }).used;
};
const page = (path: string, cookie: string, init: RequestInit = {}) =>
  fetch(server.url + path, { redirect: "manual", ...init, headers: { cookie, ...(init.headers ?? {}) } });
const signedIn = async () => {
  const c = new HttpClient(server.url);
  expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
  return c;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("one session gate for the report page and the API (issue 24 item 1)", () => {
  it("a signed-out cookie, or one ended by 'sign out everywhere', is a visitor on the report page", async () => {
    const before = await used();
    const live = await signedIn();
    const liveHtml = await (await page(`/token/${token.mint}`, live.cookieHeader())).text();
    expect(liveHtml).toContain('data-testid="scan-now"');

    const signedOut = await signedIn();
    const stale = signedOut.cookieHeader();
    await signedOut.signOut();
    const afterSignOut = await (await page(`/token/${token.mint}`, stale)).text();
    expect(afterSignOut).toContain("You are not signed in");
    expect(afterSignOut).not.toContain('data-testid="scan-now"');
    // The API agrees: the same cookie is refused there.
    const api = await page("/api/v1/scan", stale, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ tokenAddress: token.mint }),
    });
    expect(api.status).toBe(401);

    const everywhere = await signedIn();
    const old = everywhere.cookieHeader();
    const other = await signedIn();
    expect(
      (await other.fetch("/api/auth/sign-out-everywhere", { method: "POST", headers: { origin: server.url } })).status,
    ).toBe(200);
    const afterEverywhere = await (await page(`/token/${token.mint}`, old)).text();
    expect(afterEverywhere).toContain("You are not signed in");
    expect(await used()).toBe(before);
  });
});

describe("a GET never meters; Scan now is a POST through the API's admission (issue 24 item 3)", () => {
  it("GET, rescan, HEAD, prefetch, prerender and 20 parallel views of a live token by a Pro session scan nothing", async () => {
    const c = await signedIn();
    const cookie = c.cookieHeader();
    const before = await used();
    const first = await page(`/token/${token.mint}`, cookie);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Scan now (uses 1 scan)");
    expect(html).not.toContain('data-testid="report-name"');
    const path = `/token/${token.mint}`;
    const views = [
      page(`${path}?rescan=1`, cookie),
      page(path, cookie, { method: "HEAD" }),
      page(path, cookie, { headers: { "sec-purpose": "prefetch" } }),
      page(path, cookie, { headers: { "sec-purpose": "prefetch;prerender" } }),
      page(path, cookie, { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } }),
      ...Array.from({ length: 20 }, () => page(path, cookie)),
    ];
    const statuses = await Promise.all(views.map(async (v) => (await v).status));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await used()).toBe(before);
  });

  it("Scan now: same-origin POST only, metered once, then the page shows the account's cached scan for free", async () => {
    const c = await signedIn();
    const before = await used();
    const crossSite = await c.fetch("/api/v1/scan", {
      method: "POST",
      json: { tokenAddress: token.mint },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await used()).toBe(before);

    const scanned = await c.fetch("/api/v1/scan", {
      method: "POST",
      json: { tokenAddress: token.mint },
      headers: { origin: server.url },
    });
    expect(scanned.status).toBe(200);
    expect(await used()).toBe(before + 1);

    const html = await (await page(`/token/${token.mint}`, c.cookieHeader())).text();
    expect(html).toContain('data-testid="report-name"');
    expect(html).toContain("Scan now (uses 1 scan)");
    expect(await used()).toBe(before + 1);
  });

  it("parallel Scan-now POSTs meet the API's per-second limit (429), not unlimited scans", async () => {
    const c = await signedIn();
    const before = await used();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.fetch("/api/v1/scan", {
          method: "POST",
          json: { tokenAddress: token.mint },
          headers: { origin: server.url },
        }),
      ),
    );
    const ok = answers.filter((r) => r.status === 200).length;
    const limited = answers.filter((r) => r.status === 429).length;
    expect(ok + limited).toBe(20);
    expect(ok).toBeLessThanOrEqual(10);
    expect(await used()).toBe(before + ok);
  });
});

describe("paths decoded once (issue 24 item 5)", () => {
  it("a double-encoded address is 'not a token address' in the metadata and on the page alike, and scans nothing", async () => {
    const c = await signedIn();
    const before = await used();
    const res = await page(`/token/${token.mint}%2520`, c.cookieHeader());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("This is not a token address on solana");
    expect(titleOf(html)).toBe("Token report · Token Risk API");
    expect(await used()).toBe(before);
    // Encoded once, the same address is the token (the path is decoded exactly once).
    const once = await (await page(`/token/${encodeURIComponent(token.mint)}%20`, c.cookieHeader())).text();
    expect(titleOf(once)).toContain("safety");
  });
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
  it("8 × 10 MB POSTs to /docs, to /api and to /_next/x, and a 50 MB POST to a report are refused early; memory stays flat", async () => {
    await fetch(server.url + "/docs"); // warm the page first
    const before = rssMb();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postBody("/docs", 10 * 1024 * 1024)));
    // Middleware matches these too (middleware.ts: everything but /api/… and Next's static files),
    // so Next would buffer their bodies just the same.
    const api = await Promise.all(Array.from({ length: 8 }, () => postBody("/api", 10 * 1024 * 1024)));
    const next = await Promise.all(Array.from({ length: 8 }, () => postBody("/_next/x", 10 * 1024 * 1024)));
    const big = await postBody("/token/x", 50 * 1024 * 1024);
    const grown = rssMb() - before;
    const all = [...answers, ...api, ...next, big];
    console.log(
      `[page-gate] 8 × 10 MB to /docs, /api and /_next/x + 50 MB to /token/x: ${all.map((a) => a.status).join(" ")}; RSS ${before.toFixed(0)} → ${(before + grown).toFixed(0)} MB`,
    );
    for (const a of all) expect([405, 413]).toContain(a.status);
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
