import { dashboardWebhookRoutes } from "@/lib/api/routes/dashboard-webhooks";
import { routeFileHandlers } from "@/lib/api/routes/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/dashboard-webhooks.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(
  dashboardWebhookRoutes,
  "/api/dashboard/webhooks/{id}",
);
