import { watchlistScanNow } from "@/lib/watchlist/watchlist-routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = watchlistScanNow("/api/dashboard/watchlist/{tokenAddress}/scan", "session");
