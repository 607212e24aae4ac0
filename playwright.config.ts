import { defineConfig, devices } from "@playwright/test";

/**
 * Real-browser tests of the dashboard against `next start` (tests/e2e/global-setup.ts starts the
 * local Solana RPC, then per worker a seed file and a server; each worker's URL reaches its tests through
 * test-results/e2e-server.json, e2e-server-1.json, ...). Debian Chromium is used as installed: never
 * `npx playwright install`. Set E2E_BASE_URL to test an already running server instead.
 */
const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // One worker by default: on the 2-core CI machine a second worker (with a second server stack: global setup starts
  // one per worker, since a spec takes the RPC offline, sets the webhook receiver's mode or signs an account out
  // everywhere, which must not reach the other worker's specs) made the run slower, 445 s against 357 s with one
  // (the browser, `next start` and the local nodes already fill both cores). E2E_WORKERS=2 gives each of two workers
  // its own stack. Against one outside server (E2E_BASE_URL) the specs run one after another.
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 900 },
    screenshot: "on",
    trace: "retain-on-failure",
    video: "off",
    acceptDownloads: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
