// The README's test command (`npm test`): every suite, then one plain closing line
// "N passed, N failed[, N skipped]". Runs lint and typecheck (each counted as one test), Vitest (unit, redis,
// integration, client, evm, reliability), Playwright (e2e) and the short benchmark (counted as one test), each even if
// an earlier step failed, and exits non-zero if anything failed or did not report. Before any suite it checks the
// system packages (redis-server, chromium): installs them as root with apt, else stops at once with one line saying how.
//
// Order (docs/testing.md, "How npm test spends its time"): lint; `next build` beside the projects without a server
// (unit, unit-isolated, artifacts); the typecheck after the build; then three lanes that take the server-backed work
// from one queue, longest first: the `evm` files in three shards (each its own Vitest process and Hardhat node),
// Playwright (one worker, one server stack), the other server-backed Vitest projects, the short benchmark (counts
// only); then the reliability project alone (load and timing measurements).
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
// while `next build` does), `evm` in EVM_SHARDS shards (each its own Vitest process and Hardhat node: EVM_SHARD=k/n,
// vitest.config.ts), the other server-backed projects (read from vitest.config.ts, so a new project joins them; `redis`
// among them) and `reliability` alone.
const EVM_SHARDS = Math.max(1, Number(process.env.EVM_SHARDS ?? 3) || 3);
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
  server: "test-results/vitest.json",
  reliability: "test-results/vitest-reliability.json",
};
for (let k = 1; k <= EVM_SHARDS; k++) vitestReports[`evm-${k}`] = `test-results/vitest-evm-${k}.json`;
for (const path of [...Object.values(vitestReports), "test-results/vitest-evm.json", "test-results/playwright.json"])
  rmSync(path, { force: true });
/** `vitest("evm", k)`: the k-th of the EVM_SHARDS shards of the evm files, with its own Hardhat node. */
const vitest = (name, shard) => {
  const report = shard ? `${name}-${shard}` : name;
  return step(
    `vitest ${lanes[name].join(", ")}${shard ? ` ${shard}/${EVM_SHARDS}` : ""}`,
    bin("vitest"),
    [
      "run",
      ...lanes[name].flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReports[report]}`,
    ],
    { extraEnv: shard ? { EVM_SHARD: `${shard}/${EVM_SHARDS}` } : {} },
  );
};

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
// without slowing the CPU-heavy unit tests towards their 5 s timeout); the typecheck right after the build. Then three
// lanes take the server-backed work from one queue, each job as soon as a lane is free: lane 1 from the end of the
// build (beside the offline projects' rest, as the one evm chain did before), lanes 2 and 3 once the offline projects
// are done too. Each job runs its files one by one (a Hardhat node or a server plus the client; Playwright's one
// worker with its server stack), so a lane keeps less than a core busy (timers, simulated round trips, one process
// waiting for the other): with two chains the CI machine averaged ~1.4 busy cores of 2 and Playwright, started last,
// ended the run's longest path. So Playwright (the longest job) goes first; the evm files come in shards (a Hardhat
// node and fixture each) so that the last jobs are short and the lanes end close together. The short benchmark asserts
// only counts (its timings are reported, not asserted), so it may run beside anything.
const built = build();
const offline = vitest("offline");
const typechecked = built.then(typecheck);
const offlineDone = Promise.all([built, offline]);
const jobs = [
  { name: "playwright", ready: built, run: () => step("playwright", bin("playwright"), ["test"]) },
  { name: "vitestEvm1", ready: built, run: () => vitest("evm", 1) },
  { name: "vitestServer", ready: offlineDone, run: () => vitest("server") },
  ...Array.from({ length: EVM_SHARDS - 1 }, (_, i) => ({
    name: `vitestEvm${i + 2}`,
    ready: built,
    run: () => vitest("evm", i + 2),
  })),
  {
    name: "bench",
    ready: built,
    run: () => step("bench", bin("tsx"), ["--tsconfig", "tsconfig.json", "scripts/bench.ts", "--short", "--no-build"]),
  },
];
// TEST_LANES (default 3, at least 1): how many lanes; the first starts after the build, the others after the offline
// projects too.
const laneCount = Math.max(1, Number(process.env.TEST_LANES ?? 3) || 3);
let lanesRunning = laneCount;
let lastLaneAlone;
const oneLaneLeft = new Promise((resolve) => (lastLaneAlone = resolve));
async function lane(gate) {
  await gate;
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    await job.ready;
    results[job.name] = await job.run();
  }
  lanesRunning -= 1;
  if (lanesRunning <= 1) lastLaneAlone();
}
const allLanes = Promise.all(Array.from({ length: laneCount }, (_, i) => lane(i === 0 ? built : offlineDone)));
// Load and timing measurements: alone on the machine once every lane has ended; RELIABILITY_BESIDE=1 starts them as soon
// as the queue is empty and only one lane is still running (beside its last job; not the default: untried in CI).
const reliability = (process.env.RELIABILITY_BESIDE === "1" ? oneLaneLeft : allLanes).then(() => vitest("reliability"));
[results.build, results.vitestOffline, results.typecheck, , results.vitestReliability] = await Promise.all([
  built,
  offline,
  typechecked,
  allLanes,
  reliability,
]);

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
  }
}
console.log(`[tests] all steps done in ${clock()}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && passed > 0 && Object.values(results).every((c) => c === 0) ? 0 : 1);
