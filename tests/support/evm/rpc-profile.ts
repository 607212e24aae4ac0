/**
 * Diagnostics for the `evm` project's cost (EVM_RPC_PROFILE=<file>, tests/support/evm/global-setup.ts): a loopback proxy
 * in front of the Hardhat node that forwards every JSON-RPC request unchanged and appends one JSON line per request to
 * the file: the methods (a batch lists each), the called contract and selector of an eth_call / eth_estimateGas,
 * whether it carries a state override, the response size, the wall time and the CPU seconds the node spent
 * (utime/stime of its process, read from /proc before and after: the files send one request at a time).
 */
import { appendFileSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

const TICK = 100; // USER_HZ on Linux

function cpuTicks(pid: number): { user: number; sys: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { user: Number(rest[11]), sys: Number(rest[12]) };
  } catch {
    return { user: 0, sys: 0 };
  }
}

interface Call {
  method: string;
  params?: unknown[];
}

function describe(call: Call) {
  const tx = (call.params?.[0] ?? {}) as { to?: string; data?: string; input?: string };
  const data = tx.data ?? tx.input;
  return {
    method: call.method,
    ...(call.method === "eth_call" || call.method === "eth_estimateGas"
      ? { to: tx.to, selector: data?.slice(0, 10), override: call.params?.[2] !== undefined }
      : {}),
  };
}

/** Starts the proxy; resolves to its URL and a close function. */
export async function startRpcProfile(target: string, pid: number, file: string) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const forward = (body: Buffer, path: string) =>
    new Promise<{ status: number; reply: Buffer }>((resolve) => {
      const started = Date.now();
      const before = cpuTicks(pid);
      const out = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: "POST",
          path,
          agent,
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (up) => {
          const parts: Buffer[] = [];
          up.on("data", (c: Buffer) => parts.push(c));
          up.on("end", () => {
            const reply = Buffer.concat(parts);
            const after = cpuTicks(pid);
            let calls: Call[] = [];
            try {
              const parsed = JSON.parse(body.toString("utf8")) as Call | Call[];
              calls = Array.isArray(parsed) ? parsed : [parsed];
            } catch {}
            appendFileSync(
              file,
              `${JSON.stringify({
                calls: calls.map(describe),
                ms: Date.now() - started,
                user: (after.user - before.user) / TICK,
                sys: (after.sys - before.sys) / TICK,
                bytesIn: body.length,
                bytesOut: reply.length,
              })}\n`,
            );
            resolve({ status: up.statusCode ?? 200, reply });
          });
        },
      );
      out.on("error", (err) => resolve({ status: 502, reply: Buffer.from(String(err)) }));
      out.end(body);
    });
  // EVM_RPC_PROFILE_SPLIT=1: a batch is sent one call at a time (each its own line; the same block, nothing mined in
  // between: the reply is the same array), to see which call of a batch costs the node.
  const split = process.env.EVM_RPC_PROFILE_SPLIT === "1";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      let batch: unknown[] | undefined;
      try {
        const parsed = JSON.parse(body.toString("utf8")) as unknown;
        if (split && Array.isArray(parsed)) batch = parsed;
      } catch {}
      if (batch) {
        const replies: unknown[] = [];
        for (const call of batch) {
          const { reply } = await forward(Buffer.from(JSON.stringify(call)), req.url ?? "/");
          replies.push(JSON.parse(reply.toString("utf8")));
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(replies));
        return;
      }
      const { status, reply } = await forward(body, req.url ?? "/");
      res.writeHead(status, { "content-type": "application/json" });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
