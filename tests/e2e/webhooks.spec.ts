import { createHmac } from "node:crypto";
import { expect, shot, test } from "./fixtures";

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/** The spec's body signature: sha256=<hex HMAC-SHA256(base64-decoded secret after whsec_, raw body)>. */
const sign = (secret: string, body: string) =>
  "sha256=" +
  createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
    .update(body)
    .digest("hex");

test("Enterprise: create a webhook, send a test event, see it in the log, resend, rotate the secret, disable", async ({
  page,
  signIn,
  server,
  context,
  baseURL,
}) => {
  test.skip(!server.receiver, "tests/support/https-receiver.ts (local HTTPS receiver) is not available");
  const rx = server.receiver!;
  const received = async (): Promise<Received[]> =>
    (await (await fetch(`${rx.inspect}/deliveries`)).json()) as Received[];
  const hookPath = `/hook-${Date.now()}`;
  const forUs = async () => (await received()).filter((d) => d.path === hookPath);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  await signIn("enterprise");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Webhooks" }).click();
  await page.waitForURL("**/dashboard/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  // Create: event checkboxes from the catalogue; legacy explained, reserved not selectable.
  await page.getByTestId("add-endpoint").click();
  const form = page.getByTestId("endpoint-form");
  await expect(page.getByLabel("Endpoint URL")).toBeFocused();
  await expect(form.getByRole("checkbox", { name: "scan.completed" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "risk.changed" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /high_safety_token/ })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: /high_safety_token/ })).toHaveAccessibleDescription(
    /Legacy, opt-in only/,
  );
  await expect(form.getByRole("checkbox", { name: /whale\.moved/ })).toBeDisabled();
  await expect(form.getByRole("checkbox", { name: /whale\.moved/ })).toHaveAccessibleDescription(
    /Reserved for a future release/,
  );

  // The form accepts what the server accepts: this server allows loopback targets (WEBHOOK_ALLOW_LOOPBACK=1), so
  // http:// is fine on 127.0.0.1 but refused elsewhere, in the page, before anything is sent.
  await expect(form).toContainText("also allows http:// and https:// on 127.0.0.1");
  await page.getByLabel("Endpoint URL").fill("http://hooks.example.com" + hookPath);
  await page.getByTestId("save-endpoint").click();
  await expect(form).toContainText("The URL must start with https://, or http:// on 127.0.0.1, [::1] or localhost");
  await page.getByLabel("Endpoint URL").fill(rx.url.replace("https://", "http://") + hookPath);
  await expect(form).not.toContainText("The URL must start with");

  await page.getByLabel("Endpoint URL").fill(rx.url.replace(/\/$/, "") + hookPath);
  await page.getByLabel(/Description/).fill("Risk desk alerts (e2e)");
  await shot(page, "webhooks-create");
  await page.getByTestId("save-endpoint").click();

  const secretBox = page.getByTestId("webhook-secret");
  await expect(secretBox).toContainText("it is not shown again");
  const secret = (await page.getByTestId("webhook-secret-value").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await secretBox.getByRole("button", { name: "Copy secret" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const card = page.getByTestId("endpoint-card").filter({ hasText: hookPath });
  await expect(card).toContainText("Risk desk alerts (e2e)");
  await expect(card.getByTestId("endpoint-status")).toHaveText("Active, no delivery yet");

  // Send a test event: the outcome is shown, the receiver got a correctly signed webhook.test.
  await card.getByTestId("send-test").click();
  await expect(card.getByTestId("test-result")).toContainText("Test event delivered: HTTP 200");
  const firstTest = (await forUs()).at(-1)!;
  expect(firstTest.headers["x-service-event"]).toBe("webhook.test");
  expect(firstTest.headers["x-service-signature"]).toBe(sign(secret, firstTest.body));
  // Test sends do not count towards the endpoint's health; only real deliveries do.
  await expect(card.getByTestId("endpoint-status")).toHaveText("Active, no delivery yet");

  // The delivery log shows it.
  await card.getByTestId("toggle-log").click();
  const log = card.getByTestId("delivery-log");
  const testRow = log.getByTestId("delivery-row").filter({ hasText: "webhook.test" }).first();
  await expect(testRow).toContainText("Delivered");
  await expect(testRow).toContainText("HTTP 200");
  await expect(testRow).toContainText("test");

  // A real event: a scan from this Enterprise session emits scan.completed; then resend it.
  const scan = await page.evaluate(async (mint) => {
    const r = await fetch("/api/v1/scan", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tokenAddress: mint, chain: "solana" }),
    });
    return r.status;
  }, server.mints.clean);
  expect(scan).toBe(200);
  await expect
    .poll(async () => (await forUs()).filter((d) => d.headers["x-service-event"] === "scan.completed").length, {
      timeout: 20_000,
    })
    .toBe(1);
  await log.getByRole("button", { name: "Refresh" }).click();
  const scanRow = log.getByTestId("delivery-row").filter({ hasText: "scan.completed" }).first();
  await expect(scanRow).toContainText("Delivered");
  await expect(card.getByTestId("endpoint-status")).toHaveText("Healthy");
  await scanRow.getByRole("button", { name: /^Resend scan\.completed/ }).click();
  await expect(log).toContainText("as a new delivery");
  await expect
    .poll(async () => (await forUs()).filter((d) => d.headers["x-service-event"] === "scan.completed").length, {
      timeout: 20_000,
    })
    .toBe(2);
  const [orig, again] = (await forUs()).filter((d) => d.headers["x-service-event"] === "scan.completed");
  expect(JSON.parse(again.body).id).toBe(JSON.parse(orig.body).id);
  await shot(page, "webhooks-delivery-log");

  // Rotate the secret: confirmation, new secret once, deliveries signed with it (not the old one).
  await card.getByTestId("rotate-secret").click();
  await expect(page.getByRole("dialog")).toContainText("stops working at once");
  await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
  await expect(secretBox).toContainText("New signing secret");
  const rotated = (await page.getByTestId("webhook-secret-value").textContent())!.trim();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await card.getByTestId("send-test").click();
  await expect(card.getByTestId("test-result")).toContainText("Test event delivered");
  const afterRotate = (await forUs()).at(-1)!;
  expect(afterRotate.headers["x-service-signature"]).toBe(sign(rotated, afterRotate.body));
  expect(afterRotate.headers["x-service-signature"]).not.toBe(sign(secret, afterRotate.body));
  await shot(page, "webhooks");

  // Disable: the reason is shown; resend is unavailable while disabled; enable again.
  await card.getByRole("button", { name: "Disable" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable endpoint" }).click();
  await expect(card.getByTestId("endpoint-status")).toHaveText("Disabled");
  await expect(card.getByTestId("disabled-reason")).toBeVisible();
  await expect(scanRow.getByRole("button", { name: /^Resend/ })).toBeDisabled();
  await shot(page, "webhooks-disabled");
  await card.getByRole("button", { name: "Enable" }).click();
  await expect(card.getByTestId("endpoint-status")).not.toHaveText("Disabled");
});

test("Enterprise: a failing receiver shows the failure in the test outcome and the log", async ({
  page,
  signIn,
  server,
}) => {
  test.skip(!server.receiver, "tests/support/https-receiver.ts (local HTTPS receiver) is not available");
  const rx = server.receiver!;
  const hookPath = `/fail-${Date.now()}`;
  await signIn("enterprise");
  await page.goto("/dashboard/webhooks");
  await page.getByTestId("add-endpoint").click();
  await page.getByLabel("Endpoint URL").fill(rx.url.replace(/\/$/, "") + hookPath);
  await page.getByTestId("save-endpoint").click();
  await expect(page.getByTestId("webhook-secret")).toBeVisible();
  await page.getByRole("button", { name: "I have saved it" }).click();
  await fetch(`${rx.inspect}/mode`, { method: "POST", body: JSON.stringify({ mode: "fail" }) });
  try {
    const card = page.getByTestId("endpoint-card").filter({ hasText: hookPath });
    await card.getByTestId("send-test").click();
    await expect(card.getByTestId("test-result")).toContainText("Test event failed: HTTP 500");
    await card.getByTestId("toggle-log").click();
    await expect(card.getByTestId("delivery-row").first()).toContainText("Failed");
    await expect(card.getByTestId("delivery-row").first()).toContainText("HTTP 500");
    await shot(page, "webhooks-failing");
    // Clean up: delete with confirmation.
    await card.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete endpoint" }).click();
    await expect(page.getByTestId("endpoint-card").filter({ hasText: hookPath })).toHaveCount(0);
  } finally {
    await fetch(`${rx.inspect}/mode`, { method: "POST", body: JSON.stringify({ mode: "ok" }) });
  }
});

test("Enterprise: a confirmation cancelled changes nothing; a failed call shows the server's reason", async ({
  page,
  signIn,
  server,
  context,
}) => {
  test.skip(!server.receiver, "tests/support/https-receiver.ts (local HTTPS receiver) is not available");
  const hookPath = `/cancel-${Date.now()}`;
  await signIn("enterprise");
  await page.goto("/dashboard/webhooks");
  await page.getByTestId("add-endpoint").click();
  await page.getByLabel("Endpoint URL").fill(server.receiver!.url.replace(/\/$/, "") + hookPath);
  await page.getByTestId("save-endpoint").click();
  await page.getByRole("button", { name: "I have saved it" }).click();
  const card = page.getByTestId("endpoint-card").filter({ hasText: hookPath });
  await expect(card.getByTestId("endpoint-status")).toHaveText("Active, no delivery yet");

  const changes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/dashboard/webhooks")) changes.push(`${r.method()} ${r.url()}`);
  });
  const dialog = page.getByRole("dialog");
  // Delete, then Cancel: the endpoint stays and no request is sent.
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toContainText("Delete this endpoint?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // Rotate, then Escape; Disable, then Cancel: likewise.
  await card.getByTestId("rotate-secret").click();
  await expect(dialog).toContainText("Rotate the signing secret?");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Disable" }).click();
  await expect(dialog).toContainText("No events are sent to it while disabled");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("endpoint-status")).toHaveText("Active, no delivery yet");
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  expect(changes).toEqual([]);

  // Signed out elsewhere: the test event is refused (401) and says so; the list's reload shows the reason too.
  await context.clearCookies();
  await card.getByTestId("send-test").click();
  await expect(card.getByTestId("test-outcome")).toContainText("Test not sent:");
  await expect(page.locator('section[aria-labelledby="endpoints-h"] > p.notice.bad[role="alert"]')).toBeVisible();
  await expect(card).toHaveCount(1); // the endpoints shown so far stay

  // Clean up with a fresh session.
  await signIn("enterprise");
  await page.goto("/dashboard/webhooks");
  await card.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(card).toHaveCount(0);
});

test("Enterprise: a list that fails to load shows the server's message and leaves the loading state", async ({
  page,
  signIn,
}) => {
  await signIn("enterprise");
  await page.route("**/api/dashboard/webhooks", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            error: "The store is unavailable; try again shortly.",
            code: 503,
            reason: "STORE_UNAVAILABLE",
          }),
        })
      : route.continue(),
  );
  await page.goto("/dashboard/webhooks");
  await expect(
    page.getByRole("alert").filter({ hasText: "The store is unavailable; try again shortly." }),
  ).toBeVisible();
  await expect(page.getByText("Loading endpoints…")).toHaveCount(0);
  await expect(page.getByText("No endpoints yet")).toBeVisible();
});
