import { expect, shot, test } from "./fixtures";
import { setRpcMode } from "./rpc-proxy";

test("Pro: watch a token (address checked in the browser), see it listed, remove it with confirmation", async ({
  page,
  signIn,
  server,
}) => {
  await signIn("pro");
  await page.goto("/dashboard/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Watchlist" })).toBeVisible();
  const input = page.getByLabel("Token address", { exact: true });

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

test("a rescan that fails shows the failure, its reason and the next run; the last good result stays", async ({
  page,
  signIn,
  server,
}) => {
  await signIn("pro");
  await page.goto("/dashboard/watchlist");
  const mint = server.mints["whale-80"];
  await page.getByLabel("Token address", { exact: true }).fill(mint);
  await page.getByRole("button", { name: "Add to watchlist" }).click();
  const row = page.getByTestId("watch-row").filter({ has: page.locator(`[title="${mint}"]`) });
  await expect(row).toContainText("not attempted yet");
  // A first good rescan (Scan now: no quota).
  const used = async () =>
    (
      (await (
        await page.request.get("/api/v1/usage", { headers: { authorization: `Bearer ${server.keys!.pro}` } })
      ).json()) as { used: number }
    ).used;
  const before = await used();
  await row.getByRole("button", { name: `Scan ${mint} now` }).click();
  await expect(row.getByTestId("watch-attempt")).toContainText("OK");
  await expect(row.locator(".score")).toBeVisible();
  expect(await used()).toBe(before);

  // The RPC goes down; the next rescan fails, visibly.
  await setRpcMode(server.rpcControl, "down");
  try {
    // Scan now is limited to once a minute per token: use a second entry for the failing rescan.
    const other = server.mints["mutable-metadata"];
    await page.getByLabel("Token address", { exact: true }).fill(other);
    await page.getByRole("button", { name: "Add to watchlist" }).click();
    const failing = page.getByTestId("watch-row").filter({ has: page.locator(`[title="${other}"]`) });
    await failing.getByRole("button", { name: `Scan ${other} now` }).click();
    const attempt = failing.getByTestId("watch-attempt");
    await expect(attempt.locator("[data-outcome=failed]")).toHaveText("Failed");
    await expect(attempt).toContainText("SOLANA_RPC_URL");
    await expect(failing).toContainText(/in \d+ min/);
    // The state survives a reload (it is stored, not only shown).
    await page.reload();
    await expect(
      page
        .getByTestId("watch-row")
        .filter({ has: page.locator(`[title="${other}"]`) })
        .getByTestId("watch-attempt"),
    ).toContainText("Failed");
    // Scan now again at once: refused (rate-limited), with the reason.
    await page
      .getByTestId("watch-row")
      .filter({ has: page.locator(`[title="${other}"]`) })
      .getByRole("button", { name: `Scan ${other} now` })
      .click();
    await expect(page.getByTestId("watch-row").filter({ has: page.locator(`[title="${other}"]`) })).toContainText(
      "less than 60 s ago",
    );
    await shot(page, "watchlist-failed");
  } finally {
    await setRpcMode(server.rpcControl, "ok");
  }
  await expect(row.getByTestId("watch-attempt")).toContainText("OK");
});
