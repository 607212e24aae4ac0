import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { metaRoutes } from "@/lib/api/routes/meta";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/meta.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(metaRoutes, "/api/openapi.json");
