import { expect, shot, test } from "./fixtures";

test("Free: the batch console explains the upgrade, and the API refuses the session with 403", async ({
  page,
  signIn,
}) => {
  await signIn("free");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Batch console" }).click();
  await page.waitForURL("**/dashboard/batch");
  const notice = page.getByTestId("upgrade-notice");
  await expect(notice).toContainText("The batch console needs the Pro or Enterprise plan");
  await expect(notice).toContainText("403");
  await expect(notice).toContainText("INSUFFICIENT_TIER");
  await expect(page.getByLabel("Token addresses, one per line")).toHaveCount(0);
  await shot(page, "batch-free-upgrade");

  // The same call the console would make, from the page (same origin, session cookie, browser Origin).
  const res = await page.evaluate(async () => {
    const r = await fetch("/api/v1/scan/batch", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        chain: "solana",
        items: [{ tokenAddress: "So11111111111111111111111111111111111111112", chain: "solana" }],
      }),
    });
    return { status: r.status, body: await r.json() };
  });
  expect(res.status).toBe(403);
  expect(res.body.reason).toBe("INSUFFICIENT_TIER");

  await page.goto("/dashboard/watchlist");
  await expect(page.getByTestId("upgrade-notice")).toContainText("The watchlist needs the Pro or Enterprise plan");
  await shot(page, "watchlist-free-upgrade");
});

test("Pro: webhooks are locked with the reason; the watchlist page opens", async ({ page, signIn }) => {
  await signIn("pro");
  await shot(page, "dashboard-overview-pro");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Batch console" })).not.toHaveAttribute("data-locked", "true");
  await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveAttribute("data-locked", "true");
  await nav.getByRole("link", { name: "Webhooks" }).click();
  await page.waitForURL("**/dashboard/webhooks");
  await expect(page.getByTestId("upgrade-notice")).toContainText("Webhook delivery needs the Enterprise plan");
  await shot(page, "webhooks-pro-upgrade");

  await nav.getByRole("link", { name: "Watchlist" }).click();
  await page.waitForURL("**/dashboard/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Watchlist" })).toBeVisible();
  await expect(page.getByLabel("Token address", { exact: true })).toBeVisible();
  await shot(page, "watchlist-pro");
});

test("responsive: the dashboard works on a phone-sized screen", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn("enterprise");
  // The dashboard navigation sits behind a menu on phones (no horizontal strip).
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await nav.locator("summary").click();
  await expect(nav.getByRole("link", { name: "Webhooks" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "dashboard-overview-mobile");
  await page.goto("/dashboard/batch");
  const overflow2 = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow2).toBeLessThanOrEqual(0);
  await shot(page, "batch-mobile");
});
