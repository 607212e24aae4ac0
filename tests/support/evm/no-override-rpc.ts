/**
 * Test support: a JSON-RPC front for the local node that behaves like a provider WITHOUT state-override support
 * (the case the simulation must report as inconclusive). Every call is forwarded to the real node, except an
 * `eth_call` with a third parameter, which gets the error go-ethereum's strict argument check answers
 * (-32602 "too many arguments, want at most 2"). Single calls and batches, like the real wire format.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface RpcCall {
  jsonrpc: "2.0";
  id: number | string | null;
  method: string;
  params?: unknown[];
}

export async function startNoOverrideRpc(
  upstream: string,
): Promise<{ url: string; rejected: () => number; close(): Promise<void> }> {
  let rejected = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => resolve(body));
      req.on("error", reject);
    });
  const handle = async (call: RpcCall): Promise<unknown> => {
    if (call.method === "eth_call" && (call.params?.length ?? 0) > 2) {
      rejected += 1;
      return { jsonrpc: "2.0", id: call.id, error: { code: -32602, message: "too many arguments, want at most 2" } };
    }
    const res = await fetch(upstream, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(call),
    });
    return res.json();
  };
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as RpcCall | RpcCall[];
    const out = Array.isArray(body) ? await Promise.all(body.map(handle)) : await handle(body);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rejected: () => rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
