/**
 * Test support: a tiny HTTP server that speaks the Upstash Redis REST protocol
 * (as `@upstash/redis` 1.39 actually uses it) and forwards every command to a
 * REAL redis-server through node-redis (`redis` v6, RESP2, raw sendCommand).
 * It lets tests run the production `@upstash/redis` client (and
 * `@upstash/ratelimit`) against a local redis.
 *
 *   const bridge = await startUpstashBridge({ redisUrl: redis.url, token: "t" });
 *   const client = new Redis({ url: bridge.url, token: bridge.token });
 *
 * CLI (separate process; prints one JSON line `{"url":...,"token":...}`):
 *   npx tsx tests/support/upstash-bridge.ts --redis redis://127.0.0.1:P --token T [--port N]
 *
 * Protocol implemented:
 *   POST /            body ["SET","k","v"]             -> 200 {"result": ...} | 400 {"error":"ERR ..."}
 *   POST /pipeline    body [["SET","k","v"],["GET","k"]] -> 200 [{"result":...}|{"error":"..."}, ...]
 *   POST /multi-exec  same body, run inside MULTI/EXEC  -> 200 [{"result":...}|{"error":"..."}, ...]
 *                     (a queue-time error aborts the transaction -> 400 {"error":"EXECABORT ..."})
 *   Authorization: Bearer <token> required, else 401 {"error":"Unauthorized"}.
 *   Header `Upstash-Encoding: base64` (the client's default): every string in the
 *   result, recursively inside arrays, is base64 of the raw bytes; integers and
 *   null stay as they are; the single exception is a top-level status reply
 *   "OK", which is sent as plain "OK" (the client special-cases it). Without the
 *   header, strings are sent as UTF-8 text.
 *   Redis unreachable/down -> 500 {"error":"..."} after a short grace period
 *   (`offlineGraceMs`, default 500 ms; offline queue disabled; plus a request
 *   timeout as a backstop); node-redis reconnects in the background (every
 *   <=100 ms), so the bridge works again once redis is back.
 *   Arguments: JSON strings are sent as UTF-8; numbers/booleans via String().
 *   Blocking commands (BLPOP, XREAD ... BLOCK, ...) get a dedicated connection.
 *   Connection-state commands (MULTI/EXEC/WATCH/SUBSCRIBE/SELECT/...) on "/"
 *   are rejected with 400 (the connection is shared).
 */
import http from "node:http";
import { createClient, ErrorReply, RESP_TYPES } from "redis";

export interface UpstashBridgeOptions {
  /** e.g. redis://127.0.0.1:6379 */
  redisUrl: string;
  /** Bearer token clients must send. */
  token: string;
  /** HTTP port on 127.0.0.1; default: a free port. */
  port?: number;
  /** Backstop timeout for one HTTP request's redis work (default 5000 ms). */
  requestTimeoutMs?: number;
  /**
   * While redis is disconnected, wait this long for node-redis to reconnect
   * before answering 500 (default 500 ms; reconnect attempts run every <=100 ms).
   */
  offlineGraceMs?: number;
  /** Wait for the first redis connection before resolving (default true, up to 10 s). */
  waitForRedis?: boolean;
}

export interface UpstashBridge {
  /** http://127.0.0.1:<port> (use as the Upstash REST URL) */
  url: string;
  token: string;
  /** Delays every answer by `ms` (a network round trip to a remote Upstash); 0 turns it off. */
  setResponseDelay(ms: number): void;
  /** Requests answered since the last call (command names, arrival and answer times), then clears the log. */
  takeLog(): BridgeLogEntry[];
  close(): Promise<void>;
}

export interface BridgeLogEntry {
  /** Upper-case command names, one per command in the request (a pipeline has several). */
  commands: string[];
  receivedAt: number;
  answeredAt: number;
}

type Reply = null | number | string | Buffer | ErrorReply | Reply[];

