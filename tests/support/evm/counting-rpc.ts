/**
 * Test support: a JSON-RPC front for the local EVM node that forwards every HTTP request unchanged (single calls and
 * batches alike) and counts what passes: HTTP requests (round trips) and JSON-RPC calls per method. `down(true)`
 * makes it answer HTTP 503 without forwarding, as a failing provider does (for fallbacks and the breaker).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingRpc {
  url: string;
  httpRequests(): number;
  calls(): number;
  byMethod(): Record<string, number>;
  reset(): void;
  down(on: boolean): void;
  close(): Promise<void>;
}

export async function startCountingRpc(upstream: string): Promise<CountingRpc> {
  let http = 0;
  let calls = 0;
  let methods: Record<string, number> = {};
  let isDown = false;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => resolve(body));
      req.on("error", reject);
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    http += 1;
    if (isDown) {
      res.writeHead(503, { "content-type": "text/plain" });
      return res.end("unavailable");
    }
    const parsed = JSON.parse(body) as { method: string } | { method: string }[];
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      calls += 1;
      methods[call.method] = (methods[call.method] ?? 0) + 1;
    }
    const answer = await fetch(upstream, { method: "POST", headers: { "content-type": "application/json" }, body });
    const text = await answer.text();
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    httpRequests: () => http,
    calls: () => calls,
    byMethod: () => ({ ...methods }),
    reset() {
      http = 0;
      calls = 0;
      methods = {};
    },
    down: (on) => void (isDown = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
