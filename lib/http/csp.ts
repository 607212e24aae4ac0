/**
 * The Content-Security-Policy of every HTML page, set by middleware.ts with a fresh nonce per
 * request (Next's documented App Router pattern: the policy also goes on the REQUEST headers, where
 * Next reads the nonce and puts it on its own scripts; pages are therefore rendered per request).
 * Plain TypeScript for the edge runtime: no Node APIs. Decisions (docs/security.md, "Content Security Policy"):
 * - scripts: only those carrying the nonce, and what they load ('strict-dynamic'); 'self' is
 *   a fallback for browsers without CSP level 3 and is ignored by those that have it;
 * - styles: 'unsafe-inline' stays, because the pages use React `style={...}` attributes, which no
 *   nonce can cover (style attributes are not elements); no script can run from a style;
 * - no plugins, no <base> elsewhere, no framing by any site, forms post only to this origin;
 * - `'unsafe-eval'` only in `next dev` (React's dev tooling needs it), never in production.
 */
export function contentSecurityPolicy(nonce: string, options: { dev?: boolean } = {}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** 128 random bits, base64: unguessable and fresh for every response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
