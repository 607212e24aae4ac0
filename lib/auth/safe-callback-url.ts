/**
 * The one check for post-sign-in destinations (the sign-in page, the sign-up flow, next-auth's
 * `redirect` callback). A value is accepted only when
 * - it has no backslash and no control character (C0, DEL, C1), neither as given nor after
 *   one round of percent-decoding: browsers turn `\` into `/` and drop tabs and newlines in
 *   URLs, so `/\evil.example` or `/<TAB>/evil.example` become `//evil.example`, another origin;
 * - resolved against our origin (WHATWG URL parsing, as the browser does), it has that origin.
 * Anything else yields the fallback. Edge-safe (no Node APIs).
 */
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f]/;

function hasForbidden(value: string): boolean {
  if (FORBIDDEN.test(value)) return true;
  try {
    return FORBIDDEN.test(decodeURIComponent(value));
  } catch {
    return true; // undecodable percent-encoding: refuse rather than guess
  }
}

/** Same-origin path (`/dashboard/keys?x=1#y`) for `raw`, or `fallback`. */
export function safeCallbackUrl(raw: unknown, origin: string, fallback = "/dashboard"): string {
  const url = resolveSameOrigin(raw, origin);
  return url ? url.pathname + url.search + url.hash : fallback;
}

/** Absolute same-origin URL for `raw`, or `origin + fallback` (next-auth wants absolute URLs). */
export function safeAbsoluteCallbackUrl(raw: unknown, origin: string, fallback = "/dashboard"): string {
  const url = resolveSameOrigin(raw, origin);
  return url ? url.href : new URL(fallback, origin).href;
}

function resolveSameOrigin(raw: unknown, origin: string): URL | null {
  if (typeof raw !== "string" || raw === "" || raw.length > 2048 || hasForbidden(raw)) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  try {
    const url = new URL(raw, base.origin + "/");
    if (url.origin !== base.origin || url.username || url.password) return null;
    // The path we hand back must itself stay on this origin when resolved again by a browser.
    if (url.pathname.startsWith("//")) return null;
    return url;
  } catch {
    return null;
  }
}
