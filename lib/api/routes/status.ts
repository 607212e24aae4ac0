import { z } from "zod";
import { json } from "@/lib/api/handler";
import { getPublicStatus } from "@/lib/status/public-status";
import { defineRoute } from "./define";

const state = z.enum(["up", "degraded", "down"]);
export const PublicStatusSchema = z
  .object({
    status: z.enum(["operational", "degraded", "outage"]).describe("Overall state; follows the services."),
    checkedAt: z.string(),
    components: z.array(
      z.object({
        name: z.string().describe("e.g. store, solana_rpc."),
        status: state,
        latencyMs: z.number().nullable(),
        detail: z.string(),
      }),
    ),
    services: z
      .array(
        z.object({
          name: z.string().describe("e.g. live_scans, sandbox_and_dashboard."),
          label: z.string(),
          status: state,
          needs: z.array(z.string()).describe("Components it needs."),
          effect: z.string().describe("What a user notices when it is not up; empty when up."),
        }),
      )
      .describe("Capabilities as users see them."),
    sla: z.object({ target: z.string().describe("SLA target text (SLA_TARGET_TEXT).") }),
    availability30d: z
      .object({ percentage: z.number(), probes: z.number().int(), windowDays: z.number().int() })
      .optional()
      .describe(
        "30-day rolling probe availability: present only with a shared store once the uptime cron has run (never a made-up number).",
      ),
  })
  .describe("Public status document.");
export type PublicStatusView = z.infer<typeof PublicStatusSchema>;

export const statusRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/status/public",
    auth: "none",
    tags: ["Status"],
    summary: "Public service status",
    description:
      "No authentication. Dependency health, what users would notice, the SLA target text and, when measured, the 30-day availability. Answers even when the store is down (it reports it). A human-readable page is at /status.",
    response: {
      200: {
        description: "Status document.",
        schema: PublicStatusSchema,
        headers: { "Cache-Control": "public, max-age=5, stale-while-revalidate=10" },
      },
    },
    errors: [],
    handler: async (ctx) =>
      json(await getPublicStatus(ctx.runtime), 200, {
        "Cache-Control": "public, max-age=5, stale-while-revalidate=10",
      }),
  }),
];
