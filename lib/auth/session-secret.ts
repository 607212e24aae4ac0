import { edgeConfig } from "@/lib/config-edge";

export { DEV_SESSION_SECRET } from "@/lib/config-edge";

/**
 * The secret that signs dashboard session JWTs (NEXTAUTH_SECRET, read by lib/config-edge.ts).
 * Edge-safe (imported by middleware): no Node APIs. Production refuses to run without it;
 * development uses a fixed, public dev secret so `npm run dev` works with nothing configured.
 */
export function sessionSecret(): string {
  return edgeConfig().sessionSecret;
}

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;