const REJECTED_ON_SHARED_CONNECTION = new Set([
  "MULTI",
  "EXEC",
  "DISCARD",
  "WATCH",
  "UNWATCH",
  "SUBSCRIBE",
  "PSUBSCRIBE",
  "SSUBSCRIBE",
  "UNSUBSCRIBE",
  "PUNSUBSCRIBE",
  "SUNSUBSCRIBE",
  "MONITOR",
  "SELECT",
  "QUIT",
  "RESET",
  "HELLO",
  "AUTH",
  "SYNC",
  "PSYNC",
  "SHUTDOWN",
]);

const BLOCKING = new Set([
  "BLPOP",
  "BRPOP",
  "BRPOPLPUSH",
  "BLMOVE",
  "BLMPOP",
  "BZPOPMIN",
  "BZPOPMAX",
  "BZMPOP",
  "WAIT",
  "WAITAOF",
]);

function isBlocking(args: string[]): boolean {
  const name = args[0].toUpperCase();
  if (BLOCKING.has(name)) return true;
  if (name === "XREAD" || name === "XREADGROUP") return args.some((a) => a.toUpperCase() === "BLOCK");
  return false;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Encode one reply value for the JSON body. */
function encodeValue(v: Reply, base64: boolean, topLevel: boolean): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === "number") return v;
  if (Buffer.isBuffer(v)) return base64 ? v.toString("base64") : v.toString("utf8");
  if (typeof v === "string") {
    // node-redis yields JS strings only for RESP simple strings (status replies).
    if (!base64 || (topLevel && v === "OK")) return v;
    return Buffer.from(v, "utf8").toString("base64");
  }
  if (v instanceof ErrorReply) {
    // An error nested inside an array (e.g. a Lua table containing {err=...}).
    return base64 ? Buffer.from(v.message, "utf8").toString("base64") : v.message;
  }
  if (Array.isArray(v)) return v.map((x) => encodeValue(x, base64, false));
  return v as unknown;
}

function entry(v: Reply, base64: boolean): { result: unknown } | { error: string } {
  if (v instanceof ErrorReply) return { error: v.message };
  return { result: encodeValue(v, base64, true) };
}

