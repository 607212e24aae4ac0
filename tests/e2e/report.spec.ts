import { expect, shot, test } from "./fixtures";

/** The token report page /token/[address]: sandbox reports for everyone, live reports for Pro+. */

async function scenarioAddress(page: import("@playwright/test").Page, scenario: string): Promise<string> {
  await page.goto("/token");
  const href = await page
    .getByTestId("sandbox-list")
    .getByRole("link", { name: scenario, exact: true })
    .getAttribute("href");
  expect(href).toMatch(/^\/token\/[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return href!.slice("/token/".length);
}

/** The failing findings' titles, as the API reports them for the same sandbox token. */
async function failingTitles(
  request: import("@playwright/test").APIRequestContext,
  key: string,
  address: string,
): Promise<{ score: number; level: string; titles: string[] }> {
  const res = await request.post("/api/v1/scan/sandbox", {
    headers: { authorization: `Bearer ${key}` },
    data: { tokenAddress: address },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    safetyScore: number;
    riskLevel: string;
    findings: { status: string; title: string }[];
  };
  return {
    score: body.safetyScore,
    level: body.riskLevel,
    titles: body.findings.filter((f) => f.status === "fail").map((f) => f.title),
  };
}

const LEVEL = { low: "Low", medium: "Medium", high: "High", critical: "Critical" } as Record<string, string>;

for (const scenario of ["clean", "permanent-delegate"]) {
  test(`sandbox report of "${scenario}" for a visitor, without JavaScript: score, level and failing findings`, async ({
    browser,
    page,
    request,
    server,
  }) => {
    const address = await scenarioAddress(page, scenario);
    const expected = await failingTitles(request, server.keys!.free, address);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
    const noJs = await context.newPage();
    const res = await noJs.goto(`/token/${address}`);
    expect(res!.status()).toBe(200);
    await expect(noJs.getByTestId("report-score")).toHaveText(String(expected.score));
    await expect(noJs.getByTestId("report-level")).toContainText(LEVEL[expected.level]);
    await expect(noJs.getByTestId("report-address")).toHaveText(address);
    if (scenario === "clean") {
      expect(expected.titles).toEqual([]);
      await expect(noJs.getByTestId("findings-fail")).toHaveCount(0);
      await expect(noJs.getByTestId("findings-pass")).toBeVisible();
    } else {
      expect(expected.level).toBe("critical");
      const fails = noJs.getByTestId("findings-fail");
      for (const t of expected.titles) await expect(fails.getByText(t, { exact: true }).first()).toBeVisible();
      // Each failed finding shows what it cost.
      await expect(fails.locator(".cost.neg").first()).toContainText(/−\d+ pts/);
    }
    // Share-friendly title and description.
    await expect(noJs).toHaveTitle(new RegExp(`safety ${expected.score}/100, ${expected.level} risk`));
    expect(await noJs.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await noJs.locator('meta[property="og:title"]').getAttribute("content")).toContain(
      `safety ${expected.score}/100`,
    );
    await noJs.setViewportSize({ width: 1366, height: 900 });
    await shot(noJs, `report-${scenario}-nojs`);
    await context.close();
  });
}

test("with JavaScript: the holders chart draws; the home scan box opens a report", async ({ page }) => {
  const address = await scenarioAddress(page, "whale-80");
  await page.goto("/");
  await page.getByLabel("Token address", { exact: true }).fill(`  ${address} `);
  await page.getByRole("button", { name: "Open report" }).click();
  await page.waitForURL(`**/token/${address}`);
  await expect(page.getByTestId("holders-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByTestId("report-holders")).toContainText("Top holder (raw)");
  await shot(page, "report-whale");
  // A mistyped address comes back with the reason, not a broken page.
  await page.goto("/token?address=0xdeadbeef");
  await expect(page.getByTestId("scan-box-error")).toContainText("is not a token address on ethereum");
});

test("visitors and Free see what a plan unlocks for a live token; Pro opens it for free and runs a metered scan with Scan now", async ({
  page,
  signIn,
  server,
}) => {
  const mint = server.mints["usdc-like"];
  await page.goto(`/token/${mint}`);
  await expect(page.getByTestId("report-locked")).toContainText("Live reports need a Pro or Enterprise plan");
  await expect(page.getByTestId("plan-unlocks")).toBeVisible();

  await signIn("pro");
  // Opening the page (a GET) never scans: it offers "Scan now", a POST through the API.
  await page.goto(`/token/${mint}`);
  await expect(page.getByTestId("report-not-scanned")).toBeVisible();
  await expect(page.getByTestId("scan-now")).toHaveText("Scan now (uses 1 scan)");
  await page.getByTestId("scan-now").click();
  await expect(page.getByTestId("report-name")).toContainText("USD Coin");
  await expect(page.getByTestId("cache-miss")).toBeVisible();
  const left = Number((await page.getByTestId("quota-left").textContent())!.replace(/\D/g, ""));
  expect(left).toBeGreaterThan(0);
  // Scanning again reads again and uses one more scan.
  await page.getByTestId("scan-now").click();
  await expect(page.getByTestId("quota-left")).toHaveText(`${(left - 1).toLocaleString("en-US")} scans left today`);
  await shot(page, "report-live-pro");
});
