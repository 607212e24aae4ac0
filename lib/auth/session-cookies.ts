import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-secret";

/** Set-Cookie values that delete next-auth's session cookie (both the __Secure- and the plain name). */
export function clearedSessionCookies(): string[] {
  return SESSION_COOKIE_NAMES.map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}
