import * as z from "zod/mini";

/**
 * The configuration the edge middleware (middleware.ts) needs, read and validated once with zod
 * like lib/config.ts. A separate module because the middleware runs on the edge runtime: it must
 * not bundle the server configuration (which pulls in the store client and every module's
 * settings), and a mistake in a server-only setting must fail the server at start, not every page
 * at the edge. The Node server validates the same variables at start too (lib/runtime.ts calls
 * `edgeConfig()` while it builds), so a production server without NEXTAUTH_SECRET never starts.
 * zod's tree-shakable "mini" build keeps the middleware bundle small; the checks are the same.
 */
const EdgeEnvSchema = z.object({
  NODE_ENV: z.optional(z.string()),
  /** Signs dashboard session JWTs; required in production. */
  NEXTAUTH_SECRET: z.optional(z.string()),
});

/** Development only: `npm run dev` works with nothing configured (sessions signed with it are worthless elsewhere). */
export const DEV_SESSION_SECRET = "dev-only-insecure-session-secret-do-not-use-in-production";

export interface EdgeConfig {
  development: boolean;
  sessionSecret: string;
}

export function loadEdgeConfig(env: Record<string, string | undefined>): EdgeConfig {
  const e = EdgeEnvSchema.parse(env);
  const secret = e.NEXTAUTH_SECRET?.trim();
  if (!secret && e.NODE_ENV === "production")
    throw new Error("NEXTAUTH_SECRET must be set in production (dashboard sessions are signed with it).");
  return { development: e.NODE_ENV === "development", sessionSecret: secret || DEV_SESSION_SECRET };
}

let cached: EdgeConfig | null = null;

/** The process's edge configuration, read on first use (at server start, or the middleware's first request). */
export function edgeConfig(): EdgeConfig {
  return (cached ??= loadEdgeConfig(process.env));
}
