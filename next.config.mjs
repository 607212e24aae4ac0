/** Security headers on every response, API and pages alike. */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/**
 * Content-Security-Policy of API answers (JSON: nothing may load or run, nothing may frame them).
 * Pages get theirs, with a per-request nonce, from middleware.ts (lib/http/csp.ts).
 * next-auth renders a few HTML pages of its own under /api/auth (error, sign-out confirmation):
 * they keep the same lock-down except their inline <style> and posting their form to this origin.
 * Where two rules set the same header, the later one wins.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const AUTH_PAGES_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // `next start` loads every page and route module at start by default (NextNodeServer.unstable_preloadEntries,
    // next/dist/server/next-server.js, Next 16.4), and a first request waited for all of them: the status route
    // answered after the scan engine, viem and every page had loaded. Each route now loads its own module on its
    // first request (docs/benchmarks.md, "Cold start per route kind"); Vercel never preloads (minimal mode).
    preloadEntriesOnStart: false,
  },
  // The Solana client packages are plain ESM for Node; keep them out of the server bundle.
  serverExternalPackages: ["@solana/kit", "@solana-program/token", "@solana-program/token-2022"],
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      { source: "/api/auth/:path*", headers: [{ key: "Content-Security-Policy", value: AUTH_PAGES_CSP }] },
    ];
  },
};

export default nextConfig;
