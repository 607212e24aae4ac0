import { expect, shot, test } from "./fixtures";

/** The API reference as a reader meets it: the dashboard's link lands on a section that exists, and every in-page link has a target. */
test("the key console's signing link opens the request-signing section of /docs", async ({ page, signIn }) => {
  await signIn("pro");
  await page.goto("/dashboard/keys");
  await page.getByRole("link", { name: "request signing in the API docs" }).click();
  await expect(page).toHaveURL(/\/docs#request-signing$/);
  const heading = page.getByRole("heading", { level: 2, name: "Request signing" });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole("region", { name: "Request signing worked example" })).toContainText(
    "X-Service-Signature",
  );
  await shot(page, "docs-request-signing", { viewport: true });
});

test("/docs: every in-page link has a target, sections in order", async ({ page }) => {
  await page.goto("/docs");
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .map((a) => a.getAttribute("href")!.slice(1))
      .filter((id) => id && !document.getElementById(id)),
  );
  expect(missing).toEqual([]);
  const h2 = await page.locator("main h2").allTextContents();
  for (const name of [
    "Endpoints",
    "Request signing",
    "Webhook events",
    "Errors",
    "Limits",
    "Scoring",
    "Findings catalogue",
    "Sandbox catalogue",
  ])
    expect(h2).toContain(name);
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Errors" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Errors" })).toBeInViewport();
});
