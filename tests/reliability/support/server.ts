import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../support/free-port";

/**
 * `next start` exactly as tests/support/next-server.ts starts it (same base environment), plus
 * what the benchmark and the reliability suite need: the process id (for /proc memory figures),
 * a memory probe, and a hard kill. tests/support/next-server.ts is shared and stays untouched.
 */
export interface PidNextServer {
  url: string;
  port: number;
  pid: number;
  output(): string;
  /** Resident set size now, kB, of the server process and its descendants (VmRSS). */
  rssKb(): number;
  /** Peak resident set size, kB (VmHWM), of the server process and its descendants. */
  peakRssKb(): number;
  stop(): Promise<void>;
}

export async function startPidNextServer(env: Record<string, string | undefined> = {}, options: { readyTimeoutMs?: number } = {}): Promise<PidNextServer> {
  const port = await freePort();
  const root = process.cwd();
  const child: ChildProcess = spawn(process.execPath, [join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      API_SIGNING_SALT: "test-signing-salt",
      LOG_LEVEL: "warn",
      SCHEDULER: "off",
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const MAX_OUT = 2_000_000;
  const keep = (d: Buffer) => {
    out += d;
    if (out.length > MAX_OUT) out = out.slice(-MAX_OUT / 2);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let exited = false;
  child.once("exit", () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`next start exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/openapi.json`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`next start did not answer in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    output: () => out,
    rssKb: () => treeStatusKb(pid, "VmRSS"),
    peakRssKb: () => treeStatusKb(pid, "VmHWM"),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

/** A /proc/<pid>/status field in kB (0 when the process is gone). */
export function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Direct and indirect children of a process (next start may run its server in a child). */
export function descendants(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    let kids: number[] = [];
    try {
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const f = `/proc/${p}/task/${t}/children`;
        if (existsSync(f)) kids.push(...readFileSync(f, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
      }
    } catch {
      kids = [];
    }
    for (const k of kids) {
      out.push(k);
      visit(k);
    }
  };
  visit(pid);
  return out;
}

/** Sum of a status field over the process and its descendants. */
export function treeStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  return [pid, ...descendants(pid)].reduce((s, p) => s + statusKb(p, field), 0);
}

/**
 * Builds the production server unless a build exists and reuse was asked for
 * (`--no-build` or REUSE_BUILD=1). Returns the seconds spent building (0 when reused).
 */
export function ensureBuild(reuse: boolean): number {
  const root = process.cwd();
  if (reuse && existsSync(join(root, ".next", "BUILD_ID"))) return 0;
  const started = Date.now();
  const res = spawnSync(process.execPath, [join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`next build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  return (Date.now() - started) / 1000;
}
