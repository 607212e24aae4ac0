import { readFileSync } from "node:fs";
import type { Request } from "@playwright/test";
import { expect, shot, test } from "./fixtures";

const SEVEN = ["clean", "mint-authority", "freeze-authority", "usdc-like", "whale-80", "paused", "mutable-metadata"];

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(","));
}

test.describe("batch console (Pro)", () => {
  test("7 tokens in chunks of 3: validation, progress, results, sort, filter, details, CSV and JSON export", async ({
    page,
    signIn,
    server,
  }) => {
    const mints = SEVEN.map((n) => server.mints[n]);
    await signIn("pro");
    await page.goto("/dashboard/batch?chunk=3");
    await expect(page.getByRole("heading", { level: 1, name: "Batch console" })).toBeVisible();
    await expect(page.getByTestId("cost-line")).toContainText(
      "Chunks of 3 (set by the page address; your plan allows up to 20)",
    );
    await shot(page, "batch-empty");

    // Per-line validation before anything is sent: one bad line, one repeat.
    const input = page.getByLabel("Token addresses, one per line");
    await input.fill([...mints.slice(0, 4), "not-an-address-0OIl", mints[0], ...mints.slice(4)].join("\n"));
    const counts = page.getByTestId("batch-counts");
    await expect(counts).toContainText("7 valid");
    await expect(counts).toContainText("1 invalid");
    await expect(counts).toContainText("1 repeated");
    const problems = page.getByTestId("validation-list");
    await expect(problems).toContainText("line 5");
    await expect(problems).toContainText("not base58");
    await expect(problems).toContainText("repeats line 1");
    await expect(page.getByTestId("cost-line")).toContainText("Uses 7 scans");
    await expect(page.getByTestId("cost-line")).toContainText("3 chunks");

    await page.getByLabel(/Client reference/).fill("e2e-desk/review-42");
    const batchRequests: Request[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/scan/batch") && r.method() === "POST") batchRequests.push(r);
    });
    // Slow each chunk down a little so the progress is observable.
    await page.route("**/api/v1/scan/batch", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });

    await page.getByTestId("run-batch").click();
    await expect(page.getByTestId("progress-text")).toContainText(/Chunk \d of 3/);
    await expect(page.getByTestId("cancel-batch")).toBeFocused();
    await shot(page, "batch-running");
    await expect(page.getByTestId("run-message")).toContainText("Done: 7 tokens in 3 chunks", { timeout: 60_000 });
    await expect(page.getByTestId("chunk-steps").locator("[data-state=done]")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();

    // 3 requests of 3 + 3 + 1 items, each with the clientRef.
    expect(batchRequests).toHaveLength(3);
    const bodies = batchRequests.map(
      (r) => r.postDataJSON() as { clientRef: string; items: { tokenAddress: string }[] },
    );
    expect(bodies.map((b) => b.items.length)).toEqual([3, 3, 1]);
    expect(bodies.every((b) => b.clientRef === "e2e-desk/review-42")).toBe(true);
    expect(bodies.flatMap((b) => b.items.map((i) => i.tokenAddress))).toEqual(mints);

    const rows = page.getByTestId("result-row");
    await expect(rows).toHaveCount(7);
    await expect(page.getByTestId("results-summary")).toContainText("7 scanned");
    const usdc = rows.filter({ has: page.locator(`[title="${server.mints["usdc-like"]}"]`) });
    // Flags read as finding titles (the id on hover), and the name and symbol come with the streamed result.
    await expect(usdc.locator('[data-flag="MINT_AUTHORITY_ACTIVE"]')).toBeVisible();
    await expect(usdc.locator('[data-flag="FREEZE_AUTHORITY_ACTIVE"]')).toBeVisible();
    await expect(usdc).toContainText("USD Coin");
    await shot(page, "batch-results");

    // Sort by safety score (ascending, then descending).
    await page.getByTestId("sort-score").click();
    const scores = async () => (await page.locator("[data-testid=result-row] .score").allTextContents()).map(Number);
    const asc = await scores();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.getByTestId("sort-score").click();
    const desc = await scores();
    expect(desc).toEqual([...asc].sort((a, b) => b - a));
    await expect(page.locator("th[aria-sort=descending]")).toContainText("Safety");

    // Filter: critical only (the paused token is critical), then a text search.
    await page.getByLabel("Risk level").selectOption("critical");
    await expect(rows.filter({ has: page.locator(`[title="${server.mints.paused}"]`) })).toHaveCount(1);
    for (const level of await rows.locator(".badge").allTextContents()) expect(level).toBe("Critical");
    await page.getByLabel("Risk level").selectOption("all");
    await page.getByLabel("Search").fill("FREEZE_AUTHORITY");
    await expect(page.getByTestId("visible-count")).toContainText("Showing 2 of 7");
    await page.getByLabel("Search").fill("");
    await expect(rows).toHaveCount(7);

    // Row details: the batch result first; the full report (name, symbol) only on request, costing 1 scan.
    await usdc.getByRole("button", { name: /Show details/ }).click();
    const detail = page.getByTestId("row-detail");
    await expect(detail).toContainText("Scan id");
    const loadFull = detail.getByTestId("load-full");
    await expect(loadFull).toHaveText("Load full report (uses 1 scan)");
    const scanReq = page.waitForRequest((r) => r.url().endsWith("/api/v1/scan") && r.method() === "POST");
    await loadFull.click();
    expect((await scanReq).postDataJSON()).toEqual({ tokenAddress: server.mints["usdc-like"], chain: "solana" });
    await expect(detail.getByTestId("full-report")).toContainText("USD Coin");
    await expect(usdc).toContainText("USD Coin");
    await expect(usdc).toContainText("(USDC)");
    await shot(page, "batch-detail");

    // CSV export (a real browser download).
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^batch-e2e-desk_review-42-.*\.csv$/);
    const csv = parseCsv(readFileSync((await csvDownload.path())!, "utf8"));
    expect(csv[0]).toEqual([
      "index",
      "chain",
      "token_address",
      "name",
      "symbol",
      "status",
      "safety_score",
      "risk_level",
      "flags",
      "unknown",
      "liquidity_usd",
      "top_holder_pct",
      "scan_id",
      "scanned_at",
      "error_reason",
      "error",
      "client_ref",
    ]);
    expect(csv).toHaveLength(8);
    const col = (name: string) => csv[0].indexOf(name);
    expect(csv.slice(1).map((r) => r[col("token_address")])).toEqual(mints);
    expect(csv.slice(1).map((r) => r[col("chain")])).toEqual(mints.map(() => "solana"));
    for (const r of csv.slice(1)) {
      expect(r[col("status")]).toBe("ok");
      expect(Number(r[col("safety_score")])).toBeGreaterThanOrEqual(0);
      expect(["low", "medium", "high", "critical"]).toContain(r[col("risk_level")]);
      expect(r[col("client_ref")]).toBe("e2e-desk/review-42");
    }
    const usdcRow = csv.find((r) => r[col("token_address")] === server.mints["usdc-like"])!;
    expect(usdcRow[col("name")]).toBe("USD Coin");
    expect(usdcRow[col("flags")].split(";")).toEqual(
      expect.arrayContaining(["MINT_AUTHORITY_ACTIVE", "FREEZE_AUTHORITY_ACTIVE"]),
    );
    const cleanRow = csv.find((r) => r[col("token_address")] === server.mints.clean)!;
    expect(Number(cleanRow[col("safety_score")])).toBeGreaterThan(Number(usdcRow[col("safety_score")]));

    // JSON export.
    const [jsonDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
    const json = JSON.parse(readFileSync((await jsonDownload.path())!, "utf8"));
    expect(json.client_ref).toBe("e2e-desk/review-42");
    expect(json.chunk_size).toBe(3);
    expect(json.summary).toMatchObject({ requested: 7, succeeded: 7, failed: 0, not_run: 0 });
    expect(json.items.map((i: { token_address: string }) => i.token_address)).toEqual(mints);
    expect(json.items[0].result).toMatchObject({ token_address: mints[0], chain: "solana" });
  });

  test("cancel stops after the chunk in flight; nothing else is sent", async ({ page, signIn, server }) => {
    await signIn("pro");
    await page.goto("/dashboard/batch?chunk=1");
    const mints = ["clean", "pausable", "whale-80", "zero-supply"].map((n) => server.mints[n]);
    await page.getByLabel("Token addresses, one per line").fill(mints.join("\n"));
    let sent = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/scan/batch", async (route) => {
      sent++;
      if (sent === 1) await held; // hold the first chunk until Cancel is pressed
      await route.continue();
    });
    await page.getByTestId("run-batch").click();
    await expect(page.getByTestId("progress-text")).toContainText("Chunk 1 of 4");
    await page.getByTestId("cancel-batch").click();
    await expect(page.getByTestId("cancel-batch")).toHaveText("Stopping after this chunk…");
    release();
    await expect(page.getByTestId("run-message")).toContainText("Cancelled after chunk 1 of 4: 1 of 4 tokens scanned");
    expect(sent).toBe(1);
    await expect(page.getByTestId("result-row").and(page.locator("[data-status=ok]"))).toHaveCount(1);
    await expect(page.getByTestId("result-row").and(page.locator("[data-status=not_run]"))).toHaveCount(3);
    await shot(page, "batch-cancelled");

    // The unscanned rest can be put back in the input with one click.
    await page.getByRole("button", { name: "Put 3 unscanned back" }).click();
    await expect(page.getByTestId("batch-counts")).toContainText("3 valid");
  });

  test("a CSV file upload fills the input from its address column", async ({ page, signIn, server }) => {
    await signIn("enterprise");
    await page.goto("/dashboard/batch");
    await expect(page.getByTestId("cost-line")).toContainText("Chunks of 100, the Enterprise maximum");
    const csv = [
      "name,token_address,note",
      `Clean,${server.mints.clean},ok`,
      `Bad,xyz,typo`,
      `USDC,${server.mints["usdc-like"]},"stable, big"`,
    ].join("\n");
    await page
      .getByLabel("Or upload a CSV or TXT file")
      .setInputFiles({ name: "tokens.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByText('Loaded 3 lines from tokens.csv (column "token_address")')).toBeVisible();
    await expect(page.getByTestId("batch-counts")).toContainText("2 valid");
    await expect(page.getByTestId("batch-counts")).toContainText("1 invalid");
    await page.getByTestId("run-batch").click();
    await expect(page.getByTestId("run-message")).toContainText("Done: 2 tokens in 1 chunk");
    await expect(page.getByTestId("result-row")).toHaveCount(2);
  });
});
