import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { assertCronAuthorized } from "@/lib/cron/cron-auth";

const req = (auth?: string) =>
  new Request("http://x/api/cron/uptime", { headers: auth ? { authorization: auth } : {} });

describe("cron auth", () => {
  // CRON_SECRET is read once by lib/config.ts; the check gets the setting.
  const env = loadConfig({ CRON_SECRET: " s3cret-value ", NODE_ENV: "production", SIGNUP: "off" });
  it("accepts the right secret", () => {
    expect(() => assertCronAuthorized(req("Bearer s3cret-value"), env)).not.toThrow();
  });
  it("refuses a missing or wrong secret with 401", () => {
    for (const a of [undefined, "Bearer nope", "Bearer s3cret-valuE", "s3cret-value", "Basic s3cret-value"]) {
      expect(() => assertCronAuthorized(req(a), env)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });
  it("refuses everything in production when CRON_SECRET is unset, allows in development", () => {
    expect(() =>
      assertCronAuthorized(req("Bearer x"), loadConfig({ NODE_ENV: "production", SIGNUP: "off", CRON_SECRET: " " })),
    ).toThrow(expect.objectContaining({ reason: "UNAUTHORIZED" }));
    expect(() => assertCronAuthorized(req(), loadConfig({ NODE_ENV: "development" }))).not.toThrow();
  });
});
