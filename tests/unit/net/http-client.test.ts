import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClientError, httpTransport } from "@/lib/net/http-client";

/** A real HTTP server whose answer per path is chosen by the test. */
let server: Server;
let base: string;
let connections = 0;
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse, body: string) => void>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const route = routes.get(new URL(req.url ?? "/", "http://x").pathname);
      if (!route) return res.writeHead(404).end("no route");
      route(req, res, Buffer.concat(chunks).toString("utf8"));
    });
  });
  server.on("connection", () => connections++);
  server.keepAliveTimeout = 2_000; // announced as `Keep-Alive: timeout=2`
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as HttpClientError,
  );

describe("httpTransport (node:http client for upstreams)", () => {
  it("sends method, headers and body, and returns status, headers and text", async () => {
    routes.set("/echo", (req, res, body) => {
      res.writeHead(201, { "content-type": "application/json", "x-seen": req.headers["x-test"] as string });
      res.end(JSON.stringify({ method: req.method, body, length: req.headers["content-length"] }));
    });
    const r = await httpTransport(`${base}/echo`, {
      method: "POST",
      headers: { "x-test": "yes", "content-type": "application/json" },
      body: '{"é":1}',
      timeoutMs: 2_000,
    });
    expect(r.status).toBe(201);
    expect(r.headers["x-seen"]).toBe("yes");
    expect(JSON.parse(r.text)).toEqual({ method: "POST", body: '{"é":1}', length: "8" });
  });

  it("decodes gzip, deflate and brotli answers and says it accepts them", async () => {
    const payload = JSON.stringify({ data: "x".repeat(5_000), unicode: "€ and ü" });
    const encoders = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
    for (const [encoding, encode] of Object.entries(encoders)) {
      routes.set(`/${encoding}`, (req, res) => {
        expect(req.headers["accept-encoding"]).toContain(encoding);
        res.writeHead(200, { "content-encoding": encoding }).end(encode(Buffer.from(payload)));
      });
      expect((await httpTransport(`${base}/${encoding}`, { timeoutMs: 2_000 })).text).toBe(payload);
    }
  });

  it("times out when no answer comes, and when the body trickles past the deadline", async () => {
    routes.set("/silent", () => {});
    const started = performance.now();
    const silent = await failure(httpTransport(`${base}/silent`, { timeoutMs: 200 }));
    expect(silent?.kind).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(1_500);

    routes.set("/trickle", (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("[");
      const t = setInterval(() => (res.writableEnded || res.destroyed ? clearInterval(t) : res.write("1,")), 50);
      res.on("close", () => clearInterval(t));
    });
    const trickle = await failure(httpTransport(`${base}/trickle`, { timeoutMs: 300 }));
    expect(trickle?.kind).toBe("timeout");
  });

  it("refuses answers over the size cap: declared, streamed without a length, and decompression bombs", async () => {
    routes.set("/declared", (_req, res) =>
      res.writeHead(200, { "content-length": String(10_000) }).end("y".repeat(10_000)),
    );
    expect((await failure(httpTransport(`${base}/declared`, { timeoutMs: 2_000, maxBytes: 1_000 })))?.kind).toBe(
      "too_large",
    );

    routes.set("/chunked", (_req, res) => {
      res.writeHead(200);
      for (let i = 0; i < 20; i++) res.write("z".repeat(100));
      res.end();
    });
    expect((await failure(httpTransport(`${base}/chunked`, { timeoutMs: 2_000, maxBytes: 1_000 })))?.kind).toBe(
      "too_large",
    );

    const bomb = gzipSync(Buffer.alloc(5_000_000));
    expect(bomb.byteLength).toBeLessThan(10_000);
    routes.set("/bomb", (_req, res) => res.writeHead(200, { "content-encoding": "gzip" }).end(bomb));
    expect((await failure(httpTransport(`${base}/bomb`, { timeoutMs: 2_000, maxBytes: 100_000 })))?.kind).toBe(
      "too_large",
    );
  });

  it("reports a body that claims gzip but is not as bad_encoding", async () => {
    routes.set("/badgzip", (_req, res) =>
      res.writeHead(200, { "content-encoding": "gzip" }).end("definitely not gzip"),
    );
    expect((await failure(httpTransport(`${base}/badgzip`, { timeoutMs: 2_000 })))?.kind).toBe("bad_encoding");
  });

  it("reports refused connections and connections cut mid-answer as network failures", async () => {
    expect((await failure(httpTransport("http://127.0.0.1:1/", { timeoutMs: 2_000 })))?.kind).toBe("network");
    routes.set("/cut", (_req, res) => {
      res.writeHead(200, { "content-length": "1000" });
      res.write("partial");
      setTimeout(() => res.socket?.destroy(), 20);
    });
    expect((await failure(httpTransport(`${base}/cut`, { timeoutMs: 2_000 })))?.kind).toBe("network");
    expect((await failure(httpTransport("ftp://127.0.0.1/", { timeoutMs: 2_000 })))?.kind).toBe("network");
  });

  it("keeps connections alive between requests, and survives the server closing idle ones", async () => {
    routes.set("/ok", (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("ok"));
    await httpTransport(`${base}/ok`, { timeoutMs: 2_000 });
    const before = connections;
    for (let i = 0; i < 5; i++) expect((await httpTransport(`${base}/ok`, { timeoutMs: 2_000 })).text).toBe("ok");
    expect(connections).toBe(before); // all five on the pooled socket

    // The server announced `timeout=2`: the client drops the idle socket before the server does,
    // so a request after a long pause opens a new connection instead of failing on a dead one.
    await new Promise((r) => setTimeout(r, 2_300));
    expect((await httpTransport(`${base}/ok`, { timeoutMs: 2_000 })).text).toBe("ok");
    expect(connections).toBe(before + 1);
  });
});
