import { expect, shot, test } from "./fixtures";

test.describe("/status", () => {
  test("shows the overall state, each component and a 30-day bar chart with hover details", async ({ page }) => {
    await page.goto("/status");
    await expect(page.getByRole("heading", { level: 1, name: "Service status" })).toBeVisible();
    await expect(page.getByTestId("overall")).toHaveText(/All systems operational|Degraded performance|Major outage/);
    const components = page.getByRole("list", { name: "Components" }).getByRole("listitem");
    await expect(components).toHaveCount(2);
    await expect(components.first()).toContainText("Data store");
    const bars = page.getByTestId("bars").getByRole("listitem");
    await expect(bars).toHaveCount(30);
    // The embedded store keeps no history: every day says so, and no figure is invented.
    await expect(page.getByTestId("availability")).toHaveText("No probe history yet");
    const today = bars.last();
    await today.hover();
    await expect(today.locator("span")).toBeVisible();
    await expect(today.locator("span")).toHaveText(/\d{4}-\d{2}-\d{2}: no data/);
    await shot(page, "status");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "status-mobile");
  });

  test("is readable without JavaScript, and keyboard focus shows a day's figure", async ({ browser, server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto("/status");
    await expect(page.getByTestId("overall")).toBeVisible();
    await expect(page.getByTestId("bars").getByRole("listitem")).toHaveCount(30);
    await page.getByTestId("bars").getByRole("listitem").first().focus();
    await expect(page.getByTestId("bars").getByRole("listitem").first().locator("span")).toBeVisible();
    await context.close();
  });
});
