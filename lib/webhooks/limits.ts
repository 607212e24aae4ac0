/** Limits of webhook endpoints, constants only (the dashboard's client components read them through lib/api/limits.ts). */
/** A webhook endpoint's description. */
export const WEBHOOK_DESCRIPTION_MAX = 200;
