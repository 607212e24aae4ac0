import { expect, shot, test } from "./fixtures";
import { setRpcMode } from "./rpc-proxy";

/**
 * The batch console on the streamed batch mode: against a slowed RPC the progress and the results
 * fill item by item within one request; an upstream outage shows at once with the retry countdown;
 * running the same list again asks first.
 */
const TOKENS = ["clean", "usdc-like", "paused", "whale-80", "mutable-metadata", "pausable", "zero-supply"];
/** A valid address with no account: its item fails after the first RPC round trip, well before the scanned ones finish. */
const NO_ACCOUNT = "US517G5965aydkZ46HS38QLi7UQiSojurfbQfKCELFx";

test.afterEach(async ({ server }) => {
  await setRpcMode(server.rpcControl, "ok");
});

test("progress counts items as they stream in (one request), with names and finding titles", async ({
  page,
  signIn,
  server,
}) => {
  const mints = [...TOKENS.map((n) => server.mints[n]), NO_ACCOUNT];
  await signIn("pro");
  await page.goto("/dashboard/batch");
  await page.getByLabel("Token addresses, one per line").fill(mints.join("\n"));
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/v1/scan/batch") && r.method() === "POST") requests++;
  });
  await setRpcMode(server.rpcControl, "slow", 700);
  // Record every progress text the page shows while it runs (a MutationObserver in the page).
  await page.evaluate(() => {
    const w = window as unknown as { __progress: string[] };
    w.__progress = [];
    const el = document.querySelector("[data-testid=progress-text]")!;
    new MutationObserver(() => w.__progress.push(el.textContent ?? "")).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByTestId("run-batch").click();
  await expect(page.getByTestId("run-message")).toContainText("Done: 8 tokens in 1 chunk, 1 could not be scanned", {
    timeout: 60_000,
  });
  const seen = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  const counts = seen
    .map((t) => t.match(/(\d+) of 8 tokens scanned/)?.[1])
    .filter(Boolean)
    .map(Number);
  const intermediate = counts.filter((n) => n > 0 && n < 8);
  expect(intermediate.length, `progress seen: ${seen.join(" | ")}`).toBeGreaterThan(0);
  expect(requests).toBe(1);

  const usdc = page.getByTestId("result-row").filter({ has: page.locator(`[title="${server.mints["usdc-like"]}"]`) });
  await expect(usdc).toContainText("USD Coin");
  await expect(usdc).toContainText("(USDC)");
  // Flags read as finding titles; the id stays available on hover.
  const chip = usdc.locator('[data-flag="MINT_AUTHORITY_ACTIVE"]');
  await expect(chip).toBeVisible();
  expect(await chip.textContent()).not.toBe("MINT_AUTHORITY_ACTIVE");
  await expect(usdc.getByTestId("report-link")).toHaveAttribute("href", `/token/${server.mints["usdc-like"]}`);
  await shot(page, "batch-stream-done");

  // The same list again: a confirmation first (each run uses quota).
  await page.getByTestId("run-batch").click();
  const dialog = page.getByRole("dialog", { name: "Run the same list again?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(requests).toBe(1);
});

test("an upstream outage shows at once, with the retry countdown, then the retry succeeds", async ({
  page,
  signIn,
  server,
}) => {
  await signIn("pro");
  await page.goto("/dashboard/batch");
  await page.getByLabel("Token addresses, one per line").fill([server.mints.clean, server.mints.paused].join("\n"));
  await setRpcMode(server.rpcControl, "down");
  const started = Date.now();
  await page.getByTestId("run-batch").click();
  const message = page.getByTestId("run-message");
  await expect(message).toContainText(/Retrying in \d+ s/, { timeout: 8_000 });
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(message).toContainText("Solana RPC");
  // The RPC comes back during the countdown, before the screenshot: the console retries a 503 once, when the countdown
  // ends, and a slow full-page screenshot on a loaded machine (two workers) could outlast it.
  await setRpcMode(server.rpcControl, "ok");
  await shot(page, "batch-upstream-error");
  await expect(message).toContainText("Done: 2 tokens in 1 chunk", { timeout: 30_000 });
});

test("a session that has ended stops the run at once with the reason; nothing is scanned", async ({
  page,
  signIn,
  server,
  context,
}) => {
  await signIn("pro");
  await page.goto("/dashboard/batch");
  await page.getByLabel("Token addresses, one per line").fill([server.mints.clean, server.mints.paused].join("\n"));
  // Signed out elsewhere: the page is still open, the next request carries no session and the API answers 401.
  await context.clearCookies();
  await page.getByTestId("run-batch").click();
  const message = page.getByTestId("run-message");
  await expect(message).toContainText(
    "Chunk 1 of 1 failed: Your session has ended. Sign in again, then re-run what was not scanned.",
  );
  await expect(message).toContainText("0 of 2 tokens were scanned; the rest were not.");
  await expect(message).not.toContainText("Retrying");
  await expect(page.getByTestId("result-row").and(page.locator("[data-status=error]"))).toHaveCount(2);
  await expect(page.getByTestId("run-batch")).toBeEnabled();
});

test("a stream that ends without its summary line is reported as unconfirmed, its items not counted", async ({
  page,
  signIn,
  server,
}) => {
  await signIn("pro");
  await page.goto("/dashboard/batch");
  await page.getByLabel("Token addresses, one per line").fill([server.mints.clean, server.mints.paused].join("\n"));
  // The server's real answer, cut before its last line, as when the connection drops at the end.
  await page.route("**/api/v1/scan/batch", async (route) => {
    const res = await route.fetch();
    const lines = (await res.text()).split("\n").filter((l) => l.trim());
    expect(JSON.parse(lines[lines.length - 1]).type).toBe("summary");
    await route.fulfill({ response: res, body: `${lines.slice(0, -1).join("\n")}\n` });
  });
  await page.getByTestId("run-batch").click();
  const message = page.getByTestId("run-message");
  await expect(message).toContainText(
    "Chunk 1 of 1 failed: The connection closed before the batch finished; items without a result were not confirmed.",
  );
  await expect(message).toContainText("0 of 2 tokens were scanned");
  await expect(page.getByTestId("result-row").and(page.locator("[data-status=error]"))).toHaveCount(2);
});
