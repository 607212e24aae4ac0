import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { scanRoutes } from "@/lib/api/routes/scan";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/scan.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(scanRoutes, "/api/v1/scan");
