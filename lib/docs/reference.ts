/**
 * Reference data for the /docs page that is not in the OpenAPI document: what each error reason
 * means, and the limits per tier (from the configuration defaults and the tier table).
 */
import { DEFAULT_SIGNATURE_TOLERANCE_SECONDS } from "@/lib/auth/request-signing";
import { type ErrorReason, REASON_STATUS } from "@/lib/errors";
import { DEFAULT_LIMIT_SETTINGS, tierLimits } from "@/lib/limits/tiers";
import type { Tier } from "@/lib/store/types";
import { WATCHLIST_CAPS } from "@/lib/watchlist/watchlist-service";

/** One sentence per reason. Typed by ErrorReason, so a new reason does not compile until it is explained here. */
export const REASON_MEANING: Record<ErrorReason, string> = {
  INVALID_INPUT:
    "The request is malformed: bad JSON, a missing or invalid address, an unsupported chain, an address that is not a token, a batch over the tier maximum, a clientRef over 80 characters. `details` lists each field that failed. Nothing is charged.",
  UNAUTHORIZED:
    "No credentials, or a malformed, unknown or revoked API key; no session on a session route; a wrong cron secret.",
  SIGNATURE_INVALID:
    "Request signing: the MAC does not match, a header is malformed, or only one of the two signing headers was sent.",
  SIGNATURE_EXPIRED: `Request signing: the signature is authentic but X-Service-Timestamp is more than ${DEFAULT_SIGNATURE_TOLERANCE_SECONDS} s from the server clock (send Unix seconds, not milliseconds).`,
  SIGNATURE_REQUIRED: "The key was created with “require signed requests” and the request carries no signature.",
  SIGNATURE_REPLAYED: "Request signing: this exact signature was already accepted once; sign each request afresh.",
  FORBIDDEN:
    "Refused for this caller: a session mutation from another origin (CSRF check), sign-up disabled, or a wrong current password.",
  INSUFFICIENT_TIER:
    "The plan is below what the route needs: a Free session on the scan routes, a watchlist or webhooks below their tier.",
  EMAIL_UNVERIFIED:
    "A self-service account whose emailed verification link was not opened yet: no API keys and no metered session use until then.",
  NOT_FOUND: "Unknown path, or a resource that does not exist or belongs to another account.",
  METHOD_NOT_ALLOWED: "The path exists but not with this method; the `Allow` header lists the methods it accepts.",
  REQUEST_TIMEOUT: "The request body did not arrive in full within BODY_READ_TIMEOUT_MS; the connection is closed.",
  CONFLICT: "The request clashes with the current state: the email is taken, or the key or watchlist cap is reached.",
  PAYLOAD_TOO_LARGE: "The body is larger than MAX_BODY_BYTES (checked before it is read in full).",
  QUOTA_EXCEEDED:
    "The daily quota is used up (or a batch needs more units than are left; it is refused whole). `Retry-After` gives the seconds to 00:00 UTC.",
  RATE_LIMITED:
    "Too many requests per second for the tier, or too many attempts at a throttled action. Wait `Retry-After` seconds.",
  INTERNAL: "A bug on our side. The message never carries internals; quote the `requestId` when reporting it.",
  NOT_IMPLEMENTED:
    "The route exists in the contract but is not offered: webhooks are registered from the dashboard, not /api/v1/webhooks.",
  UPSTREAM_UNAVAILABLE:
    "The chain RPC or the store is unreachable or too slow; nothing was charged. Retry after `Retry-After` seconds.",
};

export interface ErrorRow {
  reason: ErrorReason;
  status: number;
  meaning: string;
}

export const errorRows = (): ErrorRow[] =>
  (Object.keys(REASON_STATUS) as ErrorReason[]).map((reason) => ({
    reason,
    status: REASON_STATUS[reason],
    meaning: REASON_MEANING[reason],
  }));

export const TIERS: Tier[] = ["free", "pro", "enterprise"];

export interface LimitRow {
  limit: string;
  values: Record<Tier, string>;
  setting?: string;
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** The limits per tier with the configuration defaults (a deployment may change the configurable ones). */
export function limitRows(): LimitRow[] {
  const l = Object.fromEntries(TIERS.map((t) => [t, tierLimits(t, DEFAULT_LIMIT_SETTINGS)])) as Record<
    Tier,
    ReturnType<typeof tierLimits>
  >;
  const row = (limit: string, f: (t: Tier) => string, setting?: string): LimitRow => ({
    limit,
    values: Object.fromEntries(TIERS.map((t) => [t, f(t)])) as Record<Tier, string>,
    setting,
  });
  return [
    row("Scans per day (reset 00:00 UTC)", (t) => fmt(l[t].dailyQuota), "ENTERPRISE_DAILY_QUOTA (Enterprise)"),
    row("Items per batch", (t) => fmt(l[t].maxBatchItems)),
    row("Requests per second", (t) => fmt(l[t].ratePerSecond), "RATE_LIMIT_<TIER>_PER_SEC"),
    row("Watchlist tokens", (t) => (WATCHLIST_CAPS[t] ? fmt(WATCHLIST_CAPS[t]) : "—")),
  ];
}
