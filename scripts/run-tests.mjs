// The README's test command (`npm test`): every suite, then one plain closing line
// "N passed, N failed[, N skipped]". Runs lint and typecheck (each counted as one test), Vitest (unit, redis,
// integration, client, evm, reliability), Playwright (e2e) and the short benchmark (counted as one test), each even if
// an earlier step failed, and exits non-zero if anything failed or did not report. Before any suite it checks the
// system packages (redis-server, chromium): installs them as root with apt, else stops at once with one line saying how.
//
// Order (docs/testing.md, "How npm test spends its time"): lint; `next build` beside the projects without a server
// (unit, unit-isolated, artifacts); then two chains side by side: the `evm` project (one Hardhat node); and the
// typecheck and the other server-backed Vitest projects (each chain runs its files one by one,
// about a core each). Playwright (one worker, one server stack) starts when either chain ends, beside the
// other's rest; the short benchmark (counts only) once both chains ended, beside Playwright's rest; then the reliability
// project alone (load and timing measurements).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
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
mkdirSync("test-results", { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const t0 = Date.now();
const clock = () => `${Math.round((Date.now() - t0) / 1000)} s`;

/** Copies a child's stream to ours a whole line at a time, so two steps running side by side never tear a line. */
function passLines(from, to) {
  let rest = "";
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    rest += chunk;
    const end = rest.lastIndexOf("\n");
    if (end >= 0) {
      to.write(rest.slice(0, end + 1));
      rest = rest.slice(end + 1);
    }
  });
  from.on("end", () => rest && to.write(`${rest}\n`));
}

/** The last lines each step wrote to stderr, printed again in the summary when the step failed: with steps running side
 * by side, a failure's reason is otherwise far above the closing line (and out of a CI log's tail). */
const stderrTails = {};
const TAIL_LINES = 15;

/**
 * Runs one step; resolves to its exit code. `quiet`: keep the output and print it only if the step fails (the build).
 * Each step's start and end are logged with the time since `npm test` began.
 */
