import { resolveApiKey } from "@/lib/auth/api-keys";
import { hasSigningHeaders, verifyRequestSignature } from "@/lib/auth/request-signing";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-secret";
import { accountForSessionToken } from "@/lib/auth/sessions";
import { assertEmailVerified } from "@/lib/auth/email-verified";
import { ApiError } from "@/lib/errors";
import type { Runtime } from "@/lib/runtime";
import type { AccountRecord, ApiKeyRecord, Tier } from "@/lib/store/types";

/** Who is calling: an account, through an API key or a dashboard session. */
export type Principal =
  | { account: AccountRecord; via: "api_key"; apiKey: ApiKeyRecord }
  | { account: AccountRecord; via: "session"; apiKey?: undefined };

const TIER_RANK: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2 };
export const tierAtLeast = (tier: Tier, min: Tier) => TIER_RANK[tier] >= TIER_RANK[min];

/** Reads the credential from `Authorization: Bearer` or `X-API-Key`. */
export function presentedApiKey(req: Request): string | null {
  const auth = req.headers.get("authorization");
  if (auth) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (!m) throw new ApiError("UNAUTHORIZED", "Authorization header must be `Bearer <API_KEY>`.");
    return m[1];
  }
  const header = req.headers.get("x-api-key")?.trim();
  return header ? header : null;
}

export async function authenticateApiKey(req: Request, rawBody: Uint8Array, runtime: Runtime, key: string): Promise<Principal> {
  const record = await resolveApiKey(runtime.store, key);
  const account = record ? await runtime.store.getAccount(record.accountId) : null;
  if (!record || !account) throw new ApiError("UNAUTHORIZED", "Invalid or revoked API key.");
  assertEmailVerified(account);
  // Signed requests are verified; a key that requires signing refuses unsigned ones.
  const ts = req.headers.get("x-service-timestamp");
  const sig = req.headers.get("x-service-signature");
  if (hasSigningHeaders(ts, sig)) await verifySignature(req, rawBody, runtime, key, record, ts, sig);
  else if (record.signingRequired)
    throw new ApiError("SIGNATURE_REQUIRED", "This API key requires signed requests: send X-Service-Timestamp and X-Service-Signature.");
  touchLastUsed(runtime, record);
  return { account, via: "api_key", apiKey: record };
}

async function verifySignature(req: Request, rawBody: Uint8Array, runtime: Runtime, key: string, record: ApiKeyRecord, ts: string | null, sig: string | null) {
  const nowSeconds = Math.floor(runtime.now().getTime() / 1000);
  const verified = verifyRequestSignature({
    apiKey: key,
    salt: runtime.signingSalt,
    timestampHeader: ts,
    signatureHeader: sig,
    body: rawBody,
    nowSeconds,
  });
  // A signature is accepted once: remember it for longer than the timestamp tolerance.
  const fresh = await runtime.store.claimOnce(`sig:${record.id}:${verified.signatureDigest}`, 900);
  if (!fresh) throw new ApiError("SIGNATURE_REPLAYED", "This signature was already used; sign each request with a fresh timestamp.");
}

/** Last-used is written at most once a minute per key per instance, never on every request. */
const LAST_USED_INTERVAL_MS = 60_000;
const lastWritten = new Map<string, number>();
function touchLastUsed(runtime: Runtime, record: ApiKeyRecord) {
  const now = runtime.now().getTime();
  if (now - (lastWritten.get(record.id) ?? 0) < LAST_USED_INTERVAL_MS) return;
  lastWritten.set(record.id, now);
  if (lastWritten.size > 10_000) lastWritten.clear();
  runtime.store.updateApiKey(record.id, { lastUsedAt: new Date(now).toISOString() }).catch(() => lastWritten.delete(record.id));
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined; // malformed percent-encoding: no session, never a 500
      }
    }
  }
  return undefined;
}

/**
 * The dashboard session's account, re-read from the store; null when there is no valid session
 * (bad token, signed out, or ended by "sign out everywhere" / a password change: lib/auth/sessions.ts).
 */
export async function sessionAccount(req: Request, runtime: Runtime): Promise<AccountRecord | null> {
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(req, name);
    if (token) return accountForSessionToken(runtime.store, token);
  }
  return null;
}

/**
 * Session-authenticated mutations must come from our own pages: `Origin` must match the
 * request's own origin (or NEXTAUTH_URL). Browsers always send Origin on cross-site POSTs.
 */
export function assertSameOrigin(req: Request) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const origin = req.headers.get("origin");
  const allowed = new Set<string>();
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (process.env.NEXTAUTH_URL) allowed.add(new URL(process.env.NEXTAUTH_URL).origin);
  if (!origin || !allowed.has(origin))
    throw new ApiError("FORBIDDEN", "Cross-site request refused: session-authenticated changes must come from this site (Origin check).");
}

/**
 * API routes: an API key, or a Pro/Enterprise dashboard session (a Free session gets 403).
 * An API key, when presented, always wins and is never mixed with a session.
 */
export async function authenticateApi(req: Request, rawBody: Uint8Array, runtime: Runtime): Promise<Principal> {
  const key = presentedApiKey(req);
  if (key) return await authenticateApiKey(req, rawBody, runtime, key);
  const account = await sessionAccount(req, runtime);
  if (!account) throw new ApiError("UNAUTHORIZED", "Missing API key: send `Authorization: Bearer <API_KEY>` or `X-API-Key: <API_KEY>`, or sign in.");
  assertEmailVerified(account);
  if (!tierAtLeast(account.tier, "pro"))
    throw new ApiError("INSUFFICIENT_TIER", "API access from a dashboard session needs a Pro or Enterprise plan; use an API key or upgrade.");
  assertSameOrigin(req);
  return { account, via: "session" };
}

/** Session-only routes (dashboard APIs): 401 without a session, 403 below `minTier`. */
export async function authenticateSession(req: Request, runtime: Runtime, minTier: Tier): Promise<Principal> {
  const account = await sessionAccount(req, runtime);
  if (!account) throw new ApiError("UNAUTHORIZED", "Sign in to use this route (dashboard session required).");
  if (!tierAtLeast(account.tier, minTier))
    throw new ApiError("INSUFFICIENT_TIER", `This needs the ${minTier === "enterprise" ? "Enterprise" : "Pro"} plan or higher; your plan is ${account.tier}.`);
  assertSameOrigin(req);
  return { account, via: "session" };
}
