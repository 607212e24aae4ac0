import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/auth/session-secret";
import type { AccountRecord, Store } from "@/lib/store/types";

/**
 * Email verification links: `<origin>/api/auth/verify?token=<payload>.<mac>` where payload is
 * base64url JSON {a: account id, e: email, x: expiry (epoch s), n: nonce} and mac is
 * HMAC-SHA256 under a key derived from NEXTAUTH_SECRET. A token is valid for 24 hours, for the
 * email it was issued to, and once: its nonce is claimed in the store on use.
 */
export const VERIFY_TTL_SECONDS = 24 * 3600;

const key = () => createHmac("sha256", sessionSecret()).update("email-verification-v1").digest();
const mac = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function issueVerificationToken(account: Pick<AccountRecord, "id" | "email">, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({
      a: account.id,
      e: account.email,
      x: Math.floor(now.getTime() / 1000) + VERIFY_TTL_SECONDS,
      n: randomBytes(16).toString("base64url"),
    }),
  ).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

export function verificationLink(origin: string, token: string): string {
  return `${origin}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

export type VerifyOutcome = "verified" | "used" | "expired" | "invalid";

interface Payload {
  a: string;
  e: string;
  x: number;
  n: string;
}

function parse(token: string): Payload | null {
  if (token.length > 1024) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof p?.a !== "string" || typeof p.e !== "string" || typeof p.x !== "number" || typeof p.n !== "string")
      return null;
    return p as Payload;
  } catch {
    return null;
  }
}

/** Checks the token and marks the account verified; each token works once. */
export async function useVerificationToken(store: Store, token: string, now: Date): Promise<VerifyOutcome> {
  const p = parse(token);
  if (!p) return "invalid";
  const nowS = Math.floor(now.getTime() / 1000);
  if (p.x <= nowS) return "expired";
  const account = await store.getAccount(p.a);
  if (!account || account.email !== p.e) return "invalid";
  if (!(await store.claimOnce(`email-verify:${p.n}`, p.x - nowS + 60))) return "used";
  await store.updateAccount(account.id, { emailVerified: true });
  return "verified";
}