function step(name, cmd, args, { quiet = false, extraEnv = {} } = {}) {
  const started = Date.now();
  console.log(`[tests] ${clock()}: ${name} started`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
    let kept = "";
    let tail = "";
    child.stderr.on("data", (c) => {
      tail = (tail + c)
        .split("\n")
        .slice(-TAIL_LINES - 1)
        .join("\n");
      stderrTails[name] = tail;
    });
    if (quiet) {
      child.stdout.on("data", (c) => (kept += c));
      child.stderr.on("data", (c) => (kept += c));
    } else {
      passLines(child.stdout, process.stdout);
      passLines(child.stderr, process.stderr);
    }
    const done = (code) => {
      if (code !== 0 && kept) process.stdout.write(kept);
      console.log(
        `[tests] ${clock()}: ${name} ended (exit ${code}) after ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code);
    };
    child.on("error", (err) => {
      kept += `${err.message}\n`;
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

// Vitest, one report per invocation: the projects without a server (`unit`, `unit-isolated`, `artifacts`: they run
// while `next build` does), `evm` (one Hardhat node), the other server-backed projects (read from vitest.config.ts, so
// a new project joins them; `redis` among them) and `reliability` alone.
const vitestProjects = [...readFileSync("vitest.config.ts", "utf8").matchAll(/\bname: "([\w-]+)"/g)].map((m) => m[1]);
const lanes = {
  offline: ["unit", "unit-isolated", "artifacts"],
  evm: ["evm"],
  reliability: ["reliability"],
};
lanes.server = vitestProjects.filter((p) => !Object.values(lanes).flat().includes(p));
for (const [name, projects] of Object.entries(lanes)) lanes[name] = projects.filter((p) => vitestProjects.includes(p));
const vitestReports = {
  offline: "test-results/vitest-unit.json",
  evm: "test-results/vitest-evm.json",
  server: "test-results/vitest.json",
  reliability: "test-results/vitest-reliability.json",
};
for (const path of [...Object.values(vitestReports), "test-results/playwright.json"]) rmSync(path, { force: true });
const vitest = (name) =>
  step(`vitest ${lanes[name].join(", ")}`, bin("vitest"), [
    "run",
    ...lanes[name].flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReports[name]}`,
  ]);

const results = {};
results.lint = await step("lint", "npm", ["run", "--silent", "lint"]);

// `next build` once for every suite that starts a server (the Vitest global setups, the Playwright setup and the bench
// reuse it: TRK_BUILD_DONE; after a failed build, TRK_BUILD_FAILED makes the server-backed projects fail at once
// instead of building again). REUSE_BUILD=1 keeps an existing build (local runs only).
async function build() {
  if (process.env.REUSE_BUILD === "1" && existsSync(join(".next", "BUILD_ID"))) {
    console.log("[tests] REUSE_BUILD=1: reusing the existing .next build");
    env.TRK_BUILD_DONE = "1";
    return 0;
  }
  const code = await step(
    "next build",
    process.execPath,
    [join("node_modules", "next", "dist", "bin", "next"), "build"],
    {
      quiet: true,
      extraEnv: { NODE_ENV: "production" },
    },
  );
  if (code === 0) env.TRK_BUILD_DONE = "1";
  else env.TRK_BUILD_FAILED = "1";
  return code;
}

// `next build` has just type-checked the whole project with the same tsconfig (tsc --noEmit, its incremental state in
// .next/cache/.tsbuildinfo): `npm run typecheck` starts from that state, so it checks only what differs (nothing, on a
// fresh build) and reports the same errors a cold tsc would. After the build, not beside it: tsc reads next-env.d.ts
// and the route types the build writes.
function typecheck() {
  const buildTsInfo = join(".next", "cache", ".tsbuildinfo");
  const tscArgs = existsSync(buildTsInfo) ? ["--", "--tsBuildInfoFile", buildTsInfo] : [];
  return step("typecheck", "npm", ["run", "--silent", "typecheck", ...tscArgs]);
}

// `next build` beside the offline projects (`unit` and friends, two workers: as many processes as the two cores take
// without slowing the CPU-heavy unit tests towards their 5 s timeout), then two chains side by side, each running its
// files one by one (a node or a server plus a client: about a core each):
//   evm chain:    `evm` (one Hardhat node; its API tests start the server);
//   server chain: once the offline projects are done too, the other server-backed projects (integration, client,
//                 redis).
// The typecheck runs right after the build, beside them.
// Playwright (one worker, its own server stack) starts as soon as either chain has ended, beside the other chain's
// rest: waiting for both left a core idle for minutes while the longer chain finished alone.
const built = build();
const offline = vitest("offline");
const evmChain = built.then(() => vitest("evm"));
const typechecked = built.then(typecheck);
const serverChain = Promise.all([built, offline]).then(() => vitest("server"));
const playwright = Promise.race([evmChain, serverChain]).then(() => step("playwright", bin("playwright"), ["test"]));
// Short benchmark: reuses the build; fails only on the RPC request counts (its timings are reported, not asserted, so it
// runs beside Playwright's rest once both Vitest chains are done).
const bench = Promise.all([evmChain, serverChain]).then(() =>
  step("bench", bin("tsx"), ["--tsconfig", "tsconfig.json", "scripts/bench.ts", "--short", "--no-build"]),
);
[
  results.build,
  results.vitestOffline,
  results.vitestEvm,
  results.vitestServer,
  results.typecheck,
  results.playwright,
  results.bench,
] = await Promise.all([built, offline, evmChain, serverChain, typechecked, playwright, bench]);
// Load and timing measurements: alone on the machine.
results.vitestReliability = await vitest("reliability");

let passed = 0,
  failed = 0,
  skipped = 0;
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

for (const [name, path] of Object.entries(vitestReports)) {
  const v = read(path);
  if (!v) {
    console.log(`[tests] no Vitest report for ${name} (${path}): the run did not finish`);
    failed += 1;
    continue;
  }
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A file that failed to load (syntax error, failed setup) has no failed tests: count it.
  failed += (v.testResults ?? []).filter(
    (f) => f.status === "failed" && (f.assertionResults ?? []).every((a) => a.status !== "failed"),
  ).length;
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
if (results.build !== 0) {
  failed += 1;
  console.log(`[tests] next build failed (exit ${results.build})`);
}
// Steps without a report of their own count as one test each.
for (const name of ["lint", "typecheck", "bench"]) {
  if (results[name] === 0) passed += 1;
  else {
    failed += 1;
    console.log(`[tests] ${name} failed (exit ${results[name]})`);
    const tail = stderrTails[name]?.trim();
    if (tail) console.log(`[tests] the last lines ${name} wrote to stderr:\n${tail}`);
  }
}
console.log(`[tests] all steps done in ${clock()}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && passed > 0 && Object.values(results).every((c) => c === 0) ? 0 : 1);
