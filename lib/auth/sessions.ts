import { decode } from "next-auth/jwt";
import { sessionSecret } from "@/lib/auth/session-secret";
import type { AccountRecord, Store } from "@/lib/store/types";

/**
 * Dashboard sessions that end. A session JWT carries the account id, a random session id (`sid`)
 * and the account's session version at sign-in (`sv`). Every session request (API routes through
 * lib/api/authenticate.ts, dashboard pages through lib/auth/page-session.ts) accepts the token only
 * when the account exists, its current `sessionVersion` equals `sv`, and `sid` is not revoked:
 * - sign-out revokes that one session (`session-revoked:<sid>` until the token would expire);
 * - "sign out everywhere" and a password change bump the account's version, killing every token.
 * Both checks are read in parallel with the account: one round trip of latency.
 */
export interface SessionClaims {
  accountId?: unknown;
  sid?: unknown;
  sv?: unknown;
  exp?: unknown;
}

const revokedKey = (sid: string) => `session-revoked:${sid}`;

export async function accountForClaims(store: Store, claims: SessionClaims | null): Promise<AccountRecord | null> {
  const id = claims?.accountId;
  if (typeof id !== "string") return null;
  const sid = typeof claims?.sid === "string" ? claims.sid : null;
  const [account, revoked] = await Promise.all([
    store.getAccount(id),
    sid ? store.getCounter(revokedKey(sid)) : Promise.resolve(0),
  ]);
  if (!account || revoked > 0) return null;
  const sv = typeof claims?.sv === "number" ? claims.sv : 0;
  return (account.sessionVersion ?? 0) === sv ? account : null;
}

/** The live account behind a session cookie value, or null (bad token, revoked, outdated). */
export async function accountForSessionToken(store: Store, token: string): Promise<AccountRecord | null> {
  let claims: SessionClaims | null;
  try {
    claims = (await decode({ token, secret: sessionSecret() })) as SessionClaims | null;
  } catch {
    return null;
  }
  return accountForClaims(store, claims);
}

/** Ends one session (sign-out) until its token would have expired anyway. */
export async function revokeSession(store: Store, claims: SessionClaims | null, nowMs: number): Promise<void> {
  if (typeof claims?.sid !== "string") return;
  const exp = typeof claims.exp === "number" ? claims.exp * 1000 : nowMs + 7 * 86_400_000;
  const ttl = Math.max(60, Math.ceil((exp - nowMs) / 1000) + 60);
  await store.consumeQuota(revokedKey(claims.sid), 1, Number.MAX_SAFE_INTEGER, ttl);
}

/** Ends every session of the account (sign out everywhere, password change). */
export async function endAllSessions(store: Store, accountId: string): Promise<void> {
  await store.bumpSessionVersion(accountId);
}
