import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback pass-through in front of the local Solana RPC process, so specs can slow it down or
 * take it offline while the server runs: the server's SOLANA_RPC_URL points here. Modes:
 * `ok` (forward), `slow` (wait `delayMs`, then forward), `down` (HTTP 503, as a failing provider).
 * Specs switch modes through the control side door: POST <control>/mode {"mode", "delayMs"}.
 */
export type ProxyMode = "ok" | "slow" | "down";

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function startRpcProxy(
  target: string,
): Promise<{ url: string; control: string; stop: () => Promise<void> }> {
  let mode: ProxyMode = "ok";
  let delayMs = 0;
  const proxy = createServer(async (req, res) => {
    const payload = await body(req);
    if (mode === "down") {
      res.writeHead(503, { "content-type": "text/plain" });
      return res.end("service unavailable");
    }
    if (mode === "slow") await new Promise((r) => setTimeout(r, delayMs));
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers: { "content-type": "application/json" },
        body: req.method === "POST" ? payload.toString("utf8") : undefined,
      });
      const text = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/json",
        "content-length": text.byteLength,
      });
      res.end(text);
    } catch {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    }
  });
  const control = createServer(async (req, res) => {
    const raw = (await body(req)).toString("utf8");
    if (req.method === "POST" && req.url === "/mode") {
      const m = JSON.parse(raw || "{}") as { mode?: ProxyMode; delayMs?: number };
      mode = m.mode ?? "ok";
      delayMs = m.delayMs ?? 0;
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ mode, delayMs }));
    }
    res.writeHead(404);
    res.end();
  });
  await Promise.all([proxy, control].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
  const port = (s: typeof proxy) => (s.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port(proxy)}`,
    control: `http://127.0.0.1:${port(control)}`,
    stop: async () => {
      for (const s of [proxy, control]) {
        s.closeAllConnections?.();
        await new Promise<void>((r) => s.close(() => r()));
      }
    },
  };
}

/** From a spec: switch the proxy's mode (no-op when the server under test was not started by global setup). */
export async function setRpcMode(control: string | null | undefined, mode: ProxyMode, delayMs = 0): Promise<void> {
  if (!control) throw new Error("no RPC proxy: this spec needs the server started by global setup");
  const res = await fetch(`${control}/mode`, { method: "POST", body: JSON.stringify({ mode, delayMs }) });
  if (!res.ok) throw new Error(`RPC proxy control answered ${res.status}`);
}
