import { z } from "zod";
import { usageCounterKeys, usageSummary } from "@/lib/limits/metering";
import { defineRoute } from "./define";

export const UsageSchema = z.object({
  tier: z.enum(["free", "pro", "enterprise"]),
  day: z.string().describe("Today (UTC), YYYY-MM-DD."),
  used: z.number().int().describe("Quota units used today."),
  limit: z.number().int().describe("Daily quota of the tier."),
  remaining: z.number().int(),
  resetsInSeconds: z.number().int().describe("Seconds until the quota resets (UTC midnight)."),
  maxBatchItems: z.number().int(),
  ratePerSecond: z.number().describe("Requests per second allowed on rate-limited routes."),
  history: z.array(z.object({ day: z.string(), used: z.number().int() })).describe("The last 30 days, oldest first."),
});
export type Usage = z.infer<typeof UsageSchema>;

export const usageRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/usage",
    auth: "api",
    tags: ["Usage"],
    summary: "Quota use today and over 30 days",
    description:
      "Not metered. The counters are read in the same store operation as the API key (one round trip on Redis).",
    admission: { counterKeys: usageCounterKeys },
    response: { 200: { description: "Usage summary.", schema: UsageSchema } },
    errors: [],
    handler: async (ctx) => {
      const now = ctx.runtime.now();
      const counts = ctx.admitted?.counters.length ? ctx.admitted.counters : undefined;
      const { account } = ctx.principal;
      return usageSummary(ctx.runtime.store, account.id, account.tier, now, ctx.runtime.config.limits, counts);
    },
  }),
];
