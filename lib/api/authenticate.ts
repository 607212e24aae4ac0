import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { constantTimeEqualHex, hashApiKey, looksLikeApiKey } from "@/lib/auth/api-keys";
import { assertEmailVerified } from "@/lib/auth/email-verified";
import { hasSigningHeaders, verifyRequestSignature } from "@/lib/auth/request-signing";
import { type RequestCookie, requireSession, type SessionRequirement, sessionTokenFrom } from "@/lib/auth/sessions";
import { serverConfig } from "@/lib/config";
import { ApiError, isApiError } from "@/lib/errors";
import {
  dailyQuotaByTier,
  QUOTA_COUNTER_TTL_SECONDS,
  type QuotaState,
  quotaKey,
  quotaState,
  rateLimitOutcome,
  rateWindowKey,
  utcDay,
} from "@/lib/limits/metering";
import type { Runtime } from "@/lib/runtime";
import type { AccountRecord, AdmitResult, ApiKeyRecord, Tier } from "@/lib/store/types";
import { LruMap } from "@/lib/util/lru-map";

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

/**
 * What a route needs from the store besides the credential, read in the same store operation
 * (the hot path, issue 17: one round trip on Redis for a sandbox scan or a cached scan).
 */
export interface AdmissionPlan {
  /** The per-second rate limit (429 RATE_LIMITED before the handler runs). */
  rateLimited?: boolean;
  /** Daily-quota units reserved up front; the handler's `ctx.meter(units)` takes them (see handler.ts). */
  reserve?: number;
  /** A cache entry to read for this account (null: none). */
  cacheKey?: (accountId: string) => string | null;
  /** Counters to read for this account (usage history). */
  counterKeys?: (accountId: string, now: Date) => string[];
  /** Count the account's webhook endpoints (the scan route skips the outbox work when there are none). */
  webhookEndpoints?: boolean;
}

/** The outcome of an admitted API request. */
export interface Admission {
  principal: Principal;
  /** Rate-limit headers (when rate limited). */
  rateHeaders: Record<string, string> | null;
  /** The up-front quota reservation: taken (`allowed`) or refused, with the quota state. */
  reserved: { units: number; allowed: boolean; state: QuotaState; at: Date } | null;
  /** The cache entry when `cacheKey` named one (null when absent); undefined when none was read. */
  cache: string | null | undefined;
  counters: number[];
  webhookEndpoints: number;
}

/**
 * API key → (account, key id), cached per instance for KEY_LINK_TTL_MS. Both are immutable for a
 * key (a record never changes account or id), so the cache can never be wrong; it only lets the
 * hot-path script declare the account's keys up front. Everything that CAN change (revocation,
 * tier, email verification, signing requirement) is read inside the script itself on every
 * request: a revocation is refused on the next request on every instance. The TTL only bounds how
 * long a deleted key's entry lingers (a removed key is refused anyway: the script reads its record).
 */
export const KEY_LINK_TTL_MS = 5 * 60_000;
const keyLinks = new LruMap<string, { accountId: string; keyId: string; until: number }>(10_000);

const invalidKey = () => new ApiError("UNAUTHORIZED", "Invalid or revoked API key.");

async function linkOf(runtime: Runtime, keyHash: string) {
  const now = Date.now();
  const cached = keyLinks.get(keyHash);
  if (cached && cached.until > now) return cached;
  // First request of this key on this instance: one more round trip, for the key record.
  const record = await runtime.store.findApiKeyByHash(keyHash);
  if (!record || !constantTimeEqualHex(record.keyHash, keyHash) || record.revokedAt) throw invalidKey();
  const link = { accountId: record.accountId, keyId: record.id, until: now + KEY_LINK_TTL_MS };
  keyLinks.set(keyHash, link);
  return link;
}

async function admitWith(
  runtime: Runtime,
  accountId: string,
  plan: AdmissionPlan,
  key: { hash: string; id: string; signature: "none" | "valid" | "invalid"; claim: string | null } | null,
): Promise<{ r: AdmitResult; cacheRead: boolean }> {
  const now = runtime.now();
  const { limits } = runtime.config;
  const cacheKey = plan.cacheKey?.(accountId) ?? null;
  const r = await runtime.store.admit({
    keyHash: key?.hash ?? null,
    keyId: key?.id ?? null,
    accountId,
    signature: key?.signature ?? "none",
    signatureClaim: key?.claim ?? null,
    rate: plan.rateLimited
      ? {
          key: rateWindowKey(accountId),
          limitByTier: limits.ratePerSecond,
          windowMs: 1000,
          nowMs: now.getTime(),
          hitId: randomUUID(),
        }
      : null,
    quota: plan.reserve
      ? {
          key: quotaKey(accountId, utcDay(now)),
          units: plan.reserve,
          limitByTier: dailyQuotaByTier(limits),
          ttlSeconds: QUOTA_COUNTER_TTL_SECONDS,
        }
      : null,
    cacheKey,
    counterKeys: plan.counterKeys?.(accountId, now) ?? [],
    webhookEndpoints: plan.webhookEndpoints ?? false,
  });
  return { r, cacheRead: cacheKey !== null };
}

