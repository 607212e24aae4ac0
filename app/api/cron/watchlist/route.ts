import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { runWatchlistJob } from "@/lib/cron/jobs";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

/** Vercel Cron calls GET; the in-process scheduler calls the same function directly. */
const handler = withApi({ route: "/api/cron/watchlist", auth: "cron" }, async (ctx) => runWatchlistJob(ctx.runtime));
export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/cron/watchlist", ["GET", "POST"]);
