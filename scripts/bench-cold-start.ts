/**
 * Cold start per route kind, for `npm run bench`: a fresh `next start` per kind, whose FIRST request is that
 * route's (no readiness probe on another route, which would load other route bundles first). Reported: from spawn
 * to the first answer, the first answer's own latency once the port accepts connections, and the second request's.
 * Beside it, what each route's server bundle traces (`.next/server/app/<route>/route.js.nft.json`: the files Next
 * deploys with that route, e.g. as one Vercel function): the count and their size.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
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
  spawnToFirstAnswerMs: number;
  firstAnswerMs: number;
  secondAnswerMs: number;
  status: number;
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

/** One fresh server per route kind, one after the other (never two starting at once). */
export async function measureColdStarts(routes: ColdRoute[], env: Record<string, string>): Promise<ColdStart[]> {
  const out: ColdStart[] = [];
  for (const route of routes) out.push(await coldStart(route, env));
  return out;
}

async function coldStart(route: ColdRoute, env: Record<string, string>): Promise<ColdStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(process.cwd(), "node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: process.cwd(),
      env: {
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
        return {
          kind: route.kind,
          spawnToFirstAnswerMs: firstAt - t0,
          firstAnswerMs: first.ms,
          secondAnswerMs: second.ms,
          status: first.status,
        };
      } catch {
        // Not listening yet (connection refused): the request never reached the server.
        if (Date.now() > deadline) throw new Error(`next start did not answer ${route.path} within 60 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  }
}
