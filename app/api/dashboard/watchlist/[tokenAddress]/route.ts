import { watchlistItem } from "@/lib/watchlist/watchlist-routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = watchlistItem("/api/dashboard/watchlist/{tokenAddress}", "session");
