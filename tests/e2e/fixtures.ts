import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { type E2EServerInfo, readServerInfo } from "./server-info";

export const SCREENSHOT_DIR = join(process.cwd(), "test-results", "screenshots");

export const ACCOUNTS = {
  free: { email: "free@example.com", password: "free-password-1" },
  pro: { email: "pro@example.com", password: "pro-password-1" },
  enterprise: { email: "ent@example.com", password: "ent-password-1" },
} as const;

/** `server` is what global setup started; `baseURL` points the page and `request` at it. */
export const test = base.extend<{ signIn: (who: keyof typeof ACCOUNTS) => Promise<void> }, { server: E2EServerInfo }>({
  // Each worker slot has its own server stack (tests/e2e/global-setup.ts): parallelIndex is 0..workers-1.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this destructuring; none here
  server: [async ({}, use, workerInfo) => use(readServerInfo(workerInfo.parallelIndex)), { scope: "worker" }],
  baseURL: async ({ server }, use) => use(server.baseURL),
  signIn: async ({ page }, use) => {
    await use(async (who) => {
      const a = ACCOUNTS[who];
      await page.goto("/signin");
      await page.getByLabel("Email").fill(a.email);
      await page.getByLabel("Password").fill(a.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    });
  },
});

export { expect };

/**
 * Screenshot kept as an artefact in test-results/screenshots/<name>.png: the full page from the top, or with
 * `{ viewport: true }` what is on screen now (for very long pages such as /docs, whose full-page capture can
 * exceed the screenshot timeout on a loaded 2-core machine).
 */
export async function shot(page: Page, name: string, options: { viewport?: boolean } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  if (options.viewport) return void (await page.screenshot({ path, animations: "disabled" }));
  // From the top, so the sticky header and sidebar are drawn where they belong.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
}
