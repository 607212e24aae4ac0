import { routeHandler, routeHandlers } from "@/lib/api/routes/registry";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Defined in lib/api/routes (see the registry); 405 with `Allow` for the other methods. */
export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers("/api/auth/verify");
export const HEAD = routeHandler("/api/auth/verify", "HEAD");
