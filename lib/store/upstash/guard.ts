import { ApiError, isApiError } from "@/lib/errors";

/**
 * Runs one Redis call; any backend failure becomes 503 UPSTREAM_UNAVAILABLE, so routes fail
 * closed (never admit unmetered traffic, never 500). Upstash error messages echo the command
 * and its values, so the original error is kept only as `cause`, never shown to callers.
 */
export async function guard<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    if (isApiError(err)) throw err;
    throw new ApiError("UPSTREAM_UNAVAILABLE", "The data store is unavailable; retry shortly.", {
      retryAfter: 2,
      cause: err,
    });
  }
}

/** HGETALL reply: with automaticDeserialization off the client returns the raw [field, value, ...] array. */
export function hashReply(r: unknown): Record<string, string> | null {
  if (Array.isArray(r)) {
    if (r.length === 0) return null;
    const out: Record<string, string> = {};
    for (let i = 0; i + 1 < r.length; i += 2) out[String(r[i])] = String(r[i + 1]);
    return out;
  }
  return r && typeof r === "object" ? (r as Record<string, string>) : null;
}

/** Key namespace for everything this service writes; bump the version to migrate. */
export const NS = "trk:v1:";
