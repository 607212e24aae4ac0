import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "@/lib/api/routes/define";

/**
 * The handler context is typed by the route's auth mode: with "api" or "session" the principal is
 * always there (no `!`); with "none" or "cron" there is none. Checked by the compiler
 * (`npm run typecheck` includes tests): each `@ts-expect-error` must stay an error.
 */
describe("route context typing", () => {
  it("gives API-key and session routes a principal, and public routes none", () => {
    const api = defineRoute({
      method: "GET",
      path: "/api/test/api",
      auth: "api",
      minTier: "pro",
      summary: "t",
      tags: ["Meta"],
      response: {},
      errors: [],
      handler: async (ctx) => ({ tier: ctx.principal.account.tier, meter: typeof ctx.meter }),
    });
    const session = defineRoute({
      method: "POST",
      path: "/api/test/session",
      auth: "session",
      summary: "t",
      tags: ["Meta"],
      body: z.object({ n: z.number() }),
      response: {},
      errors: [],
      handler: async (ctx, { body }) => ({ id: ctx.principal.account.id, n: body.n + 1 }),
    });
    const open = defineRoute({
      method: "GET",
      path: "/api/test/none",
      auth: "none",
      summary: "t",
      tags: ["Meta"],
      response: {},
      errors: [],
      handler: async (ctx) => {
        // @ts-expect-error a public route has no principal
        const id: string = ctx.principal.account.id;
        // @ts-expect-error nor metering
        ctx.meter(1);
        return { id };
      },
    });
    expect([api.auth, session.auth, open.auth]).toEqual(["api", "session", "none"]);
    expect(api.minTier).toBe("pro");
  });
});
