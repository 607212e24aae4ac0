import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isPublicIp,
  pinnedLookup,
  postWebhook,
  resolvePublicAddress,
  SsrfBlockedError,
  validateWebhookUrl,
} from "@/lib/webhooks/ssrf-guard";

describe("isPublicIp", () => {
  const nonPublic = [
    // IPv4
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "192.168.255.255",
    "169.254.169.254",
    "169.254.0.1",
    "100.64.0.1",
    "100.127.255.255",
    "192.0.0.1",
    "192.0.0.170",
    "192.0.2.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    // IPv6
    "::",
    "::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "febf::1",
    "ff02::1",
    "ff05::2",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:1.1.1.1",
    "::ffff:7f00:1",
    "64:ff9b::1.1.1.1",
    "64:ff9b::a00:1",
    "2001:db8::1",
    "2001:db8:ffff::1",
    "100::1",
    "100::ffff:ffff:ffff:ffff",
    "::127.0.0.1", // deprecated IPv4-compatible
    "2002:7f00:1::1", // 6to4 of 127.0.0.1
    "2001:0:4136:e378::1", // Teredo
    "fe80::1%eth0",
    // not IP literals
    "",
    "localhost",
    "example.com",
    "127.1",
    "0x7f000001",
    "2130706433",
    "1.1.1.1.",
    " 1.1.1.1",
    "[::1]",
  ];
  const publicIps = [
    "1.1.1.1",
    "8.8.8.8",
    "93.184.216.34",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "192.167.1.1",
    "198.17.255.255",
    "223.255.255.255",
    "2606:4700::1111",
    "2a00:1450:4001:830::200e",
    "2001:4860:4860::8888",
  ];

  it.each(nonPublic)("%s is not public", (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });
  it.each(publicIps)("%s is public", (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });
});

function blockReason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(SsrfBlockedError);
    return (err as SsrfBlockedError).reason;
  }
  throw new Error("expected a throw");
}

describe("validateWebhookUrl", () => {
  const strict = { allowInsecureLoopback: false };
  const dev = { allowInsecureLoopback: true };

  it("accepts public https URLs, ports included", () => {
    expect(validateWebhookUrl("https://example.com/hooks/risk?x=1", strict).hostname).toBe("example.com");
    expect(validateWebhookUrl("https://hooks.example.com:8443/x", strict).port).toBe("8443");
    expect(validateWebhookUrl("https://1.1.1.1/x", strict).hostname).toBe("1.1.1.1");
    expect(validateWebhookUrl("https://[2606:4700::1111]/x", strict).hostname).toBe("[2606:4700::1111]");
  });

  it.each([
    ["http://example.com/hook", "SCHEME_NOT_ALLOWED"],
    ["ftp://example.com/hook", "SCHEME_NOT_ALLOWED"],
    ["file:///etc/passwd", "SCHEME_NOT_ALLOWED"],
    ["gopher://example.com/", "SCHEME_NOT_ALLOWED"],
    ["https://127.0.0.1/", "PRIVATE_ADDRESS"],
    ["https://127.0.0.1:8443/", "PRIVATE_ADDRESS"],
    ["https://10.0.0.1/", "PRIVATE_ADDRESS"],
    ["https://169.254.169.254/latest/meta-data/", "PRIVATE_ADDRESS"],
    ["https://[::1]/", "PRIVATE_ADDRESS"],
    ["https://[::ffff:127.0.0.1]/", "PRIVATE_ADDRESS"],
    ["https://[::ffff:8.8.8.8]/", "PRIVATE_ADDRESS"],
    ["https://[fe80::1]/", "PRIVATE_ADDRESS"],
    ["https://0x7f.1/", "PRIVATE_ADDRESS"], // WHATWG normalizes to 127.0.0.1
    ["https://2130706433/", "PRIVATE_ADDRESS"],
    ["https://0/", "PRIVATE_ADDRESS"],
    ["https://user:pw@example.com/", "CREDENTIALS_IN_URL"],
    ["https://user@example.com/", "CREDENTIALS_IN_URL"],
    ["https://localhost/", "HOST_NOT_ALLOWED"],
    ["https://api.localhost/", "HOST_NOT_ALLOWED"],
    ["https://metadata/", "HOST_NOT_ALLOWED"],
    ["https://printer.local/", "HOST_NOT_ALLOWED"],
    ["https://db.internal/", "HOST_NOT_ALLOWED"],
    ["not a url", "INVALID_URL"],
    ["", "INVALID_URL"],
    ["https://example.com/" + "a".repeat(3000), "INVALID_URL"],
  ])("refuses %s", (url, reason) => {
    expect(blockReason(() => validateWebhookUrl(url, strict))).toBe(reason);
  });

  it("with allowInsecureLoopback admits only loopback over http/https", () => {
    expect(validateWebhookUrl("http://127.0.0.1:8080/hook", dev).port).toBe("8080");
    expect(validateWebhookUrl("https://127.0.0.1:8443/hook", dev).port).toBe("8443");
    expect(validateWebhookUrl("http://localhost:3000/hook", dev).hostname).toBe("localhost");
    expect(validateWebhookUrl("https://localhost:3000/hook", dev).hostname).toBe("localhost");
    expect(validateWebhookUrl("http://[::1]:3000/hook", dev).hostname).toBe("[::1]");
    expect(blockReason(() => validateWebhookUrl("http://example.com/", dev))).toBe("SCHEME_NOT_ALLOWED");
    expect(blockReason(() => validateWebhookUrl("http://10.0.0.1/", dev))).toBe("SCHEME_NOT_ALLOWED");
    expect(blockReason(() => validateWebhookUrl("https://10.0.0.1/", dev))).toBe("PRIVATE_ADDRESS");
    expect(blockReason(() => validateWebhookUrl("https://127.0.0.2/", dev))).toBe("PRIVATE_ADDRESS");
    expect(blockReason(() => validateWebhookUrl("https://192.168.1.1/", dev))).toBe("PRIVATE_ADDRESS");
    expect(blockReason(() => validateWebhookUrl("http://user:pw@127.0.0.1:1/", dev))).toBe("CREDENTIALS_IN_URL");
  });
});

