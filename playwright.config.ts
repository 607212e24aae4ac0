import { defineConfig, devices } from "@playwright/test";

/**
 * Real-browser tests of the dashboard against `next start` (tests/e2e/global-setup.ts starts the
 * local Solana RPC, writes a seed file and starts the server; its URL reaches the tests through
 * E2E_BASE_URL / test-results/e2e-server.json). Debian Chromium is used as installed: never
 * `npx playwright install`. Set E2E_BASE_URL to test an already running server instead.
 */
const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // One server with shared in-memory state and two CPUs here: run the specs one after another.
  workers: 1,
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
