/**
 * Test support: a REAL local EVM, Hardhat Network (hardhat 2.x, EDR engine) as a `hardhat node` child process on a
 * free loopback port. Hardhat Network supports `eth_call` with the state-override set (third parameter: code,
 * balance, nonce, state, stateDiff) and JSON-RPC batches, which the simulator and the reader rely on.
 *
 *   const evm = await startLocalEvm();   // { url, port, stop }
 *   await evm.stop();
 *
 * The child is SIGKILLed on process exit, so a crashed test run leaves no node behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../free-port";

export interface LocalEvm {
  url: string;
  port: number;
  /** The node's process id (CPU accounting: tests/support/evm/rpc-profile.ts). */
  pid: number;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const live = new Set<ChildProcess>();
let hooked = false;

export async function startLocalEvm(options: { startTimeoutMs?: number } = {}): Promise<LocalEvm> {
  if (!hooked) {
    hooked = true;
    process.on("exit", () => {
      for (const child of live) child.kill("SIGKILL");
    });
  }
  const port = await freePort();
  const cli = createRequire(import.meta.url).resolve("hardhat/internal/cli/cli.js");
  const child = spawn(
    process.execPath,
    [cli, "node", "--hostname", "127.0.0.1", "--port", String(port), "--config", path.join(here, "hardhat.config.cjs")],
    {
      cwd: here,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: "true", HARDHAT_TELEMETRY: "false", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  live.add(child);
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`hardhat node did not start within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Started HTTP and WebSocket JSON-RPC server")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`hardhat node exited (${code}):\n${output}`));
    });
  });
  // Keep draining output so the pipe never fills up.
  child.stdout!.removeAllListeners("data");
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          live.delete(child);
          return resolve();
        }
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          live.delete(child);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
