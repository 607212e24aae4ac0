import { expect, shot, test } from "./fixtures";

test("create a key (shown once, copy), use it, rotate and revoke with confirmation", async ({
  page,
  signIn,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn("pro");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();

  const name = `desk-${Date.now()}`;
  await page.getByLabel("Key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const fresh = page.getByTestId("fresh-key");
  await expect(fresh).toContainText(`Key created: ${name}`);
  await expect(fresh).toContainText("it is not shown again");
  const key = (await page.getByTestId("new-key").textContent())!.trim();
  expect(key).toMatch(/^trk_live_/);

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shot(page, "keys-created");

  // The key works on the API.
  const used = await request.post("/api/v1/scan/sandbox", { headers: { authorization: `Bearer ${key}` }, data: {} });
  expect(used.status()).toBe(200);

  const row = page.getByTestId("key-row").filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 13));

  // Rotate: confirmation dialog, new key shown once, old one dead.
  await row.getByRole("button", { name: `Rotate ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("stops working immediately");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Rotate key" }).click();
  await expect(fresh).toContainText(`Key rotated: ${name}`);
  const rotated = (await page.getByTestId("new-key").textContent())!.trim();
  expect(rotated).not.toBe(key);
  expect(
    (await request.post("/api/v1/scan/sandbox", { headers: { authorization: `Bearer ${key}` }, data: {} })).status(),
  ).toBe(401);
  expect(
    (
      await request.post("/api/v1/scan/sandbox", { headers: { authorization: `Bearer ${rotated}` }, data: {} })
    ).status(),
  ).toBe(200);

  // Revoke: Escape cancels, then confirm.
  const active = page.getByTestId("key-row").filter({ hasText: name }).filter({ hasText: "Active" });
  await active.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shot(page, "keys-revoke-confirm");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await active.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is revoked" })).toBeVisible();
  expect(
    (
      await request.post("/api/v1/scan/sandbox", { headers: { authorization: `Bearer ${rotated}` }, data: {} })
    ).status(),
  ).toBe(401);
  await expect(page.getByTestId("key-row").filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel(/Show revoked keys/).check();
  await expect(page.getByTestId("key-row").filter({ hasText: name })).toHaveCount(2);
  await shot(page, "keys");
});
