import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds the production server (`next build`) unless a build exists and reuse was asked for.
 * Returns the seconds spent building (0 when reused). Used by the test global setup and the bench.
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