function admissionOf(
  runtime: Runtime,
  principal: Principal,
  plan: AdmissionPlan,
  r: AdmitResult,
  cacheRead: boolean,
): Admission {
  const now = runtime.now();
  const rateHeaders = r.rate ? rateLimitOutcome(r.rate, now) : null; // throws 429 when the limit is reached
  if (r.status === "rate_limited") throw new ApiError("RATE_LIMITED", "Rate limit exceeded.");
  return {
    principal,
    rateHeaders,
    reserved:
      plan.reserve && r.quota
        ? {
            units: plan.reserve,
            allowed: r.quota.allowed,
            state: quotaState(r.quota.limit, r.quota.used, now),
            at: now,
          }
        : null,
    cache: cacheRead ? r.cache : undefined,
    counters: r.counters,
    webhookEndpoints: r.webhookEndpoints,
  };
}

/**
 * An API key request: the key, its account, signing, rate limit, quota reservation and reads of
 * `plan`, in one store operation (Store.admit), plus one key-record read the first time an
 * instance sees the key (see KEY_LINK_TTL_MS).
 */
export async function admitApiKey(
  req: Request,
  rawBody: Uint8Array,
  runtime: Runtime,
  key: string,
  plan: AdmissionPlan = {},
): Promise<Admission> {
  if (!looksLikeApiKey(key)) throw invalidKey();
  const keyHash = hashApiKey(key);
  const link = await linkOf(runtime, keyHash);
  // Signed requests are verified here (no store needed); the replay nonce is claimed in the
  // script, after the key checks, so a bad key is still reported before a bad signature.
  const ts = req.headers.get("x-service-timestamp");
  const sig = req.headers.get("x-service-signature");
  let signature: "none" | "valid" | "invalid" = "none";
  let signatureError: ApiError | null = null;
  let claim: string | null = null;
  if (hasSigningHeaders(ts, sig)) {
    try {
      const verified = verifyRequestSignature({
        apiKey: key,
        salt: runtime.signingSalt,
        timestampHeader: ts,
        signatureHeader: sig,
        body: rawBody,
        nowSeconds: Math.floor(runtime.now().getTime() / 1000),
      });
      signature = "valid";
      // A signature is accepted once: remembered for longer than the timestamp tolerance (900 s).
      claim = `sig:${link.keyId}:${verified.signatureDigest}`;
    } catch (err) {
      if (!isApiError(err)) throw err;
      signature = "invalid";
      signatureError = err;
    }
  }
  const { r, cacheRead } = await admitWith(runtime, link.accountId, plan, {
    hash: keyHash,
    id: link.keyId,
    signature,
    claim,
  });
  switch (r.status) {
    case "no_key":
      keyLinks.delete(keyHash);
      throw invalidKey();
    case "revoked":
    case "no_account":
      throw invalidKey();
    case "email_unverified":
      if (r.account) assertEmailVerified(r.account);
      throw invalidKey();
    case "signature_required":
      throw new ApiError(
        "SIGNATURE_REQUIRED",
        "This API key requires signed requests: send X-Service-Timestamp and X-Service-Signature.",
      );
    case "signature_invalid":
      throw signatureError ?? new ApiError("SIGNATURE_INVALID", "Invalid request signature.");
    case "signature_replayed":
      throw new ApiError(
        "SIGNATURE_REPLAYED",
        "This signature was already used; sign each request with a fresh timestamp.",
      );
  }
  // Every status after the key and account checks carries both (Store.admit).
  const { key: record, account } = r;
  if (!record || !account) throw invalidKey();
  touchLastUsed(runtime, record);
  return admissionOf(runtime, { account, via: "api_key", apiKey: record }, plan, r, cacheRead);
}

/** Last-used is written at most once a minute per key per instance, after the response, never on every request. */
const LAST_USED_INTERVAL_MS = 60_000;
const lastWritten = new Map<string, number>();
function touchLastUsed(runtime: Runtime, record: ApiKeyRecord) {
  const now = runtime.now().getTime();
  if (now - (lastWritten.get(record.id) ?? 0) < LAST_USED_INTERVAL_MS) return;
  lastWritten.set(record.id, now);
  if (lastWritten.size > 10_000) lastWritten.clear();
  const write = () =>
    runtime.store.updateApiKey(record.id, { lastUsedAt: new Date(now).toISOString() }).then(
      () => {},
      () => void lastWritten.delete(record.id),
    );
  try {
    after(write);
  } catch {
    void write(); // outside a request scope (scripts, in-process tests)
  }
}

