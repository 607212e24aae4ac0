/**
 * Test support: spawn a throw-away `redis-server` on a free
 * loopback port (tests start their own; nothing is auto-started).
 *
 *   const redis = await startRedisServer();        // { port, url, stop, kill, restart }
 *   redis.url                                      // "redis://127.0.0.1:<port>"
 *   await redis.kill();                            // SIGKILL: simulates a crash
 *   await redis.restart();                         // same port, EMPTY dataset (unless { persist: true })
 *   await redis.stop();                            // SIGTERM (SIGKILL after 5 s)
 *
 * Data: by default the server runs with `--save "" --appendonly no` in a private
 * temp `--dir`, so nothing is persisted: after `kill()`/`restart()` the new
 * process starts with an EMPTY dataset (like a crashed cache node). With
 * `{ persist: true }` it keeps an append-only file fsynced on every write, so a
 * killed server comes back with its data (like a real deployment).
 *
 * Cleanup: every spawned server is SIGKILLed on `process.on("exit")`, and a
 * tiny detached `sh` watchdog SIGKILLs it within ~1 s if this process dies
 * without running exit handlers (SIGKILL, crash of a vitest worker, ...).
 *
 * A missing binary throws "redis-server not found: apt-get install -y
 * redis-server" (it never skips). `REDIS_SERVER_BIN` overrides the binary.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RedisServerHandle {
  /** TCP port on 127.0.0.1 (stable across restart()). */
  readonly port: number;
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  /** Graceful stop (SIGTERM, SIGKILL after 5 s). Idempotent. Final: no restart afterwards. */
  stop(): Promise<void>;
  /** SIGKILL the server (simulated crash); resolves once the process is gone. `restart()` brings it back. */
  kill(): Promise<void>;
  /** Stop (if running) and start a fresh server on the SAME port; the dataset is EMPTY afterwards. */
  restart(): Promise<void>;
  /** Send a signal to the running server (SIGSTOP freezes it, SIGCONT resumes it: a store that hangs). */
  signal(sig: NodeJS.Signals): void;
}

export interface StartRedisServerOptions {
  /** Fixed port; default: a free loopback port. */
  port?: number;
  /** How long to wait for PING to answer (default 10 s). */
  startTimeoutMs?: number;
  /** Keep data across kill()/restart() (append-only file, fsync on every write), like a real deployment. */
  persist?: boolean;
}

export const REDIS_SERVER_NOT_FOUND = "redis-server not found: apt-get install -y redis-server";

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const child of live) {
      try {
        child.kill("SIGKILL");
      } catch {
        /* already gone */
      }
    }
  });
}

/** Bind port 0 on loopback, read the assigned port, close. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("could not get a free port"))));
    });
  });
}

/** One PING over a raw socket; resolves true iff the server answered +PONG. */
function pingOnce(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ host: "127.0.0.1", port });
    let buf = "";
    const done = (ok: boolean) => {
      sock.removeAllListeners();
      sock.on("error", () => {});
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.on("error", () => done(false));
    sock.on("connect", () => sock.write("PING\r\n"));
    sock.on("data", (d) => {
      buf += d.toString("latin1");
      if (buf.includes("\r\n")) done(buf.startsWith("+PONG"));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

interface Running {
  child: ChildProcess;
  watchdog: ChildProcess | undefined;
  exited: Promise<void>;
}

/** Spawn a detached sh loop that SIGKILLs `pid` once this process is gone. */
function spawnWatchdog(pid: number): ChildProcess | undefined {
  try {
    const wd = spawn(
      "sh",
      ["-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -9 ${pid} 2>/dev/null`],
      { detached: true, stdio: "ignore" },
    );
    wd.on("error", () => {});
    wd.unref();
    return wd;
  } catch {
    return undefined;
  }
}

async function spawnServer(port: number, dir: string, startTimeoutMs: number, persist = false): Promise<Running> {
  const bin = process.env.REDIS_SERVER_BIN || "redis-server";
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    persist ? "yes" : "no",
    ...(persist ? ["--appendfsync", "always"] : []),
    "--dir",
    dir,
    "--protected-mode",
    "no",
    "--loglevel",
    "warning",
  ];
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (d: Buffer) => {
    output = (output + d.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  let spawnError: NodeJS.ErrnoException | undefined;
  child.on("error", (e: NodeJS.ErrnoException) => {
    spawnError = e;
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  live.add(child);
  installExitHook();
  void exited.then(() => live.delete(child));

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (spawnError) {
      live.delete(child);
      if (spawnError.code === "ENOENT") throw new Error(REDIS_SERVER_NOT_FOUND);
      throw new Error(`failed to spawn ${bin}: ${spawnError.message}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited during startup on port ${port} (code ${child.exitCode}, signal ${child.signalCode}): ${output.trim()}`,
      );
    }
    if (child.pid !== undefined && (await pingOnce(port))) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      throw new Error(`redis-server on port ${port} did not answer PING within ${startTimeoutMs} ms: ${output.trim()}`);
    }
    await sleep(30);
  }
  // Startup finished: stop buffering output, but keep the pipes drained.
  child.stdout?.off("data", collect);
  child.stderr?.off("data", collect);
  child.stdout?.resume();
  child.stderr?.resume();
  return { child, watchdog: spawnWatchdog(child.pid!), exited };
}

async function terminate(run: Running, signal: NodeJS.Signals): Promise<void> {
  const { child } = run;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
    if (signal !== "SIGKILL") {
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await waitForExit(child);
      clearTimeout(timer);
    } else {
      await waitForExit(child);
    }
  }
  await run.exited;
  try {
    run.watchdog?.kill("SIGKILL");
  } catch {
    /* ignore */
  }
}

export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<RedisServerHandle> {
  const startTimeoutMs = options.startTimeoutMs ?? 10_000;
  const dir = mkdtempSync(path.join(os.tmpdir(), "redis-test-"));

  let port = options.port ?? 0;
  let run: Running | undefined;
  // With a picked port there is a tiny race (someone else may grab it): retry a few times.
  for (let attempt = 0; ; attempt++) {
    if (!options.port) port = await getFreePort();
    try {
      run = await spawnServer(port, dir, startTimeoutMs, options.persist);
      break;
    } catch (e) {
      const msg = (e as Error).message;
      const retriable = !options.port && attempt < 3 && /in use|exited during startup/i.test(msg);
      if (!retriable) {
        rmSync(dir, { recursive: true, force: true });
        throw e;
      }
    }
  }

  let current: Running | undefined = run;
  let stopped = false;

  const handle: RedisServerHandle = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      const r = current;
      current = undefined;
      if (r) await terminate(r, "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
    async kill() {
      const r = current;
      current = undefined;
      if (r) await terminate(r, "SIGKILL");
    },
    async restart() {
      if (stopped) throw new Error("redis-server handle was stopped; start a new one");
      const r = current;
      current = undefined;
      if (r) await terminate(r, "SIGTERM");
      current = await spawnServer(port, dir, startTimeoutMs, options.persist);
    },
    signal(sig) {
      current?.child.kill(sig);
    },
  };
  return handle;
}