function toArgs(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new HttpError(400, "ERR failed to parse command");
  return raw.map((a) => {
    if (typeof a === "string") return a;
    if (typeof a === "number" || typeof a === "boolean") return String(a);
    if (a === null) return "null";
    throw new HttpError(400, "ERR failed to parse command: arguments must be strings or numbers");
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startUpstashBridge(options: UpstashBridgeOptions): Promise<UpstashBridge> {
  const { redisUrl, token } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? 5000;
  const offlineGraceMs = options.offlineGraceMs ?? 500;

  const clientOptions = {
    url: redisUrl,
    RESP: 2 as const,
    // Reject immediately while disconnected instead of queueing (-> fast HTTP 500).
    disableOfflineQueue: true,
    // Bulk strings as Buffers (byte-faithful); status replies stay JS strings.
    commandOptions: { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } },
    socket: {
      connectTimeout: 1000,
      // Never give up; retry quickly so a restarted redis is picked up fast.
      reconnectStrategy: (retries: number) => Math.min(20 * 2 ** retries, 100),
    },
  };
  const client = createClient(clientOptions);
  let lastRedisError = "";
  client.on("error", (e: Error) => {
    lastRedisError = e.message;
  });
  client.on("ready", () => {
    lastRedisError = "";
  });

  const connecting = client.connect().catch((e: Error) => {
    lastRedisError = e.message;
  });
  if (options.waitForRedis ?? true) {
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      connecting.then(() => client.isReady),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), 10_000))),
    ]);
    clearTimeout(timer);
    if (!ok) {
      await client.destroy();
      throw new Error(`upstash-bridge: cannot connect to ${redisUrl}: ${lastRedisError || "timeout"}`);
    }
  }

  const down = (e: unknown) =>
    new HttpError(
      500,
      `redis unavailable: ${(e as Error)?.message || String(e)}${lastRedisError ? ` (${lastRedisError})` : ""}`,
    );

  /** Run a redis promise; ErrorReply -> value, transport failures -> HttpError 500. */
  async function settle(p: Promise<unknown>): Promise<Reply> {
    try {
      return (await p) as Reply;
    } catch (e) {
      if (e instanceof ErrorReply) return e;
      throw down(e);
    }
  }

  function withTimeout<T>(p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      p,
      new Promise<T>((_, reject) => {
        timer = setTimeout(
          () => reject(new HttpError(500, `redis did not answer within ${requestTimeoutMs} ms`)),
          requestTimeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** If redis is reconnecting, give it a short, bounded grace period. */
  async function ready(): Promise<void> {
    if (client.isReady || offlineGraceMs <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, offlineGraceMs);
      function finish() {
        clearTimeout(timer);
        client.off("ready", finish);
        resolve();
      }
      client.on("ready", finish);
    });
  }

  async function runBlocking(args: string[]): Promise<Reply> {
    const dedicated = client.duplicate();
    dedicated.on("error", () => {});
    try {
      await dedicated.connect();
      return await settle(dedicated.sendCommand(args));
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw down(e);
    } finally {
      dedicated.destroy();
    }
  }

  async function runOne(args: string[]): Promise<Reply> {
    if (REJECTED_ON_SHARED_CONNECTION.has(args[0].toUpperCase())) {
      return new ErrorReply(`ERR command ${args[0]} is not supported by the Upstash REST bridge`);
    }
    if (isBlocking(args)) return runBlocking(args);
    return withTimeout(settle(client.sendCommand(args)));
  }

  async function runPipeline(cmds: string[][]): Promise<Reply[]> {
    // Issued back to back on one connection: node-redis pipelines them in order.
    const out: Reply[] = [];
    const pending = cmds.map((args) =>
      isBlocking(args) || REJECTED_ON_SHARED_CONNECTION.has(args[0].toUpperCase()) ? null : client.sendCommand(args),
    );
    pending.forEach((p) => p?.catch(() => {}));
    for (let i = 0; i < cmds.length; i++) {
      const p = pending[i];
      out.push(p ? await withTimeout(settle(p)) : await runOne(cmds[i]));
    }
    return out;
  }

  async function runMulti(cmds: string[][]): Promise<Reply[]> {
    for (const args of cmds) {
      const name = args[0].toUpperCase();
      if (REJECTED_ON_SHARED_CONNECTION.has(name) || isBlocking(args)) {
        throw new HttpError(
          400,
          `ERR command ${args[0]} is not supported inside a transaction by the Upstash REST bridge`,
        );
      }
    }
    // Same chainId => node-redis writes MULTI, the commands and EXEC contiguously.
    const chainId = Symbol("upstash-bridge multi");
    const promises = [
      client.sendCommand(["MULTI"], { chainId }),
      ...cmds.map((args) => client.sendCommand(args, { chainId })),
      client.sendCommand(["EXEC"], { chainId }),
    ];
    promises.forEach((p) => p.catch(() => {}));
    const settled: Reply[] = [];
    for (const p of promises) settled.push(await withTimeout(settle(p)));
    const exec = settled[settled.length - 1];
    if (exec instanceof ErrorReply) {
      const firstQueueError = settled.slice(1, -1).find((r): r is ErrorReply => r instanceof ErrorReply);
      throw new HttpError(400, firstQueueError ? `${exec.message} ${firstQueueError.message}` : exec.message);
    }
    if (!Array.isArray(exec)) throw new HttpError(500, "EXEC returned no result (transaction aborted)");
    return exec;
  }

  let responseDelayMs = 0;
  let log: BridgeLogEntry[] = [];
  /**
   * Runs `fn` at `target` (performance.now() ms), to within a few hundredths of a ms. A plain setTimeout is not
   * precise enough for a 2 ms delay: timers fire against the loop's cached whole-millisecond clock, so a request whose
   * work took part of the delay was answered up to ~2 ms late (measured 2026-11-26: a store admission, whose Redis
   * work is ~0.1 ms, spent 3.8 ms in the bridge at a 2 ms delay, a PING 1.9 ms), adding a store RTT that no
   * deployment has. The last stretch yields on every loop turn (setImmediate), so other I/O is still served.
   */
  const answerAt = (target: number, fn: () => void) => {
    const left = target - performance.now();
    if (left <= 0) fn();
    else if (left > 4) setTimeout(() => answerAt(target, fn), left - 3);
    else setImmediate(() => answerAt(target, fn));
  };
  const server = http.createServer((req, res) => {
    const receivedAt = performance.now();
    let commands: string[] = [];
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      const answer = () => {
        log.push({ commands, receivedAt, answeredAt: performance.now() });
        res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
        res.end(json);
      };
      if (responseDelayMs > 0) answerAt(receivedAt + responseDelayMs, answer);
      else answer();
    };
    void (async () => {
      try {
        const auth = req.headers.authorization ?? "";
        const m = /^Bearer\s+(.+)$/i.exec(auth);
        if (!m || m[1].trim() !== token) {
          send(401, { error: "Unauthorized" });
          return;
        }
        const pathname = (req.url ?? "/").split("?")[0].replace(/\/+$/, "") || "/";
        if (req.method !== "POST" || !["/", "/pipeline", "/multi-exec"].includes(pathname)) {
          send(404, { error: `ERR unsupported endpoint ${req.method} ${pathname}` });
          return;
        }
        const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
        let body: unknown;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          throw new HttpError(400, "ERR failed to parse command");
        }
        if (pathname === "/") {
          const args = toArgs(body);
          commands = [String(args[0]).toUpperCase()];
          await ready();
          const reply = await runOne(args);
          if (reply instanceof ErrorReply) send(400, { error: reply.message });
          else send(200, { result: encodeValue(reply, base64, true) });
          return;
        }
        if (!Array.isArray(body) || body.length === 0) throw new HttpError(400, "ERR failed to parse pipeline request");
        const cmds = body.map(toArgs);
        commands = cmds.map((c) => String(c[0]).toUpperCase());
        await ready();
        const replies = pathname === "/pipeline" ? await runPipeline(cmds) : await runMulti(cmds);
        send(
          200,
          replies.map((r) => entry(r, base64)),
        );
      } catch (e) {
        if (e instanceof HttpError) send(e.status, { error: e.message });
        else send(500, { error: `bridge error: ${(e as Error)?.message ?? String(e)}` });
      }
    })();
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    setResponseDelay(ms: number) {
      responseDelayMs = Math.max(0, ms);
    },
    takeLog() {
      const taken = log;
      log = [];
      return taken;
    },
    async close() {
      if (closed) return;
      closed = true;
      const done = new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await done;
      client.destroy();
    },
  };
}

