import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { deliverDue } from "@/lib/webhooks/worker";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

/**
 * Webhook retry worker: claims due outbox deliveries under a lease and attempts them (safe to run
 * on many instances at once). Vercel Cron calls GET with `Authorization: Bearer $CRON_SECRET`;
 * the in-process scheduler calls deliverDue() directly. Answers { attempted, delivered, failed }.
 */
const handler = withApi({ route: "/api/cron/webhooks", auth: "cron" }, async (ctx) => deliverDue(ctx.runtime, { budgetMs: 40_000 }));
export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed("/api/cron/webhooks", ["GET", "POST"]);
