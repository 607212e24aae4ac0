import { watchlistCollection } from "@/lib/watchlist/watchlist-routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = watchlistCollection("/api/dashboard/watchlist", "session");
