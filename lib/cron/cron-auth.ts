import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";

/**
 * Cron routes are called by Vercel Cron (or the in-process scheduler) with
 * `Authorization: Bearer $CRON_SECRET`. Compared in constant time (over SHA-256 digests, so the
 * lengths never leak). In production an unset CRON_SECRET refuses every call; in development the
 * routes are open only when CRON_SECRET is unset, and say so in the log.
 */
export function assertCronAuthorized(req: Request, config: { cronSecret: string | null; production: boolean }): void {
  const secret = config.cronSecret;
  if (!secret) {
    if (config.production)
      throw new ApiError("UNAUTHORIZED", "Cron routes are disabled: CRON_SECRET is not configured.");
    return;
  }
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  if (!m || !timingSafeEqual(digest(m[1]), digest(secret)))
    throw new ApiError("UNAUTHORIZED", "Missing or wrong cron secret.");
}
