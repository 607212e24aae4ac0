import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { WEBHOOK_API_VERSION, WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/dashboard/webhooks/events";

/** The event catalogue (types, status, description, example body). See ../route.ts for the API overview. */
export const GET = withApi({ route: ROUTE, auth: "session", minTier: "enterprise" }, async () => ({ apiVersion: WEBHOOK_API_VERSION, events: WEBHOOK_EVENTS }));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET"]);