// ---------------------------------------------------------------------------
// CLI: npx tsx tests/support/upstash-bridge.ts --redis URL --token T [--port N]
// ---------------------------------------------------------------------------
function parseCli(argv: string[]): UpstashBridgeOptions {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1];
    const eq = argv.find((a) => a.startsWith(`--${name}=`));
    return eq?.slice(name.length + 3);
  };
  const redisUrl = get("redis");
  const token = get("token");
  const port = get("port");
  if (!redisUrl || !token) {
    throw new Error(
      "usage: tsx tests/support/upstash-bridge.ts --redis redis://127.0.0.1:PORT --token TOKEN [--port N]",
    );
  }
  return { redisUrl, token, port: port ? Number(port) : undefined };
}

const entryScript = process.argv[1] ?? "";
if (/upstash-bridge\.(ts|js|mjs|cjs)$/.test(entryScript)) {
  startUpstashBridge(parseCli(process.argv.slice(2)))
    .then((bridge) => {
      process.stdout.write(`${JSON.stringify({ url: bridge.url, token: bridge.token })}\n`);
      const shutdown = () => {
        void bridge.close().finally(() => process.exit(0));
      };
      process.on("SIGTERM", shutdown);
      process.on("SIGINT", shutdown);
    })
    .catch((e: Error) => {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    });
}
