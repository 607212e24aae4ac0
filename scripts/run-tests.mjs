// The README's test command (`npm test`): every suite, then one plain closing line
// "N passed, N failed[, N skipped]". Runs lint and typecheck (each counted as one test), Vitest (unit, redis,
// integration, reliability), Playwright (e2e) and the short benchmark (counted as one test), each even if an earlier
// step failed, and exits non-zero if anything failed or did not report. Before any suite it checks the system packages
// (redis-server, chromium): installs them as root with apt, else stops at once with one line saying how.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensurePrerequisites } from "./test-prerequisites.mjs";

if (!ensurePrerequisites()) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  RELIABILITY_SECONDS: process.env.RELIABILITY_SECONDS ?? "15",
};
rmSync("test-results/vitest.json", { force: true });
rmSync("test-results/playwright.json", { force: true });
mkdirSync("test-results", { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env }).status ?? 1;
const bin = (name) => `node_modules/.bin/${name}`;

const steps = [
  // Biome (format, import order, lint rules; biome.jsonc), about a second; then tsc.
  ["lint", run("npm", ["run", "--silent", "lint"])],
  ["typecheck", run("npm", ["run", "--silent", "typecheck"])],
  [
    "vitest",
    run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]),
  ],
  ["playwright", run(bin("playwright"), ["test"])],
  // Short benchmark: reuses the build; fails only on the RPC request counts (timings are reported).
  ["bench", run(bin("tsx"), ["--tsconfig", "tsconfig.json", "scripts/bench.ts", "--short", "--no-build"])],
];

let passed = 0,
  failed = 0,
  skipped = 0;
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

const v = read("test-results/vitest.json");
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A file that failed to load (syntax error, failed setup) has no failed tests: count it.
  failed += (v.testResults ?? []).filter(
    (f) => f.status === "failed" && (f.assertionResults ?? []).every((a) => a.status !== "failed"),
  ).length;
} else {
  console.log("[tests] no Vitest report: the run did not finish");
  failed += 1;
}
const p = read("test-results/playwright.json");
if (p?.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
  skipped += p.stats.skipped ?? 0;
  if ((p.errors ?? []).length && !p.stats.unexpected) failed += 1; // global setup failed
} else {
  console.log("[tests] no Playwright report: the e2e run did not finish");
  failed += 1;
}
// Steps without a report of their own count as one test each.
for (const [name, code] of steps) {
  if (!["lint", "typecheck", "bench"].includes(name)) continue;
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.log(`[tests] ${name} failed (exit ${code})`);
  }
}
const exitCodes = steps.map(([, code]) => code);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && passed > 0 && exitCodes.every((c) => c === 0) ? 0 : 1);
