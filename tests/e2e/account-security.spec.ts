import { ACCOUNTS, expect, test } from "./fixtures";

test.describe("account and security page", () => {
  test("a wrong current password is refused with a message; sign out everywhere ends another browser's session", async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    // A second browser (its own cookie jar) signed in to the same account.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto("/signin");
    await otherPage.getByLabel("Email").fill(ACCOUNTS.enterprise.email);
    await otherPage.getByLabel("Password").fill(ACCOUNTS.enterprise.password);
    await otherPage.getByRole("button", { name: "Sign in", exact: true }).click();
    await otherPage.waitForURL("**/dashboard");

    await signIn("enterprise");
    await page.getByRole("link", { name: "Account and security" }).click();
    await page.waitForURL("**/dashboard/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account and security" })).toBeVisible();

    await page.getByLabel("Current password").fill("not the password");
    await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "current password is wrong" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL("**/signin?signedOut=everywhere");
    await expect(page.getByText("You are signed out on every device.")).toBeVisible();

    // The other browser still holds its cookie, but the session is over.
    await otherPage.goto("/dashboard/keys");
    await otherPage.waitForURL("**/signin?callbackUrl=**");
    await other.close();
  });
});
