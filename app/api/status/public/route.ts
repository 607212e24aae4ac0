import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { statusRoutes } from "@/lib/api/routes/status";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/status.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(statusRoutes, "/api/status/public");
