import { expect, shot, test } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, land on a Free dashboard with locked items, confirm the email, sign out, sign in again", async ({
    page,
    server,
  }) => {
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
    // A weak password is refused and the form says why, next to the field.
    await page.getByLabel("Password").fill("1234567890");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Password is too weak" })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
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

    // Until the mailed link is opened, the dashboard says so; the link arrives in the real SMTP sink.
    await expect(page.getByTestId("verify-email-banner")).toBeVisible();
    expect(server.mail, "global setup exposes the SMTP sink").toBeTruthy();
    let link: string | undefined;
    await expect
      .poll(async () => {
        const messages = (await (await fetch(`${server.mail!.inspect}/messages`)).json()) as {
          to: string[];
          text: string;
        }[];
        link = messages
          .filter((m) => m.to.includes(email))
          .map((m) => /https?:\/\/\S+\/api\/auth\/verify\?token=\S+/.exec(m.text)?.[0])[0];
        return link;
      })
      .toBeTruthy();
    await page.goto(link!);
    await page.waitForURL("**/signin?verified=1");
    await expect(page.getByText("Email confirmed.")).toBeVisible();
    await page.getByRole("link", { name: "continue to the dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);

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
