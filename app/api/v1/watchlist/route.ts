import { routeFileHandlers } from "@/lib/api/routes/handlers";
import { watchlistRoutesApi } from "@/lib/api/routes/watchlist";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes/watchlist.ts (listed in the registry); 405 with `Allow` for the other methods. This file loads that module only. */
export const { GET, POST, PUT, PATCH, DELETE } = routeFileHandlers(watchlistRoutesApi, "/api/v1/watchlist");
