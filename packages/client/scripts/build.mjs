// Builds dist/ (ESM + .d.ts) with the TypeScript compiler and makes the CLI executable. `npm run build -w @token-risk/client`.
import { spawnSync } from "node:child_process";
import { chmodSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const res = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: root, stdio: "inherit" });
if (res.status !== 0) process.exit(res.status ?? 1);
chmodSync(new URL("../dist/bin.js", import.meta.url), 0o755);
