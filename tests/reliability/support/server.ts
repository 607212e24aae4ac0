import { existsSync, readdirSync, readFileSync } from "node:fs";
import { type NextServer, startNextServer } from "../../support/next-server";

export { ensureBuild } from "../../support/next-build";

/**
 * The shared test server launcher (tests/support/next-server.ts) plus what the benchmark and the
 * reliability suite need: memory figures of the server process tree from /proc.
 */
export interface PidNextServer extends NextServer {
  /** Resident set size now, kB, of the server process and its descendants (VmRSS). */
  rssKb(): number;
  /** Peak resident set size, kB (VmHWM), of the server process and its descendants. */
  peakRssKb(): number;
}

export async function startPidNextServer(
  env: Record<string, string | undefined> = {},
  options: { readyTimeoutMs?: number } = {},
): Promise<PidNextServer> {
  const server = await startNextServer(env, options);
  return {
    ...server,
    rssKb: () => treeStatusKb(server.pid, "VmRSS"),
    peakRssKb: () => treeStatusKb(server.pid, "VmHWM"),
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
