import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Development without SMTP_URL (the vitest process is NODE_ENV=test): sign-up writes the link to
 * the server log and returns it for the sign-up page; the link verifies the account. The route
 * handlers are called directly, with the embedded store.
 */
const env = { ...process.env };
beforeAll(() => {
  delete process.env.SMTP_URL;
  delete process.env.UPSTASH_REDIS_REST_URL;
  delete process.env.KV_REST_API_URL;
  process.env.DEMO_ACCOUNT = "0";
  process.env.LOG_LEVEL = "warn";
});
afterAll(() => {
  process.env = env;
});

describe("sign-up in development without SMTP", () => {
  it("logs the link, returns it for the page, and the link verifies once", async () => {
    const logged: string[] = [];
    const spy = vi
      .spyOn(process.stderr, "write")
      .mockImplementation((chunk: string | Uint8Array) => (logged.push(String(chunk)), true));
    const { POST } = await import("@/app/api/auth/signup/route");
    const { GET, HEAD } = await import("@/app/api/auth/verify/route");
    const email = `dev-${Date.now()}@example.com`;
    const res = await POST(
      new Request("http://localhost:3000/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct horse battery staple" }),
      }),
    );
    spy.mockRestore();
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.verification.sent).toBe(false);
    const link: string = body.verification.devLink;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify\?token=/);
    expect(logged.join("")).toContain(link);

    expect((await HEAD(new Request(link, { method: "HEAD" }))).status).toBe(204); // a link checker's HEAD does not use the link up
    const first = await GET(new Request(link));
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/signin?verified=1");
    expect((await GET(new Request(link))).headers.get("location")).toBe("/signin?verify=used");
    const { getRuntime } = await import("@/lib/runtime");
    expect((await (await getRuntime()).store.findAccountByEmail(email))?.emailVerified).toBe(true);
  }, 20_000); // the first import of a route file loads the whole route registry (every route module)
});
