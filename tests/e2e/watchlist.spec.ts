import { expect, shot, test } from "./fixtures";

test("Pro: watch a token (address checked in the browser), see it listed, remove it with confirmation", async ({ page, signIn, server }) => {
  await signIn("pro");
  await page.goto("/dashboard/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Watchlist" })).toBeVisible();
  const input = page.getByLabel("Solana token address");

  await input.fill("0xdeadbeef");
  await page.getByRole("button", { name: "Add to watchlist" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not a Solana address" })).toBeVisible();

  const mint = server.mints["mutable-metadata"];
  await input.fill(mint);
  const post = page.waitForRequest((r) => r.url().endsWith("/api/dashboard/watchlist") && r.method() === "POST");
  await page.getByRole("button", { name: "Add to watchlist" }).click();
  expect((await post).postDataJSON()).toMatchObject({ tokenAddress: mint });
  const row = page.getByTestId("watch-row").filter({ has: page.locator(`[title="${mint}"]`) });
  await expect(row).toBeVisible();
  await shot(page, "watchlist");

  await row.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(row).toHaveCount(0);
});