/** Every cookie of a request, in header order (values percent-decoded; a malformed one is empty: never a 500). */
export function requestCookies(req: Request): RequestCookie[] {
  const header = req.headers.get("cookie");
  if (!header) return [];
  const cookies: RequestCookie[] = [];
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    let value = "";
    try {
      value = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // malformed percent-encoding: no session
    }
    cookies.push({ name: part.slice(0, i).trim(), value });
  }
  return cookies;
}

/**
 * The dashboard session's account through the one session gate (lib/auth/sessions.ts): signature,
 * lifetime, session id, session version, then `need` (email verified, tier).
 */
function sessionOf(req: Request, runtime: Runtime, need: SessionRequirement) {
  return requireSession(runtime.store, sessionTokenOf(req), runtime.now().getTime(), need);
}

/** The session cookie's value in a request, or null. */
export const sessionTokenOf = (req: Request) => sessionTokenFrom(requestCookies(req));

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
  const nextAuthOrigin = serverConfig().nextAuthOrigin;
  if (nextAuthOrigin) allowed.add(nextAuthOrigin);
  if (!origin || !allowed.has(origin))
    throw new ApiError(
      "FORBIDDEN",
      "Cross-site request refused: session-authenticated changes must come from this site (Origin check).",
    );
}

/**
 * API routes: an API key, or a Pro/Enterprise dashboard session (a Free session gets 403).
 * An API key, when presented, always wins and is never mixed with a session. With a session the
 * account is read first (session checks), then `plan` in one more store operation.
 */
export async function admitApi(
  req: Request,
  rawBody: Uint8Array,
  runtime: Runtime,
  plan: AdmissionPlan = {},
): Promise<Admission> {
  const key = presentedApiKey(req);
  if (key) return await admitApiKey(req, rawBody, runtime, key, plan);
  const session = await sessionOf(req, runtime, { verified: true, minTier: "pro" });
  if (!session.ok && session.why === "none")
    throw new ApiError(
      "UNAUTHORIZED",
      "Missing API key: send `Authorization: Bearer <API_KEY>` or `X-API-Key: <API_KEY>`, or sign in.",
    );
  if (!session.ok && session.why === "unverified") assertEmailVerified(session.account);
  if (!session.ok)
    throw new ApiError(
      "INSUFFICIENT_TIER",
      "API access from a dashboard session needs a Pro or Enterprise plan; use an API key or upgrade.",
    );
  const account = session.account;
  assertSameOrigin(req);
  const principal: Principal = { account, via: "session" };
  const needsStore = plan.rateLimited || plan.reserve || plan.cacheKey || plan.counterKeys || plan.webhookEndpoints;
  if (!needsStore)
    return { principal, rateHeaders: null, reserved: null, cache: undefined, counters: [], webhookEndpoints: 0 };
  const { r, cacheRead } = await admitWith(runtime, account.id, plan, null);
  if (r.status !== "ok" && r.status !== "rate_limited")
    throw new ApiError("UNAUTHORIZED", "Sign in again: this session's account is no longer available.");
  // The tier may have changed since the session read: the script's limits followed the account it read.
  return admissionOf(runtime, { account: r.account ?? account, via: "session" }, plan, r, cacheRead);
}

/** API routes without a plan: the caller only (see admitApi). */
export async function authenticateApi(req: Request, rawBody: Uint8Array, runtime: Runtime): Promise<Principal> {
  return (await admitApi(req, rawBody, runtime)).principal;
}

/** 403 INSUFFICIENT_TIER below `minTier` (session and API-key routes alike). */
export function assertTier(tier: Tier, minTier: Tier) {
  if (!tierAtLeast(tier, minTier))
    throw new ApiError(
      "INSUFFICIENT_TIER",
      `This needs the ${minTier === "enterprise" ? "Enterprise" : "Pro"} plan or higher; your plan is ${tier}.`,
    );
}

/** Session-only routes (dashboard APIs): 401 without a session, 403 below `minTier`. */
export async function authenticateSession(req: Request, runtime: Runtime, minTier: Tier): Promise<Principal> {
  const session = await sessionOf(req, runtime, { minTier });
  if (!session.ok && session.why === "none")
    throw new ApiError("UNAUTHORIZED", "Sign in to use this route (dashboard session required).");
  const account = session.ok ? session.account : (session as { account: AccountRecord }).account;
  assertTier(account.tier, minTier);
  assertSameOrigin(req);
  return { account, via: "session" };
}
