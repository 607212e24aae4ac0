import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateRefusal, installRequestGate, KNOWN_METHODS } from "@/lib/api/request-gate";
import { contentSecurityPolicy, newNonce } from "@/lib/http/csp";

describe("gateRefusal (what the gate answers before Next)", () => {
  it("lets ordinary requests through", () => {
    for (const m of KNOWN_METHODS) expect(gateRefusal(m, "/api/v1/scan?x=%zz")).toBeNull();
    expect(gateRefusal("DELETE", "/api/v1/watchlist/%25")).toBeNull();
    expect(gateRefusal("GET", "/token/So1111%C3%A9")).toBeNull();
  });
  it("refuses methods Next cannot represent or route with 405 and Allow", () => {
    for (const m of ["TRACE", "TRACK", "FOO", "PROPFIND", "get"]) {
      const err = gateRefusal(m, "/api/v1/scan");
      expect(err?.status, m).toBe(405);
      expect(err?.headers?.allow).toBe(KNOWN_METHODS.join(", "));
    }
  });
  it("refuses undecodable percent-encoding in any path segment with 400", () => {
    for (const p of ["/api/v1/watchlist/%zz", "/api/keys/%E0%A4%A", "/%", "/dashboard/%C3", "/api/v1/webhooks/a%2"]) {
      expect(gateRefusal("GET", p)?.status, p).toBe(400);
    }
  });
  it("pages take GET and HEAD without a body: other methods 405, a declared body 413 (issue 24 item 6)", () => {
    for (const m of ["POST", "PUT", "PATCH", "DELETE"]) {
      const err = gateRefusal(m, "/docs");
      expect(err?.status, m).toBe(405);
      expect(err?.headers?.allow).toBe("GET, HEAD");
    }
    expect(gateRefusal("GET", "/docs", { "content-length": "10485760" })?.status).toBe(413);
    expect(gateRefusal("GET", "/token/x", { "transfer-encoding": "chunked" })?.status).toBe(413);
    expect(gateRefusal("GET", "/docs", { "content-length": "0" })).toBeNull();
    expect(gateRefusal("HEAD", "/token/x")).toBeNull();
    // API routes bound their own bodies; `/api` itself and `/_next/…` are matched by middleware
    // (Next would buffer their bodies), so they are held to the page rule; Next's assets are GETs.
    expect(gateRefusal("POST", "/api/v1/scan", { "content-length": "10485760" })).toBeNull();
    expect(gateRefusal("POST", "/api", { "content-length": "10" })?.status).toBe(405);
    expect(gateRefusal("GET", "/api", { "content-length": "10" })?.status).toBe(413);
    expect(gateRefusal("GET", "/_next/x", { "content-length": "10485760" })?.status).toBe(413);
    expect(gateRefusal("POST", "/_next/x")?.status).toBe(405);
    expect(gateRefusal("GET", "/_next/static/x.js")).toBeNull();
  });
});

describe("installRequestGate on a real node:http server", () => {
  let server: Server;
  let port: number;
  let reached = 0;
  let uninstall = () => {};
  beforeAll(async () => {
    uninstall = installRequestGate({ requestTimeoutMs: 7_000 });
    server = createServer((_req, res) => {
      reached++;
      res.end("app");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    uninstall();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const call = (method: string, path: string) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers TRACE and bad paths in the envelope without reaching the application", async () => {
    const before = reached;
    const trace = await call("TRACE", "/api/v1/scan");
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toMatchObject({ code: 405, reason: "METHOD_NOT_ALLOWED" });
    const bad = await call("DELETE", "/api/v1/watchlist/%zz");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: 400, reason: "INVALID_INPUT" });
    expect(reached).toBe(before);
    expect((await call("GET", "/ok")).body).toBe("app");
    expect(reached).toBe(before + 1);
  });

  it("lowers Node's whole-request timeout from 300 s to the configured bound", () => {
    expect(server.requestTimeout).toBe(7_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(7_000);
  });
});

describe("contentSecurityPolicy", () => {
  it("is nonce-based and strict, with eval only in development", () => {
    const csp = contentSecurityPolicy("abc123");
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp).not.toContain("unsafe-eval");
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy("n", { dev: true })).toContain("'unsafe-eval'");
  });
  it("makes a fresh 128-bit nonce every time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(new Set(Array.from({ length: 100 }, newNonce)).size).toBe(100);
  });
});
