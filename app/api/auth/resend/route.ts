import { authRoutes } from "@/lib/api/routes/auth";
import { routeFileHandlers } from "@/lib/api/routes/handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/auth.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(authRoutes, "/api/auth/resend");
