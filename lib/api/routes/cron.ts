import { z } from "zod";
import { runWatchlistJob } from "@/lib/cron/jobs";
import { runUptimeProbe } from "@/lib/status/uptime";
import { deliverDue } from "@/lib/webhooks/worker";
import { defineRoutes } from "./define";

/**
 * Cron routes: Vercel Cron calls GET with `Authorization: Bearer $CRON_SECRET` (vercel.json); POST
 * does the same for other schedulers. The in-process scheduler calls the same functions directly.
 */
const cronDescription = (what: string) =>
  `${what} Vercel Cron calls GET; POST is the same. Needs \`Authorization: Bearer $CRON_SECRET\` (in production an unset CRON_SECRET refuses every call).`;
const common = { auth: "cron" as const, tags: ["Cron" as const] };

export const cronRoutes = [
  ...defineRoutes(["GET", "POST"], {
    ...common,
    path: "/api/cron/uptime",
    summary: "Record one uptime probe",
    description: cronDescription(
      "Probes every dependency and the scan path (a sandbox scan), records one sample per component (the source of the 30-day availability).",
    ),
    response: {
      200: {
        description: "The samples recorded.",
        schema: z.object({
          at: z.string(),
          samples: z.array(z.object({ name: z.string(), ok: z.boolean(), latencyMs: z.number().nullable() })),
        }),
      },
    },
    errors: [],
    handler: async (ctx) => runUptimeProbe(ctx.runtime),
  }),
  ...defineRoutes(["GET", "POST"], {
    ...common,
    path: "/api/cron/watchlist",
    summary: "Rescan due watchlist entries",
    description: cronDescription(
      "Claims due entries under a lease, rescans them within a time budget and emits risk.changed on a change; the rest stays due.",
    ),
    response: {
      200: {
        description: "The run's report.",
        schema: z.object({
          claimed: z.number().int(),
          scanned: z.number().int(),
          changed: z.number().int(),
          failed: z.number().int(),
          budgetExhausted: z.boolean(),
        }),
      },
    },
    errors: [],
    handler: async (ctx) => runWatchlistJob(ctx.runtime),
  }),
  ...defineRoutes(["GET", "POST"], {
    ...common,
    path: "/api/cron/webhooks",
    summary: "Attempt due webhook deliveries",
    description: cronDescription(
      "The retry worker: claims due outbox deliveries under a lease and attempts them (safe on many instances at once).",
    ),
    response: {
      200: {
        description: "Attempts made, delivered (2xx) and failed.",
        schema: z.object({ attempted: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
      },
    },
    errors: [],
    handler: async (ctx) => deliverDue(ctx.runtime, { budgetMs: 40_000 }),
  }),
];
