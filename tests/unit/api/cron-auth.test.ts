import { describe, expect, it } from "vitest";
import { assertCronAuthorized } from "@/lib/cron/cron-auth";

const req = (auth?: string) => new Request("http://x/api/cron/uptime", { headers: auth ? { authorization: auth } : {} });

describe("cron auth", () => {
  const env = { CRON_SECRET: "s3cret-value", NODE_ENV: "production" };
  it("accepts the right secret", () => {
    expect(() => assertCronAuthorized(req("Bearer s3cret-value"), env)).not.toThrow();
  });
  it("refuses a missing or wrong secret with 401", () => {
    for (const a of [undefined, "Bearer nope", "Bearer s3cret-valuE", "s3cret-value", "Basic s3cret-value"]) {
      expect(() => assertCronAuthorized(req(a), env)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });
  it("refuses everything in production when CRON_SECRET is unset, allows in development", () => {
    expect(() => assertCronAuthorized(req("Bearer x"), { NODE_ENV: "production" })).toThrow(expect.objectContaining({ reason: "UNAUTHORIZED" }));
    expect(() => assertCronAuthorized(req(), { NODE_ENV: "development" })).not.toThrow();
  });
});