describe("resolvePublicAddress", () => {
  const strict = { allowInsecureLoopback: false };

  it("refuses localhost (resolves to loopback)", async () => {
    await expect(resolvePublicAddress("localhost", strict)).rejects.toMatchObject({
      name: "SsrfBlockedError",
      reason: "PRIVATE_ADDRESS",
    });
  });

  it("checks IP literals directly, bracketed or not", async () => {
    await expect(resolvePublicAddress("1.1.1.1", strict)).resolves.toEqual({ address: "1.1.1.1", family: 4 });
    await expect(resolvePublicAddress("[2606:4700::1111]", strict)).resolves.toEqual({
      address: "2606:4700::1111",
      family: 6,
    });
    await expect(resolvePublicAddress("[::1]", strict)).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(resolvePublicAddress("10.1.2.3", strict)).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(resolvePublicAddress("127.0.0.1", { allowInsecureLoopback: true })).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
  });

  it("refuses when ANY resolved address is non-public", async () => {
    const lookupAll = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await expect(resolvePublicAddress("mixed.example.com", { ...strict, lookupAll })).rejects.toMatchObject({
      reason: "PRIVATE_ADDRESS",
    });
    const v6 = async () => [
      { address: "2606:4700::1111", family: 6 },
      { address: "::ffff:169.254.169.254", family: 6 },
    ];
    await expect(resolvePublicAddress("mixed6.example.com", { ...strict, lookupAll: v6 })).rejects.toMatchObject({
      reason: "PRIVATE_ADDRESS",
    });
  });

  it("returns the first address when all are public", async () => {
    const lookupAll = async () => [
      { address: "2606:4700::1111", family: 6 },
      { address: "1.1.1.1", family: 4 },
    ];
    await expect(resolvePublicAddress("ok.example.com", { ...strict, lookupAll })).resolves.toEqual({
      address: "2606:4700::1111",
      family: 6,
    });
  });

  it("reports DNS failures and empty answers as blocked", async () => {
    await expect(resolvePublicAddress("x.example.com", { ...strict, lookupAll: async () => [] })).rejects.toMatchObject(
      { reason: "DNS_FAILED" },
    );
    const failing = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(resolvePublicAddress("x.example.com", { ...strict, lookupAll: failing })).rejects.toMatchObject({
      reason: "DNS_FAILED",
    });
  });

  it("admits localhost's loopback addresses only with allowInsecureLoopback", async () => {
    const lookupAll = async () => [
      { address: "127.0.0.1", family: 4 },
      { address: "::1", family: 6 },
    ];
    await expect(resolvePublicAddress("localhost", { allowInsecureLoopback: true, lookupAll })).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
    const bad = async () => [{ address: "10.0.0.1", family: 4 }];
    await expect(
      resolvePublicAddress("localhost", { allowInsecureLoopback: true, lookupAll: bad }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});

describe("pinnedLookup", () => {
  it("answers every lookup form with the checked address", async () => {
    const lookup = pinnedLookup("93.184.216.34", 4);
    const single = await new Promise((resolve) =>
      lookup("evil.example", { family: 0 }, (err, address, family) => resolve({ err, address, family })),
    );
    expect(single).toEqual({ err: null, address: "93.184.216.34", family: 4 });
    const all = await new Promise((resolve) =>
      lookup("evil.example", { all: true }, (err, address) => resolve({ err, address })),
    );
    expect(all).toEqual({ err: null, address: [{ address: "93.184.216.34", family: 4 }] });
    const noOpts = await new Promise((resolve) =>
      (lookup as unknown as (h: string, cb: (...a: unknown[]) => void) => void)("evil.example", (...args) =>
        resolve(args),
      ),
    );
    expect(noOpts).toEqual([null, "93.184.216.34", 4]);
  });
});

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  servername?: string | false | null;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

describe("postWebhook against a local receiver", () => {
  let server: http.Server;
  let port = 0;
  const received: Received[] = [];
  let handler: Handler = (_req, res) => res.end("ok");

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        handler(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const base = () => `http://127.0.0.1:${port}`;

  it("delivers the exact body and headers", async () => {
    received.length = 0;
    handler = (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    const body = JSON.stringify({ type: "scan.completed", data: { note: "ünïcode ✓" } });
    const result = await postWebhook({
      url: `${base()}/hooks/risk?tenant=7`,
      body,
      headers: {
        "X-Service-Event": "scan.completed",
        "webhook-id": "msg_1",
        Host: "evil.example",
        "Content-Length": "1",
      },
      allowInsecureLoopback: true,
      timeoutMs: 5000,
    });
    expect(result.status).toBe(200);
    expect(result.responseExcerpt).toBe("thanks");
    expect(result.error).toBeUndefined();
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(received).toHaveLength(1);
    const r = received[0];
    expect(r.method).toBe("POST");
    expect(r.url).toBe("/hooks/risk?tenant=7");
    expect(r.body).toBe(body);
    expect(r.headers["x-service-event"]).toBe("scan.completed");
    expect(r.headers["webhook-id"]).toBe("msg_1");
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(r.headers.host).toBe(`127.0.0.1:${port}`); // caller cannot override Host
  });

  it("delivers to localhost when loopback is allowed (Host stays the original name)", async () => {
    received.length = 0;
    handler = (_req, res) => res.end("ok");
    const lookupAll = async () => [{ address: "127.0.0.1", family: 4 as const }];
    const result = await postWebhook({
      url: `http://localhost:${port}/l`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      lookupAll,
    });
    expect(result.status).toBe(200);
    expect(received[0].headers.host).toBe(`localhost:${port}`);
  });

  it("connects only to the checked address (system DNS is not consulted again)", async () => {
    received.length = 0;
    // The receiver listens on 127.0.0.1 only, which is also what the system resolver returns for
    // "localhost". Pinning the checked answer to ::1 must therefore NOT reach it.
    const lookupAll = async () => [{ address: "::1", family: 6 as const }];
    const result = await postWebhook({
      url: `http://localhost:${port}/pin`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      lookupAll,
      timeoutMs: 2000,
    });
    expect(result.status).toBe(0);
    expect(result.error).toBeDefined();
    expect(received).toHaveLength(0);
  });

  it("returns a 302 as-is and does not follow it", async () => {
    received.length = 0;
    handler = (req, res) => {
      if (req.url === "/redirect") res.writeHead(302, { location: `${base()}/target` }).end("moved");
      else res.end("should not be reached");
    };
    const result = await postWebhook({
      url: `${base()}/redirect`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
    });
    expect(result.status).toBe(302);
    expect(result.responseExcerpt).toBe("moved");
    await new Promise((r) => setTimeout(r, 50));
    expect(received.map((x) => x.url)).toEqual(["/redirect"]);
  });

  it("caps the response excerpt", async () => {
    handler = (_req, res) => {
      res.writeHead(500);
      const chunk = "x".repeat(16 * 1024);
      for (let i = 0; i < 64; i++) res.write(chunk); // 1 MiB
      res.end();
    };
    const result = await postWebhook({ url: `${base()}/big`, body: "{}", headers: {}, allowInsecureLoopback: true });
    expect(result.status).toBe(500);
    expect(result.responseExcerpt).toHaveLength(4096);
    const small = await postWebhook({
      url: `${base()}/big`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      maxResponseBytes: 10,
    });
    expect(small.responseExcerpt).toBe("x".repeat(10));
  });

  it("reports Retry-After", async () => {
    handler = (_req, res) => res.writeHead(503, { "retry-after": "120" }).end();
    const result = await postWebhook({ url: `${base()}/busy`, body: "{}", headers: {}, allowInsecureLoopback: true });
    expect(result).toMatchObject({ status: 503, retryAfter: 120 });
    handler = (_req, res) => res.writeHead(429, { "retry-after": new Date(Date.now() + 60_000).toUTCString() }).end();
    const dated = await postWebhook({ url: `${base()}/busy`, body: "{}", headers: {}, allowInsecureLoopback: true });
    expect(dated.status).toBe(429);
    expect(dated.retryAfter).toBeGreaterThanOrEqual(58);
    expect(dated.retryAfter).toBeLessThanOrEqual(61);
  });

  it("times out on a slow receiver", async () => {
    handler = () => {
      /* never answers */
    };
    const started = Date.now();
    const result = await postWebhook({
      url: `${base()}/slow`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      timeoutMs: 200,
    });
    expect(result.status).toBe(0);
    expect(result.error).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("times out when the body trickles after the headers", async () => {
    handler = (_req, res) => {
      res.writeHead(200);
      res.write("partial");
    };
    const result = await postWebhook({
      url: `${base()}/trickle`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      timeoutMs: 200,
    });
    expect(result.status).toBe(200);
    expect(result.responseExcerpt).toBe("partial");
    expect(result.error).toBe("timeout");
  });

  it("reports connection errors without throwing", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postWebhook({
      url: `http://127.0.0.1:${deadPort}/`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      timeoutMs: 2000,
    });
    expect(result.status).toBe(0);
    expect(result.error).toBe("refused");
  });

  it("throws SsrfBlockedError for blocked targets, without connecting", async () => {
    received.length = 0;
    await expect(
      postWebhook({ url: `${base()}/x`, body: "{}", headers: {}, allowInsecureLoopback: false }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(
      postWebhook({ url: "https://10.0.0.1/x", body: "{}", headers: {}, allowInsecureLoopback: true }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
    // a name that resolves (or rebinds) to a private address is refused before any connection
    const lookupAll = async () => [{ address: "127.0.0.1", family: 4 as const }];
    await expect(
      postWebhook({
        url: `https://rebind.example.com:${port}/x`,
        body: "{}",
        headers: {},
        allowInsecureLoopback: true,
        lookupAll,
      }),
    ).rejects.toMatchObject({ reason: "PRIVATE_ADDRESS" });
    expect(received).toHaveLength(0);
  });
});

function haveOpenssl(): boolean {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!haveOpenssl())("postWebhook over https with a self-signed certificate", () => {
  let dir = "";
  let cert = "";
  let server: https.Server;
  let port = 0;
  const seen: Received[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "ssrf-tls-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
      ],
      { stdio: "ignore" },
    );
    cert = readFileSync(join(dir, "cert.pem"), "utf8");
    server = https.createServer({ key: readFileSync(join(dir, "key.pem")), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        seen.push({
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          servername: (req.socket as TLSSocket).servername,
        });
        res.end("tls ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("connects to the pinned address with SNI and Host = the original hostname", async () => {
    const lookupAll = async () => [{ address: "127.0.0.1", family: 4 as const }];
    const result = await postWebhook({
      url: `https://localhost:${port}/tls`,
      body: '{"a":1}',
      headers: {},
      allowInsecureLoopback: true,
      ca: cert,
      lookupAll,
    });
    expect(result).toMatchObject({ status: 200, responseExcerpt: "tls ok" });
    expect(seen[0].servername).toBe("localhost");
    expect(seen[0].headers.host).toBe(`localhost:${port}`);
    expect(seen[0].body).toBe('{"a":1}');
  });

  it("verifies certificates: untrusted CA or name mismatch fails", async () => {
    const lookupAll = async () => [{ address: "127.0.0.1", family: 4 as const }];
    const untrusted = await postWebhook({
      url: `https://localhost:${port}/tls`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      lookupAll,
      timeoutMs: 3000,
    });
    expect(untrusted.status).toBe(0);
    expect(untrusted.error).toBe("tls_error");
    // cert is for DNS:localhost only; an IP target does not match
    const mismatch = await postWebhook({
      url: `https://127.0.0.1:${port}/tls`,
      body: "{}",
      headers: {},
      allowInsecureLoopback: true,
      ca: cert,
      timeoutMs: 3000,
    });
    expect(mismatch.status).toBe(0);
    expect(mismatch.error).toBe("tls_error");
  });
});
