import { spawn } from "node:child_process";
import { join } from "node:path";
import type { EvmFixture } from "../support/evm/deploy";

/**
 * The local EVM (Hardhat node with WETH, Uniswap V2 and the test tokens) in its own process through
 * tests/support/evm/serve.ts, for the same reason as local-rpc-process.ts: Playwright's CommonJS transform
 * cannot load the support files that use `import.meta`.
 */
export async function startLocalEvmProcess(root: string): Promise<{ fixture: EvmFixture; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "tests", "support", "evm", "serve.ts")],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  const fixture = await new Promise<EvmFixture>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM"); // tsx passes it on to the script, which stops what it started
      reject(new Error(`local EVM did not start within 90 s:\n${err}`));
    }, 90_000);
    child.stdout!.on("data", (d) => {
      out += d;
      const line = out.split("\n").find((l) => l.trim().startsWith("{"));
      if (!line || !out.includes("\n")) return;
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { fixture: EvmFixture }).fixture);
      } catch (e) {
        reject(e);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`local EVM exited early (${code}):\n${err}`));
    });
  });
  return {
    fixture,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
