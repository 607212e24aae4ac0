import { expect, shot, test } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, land on a Free dashboard with locked items, sign out, sign in again", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await shot(page, "signin");

    // Wrong password: a clear message, no navigation.
    await page.getByLabel("Email").fill("pro@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is wrong" })).toBeVisible();

    await page.getByRole("link", { name: "Create one" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await shot(page, "signup");
    const email = `analyst-${Date.now()}@example.com`;
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId("tier-badge").first()).toHaveText("Free");

    // Items the plan cannot use are shown, locked, with the reason.
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    for (const [label, reason] of [
      ["Batch console", "Needs the Pro or Enterprise plan"],
      ["Watchlist", "Needs the Pro or Enterprise plan"],
      ["Webhooks", "Needs the Enterprise plan"],
    ] as const) {
      const link = nav.getByRole("link", { name: label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("data-locked", "true");
      await expect(link).toHaveAccessibleDescription(`Locked: ${reason}.`);
    }
    await shot(page, "dashboard-overview-free");

    // Sign-out is a real POST through next-auth, then /signin.
    const signout = page.waitForRequest((r) => r.url().endsWith("/api/auth/signout") && r.method() === "POST");
    await page.getByRole("button", { name: "Sign out" }).click();
    await signout;
    await page.waitForURL("**/signin**");
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/dashboard/keys");
    await page.waitForURL("**/signin?callbackUrl=%2Fdashboard%2Fkeys");

    // Sign in again: back to the page that was asked for.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/dashboard/keys");
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  });
});
