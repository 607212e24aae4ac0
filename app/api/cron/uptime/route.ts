import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { runUptimeProbe } from "@/lib/status/uptime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Vercel Cron calls GET; the in-process scheduler calls the same function directly. */
const handler = withApi({ route: "/api/cron/uptime", auth: "cron" }, async (ctx) => runUptimeProbe(ctx.runtime));
export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/cron/uptime", ["GET", "POST"]);
