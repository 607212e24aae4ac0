import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds the production server once for the whole integration run (`next build`).
 * REUSE_BUILD=1 skips the build when .next exists (local iteration only; CI always builds).
 */
export default function setup() {
  const root = process.cwd();
  // Several projects share this setup: build once per test run.
  if (process.env.TRK_BUILD_DONE === "1") return;
  if (process.env.REUSE_BUILD === "1" && existsSync(join(root, ".next", "BUILD_ID"))) return;
  const started = Date.now();
  const res = spawnSync(process.execPath, [join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (res.status !== 0) {
    throw new Error(`next build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
  process.env.TRK_BUILD_DONE = "1";
  process.stdout.write(`[global-setup] next build done in ${Math.round((Date.now() - started) / 1000)} s\n`);
}
