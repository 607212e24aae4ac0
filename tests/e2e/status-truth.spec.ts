import { expect, shot, test } from "./fixtures";
import { setRpcMode } from "./rpc-proxy";

/** /status follows what users can do: the RPC down makes live scans impossible, a major outage of "Live scans". */
test("RPC down: major outage of Live scans, each component with its effect; the API document agrees", async ({
  page,
  server,
}) => {
  await setRpcMode(server.rpcControl, "down");
  try {
    // The status document is cached for 5 s.
    await expect
      .poll(async () => ((await (await page.request.get("/api/status/public")).json()) as { status: string }).status, {
        timeout: 20_000,
        intervals: [1000],
      })
      .toBe("outage");
    const doc = (await (await page.request.get("/api/status/public")).json()) as {
      services: { name: string; status: string; effect: string }[];
    };
    expect(doc.services.find((s) => s.name === "live_scans")).toMatchObject({ status: "down" });
    expect(doc.services.find((s) => s.name === "sandbox_and_dashboard")).toMatchObject({ status: "up", effect: "" });
    await page.goto("/status");
    await expect(page.getByTestId("overall")).toHaveText("Major outage: Live scans");
    const live = page.getByTestId("services").getByRole("listitem").filter({ hasText: "Live scans" });
    await expect(live).toContainText("not working");
    await expect(live).toContainText("503 UPSTREAM_UNAVAILABLE");
    await expect(page.getByRole("list", { name: "Components" })).toContainText("sandbox scans do not");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await shot(page, "status-rpc-down");
  } finally {
    await setRpcMode(server.rpcControl, "ok");
  }
  await expect
    .poll(async () => ((await (await page.request.get("/api/status/public")).json()) as { status: string }).status, {
      timeout: 20_000,
      intervals: [1000],
    })
    .not.toBe("outage");
});
