import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-secret";

/**
 * Set-Cookie values that delete next-auth's session cookie (both the __Secure- and the plain name),
 * and any other cookie name in `extra` (chunks such as `next-auth.session-token.0` a request carried).
 */
export function clearedSessionCookies(extra: readonly string[] = []): string[] {
  return [...new Set([...SESSION_COOKIE_NAMES, ...extra])].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}
