/**
 * Cold start per route kind, for `npm run bench`: a fresh `next start` per kind, whose FIRST request is that
 * route's (no readiness probe on another route, which would load other route bundles first). Reported: from spawn
 * to the first answer, the first answer's own latency once the port accepts connections, and the second request's.
 * Beside it, what each route's server bundle traces (`.next/server/app/<route>/route.js.nft.json`: the files Next
 * deploys with that route, e.g. as one Vercel function): the count and their size.
 *
 * Where a first answer's time goes: each server runs with ./bench-cold-trace.cjs preloaded, which marks the first
 * request's arrival, Next running instrumentation.ts's `register()` (ours: configuration, store, seed), the first
 * route module's load, and the answer (`phases` below).
 *
 * Side by side with an older build (the figure the issue asks for is a ratio to the build before a change):
 *   npx tsx --tsconfig tsconfig.json scripts/bench-cold-start.ts --baseline <commit> [--starts 8] [--no-build]
 * builds <commit> in a temporary directory (its files from `git archive`, this checkout's node_modules linked in),
 * then starts both builds alternately, `--starts` times per route kind each, and prints the medians and ratios.
 */
import { type ChildProcess, execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { freePort } from "../tests/support/free-port";

export interface ColdRoute {
  /** e.g. "status"; names the row. */
  kind: string;
  /** The app route folder under app/, e.g. "api/status/public". */
  appPath: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ColdStart {
  kind: string;
  /** The build's directory (the checkout it was started from). */
  dir: string;
  spawnToFirstAnswerMs: number;
  firstAnswerMs: number;
  secondAnswerMs: number;
  status: number;
  /** Where the first answer's time went (ms), from the marks of ./bench-cold-trace.cjs; null when none were written. */
  phases: ColdPhases | null;
}

/**
 * A first request's time, in the order things happen on this build (each from the previous mark; ms):
 * - `bootToListen`: process start until the port listens (Node, Next's CLI and server code; before the first request);
 * - `nextInit`: the first request's arrival until Next calls instrumentation's `register()` (Next's router and
 *   configuration, loading instrumentation.js);
 * - `register`: our `register()` (request gate, configuration, store, the seed file, the RPC check started);
 * - `untilRoute`: register's end until a route module starts loading;
 * - `routeLoad`: the first route module with its chunks (on a build that preloads every entry at start, the first
 *   one preloaded, which need not be the requested route);
 * - `afterRoute`: from there to the answer's last byte (the handler and, on such a build, every other entry).
 */
export interface ColdPhases {
  bootToListen: number;
  nextInit: number;
  register: number;
  untilRoute: number;
  routeLoad: number;
  afterRoute: number;
}

const TRACE_PRELOAD = join(__dirname, "bench-cold-trace.cjs");

function phasesOf(file: string): ColdPhases | null {
  if (!existsSync(file)) return null;
  const m = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
  const need = [
    "listening",
    "firstRequest",
    "registerStart",
    "registerEnd",
    "routeLoadStart",
    "routeLoadEnd",
    "firstAnswer",
  ];
  if (need.some((k) => typeof m[k] !== "number")) return null;
  const at = (k: string, after: number) => Math.max(m[k], after);
  const registerStart = at("registerStart", m.firstRequest);
  const registerEnd = at("registerEnd", registerStart);
  const routeStart = at("routeLoadStart", registerEnd);
  const routeEnd = at("routeLoadEnd", routeStart);
  const answer = at("firstAnswer", routeEnd);
  return {
    bootToListen: m.listening,
    nextInit: registerStart - m.firstRequest,
    register: registerEnd - registerStart,
    untilRoute: routeStart - registerEnd,
    routeLoad: routeEnd - routeStart,
    afterRoute: answer - routeEnd,
  };
}

export interface TracedFiles {
  kind: string;
  files: number;
  bytes: number;
}

/** The files a route's server bundle traces (next build's output file tracing). */
export function tracedFiles(routes: ColdRoute[], root = process.cwd()): TracedFiles[] {
  return routes.map(({ kind, appPath }) => {
    const nft = join(root, ".next", "server", "app", appPath, "route.js.nft.json");
    if (!existsSync(nft)) return { kind, files: Number.NaN, bytes: Number.NaN };
    const { files } = JSON.parse(readFileSync(nft, "utf8")) as { files: string[] };
    const bytes = files.reduce((sum, f) => {
      try {
        return sum + statSync(join(dirname(nft), f)).size;
      } catch {
        return sum;
      }
    }, 0);
    return { kind, files: files.length, bytes };
  });
}

/**
 * One fresh server per route kind, one after the other (never two starting at once); with several `dirs` (builds),
 * `starts` rounds per kind, the builds alternating within each round, so load drift on a shared machine falls on all
 * of them alike.
 */
export async function measureColdStarts(
  routes: ColdRoute[],
  env: Record<string, string>,
  options: { dirs?: string[]; starts?: number } = {},
): Promise<ColdStart[]> {
  const dirs = options.dirs ?? [process.cwd()];
  const out: ColdStart[] = [];
  for (const route of routes)
    for (let i = 0; i < (options.starts ?? 1); i++) for (const dir of dirs) out.push(await coldStart(route, env, dir));
  return out;
}

async function coldStart(route: ColdRoute, env: Record<string, string>, dir: string): Promise<ColdStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const traceFile = join(mkdtempSync(join(tmpdir(), "cold-trace-")), "marks.json");
  const t0 = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "-r",
      TRACE_PRELOAD,
      join(dir, "node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: dir,
      env: {
        BENCH_COLD_TRACE: traceFile,
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        API_SIGNING_SALT: "bench-signing-salt",
        NEXTAUTH_URL: url,
        NEXTAUTH_SECRET: "bench-nextauth-secret-0123456789abcdef",
        SCHEDULER: "off",
        SIGNUP: "off",
        ...env,
      },
      stdio: ["ignore", "ignore", "ignore"],
    },
  );
  const send = async () => {
    const t = performance.now();
    const res = await fetch(url + route.path, { method: route.method, headers: route.headers, body: route.body });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const first = await send();
        const firstAt = performance.now();
        const second = await send();
        await stop(child);
        const phases = phasesOf(traceFile);
        rmSync(dirname(traceFile), { recursive: true, force: true });
        return {
          kind: route.kind,
          dir,
          spawnToFirstAnswerMs: firstAt - t0,
          firstAnswerMs: first.ms,
          secondAnswerMs: second.ms,
          status: first.status,
          phases,
        };
      } catch {
        // Not listening yet (connection refused): the request never reached the server.
        if (Date.now() > deadline) throw new Error(`next start did not answer ${route.path} within 60 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  } finally {
    await stop(child);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

/** The route kinds the bench starts cold, with the seeded Enterprise key (and a live token for the scan, if given). */
export function coldRoutes(apiKey: string, liveMint?: string): ColdRoute[] {
  const json = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  const routes: ColdRoute[] = [
    { kind: "status", appPath: "api/status/public", method: "GET", path: "/api/status/public" },
    { kind: "usage", appPath: "api/v1/usage", method: "GET", path: "/api/v1/usage", headers: json },
    { kind: "keys (401 without a session)", appPath: "api/keys", method: "GET", path: "/api/keys" },
    {
      kind: "sandbox",
      appPath: "api/v1/scan/sandbox",
      method: "POST",
      path: "/api/v1/scan/sandbox",
      headers: json,
      body: "{}",
    },
  ];
  if (liveMint)
    routes.push({
      kind: "scan (live)",
      appPath: "api/v1/scan",
      method: "POST",
      path: "/api/v1/scan",
      headers: json,
      body: JSON.stringify({ tokenAddress: liveMint, chain: "solana" }),
    });
  return routes;
}

/** Nearest-rank median. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length / 2) - 1)];

/** The medians per route kind and build: first answer, second answer and each phase (ms). */
export function coldSummary(starts: ColdStart[]) {
  const groups = new Map<string, ColdStart[]>();
  for (const c of starts) groups.set(`${c.kind}\u0000${c.dir}`, [...(groups.get(`${c.kind}\u0000${c.dir}`) ?? []), c]);
  return [...groups.values()].map((g) => {
    const withPhases = g.flatMap((c) => (c.phases ? [c.phases] : []));
    const phase = (k: keyof ColdPhases) => (withPhases.length ? median(withPhases.map((p) => p[k])) : Number.NaN);
    return {
      kind: g[0].kind,
      dir: g[0].dir,
      starts: g.length,
      firstAnswerMs: median(g.map((c) => c.firstAnswerMs)),
      firstAnswerRangeMs: [Math.min(...g.map((c) => c.firstAnswerMs)), Math.max(...g.map((c) => c.firstAnswerMs))],
      secondAnswerMs: median(g.map((c) => c.secondAnswerMs)),
      phasesMs: {
        bootToListen: phase("bootToListen"),
        nextInit: phase("nextInit"),
        register: phase("register"),
        untilRoute: phase("untilRoute"),
        routeLoad: phase("routeLoad"),
        afterRoute: phase("afterRoute"),
      },
    };
  });
}

/** Builds `commit` in a temporary directory with this checkout's node_modules; returns the directory. */
function buildBaseline(commit: string): string {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), "cold-baseline-"));
  execSync(`git -C ${JSON.stringify(root)} archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { stdio: "inherit" });
  // Hard links (one file system, no copy, and the bundler sees the packages inside the project); else a symlink.
  const linked = spawnSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")]);
  if (linked.status !== 0) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  const built = spawnSync(process.execPath, [join(dir, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error(`next build of ${commit} failed in ${dir}`);
  return dir;
}

async function cli() {
  const argv = process.argv.slice(2);
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const [{ ensureBuild }, { startLocalRpc }, { writeSeedFile }] = await Promise.all([
    import("../tests/support/next-build"),
    import("../tests/support/local-rpc-server"),
    import("../tests/support/seed"),
  ]);
  ensureBuild(argv.includes("--no-build") || process.env.REUSE_BUILD === "1");
  const baseline = opt("--baseline");
  const baselineDir = baseline ? (opt("--baseline-dir") ?? buildBaseline(baseline)) : null;
  const rpc = await startLocalRpc({});
  const seed = writeSeedFile();
  try {
    const env = { SEED_FILE: seed.path, SOLANA_RPC_URL: rpc.url, MARKET_DATA: "off", LOG_LEVEL: "warn" };
    const dirs = baselineDir ? [resolve(baselineDir), process.cwd()] : [process.cwd()];
    const starts = await measureColdStarts(coldRoutes(seed.keys.enterprise), env, {
      dirs,
      starts: Number(opt("--starts") ?? 5),
    });
    const summary = coldSummary(starts);
    const label = (dir: string) => (dir === process.cwd() ? "this build" : `${baseline} (${dir})`);
    const r0 = (n: number) => Math.round(n);
    for (const s of summary) {
      const p = s.phasesMs;
      const ratio = baselineDir
        ? summary.find((b) => b.kind === s.kind && b.dir === resolve(baselineDir) && s.dir !== b.dir)
        : undefined;
      process.stdout.write(
        `${s.kind.padEnd(30)} ${label(s.dir)}: first answer ${r0(s.firstAnswerMs)} ms (${r0(s.firstAnswerRangeMs[0])}-${r0(s.firstAnswerRangeMs[1])}, ${s.starts} starts)` +
          `${ratio ? `, ${(s.firstAnswerMs / ratio.firstAnswerMs).toFixed(2)} of the baseline` : ""}; second ${r0(s.secondAnswerMs)} ms\n` +
          `${"".padEnd(30)}   phases: boot to listen ${r0(p.bootToListen)} | Next init ${r0(p.nextInit)} | register ${r0(p.register)} | until route ${r0(p.untilRoute)} | route load ${r0(p.routeLoad)} | after route ${r0(p.afterRoute)} ms\n`,
      );
    }
    if (opt("--json")) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(opt("--json") as string, JSON.stringify({ baseline, summary, starts }, null, 2));
    }
  } finally {
    await rpc.close();
  }
}

if (/bench-cold-start\.ts$/.test(process.argv[1] ?? ""))
  cli().catch((err) => {
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exit(2);
  });
