import type { Page } from "@playwright/test";
import { ACCOUNTS, expect, shot, test } from "./fixtures";

/** Presses Tab until the element matching `selector` has focus (keyboard only, bounded). */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1;
  });
}

test("keyboard only: sign in, run a batch, open a row, export CSV (Tab and Enter)", async ({ page, server }) => {
  const mints = ["clean", "freeze-authority", "whale-80"].map((n) => server.mints[n]);
  await page.goto("/signin?callbackUrl=%2Fdashboard%2Fbatch%3Fchunk%3D2");
  await tabTo(page, "#email");
  await page.keyboard.type(ACCOUNTS.pro.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ACCOUNTS.pro.password);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/dashboard/batch?chunk=2");
  await expect(page.getByRole("heading", { level: 1, name: "Batch console" })).toBeVisible();

  // The first Tab reaches the skip link, which jumps over the header and navigation.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);

  await tabTo(page, "#batch-input");
  expect(await focusIsVisible(page)).toBe(true);
  for (const [i, m] of mints.entries()) {
    await page.keyboard.type(m);
    if (i < mints.length - 1) await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("batch-counts")).toContainText("3 valid");
  await tabTo(page, "#client-ref");
  await page.keyboard.type("kbd-run");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("run-batch")).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await shot(page, "batch-keyboard-focus");
  await page.keyboard.press("Enter");

  await expect(page.getByTestId("run-message")).toContainText("Done: 3 tokens in 2 chunks");
  // Focus lands on the results, so the next Tab continues from there.
  await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();
  await tabTo(page, "[data-testid=export-csv]", 10);
  expect(await focusIsVisible(page)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/^batch-kbd-run-.*\.csv$/);

  // Sort by score with Enter on the column header, then open the first row's details.
  await tabTo(page, "[data-testid=sort-score]", 10);
  await page.keyboard.press("Enter");
  await expect(page.locator("th[aria-sort=ascending]")).toContainText("Safety");
  await tabTo(page, "[data-testid=result-row] button[aria-expanded]", 10);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("row-detail")).toBeVisible();
  await expect(page.locator("[data-testid=result-row] button[aria-expanded=true]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("row-detail")).toHaveCount(0);
  await shot(page, "batch-keyboard-done");
});
