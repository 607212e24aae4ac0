import { decode, encode, type JWTEncodeParams } from "next-auth/jwt";
import { assertEmailVerified } from "@/lib/auth/email-verified";
import { SESSION_COOKIE_NAMES, sessionSecret } from "@/lib/auth/session-secret";
import { isApiError } from "@/lib/errors";
import type { AccountRecord, Store, Tier } from "@/lib/store/types";

/**
 * The one session gate (issue 24): every use of a dashboard session, by an API route
 * (lib/api/authenticate.ts), a page (lib/auth/page-session.ts: the dashboard and the token report)
 * or next-auth's own session endpoint (lib/api/routes/auth.ts), goes through `checkSession`.
 * Nothing else decodes a session token or calls next-auth's `getServerSession`
 * (tests/unit/architecture.test.ts keeps it so).
 *
 * A session JWT carries the account id, a random session id (`sid`), the account's session
 * version at sign-in (`sv`) and the sign-in time (`sat`, seconds). It is accepted only when:
 * - it decrypts with NEXTAUTH_SECRET and has not expired (`exp`);
 * - it was signed in less than SESSION_LIFETIME_SECONDS ago (`sat`): the absolute lifetime, which
 *   no refresh extends (`encodeSessionToken` caps `exp` there);
 * - the account exists, `sid` is not revoked and `sv` equals the account's current version:
 *   sign-out revokes `sid` (until the session's absolute end, the longest any copy can live);
 *   "sign out everywhere" and a password change bump the version, killing every token.
 * The revocation and the account are read in parallel: one round trip of latency.
 * Email verification and tier are the caller's requirement (`requireSession`): the dashboard
 * accepts an unverified account (it shows the banner), metered and key routes do not.
 */
export interface SessionClaims {
  accountId?: unknown;
  sid?: unknown;
  sv?: unknown;
  sat?: unknown;
  exp?: unknown;
}

/** Absolute session lifetime: 7 days from sign-in, refresh included (docs/security.md, Sessions that end). */
export const SESSION_LIFETIME_SECONDS = 7 * 86_400;

const revokedKey = (sid: string) => `session-revoked:${sid}`;

/** When a session signed in at `sat` (seconds) ends, in seconds; null for a token without `sat`. */
const sessionEnd = (claims: SessionClaims | null) =>
  typeof claims?.sat === "number" && Number.isFinite(claims.sat) ? claims.sat + SESSION_LIFETIME_SECONDS : null;

/** The live account behind decoded claims, or null (no account, revoked, outdated, past its lifetime). Used by checkSession only (and unit tests). */
export async function accountForClaims(
  store: Store,
  claims: SessionClaims | null,
  nowMs: number,
): Promise<AccountRecord | null> {
  const id = claims?.accountId;
  if (typeof id !== "string") return null;
  const end = sessionEnd(claims);
  // Tokens issued before `sat` existed count as ended: their owners sign in again once.
  if (end === null || end * 1000 <= nowMs) return null;
  const sid = typeof claims?.sid === "string" ? claims.sid : null;
  if (!sid) return null;
  const [account, revoked] = await Promise.all([store.getAccount(id), store.getCounter(revokedKey(sid))]);
  if (!account || revoked > 0) return null;
  const sv = typeof claims?.sv === "number" ? claims.sv : 0;
  return (account.sessionVersion ?? 0) === sv ? account : null;
}

async function claimsOf(token: string): Promise<SessionClaims | null> {
  try {
    return (await decode({ token, secret: sessionSecret() })) as SessionClaims | null;
  } catch {
    return null;
  }
}

/** One cookie of a request (request header or next/headers' `getAll()`). */
export interface RequestCookie {
  name: string;
  value: string;
}

const isSessionCookie = (name: string) => SESSION_COOKIE_NAMES.some((n) => name.startsWith(n));

/** Whether the request carries anything next-auth would read as a session (chunks included). */
export const hasSessionCookie = (cookies: readonly RequestCookie[]) => cookies.some((c) => isSessionCookie(c.name));

