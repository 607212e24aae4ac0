import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Before each file of the projects with `isolate: false`: module state a fresh import would start from. */
const FRESH_FILE = "tests/support/fresh-module-state.setup.ts";
/** Unit files that need a fresh module graph each (see the `unit` project). */
const UNIT_ISOLATED = [
  "tests/unit/auth/signup-dev.test.ts",
  "tests/unit/api/handler.test.ts",
  "tests/unit/api/openapi-completeness.test.ts",
  "tests/unit/api/hot-path-memory.test.ts",
  // Measures scan depth as wall time over a simulated RPC delay: in a worker that has run ~50 files before it, the
  // larger heap's GC pauses pushed one case past its bound (3.77 > 3.5) twice on a loaded machine; alone it passes.
  "tests/unit/engine/scan-depth.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": root.replace(/\/$/, ""),
      // The app's code and tests use the client package from its source (packages/client), as tsconfig.json maps it.
      "@token-risk/client": `${root}packages/client/src/index.ts`,
    },
  },
  test: {
    // Two files at a time in `unit`; the default on 2 cores is 1. Vitest runs its groups one after another (lowest
    // `sequence.groupOrder` first) and the files of every `fileParallelism: false` project one by one, so in one
    // invocation the server-backed projects form one serial queue. `npm test` (scripts/run-tests.mjs) therefore runs
    // `evm` in its own Vitest process beside the others, and `reliability` alone at the end (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // One module graph per worker, reused from file to file (`isolate: false`): importing the engine, viem and
          // the API modules anew for each of ~100 files was most of this project's time (CI of 1bfa8c9: import 199 s
          // of a 283 s run; about 60 s without). The files below set process.env, spy on process.stderr or measure
          // the heap before importing the app's routes (whose config and logger read the environment once, at
          // import), or measure time: they need fresh modules and run in `unit-isolated`.
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          environment: "node",
          isolate: false,
          setupFiles: [FRESH_FILE],
        },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: UNIT_ISOLATED, environment: "node" },
      },
      {
        extends: true,
        test: {
          // The committed contract artifacts against solc-js (tests/evm/artifacts.test.ts, about a minute of
          // compiling): no node, no server, so a project of its own that runs beside `unit`, not in the evm queue.
          name: "artifacts",
          include: ["tests/evm/artifacts.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "redis",
          include: ["tests/redis/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          // Every API response is checked against the documented schemas (tests/support/response-contract.ts).
          setupFiles: [FRESH_FILE, "tests/support/validate-responses.setup.ts"],
          // One module graph reused from file to file: the setup file's schema registry (the whole API's route
          // definitions) was imported anew for each file (CI of 1bfa8c9: setup 83 s + import 29 s). The files talk
          // to servers they start; none mocks, stubs or sets the environment.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // EVM chains (issue 20): one local Hardhat node + Uniswap V2 + test tokens per run (tests/support/evm).
          // The API tests (tests/evm/api-*.test.ts) run the real server: the shared build setup builds Next at most
          // once per run, whichever of this project and `integration` starts first. One module graph reused from
          // file to file (`isolate: false`: no file mocks, stubs or sets the environment; each deploys its own
          // tokens on the shared node): re-importing viem, the engine and the artifacts for each of ~60 files was
          // 133 s of the CI's evm run.
          name: "evm",
          include: ["tests/evm/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/evm/artifacts.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts", "tests/support/evm/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          setupFiles: [FRESH_FILE],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The typed client and CLI (packages/client, issue 27): offline checks, then one production server for
          // every call, the CLI spawned as a process and the packed tarball installed outside the repository.
          // The second setup builds the package (dist/) after the shared `next build`.
          name: "client",
          include: ["packages/client/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts", "packages/client/test/build-package.ts"],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          // Load and timing measurements: after every other project (group 0: unit; group 1: the server-backed
          // projects, one file at a time), alone on the machine.
          sequence: { groupOrder: 2 },
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
