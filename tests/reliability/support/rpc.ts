import { type LocalRpc, type LocalRpcStats, type RpcMode, startLocalRpc } from "../../support/local-rpc-server";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../../support/solana-fixtures";

/**
 * The local Solana JSON-RPC stand-in, restartable on the SAME port: `kill()` really closes the
 * listening socket and every open connection (the server then sees ECONNREFUSED / resets, as with
 * a crashed RPC node), `revive()` listens again on the same port with the same fixtures, so the
 * API server's configured SOLANA_RPC_URL stays valid. Stats accumulate across restarts.
 */
export interface RestartableRpc {
  url: string;
  port: number;
  readonly up: boolean;
  current(): LocalRpc;
  stats(): LocalRpcStats;
  resetStats(): void;
  setMode(mode: RpcMode, delayMs?: number): void;
  kill(): Promise<void>;
  revive(): Promise<void>;
  close(): Promise<void>;
}

export async function startRestartableRpc(fixtures: Fixture[]): Promise<RestartableRpc> {
  let rpc: LocalRpc | null = await startLocalRpc({ fixtures });
  const port = Number(new URL(rpc.url).port);
  let carried: LocalRpcStats = { httpRequests: 0, calls: {} };
  let mode: [RpcMode, number] = ["ok", 0];
  const merge = (a: LocalRpcStats, b: LocalRpcStats): LocalRpcStats => {
    const calls = { ...a.calls };
    for (const [k, v] of Object.entries(b.calls)) calls[k] = (calls[k] ?? 0) + v;
    return { httpRequests: a.httpRequests + b.httpRequests, calls };
  };
  return {
    url: rpc.url,
    port,
    get up() {
      return rpc !== null;
    },
    current: () => {
      if (!rpc) throw new Error("RPC is down");
      return rpc;
    },
    stats: () => (rpc ? merge(carried, rpc.stats()) : carried),
    resetStats: () => {
      carried = { httpRequests: 0, calls: {} };
      rpc?.resetStats();
    },
    setMode: (m, d = 0) => {
      mode = [m, d];
      rpc?.setMode(m, d);
    },
    kill: async () => {
      if (!rpc) return;
      const r = rpc;
      rpc = null;
      carried = merge(carried, r.stats());
      await r.close();
    },
    revive: async () => {
      if (rpc) return;
      // The port was just released; retry briefly in case the kernel has not freed it yet.
      for (let i = 0; ; i++) {
        try {
          rpc = await startLocalRpc({ fixtures, port });
          rpc.setMode(...mode);
          return;
        } catch (err) {
          if (i > 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    close: async () => {
      const r = rpc;
      rpc = null;
      await r?.close();
    },
  };
}

/**
 * `n` distinct, clean SPL tokens (same shape as the `clean` fixture, different mints), so that
 * RPC request counts for a batch are not flattered by repeated mints once caching exists.
 */
export async function distinctCleanTokens(n: number, label = "bench"): Promise<Fixture[]> {
  const out: Fixture[] = [];
  for (let i = 0; i < n; i++) out.push(await buildFixture({ ...FIXTURE_SPECS.clean, name: `${label}-clean-${i}` }));
  return out;
}

/** JSON-RPC methods of the optional scan stages (sell simulation, token history). */
export const OPTIONAL_RPC_METHODS = new Set([
  "simulateTransaction",
  "getLatestBlockhash",
  "getSignaturesForAddress",
  "getTransaction",
]);

export interface RpcHttpCounts {
  /** Every HTTP request that reached the RPC. */
  total: number;
  /** HTTP requests carrying at least one call that is not an optional-stage method ("before simulation"). */
  core: number;
  /** HTTP requests carrying only optional-stage calls (simulation, history). */
  optional: number;
  calls: Record<string, number>;
  /** Round trips: the longest chain of requests each sent after the previous one was answered (causal depth). */
  chain: number;
}

/**
 * A transparent counting proxy in front of the RPC: classifies EACH HTTP request (single call or
 * JSON-RPC batch) as core or optional, which the aggregate call counters of the local RPC cannot
 * do once calls of different stages share one batched HTTP request.
 */
export async function startCountingProxy(
  targetUrl: string,
): Promise<{ url: string; counts(): RpcHttpCounts; reset(): void; close(): Promise<void> }> {
  const { createServer, request } = await import("node:http");
  const target = new URL(targetUrl);
  let c: RpcHttpCounts = { total: 0, core: 0, optional: 0, calls: {}, chain: 0 };
  // Causal depth: each request is 1 + the depth of the deepest request answered before it arrived.
  let exchanges: Array<{ answered: number; depth: number }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (d: Buffer) => chunks.push(d));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const arrived = performance.now();
      const exchange = {
        answered: Number.POSITIVE_INFINITY,
        depth: 1 + Math.max(0, ...exchanges.filter((e) => e.answered <= arrived).map((e) => e.depth)),
      };
      exchanges.push(exchange);
      c.chain = Math.max(c.chain, exchange.depth);
      res.on("finish", () => {
        exchange.answered = performance.now();
      });
      let methods: string[] = [];
      try {
        const parsed = JSON.parse(body.toString("utf8")) as { method?: unknown } | { method?: unknown }[];
        methods = (Array.isArray(parsed) ? parsed : [parsed]).map((x) => String(x?.method));
      } catch {
        methods = ["<unparsable>"];
      }
      c.total++;
      for (const m of methods) c.calls[m] = (c.calls[m] ?? 0) + 1;
      if (methods.every((m) => OPTIONAL_RPC_METHODS.has(m))) c.optional++;
      else c.core++;
      const up = request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host, "content-length": body.length },
        },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      up.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      up.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as import("node:net").AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...c, calls: { ...c.calls } }),
    reset: () => {
      c = { total: 0, core: 0, optional: 0, calls: {}, chain: 0 };
      exchanges = [];
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}