/**
 * The session token in a request's cookies, or null, read so that the gate never checks a token
 * other than the one next-auth would use. next-auth (core/lib/cookie.js, SessionStore) joins every
 * cookie whose name STARTS WITH its session cookie name (`<name>.0`, `<name>.1`, … chunks of a token
 * over 4 KB); ours are never that large, so a chunked or suffixed name, two session cookies that
 * disagree (the plain and the `__Secure-` name, or one name twice) mean no session here. An API
 * route or page then has no session, and /api/auth/session answers "no session" (lib/api/routes/auth.ts).
 */
export function sessionTokenFrom(cookies: readonly RequestCookie[]): string | null {
  const session = cookies.filter((c) => isSessionCookie(c.name));
  if (!session.length) return null;
  if (session.some((c) => !(SESSION_COOKIE_NAMES as readonly string[]).includes(c.name))) return null;
  const values = new Set(session.map((c) => c.value));
  if (values.size !== 1) return null;
  const [value] = values;
  return value || null;
}

/** THE session check: the live account behind a session cookie value, or null. */
export async function checkSession(store: Store, token: string | null, nowMs: number): Promise<AccountRecord | null> {
  if (!token) return null;
  return accountForClaims(store, await claimsOf(token), nowMs);
}

/** What a caller asks of a session beyond being live. */
export interface SessionRequirement {
  /** Refuse (403 EMAIL_UNVERIFIED) an account that has not confirmed its email. */
  verified?: boolean;
  /** Lowest tier; below it the outcome is `tier` (the caller decides: 403 for the API, the plan view for pages). */
  minTier?: Tier;
}
export type SessionOutcome =
  | { ok: true; account: AccountRecord }
  | { ok: false; why: "none" }
  | { ok: false; why: "unverified" | "tier"; account: AccountRecord };

const RANK: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2 };

/** `checkSession` plus the caller's requirement: email verified, tier. */
export async function requireSession(
  store: Store,
  token: string | null,
  nowMs: number,
  need: SessionRequirement = {},
): Promise<SessionOutcome> {
  const account = await checkSession(store, token, nowMs);
  if (!account) return { ok: false, why: "none" };
  if (need.verified) {
    try {
      assertEmailVerified(account);
    } catch (err) {
      if (isApiError(err)) return { ok: false, why: "unverified", account };
      throw err;
    }
  }
  if (need.minTier && RANK[account.tier] < RANK[need.minTier]) return { ok: false, why: "tier", account };
  return { ok: true, account };
}

/** Ends one session (sign-out) until the latest moment any copy of its token could still be valid. */
export async function revokeSession(store: Store, claims: SessionClaims | null, nowMs: number): Promise<void> {
  if (typeof claims?.sid !== "string") return;
  const end = sessionEnd(claims) ?? nowMs / 1000 + SESSION_LIFETIME_SECONDS;
  const exp = typeof claims.exp === "number" ? claims.exp : end;
  const ttl = Math.max(60, Math.ceil(Math.max(end, exp) - nowMs / 1000) + 60);
  await store.consumeQuota(revokedKey(claims.sid), 1, Number.MAX_SAFE_INTEGER, ttl);
}

/** Ends every session of the account (sign out everywhere, password change). */
export async function endAllSessions(store: Store, accountId: string): Promise<void> {
  await store.bumpSessionVersion(accountId);
}

/** Claims of a session starting now (next-auth's jwt callback at sign-in). */
export const signInClaims = (nowMs: number) => ({ sat: Math.floor(nowMs / 1000) });

/**
 * next-auth's `jwt.encode`: its own encoding, with `exp` capped at the session's absolute end, so a
 * refresh (/api/auth/session) never extends a session past SESSION_LIFETIME_SECONDS from sign-in.
 */
export async function encodeSessionToken(params: JWTEncodeParams): Promise<string> {
  const end = sessionEnd((params.token ?? null) as SessionClaims | null);
  const nowS = Math.floor(Date.now() / 1000);
  const wanted = params.maxAge ?? SESSION_LIFETIME_SECONDS;
  const maxAge = end === null ? wanted : Math.max(0, Math.min(wanted, end - nowS));
  return encode({ ...params, maxAge });
}
