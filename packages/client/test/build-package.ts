import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Builds packages/client (dist/: ESM + .d.ts) once per run, before its tests: the CLI is spawned from dist/bin.js
 * and the packed tarball is made of dist/. About 5 s (tsc).
 */
export default function setup() {
  const script = fileURLToPath(new URL("../scripts/build.mjs", import.meta.url));
  const res = spawnSync(process.execPath, [script], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`packages/client build failed:\n${res.stdout}\n${res.stderr}`);
}
