/**
 * The secret that signs dashboard session JWTs. Edge-safe (imported by middleware): no Node APIs.
 * Production refuses to run without NEXTAUTH_SECRET; development uses a fixed, public dev secret
 * so `npm run dev` works with nothing configured (sessions from it are worthless elsewhere).
 */
export const DEV_SESSION_SECRET = "dev-only-insecure-session-secret-do-not-use-in-production";

export function sessionSecret(env: { NEXTAUTH_SECRET?: string; NODE_ENV?: string } = process.env): string {
  const s = env.NEXTAUTH_SECRET?.trim();
  if (s) return s;
  if (env.NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET must be set in production (dashboard sessions are signed with it).");
  return DEV_SESSION_SECRET;
}

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;
