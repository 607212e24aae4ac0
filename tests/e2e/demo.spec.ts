import { type NextServer, startNextServer } from "../support/next-server";
import { expect, shot, test } from "./fixtures";

/**
 * A server started like `npm run dev` (no SEED_FILE, DEMO_ACCOUNT on) prints demo Free, Pro and
 * Enterprise logins once; they sign in and reach the Pro and Enterprise pages. The same server is
 * pointed at an RPC that refuses connections: it warns once at start, naming the failure and the setting.
 */
let demo: NextServer;

test.beforeAll(async () => {
  demo = await startNextServer({ DEMO_ACCOUNT: "1", SOLANA_RPC_URL: "http://127.0.0.1:9", SEED_FILE: undefined });
});
test.afterAll(async () => {
  await demo?.stop();
});

function printedLogins(output: string) {
  const logins: Record<string, { email: string; password: string }> = {};
  for (const m of output.matchAll(/^ {4}(free|pro|enterprise)\s+(\S+@\S+)\s+(\S+)$/gm))
    logins[m[1]] = { email: m[2], password: m[3] };
  const key = output.match(/Demo Enterprise API key[^\n]*\n\n\s+(trk_live_\S+)/)?.[1] ?? null;
  return { logins, key };
}

test("demo logins are printed once and reach the Pro and Enterprise pages", async ({ page }) => {
  await expect.poll(() => printedLogins(demo.output()).key, { timeout: 15_000 }).not.toBeNull();
  const { logins, key } = printedLogins(demo.output());
  expect(Object.keys(logins).sort()).toEqual(["enterprise", "free", "pro"]);
  expect(demo.output().match(/Demo logins/g)).toHaveLength(1);
  for (const l of Object.values(logins)) expect(l.password.length).toBeGreaterThanOrEqual(16);

  // The Enterprise key works.
  const res = await page.request.post(`${demo.url}/api/v1/scan/sandbox`, {
    headers: { authorization: `Bearer ${key}` },
    data: {},
  });
  expect(res.status()).toBe(200);

  const signIn = async (who: "pro" | "enterprise") => {
    await page.context().clearCookies();
    await page.goto(`${demo.url}/signin`);
    await page.getByLabel("Email").fill(logins[who].email);
    await page.getByLabel("Password").fill(logins[who].password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/dashboard");
  };
  await signIn("pro");
  await page.goto(`${demo.url}/dashboard/batch`);
  await expect(page.getByRole("heading", { level: 1, name: "Batch console" })).toBeVisible();
  await expect(page.getByTestId("run-batch")).toBeVisible();
  await signIn("enterprise");
  await page.goto(`${demo.url}/dashboard/webhooks`);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByText("needs the Enterprise plan")).toHaveCount(0);
  await shot(page, "demo-enterprise-webhooks");
});

test("an unreachable RPC is reported once at start, with how it failed and the setting to check", async () => {
  await expect.poll(() => demo.output().includes("Solana RPC check at start failed"), { timeout: 15_000 }).toBe(true);
  const lines = demo
    .output()
    .split("\n")
    .filter((l) => l.includes("Solana RPC check at start failed"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("connection refused (ECONNREFUSED)");
  expect(lines[0]).toContain("SOLANA_RPC_URL");
});
