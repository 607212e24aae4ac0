import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { usageRoutes } from "@/lib/api/routes/usage";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/usage.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(usageRoutes, "/api/v1/usage");
