import type { Page } from "@playwright/test";
import { expect, shot, test } from "./fixtures";

/**
 * Every page, as a visitor and signed in: no horizontal scrolling at 390 px, a favicon, and not a
 * single console error (a missing favicon, a CSP refusal or a React error all count).
 */
const PUBLIC = ["/", "/docs", "/status", "/signin", "/signup", "/token"];
const DASHBOARD = ["/dashboard", "/dashboard/keys", "/dashboard/batch", "/dashboard/watchlist", "/dashboard/webhooks"];

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

async function overflowAt390(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function checkFavicon(page: Page) {
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  const res = await page.request.get(new URL(href!, page.url()).toString());
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\//);
}

test("public pages: no overflow at 390 px, favicon, zero console errors", async ({ page, server }) => {
  const errors = watchConsole(page);
  const sandbox = (await (await page.request.get("/token")).text()).match(
    /href="\/token\/([1-9A-HJ-NP-Za-km-z]{32,44})"/,
  )![1];
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [...PUBLIC, `/token/${sandbox}`, `/token/${server.mints.clean}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await overflowAt390(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    await checkFavicon(page);
  }
  // The header menu carries the links hidden on phones.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).locator("summary").click();
  await expect(page.locator(".nav-menu-panel").getByRole("link", { name: "API docs" })).toBeVisible();
  await shot(page, "home-mobile-menu");
  expect(errors).toEqual([]);
});

for (const who of ["pro", "enterprise"] as const) {
  test(`dashboard pages (${who}): no overflow at 390 px, favicon, zero console errors`, async ({ page, signIn }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(who);
    for (const path of DASHBOARD) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await overflowAt390(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
      await checkFavicon(page);
    }
    // The dashboard navigation is a menu on phones.
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link", { name: "Overview" })).toBeHidden();
    await nav.locator("summary").click();
    await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
    await shot(page, `dashboard-${who}-mobile`);
    expect(errors).toEqual([]);
  });
}

test("an unknown address gets the styled 404 with the site header", async ({ page }) => {
  const errors = watchConsole(page);
  const res = await page.goto("/no-such-page/here");
  expect(res!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Token Risk API" }),
  ).toBeVisible();
  await expect(page.getByTestId("not-found").getByRole("link", { name: "API docs" })).toBeVisible();
  await checkFavicon(page);
  await shot(page, "not-found");
  // The document itself is a 404; the browser logs that one response, nothing else.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
