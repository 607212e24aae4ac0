import { cronRoutes } from "@/lib/api/routes/cron";
import { routeFileHandlers } from "@/lib/api/routes/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

/** Defined in lib/api/routes/cron.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(cronRoutes, "/api/cron/webhooks");
