/**
 * Test support: a REAL HTTPS webhook receiver on 127.0.0.1 with a self-signed certificate made at
 * test time by `openssl req -x509` (SAN: IP 127.0.0.1 and DNS localhost). Start the next server
 * with `NODE_EXTRA_CA_CERTS=<receiver.certPath>` so it trusts the receiver like a real CA-signed one.
 *
 *   const rx = await startHttpsReceiver();
 *   rx.url("/hook")                    // https://127.0.0.1:<port>/hook
 *   rx.setMode("fail")                 // 500; also "ok" | "gone" (410) | "redirect" (302) | "slow"
 *   rx.setMode("redirect", { location: "http://169.254.169.254/latest/meta-data" })
 *   rx.setMode("slow", { delayMs: 3000 })
 *   rx.setMode("fail", { retryAfter: "1" })   // adds a Retry-After header
 *   await rx.down(); await rx.up();    // closed port (connection refused), then back on the SAME port
 *   rx.deliveries                      // every request received: { path, headers, body, receivedAt, answered }
 *   await rx.waitFor((d) => d.length >= 2, 10_000)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingHttpHeaders, RequestListener } from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type ReceiverMode = "ok" | "fail" | "gone" | "redirect" | "slow";

export interface ReceivedDelivery {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** Raw body bytes as UTF-8 text (what a receiver must verify). */
  body: string;
  receivedAt: number;
  /** Status this receiver answered with. */
  answered: number;
}

export interface ModeOptions {
  location?: string;
  delayMs?: number;
  retryAfter?: string;
  status?: number;
}

export interface HttpsReceiver {
  readonly port: number;
  readonly certPath: string;
  readonly certPem: string;
  url(path?: string): string;
  deliveries: ReceivedDelivery[];
  setMode(mode: ReceiverMode, options?: ModeOptions): void;
  down(): Promise<void>;
  up(): Promise<void>;
  isUp(): boolean;
  clear(): void;
  waitFor(predicate: (d: ReceivedDelivery[]) => boolean, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/** Generates a throw-away self-signed certificate for 127.0.0.1/localhost; returns file paths. */
export function makeSelfSignedCert(): { dir: string; certPath: string; keyPath: string } {
  const dir = mkdtempSync(join(tmpdir(), "webhook-receiver-"));
  const certPath = join(dir, "cert.pem");
  const keyPath = join(dir, "key.pem");
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
      keyPath,
      "-out",
      certPath,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
    ],
    { stdio: "pipe" },
  );
  return { dir, certPath, keyPath };
}

export async function startHttpsReceiver(): Promise<HttpsReceiver> {
  const { certPath, keyPath } = makeSelfSignedCert();
  const certPem = readFileSync(certPath, "utf8");
  const key = readFileSync(keyPath, "utf8");
  let mode: ReceiverMode = "ok";
  let opts: ModeOptions = {};
  const deliveries: ReceivedDelivery[] = [];
  let port = 0;
  let server: https.Server | null = null;

  const handler: RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const m = mode;
      const o = opts;
      const answered = o.status ?? (m === "ok" || m === "slow" ? 200 : m === "fail" ? 500 : m === "gone" ? 410 : 302);
      deliveries.push({
        path: req.url ?? "/",
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
        answered,
      });
      if (m === "slow") await new Promise((r) => setTimeout(r, o.delayMs ?? 5000));
      const headers: Record<string, string> = { "content-type": "text/plain" };
      if (m === "redirect") headers.location = o.location ?? "http://169.254.169.254/latest/meta-data/";
      if (o.retryAfter !== undefined) headers["retry-after"] = o.retryAfter;
      if (res.destroyed) return;
      res.writeHead(answered, headers);
      res.end(answered >= 200 && answered < 300 ? "thanks" : `receiver says ${answered}`);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = https.createServer({ cert: certPem, key }, handler);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
      s.closeAllConnections();
    });

  await listen();
  return {
    get port() {
      return port;
    },
    certPath,
    certPem,
    url: (path = "/hook") => `https://127.0.0.1:${port}${path}`,
    deliveries,
    setMode(m, o = {}) {
      mode = m;
      opts = o;
    },
    down: stop,
    up: async () => {
      if (!server) await listen();
    },
    isUp: () => server !== null,
    clear() {
      deliveries.length = 0;
    },
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(deliveries)) {
        if (Date.now() > deadline)
          throw new Error(`receiver: condition not met within ${timeoutMs} ms; got ${deliveries.length} deliveries`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return deliveries;
    },
    close: stop,
  };
}
