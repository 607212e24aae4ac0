/**
 * The client's retry rule for calls that may bill, and the stream's line timeout, against a local HTTP server that
 * stands in for what sits between a client and the API in production (a reverse proxy or load balancer answering
 * with its own page, a server that stops sending mid-stream). Each answer is scripted; the server counts requests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXIT, exitCodeOf, main } from "../src/cli";
import { createClient, TokenRiskError } from "../src/index";

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl = "";
let script: Answer[] = [];
let requests: string[] = [];

const envelope =
  (status: number, reason: string, retryAfter = "0"): Answer =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", "retry-after": retryAfter });
    res.end(JSON.stringify({ error: `refused: ${reason}`, code: status, reason, requestId: "req_proxy_test" }));
  };
const proxyPage =
  (status: number): Answer =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "text/html", "retry-after": "0" });
    res.end(`<html><body><h1>${status} Service Temporarily Unavailable</h1></body></html>`);
  };
const ok: Answer = (req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(req.url?.startsWith("/api/v1/scan/batch") ? { results: [], summary: {} } : { ok: true }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    (script.shift() ?? ok)(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  script = [];
  requests = [];
});

const client = (o: { lineTimeoutMs?: number } = {}) =>
  createClient({ baseUrl, apiKey: "trk_test_key", retries: { retries: 2, baseDelayMs: 10 }, ...o });
const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as TokenRiskError;
  }
  throw new Error("expected a TokenRiskError");
};

describe("a call that may bill is retried only on the server's unbilled refusals", () => {
  it("a proxy's 503 or 429 page (not the envelope) is surfaced for scan and batch, not retried", async () => {
    for (const status of [503, 429]) {
      script = [proxyPage(status), ok];
      const err = await errorOf(client().scan("So11111111111111111111111111111111111111112"));
      expect(err).toMatchObject({ status, reason: `HTTP_${status}`, envelope: false });
      expect(requests).toHaveLength(1);
      requests = [];
      script = [proxyPage(status), ok];
      expect((await errorOf(client().batch(["So11111111111111111111111111111111111111112"]))).status).toBe(status);
      expect(requests).toHaveLength(1);
      requests = [];
    }
  });

  it("an envelope with a reason the server does not document as unbilled is surfaced too", async () => {
    script = [envelope(503, "SOMETHING_ELSE"), ok];
    expect(await errorOf(client().scan("x"))).toMatchObject({ status: 503, reason: "SOMETHING_ELSE" });
    expect(requests).toHaveLength(1);
  });

  it("RATE_LIMITED, QUOTA_EXCEEDED (within the cap) and UPSTREAM_UNAVAILABLE envelopes are retried", async () => {
    script = [envelope(429, "RATE_LIMITED"), envelope(503, "UPSTREAM_UNAVAILABLE"), ok];
    expect(await client().scan("x")).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
    requests = [];
    script = [envelope(429, "QUOTA_EXCEEDED"), ok];
    expect(await client().batch(["x"])).toMatchObject({ results: [] });
    expect(requests).toHaveLength(2);
    requests = [];
    // A quota that resets beyond the cap (20 s by default) is thrown, not waited out.
    script = [envelope(429, "QUOTA_EXCEEDED", "3600"), ok];
    expect(await errorOf(client().scan("x"))).toMatchObject({
      status: 429,
      reason: "QUOTA_EXCEEDED",
      retryAfter: 3600,
    });
    expect(requests).toHaveLength(1);
  });

  it("a call that cannot bill (sandbox, usage) retries a proxy's 503 page", async () => {
    script = [proxyPage(503), ok];
    expect(await client().sandbox()).toEqual({ ok: true });
    expect(requests).toHaveLength(2);
    requests = [];
    script = [proxyPage(503), ok];
    expect(await client().usage()).toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });
});

describe("a streamed batch whose server stalls", () => {
  it("is a TIMEOUT after lineTimeoutMs without a line, not a hang; the connection is closed", async () => {
    let closed = false;
    script = [
      (req, res) => {
        res.writeHead(200, { "content-type": "application/x-ndjson", "x-request-id": "req_stall" });
        res.write(`${JSON.stringify({ type: "item", index: 0, status: "ok" })}\n`);
        req.socket.on("close", () => void (closed = true));
        // ...and nothing more, ever.
      },
    ];
    const lines: unknown[] = [];
    const err = await errorOf(
      (async () => {
        for await (const line of client({ lineTimeoutMs: 300 }).batchStream(["x"])) lines.push(line);
      })(),
    );
    expect(lines).toHaveLength(1);
    expect(err).toMatchObject({ status: 0, reason: "TIMEOUT", requestId: "req_stall" });
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(true);
    expect(requests).toHaveLength(1);
  });
});

describe("CLI exit codes for what a gateway answers", () => {
  const run = async (argv: string[]) => {
    const out = new PassThrough();
    const err = new PassThrough();
    out.resume();
    err.resume();
    const env = { TOKEN_RISK_API_KEY: "trk_test_key", TOKEN_RISK_URL: baseUrl } as unknown as NodeJS.ProcessEnv;
    return main(argv, { stdout: out, stderr: err, stdin: new PassThrough(), env });
  };

  it("502 and 504 from a gateway are 'upstream unavailable' (4), like 503; an aborted call is 1, not 4", async () => {
    for (const status of [502, 503, 504]) {
      script = [proxyPage(status)];
      expect(await run(["scan", "So11111111111111111111111111111111111111112", "--retries", "0"]), String(status)).toBe(
        EXIT.unavailable,
      );
    }
    const aborted = new TokenRiskError({ message: "aborted by the caller", status: 0, reason: "ABORTED" });
    expect(exitCodeOf(aborted)).toBe(EXIT.error);
    // No answer at all is still 4 (the service could not be reached).
    expect(exitCodeOf(new TokenRiskError({ message: "t", status: 0, reason: "TIMEOUT" }))).toBe(EXIT.unavailable);
  });
});
