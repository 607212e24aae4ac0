import { ACCOUNTS, expect, test } from "./fixtures";

/**
 * Issue 16, item 5: after a real sign-in, a hostile callbackUrl never takes the browser off the
 * origin. The values are put in the address bar as an attacker's link would carry them.
 */
const HOSTILE = [
  "/%5Cevil.example/x",
  "/%09/evil.example/x",
  "/%5C%5Cevil.example",
  "//evil.example/x",
  "https://evil.example/x",
  "/%0a/evil.example",
  "javascript:alert(1)",
];

test.describe("sign-in redirects", () => {
  for (const value of HOSTILE) {
    test(`callbackUrl=${value} stays on the origin`, async ({ page, baseURL }) => {
      const offsite: string[] = [];
      await page.route(
        (url) => url.hostname.endsWith("evil.example"),
        (route) => {
          offsite.push(route.request().url());
          return route.abort();
        },
      );
      page.on("framenavigated", (f) => {
        if (f === page.mainFrame() && !f.url().startsWith(baseURL!)) offsite.push(f.url());
      });
      await page.goto(`/signin?callbackUrl=${value}`);
      await page.getByLabel("Email").fill(ACCOUNTS.pro.email);
      await page.getByLabel("Password").fill(ACCOUNTS.pro.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(offsite).toEqual([]);
    });
  }

  test("a same-origin callbackUrl is honoured", async ({ page }) => {
    await page.goto(`/signin?callbackUrl=${encodeURIComponent("/dashboard/keys")}`);
    await page.getByLabel("Email").fill(ACCOUNTS.pro.email);
    await page.getByLabel("Password").fill(ACCOUNTS.pro.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/dashboard/keys");
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  });
});
