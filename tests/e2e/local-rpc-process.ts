import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * The local Solana JSON-RPC (tests/support/local-rpc-server.ts, serving every fixture of
 * buildAllFixtures()) in its own process, started through its documented CLI with tsx.
 * Why not in-process: local-rpc-server pulls in litesvm-simulator.ts, which uses `import.meta`,
 * and Playwright's CommonJS transform of test-support files cannot load that.
 */
export async function startLocalRpcProcess(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      join(root, "tests", "support", "local-rpc-server.ts"),
      "--port",
      "0",
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    // 90 s like the local EVM's: on a loaded 2-core machine tsx's first compile alone took over 30 s. A child that
    // never answered is killed, not left behind.
    const timer = setTimeout(() => {
      child.kill("SIGTERM"); // tsx passes it on to the script, which stops what it started
      reject(new Error(`local RPC did not start within 90 s:\n${err}`));
    }, 90_000);
    child.stdout!.on("data", (d) => {
      out += d;
      const line = out.split("\n").find((l) => l.trim().startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      try {
        resolve(String(JSON.parse(line).url));
      } catch (e) {
        reject(e);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`local RPC exited early (${code}):\n${err}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3_000).unref();
      }),
  };
}
