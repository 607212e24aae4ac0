import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "./free-port";
import { type MailSink, startMailSink } from "./smtp-sink";

/**
 * Starts the built production server (`next start`) on a free loopback port with the given
 * environment, waits until it answers, and stops it on `stop()`. Output is kept for debugging.
 */
export interface NextServer {
  url: string;
  port: number;
  /** Process id of `next start` (for /proc memory figures). */
  pid: number;
  /**
   * The SMTP sink receiving the server's mail (verification links). Started automatically unless
   * the caller passes SMTP_URL or SIGNUP=off: production refuses to start with sign-up on and no SMTP.
   */
  mail: MailSink | null;
  output(): string;
  stop(): Promise<void>;
}

export async function startNextServer(
  env: Record<string, string | undefined> = {},
  options: { readyTimeoutMs?: number } = {},
): Promise<NextServer> {
  // freePort() closes its probe socket before `next start` binds: another process (a parallel test file's server or
  // node) can take the port in between (seen once in CI: EADDRINUSE). Such a start is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNextServerOn(await freePort(), env, options);
    } catch (e) {
      if (attempt >= 3 || !String((e as Error).message).includes("EADDRINUSE")) throw e;
    }
  }
}

async function startNextServerOn(
  port: number,
  env: Record<string, string | undefined>,
  options: { readyTimeoutMs?: number },
): Promise<NextServer> {
  const root = process.cwd();
  const mail = env.SMTP_URL === undefined && env.SIGNUP !== "off" ? await startMailSink() : null;
  // NEXT_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"): Node flags for the server process, for profiling.
  const nodeArgs = (process.env.NEXT_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      join(root, "node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        API_SIGNING_SALT: "test-signing-salt",
        LOG_LEVEL: "warn",
        // Tests drive the cron routes themselves; the in-process scheduler stays off unless a test turns it on.
        SCHEDULER: "off",
        // No internet here: market data would try the real DexScreener. Tests that need it point DEXSCREENER_BASE_URL at a local server.
        MARKET_DATA: "off",
        // Most tests scan the same tokens repeatedly and assert fresh reads; tests/integration/scan-cache.test.ts turns the cache on.
        SCAN_CACHE_TTL_SECONDS: "0",
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef",
        ...(mail ? { SMTP_URL: mail.url } : {}),
        MAIL_FROM: "Token Risk API <no-reply@test.example>",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
    if (exited) {
      await mail?.stop();
      throw new Error(`next start exited early:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/api/openapi.json`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await mail?.stop();
      throw new Error(`next start did not answer within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    pid: child.pid!,
    mail,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }).then(() => mail?.stop()),
  };
}
