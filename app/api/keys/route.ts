import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { keyRoutes } from "@/lib/api/routes/keys";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/keys.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(keyRoutes, "/api/keys");
