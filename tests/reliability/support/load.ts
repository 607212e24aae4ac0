import { Agent, type IncomingHttpHeaders, request } from "node:http";

/**
 * A small HTTP load generator on node:http with a keep-alive Agent (no dependency).
 *
 * - closed loop (`concurrency` workers, each sends its next request when the previous answered):
 *   measures throughput at saturation;
 * - open loop (`rate` requests per second, scheduled on a fixed clock whatever the answers, at
 *   most `concurrency` in flight): measures latency at a fixed offered load, and is the "fixed
 *   rate" of the reliability suite. A request that cannot start because `concurrency` requests
 *   are already in flight is counted in `skipped` (the server is not keeping up), never queued,
 *   so latencies are not hidden by coordinated omission on the client side.
 */
export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface LoadOptions {
  base: string;
  /** One request spec, or a function giving the i-th request (to rotate routes or tokens). */
  request: RequestSpec | ((i: number) => RequestSpec);
  durationMs: number;
  concurrency: number;
  /** Open loop at this many requests per second; omitted = closed loop. */
  rate?: number;
  /** Per-request timeout (ms); a timeout counts as an error. */
  timeoutMs?: number;
  /** Called for each response (status, latency ms, body text, request index). Bodies are read only when this is set (otherwise only those of 5xx answers). */
  onResponse?: (r: { status: number; ms: number; body: string; i: number; at: number; error?: string }) => void;
  /** Keep-alive agent to share between phases (default: one per run). */
  agent?: Agent;
}

export interface LoadResult {
  sent: number;
  completed: number;
  errors: number;
  skipped: number;
  statuses: Record<string, number>;
  durationMs: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  firstErrors: string[];
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(latencies: number[]) {
  const s = [...latencies].sort((a, b) => a - b);
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return { p50: percentile(s, 50), p90: percentile(s, 90), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN, mean };
}

export interface SendResult {
  status: number;
  body: string;
  ms: number;
  headers?: IncomingHttpHeaders;
  error?: string;
}

/**
 * One request; resolves with status, body and latency (never rejects). A request written on a
 * REUSED keep-alive socket that the server had just closed as idle (ECONNRESET/EPIPE before any
 * response byte) is retried once on a new socket, as Node's documentation recommends: that is the
 * keep-alive race between client and server idle timers, not a server failure. Resets on a fresh
 * socket, or after the response started, are reported as errors.
 */
export function send(
  base: string,
  spec: RequestSpec,
  agent: Agent,
  timeoutMs = 30_000,
  retried = false,
  keepBody = true,
): Promise<SendResult> {
  const u = new URL(spec.path, base);
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    let responded = false;
    const finish = (r: Omit<SendResult, "ms">) => {
      if (done) return;
      done = true;
      resolve({ ...r, ms: performance.now() - started });
    };
    const headers: Record<string, string | number> = { ...spec.headers };
    if (spec.body !== undefined) headers["content-length"] = Buffer.byteLength(spec.body);
    const req = request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, method: spec.method ?? "GET", headers, agent },
      (res) => {
        responded = true;
        // A load phase reads only statuses: bodies are drained unread (no decoding on this side of
        // the machine's cores), except for 5xx answers, which are reported.
        const keep = keepBody || (res.statusCode ?? 0) >= 500;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => keep && chunks.push(c));
        res.on("end", () =>
          finish({
            status: res.statusCode ?? 0,
            body: keep ? Buffer.concat(chunks).toString("utf8") : "",
            headers: res.headers,
          }),
        );
        res.on("error", (e) => finish({ status: 0, body: "", error: String(e) }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (!done && !responded && !retried && req.reusedSocket && (e.code === "ECONNRESET" || e.code === "EPIPE")) {
        done = true;
        keepAliveRetries++;
        void send(base, spec, agent, timeoutMs, true, keepBody).then((r) =>
          resolve({ ...r, ms: performance.now() - started }),
        );
        return;
      }
      finish({
        status: 0,
        body: "",
        error: `${e.code ?? ""} ${String(e)}${req.reusedSocket ? " (reused socket)" : ""}`,
      });
    });
    if (spec.body !== undefined) req.write(spec.body);
    req.end();
  });
}

/** How many requests were retried after the keep-alive race (see `send`); reported by the suites. */
export let keepAliveRetries = 0;

export function makeAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, keepAliveMsecs: 1000 });
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const agent = o.agent ?? makeAgent(o.concurrency);
  const spec = typeof o.request === "function" ? o.request : () => o.request as RequestSpec;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const firstErrors: string[] = [];
  let sent = 0;
  let completed = 0;
  let errors = 0;
  let skipped = 0;
  let inFlight = 0;
  const started = performance.now();
  const end = started + o.durationMs;

  const one = async () => {
    const i = sent++;
    inFlight++;
    const r = await send(o.base, spec(i), agent, o.timeoutMs, false, o.onResponse !== undefined);
    inFlight--;
    if (r.error) {
      errors++;
      if (firstErrors.length < 5) firstErrors.push(r.error);
    } else {
      completed++;
      latencies.push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status >= 500 && firstErrors.length < 5) firstErrors.push(`${r.status} ${r.body.slice(0, 300)}`);
    }
    o.onResponse?.({ status: r.status, ms: r.ms, body: r.body, i, at: performance.now() - started, error: r.error });
  };

  if (o.rate === undefined) {
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (performance.now() < end) await one();
      }),
    );
  } else {
    const interval = 1000 / o.rate;
    const pending = new Set<Promise<void>>();
    let next = started;
    while (next < end) {
      const now = performance.now();
      if (now < next) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - now)));
        continue;
      }
      // Catch up on the schedule (timer granularity) without bursting more than the cap.
      while (next <= performance.now() && next < end) {
        next += interval;
        if (inFlight >= o.concurrency) {
          skipped++;
          continue;
        }
        const p = one().finally(() => pending.delete(p));
        pending.add(p);
      }
    }
    await Promise.all(pending);
  }
  const durationMs = performance.now() - started;
  if (!o.agent) agent.destroy();
  return {
    sent,
    completed,
    errors,
    skipped,
    statuses,
    durationMs,
    rps: completed / (durationMs / 1000),
    latency: summarize(latencies),
    firstErrors,
  };
}
